#include "core/diagnosis/rule.h"
#include "core/diagnosis/rulechecks.h"

#include "core/diagnosis/figures.h"
#include "core/diagnosis/usbtopology.h"
#include "core/knowledge/ceilings.h"

// Storage and file-system rules: docs/knowledge.md §2.2 (USB), §2.3 (disks), §3.3 and §4.3 (UAS),
// §3.4 and §4.14 (SD card), §4.4 (FUSE NTFS / exFAT).

namespace {

// UASP vs usb-storage on a Pi 4 with the same disk: 119 vs 115 MB/s local dd writes (docs/design.md,
// the Pi 4 Samba write-up; fixtures seed-pi4-dd-uasp-enclosure.txt and seed-pi4-dd-usb3-enclosure.txt).
constexpr double kUasGainRatio = 119.0 / 115.0 - 1.0; // ≈ 3.5 %

QString diskName(const ShareStorage &s)
{
    return s.device.isEmpty() ? Rules::tr("the disk") : s.device;
}

double usb3DiskCeiling(const RuleContext &c)
{
    const ShareStorage &s = c.in.share;
    // What the disk can do on a USB 3 port: its own kind's limit, else the USB 3 practical figure —
    // but never an assumed kind's figure that the disk test already beat (LayerCeilings::beatenStorage).
    if (c.ceilings.beatenStorage.isValid())
        return std::max(c.ceilings.storage.mbPerSecond, Ceilings::usb3Storage().mbPerSecond);
    if (s.rotational.has_value())
        return *s.rotational ? Ceilings::hdd().mbPerSecond : Ceilings::usb3Storage().mbPerSecond;
    return Ceilings::usb3Storage().mbPerSecond;
}

// A disk linked at USB 2.0 speed on a machine with a USB 3 host, whatever the board, driver (uas or
// usb-storage) or hub nesting: its negotiated speed against the fastest root hub (docs/knowledge.md
// §4.2; fixtures pi4-lsusb-t-usb-storage-480m-usb2-hub.txt, odroid-xu4-lsusb-t-r8152-uas-480m-NOT-PI.txt
// and the newer three-digit lsusb -t form in pc-lsusb-t-usbutils-017-uas-480m-10000m-NOT-PI.txt).
// A USB 2.0 hub in its path is named: it caps the link.
std::optional<Finding> usb2Port(const RuleContext &c)
{
    const ShareStorage &s = c.in.share;
    if (!UsbTopology::machineHasUsb3(c.in.facts) || !s.onUsb() || s.usbSpeedMbps <= 0 || s.usbSpeedMbps > 480)
        return std::nullopt;
    const double after = std::min(usb3DiskCeiling(c), c.limitWithout({Layer::Usb, Layer::Storage}) > 0
                                                          ? c.limitWithout({Layer::Usb, Layer::Storage})
                                                          : usb3DiskCeiling(c));
    const double usbLimit =
        c.ceilings.usb.mbPerSecond > 0 ? c.ceilings.usb.mbPerSecond : Ceilings::usb2Storage(false).high;
    const UsbDevice *hub = s.usbPath.isEmpty() ? nullptr : UsbTopology::usb2HubAbove(c.in.facts, s.usbPath);
    Finding f;
    f.layer = Layer::Usb;
    f.severity = Finding::Severity::Critical;
    f.title = Rules::tr("The disk runs at USB 2.0 speed on a board with USB 3");
    if (c.in.board && c.in.board->hasUsb3())
        f.evidence = Rules::tr("%1 is connected at %2M (USB 2.0): at most %3 MB/s, while the %4 has USB 3 ports.")
                         .arg(diskName(s), QString::number(s.usbSpeedMbps), Rules::mb(usbLimit), c.in.board->name);
    else
        f.evidence = Rules::tr("%1 is connected at %2M (USB 2.0): at most %3 MB/s, while this machine has a "
                               "USB 3 (SuperSpeed) host.")
                         .arg(diskName(s), QString::number(s.usbSpeedMbps), Rules::mb(usbLimit));
    if (hub) {
        f.evidence += u' ' + Rules::tr("It hangs from a USB 2.0 hub, %1, which holds it at 480M.")
                                 .arg(UsbTopology::hubName(*hub));
        f.fix = Rules::tr("Plug the disk into a USB 3 port of the Pi itself (or a USB 3 hub), with a USB 3 "
                          "cable and enclosure.");
    } else {
        f.fix = Rules::tr("Plug the disk into a blue USB 3 port, with a USB 3 cable and enclosure; a USB 2.0 "
                          "hub or cable in between also forces 480M.");
    }
    f.expected = Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after));
    f.gainMbPerSecond =
        c.gainTo(after, c.in.shareFigure() > 0 ? c.in.shareFigure() : c.ceilings.usb.mbPerSecond);
    return f;
}

