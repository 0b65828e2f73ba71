#pragma once

#include "core/model/measurement.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QList>
#include <QString>
#include <QStringList>

// One step a run records (a RunStep's id). The registry below is the one place a step id, its
// measurement kind and its titles are spelt; everything else asks it.
struct StepInfo
{
    // Where the step's work runs: on the Pi through the SSH connection, on this PC (the share
    // through its mount), or on both ends at once (the network test).
    enum class Side
    {
        Pi,
        Pc,
        Both
    };
    // The stretch of the way from the Pi's disk to the PC the step measures (core/diagnosis maps
    // it to its layers: PiDisk -> storage and USB, Network -> network, Share -> end to end).
    enum class Path
    {
        None, // measures nothing: facts, cleanup, the gate, the sampler
        PiDisk,
        Network,
        Share
    };
    // How the step takes part in a run: the gate before the steps (it stops a run with a setup
    // problem), one of the run's steps in order, or running beside the steps.
    enum class Role
    {
        Gate,
        Step,
        Background
    };
    // The kind of job that runs it, by a stable key (never shown, not in the run file): the name of
    // the job's class. remote/jobs/runsteps.cpp holds one factory per key, so a step of a new kind of
    // job is its row here and a factory row there, both spelling the key; nothing here changes. A key
    // without a factory fails every run at start and tst_runlogic::everyKindHasAStep; a factory
    // without a step fails tst_runlogic::everyFactoryRunsAStep. The jobs other code looks up (the
    // gate, the probe, the sampler, …) have a constant below. Steps with the same job may share one
    // job run.
    struct Job
    {
        static constexpr QLatin1String Preflight{"PreflightJob"};
        static constexpr QLatin1String Probe{"ProbeJob"};
        static constexpr QLatin1String Cleanup{"CleanupJob"};
        static constexpr QLatin1String DiskTest{"RemoteDiskJob"};
        static constexpr QLatin1String NetworkTest{"NetworkJob"};
        static constexpr QLatin1String ShareTests{"ShareJob"};
        static constexpr QLatin1String Sampler{"SamplerJob"};
    };

    QString id;              // the run file's step id (a contract: docs/design.md)
    Measurement::Kind kind;  // what it measures; Unknown for a step that measures nothing
    const char *titleText;   // while it runs (progress, step list): QT_TRANSLATE_NOOP("Steps", …)
    const char *shortTitleText; // in a summary of the run (completeness): QT_TRANSLATE_NOOP("Steps", …)
    Path path;
    Side side;
    Role role;
    QLatin1String job; // a Job constant, or the key of a job no other code looks up
    bool optional; // only on request (share-copy-file: a file to copy)

    QString title() const;      // translated
    QString shortTitle() const; // translated
    bool measures() const { return kind != Measurement::Kind::Unknown; }
};

// The step registry: every step, in the order a run takes them.
//
//   for (const QString &id : Steps::runIds(false)) …            // the run's steps, in order
//   Steps::find(id)->title()                                     // "Pi disk write"
//   Steps::idOf(StepInfo::Job::Probe)                            // "probe"
class Steps
{
    Q_DECLARE_TR_FUNCTIONS(Steps)
public:
    static const QList<StepInfo> &all();
    static const StepInfo *find(const QString &id); // nullptr: not a step this version knows
    static const StepInfo *of(Measurement::Kind kind);
    // The id of the (first) step a job of this kind runs.
    static QString idOf(QLatin1String job);
    // The run's steps (role Step) in order; the optional ones only with withOptional.
    static QStringList runIds(bool withOptional);
    // The measurement kinds, in the order a run measures them.
    static QList<Measurement::Kind> kinds();
};
