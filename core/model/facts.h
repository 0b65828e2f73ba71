#pragma once

#include "core/model/fact.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// The hardware and software facts of one Pi, built by FactsBuilder from a probe transcript
// (or from outputs a user pasted). Every field may be unknown; each known one says which
// transcript sections showed it.

struct BoardFacts
{
    Fact<QString> model;     // as the device tree (or cpuinfo "Model") says: "Raspberry Pi 3 Model B Rev 1.2"
    Fact<QString> modelName; // without the revision: "Raspberry Pi 3 Model B"
    Fact<int> typeCode;      // revision-code type field (0x08 = 3B, 0x11 = 4B): the board table keys on it
    Fact<QString> revisionCode;  // cpuinfo "Revision", lower case: "a02082"
    Fact<QString> boardRevision; // "1.2"
    Fact<int> ramMb;
    Fact<QString> soc;          // "BCM2837"
    Fact<QString> manufacturer; // "Sony UK"
    Fact<bool> raspberryPi;
    Fact<QString> vendor; // non-Pi machines: DMI vendor / product
    Fact<QString> product;
    Fact<QString> cpuModel; // "Cortex-A72" (from the CPU part) or the cpuinfo model name
    Fact<QString> cpuPart;  // "0xd08"
    Fact<int> cpuCores;
    Fact<bool> cpuHasAes;     // ARMv8 crypto extensions: matters for SMB signing / encryption
    Fact<int> osBits;         // user space word size (getconf LONG_BIT)
    Fact<QString> kernelArch; // uname -m: "aarch64", "armv7l"
    Fact<QString> kernelRelease;
    Fact<QString> osName; // os-release PRETTY_NAME
    Fact<QString> hostname;

    // What the board brings, read from the outputs where they show it (a SuperSpeed root hub, the
    // Wi-Fi firmware the kernel loaded) and otherwise from the board table (source "board-table");
    // a reading always comes first, so the table never overrides what was seen.
    Fact<QString> nicKind;        // BoardInfo::nicKind: "usb-100m-shared", "native-1g", "rp1-1g", …
    Fact<bool> builtInNicOnUsb;   // the board's own Ethernet is a USB device
    Fact<bool> usb3;              // the machine has a USB 3 (SuperSpeed) host
    Fact<QString> wifiChip;       // "BCM4345/6" as brcmfmac names it
    Fact<bool> wifiOnUsb;         // false for the on-board SDIO chips
    Fact<int> pcieLanes;          // PCIe lanes free for a device (NVMe HAT, carrier slot)
    Fact<bool> carrierDecides;    // a Compute Module: the carrier board decides ports and jacks
    // The kernel-log line an inferred board fact rests on (a device address, a PCIe device, the
    // Wi-Fi firmware), verbatim, when no model line or revision code named the board.
    Fact<QString> boardEvidence;
};

struct UsbDevice
{
    QString path;       // sysfs name: "usb1" for root hub 1, "1-1.2" below it
    QString parentPath; // empty for a root hub
    int bus = -1;
    int port = -1; // port on the parent hub
    Fact<int> devnum;
    Fact<double> speedMbps;  // negotiated: 1.5, 12, 480, 5000, 10000
    Fact<QString> vendorId;  // "0424"
    Fact<QString> productId; // "ec00"
    Fact<QString> manufacturer;
    Fact<QString> product;
    Fact<QString> className; // "Mass Storage", "Hub", "root_hub"
    Fact<QString> driver;    // the function driver: "uas", "usb-storage", "smsc95xx", "hub", "xhci_hcd"
    QStringList interfaceDrivers;
    Fact<int> ports; // hubs: number of ports

    bool isRootHub() const { return parentPath.isEmpty(); }
    bool isHub() const;
    bool isMassStorage() const;
    bool isNetwork() const; // a USB network adapter (smsc95xx, lan78xx, r8152, ...)
};

struct UsbFacts
{
    QList<UsbDevice> devices; // root hubs first, then in tree order

    const UsbDevice *find(const QString &path) const;
    UsbDevice *find(const QString &path);
    // The root hub a device hangs from ("usb1"), "" when unknown.
    QString rootOf(const QString &path) const;
    // For drawing the tree: the root hubs (path "") or the devices on a hub, in port order.
    QList<const UsbDevice *> children(const QString &path) const;
};