std::optional<Finding> usb2Board(const RuleContext &c)
{
    const ShareStorage &s = c.in.share;
    if (!c.in.board || !c.in.board->usb3Known() || c.in.board->hasUsb3() || !s.onUsb() ||
        UsbTopology::fastestRootHubMbps(c.in.facts) >= 5000) // a SuperSpeed root hub was seen: not this rule
        return std::nullopt;
    const double usb =
        c.ceilings.usb.isValid() ? c.ceilings.usb.mbPerSecond : Ceilings::usb2Storage(false).high;
    const double network = c.ceilings.network.mbPerSecond;
    Finding f;
    f.layer = Layer::Usb;
    f.severity = Finding::Severity::Info;
    f.title = Rules::tr("This board has only USB 2.0");
    f.evidence = Rules::tr("The %1 has no USB 3 port: a USB disk gives at most about %2 MB/s here.")
                     .arg(c.in.board->name, Rules::mb(usb));
    f.fix = Rules::tr("For more, move the disk to a Pi 4 or Pi 5 (USB 3, about 400 MB/s).");
    if (network > 0 && network < usb) {
        f.expected = Rules::tr("none while the %1 MB/s network is the lower limit").arg(Rules::mb(network));
        f.gainMbPerSecond = 0;
    } else {
        const double after = std::min(Ceilings::ethernetTcp(1000).mbPerSecond, usb3DiskCeiling(c));
        f.expected = Rules::tr("up to ~%1 MB/s on a Pi 4 or Pi 5").arg(Rules::mb(after));
        f.gainMbPerSecond = c.gainTo(after, c.in.shareFigure() > 0 ? c.in.shareFigure() : usb);
    }
    return f;
}

std::optional<Finding> noUas(const RuleContext &c)
{
    const ShareStorage &s = c.in.share;
    // UAS needs a USB 3 host (xHCI); the Pi 1–3B+ dwc_otg host runs usb-storage (docs/knowledge.md §4.3).
    // A device linked at 5000M or more proves a USB 3 host on any board.
    const bool usb3Host = s.usbSpeedMbps >= 5000 || UsbTopology::machineHasUsb3(c.in.facts) ||
                          (c.in.board && c.in.board->hasUsb3());
    if (s.usbDriver != u"usb-storage" || !usb3Host)
        return std::nullopt;
    const double disk = c.in.piDiskFigure();
    const double base = disk > 0 ? disk : c.in.shareFigure();
    Finding f;
    f.layer = Layer::Usb;
    f.severity = Finding::Severity::Info;
    f.title = Rules::tr("The disk runs without UAS (usb-storage driver)");
    f.evidence =
        disk > 0 ? Rules::tr("%1 uses the usb-storage driver (Bulk-Only Transport) at %2M; the local write "
                             "reached %3 MB/s.")
                       .arg(diskName(s), QString::number(s.usbSpeedMbps), Rules::rate(disk))
                 : Rules::tr("%1 uses the usb-storage driver (Bulk-Only Transport) at %2M.")
                       .arg(diskName(s), QString::number(s.usbSpeedMbps));
    f.fix = Rules::tr("A UAS-capable enclosure (e.g. ASMedia ASM1153E) binds to the uas driver. Check dmesg "
                      "for a quirk that turns UAS off before buying one.");
    f.expected = Rules::tr("≈ +%1 %: small (115 → 119 MB/s local write in the Pi 4 write-up)")
                     .arg(Rules::percent(100 * kUasGainRatio));
    f.gainMbPerSecond = base > 0 ? base * kUasGainRatio : 0;
    return f;
}

