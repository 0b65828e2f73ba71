#include "core/thispc/pcfactsreader.h"

#include "core/probe/wifiparser.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>

namespace PcFactsReader {

namespace {

constexpr int kToolTimeoutMs = 8000;

QString readFirstLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readLine(256)).trimmed();
}

struct ToolResult
{
    bool ran = false;
    QByteArray out;
    QString error; // why it did not answer
};

// Runs a tool with a timeout; never through a shell.
ToolResult run(const QString &program, const QStringList &args)
{
    ToolResult r;
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(program, args);
    if (!p.waitForStarted(kToolTimeoutMs)) {
        r.error = p.errorString();
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(kToolTimeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        r.error =
            QCoreApplication::translate("PcFactsReader", "no answer within %1 s").arg(kToolTimeoutMs / 1000);
        return r;
    }
    r.ran = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    r.out = p.readAllStandardOutput().left(1 << 20);
    if (!r.ran)
        r.error = QString::fromLocal8Bit(p.readAllStandardError().left(300)).trimmed();
    return r;
}

// "1 Gbps", "100 Mbps", "866.7 Mbps" -> Mbit/s.
std::optional<double> windowsSpeed(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+(?:[.,]\\d+)?)\\s*([KMG])bps"));
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const double v = QString(m.captured(1)).replace(u',', u'.').toDouble();
    const QString unit = m.captured(2);
    return unit == u"G" ? v * 1000 : unit == u"K" ? v / 1000 : v;
}

// tc's rates as it prints them: "150Mbit", "1Gbit", "800Kbit", "12bit", "2Mibit" -> Mbit/s.
std::optional<double> tcRate(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:\\.\\d+)?)([KMGT]?)(i?)bit$"));
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const double base = m.captured(3).isEmpty() ? 1000.0 : 1024.0;
    const int power =
        QStringLiteral(" KMGT").indexOf(m.captured(2).isEmpty() ? QStringLiteral(" ") : m.captured(2));
    double bits = m.captured(1).toDouble();
    for (int i = 0; i < power; ++i)
        bits *= base;
    return bits / 1e6;
}

// The root qdisc of `tc -j qdisc show dev IF`.
QJsonObject rootQdisc(const QByteArray &json)
{
    for (const QJsonValue v : QJsonDocument::fromJson(json.trimmed()).array())
        if (v.toObject().value(QStringLiteral("root")).toBool())
            return v.toObject();
    return {};
}

// A rate in bytes per second, as tc's JSON gives it, -> Mbit/s (unset when not a plain number).
std::optional<double> bytesPerSecondToMbps(const QJsonValue &v)
{
    if (!v.isDouble() || !(v.toDouble() > 0))
        return std::nullopt;
    return v.toDouble() * 8 / 1e6;
}

// htb: from the default class up to its root class, the lowest ceil (each class may borrow up to
// its ceil, never past its parent's).
std::optional<double> htbDefaultCeil(const QJsonObject &qdisc, const QString &classes)
{
    const QString handle = qdisc.value(QStringLiteral("handle")).toString().section(u':', 0, 0);
    bool ok = false;
    const uint minor = qdisc.value(QStringLiteral("options"))
                           .toObject()
                           .value(QStringLiteral("default"))
                           .toString()
                           .toUInt(&ok, 16);
    if (handle.isEmpty() || !ok || minor == 0)
        return std::nullopt;
    struct HtbClass
    {
        QString parent; // empty at the root
        double ceilMbps = 0;
    };
    QHash<QString, HtbClass> byId;
    static const QRegularExpression line(
        QStringLiteral("^class htb (\\S+) (?:root|parent (\\S+))\\b.*\\bceil (\\S+)"));
    for (const QString &l : classes.split(u'\n')) {
        const QRegularExpressionMatch m = line.match(l.trimmed());
        if (!m.hasMatch())
            continue;
        if (const auto ceil = tcRate(m.captured(3)))
            byId.insert(m.captured(1), {m.captured(2), *ceil});
    }
    std::optional<double> lowest;
    QString id = handle + u':' + QString::number(minor, 16);
    for (int depth = 0; depth < 16 && byId.contains(id); ++depth) {
        const HtbClass &c = byId[id];
        if (!lowest || c.ceilMbps < *lowest)
            lowest = c.ceilMbps;
        id = c.parent;
    }
    return lowest;
}

