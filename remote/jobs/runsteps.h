#pragma once

#include "core/model/run.h"
#include "remote/jobs/job.h"

#include <QLatin1String>
#include <QList>
#include <QString>

class StepContext;

// How the steps of one kind of job (StepInfo::job) are run: one row per job key in
// remote/jobs/runsteps.cpp, with free functions that get what they need from the run's
// StepContext. The steps themselves, their ids and their order are the registry's
// (core/model/steps.cpp).
struct StepFactory
{
    QLatin1String job;
    // Makes the step's job (parent: StepContext::owner()), or records the step itself and returns
    // nullptr (e.g. skipped).
    Job *(*make)(StepContext &context, const QString &id);
    // Takes what the finished job found (its finished() signal's result) into the run and records
    // the step.
    void (*collect)(StepContext &context, const StepResult &result, const QString &id,
                    RunStep::Status status);
};

namespace RunSteps {
const QList<StepFactory> &factories();
// The factory of a run step; nullptr for an id the registry does not know as a run step, or a step
// whose job has no factory.
const StepFactory *factoryFor(const QString &id);
} // namespace RunSteps