std::optional<Finding> sdCard(const RuleContext &c)
{
    const ShareStorage &s = c.in.share;
    if (!s.found || !s.sdCard)
        return std::nullopt;
    const double sd = c.ceilings.storage.mbPerSecond;
    const double others = c.limitWithout({Layer::Storage, Layer::Usb});
    const bool usb3 = c.in.board && c.in.board->hasUsb3();
    const double disk = usb3 ? Ceilings::usb3Storage().mbPerSecond : Ceilings::usb2Storage(false).high;
    const double after = others > 0 ? std::min(others, disk) : disk;
    Finding f;
    f.layer = Layer::Storage;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("The share is on the SD card");
    f.evidence =
        sd > 0 ? Rules::tr("The shared directory is on %1, the SD card: its bus carries at most %2 MB/s, and "
                           "cards write far slower than that.")
                     .arg(diskName(s), Rules::mb(sd))
               : Rules::tr("The shared directory is on %1, the SD card: cards write slowly and wear out "
                           "under NAS use.")
                     .arg(diskName(s));
    f.fix = Rules::tr("Put the share on a USB disk (an SSD or HDD on a USB 3 port where the board has one).");
    f.expected = Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after));
    f.gainMbPerSecond = c.gainTo(after, c.in.shareFigure() > 0 ? c.in.shareFigure() : (sd > 0 ? sd : 0));
    return f;
}

std::optional<Finding> slowDisk(const RuleContext &c)
{
    const double disk = c.in.piDiskFigure();
    if (disk <= 0)
        return std::nullopt;
    // Compare with the disk kind's low figure when the kind is known; with the USB link only where
    // that is USB 2.0 (30–40 MB/s), since an HDD of unknown kind on USB 3 is normal at ~115 MB/s.
    // A storage ceiling that this run's disk test set (the other direction beat the kind's figure)
    // is a measurement, not what the connection and kind allow: the kind's own figure is, so the
    // verdict does not hang on whether this run's read happened to beat it.
    double link = -1;
    if (c.ceilings.beatenStorage.isValid())
        link = c.ceilings.beatenStorage.low;
    else if (c.ceilings.storage.isValid())
        link = c.ceilings.storage.low;
    else if (c.ceilings.usb.isValid() && c.in.share.usbSpeedMbps > 0 && c.in.share.usbSpeedMbps <= 480)
        link = c.ceilings.usb.low;
    // Slow: under half of what its link and kind allow, and under what the network could carry —
    // a disk faster than the network is not what a copy waits for, and no fix of it gains anything.
    if (link <= 0 || disk >= link / 2)
        return std::nullopt;
    // What the network carries: its own test where it ran, else its ceiling.
    double network = c.ceilings.network.mbPerSecond;
    if (c.in.networkFigure() > 0)
        network = network > 0 ? std::min(network, c.in.networkFigure()) : c.in.networkFigure();
    if (network > 0 && disk >= network)
        return std::nullopt;
    const double after = network > 0 ? std::min(link, network) : link;
    Finding f;
    f.layer = Layer::Storage;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("The disk is slower than its connection");
    f.evidence =
        Rules::tr("The Pi wrote or read %1 MB/s on the disk itself, %2 % of the %3 MB/s its connection and "
                  "kind allow.")
            .arg(Rules::rate(disk), Rules::percent(100 * disk / link), Rules::mb(link));
    f.fix =
        Rules::tr("Check the disk's health (smartctl -a), its power supply and the mount options (sync); an "
                  "SSD is much faster than a small or old HDD or a USB stick.");
    f.expected = Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after));
    f.gainMbPerSecond = c.gainTo(after, disk);
    return f;
}

