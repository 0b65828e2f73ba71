#include "core/treatment/planner.h"

#include "core/treatment/confedits.h"

// The cpu-governor fix: the runtime writes through sysfs, and the persistent half where the Pi has
// a standard place for it (docs/design.md "Treatment"), decided from the run's facts:
// cpufrequtils installed -> its own /etc/default/cpufrequtils (GOVERNOR=, read by its init script
// at boot; it has no io_is_busy setting); else systemd running -> a systemd-tmpfiles file of the
// app's own with a "w" line per runtime value; else none (runtime only, lost at reboot).

namespace {

QString governorGlob()
{
    return QStringLiteral("/sys/devices/system/cpu/cpufreq/policy*/scaling_governor");
}

QString ioIsBusyPath()
{
    return QStringLiteral("/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy");
}

} // namespace

bool Planner::governor(FixPlan &p, const DiagnosisInput &in, const QMap<QString, FileEdit> &files)
{
    const QString governor = in.facts.system.governor.valueOr(QString());
    if (governor == u"powersave")
        p.runtime << RuntimeWrite{governorGlob(), governor, QStringLiteral("ondemand")};
    else if (governor != u"ondemand")
        return false;
    p.runtime << RuntimeWrite{ioIsBusyPath(), QString(), QStringLiteral("1")};
    p.needsSudo = true;
    p.why = tr("The \"ondemand\" governor with io_is_busy raises the clock while the Pi waits for the disk "
               "or the network, so a transfer runs at full speed.");
    p.undo = tr("Undo writes the old values back and puts the boot-time file back as it was "
                "(pinas-doctor fix --undo CHANGE_ID).");

    if (in.facts.system.cpufrequtilsInstalled.valueOr(false)) {
        FileEdit e = files.value(cpufrequtilsPath());
        e.path = cpufrequtilsPath();
        e.absentBefore = !files.contains(cpufrequtilsPath());
        e.after = ConfEdits::defaultsWithVariable(e.before, "GOVERNOR", "\"ondemand\"");
        if (e.after != e.before)
            p.files << e;
        p.risk = tr("The CPU runs faster and warmer while busy. The governor is also set at every boot "
                    "(cpufrequtils reads %1); io_is_busy lasts until the next reboot, as cpufrequtils has no "
                    "setting for it.")
                     .arg(cpufrequtilsPath());
        return true;
    }
    if (in.facts.system.systemdRunning.valueOr(false)) {
        FileEdit e;
        e.path = governorTmpfilesPath();
        e.absentBefore = true;
        // systemd-tmpfiles writes each "w" line's argument to the path (a glob) at boot.
        e.after = "# Pi NAS Doctor, fix cpu-governor: the CPU governor at every boot (systemd-tmpfiles).\n"
                  "# Undo with pinas-doctor fix --undo CHANGE_ID, or delete this file.\n";
        for (const RuntimeWrite &w : p.runtime)
            e.after += "w " + w.pathGlob.toUtf8() + " - - - - " + w.value.toUtf8() + '\n';
        p.files << e;
        p.risk = tr("The CPU runs faster and warmer while busy. The setting is also made at every boot, by "
                    "systemd-tmpfiles from %1.")
                     .arg(governorTmpfilesPath());
        return true;
    }
    p.risk =
        tr("The CPU runs faster and warmer while busy. The change lasts until the next reboot: the run shows "
           "neither cpufrequtils nor systemd, so the app knows no standard place on this Pi to keep it.");
    p.undo =
        tr("Undo writes the old values back (pinas-doctor fix --undo CHANGE_ID); a reboot undoes it too.");
    return true;
}
