#pragma once

#include "core/model/facts.h"
#include "core/model/run.h"
#include "remote/jobs/presets.h"
#include "remote/jobs/runorchestrator.h"

#include <QHash>
#include <QVariant>

class CommandRunner;

// What a step's factory (remote/jobs/runsteps.cpp) gets from the run that takes the step: the
// runner, the run's parameters and lengths, the Run to record into, and the few moves of the run a
// job's steps make themselves. A new kind of job reads and records through this, so neither the
// orchestrator's header nor this one changes for it. One per run, owned by its RunOrchestrator.
//
//   Job *makeMine(StepContext &c, const QString &id)
//   {
//       const RunPresets::Lengths l = c.lengths({8ll << 20, 1ll << 30, 6}, {64ll << 20, 8ll << 30, 30});
//       return new MineJob(c.runner(), {c.params().profile.remoteDir, l}, c.owner());
//   }
class StepContext
{
public:
    explicit StepContext(RunOrchestrator &orchestrator) : m_o(orchestrator) {}

    CommandRunner *runner() const;
    const RunOrchestrator::Params &params() const; // the Pi folder is the one the pre-flight chose
    // The parent of a step's job, and the context object of the connections a factory makes.
    QObject *owner() const;
    RunPresets::Settings lengths() const; // the preset's, or the test's (Params::lengths)
    // The lengths of a job that keeps its own (its factory row's quick and thorough values); a
    // test's Settings::ownLengths replaces both.
    RunPresets::Lengths lengths(const RunPresets::Lengths &quick, const RunPresets::Lengths &thorough) const;
    bool cancelled() const;
    QStringList steps() const; // the steps of this run, in order

    Run &run();
    // The Pi's facts, once the probe step handed them over (empty before).
    const Facts &facts() const { return m_facts; }
    void setFacts(const Facts &facts) { m_facts = facts; }
    // What a job's steps hand to each other within one run (the disk write's file name for the
    // read), under a key of the job's own.
    QVariant &value(const QString &key) { return m_values[key]; }

    // The sampler watches every step from the first call on.
    void startSampler();
    // A job that runs several steps in turn: the next of them started (status line, chart, sampler).
    void beginStep(const QString &id);
    // Into the run, checked (an impossible figure is refused) and with the sampler's CPU figures.
    void addMeasurement(const Measurement &m, const QString &stepId);
    void endStep(const QString &id, RunStep::Status status, const QString &message);

private:
    RunOrchestrator &m_o;
    Facts m_facts;
    QHash<QString, QVariant> m_values;
};