struct NetInterface
{
    QString name;         // "eth0", "end0", "wlan0"
    Fact<QString> driver; // "smsc95xx", "lan78xx", "bcmgenet", "macb", "brcmfmac"
    Fact<int> speedMbps;  // negotiated link speed
    Fact<QString> duplex; // "full" | "half"
    Fact<bool> link;      // carrier / link detected
    Fact<bool> onUsb;
    Fact<QString> usbPath;     // "1-1.1" when on USB
    Fact<double> usbSpeedMbps; // the USB link of a USB NIC: 480 on a Pi 1-3B+
    Fact<bool> wireless;
    Fact<int> mtu;
    Fact<QString> operState;
    Fact<int> maxSupportedMbps; // best link mode the NIC supports (ethtool "Supported link modes")
    Fact<QString> macAddress;
    Fact<qint64> rxBytes, txBytes, rxErrors, txErrors, rxDropped, txDropped;
    Fact<bool> defaultRoute;
    Fact<double> wifiBitrateMbps;
    Fact<int> wifiFrequencyMhz;
    Fact<int> linkDownEvents; // "Link is Down" lines in dmesg
    Fact<int> driverErrors;   // the NIC driver's errors and resets in dmesg (kernelwords.cpp)
};

struct Filesystem
{
    QString device; // "/dev/sda2"
    QString mountPoint;
    QString fstype;         // as mounted: "ext4", "fuseblk", "ntfs3", "nfs4"
    QString declaredFstype; // what lsblk / fstab calls it: "ntfs", "exfat"
    QStringList options;
    bool fuse = false;
    QString fuseDriver; // "ntfs-3g", "exfat-fuse" when known
    QStringList sources;
};

struct BlockDevice
{
    QString name;           // "sda", "mmcblk0", "nvme0n1"
    QStringList partitions; // "sda1", "sda2"
    Fact<QString> model;
    Fact<QString> vendor;
    Fact<qint64> sizeBytes;
    Fact<bool> rotational;
    Fact<bool> removable;
    Fact<QString> transport; // "usb", "mmc", "nvme", "sata", "virtio"
    Fact<bool> sdCard;
    Fact<QString> usbPath; // "2-2"
    Fact<double> usbSpeedMbps;
    Fact<QString> usbDriver; // "uas" | "usb-storage"
    Fact<int> kernelErrors;  // kernel-log lines naming this disk: uas aborts, resets, I/O errors
    Fact<double> pcieGts;    // an NVMe disk's PCIe link as trained: 5 (Gen 2), 8 (Gen 3)
    Fact<int> pcieLanes;
    // Its own health report (smartctl, nvme smart-log; smartparser.h)
    Fact<QString> smartHealth;          // "passed" | "failed"
    Fact<qint64> reallocatedSectors;    // ATA 5
    Fact<qint64> pendingSectors;        // ATA 197 + 198: sectors it could not read
    Fact<qint64> udmaCrcErrors;         // ATA 199: damaged transfers between disk and bridge
    Fact<qint64> mediaErrors;           // NVMe media and data integrity errors; ATA 187
    Fact<int> criticalWarning;          // NVMe critical warning bits
    Fact<qint64> thermalThrottleEvents; // NVMe thermal management transitions
    Fact<QString> smartNote;            // why the health could not be read: "Permission denied"
};

// One PCIe function's link, from `lspci -vv` (LnkCap / LnkSta) or the host bridge's kernel line.
struct PcieLink
{
    QString address;     // "0000:01:00.0"; empty when the header was not pasted
    QString description; // "Non-Volatile memory controller: ..."
    bool endpoint = false; // "Express (v2) Endpoint": the device itself, not a root port
    bool nvme = false;
    Fact<double> capableGts; // LnkCap
    Fact<int> capableLanes;
    Fact<double> gts; // LnkSta: what the link trained at
    Fact<int> lanes;
};

// A dm-crypt (LUKS or plain) mapping: every block through it is encrypted by the CPU.
struct CryptDevice
{
    QString name;              // the /dev/mapper name: "data"
    Fact<QString> cipher;      // "aes-xts-plain64" (cryptsetup status, dmsetup table)
    Fact<QString> backingDevice; // "sda1"
};

// A software RAID (mdadm) or btrfs volume over several devices.
struct MultiDeviceVolume
{
    QString name;        // "md0", or the btrfs label / uuid
    QString kind;        // "raid1", "raid5", "btrfs"
    QStringList devices; // "sda1", "sdb1"
    QString source;
};

struct StorageFacts
{
    QList<BlockDevice> disks;
    QList<CryptDevice> crypt;
    QList<MultiDeviceVolume> volumes;
    QList<Filesystem> mounts; // block-device and network file systems (no proc, sysfs, tmpfs)

    const BlockDevice *findDisk(const QString &name) const;
    BlockDevice *findDisk(const QString &name);
    // The disk a partition or device path belongs to: "/dev/sda2" -> "sda", "mmcblk0p2" -> "mmcblk0".
    static QString diskOf(const QString &device);
    QList<const Filesystem *> mountsOf(const QString &disk) const;
    // The dm-crypt mapping a device path stands for ("/dev/mapper/data", "data"); nullptr if none.
    const CryptDevice *cryptFor(const QString &device) const;
};

