#include "core/findings/catalogue.h"

#include "core/diagnosis/rulechecks.h"
#include "core/treatment/planner.h"

// One row per finding: id, rule, apply (when the app may make the change), guide. Adding a finding
// is a row here, its rule in the area's rules file and, when it edits a kind of file no fix edits
// yet, a FixKind (docs/design.md "How to add… a rule, a fix").

const QList<FindingEntry> &Catalogue::all()
{
    static const QList<FindingEntry> entries = [] {
        const NetworkChecks &net = Rules::network();
        const StorageChecks &disk = Rules::storage();
        const ServerChecks &server = Rules::server();
        const SystemChecks &system = Rules::system();
        const PcChecks &pc = Rules::pc();
        using namespace FindingId;
        return QList<FindingEntry>{
            // The network between the Pi and the switch (rules_network.cpp).
            {NetworkLink100m, net.link100m, nullptr, &Planner::linkGuide},
            {NicSharesUsb2Bus, net.sharesUsb2Bus},
            {NetworkWifi, net.wifi, nullptr, &Planner::cableGuide},
            {NetworkHalfDuplex, net.halfDuplex, nullptr, &Planner::linkGuide},
            {NetworkLinkUnstable, net.unstableLink},
            // The disk, its USB link and its file system (rules_storage.cpp).
            {StorageUsb2Port, disk.usb2Port, nullptr, &Planner::usb3PortGuide},
            {StorageUsb2Board, disk.usb2Board},
            {StorageNoUas, disk.noUas, &FixKinds::uasQuirk, &Planner::uasGuide},
            {StorageSdCard, disk.sdCard},
            {StorageSlowDisk, disk.slowDisk},
            {FsFuseNtfs, disk.fuseNtfs, &FixKinds::ntfsKernelDriver, &Planner::fuseNtfsGuide},
            {FsFuseExfat, disk.fuseExfat, &FixKinds::exfatKernelDriver, &Planner::fuseExfatGuide},
            {StorageErrors, disk.storageErrors},
            {StorageReadOnly, disk.readOnlyFilesystem},
            {StorageEncryptionCpu, disk.encryptionCpu},
            {StorageDiskHealth, disk.diskHealth, nullptr, &Planner::diskHealthGuide},
            // The file server and the PC's mount (rules_server.cpp).
            {ServerCpuBound, server.serverCpu},
            {NfsSyncExport, server.nfsSync, &FixKinds::nfsAsync},
            {Smb1Protocol, server.smb1, &FixKinds::smb1Limit},
            {ClientMountOptions, server.clientMount, nullptr, &Planner::clientMountGuide},
            {SmbEncryptionCpu, server.smbEncryptionCpu, &FixKinds::smbEncryption},
            {ClientFuseShare, server.clientFuseShare},
            {SmbSyncAlways, server.smbSyncAlways, &FixKinds::smbSyncAlways},
            // Power, clock and board (rules_system.cpp).
            {Undervoltage, system.underVoltage, nullptr, &Planner::powerGuide},
            {Throttling, system.throttling},
            {CpuGovernor, system.governor, &FixKinds::governor},
            {NotARaspberryPi, system.notAPi},
            // This PC's link and SMB client (rules_pc.cpp).
            {PcWifi, pc.pcWifi},
            {PcLinkSlow, pc.pcLinkSlow},
            {PcSmbSigningCpu, pc.pcSmbSigningCpu},
        };
    }();
    return entries;
}

const FindingEntry *Catalogue::find(QStringView id)
{
    for (const FindingEntry &e : all())
        if (e.id == id)
            return &e;
    return nullptr;
}

QStringList Catalogue::applicableIds()
{
    QStringList ids;
    for (const FindingEntry &e : all())
        if (e.apply)
            ids << QString(e.id);
    return ids;
}