QJsonObject firstObject(const QJsonValue &v)
{
    if (v.isArray())
        return v.toArray().first().toObject();
    return v.toObject();
}

} // namespace

#ifndef Q_OS_WIN
namespace {

QString resolve(const QString &host)
{
    static const QRegularExpression literal(
        QStringLiteral("^(?:\\d{1,3}(?:\\.\\d{1,3}){3}|[0-9A-Fa-f:]*:[0-9A-Fa-f:.%\\w]*)$"));
    if (literal.match(host).hasMatch())
        return host;
    const ToolResult r = run(QStringLiteral("getent"), {QStringLiteral("ahosts"), host});
    return r.ran ? QString::fromUtf8(r.out).section(u'\n', 0, 0).section(u' ', 0, 0).trimmed() : QString();
}

PcFacts collectLinux(const QString &piHost)
{
    PcFacts p;
    p.os = QStringLiteral("linux");
    const QString address = resolve(piHost);
    if (address.isEmpty()) {
        p.notes << QCoreApplication::translate("PcFactsReader",
                                               "The Pi's address %1 could not be resolved here.")
                       .arg(piHost.left(100));
        return p;
    }
    const ToolResult route =
        run(QStringLiteral("ip"), {QStringLiteral("route"), QStringLiteral("get"), address});
    if (!route.ran) {
        p.notes << QCoreApplication::translate("PcFactsReader", "ip route get did not answer: %1")
                       .arg(route.error);
        return p;
    }
    p.interface = routeInterface(QString::fromUtf8(route.out));
    p.interfaceSource = QStringLiteral("ip route get");
    if (p.interface.isEmpty())
        return p;
    readSysfsNet(QStringLiteral("/sys/class/net"), p.interface, p);
    // A shaper on the interface limits what this PC sends, whatever the port's speed. Reading the
    // qdiscs is a netlink dump any user may make.
    const ToolResult qdisc =
        run(QStringLiteral("tc"), {QStringLiteral("-j"), QStringLiteral("qdisc"), QStringLiteral("show"),
                                   QStringLiteral("dev"), p.interface});
    if (qdisc.ran) {
        QString classes;
        if (rootQdiscIsHtb(qdisc.out)) {
            const ToolResult c = run(QStringLiteral("tc"), {QStringLiteral("class"), QStringLiteral("show"),
                                                            QStringLiteral("dev"), p.interface});
            classes = c.ran ? QString::fromUtf8(c.out) : QString();
        }
        readTcQdisc(qdisc.out, classes, p);
    }
    if (p.wireless.value_or(false)) {
        const ToolResult iw =
            run(QStringLiteral("iw"), {QStringLiteral("dev"), p.interface, QStringLiteral("link")});
        if (iw.ran)
            readIwLink(QString::fromUtf8(iw.out), p);
        else
            p.notes << QCoreApplication::translate("PcFactsReader", "iw did not answer: %1").arg(iw.error);
    }
    return p;
}

} // namespace
#endif

