#pragma once

#include <QString>
#include <QStringView>

#include <optional>

// The sections of a probe transcript (resources/probe.sh prints each one as "@@begin TOKEN ID"),
// and the two that only a pasted output gives. Every reader asks for a section by this enum; its
// id, the transcript's and the run file's word for it (a contract: docs/design.md "Transcript"),
// is spelt in one production file, core/model/probesection.cpp.
enum class ProbeSection
{
    Uname,
    OsRelease,
    Model,
    MachineId,
    Dmi,
    Cpuinfo,
    Meminfo,
    Loadavg,
    LongBit,
    LsusbTree,
    Lsusb,
    UsbSysfs,
    BlockSysfs,
    Lsblk,
    Mounts,
    Fstab,
    Df,
    Mdstat,
    BtrfsSysfs,
    Btrfs,
    Cryptsetup,
    NetSysfs,
    NetDev,
    Route,
    Ethtool, // one section per interface: "ethtool-eth0"
    Wifi,
    Throttled,
    Temp,
    Cpufreq,
    Cpufrequtils,
    Exports,
    Exportfs,
    SmbConf,
    Processes,
    Dmesg,
    Cmdline,
    FirmwareCmdline,
    BootCmdline,
    PciSysfs,
    Lspci,
    Smart,
    Ifconfig, // pasted only: the probe reads the same from sysfs and /proc/net/dev
    Dmsetup,  // pasted only: the probe reads cryptsetup status
};

namespace ProbeSections {

// One row per section: its id, where it comes from, and its name on the Facts page and in
// "Seen in:" (QT_TRANSLATE_NOOP("FactLabels", …)). The command that prints it is the probe
// script's `sec ID …` line, its one place.
struct Row
{
    ProbeSection section;
    const char *id;
    bool pastedOnly;
    const char *label;
};

const Row *begin();
const Row *end();

// The transcript id: "dmesg", "lsusb-t"; for Ethtool the prefix "ethtool-" of its sections.
QString id(ProbeSection section);
// "ethtool-eth0".
QString ethtoolOf(const QString &interfaceName);
// The section an id names ("ethtool-eth0" -> Ethtool); nullopt for an id no row has.
std::optional<ProbeSection> find(QStringView id);
// Whether `id` is that section ("ethtool-wlan0" is Ethtool).
bool is(QStringView id, ProbeSection section);
// The translated name ("Kernel log (dmesg)"; "Network card settings (ethtool eth0)"); empty for an
// id no row has.
QString label(QStringView id);

} // namespace ProbeSections

// The id of a section, as facts record where they were seen ("dmesg").
inline QString sectionId(ProbeSection section)
{
    return ProbeSections::id(section);
}