std::optional<Finding> fuseFinding(const RuleContext &c, bool ntfs)
{
    const ShareStorage &s = c.in.share;
    if (ntfs ? !s.isNtfsFuse() : !s.isExfatFuse())
        return std::nullopt;
    const QStringList helpers =
        ntfs ? QStringList{QStringLiteral("ntfs-3g"), QStringLiteral("mount.ntfs")}
             : QStringList{QStringLiteral("mount.exfat"), QStringLiteral("exfat-fuse")};
    const double cpu = c.in.peakCpu(helpers);
    const double after = c.limitWithout({Layer::Filesystem});
    Finding f;
    f.layer = Layer::Filesystem;
    f.severity = cpu >= 85 ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = ntfs ? Rules::tr("NTFS runs through ntfs-3g (FUSE)")
                   : Rules::tr("exFAT runs through exfat-fuse (FUSE)");
    const QString driver = s.fuseDriver.isEmpty()
                               ? (ntfs ? QStringLiteral("ntfs-3g") : QStringLiteral("exfat-fuse"))
                               : s.fuseDriver;
    f.evidence =
        Rules::tr("%1 is mounted as %2 through %3, a user-space driver that copies every block through one "
                  "process.")
            .arg(s.mountPoint.isEmpty() ? diskName(s) : s.mountPoint, s.fstype, driver);
    if (cpu >= 0 && c.in.shareFigure() > 0)
        f.evidence =
            Figures::join(f.evidence, Rules::tr("During the share test it used %1 % of one core at %2 MB/s.")
                                          .arg(Rules::percent(cpu), Rules::rate(c.in.shareFigure())));
    f.fix =
        ntfs ? Rules::tr(
                   "For a disk only the Pi uses, copy the data off and reformat it as ext4. To keep NTFS, "
                   "mount it with the kernel driver: type ntfs3 in /etc/fstab (Linux 5.15 or later).")
             : Rules::tr(
                   "Mount it with the kernel's exFAT driver (type exfat, Linux 5.7 or later) or reformat it "
                   "as ext4 if only the Pi uses it.");
    f.expected =
        after > 0 ? Rules::tr("up to ~%1 MB/s (the next limit); the Pi 4 write-up went from ~30 to ~80 MB/s")
                        .arg(Rules::mb(after))
                  : Rules::tr("the Pi 4 write-up went from ~30 to ~80 MB/s");
    const double now = c.in.shareFigure() > 0 ? c.in.shareFigure() : c.ceilings.filesystem.mbPerSecond;
    f.gainMbPerSecond = c.gainTo(after > 0 ? after : 80, now > 0 ? now : 30);
    return f;
}

// The file system behind the share is mounted read-only: nothing can be written, whoever owns the
// folder. Linux remounts ext4 so after disk errors (errors=remount-ro), so it is a disk problem to
// look into, not a permission to change.
std::optional<Finding> readOnlyFilesystem(const RuleContext &c)
{
    const ShareStorage &s = c.in.share;
    if (!s.found || s.mountPoint.isEmpty() || !s.mountOptions.contains(QStringLiteral("ro")))
        return std::nullopt;
    Finding f;
    f.layer = Layer::Storage;
    f.severity = Finding::Severity::Critical;
    f.title = Rules::tr("The Pi's file system behind the share is mounted read-only");
    f.evidence = Rules::tr("mount shows \"ro\" for %1 (%2): no one can write there, whatever the folder's owner.")
                     .arg(s.mountPoint, diskName(s));
    f.fix = Rules::tr("Look for disk errors in the kernel log (dmesg | grep -i error), check the file system (sudo fsck "
                      "on the unmounted partition), then mount it read-write again (sudo mount -o remount,rw %1) or "
                      "restart the Pi.")
                .arg(s.mountPoint);
    f.expected = Rules::tr("a share that takes writes again; measure again afterwards");
    return f;
}

