#include "core/probe/pasterecognizer.h"

#include "core/probe/cryptparser.h"
#include "core/probe/dmesgparser.h"
#include "core/probe/kernelwords.h"
#include "core/probe/probetext.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

using RE = QRegularExpression;

struct Shape
{
    RE re;
    QString id; // "ethtool-" + capture 1 when id is "ethtool-%1"
};

const QString kEthtoolUnknown = QStringLiteral("ethtool-unknown");

// Line shapes that say which command printed the line. Order matters: the first match wins.
const QList<Shape> &shapes()
{
    static const QList<Shape> list = {
        {RE(QStringLiteral("^\\s*/:\\s+Bus\\s+\\d+\\.Port\\s+\\d+:")), QStringLiteral("lsusb-t")},
        {RE(QStringLiteral("^\\s*\\|__\\s*Port\\s+\\d+:\\s*Dev")), QStringLiteral("lsusb-t")},
        {RE(QStringLiteral(
             "^\\s*Bus\\s+\\d{3}\\s+Device\\s+\\d{3}:?\\s+ID\\s+[0-9a-fA-F]{4}:[0-9a-fA-F]{4}")),
         QStringLiteral("lsusb")},
        {RE(QStringLiteral("^\\s*throttled=0x[0-9a-fA-F]+")), QStringLiteral("throttled")},
        {RE(QStringLiteral("^\\s*temp=\\d+(?:[.,]\\d+)?'C")), QStringLiteral("temp")},
        {RE(QStringLiteral("^\\s*Settings for (\\S+?):\\s*$")), QStringLiteral("ethtool-%1")},
        {RE(QStringLiteral(
             "^\\s+(?:Supported ports|Supported link modes|Speed|Duplex|Link detected|Auto-negotiation|"
             "Advertised link modes|PHYAD|Transceiver|Supports Wake-on|Wake-on|MDI-X|"
             "Link partner advertised link modes|Supports auto-negotiation):")),
         kEthtoolUnknown},
        {RE(QStringLiteral("^(?:driver|bus-info|firmware-version|supports-statistics):")), kEthtoolUnknown},
        {RE(QStringLiteral("^\\s*\\[\\s*\\+?\\d+[.,]\\d+\\]")), QStringLiteral("dmesg")},
        {RE(QStringLiteral("^\\[(?:[A-Z][a-z]{2} ?\\d{1,2} \\d\\d:\\d\\d(?::\\d\\d)?|[A-Z][a-z]{2} "
                           "[A-Z][a-z]{2} +\\d+ [\\d:]+ \\d{4})\\]")),
         QStringLiteral("dmesg")},
        {RE(QStringLiteral(
             "^\\s*\\S+ \\S+ (?:eth|en|wlan|usb)\\w*: (?:link up|Link is (?:Up|Down)|register ')")),
         QStringLiteral("dmesg")},
        {RE(QStringLiteral(
             "^(?:usb|usb-storage|hub) \\d+-[\\d.]+(?::\\d+\\.\\d+)?: |^scsi host\\d+: |^hwmon hwmon\\d+: "
             "|Under-voltage detected|Voltage normalised|^sd \\d+:\\d+:\\d+:\\d+: ")),
         QStringLiteral("dmesg")},
        {RE(QStringLiteral("^\\S+ on \\S.* type \\S+ \\(")), QStringLiteral("mounts")},
        // findmnt (tree, -l, -P, -J)
        {RE(QStringLiteral("^TARGET\\s+SOURCE\\s+FSTYPE\\b|^TARGET=\"\\S*\" SOURCE=|^\\s*\"filesystems\"\\s*:")),
         QStringLiteral("mounts")},
        // lsblk -J
        {RE(QStringLiteral("^\\s*\"blockdevices\"\\s*:")), QStringLiteral("lsblk")},
        {RE(QStringLiteral("^(?:UUID|LABEL|PARTUUID|PARTLABEL)=\\S+\\s+\\S+\\s+\\S+\\s+\\S+")),
         QStringLiteral("fstab")},
        {RE(QStringLiteral(
             "^\\S+\\s+/\\S*\\s+\\S+\\s+\\S*(?:defaults|nofail|noauto|x-systemd)\\S*\\s+\\d\\s+\\d\\s*$")),
         QStringLiteral("fstab")},
        {RE(QStringLiteral("^\\S+\\s+/\\S*\\s+\\S+\\s+\\S+\\s+0\\s+0\\s*$")), QStringLiteral("mounts")},
        {RE(QStringLiteral(
             "^(?:processor|model name|BogoMIPS|Features|CPU implementer|CPU architecture|CPU variant|"
             "CPU part|CPU revision|Hardware|Revision|Serial|vendor_id|cpu family)\\s*:")),
         QStringLiteral("cpuinfo")},
        {RE(QStringLiteral("^Model\\s*:\\s*Raspberry")), QStringLiteral("cpuinfo")},
        {RE(QStringLiteral("^\\s*Raspberry Pi .*Rev \\d+\\.\\d+\\s*$")), QStringLiteral("model")},
        {RE(QStringLiteral("^\\s*NAME\\s+MAJ:MIN\\b|^NAME=\"|^(?:[A-Z:-]+\\s+)*NAME(?:\\s+[A-Z:-]+)*\\s*$")),
         QStringLiteral("lsblk")},
        {RE(QStringLiteral("^(?:Filesystem|Dateisystem|Sys\\. de fichiers|ファイルシス)\\S*\\s+\\S+")),
         QStringLiteral("df")},
        {RE(QStringLiteral("^\\S+\\s+(?:[a-z][\\w.]*\\s+)?[\\d.,]+[KMGT]?\\s+[\\d.,]+[KMGT]?\\s+[\\d.,]+[KMGT]?\\s+\\d+%\\s+/")),
         QStringLiteral("df")},
        {RE(QStringLiteral("^/\\S*\\s+(?:\\S+\\s+)*\\S*\\([^)]*\\)\\s*$")), QStringLiteral("exports")},
        {RE(QStringLiteral("^\\s*\\[[A-Za-z$][^\\]]*\\]\\s*$")), QStringLiteral("smb-conf")},
        {RE(QStringLiteral(
             "^Load smb config files from|^Loaded services file|^# Global parameters|^Server role: ROLE_")),
         QStringLiteral("smb-conf")},
        {RE(QStringLiteral("^\\s*(?:workgroup|server string|security|server (?:min|max) protocol|server "
                           "signing|(?:server )?smb encrypt|"
                           "socket options|aio (?:read|write) size|use sendfile|guest ok|read "
                           "only|writeable|writable|browseable|"
                           "valid users|create mask|directory mask|map to guest|netbios name|force user|min "
                           "protocol|max protocol)\\s*=")),
         QStringLiteral("smb-conf")},
        {RE(QStringLiteral("^top - \\d|^Tasks:\\s+\\d+ total|^%Cpu\\(s\\):|^(?:KiB|MiB|GiB) "
                           "(?:Mem|Swap)|^\\s*PID\\s+(?:USER|PPID|TTY)\\b"
                           "|^Mem: \\d+K used|^CPU:\\s+\\d+% usr|^Load average:")),
         QStringLiteral("processes")},
        {RE(QStringLiteral("^Inter-\\||^\\s*face \\||^\\s*[\\w.-]+:\\s*\\d+(?:\\s+\\d+){15}\\s*$")),
         QStringLiteral("net-dev")},
        {RE(QStringLiteral("^\\S+\\s+Link encap:|^\\S+: flags=\\d+<")), QStringLiteral("ifconfig")},
        {RE(QStringLiteral("^\\S+\\s+IEEE 802\\.11|^Connected to [0-9a-fA-F:]{17}|^\\s*tx bitrate:")),
         QStringLiteral("wifi")},
        {RE(QStringLiteral("^Linux \\S+ \\d+\\.\\d+\\.\\d+\\S*\\s")), QStringLiteral("uname")},
        // journalctl -k / syslog: "Dec 01 12:00:00 host kernel: ...", with or without the host;
        // journalctl -o short-iso: "2023-10-04T23:55:19+0100 host kernel: ..."; OpenWrt's logread:
        // "Wed Mar 30 19:43:30 2022 kern.info kernel: ..."
        {RE(QStringLiteral("^[A-Z][a-z]{2} +\\d{1,2} \\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)? (?:\\S+ )?kernel: ")),
         QStringLiteral("dmesg")},
        {RE(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d[T ]\\d\\d:\\d\\d:\\d\\d\\S* (?:\\S+ )?kernel:(?: |\\[)")),
         QStringLiteral("dmesg")},
        {RE(QStringLiteral("^[A-Z][a-z]{2} [A-Z][a-z]{2} +\\d{1,2} \\d\\d:\\d\\d:\\d\\d \\d{4} \\w+\\.\\w+ kernel: ")),
         QStringLiteral("dmesg")},
        {RE(QStringLiteral("^nvme nvme\\d+: |^(?:brcm-pcie|pcie-brcmstb) \\S+: |^scsi \\d+:\\d+:\\d+:\\d+: ")),
         QStringLiteral("dmesg")},
        // dmesg -x ("kern  :info  : [  1.2] ...") and dmesg -r ("<6>[  1.2] ..."); journalctl -o
        // short-full ("Wed 2023-10-04 23:55:19 CEST host kernel: ") and -o short-unix
        {RE(QStringLiteral("^\\s*(?:[a-z]{2,8}\\s*:[a-z]{3,6}\\s*: |<\\d{1,3}>)\\s*\\[")), QStringLiteral("dmesg")},
        {RE(QStringLiteral("^[A-Z][a-z]{2} \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\S*(?: [A-Z]{2,5})? (?:\\S+ )?kernel: "
                           "|^\\d{9,10}\\.\\d+ (?:\\S+ )?kernel: ")),
         QStringLiteral("dmesg")},
        // lspci -vv: "0000:01:00.0 Non-Volatile memory controller: ...", its capabilities and links
        {RE(QStringLiteral("^(?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7] [A-Z][\\w /-]+: \\S")),
         QStringLiteral("lspci")},
        {RE(QStringLiteral("^\\s+Capabilities: \\[[0-9a-f]+(?: v\\d)?\\] |^\\s+Lnk(?:Cap|Sta|Ctl):\\s")),
         QStringLiteral("lspci")},
        {RE(QStringLiteral("^\\s*(?:/dev/mapper/)?\\S+ is (?:active|inactive)(?: and is in use)?\\.\\s*$")),
         QStringLiteral("cryptsetup")},
        {RE(QStringLiteral("^\\S+: \\d+ \\d+ crypt \\S+ ")), QStringLiteral("dmsetup")},
        {RE(QStringLiteral("^Personalities : |^md\\w+ : (?:active|inactive) ")), QStringLiteral("mdstat")},
        {RE(QStringLiteral("^Label: (?:'[^']*'|none)\\s+uuid: ")), QStringLiteral("btrfs")},
        {RE(QStringLiteral("^MemTotal:\\s+\\d+ kB")), QStringLiteral("meminfo")},
        // smartctl -a / -x / -H -A, nvme smart-log
        {RE(QStringLiteral("^smartctl \\S+ .*\\[|^=== START OF (?:INFORMATION|READ SMART DATA|SMART DATA) "
                           "SECTION ===|^Smart Log for NVME device:|^ID# ATTRIBUTE_NAME |^SMART/Health Information|"
                           "^SMART overall-health|^Vendor Specific SMART Attributes|^critical_warning\\s*:")),
         QStringLiteral("smart")},
        // an ATA attribute row of smartctl -A (-a) or -x
        {RE(QStringLiteral("^\\s*\\d{1,3}\\s+[A-Za-z][\\w-]+\\s+(?:0x[0-9a-fA-F]{4}|[A-Z+-]{6})\\s+\\d{3}\\s+\\d{3}\\s+"
                           "[\\d-]{3}\\s")),
         QStringLiteral("smart")},
        {RE(QStringLiteral("^\\d+\\.\\d+ \\d+\\.\\d+ \\d+\\.\\d+ \\d+/\\d+ "
                           "\\d+\\s*$|^\\s*\\d\\d:\\d\\d:\\d\\d up .*load average:")),
         QStringLiteral("loadavg")},
        {RE(QStringLiteral("^(?:PRETTY_NAME|VERSION_CODENAME|ID_LIKE|VERSION_ID)=")),
         QStringLiteral("os-release")},
        {RE(QStringLiteral("\\broot=\\S+.*\\b(?:console|rootfstype)=|\\bconsole=\\S+.*\\broot=")),
         QStringLiteral("cmdline")},
    };
    return list;
}

QString shapeOf(const QString &line)
{
    for (const Shape &s : shapes()) {
        const auto m = s.re.match(line);
        if (m.hasMatch())
            return s.id.contains(u"%1") ? s.id.arg(m.captured(1)) : s.id;
    }
    // A driver's own words (kernelwords.cpp) in any log shape: the table that reads them also
    // names them, so a driver added there is recognised here too.
    if (line.contains(u':'))
        if (const QString kernel = kernelLogText(line); !kernel.isEmpty() && matchKernelWords(kernel))
            return QStringLiteral("dmesg");
    return QString();
}

bool continues(const QString &current, const QString &shape)
{
    return current == shape || (shape == kEthtoolUnknown && current.startsWith(u"ethtool-"));
}

// "pi@raspberrypi:~ $ lsusb -t", "root@berryship:~# ethtool eth0", "[nils@raspberrypi:~] $ cat
// /proc/net/dev", "$ dmesg".
QString promptCommand(const QString &line)
{
    static const RE prompt(QStringLiteral(
        "^\\s*\\[?[\\w.-]+@[\\w.-]+(?::[^\\s$#\\]]*)?\\]?\\s*[$#]\\s*(\\S.*)$|^\\s*\\$\\s+(\\S.*)$"));
    const auto m = prompt.match(line);
    if (!m.hasMatch())
        return QString();
    return (m.hasCaptured(1) && !m.captured(1).isEmpty() ? m.captured(1) : m.captured(2)).trimmed();
}

} // namespace

QString PasteRecognizer::sectionForCommand(const QString &command)
{
    QString c = command.section(u'|', 0, 0).trimmed();
    QStringList w = ProbeText::fields(c);
    while (!w.isEmpty() && (w.first() == u"sudo" || w.first().contains(u'=') || w.first() == u"time"))
        w.removeFirst();
    if (w.isEmpty())
        return QString();
    const QString prog = w.first().section(u'/', -1);
    const QStringList args = w.mid(1);
    const QString arg = args.value(0);
    const QString all = args.join(u' ');
    if (prog == u"lsusb")
        return args.contains(QStringLiteral("-t")) || args.contains(QStringLiteral("-tv")) ||
                       all.contains(u"--tree")
                   ? QStringLiteral("lsusb-t")
                   : QStringLiteral("lsusb");
    if (prog == u"ethtool") {
        QStringList rest = args;
        rest.removeIf([](const QString &a) { return a.startsWith(u'-'); });
        return rest.isEmpty() ? QString() : QStringLiteral("ethtool-") + rest.first();
    }
    if (prog == u"mount" || prog == u"findmnt")
        return QStringLiteral("mounts");
    if (prog == u"dmesg" || (prog == u"journalctl" && std::any_of(args.begin(), args.end(), [](const QString &a) {
                                 // -k, --dmesg, and -k among joined short options (-bk, -kf)
                                 return a == u"--dmesg" ||
                                        (a.startsWith(u'-') && !a.startsWith(u"--") && a.contains(u'k'));
                             })))
        return QStringLiteral("dmesg");
    if (prog == u"vcgencmd")
        return arg == u"get_throttled"  ? QStringLiteral("throttled")
               : arg == u"measure_temp" ? QStringLiteral("temp")
                                        : QString();
    if (prog == u"lsblk" || prog == u"df" || prog == u"uname" || prog == u"exportfs" || prog == u"ifconfig")
        return prog;
    if (prog == u"testparm")
        return QStringLiteral("smb-conf");
    if (prog == u"top" || prog == u"ps" || prog == u"htop")
        return QStringLiteral("processes");
    if (prog == u"uptime")
        return QStringLiteral("loadavg");
    if (prog == u"getconf" && arg == u"LONG_BIT")
        return QStringLiteral("long-bit");
    if (prog == u"lspci")
        return QStringLiteral("lspci");
    if (prog == u"smartctl" || (prog == u"nvme" && (arg == u"smart-log" || arg == u"--smart-log")))
        return QStringLiteral("smart");
    if (prog == u"iw" || prog == u"iwconfig")
        return QStringLiteral("wifi");
    if (prog == u"cryptsetup" && arg == u"status")
        return QStringLiteral("cryptsetup");
    if (prog == u"dmsetup" && arg == u"table")
        return QStringLiteral("dmsetup");
    if (prog == u"btrfs" && all.contains(u"show"))
        return QStringLiteral("btrfs");
    if (prog == u"cat" || prog == u"tr" || prog == u"less" || prog == u"more" || prog == u"grep" ||
        prog == u"tail" || prog == u"head") {
        static const QList<std::pair<const char16_t *, const char16_t *>> files = {
            {u"/proc/cpuinfo", u"cpuinfo"},       {u"/proc/meminfo", u"meminfo"},
            {u"/proc/loadavg", u"loadavg"},       {u"device-tree/model", u"model"},
            {u"devicetree/base/model", u"model"}, {u"/proc/mounts", u"mounts"},
            {u"/proc/self/mounts", u"mounts"},    {u"/etc/fstab", u"fstab"},
            {u"/etc/exports", u"exports"},        {u"smb.conf", u"smb-conf"},
            {u"/proc/net/dev", u"net-dev"},       {u"/etc/os-release", u"os-release"},
            {u"/proc/cmdline", u"cmdline"},       {u"thermal_zone", u"temp"},
            {u"/var/log/kern.log", u"dmesg"},     {u"/proc/mdstat", u"mdstat"},
            {u"/var/log/syslog", u"dmesg"},       {u"/var/log/messages", u"dmesg"},
        };
        for (const auto &[file, id] : files)
            if (all.contains(QString::fromUtf16(file)))
                return QString::fromUtf16(id);
    }
    return QString();
}

QList<PastePiece> PasteRecognizer::split(const QString &text)
{
    QList<PastePiece> pieces;
    QStringList body;    // lines of the open piece
    bool forced = false; // the open piece was named by a prompt line

    auto close = [&]() {
        while (!body.isEmpty() && body.last().trimmed().isEmpty())
            body.removeLast();
        if (!pieces.isEmpty() && !body.isEmpty())
            pieces.last().text = body.join(u'\n');
        if (!pieces.isEmpty() && body.isEmpty() && pieces.last().command.isEmpty())
            pieces.removeLast();
        body.clear();
    };
    auto open = [&](const QString &id, int line, const QString &command) {
        close();
        PastePiece p;
        p.sectionId = id;
        p.firstLine = p.lastLine = line;
        p.command = command;
        pieces.append(p);
    };

    const QStringList lines = ProbeText::lines(text);
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.startsWith(QStringLiteral("> ")))
            line = line.mid(2); // forum quoting
        else if (line == u">")
            line.clear();
        if (line.trimmed().startsWith(QStringLiteral("```")))
            continue;
        const QString command = promptCommand(line);
        if (!command.isEmpty()) {
            const QString id = sectionForCommand(command);
            open(id, i, command);
            forced = !id.isEmpty();
            continue;
        }
        if (!forced) {
            const QString shape = shapeOf(line);
            const QString current = pieces.isEmpty() ? QString() : pieces.last().sectionId;
            if (!shape.isEmpty() && current == kEthtoolUnknown && shape.startsWith(u"ethtool-")) {
                pieces.last().sectionId = shape; // "ethtool -i" lines, then "Settings for eth0:"
            } else if (!shape.isEmpty() && (pieces.isEmpty() || !continues(current, shape))) {
                if (!pieces.isEmpty() && current.isEmpty() && !pieces.last().command.isEmpty() &&
                    body.isEmpty()) {
                    pieces.last().sectionId = shape; // an unknown command whose output has a known shape
                } else {
                    open(shape, i, QString());
                }
            }
        }
        if (pieces.isEmpty()) {
            if (line.trimmed().isEmpty())
                continue;
            open(QString(), i, QString());
        }
        body.append(line);
        pieces.last().lastLine = i;
    }
    close();
    return pieces;
}

