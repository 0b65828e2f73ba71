#include "core/findings/catalogue.h"

#include "core/diagnosis/rulechecks.h"
#include "core/treatment/planner.h"

// The entries in files of their own (core/findings/entry_*.cpp).
namespace FindingEntries {
const FindingEntry &smbSocketBuffers();
const FindingEntry &nicUsb2Port();
} // namespace FindingEntries

// One row per finding, in the order the rules run: the entries from before issue #35 written here
// (their rules in the area's rules file), the newer ones as one call to their own entry file. Adding
// a finding is an entry file and its line here (docs/design.md "How to add… a rule, a fix").

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
            {NetworkLink100m, net.link100m, nullptr, &Planner::link100mGuide},
            {NicSharesUsb2Bus, net.sharesUsb2Bus},
            FindingEntries::nicUsb2Port(),
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
            {Smb1Protocol, server.smb1, &FixKinds::smbSettings, nullptr,
             QT_TRANSLATE_NOOP("Planner", "Without the limit Samba speaks SMB2 and SMB3, with larger reads and "
                                          "writes per request."),
             QT_TRANSLATE_NOOP("Planner", "Very old clients that speak only SMB1 (Windows XP, old media "
                                          "players) can no longer connect.")},
            {ClientMountOptions, server.clientMount, nullptr, &Planner::clientMountGuide},
            {SmbEncryptionCpu, server.smbEncryptionCpu, &FixKinds::smbSettings, nullptr,
             QT_TRANSLATE_NOOP("Planner", "Without encryption and forced signing smbd no longer runs every byte "
                                          "through a cipher in software on this CPU."),
             QT_TRANSLATE_NOOP("Planner", "Data on the network is no longer encrypted: only do this on a network "
                                          "you trust (your home LAN), never across the internet.")},
            {ClientFuseShare, server.clientFuseShare},
            {SmbSyncAlways, server.smbSyncAlways, &FixKinds::smbSettings, nullptr,
             QT_TRANSLATE_NOOP("Planner", "Without \"sync always\" smbd no longer waits for the disk after every "
                                          "write."),
             QT_TRANSLATE_NOOP("Planner", "If the Pi loses power, the last seconds of writes it already "
                                          "acknowledged can be lost.")},
            FindingEntries::smbSocketBuffers(),
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