// One PowerShell run for the route, the adapter, the SMB connections and the client settings.
// The host is checked by isPlainHost and single-quoted.
PcFacts collectWindows(const QString &piHost)
{
    PcFacts p;
    p.os = QStringLiteral("windows");
    const QString host = piHost;
    const QString script =
        QStringLiteral(
            "$ErrorActionPreference='SilentlyContinue';"
            "$ip=[System.Net.Dns]::GetHostAddresses('%1')|Select-Object -First 1;"
            "$r=Find-NetRoute -RemoteIPAddress $ip.IPAddressToString|Where-Object "
            "{$_.InterfaceAlias}|Select-Object -First 1 InterfaceAlias;"
            "$a=if($r){Get-NetAdapter -Name $r.InterfaceAlias|Select-Object "
            "Name,LinkSpeed,MediaType,PhysicalMediaType,FullDuplex};"
            "$s=@(Get-SmbConnection -ServerName '%1'|Select-Object Dialect,Encrypted,Signed);"
            "$c=Get-SmbClientConfiguration|Select-Object RequireSecuritySignature,EnableSecuritySignature;"
            "@{route=$r;adapter=$a;smb=$s;client=$c}|ConvertTo-Json -Depth 3 -Compress")
            .arg(host);
    const ToolResult ps =
        run(QStringLiteral("powershell"), {QStringLiteral("-NoProfile"), QStringLiteral("-NonInteractive"),
                                           QStringLiteral("-Command"), script});
    if (!ps.ran) {
        p.notes << QCoreApplication::translate("PcFactsReader",
                                               "PowerShell did not answer (%1): this PC's link and SMB "
                                               "settings were not read. Under Wine this is expected.")
                       .arg(ps.error.isEmpty() ? QStringLiteral("-") : ps.error);
        return p;
    }
    readWindowsJson(ps.out, p);
    // Wine's powershell.exe is a stub that prints nothing and exits 0: say so, as for no answer.
    if (p.interface.isEmpty() && p.sources.isEmpty()) {
        p.notes << QCoreApplication::translate("PcFactsReader",
                                               "PowerShell answered nothing readable: this PC's link and SMB "
                                               "settings were not read. Under Wine this is expected.");
        return p;
    }
    if (p.wireless.value_or(false)) {
        const ToolResult wlan = run(QStringLiteral("netsh"), {QStringLiteral("wlan"), QStringLiteral("show"),
                                                              QStringLiteral("interfaces")});
        if (wlan.ran)
            readNetshWlan(QString::fromLocal8Bit(wlan.out), p);
    }
    return p;
}

QString routeInterface(const QString &ipRouteGet)
{
    static const QRegularExpression dev(QStringLiteral("\\bdev\\s+(\\S+)"));
    const QRegularExpressionMatch m = dev.match(ipRouteGet);
    return m.hasMatch() ? m.captured(1).left(64) : QString();
}

void readSysfsNet(const QString &sysClassNet, const QString &iface, PcFacts &p)
{
    if (iface.isEmpty() || iface.contains(u'/') || iface.startsWith(u'.'))
        return;
    const QString dir = sysClassNet + u'/' + iface;
    if (!QDir(dir).exists())
        return;
    p.sources << QStringLiteral("sysfs");
    p.wireless =
        QDir(dir + QStringLiteral("/wireless")).exists() || QDir(dir + QStringLiteral("/phy80211")).exists();
    bool ok = false;
    const int speed = readFirstLine(dir + QStringLiteral("/speed")).toInt(&ok);
    if (ok && speed > 0 && speed < 1000000)
        p.linkMbps = speed; // -1 or unreadable while the link is down, or on a virtual device
    const QString duplex = readFirstLine(dir + QStringLiteral("/duplex"));
    if (duplex == u"full" || duplex == u"half")
        p.duplex = duplex;
}

bool rootQdiscIsHtb(const QByteArray &qdiscJson)
{
    return rootQdisc(qdiscJson).value(QStringLiteral("kind")).toString() == u"htb";
}

void readTcQdisc(const QByteArray &qdiscJson, const QString &htbClasses, PcFacts &p)
{
    const QJsonObject root = rootQdisc(qdiscJson);
    const QString kind = root.value(QStringLiteral("kind")).toString();
    const QJsonObject options = root.value(QStringLiteral("options")).toObject();
    std::optional<double> mbps;
    if (kind == u"tbf")
        mbps = bytesPerSecondToMbps(options.value(QStringLiteral("rate")));
    else if (kind == u"cake")
        mbps = bytesPerSecondToMbps(options.value(QStringLiteral("bandwidth"))); // or "unlimited"
    else if (kind == u"htb")
        mbps = htbDefaultCeil(root, htbClasses);
    if (!mbps || *mbps <= 0 || *mbps > 1e6)
        return;
    p.shaper = kind;
    p.shaperMbps = *mbps;
    p.sources << QStringLiteral("tc");
}

void readIwLink(const QString &text, PcFacts &p)
{
    const QList<WifiLink> links = parseWifi(text);
    if (links.isEmpty())
        return;
    const WifiLink &w = links.first();
    p.wireless = true;
    p.wifiBitrateMbps = w.bitrateMbps;
    p.wifiFrequencyMhz = w.frequencyMhz;
    p.sources << QStringLiteral("iw");
}