// Kernel-log lines that say the disk's link failed: a run with them measures the failure.
std::optional<Finding> storageErrors(const RuleContext &c)
{
    int io = 0, uas = 0, resets = 0, down = 0;
    QString first;
    for (const DmesgEvent &e : c.in.facts.dmesg) {
        switch (e.kind) {
        case DmesgEvent::Kind::IoError:
            ++io;
            break;
        case DmesgEvent::Kind::UasError:
            ++uas;
            break;
        case DmesgEvent::Kind::UsbReset:
            ++resets;
            break;
        case DmesgEvent::Kind::ControllerDown:
            ++down;
            break;
        default:
            continue;
        }
        if (first.isEmpty() && e.kind != DmesgEvent::Kind::UsbReset)
            first = e.line;
    }
    // One reset happens when a device re-enumerates at boot; errors, or resets that repeat, do not.
    if (io + uas + down == 0 && resets < 2)
        return std::nullopt;
    if (first.isEmpty())
        for (const DmesgEvent &e : c.in.facts.dmesg)
            if (e.kind == DmesgEvent::Kind::UsbReset) {
                first = e.line;
                break;
            }
    QStringList counts;
    if (io > 0)
        counts << Rules::tr("%n I/O error line(s)", nullptr, io);
    if (uas > 0)
        counts << Rules::tr("%n uas command abort(s) or reset(s)", nullptr, uas);
    if (resets > 0)
        counts << Rules::tr("%n USB reset(s)", nullptr, resets);
    if (down > 0)
        counts << Rules::tr("%n controller drop-out(s)", nullptr, down);
    Finding f;
    f.layer = Layer::Storage;
    f.severity = Finding::Severity::Critical;
    f.title = Rules::tr("The kernel log shows disk errors");
    f.evidence = Rules::tr("dmesg shows %1, e.g. \"%2\". The figures of a run with such errors are not "
                           "trustworthy.")
                     .arg(counts.join(QStringLiteral(", ")), first.left(160));
    f.fix = c.in.share.nvme
                ? Rules::tr("Check the NVMe adapter's ribbon cable and seating and the power supply; a drive "
                            "whose power saving fails needs nvme_core.default_ps_max_latency_us=0 in cmdline.txt.")
                : Rules::tr("Check the cable and the power: a powered USB hub or an enclosure with its own "
                            "supply, another cable and port; if it persists, another enclosure.");
    f.expected = Rules::tr("a disk that stays connected; measure again afterwards");
    f.gainMbPerSecond = 0;
    return f;
}

// dm-crypt on a CPU without AES instructions: every block is encrypted in software.
std::optional<Finding> encryptionCpu(const RuleContext &c)
{
    const ShareStorage &s = c.in.share;
    const std::optional<bool> aes = c.in.cpuHasAes();
    if (!s.encrypted || !aes || *aes)
        return std::nullopt;
    const bool adiantum = s.cryptCipher.contains(u"adiantum");
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = adiantum ? Finding::Severity::Info : Finding::Severity::Warning;
    f.title = Rules::tr("The share's disk is encrypted on a CPU without AES instructions");
    const QString cipher = s.cryptCipher.isEmpty() ? Rules::tr("cipher not readable") : s.cryptCipher;
    f.evidence = Rules::tr("%1 is mounted from the dm-crypt mapping %2 (%3); this CPU has no AES "
                           "instructions (no \"aes\" in cpuinfo's Features), so every block is encrypted in "
                           "software.")
                     .arg(s.mountPoint.isEmpty() ? diskName(s) : s.mountPoint, s.cryptName, cipher);
    f.fix = adiantum ? Rules::tr("Adiantum is already the fastest choice without AES instructions; a Pi 5 "
                                 "has them.")
                     : Rules::tr("Re-create the volume with Adiantum (cryptsetup luksFormat -c "
                                 "xchacha12,aes-adiantum-plain64), which is fast without AES instructions, or "
                                 "move the disk to a Pi 5, whose CPU has them.");
    f.expected = Rules::tr("no figure measured here; cryptsetup benchmark on the Pi shows the cipher's rate");
    f.gainMbPerSecond = 0;
    return f;
}

std::optional<Finding> fuseNtfs(const RuleContext &c)
{
    return fuseFinding(c, true);
}

std::optional<Finding> fuseExfat(const RuleContext &c)
{
    return fuseFinding(c, false);
}

// What a disk says of its own health (smartctl, nvme smart-log; docs/knowledge.md "Disk health").
// Sectors it cannot read (ATA 197/198) or NVMe media errors stall every request that meets them
// while the disk retries; reallocated sectors (ATA 5) are a disk wearing out; a failed overall
// self-assessment is the disk's own verdict. UDMA CRC errors (ATA 199) are transfers damaged
// between the disk and its controller: in a USB enclosure, the bridge, its cable or its power.
// NVMe thermal-management transitions count the times the drive slowed itself down to cool.
// The counters are the disk's lifetime: the fix says to read them again to see if they grow.
struct DiskHealth
{
    const BlockDevice *disk = nullptr;
    qint64 bad = 0;     // reallocated + unreadable sectors + media errors
    bool failed = false; // overall self-assessment FAILED, or an NVMe critical warning other than heat
    qint64 crc = 0;
    qint64 hot = 0;      // thermal throttling transitions (or the temperature warning bit)
    bool any() const { return bad > 0 || failed || crc > 0 || hot > 0; }
};

