#include "core/model/probesection.h"

#include <QCoreApplication>

#include <iterator>

namespace {

using S = ProbeSection;

// In the order the probe prints them; the two pasted-only sections last.
constexpr ProbeSections::Row kRows[] = {
    {S::Uname, "uname", false, QT_TRANSLATE_NOOP("FactLabels", "Kernel name (uname)")},
    {S::OsRelease, "os-release", false, QT_TRANSLATE_NOOP("FactLabels", "Distribution (/etc/os-release)")},
    {S::Model, "model", false, QT_TRANSLATE_NOOP("FactLabels", "Device tree model")},
    {S::MachineId, "machine-id", false, QT_TRANSLATE_NOOP("FactLabels", "Machine id (its checksum)")},
    {S::Dmi, "dmi", false, QT_TRANSLATE_NOOP("FactLabels", "Firmware tables (DMI)")},
    {S::Cpuinfo, "cpuinfo", false, QT_TRANSLATE_NOOP("FactLabels", "CPU information (/proc/cpuinfo)")},
    {S::Meminfo, "meminfo", false, QT_TRANSLATE_NOOP("FactLabels", "Memory information (/proc/meminfo)")},
    {S::Loadavg, "loadavg", false, QT_TRANSLATE_NOOP("FactLabels", "Load average")},
    {S::LongBit, "long-bit", false,
     QT_TRANSLATE_NOOP("FactLabels", "Word size of the OS (getconf LONG_BIT)")},
    {S::LsusbTree, "lsusb-t", false, QT_TRANSLATE_NOOP("FactLabels", "USB tree (lsusb -t)")},
    {S::Lsusb, "lsusb", false, QT_TRANSLATE_NOOP("FactLabels", "USB device list (lsusb)")},
    {S::UsbSysfs, "usb-sysfs", false, QT_TRANSLATE_NOOP("FactLabels", "USB devices in sysfs")},
    {S::BlockSysfs, "block-sysfs", false, QT_TRANSLATE_NOOP("FactLabels", "Disks in sysfs")},
    {S::Lsblk, "lsblk", false, QT_TRANSLATE_NOOP("FactLabels", "Block devices (lsblk)")},
    {S::Mounts, "mounts", false, QT_TRANSLATE_NOOP("FactLabels", "Mounted file systems")},
    {S::Fstab, "fstab", false, QT_TRANSLATE_NOOP("FactLabels", "File system table (/etc/fstab)")},
    {S::Df, "df", false, QT_TRANSLATE_NOOP("FactLabels", "Disk space (df)")},
    {S::Mdstat, "mdstat", false, QT_TRANSLATE_NOOP("FactLabels", "Software RAID (/proc/mdstat)")},
    {S::BtrfsSysfs, "btrfs-sysfs", false, QT_TRANSLATE_NOOP("FactLabels", "btrfs volumes in sysfs")},
    {S::Btrfs, "btrfs", false, QT_TRANSLATE_NOOP("FactLabels", "btrfs volumes (btrfs filesystem show)")},
    {S::Cryptsetup, "cryptsetup", false,
     QT_TRANSLATE_NOOP("FactLabels", "Encrypted volume (cryptsetup status)")},
    {S::NetSysfs, "net-sysfs", false, QT_TRANSLATE_NOOP("FactLabels", "Network interfaces in sysfs")},
    {S::NetDev, "net-dev", false, QT_TRANSLATE_NOOP("FactLabels", "Interface counters (/proc/net/dev)")},
    {S::Route, "route", false, QT_TRANSLATE_NOOP("FactLabels", "Routing table")},
    {S::Ethtool, "ethtool-", false, nullptr}, // named with its interface: label()
    {S::Wifi, "wifi", false, QT_TRANSLATE_NOOP("FactLabels", "Wi-Fi link")},
    {S::Throttled, "throttled", false,
     QT_TRANSLATE_NOOP("FactLabels", "Firmware power report (vcgencmd get_throttled)")},
    {S::Temp, "temp", false, QT_TRANSLATE_NOOP("FactLabels", "Temperature sensors")},
    {S::Cpufreq, "cpufreq", false, QT_TRANSLATE_NOOP("FactLabels", "CPU frequency settings")},
    {S::Cpufrequtils, "cpufrequtils", false,
     QT_TRANSLATE_NOOP("FactLabels", "Boot-time governor (/etc/default/cpufrequtils)")},
    {S::Exports, "exports", false, QT_TRANSLATE_NOOP("FactLabels", "NFS exports (/etc/exports)")},
    {S::Exportfs, "exportfs", false, QT_TRANSLATE_NOOP("FactLabels", "Active NFS exports (exportfs -v)")},
    {S::SmbConf, "smb-conf", false, QT_TRANSLATE_NOOP("FactLabels", "Samba settings")},
    {S::Processes, "processes", false, QT_TRANSLATE_NOOP("FactLabels", "Running processes")},
    {S::Dmesg, "dmesg", false, QT_TRANSLATE_NOOP("FactLabels", "Kernel log (dmesg)")},
    {S::Cmdline, "cmdline", false, QT_TRANSLATE_NOOP("FactLabels", "Kernel command line")},
    {S::FirmwareCmdline, "firmware-cmdline", false,
     QT_TRANSLATE_NOOP("FactLabels", "Kernel command line file (/boot/firmware/cmdline.txt)")},
    {S::BootCmdline, "boot-cmdline", false,
     QT_TRANSLATE_NOOP("FactLabels", "Kernel command line file (/boot/cmdline.txt)")},
    {S::PciSysfs, "pci-sysfs", false, QT_TRANSLATE_NOOP("FactLabels", "PCI Express links in sysfs")},
    {S::Lspci, "lspci", false, QT_TRANSLATE_NOOP("FactLabels", "PCI Express devices (lspci -vv)")},
    {S::Smart, "smart", false, QT_TRANSLATE_NOOP("FactLabels", "Disk health (smartctl, nvme smart-log)")},
    {S::Ifconfig, "ifconfig", true, QT_TRANSLATE_NOOP("FactLabels", "Interface settings (ifconfig)")},
    {S::Dmsetup, "dmsetup", true, QT_TRANSLATE_NOOP("FactLabels", "Device-mapper table (dmsetup table)")},
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
