#include "core/report/sectionvalues.h"

#include "core/probe/probetext.h"
#include "core/probe/transcript.h"
#include "core/report/textredactor.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

using Category = TextRedactor::Category;

bool isAddressOrPattern(const QString &v)
{
    // Addresses and networks are found by their shape; wildcards and keywords name nobody.
    static const QRegularExpression shape(QStringLiteral("^[0-9.:/*?\\[\\]a-fA-F]*$"));
    static const QSet<QString> words = {QStringLiteral("ALL"), QStringLiteral("EXCEPT"), QStringLiteral("LOCAL"),
                                        QStringLiteral("localhost"), QStringLiteral("*")};
    return v.isEmpty() || words.contains(v) || (shape.match(v).hasMatch() && v.contains(QRegularExpression(QStringLiteral("[0-9*]"))));
}

void addConfHost(TextRedactor &r, QString host)
{
    const bool wildcard = host.startsWith(u'.') || host.startsWith(u'*');
    while (host.startsWith(u'.') || host.startsWith(u'*') || host.startsWith(u'@'))
        host.remove(0, 1); // ".example.org", "*.smith.example", "@netgroup"
    if (isAddressOrPattern(host) || TextRedactor::isIpAddress(host) || (wildcard && !host.contains(u'.')))
        return; // "*.lan" names a top-level domain, nobody's
    if (host.contains(u'*') || host.contains(u'?'))
        return;
    r.addValue(Category::HostName, host);
    if (host.contains(u'.'))
        r.addValue(Category::HostName, host.section(u'.', 0, 0));
}

void addUser(TextRedactor &r, QString user)
{
    while (!user.isEmpty() && (user.front() == u'@' || user.front() == u'+' || user.front() == u'&' || user.front() == u'%'))
        user.remove(0, 1); // Samba's group prefixes
    if (user.contains(u'\\'))
        user = user.section(u'\\', -1); // DOMAIN\user
    bool numeric = false;
    user.toLongLong(&numeric);
    if (!numeric && !user.contains(u'%'))
        r.addValue(Category::UserName, user);
}

// The accounts Debian, Raspberry Pi OS and their services create: in every process list, nobody's.
bool isSystemAccount(const QString &user)
{
    static const QSet<QString> accounts = {
        QStringLiteral("avahi"),   QStringLiteral("messagebus"), QStringLiteral("message+"), QStringLiteral("polkitd"),
        QStringLiteral("rtkit"),   QStringLiteral("colord"),     QStringLiteral("statd"),    QStringLiteral("ntp"),
        QStringLiteral("rpc"),     QStringLiteral("sshd"),       QStringLiteral("dnsmasq"),  QStringLiteral("lightdm"),
        QStringLiteral("syslog"),  QStringLiteral("uuidd"),      QStringLiteral("tss"),      QStringLiteral("usbmux"),
        QStringLiteral("pulse"),   QStringLiteral("mysql"),      QStringLiteral("postgres"), QStringLiteral("redis"),
        QStringLiteral("dhcpcd"),  QStringLiteral("nm-openvpn"), QStringLiteral("nm-open+"), QStringLiteral("minidlna"),
        QStringLiteral("netdata"), QStringLiteral("nginx"),      QStringLiteral("debian-+"), QStringLiteral("Debian-+"),
    };
    return accounts.contains(user) || user.startsWith(u'_') || user.startsWith(QLatin1String("systemd"));
}

// "//host/share", "\\host\share", "host:/path", "user@host:/path" (a mount source, an sshfs operand).
void addSource(TextRedactor &r, const QString &source)
{
    static const QRegularExpression unc(QStringLiteral("^(?://|\\\\\\\\)([^/\\\\]+)[/\\\\]"));
    static const QRegularExpression remote(QStringLiteral("^(?:([^@/:\\s]+)@)?([A-Za-z0-9][A-Za-z0-9._-]*|\\[[^\\]]+\\]):"));
    if (const auto m = unc.match(source); m.hasMatch()) {
        addConfHost(r, m.captured(1));
    } else if (const auto m2 = remote.match(source); m2.hasMatch() && !source.startsWith(u'/')) {
        if (!m2.captured(1).isEmpty())
            addUser(r, m2.captured(1));
        if (!m2.captured(2).startsWith(u'['))
            addConfHost(r, m2.captured(2));
    } else if (source.startsWith(QLatin1String("LABEL=")) || source.startsWith(QLatin1String("PARTLABEL="))) {
        r.addValue(Category::VolumeLabel, source.section(u'=', 1));
    }
}

