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
    QString id; // the Ethtool section's prefix + capture 1 when id ends in "%1"
};

const QString kEthtoolUnknown = ProbeSections::ethtoolOf(QStringLiteral("unknown"));

// Line shapes that say which command printed the line. Order matters: the first match wins.
const QList<Shape> &shapes()
{
    static const QList<Shape> list = {
        {RE(QStringLiteral("^\\s*/:\\s+Bus\\s+\\d+\\.Port\\s+\\d+:")), sectionId(ProbeSection::LsusbTree)},
        {RE(QStringLiteral("^\\s*\\|__\\s*Port\\s+\\d+:\\s*Dev")), sectionId(ProbeSection::LsusbTree)},
        {RE(QStringLiteral(
             "^\\s*Bus\\s+\\d{3}\\s+Device\\s+\\d{3}:?\\s+ID\\s+[0-9a-fA-F]{4}:[0-9a-fA-F]{4}")),
         sectionId(ProbeSection::Lsusb)},
        {RE(QStringLiteral("^\\s*throttled=0x[0-9a-fA-F]+")), sectionId(ProbeSection::Throttled)},
        {RE(QStringLiteral("^\\s*temp=\\d+(?:[.,]\\d+)?'C")), sectionId(ProbeSection::Temp)},
        {RE(QStringLiteral("^\\s*Settings for (\\S+?):\\s*$")),
         sectionId(ProbeSection::Ethtool) + QStringLiteral("%1")},
        {RE(QStringLiteral(
             "^\\s+(?:Supported ports|Supported link modes|Speed|Duplex|Link detected|Auto-negotiation|"
             "Advertised link modes|PHYAD|Transceiver|Supports Wake-on|Wake-on|MDI-X|"
             "Link partner advertised link modes|Supports auto-negotiation):")),
         kEthtoolUnknown},
        {RE(QStringLiteral("^(?:driver|bus-info|firmware-version|supports-statistics):")), kEthtoolUnknown},
        {RE(QStringLiteral("^\\s*\\[\\s*\\+?\\d+[.,]\\d+\\]")), sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral("^\\[(?:[A-Z][a-z]{2} ?\\d{1,2} \\d\\d:\\d\\d(?::\\d\\d)?|[A-Z][a-z]{2} "
                           "[A-Z][a-z]{2} +\\d+ [\\d:]+ \\d{4})\\]")),
         sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral(
             "^\\s*\\S+ \\S+ (?:eth|en|wlan|usb)\\w*: (?:link up|Link is (?:Up|Down)|register ')")),
         sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral(
             "^(?:usb|usb-storage|hub) \\d+-[\\d.]+(?::\\d+\\.\\d+)?: |^scsi host\\d+: |^hwmon hwmon\\d+: "
             "|Under-voltage detected|Voltage normalised|^sd \\d+:\\d+:\\d+:\\d+: ")),
         sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral("^\\S+ on \\S.* type \\S+ \\(")), sectionId(ProbeSection::Mounts)},
        // findmnt (tree, -l, -P, -J)
        {RE(QStringLiteral(
             "^TARGET\\s+SOURCE\\s+FSTYPE\\b|^TARGET=\"\\S*\" SOURCE=|^\\s*\"filesystems\"\\s*:")),
         sectionId(ProbeSection::Mounts)},
        // lsblk -J
        {RE(QStringLiteral("^\\s*\"blockdevices\"\\s*:")), sectionId(ProbeSection::Lsblk)},
        {RE(QStringLiteral("^(?:UUID|LABEL|PARTUUID|PARTLABEL)=\\S+\\s+\\S+\\s+\\S+\\s+\\S+")),
         sectionId(ProbeSection::Fstab)},
        {RE(QStringLiteral(
             "^\\S+\\s+/\\S*\\s+\\S+\\s+\\S*(?:defaults|nofail|noauto|x-systemd)\\S*\\s+\\d\\s+\\d\\s*$")),
         sectionId(ProbeSection::Fstab)},
        {RE(QStringLiteral("^\\S+\\s+/\\S*\\s+\\S+\\s+\\S+\\s+0\\s+0\\s*$")),
         sectionId(ProbeSection::Mounts)},
        {RE(QStringLiteral(
             "^(?:processor|model name|BogoMIPS|Features|CPU implementer|CPU architecture|CPU variant|"
             "CPU part|CPU revision|Hardware|Revision|Serial|vendor_id|cpu family)\\s*:")),
         sectionId(ProbeSection::Cpuinfo)},
        {RE(QStringLiteral("^Model\\s*:\\s*Raspberry")), sectionId(ProbeSection::Cpuinfo)},
        {RE(QStringLiteral("^\\s*Raspberry Pi .*Rev \\d+\\.\\d+\\s*$")), sectionId(ProbeSection::Model)},
        {RE(QStringLiteral("^\\s*NAME\\s+MAJ:MIN\\b|^NAME=\"|^(?:[A-Z:-]+\\s+)*NAME(?:\\s+[A-Z:-]+)*\\s*$")),
         sectionId(ProbeSection::Lsblk)},
        {RE(QStringLiteral("^(?:Filesystem|Dateisystem|Sys\\. de fichiers|ファイルシス)\\S*\\s+\\S+")),
         sectionId(ProbeSection::Df)},
        {RE(QStringLiteral("^\\S+\\s+(?:[a-z][\\w.]*\\s+)?[\\d.,]+[KMGT]?\\s+[\\d.,]+[KMGT]?\\s+[\\d.,]+["
                           "KMGT]?\\s+\\d+%\\s+/")),
         sectionId(ProbeSection::Df)},
        {RE(QStringLiteral("^/\\S*\\s+(?:\\S+\\s+)*\\S*\\([^)]*\\)\\s*$")), sectionId(ProbeSection::Exports)},
        {RE(QStringLiteral("^\\s*\\[[A-Za-z$][^\\]]*\\]\\s*$")), sectionId(ProbeSection::SmbConf)},
        {RE(QStringLiteral(
             "^Load smb config files from|^Loaded services file|^# Global parameters|^Server role: ROLE_")),
         sectionId(ProbeSection::SmbConf)},
        {RE(QStringLiteral("^\\s*(?:workgroup|server string|security|server (?:min|max) protocol|server "
                           "signing|(?:server )?smb encrypt|"
                           "socket options|aio (?:read|write) size|use sendfile|guest ok|read "
                           "only|writeable|writable|browseable|"
                           "valid users|create mask|directory mask|map to guest|netbios name|force user|min "
                           "protocol|max protocol)\\s*=")),
         sectionId(ProbeSection::SmbConf)},
        {RE(QStringLiteral("^top - \\d|^Tasks:\\s+\\d+ total|^%Cpu\\(s\\):|^(?:KiB|MiB|GiB) "
                           "(?:Mem|Swap)|^\\s*PID\\s+(?:USER|PPID|TTY)\\b"
                           "|^Mem: \\d+K used|^CPU:\\s+\\d+% usr|^Load average:")),
         sectionId(ProbeSection::Processes)},
        {RE(QStringLiteral("^Inter-\\||^\\s*face \\||^\\s*[\\w.-]+:\\s*\\d+(?:\\s+\\d+){15}\\s*$")),
         sectionId(ProbeSection::NetDev)},
        {RE(QStringLiteral("^\\S+\\s+Link encap:|^\\S+: flags=\\d+<")), sectionId(ProbeSection::Ifconfig)},
        {RE(QStringLiteral("^\\S+\\s+IEEE 802\\.11|^Connected to [0-9a-fA-F:]{17}|^\\s*tx bitrate:")),
         sectionId(ProbeSection::Wifi)},
        {RE(QStringLiteral("^Linux \\S+ \\d+\\.\\d+\\.\\d+\\S*\\s")), sectionId(ProbeSection::Uname)},
        // journalctl -k / syslog: "Dec 01 12:00:00 host kernel: ...", with or without the host;
        // journalctl -o short-iso: "2023-10-04T23:55:19+0100 host kernel: ..."; OpenWrt's logread:
        // "Wed Mar 30 19:43:30 2022 kern.info kernel: ..."
        {RE(QStringLiteral("^[A-Z][a-z]{2} +\\d{1,2} \\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)? (?:\\S+ )?kernel: ")),
         sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d[T ]\\d\\d:\\d\\d:\\d\\d\\S* (?:\\S+ )?kernel:(?: |\\[)")),
         sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral(
             "^[A-Z][a-z]{2} [A-Z][a-z]{2} +\\d{1,2} \\d\\d:\\d\\d:\\d\\d \\d{4} \\w+\\.\\w+ kernel: ")),
         sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral(
             "^nvme nvme\\d+: |^(?:brcm-pcie|pcie-brcmstb) \\S+: |^scsi \\d+:\\d+:\\d+:\\d+: ")),
         sectionId(ProbeSection::Dmesg)},
        // dmesg -x ("kern  :info  : [  1.2] ...") and dmesg -r ("<6>[  1.2] ..."); journalctl -o
        // short-full ("Wed 2023-10-04 23:55:19 CEST host kernel: ") and -o short-unix
        {RE(QStringLiteral("^\\s*(?:[a-z]{2,8}\\s*:[a-z]{3,6}\\s*: |<\\d{1,3}>)\\s*\\[")),
         sectionId(ProbeSection::Dmesg)},
        {RE(QStringLiteral(
             "^[A-Z][a-z]{2} \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\S*(?: [A-Z]{2,5})? (?:\\S+ )?kernel: "
             "|^\\d{9,10}\\.\\d+ (?:\\S+ )?kernel: ")),
         sectionId(ProbeSection::Dmesg)},
        // lspci -vv: "0000:01:00.0 Non-Volatile memory controller: ...", its capabilities and links
        {RE(QStringLiteral("^(?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7] [A-Z][\\w /-]+: \\S")),
         sectionId(ProbeSection::Lspci)},
        {RE(QStringLiteral("^\\s+Capabilities: \\[[0-9a-f]+(?: v\\d)?\\] |^\\s+Lnk(?:Cap|Sta|Ctl):\\s")),
         sectionId(ProbeSection::Lspci)},
        {RE(QStringLiteral("^\\s*(?:/dev/mapper/)?\\S+ is (?:active|inactive)(?: and is in use)?\\.\\s*$")),
         sectionId(ProbeSection::Cryptsetup)},
        {RE(QStringLiteral("^\\S+: \\d+ \\d+ crypt \\S+ ")), sectionId(ProbeSection::Dmsetup)},
        {RE(QStringLiteral("^Personalities : |^md\\w+ : (?:active|inactive) ")),
         sectionId(ProbeSection::Mdstat)},
        {RE(QStringLiteral("^Label: (?:'[^']*'|none)\\s+uuid: ")), sectionId(ProbeSection::Btrfs)},
        {RE(QStringLiteral("^MemTotal:\\s+\\d+ kB")), sectionId(ProbeSection::Meminfo)},
        // smartctl -a / -x / -H -A, nvme smart-log
        {RE(QStringLiteral(
             "^smartctl \\S+ .*\\[|^=== START OF (?:INFORMATION|READ SMART DATA|SMART DATA) "
             "SECTION ===|^Smart Log for NVME device:|^ID# ATTRIBUTE_NAME |^SMART/Health Information|"
             "^SMART overall-health|^Vendor Specific SMART Attributes|^critical_warning\\s*:")),
         sectionId(ProbeSection::Smart)},
        // an ATA attribute row of smartctl -A (-a) or -x
        {RE(QStringLiteral(
             "^\\s*\\d{1,3}\\s+[A-Za-z][\\w-]+\\s+(?:0x[0-9a-fA-F]{4}|[A-Z+-]{6})\\s+\\d{3}\\s+\\d{3}\\s+"
             "[\\d-]{3}\\s")),
         sectionId(ProbeSection::Smart)},
        {RE(QStringLiteral("^\\d+\\.\\d+ \\d+\\.\\d+ \\d+\\.\\d+ \\d+/\\d+ "
                           "\\d+\\s*$|^\\s*\\d\\d:\\d\\d:\\d\\d up .*load average:")),
         sectionId(ProbeSection::Loadavg)},
        {RE(QStringLiteral("^(?:PRETTY_NAME|VERSION_CODENAME|ID_LIKE|VERSION_ID)=")),
         sectionId(ProbeSection::OsRelease)},
        {RE(QStringLiteral("\\broot=\\S+.*\\b(?:console|rootfstype)=|\\bconsole=\\S+.*\\broot=")),
         sectionId(ProbeSection::Cmdline)},
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
            return sectionId(ProbeSection::Dmesg);
    return QString();
}

