#pragma once

#include "core/diagnosis/diagnosisinput.h"
#include "core/diagnosis/finding.h"
#include "core/treatment/confedits.h"
#include "core/treatment/fixplan.h"

#include <QMap>
#include <QStringList>

// One kind of change the app makes itself (an apply), as one object: how its plan is made from the
// finding's evidence and the Pi's files, what it may touch, and how its root commands are made again
// from the files alone for an undo. A finding's catalogue entry (core/findings/catalogue.cpp) points
// at its kind; nothing dispatches on a finding id.
struct FixKind
{
    // The apply from the evidence and the files (`before` is what the edit starts from). False: no
    // apply here (the finding gets its guide), `refusal` saying why when the app could have made the
    // change but cannot prove its effect.
    bool (*plan)(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                 const QMap<QString, FileEdit> &files, ConfRefusal *refusal);
    // The files (paths on the Pi) and the runtime values (globs) a change of this kind may touch.
    QStringList (*files)();
    QStringList (*runtimeGlobs)();
    // For an undo or a rollback: the reload, verify, precheck, service and restart, made again from
    // the change's files (before → after) alone; false with `why` when the files do not show such a
    // change. `root`: where the Pi's file system starts ("" on a Pi).
    bool (*commands)(FixPlan &commands, const QList<FileEdit> &files, QString *why, const QString &root);
};

// A guide's steps for one finding, tailored to the facts (core/treatment/planner_guides.cpp).
using GuideSteps = void (*)(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                            const QMap<QString, FileEdit> &files);

// The kinds (core/treatment/fixkinds.cpp).
namespace FixKinds {
extern const FixKind nfsAsync;          // /etc/exports: sync -> async
extern const FixKind smbSettings;       // smb.conf without the settings the finding names
extern const FixKind ntfsKernelDriver;  // fstab: ntfs-3g (FUSE) -> ntfs3
extern const FixKind exfatKernelDriver; // fstab: exfat-fuse -> exfat
extern const FixKind governor;          // ondemand with io_is_busy, now and at boot
extern const FixKind uasQuirk;          // cmdline.txt without the quirk that turns UAS off
} // namespace FixKinds