// "username=john,credentials=/etc/samba/cred-john,domain=SMITH": who and whose.
void mountOptions(TextRedactor &r, const QString &options)
{
    for (const QString &option : options.split(u',')) {
        const QString key = option.section(u'=', 0, 0).toLower();
        const QString value = option.section(u'=', 1);
        if (value.isEmpty())
            continue;
        if (key == u"username" || key == u"user")
            addUser(r, value);
        else if (key == u"credentials" || key == u"cred" || key == u"password_file" || key == u"passwd_file")
            r.addValue(Category::UserName, QFileInfo(value).fileName()); // often named after its owner
        else if (key == u"domain" || key == u"dom" || key == u"workgroup")
            addConfHost(r, value);
    }
}

// fstab and mounts: source, mount point, type, options.
void mountTable(TextRedactor &r, const QString &text)
{
    for (const QString &line : ProbeText::lines(text)) {
        if (line.trimmed().startsWith(u'#'))
            continue;
        const QStringList f = ProbeText::fields(line);
        if (f.isEmpty())
            continue;
        addSource(r, f.at(0));
        if (f.size() >= 4)
            mountOptions(r, f.at(3));
    }
}

// /etc/exports and `exportfs -v`: each client before its "(options)".
void exportsTable(TextRedactor &r, const QString &text)
{
    static const QRegularExpression client(QStringLiteral("(?:^|\\s)([^\\s(]+)\\("));
    for (const QString &line : ProbeText::lines(text)) {
        if (line.trimmed().startsWith(u'#'))
            continue;
        auto it = client.globalMatch(line);
        while (it.hasNext())
            addConfHost(r, it.next().captured(1));
        // `exportfs -v` puts a long path's client on the next line, alone: "\t\tnas2(rw,…)" is caught
        // above; a bare client name ends the line of the path.
    }
}

// The comments of the shares in the smb.conf Debian, Ubuntu and Raspberry Pi OS install (package
// samba-common, /usr/share/samba/smb.conf: [homes], [netlogon], [profiles], [printers], [print$]):
// every such Pi has them, so they name nobody.
bool isStockSambaComment(const QString &value)
{
    static const QSet<QString> stock = {QStringLiteral("home directories"), QStringLiteral("network logon service"),
                                        QStringLiteral("users profiles"), QStringLiteral("all printers"),
                                        QStringLiteral("printer drivers")};
    return stock.contains(value.simplified().toLower());
}

// smb.conf or `testparm -s`: "key = value" in any case and spacing.
void sambaConfig(TextRedactor &r, const QString &text)
{
    static const QSet<QString> hostLists = {QStringLiteral("hosts allow"), QStringLiteral("hosts deny"),
                                            QStringLiteral("allow hosts"), QStringLiteral("deny hosts")};
    static const QSet<QString> userLists = {
        QStringLiteral("valid users"),   QStringLiteral("invalid users"), QStringLiteral("admin users"),
        QStringLiteral("write list"),    QStringLiteral("read list"),     QStringLiteral("force user"),
        QStringLiteral("force group"),   QStringLiteral("guest account"), QStringLiteral("printer admin"),
        QStringLiteral("username"),      QStringLiteral("user"),          QStringLiteral("users")};
    static const QSet<QString> hostNames = {QStringLiteral("netbios name"), QStringLiteral("netbios aliases"),
                                            QStringLiteral("realm"), QStringLiteral("workgroup"),
                                            QStringLiteral("password server")};
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    for (const QString &line : ProbeText::lines(text)) {
        const qsizetype eq = line.indexOf(u'=');
        if (eq < 0 || line.trimmed().startsWith(u'#') || line.trimmed().startsWith(u';'))
            continue;
        const QString key = line.left(eq).simplified().toLower();
        const QString value = line.mid(eq + 1).trimmed();
        if (hostLists.contains(key)) {
            for (const QString &h : value.split(separators, Qt::SkipEmptyParts))
                addConfHost(r, h);
        } else if (userLists.contains(key)) {
            for (const QString &u : value.split(separators, Qt::SkipEmptyParts))
                addUser(r, u);
        } else if (hostNames.contains(key)) {
            for (const QString &h : value.split(separators, Qt::SkipEmptyParts))
                if (h.compare(QLatin1String("WORKGROUP"), Qt::CaseInsensitive) != 0)
                    addConfHost(r, h);
        } else if (key == u"server string" || key == u"comment") {
            // Free text that names the server or its owner ("John's NAS"); Samba's own default
            // ("%h server (Samba, Ubuntu)"), variables and the stock shares' comments are kept.
            if (!value.isEmpty() && !value.contains(u'%') && !isStockSambaComment(value))
                r.addValue(Category::HostName, value);
        }
    }
}

