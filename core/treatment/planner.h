#pragma once

#include "core/diagnosis/diagnosisinput.h"
#include "core/diagnosis/finding.h"
#include "core/diagnosis/pifiles.h"
#include "core/treatment/confedits.h"
#include "core/treatment/fixplan.h"

#include <QCoreApplication>
#include <QMap>

class Run;
class Transcript;

// From prescription to treatment (issue #29): a plan for every finding. Pure: the plans come from
// the run's facts and the Pi's file texts alone, so `fix RUNFILE` prints them without a connection
// and an apply plans again on the file it has just read (docs/design.md "Treatment").
class Planner
{
    Q_DECLARE_TR_FUNCTIONS(Planner)
public:
    // The Pi's files as a run shows them, by path: /etc/exports, /etc/fstab, /etc/samba/smb.conf
    // (basedOn "testparm" when testparm printed it), /etc/default/cpufrequtils,
    // /boot/firmware/cmdline.txt and /boot/cmdline.txt, each from its ProbeSection.
    static QMap<QString, FileEdit> filesOf(const Transcript &transcript);
    // One plan per finding of the run's diagnosis, in the diagnosis' order.
    static QList<FixPlan> plansFor(const Run &run);
    // The plan for one finding; `files` as filesOf() gives them (or as read from the Pi just now:
    // `before` is what the edit starts from).
    static FixPlan planFor(const Finding &finding, const DiagnosisInput &in, const QMap<QString, FileEdit> &files);

    static QString exportsPath() { return QStringLiteral("/etc/exports"); }
    static QString smbConfPath() { return PiFiles::smbConf(); }
    static QString fstabPath() { return QStringLiteral("/etc/fstab"); }
    // The firmware's kernel command line file: Bookworm and later, and before.
    static QString firmwareCmdlinePath() { return QStringLiteral("/boot/firmware/cmdline.txt"); }
    static QString bootCmdlinePath() { return QStringLiteral("/boot/cmdline.txt"); }
    // The cpu-governor fix's boot-time places (planner_governor.cpp).
    static QString cpufrequtilsPath() { return QStringLiteral("/etc/default/cpufrequtils"); }
    static QString governorTmpfilesPath()
    {
        return QStringLiteral("/etc/tmpfiles.d/pinas-doctor-governor.conf");
    }
    // The findings the app may apply (when the evidence and the file are there): the catalogue's
    // entries with a FixKind.
    static QStringList applicableIds();
    // The undo of a change whose kind says nothing of its own (a file put back, a service reloaded),
    // as the command line prints it; the window says it with its own Undo (FixConsentDialog).
    static QString defaultUndo();

    // The applies (FixKind::plan, core/treatment/fixkinds.cpp): true with the plan made, false for
    // a guide (`refusal` says why when the app could have made the change but cannot prove it).
    // /etc/exports: sync -> async (planner.cpp).
    static bool nfsAsync(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                         const QMap<QString, FileEdit> &files, ConfRefusal *refusal);
    // smb.conf without the settings the finding holds responsible (Finding::settings), whatever they
    // are: "sync always", an SMB1 limit, forced encryption, … (planner.cpp).
    static bool smbWithoutSettings(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                                   const QMap<QString, FileEdit> &files, ConfRefusal *refusal);
    // NTFS (ntfs) or exFAT through FUSE -> the kernel's driver (planner_kerneldriver.cpp).
    static bool kernelDriver(FixPlan &plan, bool ntfs, const DiagnosisInput &in, const QMap<QString, FileEdit> &files,
                             ConfRefusal *refusal);
    // The usb-storage quirk that turns UAS off, out of cmdline.txt (planner_uasquirk.cpp).
    static bool uasQuirk(FixPlan &plan, const DiagnosisInput &in, const QMap<QString, FileEdit> &files);
    // ondemand with io_is_busy at runtime, and at boot where the Pi has a place (planner_governor.cpp).
    static bool governor(FixPlan &plan, const DiagnosisInput &in, const QMap<QString, FileEdit> &files);

    // The guides (GuideSteps, planner_guides.cpp): numbered steps tailored to the facts. Planner::planFor
    // puts the finding's own fix first as `why` and "run the diagnosis again" last.
    static void fuseNtfsGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                              const QMap<QString, FileEdit> &files);
    static void fuseExfatGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                               const QMap<QString, FileEdit> &files);
    static void usb3PortGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                              const QMap<QString, FileEdit> &files);
    static void cableGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                           const QMap<QString, FileEdit> &files);
    static void link100mGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                              const QMap<QString, FileEdit> &files);
    static void linkGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                          const QMap<QString, FileEdit> &files);
    static void uasGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                         const QMap<QString, FileEdit> &files);
    static void powerGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                           const QMap<QString, FileEdit> &files);
    static void clientMountGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                                 const QMap<QString, FileEdit> &files);
    static void diskHealthGuide(FixPlan &plan, const Finding &finding, const DiagnosisInput &in,
                                const QMap<QString, FileEdit> &files);

private:
    // Why the app does not make a change it could: the guide's first step.
    static QString refusalText(const ConfRefusal &refusal);
    static void fuseGuide(FixPlan &plan, bool ntfs, const DiagnosisInput &in, const QMap<QString, FileEdit> &files);
};
