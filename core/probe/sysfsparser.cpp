#include "core/probe/sysfsparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

QList<SysfsRecord> parseSysfsRecords(const QString &text)
{
    QList<SysfsRecord> out;
    for (const QString &line : ProbeText::lines(text)) {
        const QStringList parts = line.split(u'\t');
        if (parts.size() < 2 || parts.at(0).isEmpty() || parts.at(1).isEmpty())
            continue;
        SysfsRecord r;
        r.kind = parts.at(0).trimmed();
        r.name = parts.at(1).trimmed();
        for (qsizetype i = 2; i < parts.size(); ++i) {
            const qsizetype eq = parts.at(i).indexOf(u'=');
            if (eq > 0)
                r.attributes.insert(parts.at(i).left(eq), parts.at(i).mid(eq + 1).trimmed());
        }
        out.append(r);
    }
    return out;
}

QString usbPathInSysfsPath(const QString &devicePath)
{
    // The last "B-P[.P...]" component before an interface "B-P...:C.I" is the USB device.
    static const QRegularExpression re(QStringLiteral("/(\\d+-\\d+(?:\\.\\d+)*)/\\1:\\d+\\.\\d+(?:/|$)"));
    QString found;
    auto it = re.globalMatch(devicePath);
    while (it.hasNext())
        found = it.next().captured(1);
    if (found.isEmpty()) {
        static const QRegularExpression dev(QStringLiteral("/(\\d+-\\d+(?:\\.\\d+)*)(?:/|$)"));
        auto it2 = dev.globalMatch(devicePath);
        while (it2.hasNext())
            found = it2.next().captured(1);
        if (!found.isEmpty() && !devicePath.contains(QStringLiteral("/usb")))
            found.clear();
    }
    return found;
}
