#pragma once

#include "core/diagnosis/rule.h"
#include "core/treatment/fixkind.h"

#include <QLatin1String>
#include <QList>
#include <QStringList>
#include <QStringView>

// The finding catalogue: one entry per finding, and the one production file that spells a finding
// id (tst_onename holds that). Other code names a finding by the constant below, or asks the
// catalogue for the entry of an id it read (a run file, a change on the Pi).
namespace FindingId {
inline constexpr QLatin1String NetworkLink100m{"network-link-100m"};
inline constexpr QLatin1String NicSharesUsb2Bus{"nic-shares-usb2-bus"};
inline constexpr QLatin1String NicUsb2Port{"nic-usb2-port"};
inline constexpr QLatin1String NetworkWifi{"network-wifi"};
inline constexpr QLatin1String NetworkHalfDuplex{"network-half-duplex"};
inline constexpr QLatin1String NetworkLinkUnstable{"network-link-unstable"};
inline constexpr QLatin1String StorageUsb2Port{"storage-usb2-port"};
inline constexpr QLatin1String StorageUsb2Board{"storage-usb2-board"};
inline constexpr QLatin1String StorageNoUas{"storage-no-uas"};
inline constexpr QLatin1String StorageSdCard{"storage-sd-card"};
inline constexpr QLatin1String StorageSlowDisk{"storage-slow-disk"};
inline constexpr QLatin1String FsFuseNtfs{"fs-fuse-ntfs"};
inline constexpr QLatin1String FsFuseExfat{"fs-fuse-exfat"};
inline constexpr QLatin1String StorageErrors{"storage-errors"};
inline constexpr QLatin1String StorageReadOnly{"storage-read-only"};
inline constexpr QLatin1String StorageEncryptionCpu{"storage-encryption-cpu"};
inline constexpr QLatin1String StorageDiskHealth{"storage-disk-health"};
inline constexpr QLatin1String ServerCpuBound{"server-cpu-bound"};
inline constexpr QLatin1String NfsSyncExport{"nfs-sync-export"};
inline constexpr QLatin1String Smb1Protocol{"smb1-protocol"};
inline constexpr QLatin1String ClientMountOptions{"client-mount-options"};
inline constexpr QLatin1String SmbEncryptionCpu{"smb-encryption-cpu"};
inline constexpr QLatin1String ClientFuseShare{"client-fuse-share"};
inline constexpr QLatin1String SmbSyncAlways{"smb-sync-always"};
inline constexpr QLatin1String Undervoltage{"undervoltage"};
inline constexpr QLatin1String Throttling{"throttling"};
inline constexpr QLatin1String CpuGovernor{"cpu-governor"};
inline constexpr QLatin1String NotARaspberryPi{"not-a-raspberry-pi"};
inline constexpr QLatin1String PcWifi{"pc-wifi"};
inline constexpr QLatin1String PcLinkSlow{"pc-link-slow"};
inline constexpr QLatin1String PcSmbSigningCpu{"pc-smb-signing-cpu"};
} // namespace FindingId

// A fact the finding points at on the Facts page: the row's key (FactsTree::KeyRole, e.g.
// "smb.socketOptions") and why it is a warning (QT_TRANSLATE_NOOP("FactsTree", …)). The row is marked
// only when the diagnosis made the finding.
struct FactMark
{
    const char *rowKey;
    const char *why;
};

// One finding: its id, its rule (a pure function of the diagnosis input, which sets the layer,
// severity, evidence, gain and the settings it holds responsible), how the app applies its fix
// when it may (a FixKind, core/treatment/fixkinds.cpp; null: never an apply) with the apply's own
// "why" and "risk" when its kind serves several findings (QT_TRANSLATE_NOOP("Planner", …); null: the
// kind's plan says them), its guide's steps (null: the finding's own fix text is the one step), and
// the Facts page rows it marks. A re-measure's steps follow from the finding's layer
// (Remeasure::stepsFor). A finding added since issue #35 is one file of its own,
// core/findings/entry_<name>.cpp, holding all of this (docs/design.md "How to add… a fix").
struct FindingEntry
{
    QLatin1String id;
    RuleCheck rule;
    const FixKind *apply = nullptr;
    GuideSteps guide = nullptr;
    const char *applyWhy = nullptr;
    const char *applyRisk = nullptr;
    QList<FactMark> marks = {};
};

class Catalogue
{
public:
    // Every finding, in the order of docs/design.md "Finding ids" (the rules run in this order; ties
    // of a diagnosis' ranking keep it).
    static const QList<FindingEntry> &all();
    // The entry of an id read from elsewhere; null for an id the app does not know.
    static const FindingEntry *find(QStringView id);
    // The ids of the entries with a FixKind, in the catalogue's order.
    static QStringList applicableIds();
};