void readWindowsJson(const QByteArray &json, PcFacts &p)
{
    const QJsonObject o = QJsonDocument::fromJson(json.trimmed()).object();
    if (o.isEmpty())
        return;
    const QJsonObject route = firstObject(o.value(QStringLiteral("route")));
    if (!route.value(QStringLiteral("InterfaceAlias")).toString().isEmpty()) {
        p.interface = route.value(QStringLiteral("InterfaceAlias")).toString().left(100);
        p.interfaceSource = QStringLiteral("Find-NetRoute");
    }
    const QJsonObject adapter = firstObject(o.value(QStringLiteral("adapter")));
    if (!adapter.isEmpty()) {
        p.sources << QStringLiteral("Get-NetAdapter");
        if (p.interface.isEmpty())
            p.interface = adapter.value(QStringLiteral("Name")).toString().left(100);
        const QString media = adapter.value(QStringLiteral("PhysicalMediaType")).toString() + u' ' +
                              adapter.value(QStringLiteral("MediaType")).toString();
        p.wireless = media.contains(u"802.11");
        if (const auto mbps = windowsSpeed(adapter.value(QStringLiteral("LinkSpeed")).toString())) {
            if (p.wireless.value_or(false))
                p.wifiBitrateMbps = *mbps;
            else if (*mbps > 0 && *mbps < 1e6)
                p.linkMbps = int(*mbps);
        }
        const QJsonValue fd = adapter.value(QStringLiteral("FullDuplex"));
        if (fd.isBool() && !p.wireless.value_or(false))
            p.duplex = fd.toBool() ? QStringLiteral("full") : QStringLiteral("half");
    }
    const QJsonObject smb = firstObject(o.value(QStringLiteral("smb")));
    if (!smb.isEmpty()) {
        p.sources << QStringLiteral("Get-SmbConnection");
        p.smbDialect = smb.value(QStringLiteral("Dialect")).toString().left(20);
        if (smb.value(QStringLiteral("Encrypted")).isBool())
            p.smbEncryption = smb.value(QStringLiteral("Encrypted")).toBool();
    }
    const QJsonObject client = firstObject(o.value(QStringLiteral("client")));
    if (client.value(QStringLiteral("RequireSecuritySignature")).isBool()) {
        p.sources << QStringLiteral("Get-SmbClientConfiguration");
        p.smbSigningRequired = client.value(QStringLiteral("RequireSecuritySignature")).toBool();
    }
}

void readNetshWlan(const QString &text, PcFacts &p)
{
    static const QRegularExpression rate(
        QStringLiteral("^\\s*Receive rate \\(Mbps\\)\\s*:\\s*(\\d+(?:[.,]\\d+)?)"));
    static const QRegularExpression channel(QStringLiteral("^\\s*Channel\\s*:\\s*(\\d+)"));
    for (const QString &line : text.split(u'\n')) {
        QRegularExpressionMatch m;
        if ((m = rate.match(line)).hasMatch()) {
            p.wifiBitrateMbps = QString(m.captured(1)).replace(u',', u'.').toDouble();
        } else if ((m = channel.match(line)).hasMatch()) {
            const int ch = m.captured(1).toInt();
            // 2.4 GHz channels 1-14, 5 GHz 32-177 (IEEE 802.11 channel plan): the band, as MHz.
            if (ch >= 1 && ch <= 13)
                p.wifiFrequencyMhz = 2407 + 5 * ch;
            else if (ch >= 32 && ch <= 177)
                p.wifiFrequencyMhz = 5000 + 5 * ch;
        }
    }
    if (p.wifiBitrateMbps)
        p.sources << QStringLiteral("netsh wlan");
}

bool isPlainHost(const QString &host)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9._:%-]{1,253}$"));
    return plain.match(host).hasMatch() && !host.startsWith(u'-');
}

PcFacts collect(const QString &piHost)
{
    if (!isPlainHost(piHost)) {
        PcFacts p;
        p.notes << QCoreApplication::translate(
            "PcFactsReader", "The Pi's address is not a plain host name; this PC's link was not looked up.");
        return p;
    }
#ifdef Q_OS_WIN
    return collectWindows(piHost);
#else
    return collectLinux(piHost);
#endif
}

} // namespace PcFactsReader