bool continues(const QString &current, const QString &shape)
{
    return current == shape ||
           (shape == kEthtoolUnknown && ProbeSections::is(current, ProbeSection::Ethtool));
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
                   ? sectionId(ProbeSection::LsusbTree)
                   : sectionId(ProbeSection::Lsusb);
    if (prog == u"ethtool") {
        QStringList rest = args;
        rest.removeIf([](const QString &a) { return a.startsWith(u'-'); });
        return rest.isEmpty() ? QString() : ProbeSections::ethtoolOf(rest.first());
    }
    if (prog == u"mount" || prog == u"findmnt")
        return sectionId(ProbeSection::Mounts);
    if (prog == u"dmesg" || (prog == u"journalctl" && std::any_of(args.begin(), args.end(), [](const QString &a) {
                                 // -k, --dmesg, and -k among joined short options (-bk, -kf)
                                 return a == u"--dmesg" ||
                                        (a.startsWith(u'-') && !a.startsWith(u"--") && a.contains(u'k'));
                             })))
        return sectionId(ProbeSection::Dmesg);
    if (prog == u"vcgencmd")
        return arg == u"get_throttled"  ? sectionId(ProbeSection::Throttled)
               : arg == u"measure_temp" ? sectionId(ProbeSection::Temp)
                                        : QString();
    // Programs whose output is one section, whatever their options.
    static const QList<std::pair<const char16_t *, ProbeSection>> programs = {
        {u"lsblk", ProbeSection::Lsblk},       {u"df", ProbeSection::Df},
        {u"uname", ProbeSection::Uname},       {u"exportfs", ProbeSection::Exportfs},
        {u"ifconfig", ProbeSection::Ifconfig},
    };
    for (const auto &[program, section] : programs)
        if (prog == program)
            return sectionId(section);
    if (prog == u"testparm")
        return sectionId(ProbeSection::SmbConf);
    if (prog == u"top" || prog == u"ps" || prog == u"htop")
        return sectionId(ProbeSection::Processes);
    if (prog == u"uptime")
        return sectionId(ProbeSection::Loadavg);
    if (prog == u"getconf" && arg == u"LONG_BIT")
        return sectionId(ProbeSection::LongBit);
    if (prog == u"lspci")
        return sectionId(ProbeSection::Lspci);
    if (prog == u"smartctl" || (prog == u"nvme" && (arg == u"smart-log" || arg == u"--smart-log")))
        return sectionId(ProbeSection::Smart);
    if (prog == u"iw" || prog == u"iwconfig")
        return sectionId(ProbeSection::Wifi);
    if (prog == u"cryptsetup" && arg == u"status")
        return sectionId(ProbeSection::Cryptsetup);
    if (prog == u"dmsetup" && arg == u"table")
        return sectionId(ProbeSection::Dmsetup);
    if (prog == u"btrfs" && all.contains(u"show"))
        return sectionId(ProbeSection::Btrfs);
    if (prog == u"cat" || prog == u"tr" || prog == u"less" || prog == u"more" || prog == u"grep" ||
        prog == u"tail" || prog == u"head") {
        static const QList<std::pair<const char16_t *, ProbeSection>> files = {
            {u"/proc/cpuinfo", ProbeSection::Cpuinfo},       {u"/proc/meminfo", ProbeSection::Meminfo},
            {u"/proc/loadavg", ProbeSection::Loadavg},       {u"device-tree/model", ProbeSection::Model},
            {u"devicetree/base/model", ProbeSection::Model}, {u"/proc/mounts", ProbeSection::Mounts},
            {u"/proc/self/mounts", ProbeSection::Mounts},    {u"/etc/fstab", ProbeSection::Fstab},
            {u"/etc/exports", ProbeSection::Exports},        {u"smb.conf", ProbeSection::SmbConf},
            {u"/proc/net/dev", ProbeSection::NetDev},        {u"/etc/os-release", ProbeSection::OsRelease},
            {u"/proc/cmdline", ProbeSection::Cmdline},       {u"thermal_zone", ProbeSection::Temp},
            {u"/var/log/kern.log", ProbeSection::Dmesg},     {u"/proc/mdstat", ProbeSection::Mdstat},
            {u"/var/log/syslog", ProbeSection::Dmesg},       {u"/var/log/messages", ProbeSection::Dmesg},
        };
        for (const auto &[file, section] : files)
            if (all.contains(QString::fromUtf16(file)))
                return sectionId(section);
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
            if (!shape.isEmpty() && current == kEthtoolUnknown &&
                ProbeSections::is(shape, ProbeSection::Ethtool)) {
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
        s.text = ProbeSections::is(s.id, ProbeSection::Dmsetup) ? withoutCryptKeys(p.text) : p.text;
        // The disk a pasted `smartctl -a /dev/sda` is about is on its prompt line only.
        static const RE device(QStringLiteral("(?:^|\\s)/dev/(\\w+)"));
        if (ProbeSections::is(s.id, ProbeSection::Smart)) {
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