// `ps` (any column layout with a USER column) and anything run with "user@host:" operands.
void processTable(TextRedactor &r, const QString &text)
{
    qsizetype userColumn = -1;
    for (const QString &line : ProbeText::lines(text)) {
        const QStringList f = ProbeText::fields(line);
        if (f.contains(QStringLiteral("PID")) && (f.contains(QStringLiteral("USER")) || f.contains(QStringLiteral("UID")))) {
            userColumn = f.indexOf(QStringLiteral("USER"));
            continue;
        }
        if (userColumn >= 0 && f.size() > userColumn && !isSystemAccount(f.at(userColumn)))
            addUser(r, f.at(userColumn));
        for (const QString &word : f)
            if (word.contains(u'@') || word.startsWith(QLatin1String("//")))
                addSource(r, word);
    }
}

// iw ("SSID: name"), iwconfig ("ESSID:\"name\""), wpa_cli ("ssid=name").
void wifi(TextRedactor &r, const QString &text)
{
    static const QRegularExpression ssid(QStringLiteral("(?m)(?:^\\s*SSID:\\s*(.+?)\\s*$|ESSID:\"([^\"]*)\"|^\\s*ssid=(.+?)\\s*$)"));
    auto it = ssid.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        for (int g = 1; g <= 3; ++g)
            if (!m.captured(g).isEmpty())
                r.addValue(Category::NetworkName, m.captured(g));
    }
}

// A disk's serial inside its id: /dev/disk/by-id names ("usb-Seagate_Expansion_NA4LRAR3-0:0-part1",
// "ata-WDC_WD40EFRX-68N32N0_WD-WCC7K1234567", "nvme-Samsung_SSD_970_EVO_Plus_1TB_S4EWNX0N123456_1",
// "mmc-SD32G_0x1a2b3c4d") and udev's ID_SERIAL ("Seagate_Expansion_NA4LRAR3-0:0") are the vendor
// and model, then the serial after the last "_" (and a namespace number for NVMe). World-wide names
// ("wwn-0x5000c500a1b2c3d4", "nvme-eui.0025385b71b07e2f") name one disk as a serial does.
void diskIds(TextRedactor &r, const QString &text)
{
    static const QRegularExpression id(QStringLiteral(
        "(?:(?<![\\w.+-])(?:usb|ata|scsi|nvme|mmc|ieee1394|memstick|sas|virtio)-|ID_SERIAL=)"
        "([A-Za-z0-9.+-]*_[A-Za-z0-9_.+-]*?)(?:-\\d+:\\d+)?(?:-part\\d+)?(?![\\w.+-])"));
    static const QRegularExpression digit(QStringLiteral("[0-9]"));
    auto it = id.globalMatch(text);
    while (it.hasNext()) {
        QStringList parts = it.next().captured(1).split(u'_', Qt::SkipEmptyParts);
        bool number = false;
        if (parts.size() > 2 && parts.last().size() <= 2 && (parts.last().toInt(&number), number))
            parts.removeLast(); // NVMe's namespace: "…_S4EWNX0N123456_1"
        if (parts.size() < 2)
            continue;
        const QString serial = parts.last();
        // A model's last word ("Disk", "Flash") is not a serial: a serial has a digit.
        if (serial.size() >= 4 && serial.contains(digit))
            r.addValue(Category::SerialNumber, serial);
    }
    static const QRegularExpression wwn(QStringLiteral(
        "(?<![\\w.+-])(?:wwn-|nvme-eui\\.|eui\\.)(0x[0-9A-Fa-f]{8,32}|[0-9A-Fa-f]{16,32})(?![0-9A-Za-z])"));
    auto w = wwn.globalMatch(text);
    while (w.hasNext())
        r.addValue(Category::SerialNumber, w.next().captured(1));
}