// vcgencmd get_throttled, bit by bit: low half "now", high half "since boot".
struct ThrottleFlags
{
    Fact<bool> underVoltage;
    Fact<bool> armFrequencyCapped;
    Fact<bool> throttled;
    Fact<bool> softTemperatureLimit;
};

struct PowerFacts
{
    Fact<qint64> bits; // the raw get_throttled value
    ThrottleFlags now;
    ThrottleFlags sinceBoot;
    Fact<int> underVoltageEvents; // "Under-voltage detected" lines in dmesg
};

struct SystemFacts
{
    Fact<QString> governor;
    Fact<QString> cpufreqDriver;
    Fact<int> curFreqKHz, minFreqKHz, maxFreqKHz;
    Fact<bool> ondemandIoIsBusy;
    // Where a governor setting can outlive a reboot (the cpu-governor fix): systemd runs
    // (/run/systemd/system), cpufrequtils is installed (its init script).
    Fact<bool> systemdRunning;
    Fact<bool> cpufrequtilsInstalled;
    Fact<double> temperatureC;
    Fact<qint64> memTotalKb, memAvailableKb;
    Fact<double> load1, load5, load15;
    Fact<double> cpuIdlePercent, cpuIowaitPercent, cpuSoftirqPercent; // from a top snapshot
    QStringList usbStorageQuirks; // from /proc/cmdline usb-storage.quirks=
    QStringList cmdlineSources;
};

struct NfsExport
{
    QString path;
    QString clients; // "*", "192.168.1.0/24(rw,...)"
    QStringList options;
    Fact<bool> async; // sync is the default when neither is given
    bool syncByDefault = false;
    QString source;
};

struct SambaShare
{
    QString name;
    QString path;
    // "server smb encrypt" / "smb encrypt" set in this share's own section ("required"); empty when
    // not set there. The parameter is per share (context S in smb.conf(5)); "server signing" is
    // global only (context G) and Samba ignores it in a share section, so it is not read here.
    QString smbEncrypt;
    // "sync always" and "strict sync" as this share's own section sets them; empty when not set
    // there (both per share, context S in smb.conf(5)).
    QString syncAlways, strictSync;
};

struct SambaFacts
{
    Fact<bool> configured;   // an smb.conf or testparm output was seen
    Fact<bool> fromTestparm; // testparm prints the effective values, a raw smb.conf only what was set
    Fact<QString> serverMinProtocol, serverMaxProtocol, serverSigning, serverSmbEncrypt;
    Fact<QString> aioReadSize, aioWriteSize, useSendfile, socketOptions;
    Fact<QString> syncAlways, strictSync; // as [global] sets them (defaults for every share)
    QList<SambaShare> shares;
};

struct ProcessInfo
{
    int pid = -1;
    QString user;
    QString name; // "smbd", "nfsd", "ntfs-3g", "mount.exfat-fuse"
    QString command;
    double cpuPercent = -1; // % of one core; -1 when unknown
    QString source;
};

struct DmesgEvent
{
    enum class Kind
    {
        LinkUp,
        LinkDown,
        UnderVoltage,
        VoltageNormalised,
        UasAttached,
        UsbStorageAttached,
        UasIgnored,
        UasBlacklisted,
        UsbQuirks,
        UsbDeviceFound,
        UsbReset,
        IoError,
        UasError,
        ControllerDown,
        NicError, // a NIC driver's error or reset (transmit timeout, USB transfer errors)
        UsbError  // a USB device that failed to enumerate, a port or host controller error
    };
    Kind kind = Kind::LinkUp;
    QString line;
    QString device; // interface ("eth0") or USB path ("1-1.2")
    QString driver;
    int speedMbps = -1;
    QString duplex;
};

class Facts
{
public:
    BoardFacts board;
    UsbFacts usb;
    QList<NetInterface> interfaces;
    StorageFacts storage;
    PowerFacts power;
    SystemFacts system;
    QList<NfsExport> nfsExports;
    SambaFacts samba;
    QList<ProcessInfo> processes; // only those that matter for a NAS (smbd, nfsd, FUSE drivers, ...)
    QList<DmesgEvent> dmesg;      // only relevant lines
    QList<PcieLink> pcie;         // lspci -vv, then the PCIe host bridge's "link up" line
    QStringList sections;         // the section ids that were present

    const NetInterface *interface(const QString &name) const;
    NetInterface *interface(const QString &name);
    // The interface the NAS most likely serves from: the default route, else the first wired
    // one with a link, else any. nullptr when there is none.
    const NetInterface *primaryInterface() const;
    bool hasProcess(const QString &name) const;

    // The analyze JSON "facts" object (docs/design.md): board, nic, storage, throttled and more.
    QJsonObject toJson() const;
};