DiskHealth healthOf(const BlockDevice &d)
{
    DiskHealth h;
    h.disk = &d;
    h.bad = d.reallocatedSectors.valueOr(0) + d.pendingSectors.valueOr(0) + d.mediaErrors.valueOr(0);
    const int warning = d.criticalWarning.valueOr(0);
    h.failed = d.smartHealth.valueOr(QString()) == u"failed" || (warning & ~0x02) != 0;
    h.crc = d.udmaCrcErrors.valueOr(0);
    h.hot = d.thermalThrottleEvents.valueOr(0) + ((warning & 0x02) ? 1 : 0);
    return h;
}

std::optional<Finding> diskHealth(const RuleContext &c)
{
    // The share's disk when it is known; else any disk of the Pi that reports a problem.
    DiskHealth h;
    for (const BlockDevice &d : c.in.facts.storage.disks) {
        if (c.in.share.found && !c.in.share.device.isEmpty() && d.name != c.in.share.device)
            continue;
        if (const DiskHealth each = healthOf(d); each.any()) {
            h = each;
            break;
        }
    }
    if (!h.disk)
        return std::nullopt;
    const BlockDevice &d = *h.disk;
    QStringList evidence, fixes;
    if (h.failed)
        evidence << Rules::tr("%1 reports its own health as failing (SMART).").arg(d.name);
    if (d.pendingSectors.valueOr(0) > 0)
        evidence << Rules::tr("%1 has %2 sector(s) it could not read (pending / offline uncorrectable): each read "
                              "there is retried for seconds.")
                        .arg(d.name, QString::number(d.pendingSectors.value()));
    if (d.reallocatedSectors.valueOr(0) > 0)
        evidence << Rules::tr("%1 has reallocated %2 sector(s).").arg(d.name, QString::number(d.reallocatedSectors.value()));
    if (d.mediaErrors.valueOr(0) > 0)
        evidence << Rules::tr("%1 counted %2 media or uncorrectable error(s).").arg(d.name, QString::number(d.mediaErrors.value()));
    if (h.crc > 0)
        evidence << Rules::tr("%1 counted %2 UDMA CRC error(s): transfers damaged between the disk and its "
                              "controller (the USB bridge, its cable or its power).")
                        .arg(d.name, QString::number(h.crc));
    if (h.hot > 0)
        evidence << Rules::tr("%1 slowed itself down to cool %2 time(s) (NVMe thermal management).")
                        .arg(d.name, QString::number(h.hot));
    if (h.bad > 0 || h.failed)
        fixes << Rules::tr("Back up the data on %1 now and replace the disk; a disk with unreadable or "
                           "remapped sectors gets worse.")
                     .arg(d.name);
    if (h.crc > 0)
        fixes << Rules::tr("Replace the USB cable, then the enclosure; give the disk its own power (an enclosure "
                           "with a power adapter or a powered hub). Read the count again after a large copy: if "
                           "it still grows, the bridge is at fault.");
    if (h.hot > 0)
        fixes << Rules::tr("Give the NVMe drive a heatsink and airflow (the Pi 5's case fan, a HAT with a thermal "
                           "pad).");
    Finding f;
    f.layer = Layer::Storage;
    f.severity = h.bad > 0 || h.failed ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = h.bad > 0 || h.failed ? Rules::tr("The disk reports failing sectors")
              : h.crc > 0           ? Rules::tr("The disk's link damages transfers (cable, enclosure or power)")
                                    : Rules::tr("The NVMe drive slows itself down when hot");
    f.evidence = evidence.join(u' ');
    f.fix = fixes.join(u' ');
    f.expected = Rules::tr("reads and writes without retries; the counters stop growing");
    f.gainMbPerSecond = 0; // a retry's cost depends on where it happens, not a figure
    return f;
}

} // namespace

const StorageChecks &Rules::storage()
{
    static const StorageChecks checks{
        &usb2Port,
        &usb2Board,
        &noUas,
        &sdCard,
        &slowDisk,
        &fuseNtfs,
        &fuseExfat,
        &storageErrors,
        &readOnlyFilesystem,
        &encryptionCpu,
        &diskHealth,
    };
    return checks;
}
