#include "core/treatment/planner.h"

#include "core/model/displaytext.h"
#include "core/treatment/changescript.h"
#include "core/treatment/clientmount.h"

// Guide plans: what the app must not do itself (hardware, cabling, power, moving data, the PC's own
// mount), as numbered steps tailored to the facts: the Pi's device names, mount points and the
// user's own /etc/fstab line.

namespace {

// The user's fstab line for a mount point, as written; empty when the run has none.
QString fstabLine(const QMap<QString, FileEdit> &files, const QString &mountPoint)
{
    if (mountPoint.isEmpty() || !files.contains(Planner::fstabPath()))
        return {};
    const QStringList lines = QString::fromUtf8(files.value(Planner::fstabPath()).before).split(u'\n');
    for (const QString &line : lines) {
        const QStringList f = line.simplified().split(u' ');
        if (f.size() >= 3 && !f.first().startsWith(u'#') && f.at(1) == mountPoint)
            return line.trimmed();
    }
    return {};
}

QString withType(const QString &line, const QString &type)
{
    QStringList f = line.simplified().split(u' ');
    if (f.size() >= 3)
        f[2] = type;
    return f.join(u' ');
}

} // namespace

QString Planner::refusalText(const ConfRefusal &r)
{
    switch (r.kind) {
    case ConfRefusal::Kind::Include:
        return tr("The app did not change %1: it also reads %2 (include), which the app has not read, and a "
                  "setting there can repeat or undo the change, so its effect cannot be proven. Make the change "
                  "by hand, in both files.")
            .arg(r.file, DisplayText::line(r.detail));
    case ConfRefusal::Kind::Copy:
        return tr("The app did not change %1: the section [%2] is copied into another one (copy =), which would "
                  "change with it. Make the change by hand.")
            .arg(r.file, DisplayText::line(r.detail));
    case ConfRefusal::Kind::Broken:
        return tr("The app did not change %1: Samba would not read it as it is (a section header without \"]\" "
                  "or a setting without a name). Check it with testparm -s first.")
            .arg(r.file);
    case ConfRefusal::Kind::Unproven:
        return r.detail.isEmpty()
                   ? tr("The app did not change %1: read again after the edit, the file would mean something "
                        "else besides the change, so its effect cannot be proven. Make the change by hand.")
                         .arg(r.file)
                   : tr("The app did not change %1: read again after the edit, another setting (%2) would mean "
                        "something else, so its effect cannot be proven. Make the change by hand.")
                         .arg(r.file, DisplayText::line(r.detail));
    case ConfRefusal::Kind::None:
        break;
    }
    return QString();
}

namespace {

QString interfaceOf(const DiagnosisInput &in)
{
    return in.nic() ? in.nic()->name : QStringLiteral("eth0");
}

QString diskOf(const DiagnosisInput &in)
{
    return in.share.device.isEmpty() ? QStringLiteral("sda") : in.share.device;
}

} // namespace

void Planner::fuseGuide(FixPlan &p, bool ntfs, const DiagnosisInput &in, const QMap<QString, FileEdit> &files)
{
    const QString mountPoint = in.share.mountPoint;
    const QString type = ntfs ? QStringLiteral("ntfs3") : QStringLiteral("exfat");
    const QString line = fstabLine(files, mountPoint);
    p.steps << tr("Check that the kernel has the driver: %1 (ntfs3 needs Linux 5.15 or later, exfat 5.7).")
                   .arg(QStringLiteral("grep -w %1 /proc/filesystems || sudo modprobe %1").arg(type));
    p.steps << tr("Stop the programs that use %1 (Samba, NFS, media servers): sudo systemctl stop smbd")
                   .arg(mountPoint.isEmpty() ? tr("the disk") : mountPoint);
    if (!line.isEmpty()) {
        p.steps << tr("In /etc/fstab replace your line\n     %1\n   with\n     %2").arg(line, withType(line, type));
    } else {
        p.steps << tr("In /etc/fstab set the file system type of %1 to %2.")
                       .arg(mountPoint.isEmpty() ? diskOf(in) : mountPoint, type);
    }
    p.steps << tr("Mount it again: sudo umount %1 && sudo mount %1, then start the services again.")
                   .arg(mountPoint.isEmpty() ? tr("MOUNTPOINT") : mountPoint);
    p.steps << tr("For the most speed copy the data to an ext4 disk instead (a backup first).");
    p.risk = tr("Unmounting fails while files are open; a disk that was not cleanly removed may need a check "
                "on Windows first (chkdsk).");
}

