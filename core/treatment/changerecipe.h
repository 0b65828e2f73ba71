#pragma once

#include "core/treatment/fixplan.h"

#include <QCoreApplication>

// The commands a change runs as root on the Pi — reload, verify, precheck, the service kept running,
// the restart and its boot check — made in one place for each fix, from the finding and the files
// alone. The planner takes them from here for an apply; an undo (and the rollback of a change cut
// off before its confirmation) makes them here again from the change's finding and files, and never
// takes a command, a path or a value from the Pi's manifest (docs/design.md "Treatment", safety
// rule 11): a planted or edited manifest cannot run anything.
class ChangeRecipe
{
    Q_DECLARE_TR_FUNCTIONS(ChangeRecipe)
public:
    static void nfs(FixPlan &p);
    // smb.conf at `path`, file `index` of the change, drops the settings `changed`
    // (SmbConfGrammar::settingKey): testparm proves that on the Pi (ConfProofs::smbVerify).
    static void samba(FixPlan &p, const QString &path, int index, const QStringList &changed);
    // type: "ntfs3" or "exfat"; mountPoint already checked as a plain path; the fstab is file `index`.
    static void kernelDriver(FixPlan &p, const QString &type, const QString &mountPoint, const QString &fstabPath,
                             int index);
    static void uasQuirk(FixPlan &p, const QString &cmdlinePath);

    // A mount point the kernel-driver fix may unmount and mount: a plain absolute path.
    static bool plainMountPoint(const QString &mountPoint);

    // For an undo: `commands` gets the reload, verify, precheck, service and restart of a change of
    // `finding` whose files went from each FileEdit's `before` (the backup) to its `after` and whose
    // runtime writes touch `runtimePaths`. False, with `why` (translated), when the finding is not one
    // the app applies, a path is not one it touches, or the files do not show such a change.
    // `root`: where the Pi's file system starts ("" on a Pi; a temporary folder in tests).
    static bool rederive(FixPlan &commands, const QString &finding, const QList<FileEdit> &files,
                         const QStringList &runtimePaths, QString *why, const QString &root = {});

    // The kinds' halves of rederive (FixKind::commands): the commands from the files alone.
    static bool nfsCommands(FixPlan &commands, const QList<FileEdit> &files, QString *why, const QString &root);
    static bool sambaCommands(FixPlan &commands, const QList<FileEdit> &files, QString *why, const QString &root);
    static bool uasQuirkCommands(FixPlan &commands, const QList<FileEdit> &files, QString *why, const QString &root);
    // `type`: the kernel's type the change sets ("ntfs3", "exfat").
    static bool kernelDriverCommands(FixPlan &commands, const QString &type, const QList<FileEdit> &files,
                                     QString *why, const QString &root);
    static bool noCommands(FixPlan &commands, const QList<FileEdit> &files, QString *why, const QString &root);

private:
    static bool refused(QString *why, const QString &text);
};
