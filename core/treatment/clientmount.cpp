#include "core/treatment/clientmount.h"

#include "core/treatment/changescript.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

// Options a PC's kernel reports in /proc/mounts but a mount command must not be given back: they
// are worked out at mount time (the server's address, timers, the bits the kernel chose).
bool reportedOnly(const QString &key)
{
    static const QStringList keys{
        QStringLiteral("addr"),        QStringLiteral("clientaddr"),   QStringLiteral("mountaddr"),
        QStringLiteral("mountvers"),   QStringLiteral("mountport"),    QStringLiteral("mountproto"),
        QStringLiteral("echo_interval"), QStringLiteral("local_lease_time"), QStringLiteral("namlen"),
        QStringLiteral("retrans"),     QStringLiteral("timeo"),        QStringLiteral("closetimeo"),
        QStringLiteral("actimeo"),     QStringLiteral("bsize"),        QStringLiteral("noforceuid"),
        QStringLiteral("noforcegid"),  QStringLiteral("serverino"),    QStringLiteral("mapposix"),
        QStringLiteral("relatime"),    QStringLiteral("cache"),        QStringLiteral("sec"),
        QStringLiteral("nounix"),      QStringLiteral("file_mode"),    QStringLiteral("dir_mode")};
    return keys.contains(key);
}

// A value that can stand in a command line or an fstab field as it is: no control characters, not
// huge. A run file is data; a line break in a mount point must not become a second fstab line.
bool plain(const QString &v)
{
    if (v.isEmpty() || v.size() > 1024)
        return false;
    return std::none_of(v.cbegin(), v.cend(), [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7F; });
}

} // namespace

bool ClientMount::isKnown() const
{
    return plain(fsType) && plain(source) && plain(mountPoint);
}

QStringList ClientMount::fastOptions() const
{
    static const QRegularExpression smallSize(QStringLiteral("^[rw]size=(\\d+)$"));
    // An option is kept only in the shape mount options have; anything else is the user's to add.
    static const QRegularExpression shape(QStringLiteral("^[A-Za-z0-9_.:/@+-]+(=[A-Za-z0-9_.:/@+,-]*)?$"));
    QStringList out;
    for (const QString &raw : options.split(u',', Qt::SkipEmptyParts)) {
        const QString o = raw.trimmed();
        if (o == u"sync" || !shape.match(o).hasMatch() || reportedOnly(o.section(u'=', 0, 0)))
            continue;
        if (const QRegularExpressionMatch m = smallSize.match(o); m.hasMatch()) {
            if (m.captured(1).toLongLong() < 65536)
                continue;
        }
        QString kept = o;
        if (o == u"proto=udp")
            kept = QStringLiteral("proto=tcp");
        else if (o == u"vers=1.0")
            kept = QStringLiteral("vers=3.1.1");
        if (!out.contains(kept))
            out << kept;
    }
    return out;
}

QString ClientMount::mountCommand() const
{
    if (!isKnown())
        return {};
    const QStringList opts = fastOptions();
    const QString mp = ChangeScript::quote(mountPoint);
    return QStringLiteral("sudo umount %1 && sudo mount -t %2%3 %4 %1")
        .arg(mp, ChangeScript::quote(fsType),
             opts.isEmpty() ? QString() : QStringLiteral(" -o ") + ChangeScript::quote(opts.join(u',')),
             ChangeScript::quote(source));
}

QString ClientMount::fstabLine() const
{
    if (!isKnown())
        return {};
    // fstab fields are split on blanks: a blank inside one is written \040, as fstab(5) says.
    auto field = [](QString v) { return v.replace(u' ', QLatin1String("\\040")).replace(u'\t', QLatin1String("\\011")); };
    QStringList opts = fastOptions();
    if (!opts.contains(QStringLiteral("_netdev")))
        opts << QStringLiteral("_netdev"); // mounted once the network is up
    return QStringLiteral("%1 %2 %3 %4 0 0").arg(field(source), field(mountPoint), field(fsType), opts.join(u','));
}
