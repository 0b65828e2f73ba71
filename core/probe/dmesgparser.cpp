#include "core/probe/dmesgparser.h"

#include "core/probe/kernelwords.h"
#include "core/probe/probetext.h"

#include <QRegularExpression>

#include <limits>

namespace {

using Kind = DmesgRecord::Kind;

QString stripTimestamp(const QString &line)
{
    static const QRegularExpression ts(QStringLiteral("^\\s*\\[[^\\]]{1,40}\\]\\s*"));
    return QString(line).remove(ts).trimmed();
}

// "1953525168 512-byte logical blocks" -> bytes, when it fits.
std::optional<qint64> blockBytes(const QString &count, const QString &size)
{
    bool ok1 = false, ok2 = false;
    const qint64 n = count.toLongLong(&ok1);
    const qint64 b = size.toLongLong(&ok2);
    if (!ok1 || !ok2 || n < 0 || b <= 0 || n > std::numeric_limits<qint64>::max() / b)
        return std::nullopt;
    return n * b;
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

QString kernelLogText(const QString &line)
{
    // A syslog / journal time ("Oct  4 23:55:19", "2023-10-04T23:55:19.123+0100") or logread's
    // ("Wed Mar 30 19:43:30 2022"), then the host or logread's facility.level when present, then
    // the program's tag. Only the kernel's lines are the kernel log.
    static const QRegularExpression logPrefix(QStringLiteral(
        "^\\s*(?:[A-Z][a-z]{2} +\\d{1,2} \\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?"
        "|\\d{4}-\\d\\d-\\d\\d[T ]\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d)?"
        "|[A-Z][a-z]{2} [A-Z][a-z]{2} +\\d{1,2} \\d\\d:\\d\\d:\\d\\d \\d{4})"
        "\\s+(?:\\S+\\s+)?([\\w.@/-]+?)(?:\\[\\d+\\])?:(?:\\s|(?=\\[))"));
    // journalctl -o short-full ("Wed 2023-10-04 23:55:19 CEST host kernel: ") and -o short-unix
    // ("1696456519.123456 host kernel: "): the same, with the program's tag after the host.
    static const QRegularExpression journalOther(QStringLiteral(
        "^\\s*(?:[A-Z][a-z]{2} \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(?: [A-Z]{2,5}|[+-]\\d{2,4})?|\\d{9,10}\\.\\d+)"
        "\\s+(?:\\S+\\s+)?([\\w.@/-]+?)(?:\\[\\d+\\])?:\\s"));
    // grep over several files: "/var/log/kern.log:Oct  4 ..." or "kern.log.1:[  6.58] ...";
    // dmesg -x: "kern  :info  : "; dmesg -r: "<6>"
    static const QRegularExpression fileName(QStringLiteral("^\\s*(?:/var/log/)?[\\w.-]*(?:kern|syslog|messages|dmesg)[\\w.-]*:(?=\\S)"));
    static const QRegularExpression facility(QStringLiteral("^\\s*(?:[a-z]{2,8}\\s*:[a-z]{3,6}\\s*: |<\\d{1,3}>)"));
    // journalctl -o short-monotonic: "[    6.583214] raspberrypi kernel: usb 1-1: ..."
    static const QRegularExpression hostKernel(QStringLiteral("^[\\w.-]+ kernel: "));
    QString text = line;
    if (const QRegularExpressionMatch m = fileName.match(text); m.hasMatch())
        text = text.mid(m.capturedEnd(0));
    if (const QRegularExpressionMatch m = facility.match(text); m.hasMatch())
        text = text.mid(m.capturedEnd(0));
    if (const QRegularExpressionMatch m = journalOther.match(text); m.hasMatch()) {
        if (m.captured(1) != u"kernel")
            return QString();
        text = text.mid(m.capturedEnd(0));
    }
    if (const QRegularExpressionMatch m = logPrefix.match(text); m.hasMatch()) {
        if (m.captured(1) != u"kernel")
            return QString();
        text = text.mid(m.capturedEnd(0));
    }
    text = stripTimestamp(text);
    if (const QRegularExpressionMatch m = hostKernel.match(text); m.hasMatch())
        text = stripTimestamp(text.mid(m.capturedEnd(0)));
    return text;
}

QList<DmesgRecord> parseDmesg(const QString &text)
{
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
        QStringLiteral("^scsi ?(?:host)?\\d*\\s*: usb-storage (\\d+-[\\d.]+):\\d+\\.\\d+"));
    static const QRegularExpression uasOff(QStringLiteral(
        "^(?:usb )?(\\d+-[\\d.]+)(?::\\d+\\.\\d+)?: UAS is (ignored|blacklisted) for this device"));
    static const QRegularExpression quirks(
        QStringLiteral("^usb-storage (\\d+-[\\d.]+):\\d+\\.\\d+: Quirks match for vid ([0-9a-fA-F]{4}) pid "
                       "([0-9a-fA-F]{4}): (\\w+)"));
    static const QRegularExpression scsiHostLine(QStringLiteral("^scsi ?host(\\d+)\\s*:"));
    static const QRegularExpression oldScsiHost(QStringLiteral("^scsi(\\d+)\\s*: "));
    static const QRegularExpression sdLine(QStringLiteral("^sd (\\d+):\\d+:\\d+:\\d+: \\[(\\w+)\\]"));
    static const QRegularExpression devName(QStringLiteral("\\bdev (sd[a-z]+|nvme\\d+n\\d+|mmcblk\\d+)"));
    static const QRegularExpression sdSize(QStringLiteral("\\] (\\d+) (\\d+)-byte logical blocks"));
    static const QRegularExpression pcieUp(QStringLiteral(
        "^(?:brcm-pcie|pcie-brcmstb|rp1-pcie)?\\S* \\S+: link up, (\\d+(?:\\.\\d+)?) GT/s PCIe x(\\d+)"));
    static const QRegularExpression nvmeFailure(QStringLiteral(
        "^nvme nvme\\d+: (?:Device not ready; aborting initialisation|Removing after probe failure|"
        "I/O \\d+ (?:\\([^)]*\\) )?QID \\d+ timeout, (?:aborting|reset controller)|"
        "Does your device have a faulty power saving mode enabled)"));

    QList<DmesgRecord> out;
    QString lastUsb; // the device whose attach lines were seen last (for "scsi hostN: uas")
    for (const QString &raw : ProbeText::lines(text)) {
        if (!mayMatter(raw))
            continue;
        const QString line = kernelLogText(raw);
        if (line.isEmpty())
            continue;
        DmesgRecord r;
        r.line = line;
        QRegularExpressionMatch m;
        if ((m = sdLine.match(line)).hasMatch()) {
            r.scsiHost = m.captured(1).toInt();
            r.disk = m.captured(2);
        } else if ((m = scsiHostLine.match(line)).hasMatch() || (m = oldScsiHost.match(line)).hasMatch()) {
            r.scsiHost = m.captured(1).toInt();
        }
        if (r.disk.isEmpty())
            if (const QRegularExpressionMatch d = devName.match(line); d.hasMatch())
                r.disk = d.captured(1);
        if (std::optional<DmesgRecord> w = matchKernelWords(line)) {
            // a driver's words about its link or its health (kernelwords.cpp)
            r.kind = w->kind;
            r.driver = w->driver;
            r.interface = w->interface;
            r.usbPath = w->usbPath;
            r.speedMbps = w->speedMbps;
            r.duplex = w->duplex;
            if (!w->disk.isEmpty())
                r.disk = w->disk;
        } else if (line.contains(QStringLiteral("Under-voltage detected")) ||
                   line.contains(QStringLiteral("Undervoltage detected"))) {
            r.kind = Kind::UnderVoltage;
        } else if (line.contains(QStringLiteral("Voltage normalised"))) {
            r.kind = Kind::VoltageNormalised;
        } else if ((m = newUsb.match(line)).hasMatch()) {
            r.kind = Kind::UsbNewDevice;
            r.usbPath = lastUsb = m.captured(1);
            r.speedMbps = usbSpeedMbps(m.captured(2));
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
        } else if ((m = pcieUp.match(line)).hasMatch()) {
            r.kind = Kind::PcieLink;
            r.gigatransfers = m.captured(1).toDouble();
            r.lanes = m.captured(2).toInt();
        } else if (!r.disk.isEmpty() && r.scsiHost >= 0 && (m = sdSize.match(line)).hasMatch()) {
            r.kind = Kind::ScsiDisk;
            r.sizeBytes = blockBytes(m.captured(1), m.captured(2));
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
