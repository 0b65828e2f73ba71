#include "core/probe/lsusbparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

QList<LsusbEntry> parseLsusb(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*Bus\\s+(\\d+)\\s+Device\\s+(\\d+):?\\s+ID\\s+([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\\s*(?:Name:\\s*)?(.*)$"));
    QList<LsusbEntry> out;
    for (const QString &line : ProbeText::lines(text)) {
        const auto m = re.match(line);
        if (!m.hasMatch())
            continue;
        LsusbEntry e;
        e.bus = m.captured(1).toInt();
        e.devnum = m.captured(2).toInt();
        e.vendorId = m.captured(3).toLower();
        e.productId = m.captured(4).toLower();
        e.description = m.captured(5).trimmed();
        out.append(e);
    }
    return out;
}
