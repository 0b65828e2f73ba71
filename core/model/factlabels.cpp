#include "core/model/factlabels.h"
#include "core/model/factfields.h"
#include "core/model/probesection.h"

#include <QLocale>

#include <cmath>

namespace {

struct Entry
{
    const char *key;
    const char *text;
};

// Where a fact came from when it is no transcript section (those are core/model/probesection.cpp's):
// a field of another fact, or an inference.
constexpr Entry kDerivedSources[] = {
    {"name", QT_TRANSLATE_NOOP("FactLabels", "Kernel device name")},
    {"board-table", QT_TRANSLATE_NOOP("FactLabels", "Board table (what is known about this model)")},
    {"usb-topology",
     QT_TRANSLATE_NOOP("FactLabels", "Inferred from the USB layout (no model line was given)")},
    {"kernel-soc-address",
     QT_TRANSLATE_NOOP("FactLabels", "Inferred from SoC-specific device addresses in the kernel log")},
    {"kernel-pcie-device", QT_TRANSLATE_NOOP("FactLabels", "Inferred from the device on the PCIe root port")},
    {"kernel-wifi-firmware",
     QT_TRANSLATE_NOOP("FactLabels", "Inferred from the Wi-Fi firmware the kernel loaded")},
    {"kernel-driver-pair",
     QT_TRANSLATE_NOOP("FactLabels",
                       "Inferred from the Ethernet and Wi-Fi drivers (the only board with both)")},
};

QString lookup(const Entry *begin, const Entry *end, const QString &key)
{
    for (const Entry *e = begin; e != end; ++e)
        if (key == QLatin1String(e->key))
            return QCoreApplication::translate("FactLabels", e->text);
    return QString();
}

} // namespace

QString FactLabels::group(Group g)
{
    switch (g) {
    case Group::Board:
        return tr("Board");
    case Group::Power:
        return tr("Power");
    case Group::Usb:
        return tr("USB");
    case Group::Network:
        return tr("Network");
    case Group::Storage:
        return tr("Storage");
    case Group::Services:
        return tr("File sharing services");
    case Group::System:
        return tr("System");
    }
    return QString();
}

QString FactLabels::field(const QString &jsonKey)
{
    const QString l = FactFields::label(jsonKey);
    return l.isEmpty() ? jsonKey : l;
}

QString FactLabels::section(const QString &sectionId)
{
    QString l = ProbeSections::label(sectionId);
    if (l.isEmpty())
        l = lookup(std::begin(kDerivedSources), std::end(kDerivedSources), sectionId);
    return l.isEmpty() ? sectionId : l;
}

QString FactLabels::sources(const QStringList &sectionIds)
{
    QStringList names;
    for (const QString &id : sectionIds)
        names.append(section(id));
    return tr("Seen in: %1").arg(QLocale().createSeparatedList(names));
}

QString FactLabels::throttleNow(const QString &flag)
{
    if (flag == u"under-voltage")
        return tr("Under-voltage now");
    if (flag == u"arm-frequency-capped")
        return tr("CPU frequency capped now");
    if (flag == u"throttled")
        return tr("CPU throttled now");
    if (flag == u"soft-temperature-limit")
        return tr("Soft temperature limit active now");
    return flag;
}

QString FactLabels::throttleSinceBoot(const QString &flag)
{
    if (flag == u"under-voltage")
        return tr("Under-voltage has occurred since boot");
    if (flag == u"arm-frequency-capped")
        return tr("CPU frequency capping has occurred since boot");
    if (flag == u"throttled")
        return tr("CPU throttling has occurred since boot");
    if (flag == u"soft-temperature-limit")
        return tr("Soft temperature limit has been reached since boot");
    return flag;
}

QString FactLabels::unknown()
{
    return tr("Unknown");
}
QString FactLabels::yesNo(bool value)
{
    return value ? tr("Yes") : tr("No");
}
QString FactLabels::linkSpeed(int mbps)
{
    return tr("%1 Mbit/s").arg(mbps);
}

QString FactLabels::nicKind(const QString &kind)
{
    if (kind == u"none")
        return tr("None on the board");
    if (kind == u"usb-100m-shared")
        return tr("100 Mbit/s, a USB device on the USB 2.0 bus the disks share");
    if (kind == u"usb-1g-on-usb2")
        return tr("Gigabit, a USB device behind the USB 2.0 bus the disks share");
    if (kind == u"native-1g")
        return tr("Gigabit, built into the SoC (not on USB)");
    if (kind == u"rp1-1g")
        return tr("Gigabit, in the RP1 I/O chip on PCIe (not on USB)");
    return kind;
}

QString FactLabels::usbSpeed(double mbps)
{
    if (mbps >= 20000)
        return tr("USB 3.2 Gen 2x2 (20 Gbit/s)");
    if (mbps >= 10000)
        return tr("USB 3.1 Gen 2 (10 Gbit/s)");
    if (mbps >= 5000)
        return tr("USB 3.0 SuperSpeed (5 Gbit/s)");
    if (mbps >= 480)
        return tr("USB 2.0 High Speed (480 Mbit/s)");
    if (mbps >= 12)
        return tr("USB 1.1 Full Speed (12 Mbit/s)");
    return tr("USB 1.0 Low Speed (1.5 Mbit/s)");
}

QString FactLabels::osBits(int bits)
{
    return tr("%1-bit").arg(bits);
}
QString FactLabels::temperature(double celsius)
{
    return tr("%1 °C").arg(celsius, 0, 'f', 1);
}
QString FactLabels::megabytes(qint64 kib)
{
    // In double: kib * 1024 overflows qint64 for a garbage 20-digit MemTotal.
    return tr("%1 MB").arg(std::floor(double(kib) * 1024 / 1e6), 0, 'f', 0);
}

QString FactLabels::notARaspberryPi()
{
    return tr("This machine is not a Raspberry Pi.");
}
QString FactLabels::transcriptCutOff()
{
    return tr("The probe output was cut off, so some facts may be missing.");
}
QString FactLabels::pastedOutputsRecognised(int count)
{
    return tr("Command outputs recognised in the pasted text: %1").arg(count);
}
QString FactLabels::nothingRecognised()
{
    return tr("No known command output was recognised in the pasted text.");
}
