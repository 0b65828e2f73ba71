#include "core/probe/dfparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/lsblkparser.h"
#include "core/probe/mountsparser.h"
#include "core/probe/numberfit.h"
#include "core/probe/probetext.h"
#include "core/probe/processparser.h"
#include "core/probe/sysfsparser.h"

#include <QHash>
#include <QRegularExpression>

namespace FactsBuild {

namespace {

bool ignoredDisk(const QString &name)
{
    // Loop, RAM and compressed-swap devices, and the boot / RPMB areas of an eMMC, hold no shares.
    return name.isEmpty() || name.startsWith(u"loop") || name.startsWith(u"ram") ||
           name.startsWith(u"zram") ||
           (name.startsWith(u"mmcblk") && (name.contains(u"boot") || name.contains(u"rpmb")));
}

BlockDevice &ensureDisk(Facts &f, const QString &name)
{
    if (BlockDevice *d = f.storage.findDisk(name))
        return *d;
    BlockDevice d;
    d.name = name;
    f.storage.disks.append(d);
    BlockDevice &added = f.storage.disks.last();
    // The kind of device follows from its kernel name on Linux.
    const QString src = QStringLiteral("name");
    if (name.startsWith(u"mmcblk"))
        added.transport.offer(QStringLiteral("mmc"), src);
    else if (name.startsWith(u"nvme"))
        added.transport.offer(QStringLiteral("nvme"), src);
    else if (name.startsWith(u"vd"))
        added.transport.offer(QStringLiteral("virtio"), src);
    return added;
}

void addPartition(BlockDevice &d, const QString &part)
{
    if (!part.isEmpty() && part != d.name && !d.partitions.contains(part))
        d.partitions.append(part);
}

void storageFromSysfs(const QString &text, Facts &f)
{
    const QString src = sectionId(ProbeSection::BlockSysfs);
    for (const SysfsRecord &r : parseSysfsRecords(text)) {
        if (r.kind == u"part") {
            if (!ignoredDisk(r.value(QStringLiteral("disk"))))
                addPartition(ensureDisk(f, r.value(QStringLiteral("disk"))), r.name);
            continue;
        }
        if (r.kind != u"block" || ignoredDisk(r.name))
            continue;
        BlockDevice &d = ensureDisk(f, r.name);
        if (const auto v = ProbeText::integer(r.value(QStringLiteral("size"))))
            if (const auto bytes = ProbeText::scaled(*v, 512)) // sysfs sizes count 512-byte sectors
                d.sizeBytes.offer(*bytes, src);
        if (const QString v = r.value(QStringLiteral("removable")); v == u"0" || v == u"1")
            d.removable.offer(v == u"1", src);
        if (const QString v = r.value(QStringLiteral("rotational")); v == u"0" || v == u"1")
            d.rotational.offer(v == u"1", src);
        if (!r.value(QStringLiteral("model")).isEmpty())
            d.model.offer(r.value(QStringLiteral("model")), src);
        if (!r.value(QStringLiteral("vendor")).isEmpty())
            d.vendor.offer(r.value(QStringLiteral("vendor")), src);
        const QString usbPath = usbPathInSysfsPath(r.value(QStringLiteral("path")));
        if (!usbPath.isEmpty()) {
            d.usbPath.offer(usbPath, src);
            d.transport.offer(QStringLiteral("usb"), src);
        }
        if (r.name.startsWith(u"mmcblk")) {
            // mmc devices say "SD" or "MMC" (eMMC on a compute module).
            const QString type = r.value(QStringLiteral("type"));
            if (type == u"SD" || type == u"MMC")
                d.sdCard.offer(type == u"SD", src);
        }
    }
}

void fromLsblk(const QString &text, Facts &f)
{
    const QString src = sectionId(ProbeSection::Lsblk);
    for (const LsblkRow &r : parseLsblk(text)) {
        const QString diskName = r.type == u"disk"                        ? r.name
                                 : !r.parent.isEmpty()                    ? r.parent
                                 : StorageFacts::diskOf(r.name).isEmpty() ? r.name
                                                                          : StorageFacts::diskOf(r.name);
        if (ignoredDisk(diskName) || r.type == u"rom")
            continue;
        if (r.type == u"crypt") {
            addCrypt(f, r.name, QString(), r.parent, src);
            continue; // its mount point is read from the mount table as /dev/mapper/NAME
        }
        if (r.type.startsWith(u"raid") && !r.parent.isEmpty()) {
            addVolumeDevice(f, r.name, r.type, r.parent, src);
            continue;
        }
        BlockDevice &d = ensureDisk(f, diskName);
        if (diskName == r.name) {
            d.sizeBytes.offer(r.sizeBytes, src);
            d.rotational.offer(r.rotational, src);
            d.removable.offer(r.removable, src);
            if (!r.transport.isEmpty())
                d.transport.offer(r.transport, src);
            if (!r.model.isEmpty())
                d.model.offer(r.model, src);
        } else {
            addPartition(d, r.name);
        }
        if (!r.mountPoint.isEmpty() && r.mountPoint.startsWith(u'/')) {
            const QString dev = u"/dev/" + r.name;
            bool known = false;
            for (Filesystem &m : f.storage.mounts) {
                if (m.device == dev || m.mountPoint == r.mountPoint) {
                    known = true;
                    if (m.device == u"/dev/root")
                        m.device = dev; // the kernel's alias for the root device: lsblk names it
                    if (m.declaredFstype.isEmpty())
                        m.declaredFstype = r.fstype;
                }
            }
            if (!known) {
                Filesystem m;
                m.device = dev;
                m.mountPoint = r.mountPoint;
                m.fstype = r.fstype;
                m.sources = {src};
                f.storage.mounts.append(m);
            }
        } else if (!r.fstype.isEmpty()) {
            for (Filesystem &m : f.storage.mounts)
                if (m.device == u"/dev/" + r.name && m.declaredFstype.isEmpty())
                    m.declaredFstype = r.fstype;
        }
    }
}

bool interestingMount(const MountEntry &e)
{
    static const QStringList network = {QStringLiteral("nfs"),        QStringLiteral("nfs4"),
                                        QStringLiteral("cifs"),       QStringLiteral("smb3"),
                                        QStringLiteral("fuse.sshfs"), QStringLiteral("fuse.mergerfs")};
    return e.device.startsWith(u"/dev/") || network.contains(e.fstype) || e.fstype == u"fuseblk";
}

QString rootDevice(const Transcript &t)
{
    const QString *c = text(t, ProbeSection::Cmdline);
    if (!c)
        return QString();
    for (const QString &w : ProbeText::fields(*c))
        if (w.startsWith(u"root=/dev/"))
            return w.mid(5);
    return QString();
}

void fromMounts(const Transcript &t, Facts &f)
{
    const QString *s = text(t, ProbeSection::Mounts);
    if (!s)
        return;
    const QString root = rootDevice(t);
    for (MountEntry e : parseMounts(*s)) {
        if (e.device == u"/dev/root" && !root.isEmpty())
            e.device = root;
        if (!interestingMount(e))
            continue;
        Filesystem m;
        m.device = e.device;
        m.mountPoint = e.mountPoint;
        m.fstype = e.fstype;
        m.options = e.options;
        m.fuse = isFuseFstype(e.fstype);
        m.sources = {sectionId(ProbeSection::Mounts)};
        f.storage.mounts.append(m);
        const QString disk = StorageFacts::diskOf(e.device);
        if (!ignoredDisk(disk))
            ensureDisk(f, disk);
    }
}

void fromFstab(const QString &text, Facts &f)
{
    const bool noMounts = f.storage.mounts.isEmpty();
    for (const MountEntry &e : parseMounts(text)) {
        if (e.fstype == u"swap" || e.fstype == u"proc" || e.fstype == u"tmpfs")
            continue;
        bool matched = false;
        for (Filesystem &m : f.storage.mounts) {
            if (m.mountPoint == e.mountPoint) {
                matched = true;
                if (m.declaredFstype.isEmpty())
                    m.declaredFstype = e.fstype;
                if (!m.sources.contains(sectionId(ProbeSection::Fstab)))
                    m.sources.append(sectionId(ProbeSection::Fstab));
            }
        }
        if (!matched && noMounts) {
            // Only the configuration is known: what it would mount, with its declared type.
            Filesystem m;
            m.device = e.device;
            m.mountPoint = e.mountPoint;
            m.declaredFstype = e.fstype;
            m.fstype = e.fstype;
            m.options = e.options;
            m.fuse = isFuseFstype(e.fstype);
            m.sources = {sectionId(ProbeSection::Fstab)};
            f.storage.mounts.append(m);
        }
    }
}

void fromDf(const QString &text, Facts &f)
{
    for (const DfRow &r : parseDf(text)) {
        if (!r.filesystem.startsWith(u"/dev/"))
            continue;
        bool known = false;
        for (Filesystem &m : f.storage.mounts)
            known = known || m.mountPoint == r.mountPoint;
        if (known)
            continue;
        Filesystem m;
        m.device = r.filesystem;
        m.mountPoint = r.mountPoint;
        m.fstype = r.fstype; // df -T: the driver's type, "fuseblk" for ntfs-3g
        m.fuse = isFuseFstype(r.fstype);
        m.sources = {sectionId(ProbeSection::Df)};
        f.storage.mounts.append(m);
        const QString disk = StorageFacts::diskOf(r.filesystem);
        if (!ignoredDisk(disk))
            ensureDisk(f, disk);
    }
}

// Which user-space driver serves a FUSE block mount: the declared type, else the running helper.
// "6.1.21-v8+" -> 601; -1 when unknown.
int kernelVersion(const QString &release)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\.(\\d+)"));
    const QRegularExpressionMatch m = re.match(release);
    return m.hasMatch() ? m.captured(1).toInt() * 100 + m.captured(2).toInt() : -1;
}

// An fstab entry not seen mounted: which driver its type gets on this kernel. exFAT has a kernel
// driver since Linux 5.7; before, "exfat" reaches exfat-fuse's mount.exfat. "ntfs" and "ntfs-3g"
// reach ntfs-3g's mount.ntfs until Linux 6.9, where ntfs3 (since 5.15, type "ntfs3") took the
// "ntfs" name over; type "ntfs3" is always the kernel's.
void fuseByKernel(Filesystem &m, int kernel)
{
    const QString type = m.fstype.toLower();
    if (type == u"ntfs-3g" || (type == u"ntfs" && (kernel < 0 || kernel < 609))) {
        m.fuse = true;
        m.fuseDriver = QStringLiteral("ntfs-3g");
    } else if (type == u"exfat" && kernel >= 0 && kernel < 507) {
        m.fuse = true;
        m.fuseDriver = QStringLiteral("exfat-fuse");
    }
}

void nameFuseDrivers(const Transcript &t, Facts &f)
{
    const int kernel = kernelVersion(f.board.kernelRelease.valueOr(QString()));
    QStringList running;
    if (const QString *s = text(t, ProbeSection::Processes))
        for (const ProcessRow &r : parseProcesses(*s).rows)
            running.append(r.name);
    const bool ntfs3g =
        running.contains(QStringLiteral("ntfs-3g")) || running.contains(QStringLiteral("mount.ntfs")) ||
        running.contains(QStringLiteral("mount.ntfs-3g")) || running.contains(QStringLiteral("lowntfs-3g"));
    const bool exfatFuse = running.contains(QStringLiteral("mount.exfat-fuse")) ||
                           running.contains(QStringLiteral("exfat-fuse")) ||
                           running.contains(QStringLiteral("mount.exfat")) ||
                           running.contains(QStringLiteral("mount.exfat-fus")); // ps: 15-char comm
    for (Filesystem &m : f.storage.mounts) {
        const QString declared = m.declaredFstype.toLower();
        if (m.fstype == u"fuseblk") {
            if (declared.startsWith(u"ntfs"))
                m.fuseDriver = QStringLiteral("ntfs-3g");
            else if (declared.startsWith(u"exfat"))
                m.fuseDriver = QStringLiteral("exfat-fuse");
            else if (ntfs3g != exfatFuse)
                m.fuseDriver = ntfs3g ? QStringLiteral("ntfs-3g") : QStringLiteral("exfat-fuse");
        } else if (m.fstype.startsWith(u"fuse.")) {
            m.fuseDriver = m.fstype.mid(5);
        } else if (m.sources == QStringList{sectionId(ProbeSection::Fstab)}) {
            fuseByKernel(m, kernel);
        }
    }
}

// Disks the kernel log names: "sd 0:0:0:0: [sda] ... logical blocks" and the lines that follow
// one ("uas_eh_abort_handler", I/O errors). "scsi hostN: uas" (or "usb-storage 2-1:1.0") says
// which driver and USB device hold SCSI host N; a "uas_eh_device_reset_handler start" on host N
// resets that host's USB device, so the "usb 2-1.2: reset SuperSpeed USB device" that follows
// names it when no attach line was kept.
void storageFromDmesg(const QList<DmesgRecord> &records, Facts &f)
{
    using K = DmesgRecord::Kind;
    const QString src = sectionId(ProbeSection::Dmesg);
    QHash<int, QString> hostDriver, hostUsb;
    QHash<QString, int> diskHost, errors;
    QHash<QString, qint64> sizes;
    QStringList order;
    int resetting = -1;
    for (const DmesgRecord &r : records) {
        if ((r.kind == K::UasAttached || r.kind == K::UsbStorageAttached) && r.scsiHost >= 0) {
            hostDriver.insert(r.scsiHost, r.driver);
            if (!r.usbPath.isEmpty())
                hostUsb.insert(r.scsiHost, r.usbPath);
        } else if (r.kind == K::UasError && r.scsiHost >= 0) {
            if (!hostDriver.contains(r.scsiHost))
                hostDriver.insert(r.scsiHost, QStringLiteral("uas"));
            if (r.disk.isEmpty() && r.line.contains(u"uas_eh_device_reset_handler start"))
                resetting = r.scsiHost;
        } else if (r.kind == K::UsbReset && resetting >= 0) {
            if (!hostUsb.contains(resetting))
                hostUsb.insert(resetting, r.usbPath);
            resetting = -1;
        }
        if (r.disk.isEmpty() || ignoredDisk(r.disk))
            continue;
        if (r.scsiHost >= 0 && r.disk.startsWith(u"sd"))
            diskHost.insert(r.disk, r.scsiHost);
        if (r.kind == K::ScsiDisk && r.sizeBytes)
            sizes.insert(r.disk, *r.sizeBytes);
        if (r.kind == K::UasError || r.kind == K::IoError)
            errors[r.disk] += 1;
        if (!order.contains(r.disk) &&
            (r.kind == K::ScsiDisk || r.kind == K::UasError || r.kind == K::IoError))
            order.append(r.disk);
    }
    for (const QString &name : order) {
        BlockDevice &d = ensureDisk(f, name);
        if (sizes.contains(name))
            d.sizeBytes.offer(sizes.value(name), src);
        d.kernelErrors.offer(errors.value(name), src);
        if (!diskHost.contains(name))
            continue;
        const int host = diskHost.value(name);
        const QString driver = hostDriver.value(host);
        if (driver == u"uas" || driver == u"usb-storage") {
            d.transport.offer(QStringLiteral("usb"), src);
            d.usbDriver.offer(driver, src);
        }
        if (hostUsb.contains(host))
            d.usbPath.offer(hostUsb.value(host), src);
    }
}

// Ties disks to USB devices: by sysfs path when known, else when the pairing is unambiguous.
void mapUsb(Facts &f)
{
    QList<const UsbDevice *> storageDevices;
    for (const UsbDevice &u : f.usb.devices)
        if (!u.isRootHub() && u.isMassStorage())
            storageDevices.append(&u);
    QList<BlockDevice *> candidates;
    for (BlockDevice &d : f.storage.disks) {
        const QString tr = d.transport.valueOr(QString());
        if (d.usbPath.isKnown() || !(tr.isEmpty() || tr == u"usb") || !d.name.startsWith(u"sd"))
            continue;
        candidates.append(&d);
    }
    auto link = [](BlockDevice &d, const UsbDevice &u) {
        for (const QString &src : u.speedMbps.sources())
            d.usbSpeedMbps.offer(u.speedMbps.value(), src);
        const QString drv = u.interfaceDrivers.contains(QStringLiteral("uas")) ? QStringLiteral("uas")
                            : u.interfaceDrivers.contains(QStringLiteral("usb-storage"))
                                ? QStringLiteral("usb-storage")
                                : QString();
        if (!drv.isEmpty())
            for (const QString &src : u.driver.sources())
                d.usbDriver.offer(drv, src);
        if (d.transport.valueOr(QStringLiteral("usb")) == u"usb")
            d.transport.offer(QStringLiteral("usb"), u.driver.sources().value(0));
    };
    for (BlockDevice &d : f.storage.disks)
        if (d.usbPath.isKnown())
            if (const UsbDevice *u = f.usb.find(d.usbPath.value()))
                link(d, *u);
    bool anyUsbDisk = false;
    for (const BlockDevice &d : f.storage.disks)
        anyUsbDisk = anyUsbDisk || d.usbPath.isKnown() || d.transport.valueOr(QString()) == u"usb";
    if (candidates.isEmpty() && !anyUsbDisk) {
        // The USB tree shows disks but no block-device section was given (a pasted lsusb -t):
        // keep one entry per USB disk, its kernel name unknown.
        for (const UsbDevice *u : storageDevices) {
            BlockDevice d;
            d.usbPath.offer(u->path, u->driver.sources().value(0));
            link(d, *u);
            f.storage.disks.append(d);
        }
        return;
    }
    if (storageDevices.size() == 1 && candidates.size() == 1) {
        candidates.first()->usbPath.offer(storageDevices.first()->path,
                                          storageDevices.first()->driver.sources().value(0));
        link(*candidates.first(), *storageDevices.first());
    } else if (storageDevices.size() >= 2 && storageDevices.size() >= candidates.size() &&
               !candidates.isEmpty()) {
        // Several disks: when every USB disk shows the same link and driver, that holds for each.
        const UsbDevice *first = storageDevices.first();
        bool same = true;
        for (const UsbDevice *u : storageDevices)
            same = same && u->speedMbps.valueOr(-1) == first->speedMbps.valueOr(-1) &&
                   u->driver.valueOr(QString()) == first->driver.valueOr(QString());
        if (same)
            for (BlockDevice *d : candidates)
                link(*d, *first);
    }
}

} // namespace

BlockDevice &diskNamed(Facts &f, const QString &name)
{
    return ensureDisk(f, name);
}

void storage(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    if (const QString *s = text(t, ProbeSection::BlockSysfs))
        storageFromSysfs(*s, f);
    fromMounts(t, f);
    if (const QString *s = text(t, ProbeSection::Lsblk))
        fromLsblk(*s, f);
    if (const QString *s = text(t, ProbeSection::Fstab))
        fromFstab(*s, f);
    if (const QString *s = text(t, ProbeSection::Df))
        fromDf(*s, f);
    nameFuseDrivers(t, f);
    volumes(in, f); // after the mounts: a /dev/mapper/luks-… mount is evidence of encryption
    storageFromDmesg(in.dmesg, f);
    for (BlockDevice &d : f.storage.disks)
        if (d.name.startsWith(u"mmcblk") && !d.sdCard.isKnown())
            d.sdCard.offer(true, d.transport.sources().value(0));
    mapUsb(f);
}

} // namespace FactsBuild
