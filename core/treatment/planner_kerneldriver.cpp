#include "core/treatment/changerecipe.h"
#include "core/treatment/confedits.h"
#include "core/treatment/confproofs.h"
#include "core/treatment/planner.h"

#include <QRegularExpression>

// NTFS or exFAT mounted through FUSE (ntfs-3g, exfat-fuse) moved to the kernel's own driver:
// ntfs3 since Linux 5.15, exfat since 5.7 (the kernel's Documentation/filesystems/ntfs3.rst and
// exfat's merge for 5.7). Only the user's /etc/fstab line changes (its type), then the mount point is
// unmounted and mounted again. The change script refuses before anything when the kernel has no
// such driver or any process has a file (or its working folder) on the mount, and verifies that
// the mount's type is then the kernel's; undo puts the line back and mounts it again through FUSE.

namespace {

// "6.1.21-v8+" -> 601; 0 when unknown.
int kernelVersion(const QString &release)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\.(\\d+)"));
    const QRegularExpressionMatch m = re.match(release);
    return m.hasMatch() ? m.captured(1).toInt() * 100 + m.captured(2).toInt() : 0;
}

} // namespace

bool Planner::kernelDriver(FixPlan &p, bool ntfs, const DiagnosisInput &in, const QMap<QString, FileEdit> &files,
                           ConfRefusal *refusal)
{
    const QString type = ntfs ? QStringLiteral("ntfs3") : QStringLiteral("exfat");
    // The FUSE types a user's fstab names for this file system. A plain "exfat" line mounts through
    // the FUSE helper mount.exfat when exfat-fuse is installed: changing the line would not help.
    const QStringList fuseTypes =
        ntfs ? QStringList{QStringLiteral("ntfs-3g"), QStringLiteral("ntfs")}
             : QStringList{QStringLiteral("exfat-fuse"), QStringLiteral("fuse.exfat")};
    const QString mp = in.share.mountPoint;
    if (!in.share.fuse || !ChangeRecipe::plainMountPoint(mp) ||
        !files.contains(fstabPath()))
        return false;
    const int kernel = kernelVersion(in.facts.board.kernelRelease.valueOr(QString()));
    if (kernel < (ntfs ? 515 : 507))
        return false;
    FileEdit e = files.value(fstabPath());
    e.after = ConfEdits::fstabWithType(e.before, mp, fuseTypes, type);
    if (e.after == e.before)
        return false;
    *refusal = ConfProofs::fstabProof(e.before, e.after, mp);
    refusal->file = e.path;
    if (!refusal->isNone())
        return false;
    const int index = int(p.files.size());
    p.files << e;
    ChangeRecipe::kernelDriver(p, type, mp, e.path, index);
    p.why = tr("The kernel's %1 driver reads and writes in the kernel, without a user-space process copying "
               "every block: the share is no longer limited by one CPU core.")
                .arg(type);
    p.risk =
        tr("The disk is unmounted for a moment: the change is refused while any program has a file open "
           "on it (stop Samba, NFS and media servers first). Mount options ntfs-3g knows but %1 does not "
           "make the mount fail; then the line is put back and the disk mounted as before.")
            .arg(type);
    p.undo = tr("pinas-doctor fix --undo CHANGE_ID puts your /etc/fstab line back and mounts the disk again "
                "through FUSE (also refused while files are open).");
    return true;
}
