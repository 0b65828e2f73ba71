#pragma once

#include "core/model/facts.h"
#include "core/model/measurement.h"
#include "core/model/preflightresult.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

struct StepResult;

// The shape every remote job shares: parameters in (constructor), start(), cancel() from the
// owning thread at any time, progress while it runs, finished() exactly once. Nothing blocks the
// thread that owns the job: remote work streams through RemoteCommand, local work runs on a worker
// thread of the job's own. A job is single-shot.
class Job : public QObject
{
    Q_OBJECT
public:
    enum class Outcome
    {
        Running,
        Ok,
        Failed,
        Cancelled
    };
    Q_ENUM(Outcome)

    using QObject::QObject;

    virtual void start() = 0;
    // Stops the work; finished() follows once everything the job left is removed (fast: one short
    // remote command at most).
    virtual void cancel() = 0;

    Outcome outcome() const { return m_outcome; }
    bool isFinished() const { return m_outcome != Outcome::Running; }
    QString errorString() const { return m_error; } // translated; set when Failed
    // What the job measured (also a failed test's record: no figures, error() set); read once
    // finished. Jobs that measure nothing keep the empty default.
    virtual QList<Measurement> measurements() const { return {}; }

signals:
    // fraction 0..1 of this job (an estimate), and a short translated text for a status line.
    void progress(double fraction, const QString &text);
    // One live throughput point: seconds since the job started, bytes per second.
    void rateSample(double seconds, double bytesPerSecond);
    // Exactly once, with everything the job found: the receiver needs no cast to the job's type.
    void finished(const StepResult &result);

protected:
    // Sets the outcome and emits finished() once; later calls are ignored.
    void finish(Outcome outcome, const QString &error = QString());
    // What this job adds to its result beyond outcome, error and measurements() (the probe's
    // transcript and facts, the network test's method, the pre-flight's findings).
    virtual void fillResult(StepResult &result) const { Q_UNUSED(result) }

private:
    Outcome m_outcome = Outcome::Running;
    QString m_error;
};

// What a finished job hands over in Job::finished(): the parts a kind of job does not produce stay
// empty.
struct StepResult
{
    Job::Outcome outcome = Job::Outcome::Running;
    QString error; // translated; set when Failed
    QList<Measurement> measurements;
    QString transcript;                      // ProbeJob: the version-2 transcript
    std::optional<Facts> facts;              // ProbeJob: the facts read from it
    QString method;                          // NetworkJob: how it measured ("nc", "ssh-channel", …)
    std::optional<PreflightResult> preflight; // PreflightJob: what the checks found
};

inline void Job::finish(Outcome outcome, const QString &error)
{
    if (m_outcome != Outcome::Running)
        return;
    m_outcome = outcome;
    m_error = error;
    StepResult result;
    result.outcome = outcome;
    result.error = error;
    result.measurements = measurements();
    fillResult(result);
    emit finished(result);
}
