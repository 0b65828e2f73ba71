#include "core/treatment/changerecipe.h"
#include "core/treatment/confedits.h"
#include "core/treatment/planner.h"

// A Pi whose kernel command line turns UAS off for the share's disk (usb-storage.quirks=VID:PID:u)
// while the bridge may work with it: the entry goes from cmdline.txt, and the change takes effect
// only when the Pi starts again. The app asks for the reboot, waits for the Pi to come back and then
// checks that the running kernel has the file's quirks (bootCheck; the undo's reboot is checked the
// same way). Knowledge: the seed write-up measured 115 → 119 MB/s with UAS on a Pi 4; some bridges
// hang with it, which is why the undo puts the quirk back.

namespace {

// The share disk's USB "vid:pid" (lower case); empty when unknown.
QString diskUsbId(const DiagnosisInput &in)
{
    for (const UsbDevice &d : in.facts.usb.devices)
        if (!in.share.usbPath.isEmpty() && d.path == in.share.usbPath && d.vendorId.isKnown() && d.productId.isKnown())
            return (d.vendorId.value() + u':' + d.productId.value()).toLower();
    return QString();
}

bool quirkTurnsUasOff(const QString &entry, const QString &usbId)
{
    const QStringList f = entry.split(u':');
    return f.size() == 3 && (f.at(0) + u':' + f.at(1)).toLower() == usbId && f.at(2).contains(u'u', Qt::CaseInsensitive);
}

// The root file system on the share's disk: a disk that hangs with UAS would stop the Pi from starting.
bool bootsFromShareDisk(const DiagnosisInput &in)
{
    for (const Filesystem &m : in.facts.storage.mounts)
        if (m.mountPoint == u"/" || m.mountPoint == u"/boot/firmware" || m.mountPoint == u"/boot")
            if (StorageFacts::diskOf(m.device) == in.share.device)
                return true;
    return false;
}

} // namespace

bool Planner::uasQuirk(FixPlan &p, const DiagnosisInput &in, const QMap<QString, FileEdit> &files)
{
    const QString usbId = diskUsbId(in);
    if (usbId.isEmpty() || in.share.device.isEmpty() || bootsFromShareDisk(in))
        return false;
    bool quirked = false;
    for (const QString &q : in.facts.system.usbStorageQuirks)
        quirked = quirked || quirkTurnsUasOff(q, usbId);
    if (!quirked)
        return false; // the bridge itself has no UAS: no setting helps
    // The file that holds the entry: /boot/firmware/cmdline.txt first (on Bookworm /boot/cmdline.txt
    // is only a note that it moved).
    for (const QString &path : {firmwareCmdlinePath(), bootCmdlinePath()}) {
        if (!files.contains(path))
            continue;
        FileEdit e = files.value(path);
        e.after = ConfEdits::cmdlineWithoutUasQuirk(e.before, usbId);
        if (e.after == e.before)
            continue;
        p.files << e;
        ChangeRecipe::uasQuirk(p, path);
        p.why = tr("Without the quirk the kernel binds the disk (%1) to the uas driver, which queues several "
                   "commands at once instead of one at a time.")
                    .arg(usbId);
        p.risk = tr("The Pi restarts: the shares are gone for a minute or two. Some USB bridges hang or drop the "
                    "disk with UAS (that is why such quirks are set): if the disk then fails or vanishes, undo "
                    "the change. The gain is small (about +3 %).");
        p.undo = tr("pinas-doctor fix --undo CHANGE_ID puts the quirk back into %1 and restarts the Pi again.")
                     .arg(path);
        return true;
    }
    return false;
}
