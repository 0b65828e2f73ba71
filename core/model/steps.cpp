#include "core/model/steps.h"

namespace {
using K = Measurement::Kind;
using S = StepInfo;

// Adding a step: a row here (and, for a new kind of job, its factory in remote/jobs/runsteps.cpp).
// Ids are part of the run file contract (docs/design.md); titles are shown to the user.
const QList<StepInfo> &table()
{
    static const QList<StepInfo> rows{
        {QStringLiteral("preflight"), K::Unknown, QT_TRANSLATE_NOOP("Steps", "Checking the Pi folder and the share"),
         QT_TRANSLATE_NOOP("Steps", "Pre-flight check"), S::Path::None, S::Side::Both, S::Role::Gate,
         S::Job::Preflight, false},
        {QStringLiteral("probe"), K::Unknown, QT_TRANSLATE_NOOP("Steps", "Reading the Pi's hardware and settings"),
         QT_TRANSLATE_NOOP("Steps", "Hardware read"), S::Path::None, S::Side::Pi, S::Role::Step, S::Job::Probe,
         false},
        {QStringLiteral("cleanup"), K::Unknown,
         QT_TRANSLATE_NOOP("Steps", "Removing test files an earlier run left behind"),
         QT_TRANSLATE_NOOP("Steps", "Cleanup of earlier test files"), S::Path::None, S::Side::Pi, S::Role::Step,
         S::Job::Cleanup, false},
        {QStringLiteral("pi-disk-write"), K::PiDiskWrite, QT_TRANSLATE_NOOP("Steps", "Pi disk write"), nullptr,
         S::Path::PiDisk, S::Side::Pi, S::Role::Step, S::Job::DiskTest, false},
        {QStringLiteral("pi-disk-read"), K::PiDiskRead, QT_TRANSLATE_NOOP("Steps", "Pi disk read"), nullptr,
         S::Path::PiDisk, S::Side::Pi, S::Role::Step, S::Job::DiskTest, false},
        {QStringLiteral("net-pi-to-pc"), K::NetPiToPc, QT_TRANSLATE_NOOP("Steps", "Network, Pi to PC"), nullptr,
         S::Path::Network, S::Side::Both, S::Role::Step, S::Job::NetworkTest, false},
        {QStringLiteral("net-pc-to-pi"), K::NetPcToPi, QT_TRANSLATE_NOOP("Steps", "Network, PC to Pi"), nullptr,
         S::Path::Network, S::Side::Both, S::Role::Step, S::Job::NetworkTest, false},
        // One ShareJob runs every share test in turn and records each as it ends.
        {QStringLiteral("share-write"), K::ShareWrite, QT_TRANSLATE_NOOP("Steps", "Share write"), nullptr,
         S::Path::Share, S::Side::Pc, S::Role::Step, S::Job::ShareTests, false},
        {QStringLiteral("share-read"), K::ShareRead, QT_TRANSLATE_NOOP("Steps", "Share read"), nullptr,
         S::Path::Share, S::Side::Pc, S::Role::Step, S::Job::ShareTests, false},
        {QStringLiteral("share-small-files"), K::ShareSmallFiles, QT_TRANSLATE_NOOP("Steps", "Share, small files"),
         nullptr, S::Path::Share, S::Side::Pc, S::Role::Step, S::Job::ShareTests, false},
        {QStringLiteral("share-copy-file"), K::ShareCopyFile, QT_TRANSLATE_NOOP("Steps", "Share, file copy"),
         nullptr, S::Path::Share, S::Side::Pc, S::Role::Step, S::Job::ShareTests, true},
        {QStringLiteral("sampler"), K::Unknown, QT_TRANSLATE_NOOP("Steps", "Watching the Pi's CPU, network and disk"),
         QT_TRANSLATE_NOOP("Steps", "CPU and network sampling"), S::Path::None, S::Side::Pi, S::Role::Background,
         S::Job::Sampler, false},
    };
    return rows;
}
} // namespace

QString StepInfo::title() const
{
    return Steps::tr(titleText);
}

QString StepInfo::shortTitle() const
{
    return Steps::tr(shortTitleText ? shortTitleText : titleText);
}

const QList<StepInfo> &Steps::all()
{
    return table();
}

const StepInfo *Steps::find(const QString &id)
{
    for (const StepInfo &s : table())
        if (s.id == id)
            return &s;
    return nullptr;
}

const StepInfo *Steps::of(Measurement::Kind kind)
{
    if (kind == Measurement::Kind::Unknown)
        return nullptr;
    for (const StepInfo &s : table())
        if (s.kind == kind)
            return &s;
    return nullptr;
}

QString Steps::idOf(QLatin1String job)
{
    for (const StepInfo &s : table())
        if (s.job == job)
            return s.id;
    return QString();
}

QStringList Steps::runIds(bool withOptional)
{
    QStringList ids;
    for (const StepInfo &s : table())
        if (s.role == StepInfo::Role::Step && (!s.optional || withOptional))
            ids << s.id;
    return ids;
}

QList<Measurement::Kind> Steps::kinds()
{
    QList<Measurement::Kind> kinds;
    for (const StepInfo &s : table())
        if (s.measures())
            kinds << s.kind;
    return kinds;
}
