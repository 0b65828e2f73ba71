#include "core/probe/mountsparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

namespace {

// /proc/mounts escapes space, tab, newline and backslash as octal: "\040".
QString unescape(const QString &s)
{
    if (!s.contains(u'\\'))
        return s;
    static const QRegularExpression oct(QStringLiteral("\\\\([0-7]{3})"));
    QString out;
    qsizetype last = 0;
    auto it = oct.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        out += QStringView(s).mid(last, m.capturedStart() - last);
        out += QChar(m.captured(1).toInt(nullptr, 8));
        last = m.capturedEnd();
    }
    out += QStringView(s).mid(last);
    return out;
}

} // namespace

bool isFuseFstype(const QString &fstype)
{
    return fstype == u"fuseblk" || fstype == u"fuse" || fstype.startsWith(u"fuse.");
}

QList<MountEntry> parseMounts(const QString &text)
{
    static const QRegularExpression mountOut(QStringLiteral("^(\\S+) on (.+) type (\\S+)(?: \\(([^)]*)\\)?)?\\s*$"));
    QList<MountEntry> out;
    for (const QString &raw : ProbeText::lines(text)) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        MountEntry e;
        if (const auto m = mountOut.match(line); m.hasMatch()) {
            e.device = m.captured(1);
            e.mountPoint = m.captured(2);
            e.fstype = m.captured(3);
            e.options = m.captured(4).split(u',', Qt::SkipEmptyParts);
        } else {
            const QStringList f = ProbeText::fields(line);
            if (f.size() < 3 || !(f.at(1).startsWith(u'/') || f.at(1) == u"none" || f.at(1) == u"swap"))
                continue;
            e.device = unescape(f.at(0));
            e.mountPoint = unescape(f.at(1));
            e.fstype = f.at(2);
            if (f.size() > 3)
                e.options = f.at(3).split(u',', Qt::SkipEmptyParts);
        }
        out.append(e);
    }
    return out;
}