Transcript PasteRecognizer::recognize(const QString &text)
{
    if (Transcript::hasMarkers(text))
        return Transcript::parse(text);
    Transcript t;
    for (const PastePiece &p : split(text)) {
        if (p.sectionId.isEmpty() || p.text.trimmed().isEmpty())
            continue;
        TranscriptSection s;
        s.id = p.sectionId;
        // A pasted `dmsetup table` carries the crypt key (or with --showkeys the key itself): it is
        // dropped here, before the text is stored in a run file.
        s.text = s.id == u"dmsetup" ? withoutCryptKeys(p.text) : p.text;
        // The disk a pasted `smartctl -a /dev/sda` is about is on its prompt line only.
        static const RE device(QStringLiteral("(?:^|\\s)/dev/(\\w+)"));
        if (s.id == u"smart") {
            // A disk's serial number and world-wide name say nothing about its speed: not kept.
            static const RE identity(QStringLiteral("(?m)^(?:Serial Number|LU WWN Device Id|Logical Unit id)"
                                                    ":[^\\n]*\\n?"));
            s.text.remove(identity);
            if (const auto m = device.match(p.command); m.hasMatch())
                s.text = QStringLiteral("### /dev/") + m.captured(1) + u'\n' + s.text;
        }
        s.complete = true;
        t.addSection(s);
    }
    return t;
}
