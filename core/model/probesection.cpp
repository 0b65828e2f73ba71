#include "core/model/probesection.h"

#include <QCoreApplication>

#include <iterator>

namespace {

// In the order the probe prints them; the two pasted-only sections last.
constexpr ProbeSections::Row kRows[] = {
    {ProbeSection::Uname, "uname", false, QT_TRANSLATE_NOOP("FactLabels", "Kernel name (uname)")},
    {ProbeSection::OsRelease, "os-release", false,
     QT_TRANSLATE_NOOP("FactLabels", "Distribution (/etc/os-release)")},
    {ProbeSection::Model, "model", false, QT_TRANSLATE_NOOP("FactLabels", "Device tree model")},
    {ProbeSection::MachineId, "machine-id", false,
     QT_TRANSLATE_NOOP("FactLabels", "Machine id (its checksum)")},
    {ProbeSection::Dmi, "dmi", false, QT_TRANSLATE_NOOP("FactLabels", "Firmware tables (DMI)")},
    {ProbeSection::Cpuinfo, "cpuinfo", false,
     QT_TRANSLATE_NOOP("FactLabels", "CPU information (/proc/cpuinfo)")},
    {ProbeSection::Meminfo, "meminfo", false,
     QT_TRANSLATE_NOOP("FactLabels", "Memory information (/proc/meminfo)")},
    {ProbeSection::Loadavg, "loadavg", false, QT_TRANSLATE_NOOP("FactLabels", "Load average")},
    {ProbeSection::LongBit, "long-bit", false,
     QT_TRANSLATE_NOOP("FactLabels", "Word size of the OS (getconf LONG_BIT)")},
    {ProbeSection::LsusbTree, "lsusb-t", false, QT_TRANSLATE_NOOP("FactLabels", "USB tree (lsusb -t)")},
    {ProbeSection::Lsusb, "lsusb", false, QT_TRANSLATE_NOOP("FactLabels", "USB device list (lsusb)")},
    {ProbeSection::UsbSysfs, "usb-sysfs", false, QT_TRANSLATE_NOOP("FactLabels", "USB devices in sysfs")},
    {ProbeSection::BlockSysfs, "block-sysfs", false, QT_TRANSLATE_NOOP("FactLabels", "Disks in sysfs")},
    {ProbeSection::Lsblk, "lsblk", false, QT_TRANSLATE_NOOP("FactLabels", "Block devices (lsblk)")},
    {ProbeSection::Mounts, "mounts", false, QT_TRANSLATE_NOOP("FactLabels", "Mounted file systems")},
    {ProbeSection::Fstab, "fstab", false, QT_TRANSLATE_NOOP("FactLabels", "File system table (/etc/fstab)")},
    {ProbeSection::Df, "df", false, QT_TRANSLATE_NOOP("FactLabels", "Disk space (df)")},
    {ProbeSection::Mdstat, "mdstat", false, QT_TRANSLATE_NOOP("FactLabels", "Software RAID (/proc/mdstat)")},
    {ProbeSection::BtrfsSysfs, "btrfs-sysfs", false,
     QT_TRANSLATE_NOOP("FactLabels", "btrfs volumes in sysfs")},
    {ProbeSection::Btrfs, "btrfs", false,
     QT_TRANSLATE_NOOP("FactLabels", "btrfs volumes (btrfs filesystem show)")},
    {ProbeSection::Cryptsetup, "cryptsetup", false,
     QT_TRANSLATE_NOOP("FactLabels", "Encrypted volume (cryptsetup status)")},
    {ProbeSection::NetSysfs, "net-sysfs", false,
     QT_TRANSLATE_NOOP("FactLabels", "Network interfaces in sysfs")},
    {ProbeSection::NetDev, "net-dev", false,
     QT_TRANSLATE_NOOP("FactLabels", "Interface counters (/proc/net/dev)")},
    {ProbeSection::Route, "route", false, QT_TRANSLATE_NOOP("FactLabels", "Routing table")},
    {ProbeSection::Ethtool, "ethtool-", false, nullptr}, // named with its interface: label()
    {ProbeSection::Wifi, "wifi", false, QT_TRANSLATE_NOOP("FactLabels", "Wi-Fi link")},
    {ProbeSection::Throttled, "throttled", false,
     QT_TRANSLATE_NOOP("FactLabels", "Firmware power report (vcgencmd get_throttled)")},
    {ProbeSection::Temp, "temp", false, QT_TRANSLATE_NOOP("FactLabels", "Temperature sensors")},
    {ProbeSection::Cpufreq, "cpufreq", false, QT_TRANSLATE_NOOP("FactLabels", "CPU frequency settings")},
    {ProbeSection::Cpufrequtils, "cpufrequtils", false,
     QT_TRANSLATE_NOOP("FactLabels", "Boot-time governor (/etc/default/cpufrequtils)")},
    {ProbeSection::Exports, "exports", false, QT_TRANSLATE_NOOP("FactLabels", "NFS exports (/etc/exports)")},
    {ProbeSection::Exportfs, "exportfs", false,
     QT_TRANSLATE_NOOP("FactLabels", "Active NFS exports (exportfs -v)")},
    {ProbeSection::SmbConf, "smb-conf", false, QT_TRANSLATE_NOOP("FactLabels", "Samba settings")},
    {ProbeSection::Processes, "processes", false, QT_TRANSLATE_NOOP("FactLabels", "Running processes")},
    {ProbeSection::Dmesg, "dmesg", false, QT_TRANSLATE_NOOP("FactLabels", "Kernel log (dmesg)")},
    {ProbeSection::Cmdline, "cmdline", false, QT_TRANSLATE_NOOP("FactLabels", "Kernel command line")},
    {ProbeSection::FirmwareCmdline, "firmware-cmdline", false,
     QT_TRANSLATE_NOOP("FactLabels", "Kernel command line file (/boot/firmware/cmdline.txt)")},
    {ProbeSection::BootCmdline, "boot-cmdline", false,
     QT_TRANSLATE_NOOP("FactLabels", "Kernel command line file (/boot/cmdline.txt)")},
    {ProbeSection::PciSysfs, "pci-sysfs", false,
     QT_TRANSLATE_NOOP("FactLabels", "PCI Express links in sysfs")},
    {ProbeSection::Lspci, "lspci", false, QT_TRANSLATE_NOOP("FactLabels", "PCI Express devices (lspci -vv)")},
    {ProbeSection::Smart, "smart", false,
     QT_TRANSLATE_NOOP("FactLabels", "Disk health (smartctl, nvme smart-log)")},
    {ProbeSection::Ifconfig, "ifconfig", true,
     QT_TRANSLATE_NOOP("FactLabels", "Interface settings (ifconfig)")},
    {ProbeSection::Dmsetup, "dmsetup", true,
     QT_TRANSLATE_NOOP("FactLabels", "Device-mapper table (dmsetup table)")},
};

// The rows are in enum order, so a section is its row's index (checked once, at compile time).
constexpr bool rowsInEnumOrder()
{
    int i = 0;
    for (const ProbeSections::Row &r : kRows)
        if (static_cast<int>(r.section) != i++)
            return false;
    return true;
}
static_assert(rowsInEnumOrder(), "kRows must list every ProbeSection once, in enum order");

const ProbeSections::Row &rowOf(ProbeSection s)
{
    return kRows[static_cast<int>(s)];
}

} // namespace

namespace ProbeSections {

const Row *begin()
{
    return std::begin(kRows);
}

const Row *end()
{
    return std::end(kRows);
}

QString id(ProbeSection section)
{
    return QString::fromLatin1(rowOf(section).id);
}

QString ethtoolOf(const QString &interfaceName)
{
    return id(ProbeSection::Ethtool) + interfaceName;
}

std::optional<ProbeSection> find(QStringView id)
{
    const QLatin1StringView ethtool(rowOf(ProbeSection::Ethtool).id);
    if (id.startsWith(ethtool))
        return ProbeSection::Ethtool;
    for (const Row &r : kRows)
        if (id == QLatin1StringView(r.id))
            return r.section;
    return std::nullopt;
}

bool is(QStringView id, ProbeSection section)
{
    return find(id) == section;
}

QString label(QStringView id)
{
    const std::optional<ProbeSection> s = find(id);
    if (!s)
        return QString();
    if (*s == ProbeSection::Ethtool)
        return QCoreApplication::translate("FactLabels", "Network card settings (ethtool %1)")
            .arg(id.mid(QLatin1StringView(rowOf(ProbeSection::Ethtool).id).size()));
    return QCoreApplication::translate("FactLabels", rowOf(*s).label);
}

} // namespace ProbeSections
