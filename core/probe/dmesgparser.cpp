#include "core/probe/dmesgparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

namespace {

using Kind = DmesgRecord::Kind;

QString stripTimestamp(const QString &line)
{
    static const QRegularExpression ts(QStringLiteral("^\\s*\\[[^\\]]{1,40}\\]\\s*"));
    return QString(line).remove(ts).trimmed();
}

// "new high-speed USB device" and friends -> Mbit/s.
std::optional<double> usbSpeedWord(const QString &w)
{
    const QString l = w.toLower();
    if (l.startsWith(u"low"))
        return 1.5;
    if (l.startsWith(u"full"))
        return 12;
    if (l.startsWith(u"high"))
        return 480;
    if (l.contains(u"gen 2x2"))
        return 20000;
    if (l.contains(u"plus") || l.contains(u"gen 2"))
        return 10000;
    if (l.startsWith(u"superspeed") || l.startsWith(u"super-speed") || l.startsWith(u"super"))
        return 5000;
    return std::nullopt;
}

// Cheap test before the regular expressions: a kernel log holds thousands of lines, few matter.
bool mayMatter(const QString &line)
{
    static const QLatin1String words[] = {
        QLatin1String("ink "), QLatin1String("oltage"), QLatin1String("usb"),       QLatin1String("USB"),
        QLatin1String("scsi"), QLatin1String("UAS"),    QLatin1String("I/O error"), QLatin1String(": ")};
    for (const QLatin1String &w : words)
        if (line.contains(w))
            return true;
    return false;
}

QString usbPathOf(const QString &busId)
{
    // "1-1.1:1.0" -> "1-1.1"
    const qsizetype colon = busId.indexOf(u':');
    return colon < 0 ? busId : busId.left(colon);
}

} // namespace