// Any text: labels, serials after a "serial" or "SN" key and in disk ids, servers in the kernel
// log, sshfs operands.
void anywhere(TextRedactor &r, const QString &text)
{
    static const QList<QRegularExpression> labels = {
        QRegularExpression(QStringLiteral("\\b(?:PART)?LABEL=\"([^\"\\n]+)\"")),       // lsblk -P, blkid
        QRegularExpression(QStringLiteral("(?:^|\\t)label=([^\\t\\n]+)")),                // btrfs-sysfs
        QRegularExpression(QStringLiteral("(?m)\\bLabel:\\s*'([^'\\n]+)'")),             // btrfs filesystem show
        QRegularExpression(QStringLiteral("\\b(?:PART)?LABEL=([^\\s\"',]+)")),          // fstab, cmdline
    };
    for (const QRegularExpression &re : labels) {
        auto it = re.globalMatch(text);
        while (it.hasNext()) {
            // The labels every Pi OS image has name nothing personal, and /boot must stay /boot.
            static const QSet<QString> common = {QStringLiteral("none"),   QStringLiteral("boot"),
                                                 QStringLiteral("bootfs"), QStringLiteral("rootfs"),
                                                 QStringLiteral("root"),   QStringLiteral("system-boot"),
                                                 QStringLiteral("writable"), QStringLiteral("EFI"),
                                                 QStringLiteral("ESP"),    QStringLiteral("RECOVERY")};
            const QString v = it.next().captured(1).trimmed();
            if (!common.contains(v))
                r.addValue(Category::VolumeLabel, v);
        }
    }
    // "bcm2708.serial=0x…", "SerialNumber: …", "Serial Number: …", "serial_number=…", "serial: …",
    // nvme id-ctrl's "sn        : …", "S/N: …": a serial has a digit; "serial: not present" has none.
    static const QRegularExpression serial(QStringLiteral(
        "(?i)(?:(?:\\b|_)serial(?:[ _]?(?:number|no))?|\\bs/?n)\\s*[=:]\\s*[\"']?([A-Za-z0-9][A-Za-z0-9_.:/+-]{2,})"));
    // The kernel's serial-port drivers announce themselves in the same shape ("Serial: 8250/16550
    // driver, 4 ports, IRQ sharing enabled", 8250_core.c; "Serial: AMBA PL011 UART driver"): a
    // value followed by "driver" names a driver, not a device.
    // At most two words and "driver" after the value: the longest driver names are a few dozen
    // characters ("Serial: AMBA PL011 UART driver").
    constexpr qsizetype kDriverWords = 96;
    static const QRegularExpression driverAfter(QStringLiteral("[ \\t]+(?:[A-Za-z0-9/]+[ \\t]+){0,2}driver\\b"));
    auto it = serial.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString v = m.captured(1);
        // Matched on the few words after the value, not on the whole text at an offset: each
        // match() of a QString checks the whole subject's UTF-16 first, which made a 10 MB kernel
        // log with 100,000 serials take minutes (tst_redaction::tenMegabytesAreRedacted).
        const bool driver = driverAfter.match(text.mid(m.capturedEnd(1), kDriverWords), 0, QRegularExpression::NormalMatch,
                                              QRegularExpression::AnchorAtOffsetMatchOption).hasMatch();
        const bool hasDigit = std::any_of(v.cbegin(), v.cend(), [](QChar c) { return c.isDigit(); });
        if (!driver && hasDigit)
            r.addValue(Category::SerialNumber, v);
    }
    diskIds(r, text);
    // Servers in the kernel log and elsewhere: "nfs: server nas2 not responding", "//nas2/share",
    // "\\nas2\share", "user@host:/path".
    static const QRegularExpression server(QStringLiteral("\\bserver\\s+([A-Za-z][A-Za-z0-9._-]*[A-Za-z0-9])\\s+(?:not responding|OK|is not responding)"));
    auto s = server.globalMatch(text);
    while (s.hasNext())
        addConfHost(r, s.next().captured(1));
    static const QRegularExpression unc(QStringLiteral("(?<![:/\\w])(?://|\\\\\\\\)[A-Za-z0-9][A-Za-z0-9._-]*[/\\\\]"));
    auto u = unc.globalMatch(text);
    while (u.hasNext())
        addSource(r, u.next().captured(0));
    static const QRegularExpression sshfs(QStringLiteral("(?<![\\w.@-])[A-Za-z_][A-Za-z0-9_.-]*@[A-Za-z0-9][A-Za-z0-9._-]*:"));
    auto f = sshfs.globalMatch(text);
    while (f.hasNext())
        addSource(r, f.next().captured(0));
}

} // namespace

