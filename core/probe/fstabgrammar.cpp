#include "core/probe/fstabgrammar.h"

namespace FstabGrammar {

QString unescape(const QByteArray &field)
{
    QByteArray out;
    for (qsizetype i = 0; i < field.size(); ++i) {
        const auto octal = [&](qsizetype k) {
            return k < field.size() && field.at(k) >= '0' && field.at(k) <= '7';
        };
        if (field.at(i) == '\\' && octal(i + 1) && octal(i + 2) && octal(i + 3)) {
            out += char(((field.at(i + 1) - '0') << 6) | ((field.at(i + 2) - '0') << 3) |
                        (field.at(i + 3) - '0'));
            i += 3;
            continue;
        }
        out += field.at(i);
    }
    return QString::fromUtf8(out);
}

QList<Line> parse(const QByteArray &text)
{
    QList<Line> out;
    qsizetype pos = 0;
    while (pos < text.size()) {
        Line line;
        line.start = pos;
        const qsizetype nl = text.indexOf('\n', pos);
        line.end = nl < 0 ? text.size() : nl + 1;
        qsizetype bodyEnd = nl < 0 ? text.size() : nl;
        if (bodyEnd > pos && text.at(bodyEnd - 1) == '\r')
            --bodyEnd;
        for (qsizetype i = pos; i < bodyEnd;) {
            while (i < bodyEnd && (text.at(i) == ' ' || text.at(i) == '\t'))
                ++i;
            const qsizetype start = i;
            while (i < bodyEnd && text.at(i) != ' ' && text.at(i) != '\t')
                ++i;
            if (i > start) {
                line.ranges.append({start, i - start});
                line.fields << unescape(text.mid(start, i - start));
            }
        }
        line.entry = line.ranges.size() >= 3 && text.at(line.ranges.first().first) != '#';
        out.append(line);
        pos = line.end;
    }
    return out;
}

QList<QStringList> entries(const QByteArray &text)
{
    QList<QStringList> out;
    for (const Line &l : parse(text))
        if (l.entry)
            out << l.fields;
    return out;
}

} // namespace FstabGrammar