void Planner::fuseNtfsGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &files)
{
    fuseGuide(p, true, in, files);
}

void Planner::fuseExfatGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &files)
{
    fuseGuide(p, false, in, files);
}

void Planner::usb3PortGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &)
{
    p.steps << tr("Shut the Pi down: sudo poweroff.");
    p.steps << tr("Plug the disk (%1) into a blue USB 3 port of the Pi.").arg(diskOf(in));
    p.steps << tr("Check that it now runs at 5000M: lsusb -t");
    p.steps << tr("If it stays at 480M, try another cable or enclosure: some only work at USB 2 speed.");
}

void Planner::cableGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &)
{
    p.steps << tr("Connect the Pi to the router or switch with an Ethernet cable.");
    p.steps << tr("Check that the NAS traffic now uses the cable: ip route get ADDRESS-OF-YOUR-PC shows the wired "
                  "interface, not %1.").arg(interfaceOf(in));
}

void Planner::linkGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &)
{
    const QString iface = interfaceOf(in);
    p.steps << tr("Check the link: ethtool %1 (Speed and Duplex).").arg(iface);
    p.steps << tr("Try another cable (Cat 5e or better) and another port on the switch or router.");
    p.steps << tr("Turn autonegotiation on: sudo ethtool -s %1 autoneg on").arg(iface);
}

void Planner::link100mGuide(FixPlan &p, const Finding &f, const DiagnosisInput &in, const QMap<QString, FileEdit> &files)
{
    // A board whose Ethernet is 100 Mb/s by design (the board table: Pi 1 B and B+, 2 B, 3 B):
    // no cable, port or autonegotiation makes it faster, so the checklist does not suggest one.
    const bool boardIs100 = in.board && in.board->nicLinkMbps > 0 && in.board->nicLinkMbps <= 100;
    if (!boardIs100) {
        linkGuide(p, f, in, files);
        return;
    }
    const QString iface = interfaceOf(in);
    p.steps << tr("Check: ethtool %1 shows Speed: 100Mb/s and Duplex: Full, the most this board's Ethernet can do.")
                   .arg(iface);
    p.steps << tr("To go faster, serve the share from a Pi 4 or Pi 5, whose gigabit Ethernet is not a USB "
                  "device, and move the disk over to it.");
}

void Planner::uasGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &)
{
    if (!in.facts.system.usbStorageQuirks.isEmpty()) {
        p.steps << tr("Your kernel command line turns UAS off with usb-storage.quirks=%1. Remove that word "
                      "from /boot/firmware/cmdline.txt (older systems: /boot/cmdline.txt).")
                       .arg(in.facts.system.usbStorageQuirks.join(u','));
        p.steps << tr("Reboot: sudo reboot.");
    } else {
        p.steps << tr("Use an enclosure whose bridge chip supports UAS (ASMedia ASM1153E, JMicron JMS578 and "
                      "others).");
    }
    p.steps << tr("Check: lsusb -t shows Driver=uas for the disk.");
    p.risk = tr("Some bridges hang with UAS; if the disk then fails, put the quirk back.");
    p.needsReboot = !in.facts.system.usbStorageQuirks.isEmpty();
}

void Planner::powerGuide(FixPlan &p, const Finding &, const DiagnosisInput &, const QMap<QString, FileEdit> &)
{
    p.steps << tr("Use the official power supply of the board (Pi 4: 5.1 V 3 A; Pi 5: 5.1 V 5 A).");
    p.steps << tr("Give the disk its own power: a powered USB hub or an enclosure with a power adapter.");
    p.steps << tr("Check: vcgencmd get_throttled should print throttled=0x0 after a reboot and a transfer.");
}

