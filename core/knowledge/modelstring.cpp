#include "core/knowledge/modelstring.h"

#include "core/knowledge/boardtable.h"

#include <QRegularExpression>

ModelString ModelString::parse(QStringView model)
{
    static const QRegularExpression re(QStringLiteral("^(.*?)(?:\\s+Rev\\s+([0-9.]+))?$"));
    ModelString out;
    const auto m = re.match(BoardTable::normalizedModel(model));
    out.name = m.captured(1).trimmed();
    out.boardRevision = m.captured(2);
    if (!BoardTable::looksLikeRaspberryPi(out.name))
        return out;
    const std::optional<BoardInfo> board = BoardTable::instance().byModel(out.name);
    if (!board || board->typeCodes.isEmpty())
        return out;
    out.typeCode = board->typeCodes.first();
    // A row with one type code per model prefix (CM5 / CM5 Lite): the exact name picks the code.
    if (board->typeCodes.size() == board->modelPrefixes.size()) {
        for (qsizetype i = 0; i < board->modelPrefixes.size(); ++i) {
            if (out.name.compare(board->modelPrefixes.at(i), Qt::CaseInsensitive) == 0)
                out.typeCode = board->typeCodes.at(i);
        }
    }
    return out;
}

QString ModelString::nameForType(int typeCode)
{
    const std::optional<BoardInfo> board = BoardTable::instance().byTypeCode(typeCode);
    if (!board || board->modelPrefixes.isEmpty())
        return QString();
    // A row with one type code per prefix names each; otherwise the first prefix is the
    // device tree's own spelling ("… Model B Plus" before "… Model B+").
    const qsizetype i =
        board->typeCodes.size() == board->modelPrefixes.size() ? board->typeCodes.indexOf(typeCode) : 0;
    return board->modelPrefixes.at(i);
}
