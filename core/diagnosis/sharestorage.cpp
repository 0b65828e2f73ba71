#include "core/diagnosis/sharestorage.h"

namespace {

bool isSystemMount(const Filesystem &f)
{
    return f.mountPoint == u"/" || f.mountPoint.startsWith(u"/boot");
}

bool isNetworkFs(const Filesystem &f)
{
    return f.fstype.startsWith(u"nfs") || f.fstype == u"cifs" || f.fstype == u"smb3";
}

const Filesystem *mountFor(const Facts &facts, const QString &dir)
{
    const Filesystem *best = nullptr;
    for (const Filesystem &f : facts.storage.mounts) {
        if (f.mountPoint.isEmpty() || isNetworkFs(f))
            continue;
        const bool under = dir == f.mountPoint || f.mountPoint == u"/" || dir.startsWith(f.mountPoint + u'/');
        if (under && (!best || f.mountPoint.size() > best->mountPoint.size()))
            best = &f;
    }
    return best;
}

bool diskOnUsb(const BlockDevice *d)
{
    return d &&
           (d->transport.valueOr(QString()) == u"usb" || d->usbDriver.isKnown() || d->usbSpeedMbps.isKnown());
}

// The mount most likely behind the share when the profile does not say.
const Filesystem *likelyMount(const Facts &facts)
{
    for (const Filesystem &f : facts.storage.mounts)
        if (f.fuse && !isSystemMount(f))
            return &f;
    for (const Filesystem &f : facts.storage.mounts)
        if (!isSystemMount(f) && !isNetworkFs(f) &&
            diskOnUsb(facts.storage.findDisk(StorageFacts::diskOf(f.device))))
            return &f;
    for (const Filesystem &f : facts.storage.mounts)
        if (!isSystemMount(f) && !isNetworkFs(f) && f.device.startsWith(u"/dev/"))
            return &f;
    return nullptr;
}

void fillFromUsbDevice(ShareStorage &s, const Facts &facts, const UsbDevice &u)
{
    s.usbPath = u.path;
    if (s.usbSpeedMbps <= 0)
        s.usbSpeedMbps = u.speedMbps.valueOr(0);
    if (s.usbDriver.isEmpty()) {
        const QString d = u.driver.valueOr(QString());
        if (d == u"uas" || d == u"usb-storage")
            s.usbDriver = d;
        else if (u.interfaceDrivers.contains(QStringLiteral("uas")))
            s.usbDriver = QStringLiteral("uas");
        else if (u.interfaceDrivers.contains(QStringLiteral("usb-storage")))
            s.usbDriver = QStringLiteral("usb-storage");
    }
    s.usbRoot = facts.usb.rootOf(u.path);
}

void fillFromDisk(ShareStorage &s, const Facts &facts, const BlockDevice &d)
{
    s.found = true;
    s.device = d.name;
    s.usbSpeedMbps = d.usbSpeedMbps.valueOr(0);
    s.usbDriver = d.usbDriver.valueOr(QString());
    s.sdCard = d.sdCard.valueOr(false) || d.name.startsWith(u"mmcblk");
    s.nvme = d.name.startsWith(u"nvme") || d.transport.valueOr(QString()) == u"nvme";
    s.pcieGts = d.pcieGts.valueOr(0);
    s.pcieLanes = d.pcieLanes.valueOr(0);
    if (d.rotational.isKnown())
        s.rotational = d.rotational.value();
    if (d.usbPath.isKnown())
        if (const UsbDevice *u = facts.usb.find(d.usbPath.value()))
            fillFromUsbDevice(s, facts, *u);
}

void fillFromMount(ShareStorage &s, const Facts &facts, const Filesystem &f)
{
    s.found = true;
    s.mountPoint = f.mountPoint;
    s.fstype = f.fstype;
    s.declaredFstype = f.declaredFstype;
    s.mountOptions = f.options;
    s.fuse = f.fuse;
    s.fuseDriver = f.fuseDriver;
    if (s.fuse && s.fuseDriver.isEmpty()) {
        // fuseblk alone does not say which driver: the running helper does (docs/knowledge.md §4.4).
        // ps truncates names to 15 characters ("mount.exfat-fus"): match the start and the command.
        for (const ProcessInfo &p : facts.processes) {
            const QString all = p.name + u' ' + p.command;
            if (all.contains(u"ntfs-3g") || all.contains(u"mount.ntfs")) {
                s.fuseDriver = QStringLiteral("ntfs-3g");
                break;
            }
            if (all.contains(u"exfat")) {
                s.fuseDriver = QStringLiteral("exfat-fuse");
                break;
            }
        }
    }
    if (const CryptDevice *c = facts.storage.cryptFor(f.device)) {
        s.encrypted = true;
        s.cryptName = c->name;
        s.cryptCipher = c->cipher.valueOr(QString());
    }
    // Below a dm-crypt mapping the disk is its backing device ("/dev/mapper/data" on sda1).
    QString device = f.device;
    if (s.encrypted) {
        const CryptDevice *c = facts.storage.cryptFor(f.device);
        if (c->backingDevice.isKnown())
            device = c->backingDevice.value();
    }
    if (const BlockDevice *d = facts.storage.findDisk(StorageFacts::diskOf(device)))
        fillFromDisk(s, facts, *d);
    else if (device.contains(u"mmcblk"))
        s.sdCard = true;
    else if (device.contains(u"nvme"))
        s.nvme = true;
    if (!s.encrypted && s.device.isEmpty() && facts.storage.crypt.size() == 1 &&
        (f.device.startsWith(u"/dev/mapper/") || f.device.startsWith(u"/dev/dm-"))) {
        // One mapping and the share on a device-mapper node: that mapping (names differ between
        // lsblk and the mount table only when it was renamed).
        s.encrypted = true;
        s.cryptName = facts.storage.crypt.first().name;
        s.cryptCipher = facts.storage.crypt.first().cipher.valueOr(QString());
    }
    if (s.device.isEmpty())
        s.device = StorageFacts::diskOf(device);
}

} // namespace

