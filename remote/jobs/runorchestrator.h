#pragma once

#include "core/knowledge/mydata.h"
#include "core/model/preflightresult.h"
#include "core/model/run.h"
#include "core/model/sample.h"
#include "core/model/steps.h"
#include "core/store/profile.h"
#include "remote/jobs/job.h"
#include "remote/jobs/presets.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

class CommandRunner;
class SamplerJob;
class StepContext;

// One diagnosis run: pre-flight (a gate before the steps: PreflightJob) -> probe -> cleanup of
// leftovers -> sampler start -> pi-disk-write -> pi-disk-read -> net-pi-to-pc -> net-pc-to-pi -> share
// write/read/small files (/copy) -> sampler stop. Owns its jobs; never blocks. The runner (an SshConnection,
// or a test's scripted runner) must be connected before start(). The steps and their order come from the step
// registry (core/model/steps.h); runsteps.cpp holds one factory per kind of job: the job that runs a step ->
// how its results go into the Run, each reading and recording through a StepContext (stepcontext.h),
// so a new kind of job changes nothing here.
// Every step ends as a RunStep (ok / failed / cancelled / skipped, with a message) and the Run is
// built also when a step failed or the user cancelled (a partial run); saving it is the caller's.
//
//   auto *o = new RunOrchestrator(conn, {profile, RunOrchestrator::Preset::Quick}, this);
//   connect(o, &RunOrchestrator::stepStarted, ...);       // current step for the status line
//   connect(o, &RunOrchestrator::progressChanged, ...);   // 0..1 and a text
//   connect(o, &RunOrchestrator::throughputSample, ...);  // live chart: MB/s of the running test
//   connect(o, &RunOrchestrator::piSample, ...);          // live chart: Pi CPU per core / process
//   connect(o, &RunOrchestrator::finished, ...);          // then o->run(): save it to RunStore
//   o->start();   // Cancel button: o->cancel()
class PcFactsJob;

class RunOrchestrator : public QObject
{
    Q_OBJECT
public:
    enum class Preset
    {
        Quick,   // about 30 s of tests in all
        Thorough // minutes: larger minimum sizes, longer caps, stricter stability
    };

    struct Params
    {
        Profile profile;
        Preset preset = Preset::Quick;
        QString label;
        QString copySource;        // a file the user picked for share-copy-file; empty: none
        QStringList networkMethods; // empty: every method in NetworkJob's order
        QString remotePath;         // tests: PATH for the Pi-side network commands
        bool allowLocalShare =
            false; // measure a share folder on this PC's own disk (tests, --allow-local-share)
        std::optional<RunPresets::Settings> lengths; // tests: test lengths other than the preset's
        QStringList steps; // tests: run these step ids in this order; empty: stepIds()
        // `steps` is a re-measure of chosen layers ("Measure again" after a change), not a test's
        // cut: the run file records them as `steps_chosen`, so completeness and the verdict judge
        // the run on those steps alone (Completeness::chosen).
        bool stepsChosen = false;
        std::function<void(Measurement::Kind)> beforeShareTest; // tests: see ShareJob::Params::beforeEachTest
        std::function<void()> afterPreflightMarker; // tests: see PreflightJob::Params::afterMarkerWritten
        // When the pre-flight finds the share in another folder of the Pi, the Pi-side tests run in
        // that folder (the disk behind the share). False: keep the chosen folder; the run then
        // compares nothing between disk and share, and is not complete (`run --keep-pi-folder`).
        bool followShareFolder = true;
        // The owner's sizes for the copy and backup answers (Settings → My data); the run file
        // records them completed with the table's sizes as "my_data", so its report reads the same
        // later and elsewhere.
        MyData myData;
    };

    RunOrchestrator(CommandRunner *runner, Params params, QObject *parent = nullptr);
    ~RunOrchestrator() override;

    void start();
    // Stops the running step (its temp files are removed on both machines), records it and every
    // step not yet run as cancelled, stops the sampler and removes any leftover, then finished().
    void cancel();

    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    QString currentStep() const { return m_currentStep; } // step id: "probe", "pi-disk-write", …
    double progress() const { return m_progress; }
    const Run &run() const { return m_run; }
    // Every step ran and ended ok.
    bool allStepsOk() const { return m_run.isComplete() && !m_cancelled; }
    // What the pre-flight found (set once preflightFinished() came). When it did not pass, nothing was
    // measured and nothing written: every step is recorded as skipped, and the run is not worth
    // saving (the callers do not save it).
    const PreflightResult &preflight() const { return m_preflight; }
    bool preflightFailed() const { return m_preflightFailed; }

    static QStringList stepIds(bool withCopy); // Steps::runIds
    static QString stepTitle(const QString &id); // translated
    // Measurement kinds (and other run steps) of the registry no job factory handles: must be empty
    // (tested); start() refuses to run otherwise, rather than wait forever for a step nothing starts.
    static QStringList unhandledKinds();
    // How a job's outcome ends its step.
    static RunStep::Status stepStatus(Job::Outcome outcome);

signals:
    // The pre-flight ended (before any step): passed or not, with its messages.
    void preflightFinished(const PreflightResult &result);
    void stepStarted(const QString &id, const QString &title);
    void stepFinished(const RunStep &step);
    void progressChanged(double fraction, const QString &text);
    // Live throughput of the running test: seconds since the run started, bytes per second.
    void throughputSample(const QString &stepId, double seconds, double bytesPerSecond);
    void piSample(const Sample &sample);
    void measurementAdded(const Measurement &measurement);
    void finished();

private:
    friend class StepContext; // what a step's factory (runsteps.cpp) may read and do of the run

    // The steps run by a job that runs several in turn: the next of them started.
    void enterStep(const QString &id);
    RunPresets::Settings lengths() const;

    bool failUnhandledSteps();
    void runPreflight();
    void onPreflightFinished(Job *job, const StepResult &result);
    void next();
    void runStep(const QString &id);
    void attach(Job *job, const QString &id);
    void onJobFinished(Job *job, const QString &id, const StepResult &result);
    void endStep(const QString &id, RunStep::Status status, const QString &message);
    std::optional<TestStop> stepStop(const QString &id, RunStep::Status status) const;
    void addMeasurement(Measurement m, const QString &stepId);
    void startSampler();
    void finishRun();
    void setProgress(double withinStep, const QString &text);

    CommandRunner *m_runner;
    Params m_params;
    Run m_run;
    QStringList m_steps;
    int m_index = -1;
    QString m_currentStep;
    double m_progress = 0;
    QElapsedTimer m_clock;
    double m_stepStart = 0;
    QPointer<Job> m_job;
    QPointer<SamplerJob> m_sampler;
    QPointer<PcFactsJob> m_pcFacts; // this PC's link and SMB client, read beside the run ("pc")
    bool m_running = false;
    bool m_cancelled = false;
    bool m_finishing = false;
    QSet<QString> m_rejected; // steps whose figures FigureCheck refused
    std::unique_ptr<StepContext> m_context; // what the steps' factories get of this run
    PreflightResult m_preflight;
    bool m_preflightFailed = false;
};
