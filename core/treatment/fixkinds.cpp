#include "core/treatment/fixkind.h"

#include "core/treatment/changerecipe.h"
#include "core/treatment/planner.h"

// Each kind of change the app makes: its plan (Planner), the files and runtime values it may touch,
// and its commands made again for an undo (ChangeRecipe). docs/design.md "How to add… a fix".

namespace {

QStringList exportsFile()
{
    return {Planner::exportsPath()};
}

QStringList smbConfFile()
{
    return {Planner::smbConfPath()};
}

QStringList fstabFile()
{
    return {Planner::fstabPath()};
}

QStringList governorFiles()
{
    return {Planner::cpufrequtilsPath(), Planner::governorTmpfilesPath()};
}

QStringList governorValues()
{
    return {QStringLiteral("/sys/devices/system/cpu/cpufreq/policy*/scaling_governor"),
            QStringLiteral("/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy")};
}

QStringList cmdlineFiles()
{
    return {Planner::firmwareCmdlinePath(), Planner::bootCmdlinePath()};
}

} // namespace

namespace FixKinds {

const FixKind nfsAsync{&Planner::nfsAsync, &exportsFile, nullptr, &ChangeRecipe::nfsCommands};

const FixKind smbSettings{&Planner::smbWithoutSettings, &smbConfFile, nullptr, &ChangeRecipe::sambaCommands};

const FixKind ntfsKernelDriver{
    [](FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &files,
       ConfRefusal *refusal) { return Planner::kernelDriver(p, true, in, files, refusal); },
    &fstabFile, nullptr,
    [](FixPlan &c, const QList<FileEdit> &files, QString *why, const QString &root) {
        return ChangeRecipe::kernelDriverCommands(c, QStringLiteral("ntfs3"), files, why, root);
    }};

const FixKind exfatKernelDriver{
    [](FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &files,
       ConfRefusal *refusal) { return Planner::kernelDriver(p, false, in, files, refusal); },
    &fstabFile, nullptr,
    [](FixPlan &c, const QList<FileEdit> &files, QString *why, const QString &root) {
        return ChangeRecipe::kernelDriverCommands(c, QStringLiteral("exfat"), files, why, root);
    }};

const FixKind governor{
    [](FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &files, ConfRefusal *) {
        return Planner::governor(p, in, files);
    },
    &governorFiles, &governorValues, &ChangeRecipe::noCommands};

const FixKind uasQuirk{
    [](FixPlan &p, const Finding &, const DiagnosisInput &in, const QMap<QString, FileEdit> &files, ConfRefusal *) {
        return Planner::uasQuirk(p, in, files);
    },
    &cmdlineFiles, nullptr, &ChangeRecipe::uasQuirkCommands};

} // namespace FixKinds