namespace SectionValues {

void collectSource(TextRedactor &r, const QString &source)
{
    addSource(r, source);
}

void collectMountOptions(TextRedactor &r, const QString &options)
{
    mountOptions(r, options);
}

void collectKeyFile(TextRedactor &r, const QString &path)
{
    // "id_ed25519_john" names its owner; the names ssh-keygen gives name nobody.
    const QString key = QFileInfo(path).completeBaseName();
    static const QSet<QString> defaultKeys = {QStringLiteral("id_rsa"), QStringLiteral("id_ed25519"),
                                              QStringLiteral("id_ecdsa"), QStringLiteral("id_dsa"),
                                              QStringLiteral("identity"), QStringLiteral("id_ed25519_sk"),
                                              QStringLiteral("id_ecdsa_sk")};
    if (!key.isEmpty() && !defaultKeys.contains(key))
        r.addValue(Category::UserName, key);
}

void collectProfileName(TextRedactor &r, const Transcript &t, const QString &given)
{
    // The profile's name is the user's own words ("John's Pi"), unless it only repeats the board
    // ("Raspberry Pi 4"): replacing that would change what the facts read.
    const QString name = given.trimmed();
    bool namesTheBoard = name.contains(QLatin1String("Raspberry"), Qt::CaseInsensitive);
    for (const ProbeSection board : {ProbeSection::Model, ProbeSection::Cpuinfo, ProbeSection::Dmi})
        if (const TranscriptSection *s = t.section(board))
            namesTheBoard = namesTheBoard || s->text.contains(name, Qt::CaseInsensitive);
    // A plain lower-case word ("example", "nas") is kept: replaced everywhere it would blank
    // ordinary text, and it names nobody; "Johns NAS" or "Smith-Pi2" goes.
    static const QRegularExpression plainWord(QStringLiteral("^[a-z]+$"));
    if (!namesTheBoard && !plainWord.match(name).hasMatch())
        r.addValue(Category::HostName, name);
}

void collect(TextRedactor &r, const Transcript &t)
{
    using S = ProbeSection;
    for (const TranscriptSection &s : t.sections()) {
        const std::optional<S> section = ProbeSections::find(s.id);
        if (section == S::Fstab || section == S::Mounts)
            mountTable(r, s.text);
        else if (section == S::Exports || section == S::Exportfs)
            exportsTable(r, s.text);
        else if (section == S::SmbConf)
            sambaConfig(r, s.text);
        else if (section == S::Processes)
            processTable(r, s.text);
        else if (section == S::Wifi)
            wifi(r, s.text);
        anywhere(r, s.text);
    }
}

} // namespace SectionValues