QList<DmesgRecord> parseDmesg(const QString &text)
{
    static const QRegularExpression linkUpOld(
        QStringLiteral("^(\\S+) (\\S+) (\\S+): link up, (\\d+)\\s*Mbps, (full|half)-duplex"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression linkUp(
        QStringLiteral("^(\\S+) (\\S+) (\\S+): Link is Up - (\\d+(?:\\.\\d+)?)\\s*([MG])bps/(Full|Half)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression linkDown(
        QStringLiteral("^(\\S+) (\\S+) (\\S+): (?:Link is Down|link down)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression netDev(
        QStringLiteral("^(\\S+) (\\d+-[\\d.]+:\\d+\\.\\d+|[0-9a-f]+\\.\\S+) ((?:eth|en|wlan|usb|wl)\\w*):"));
    static const QRegularExpression newUsb(
        QStringLiteral("^usb (\\d+-[\\d.]+): new (.+?) USB device number (\\d+) using (\\S+)"));
    static const QRegularExpression ids(QStringLiteral(
        "^usb (\\d+-[\\d.]+): New USB device found, idVendor=([0-9a-fA-F]{4}), idProduct=([0-9a-fA-F]{4})"));
    static const QRegularExpression product(
        QStringLiteral("^usb (\\d+-[\\d.]+): (Product|Manufacturer): (.*)$"));
    static const QRegularExpression uasHost(QStringLiteral("^scsi host\\d+: uas\\b"));
    static const QRegularExpression storage(
        QStringLiteral("^usb-storage (\\d+-[\\d.]+):\\d+\\.\\d+: USB Mass Storage device detected"));
    static const QRegularExpression scsiStorage(
        QStringLiteral("^scsi\\d*\\s*: usb-storage (\\d+-[\\d.]+):\\d+\\.\\d+"));
    static const QRegularExpression uasOff(QStringLiteral(
        "^(?:usb )?(\\d+-[\\d.]+)(?::\\d+\\.\\d+)?: UAS is (ignored|blacklisted) for this device"));
    static const QRegularExpression quirks(
        QStringLiteral("^usb-storage (\\d+-[\\d.]+):\\d+\\.\\d+: Quirks match for vid ([0-9a-fA-F]{4}) pid "
                       "([0-9a-fA-F]{4}): (\\w+)"));
    static const QRegularExpression reset(QStringLiteral("^usb (\\d+-[\\d.]+): reset (\\S+) .*USB device"));
    static const QRegularExpression usbBusId(QStringLiteral("^\\d+-[\\d.]+:"));
    static const QRegularExpression disconnect(QStringLiteral("^usb (\\d+-[\\d.]+): USB disconnect"));

    QList<DmesgRecord> out;
    QString lastUsb; // the device whose attach lines were seen last (for "scsi hostN: uas")
    for (const QString &raw : ProbeText::lines(text)) {
        if (!mayMatter(raw))
            continue;
        const QString line = stripTimestamp(raw);
        if (line.isEmpty())
            continue;
        DmesgRecord r;
        r.line = line;
        QRegularExpressionMatch m;
        if ((m = linkUpOld.match(line)).hasMatch()) {
            r.kind = Kind::LinkUp;
            r.driver = m.captured(1);
            r.usbPath = m.captured(2).contains(u'-') ? usbPathOf(m.captured(2)) : QString();
            r.interface = m.captured(3);
            r.speedMbps = m.captured(4).toDouble();
            r.duplex = m.captured(5).toLower();
        } else if ((m = linkUp.match(line)).hasMatch()) {
            r.kind = Kind::LinkUp;
            r.driver = m.captured(1);
            r.usbPath = usbBusId.match(m.captured(2)).hasMatch() ? usbPathOf(m.captured(2)) : QString();
            r.interface = m.captured(3);
            r.speedMbps =
                m.captured(4).toDouble() * (m.captured(5).compare(u"G", Qt::CaseInsensitive) == 0 ? 1000 : 1);
            r.duplex = m.captured(6).toLower();
        } else if ((m = linkDown.match(line)).hasMatch()) {
            r.kind = Kind::LinkDown;
            r.driver = m.captured(1);
            r.interface = m.captured(3);
        } else if (line.contains(QStringLiteral("Under-voltage detected")) ||
                   line.contains(QStringLiteral("Undervoltage detected"))) {
            r.kind = Kind::UnderVoltage;
        } else if (line.contains(QStringLiteral("Voltage normalised"))) {
            r.kind = Kind::VoltageNormalised;
        } else if ((m = newUsb.match(line)).hasMatch()) {
            r.kind = Kind::UsbNewDevice;
            r.usbPath = lastUsb = m.captured(1);
            r.speedMbps = usbSpeedWord(m.captured(2));
            r.driver = m.captured(4);
        } else if ((m = ids.match(line)).hasMatch()) {
            r.kind = Kind::UsbIds;
            r.usbPath = lastUsb = m.captured(1);
            r.text = m.captured(2).toLower() + u':' + m.captured(3).toLower();
        } else if ((m = product.match(line)).hasMatch()) {
            r.kind = m.captured(2) == u"Product" ? Kind::UsbProduct : Kind::UsbManufacturer;
            r.usbPath = m.captured(1);
            r.text = m.captured(3).trimmed();
        } else if (uasHost.match(line).hasMatch()) {
            r.kind = Kind::UasAttached;
            r.driver = QStringLiteral("uas");
            r.usbPath = lastUsb;
        } else if ((m = storage.match(line)).hasMatch() || (m = scsiStorage.match(line)).hasMatch()) {
            r.kind = Kind::UsbStorageAttached;
            r.driver = QStringLiteral("usb-storage");
            r.usbPath = m.captured(1);
        } else if ((m = uasOff.match(line)).hasMatch()) {
            r.kind = m.captured(2) == u"ignored" ? Kind::UasIgnored : Kind::UasBlacklisted;
            r.usbPath = m.captured(1);
        } else if ((m = quirks.match(line)).hasMatch()) {
            r.kind = Kind::UsbQuirks;
            r.usbPath = m.captured(1);
            r.text = m.captured(2).toLower() + u':' + m.captured(3).toLower() + u':' + m.captured(4);
        } else if ((m = reset.match(line)).hasMatch()) {
            r.kind = Kind::UsbReset;
            r.usbPath = m.captured(1);
        } else if ((m = disconnect.match(line)).hasMatch()) {
            r.kind = Kind::UsbDisconnect;
            r.usbPath = m.captured(1);
        } else if (line.contains(QStringLiteral("I/O error")) ||
                   line.contains(QStringLiteral("critical target error")) ||
                   line.contains(QStringLiteral("critical medium error")) ||
                   line.contains(QStringLiteral("Device offlined"))) {
            r.kind = Kind::IoError;
        } else if (line.contains(QStringLiteral("uas_eh_"))) {
            r.kind = Kind::UasError;
            r.driver = QStringLiteral("uas");
        } else if (line.contains(QStringLiteral("controller is down")) ||
                   line.contains(QStringLiteral("not responding, assume dead")) ||
                   line.contains(QStringLiteral("HC died"))) {
            r.kind = Kind::ControllerDown;
        } else if ((m = netDev.match(line)).hasMatch()) {
            r.kind = Kind::NetDevice;
            r.driver = m.captured(1);
            r.usbPath = m.captured(2).contains(u'-') ? usbPathOf(m.captured(2)) : QString();
            r.interface = m.captured(3);
        } else {
            continue;
        }
        out.append(r);
    }
    return out;
}
