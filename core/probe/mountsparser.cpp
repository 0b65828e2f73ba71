#include "core/probe/mountsparser.h"

#include "core/probe/probetext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

// findmnt names a bind mount's source with the folder it binds: "/dev/sda1[/srv/share]".
QString findmntSource(const QString &s)
{
    const qsizetype bracket = s.indexOf(u'[');
    return bracket > 0 && s.endsWith(u']') ? s.left(bracket) : s;
}

MountEntry entry(const QString &device, const QString &mountPoint, const QString &fstype, const QString &options)
{
    MountEntry e;
    e.device = findmntSource(device);
    e.mountPoint = mountPoint;
    e.fstype = fstype;
    e.options = options.split(u',', Qt::SkipEmptyParts);
    return e;
}

// findmnt -J: {"filesystems": [{"target": "/", "source": "/dev/sda2", "fstype": "ext4",
// "options": "rw,relatime", "children": [...]}]}; findmnt -l -J has no children.
void fromJson(const QJsonArray &list, QList<MountEntry> &out, int depth = 0)
{
    if (depth > 64)
        return;
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        const QString target = o.value(u"target").toString();
        if (!target.isEmpty())
            out.append(entry(o.value(u"source").toString(), target, o.value(u"fstype").toString(),
                             o.value(u"options").toString()));
        fromJson(o.value(u"children").toArray(), out, depth + 1);
    }
}

bool readJson(const QString &text, QList<MountEntry> &out)
{
    const qsizetype key = text.indexOf(QStringLiteral("\"filesystems\""));
    if (key < 0)
        return false;
    // A pasted piece may have lost the opening brace to the line above it.
    const qsizetype brace = text.lastIndexOf(u'{', key);
    const QString json = brace >= 0 ? text.mid(brace) : u'{' + text.mid(key);
    const QJsonDocument doc = QJsonDocument::fromJson(json.trimmed().toUtf8());
    if (!doc.isObject())
        return false;
    fromJson(doc.object().value(u"filesystems").toArray(), out);
    return true;
}

// findmnt's tree, findmnt -l and findmnt -P: columns named by the header (TARGET SOURCE FSTYPE
// OPTIONS by default; -o may reorder them); the tree draws "├─", "└─", "│" (or "|-", "`-" with
// --ascii) before the target.
struct FindmntColumns
{
    int target = -1, source = -1, fstype = -1, options = -1;
    bool valid() const { return target >= 0 && source >= 0 && fstype >= 0; }
};

FindmntColumns headerColumns(const QString &line)
{
    FindmntColumns c;
    const QStringList f = ProbeText::fields(line);
    for (int i = 0; i < f.size(); ++i) {
        if (f.at(i) == u"TARGET")
            c.target = i;
        else if (f.at(i) == u"SOURCE")
            c.source = i;
        else if (f.at(i) == u"FSTYPE")
            c.fstype = i;
        else if (f.at(i) == u"OPTIONS")
            c.options = i;
    }
    return c;
}

QString withoutTree(const QString &line)
{
    static const QRegularExpression tree(QStringLiteral("^[\\s│├└─|`-]*(?=/)"));
    return QString(line).remove(tree);
}

std::optional<MountEntry> findmntPairs(const QString &line)
{
    static const QRegularExpression pair(QStringLiteral("(\\w+)=\"((?:[^\"\\\\]|\\\\.)*)\""));
    QString target, source, fstype, options;
    auto it = pair.globalMatch(line);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString key = m.captured(1);
        const QString value = m.captured(2);
        if (key == u"TARGET")
            target = value;
        else if (key == u"SOURCE")
            source = value;
        else if (key == u"FSTYPE")
            fstype = value;
        else if (key == u"OPTIONS")
            options = value;
    }
    if (target.isEmpty() || fstype.isEmpty())
        return std::nullopt;
    return entry(source, target, fstype, options);
}

} // namespace

bool isFuseFstype(const QString &fstype)
{
    return fstype == u"fuseblk" || fstype == u"fuse" || fstype.startsWith(u"fuse.");
}

QList<MountEntry> parseMounts(const QString &text)
{
    // `mount` and `mount -l` (which adds the label: "... (rw,relatime) [Backup]")
    static const QRegularExpression mountOut(
        QStringLiteral("^(\\S+) on (.+) type (\\S+)(?: \\(([^)]*)\\)?)?(?:\\s+\\[[^\\]]*\\])?\\s*$"));
    QList<MountEntry> out;
    if (readJson(text, out))
        return out;
    FindmntColumns columns;
    for (const QString &raw : ProbeText::lines(text)) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (line.startsWith(QStringLiteral("TARGET=\""))) {
            if (const auto e = findmntPairs(line))
                out.append(*e);
            continue;
        }
        if (const FindmntColumns c = headerColumns(line); c.valid()) {
            columns = c;
            continue;
        }
        if (const auto m = mountOut.match(line); m.hasMatch()) {
            MountEntry e;
            e.device = m.captured(1);
            e.mountPoint = m.captured(2);
            e.fstype = m.captured(3);
            e.options = m.captured(4).split(u',', Qt::SkipEmptyParts);
            out.append(e);
            continue;
        }
        if (columns.valid()) {
            // A findmnt row: the tree drawn before the target, then the columns.
            const QStringList f = ProbeText::fields(withoutTree(raw));
            const int need = std::max({columns.target, columns.source, columns.fstype});
            if (f.size() > need && f.at(columns.target).startsWith(u'/')) {
                out.append(entry(f.at(columns.source), f.at(columns.target), f.at(columns.fstype),
                                 columns.options >= 0 ? f.value(columns.options) : QString()));
                continue;
            }
        }
        const QStringList f = ProbeText::fields(line);
        if (f.size() < 3 || !(f.at(1).startsWith(u'/') || f.at(1) == u"none" || f.at(1) == u"swap"))
            continue;
        MountEntry e;
        e.device = unescape(f.at(0));
        e.mountPoint = unescape(f.at(1));
        e.fstype = f.at(2);
        if (f.size() > 3)
            e.options = f.at(3).split(u',', Qt::SkipEmptyParts);
        out.append(e);
    }
    return out;
}