void Planner::diskHealthGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &)
{
    // The disk the finding is about: the share's, else the first whose health report shows a problem.
    const BlockDevice *disk = nullptr;
    for (const BlockDevice &d : in.facts.storage.disks) {
        if (in.share.found && !in.share.device.isEmpty() && d.name != in.share.device)
            continue;
        if (d.reallocatedSectors.valueOr(0) + d.pendingSectors.valueOr(0) + d.mediaErrors.valueOr(0) > 0 ||
            d.udmaCrcErrors.valueOr(0) > 0 || d.thermalThrottleEvents.valueOr(0) > 0 ||
            d.smartHealth.valueOr(QString()) == u"failed" || d.criticalWarning.valueOr(0) != 0) {
            disk = &d;
            break;
        }
    }
    const QString name = disk ? disk->name : QStringLiteral("sdX");
    const bool failing = disk && (disk->reallocatedSectors.valueOr(0) + disk->pendingSectors.valueOr(0) +
                                          disk->mediaErrors.valueOr(0) >
                                      0 ||
                                  disk->smartHealth.valueOr(QString()) == u"failed" ||
                                  (disk->criticalWarning.valueOr(0) & ~0x02) != 0);
    if (failing) {
        p.steps << tr("Copy everything you need from %1 to another disk now (for example rsync -a), before "
                      "more sectors fail.")
                       .arg(name);
        p.steps << tr("Replace the disk, then copy the data back.");
    }
    if (disk && disk->udmaCrcErrors.valueOr(0) > 0) {
        p.steps << tr("Replace the USB cable with a short one, and plug the disk straight into a USB 3 port of the Pi.");
        p.steps << tr("Give the disk its own power: an enclosure with a power adapter, or a powered USB hub.");
        p.steps << tr("If the count still grows, put the disk in another enclosure (another bridge chip).");
    }
    if (disk && disk->thermalThrottleEvents.valueOr(0) > 0)
        p.steps << tr("Fit a heatsink on the NVMe drive and keep air moving over it (the case fan).");
    p.steps << tr("Read the counters again after a large copy: sudo smartctl -A /dev/%1 (NVMe: sudo nvme "
                  "smart-log /dev/%1). They must not grow.")
                   .arg(name);
}

void Planner::clientMountGuide(FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &)
{
    const ClientMount mount{in.clientMountType, in.clientMountSource, in.clientMountPoint, in.clientMountOptions};
    if (mount.isKnown()) {
        // This PC's own mount, as the run recorded it: the same source and folder, its options
        // without the slow ones (ClientMount::fastOptions).
        p.steps << tr("This PC mounts %1 on %2 with: %3")
                       .arg(DisplayText::line(mount.source), DisplayText::line(mount.mountPoint),
                            DisplayText::line(in.clientMountOptions, 400));
        p.steps << tr("Close the files open on the share, then mount it again without the slow options:\n     %1")
                       .arg(mount.mountCommand());
        p.steps << tr("To keep it so after a restart, put this line in /etc/fstab instead of the one for %1 "
                      "(credentials belong in a credentials= file, not in the line):\n     %2")
                       .arg(DisplayText::line(mount.mountPoint), mount.fstabLine());
    } else {
        p.steps << tr("On this PC, mount the share without \"sync\" and without small rsize/wsize, for example:");
        p.steps << (in.clientMountType.startsWith(QLatin1String("nfs"))
                        ? QStringLiteral("sudo mount -t nfs -o vers=4.2,proto=tcp PI:/PATH /MOUNTPOINT")
                        : QStringLiteral("sudo mount -t cifs -o vers=3.1.1,uid=$(id -u) //PI/SHARE /MOUNTPOINT"));
    }
    p.steps << tr("Check it: findmnt -no OPTIONS %1 shows no \"sync\" and rsize/wsize of 65536 or more.")
                   .arg(mount.isKnown() ? ChangeScript::quote(mount.mountPoint) : QStringLiteral("/MOUNTPOINT"));
}