bool ShareStorage::isNtfsFuse() const
{
    return fuse && (fuseDriver == u"ntfs-3g" || declaredFstype == u"ntfs" || fstype == u"fuse.ntfs-3g");
}

bool ShareStorage::isExfatFuse() const
{
    return fuse && !isNtfsFuse() &&
           (fuseDriver.contains(u"exfat") || declaredFstype == u"exfat" || fstype.contains(u"exfat"));
}

ShareStorage ShareStorage::find(const Facts &facts, const QString &remoteDir)
{
    ShareStorage s = findDisk(facts, remoteDir);
    // "uas_eh_abort_handler" lines come from the uas driver: the USB disk runs on uas.
    if (s.usbDriver.isEmpty() && !s.nvme && !s.sdCard && (s.usbSpeedMbps > 0 || !s.usbPath.isEmpty()))
        for (const DmesgEvent &e : facts.dmesg)
            if (e.kind == DmesgEvent::Kind::UasError) {
                s.usbDriver = QStringLiteral("uas");
                break;
            }
    return s;
}

ShareStorage ShareStorage::findDisk(const Facts &facts, const QString &remoteDir)
{
    ShareStorage s;
    const Filesystem *mount = remoteDir.isEmpty() ? nullptr : mountFor(facts, remoteDir);
    if (!mount)
        mount = likelyMount(facts);
    if (mount) {
        fillFromMount(s, facts, *mount);
        return s;
    }
    for (const BlockDevice &d : facts.storage.disks)
        if (diskOnUsb(&d)) {
            fillFromDisk(s, facts, d);
            return s;
        }
    for (const UsbDevice &u : facts.usb.devices)
        if (u.isMassStorage()) {
            s.found = true;
            s.device = u.path;
            fillFromUsbDevice(s, facts, u);
            return s;
        }
    for (const BlockDevice &d : facts.storage.disks)
        if (d.name.startsWith(u"nvme") || d.transport.valueOr(QString()) == u"nvme") {
            fillFromDisk(s, facts, d);
            for (const Filesystem *m : facts.storage.mountsOf(d.name))
                if (!m->mountPoint.startsWith(u"/boot")) {
                    fillFromMount(s, facts, *m);
                    break;
                }
            return s;
        }
    for (const BlockDevice &d : facts.storage.disks)
        if (d.sdCard.valueOr(false) || d.name.startsWith(u"mmcblk")) {
            fillFromDisk(s, facts, d);
            if (const Filesystem *root = mountFor(facts, QStringLiteral("/")))
                fillFromMount(s, facts, *root);
            return s;
        }
    return s;
}
