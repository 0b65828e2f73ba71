#include "remote/jobs/stepcontext.h"

CommandRunner *StepContext::runner() const
{
    return m_o.m_runner;
}

const RunOrchestrator::Params &StepContext::params() const
{
    return m_o.m_params;
}

QObject *StepContext::owner() const
{
    return &m_o;
}

RunPresets::Settings StepContext::lengths() const
{
    return m_o.lengths();
}

RunPresets::Lengths StepContext::lengths(const RunPresets::Lengths &quick,
                                         const RunPresets::Lengths &thorough) const
{
    if (m_o.m_params.lengths && m_o.m_params.lengths->ownLengths)
        return *m_o.m_params.lengths->ownLengths;
    return m_o.m_params.preset == RunOrchestrator::Preset::Quick ? quick : thorough;
}

bool StepContext::cancelled() const
{
    return m_o.m_cancelled;
}

QStringList StepContext::steps() const
{
    return m_o.m_steps;
}

Run &StepContext::run()
{
    return m_o.m_run;
}

void StepContext::startSampler()
{
    m_o.startSampler();
}

void StepContext::beginStep(const QString &id)
{
    m_o.enterStep(id);
}

void StepContext::addMeasurement(const Measurement &m, const QString &stepId)
{
    m_o.addMeasurement(m, stepId);
}

void StepContext::endStep(const QString &id, RunStep::Status status, const QString &message)
{
    m_o.endStep(id, status, message);
}
