#include "remote/jobs/runorchestrator.h"

#include "core/thispc/pcfactsjob.h"

#include "core/model/figurecheck.h"
#include "core/model/runrecords.h"
#include "remote/jobs/cleanupjob.h"
#include "remote/jobs/preflightjob.h"
#include "remote/jobs/runsteps.h"
#include "remote/jobs/samplerjob.h"
#include "remote/jobs/stepcontext.h"
#include "remote/ssh/commandrunner.h"

#include <QDateTime>
#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace {
const QString kProbe = Steps::idOf(StepInfo::Job::Probe);
const QString kCleanup = Steps::idOf(StepInfo::Job::Cleanup);
const QString kSampler = Steps::idOf(StepInfo::Job::Sampler);
const QString kPreflight = Steps::idOf(StepInfo::Job::Preflight);
} // namespace

RunStep::Status RunOrchestrator::stepStatus(Job::Outcome outcome)
{
    switch (outcome) {
    case Job::Outcome::Ok:
        return RunStep::Status::Ok;
    case Job::Outcome::Cancelled:
        return RunStep::Status::Cancelled;
    case Job::Outcome::Running: // not finished: cannot be collected; counts as a failure
    case Job::Outcome::Failed:
        break;
    }
    return RunStep::Status::Failed;
}

QStringList RunOrchestrator::stepIds(bool withCopy)
{
    return Steps::runIds(withCopy);
}

QString RunOrchestrator::stepTitle(const QString &id)
{
    const StepInfo *step = Steps::find(id);
    return step ? step->title() : Measurement::kindTitle(Measurement::Kind::Unknown);
}

QStringList RunOrchestrator::unhandledKinds()
{
    QStringList missing;
    for (Measurement::Kind kind : Measurement::allKinds())
        if (!RunSteps::factoryFor(Measurement::kindKey(kind)))
            missing << Measurement::kindKey(kind);
    for (const QString &id : Steps::runIds(true))
        if (!RunSteps::factoryFor(id) && !missing.contains(id))
            missing << id;
    return missing;
}

RunPresets::Settings RunOrchestrator::lengths() const
{
    return m_params.lengths ? *m_params.lengths : RunPresets::settings(m_params.preset == Preset::Quick);
}

RunOrchestrator::RunOrchestrator(CommandRunner *runner, Params params, QObject *parent)
    : QObject(parent), m_runner(runner), m_params(std::move(params)),
      m_context(std::make_unique<StepContext>(*this))
{
    m_steps = m_params.steps.isEmpty() ? stepIds(!m_params.copySource.isEmpty()) : m_params.steps;
}

RunOrchestrator::~RunOrchestrator()
{
    if (m_job && !m_job->isFinished())
        m_job->cancel();
    if (m_sampler && !m_sampler->isFinished())
        m_sampler->cancel();
}

void RunOrchestrator::start()
{
    if (m_running)
        return;
    m_running = true;
    m_clock.start();
    m_run.setStarted(QDateTime::currentDateTimeUtc());
    m_run.setLabel(m_params.label);
    QJsonObject profile = m_params.profile.toJson();
    profile.insert(QStringLiteral("preset"),
                   m_params.preset == Preset::Quick ? QStringLiteral("quick") : QStringLiteral("thorough"));
    m_run.setProfile(profile);
    m_run.setExtraValue(MyData::kRunKey, m_params.myData.completed().toJson());
    if (m_params.stepsChosen && !m_params.steps.isEmpty())
        RunRecords::setStepsChosen(m_run, m_steps);
    if (failUnhandledSteps())
        return;
    // This PC's half of the path, read on its own thread while the Pi is measured.
    m_pcFacts = new PcFactsJob(this);
    connect(m_pcFacts, &PcFactsJob::finished, this,
            [this] { m_run.setExtraValue(QStringLiteral("pc"), m_pcFacts->result().toJson()); });
    m_pcFacts->start(m_params.profile.host);
    runPreflight();
}

void RunOrchestrator::runPreflight()
{
    // Before any measurement: a setup mistake (no Pi folder, a share that is not mounted or is
    // another folder) stops the run here with a message, rather than as raw errors of later steps.
    m_currentStep = kPreflight;
    emit stepStarted(kPreflight, stepTitle(kPreflight));
    if (m_cancelled || m_finishing)
        return;
    setProgress(0, stepTitle(kPreflight));
    const RunPresets::Settings preset = lengths();
    PreflightJob::Params p;
    p.remoteDir = m_params.profile.remoteDir;
    p.sharePath = m_params.profile.sharePath;
    p.piName = m_params.profile.host.isEmpty() ? m_runner->peerHost() : m_params.profile.host;
    // The same room the tests themselves insist on: twice the smallest test file on each side.
    p.piNeedBytes = 2 * preset.diskMinBytes;
    p.shareNeedBytes = 2 * preset.share.minBytes;
    p.allowLocalShare = m_params.allowLocalShare;
    p.afterMarkerWritten = m_params.afterPreflightMarker;
    auto *job = new PreflightJob(m_runner, p, this);
    m_job = job;
    connect(job, &Job::progress, this, [this](double f, const QString &text) { setProgress(f, text); });
    connect(job, &Job::finished, this, [this, job](const StepResult &r) { onPreflightFinished(job, r); });
    job->start();
}

void RunOrchestrator::onPreflightFinished(Job *job, const StepResult &result)
{
    job->deleteLater();
    if (m_job == job)
        m_job = nullptr;
    m_preflight = result.preflight.value_or(PreflightResult());
    if (m_cancelled || result.outcome == Job::Outcome::Cancelled) {
        m_cancelled = true;
        emit preflightFinished(m_preflight);
        finishRun();
        return;
    }
    if (result.outcome == Job::Outcome::Failed && m_preflight.passed())
        m_preflight.add(kPreflight, PreflightResult::Status::Failed, result.error);
    const QString chosen = m_params.profile.remoteDir;
    m_preflight.testsFolder = chosen;
    if (m_preflight.passed() && !m_preflight.shareOnPi.isEmpty() && !m_preflight.sameStorage &&
        m_params.followShareFolder) {
        // The share is another folder of the Pi: measure the disk behind it, not the chosen folder's.
        // Every Pi-side step reads the folder from m_params when it starts, after this.
        m_params.profile.remoteDir = m_preflight.shareOnPi;
        m_preflight.testsFolder = m_preflight.shareOnPi;
        for (PreflightResult::Check &c : m_preflight.checks)
            if (c.id == u"same-storage" && c.status == PreflightResult::Status::Warning) {
                c.status = PreflightResult::Status::Ok;
                c.message.clear();
            }
        m_preflight.note = tr("The share is the folder %1 on the Pi, not the Pi folder %2: the Pi-side tests run "
                              "in %1.")
                               .arg(m_preflight.shareOnPi, chosen);
    }
    // What the pre-flight found goes into the run file with the profile (the share's real folder).
    // "passed" only when no problem stood (a warning kept is a problem).
    RecordedPreflight recorded;
    recorded.passed = m_preflight.clean();
    recorded.shareOnPi = m_preflight.shareOnPi;
    recorded.sameStorage = m_preflight.sameStorage;
    recorded.testsFolder = m_preflight.testsFolder;
    recorded.problems = m_preflight.problems();
    recorded.note = m_preflight.note;
    RunRecords::setPreflight(m_run, recorded);
    emit preflightFinished(m_preflight);
    if (m_preflight.passed()) {
        next();
        return;
    }
    // Nothing was measured or written: every step says why it did not run, and the run ends here.
    m_preflightFailed = true;
    m_finishing = true;
    for (const QString &id : std::as_const(m_steps))
        endStep(id, RunStep::Status::Skipped,
                tr("Not run: the pre-flight found a setup problem. %1").arg(m_preflight.headline()));
    m_running = false;
    m_currentStep.clear();
    setProgress(1, m_preflight.headline());
    // Queued: a receiver may delete this orchestrator, and with it the job still on the stack.
    QMetaObject::invokeMethod(this, &RunOrchestrator::finished, Qt::QueuedConnection);
}

bool RunOrchestrator::failUnhandledSteps()
{
    // A step nothing starts would leave the run waiting forever (the GUI until Cancel, the CLI for
    // good): refuse the whole run at once, loudly.
    QStringList unknown = unhandledKinds();
    for (const QString &id : std::as_const(m_steps))
        if (!RunSteps::factoryFor(id))
            unknown << id;
    if (unknown.isEmpty())
        return false;
    qCritical("RunOrchestrator: no step handles %s", qPrintable(unknown.join(QLatin1String(", "))));
    m_finishing = true;
    for (const QString &id : std::as_const(m_steps))
        endStep(id, RunStep::Status::Failed,
                tr("Not run: this version has no way to run %1 (a defect; please report it).")
                    .arg(unknown.join(QLatin1String(", "))));
    m_running = false;
    setProgress(1, tr("Not run."));
    QMetaObject::invokeMethod(this, &RunOrchestrator::finished, Qt::QueuedConnection);
    return true;
}

void RunOrchestrator::next()
{
    if (m_cancelled || m_finishing)
        return;
    ++m_index;
    while (m_index < m_steps.size() && m_run.step(m_steps.at(m_index)))
        ++m_index; // already recorded (share steps run by one job, skipped steps)
    if (m_index >= m_steps.size()) {
        finishRun();
        return;
    }
    runStep(m_steps.at(m_index));
}

void RunOrchestrator::runStep(const QString &id)
{
    m_currentStep = id;
    m_stepStart = m_clock.elapsed() / 1000.0;
    emit stepStarted(id, stepTitle(id));
    if (m_cancelled || m_finishing)
        return; // a slot cancelled the run right here: the step never starts (finishRun records it)
    setProgress(0, stepTitle(id));
    const StepFactory *factory = RunSteps::factoryFor(id); // start() checked that every step has one
    if (Job *job = factory ? factory->make(*m_context, id) : nullptr)
        attach(job, id);
    else
        next(); // the step recorded itself (skipped)
}

void RunOrchestrator::enterStep(const QString &id)
{
    m_stepStart = m_clock.elapsed() / 1000.0;
    if (id == m_currentStep)
        return; // the job's first step: announced when the job started
    m_currentStep = id;
    m_index = int(m_steps.indexOf(m_currentStep));
    if (m_sampler)
        m_sampler->setStep(m_currentStep);
    setProgress(0, QString()); // such jobs report rates, not progress: count the steps
    emit stepStarted(m_currentStep, stepTitle(m_currentStep));
}

void RunOrchestrator::attach(Job *job, const QString &id)
{
    m_job = job;
    if (m_sampler && id != kProbe && id != kCleanup)
        m_sampler->setStep(id);
    connect(job, &Job::progress, this, [this](double f, const QString &text) { setProgress(f, text); });
    connect(job, &Job::rateSample, this, [this](double s, double rate) {
        emit throughputSample(m_currentStep, m_stepStart + s, rate);
    });
    connect(job, &Job::finished, this, [this, job, id](const StepResult &r) { onJobFinished(job, id, r); });
    job->start();
}

void RunOrchestrator::onJobFinished(Job *job, const QString &id, const StepResult &result)
{
    job->deleteLater();
    if (m_job == job)
        m_job = nullptr;
    if (m_sampler)
        m_sampler->setStep(QString());
    if (const StepFactory *factory = RunSteps::factoryFor(id))
        factory->collect(*m_context, result, id, stepStatus(result.outcome));
    if (m_cancelled)
        finishRun();
    else
        next();
}

void RunOrchestrator::endStep(const QString &id, RunStep::Status status, const QString &message)
{
    QString text = message;
    if (m_rejected.contains(id) && status == RunStep::Status::Ok) {
        status = RunStep::Status::Failed;
        for (const Measurement &m : m_run.measurements())
            if (m.kindKey() == id && !m.error().isEmpty())
                text = m.error();
    }
    if (status == RunStep::Status::Cancelled && text.isEmpty())
        text = tr("Cancelled.");
    RunStep step;
    step.id = id;
    step.status = status;
    step.message = text;
    if (id == m_currentStep) // it ran (a skipped or never-started step has no duration)
        step.seconds = m_clock.elapsed() / 1000.0 - m_stepStart;
    step.stop = stepStop(id, status);
    m_run.setStep(step);
    emit stepFinished(*m_run.step(id));
}

std::optional<TestStop> RunOrchestrator::stepStop(const QString &id, RunStep::Status status) const
{
    switch (status) {
    case RunStep::Status::Failed:
        return TestStop::Error;
    case RunStep::Status::Cancelled:
        return TestStop::Cancelled;
    case RunStep::Status::Skipped:
        return std::nullopt;
    case RunStep::Status::Ok:
        break;
    }
    for (const Measurement &m : m_run.measurements())
        if (m.kindKey() == id && m.stop())
            return m.stop();
    return TestStop::Done;
}

void RunOrchestrator::addMeasurement(Measurement m, const QString &stepId)
{
    if (m.hasFigures()) {
        if (const QString why = FigureCheck::problem(m.bytes(), m.seconds()); !why.isEmpty()) {
            // A figure no Pi can give is a fault, not a result: keep the record, drop the figures.
            m.setError(tr("The figures of this test are impossible (%1); they were not used.").arg(why));
            m.setBytes(-1);
            m.setSeconds(-1);
            m_rejected.insert(stepId);
        }
    }
    if (m_sampler) {
        m.setPeakProcessCpu(SamplerJob::peakProcessCpu(m_sampler->samples(), stepId));
        m.setProcessCpuLimit(SamplerJob::processCpuLimit(m_sampler->samples(), stepId));
    }
    // Failed or cancelled tests leave only their error; keep them so the run says what is missing.
    if (!m.hasFigures() && m.error().isEmpty())
        return;
    m_run.addMeasurement(m);
    emit measurementAdded(m);
}

void RunOrchestrator::startSampler()
{
    if (m_sampler)
        return;
    SamplerJob::Params p;
    p.timeOffset = m_clock.elapsed() / 1000.0;
    m_sampler = new SamplerJob(m_runner, p, this);
    connect(m_sampler, &SamplerJob::sampleReady, this, &RunOrchestrator::piSample);
    m_sampler->start();
}

void RunOrchestrator::cancel()
{
    if (!m_running || m_cancelled || m_finishing)
        return;
    m_cancelled = true;
    if (m_job && !m_job->isFinished())
        m_job->cancel(); // its finished() brings us to finishRun() once it cleaned up
    else
        finishRun();
}

void RunOrchestrator::finishRun()
{
    if (m_finishing)
        return;
    if (m_job && !m_job->isFinished())
        return; // onJobFinished() comes back here
    m_finishing = true;
    for (const QString &id : std::as_const(m_steps)) {
        if (!m_run.step(id))
            endStep(id, RunStep::Status::Cancelled, tr("Not run: the run was cancelled."));
    }
    if (m_sampler) {
        m_sampler->setStep(QString());
        m_run.setSamples(m_sampler->samples());
        if (m_sampler->outcome() == Job::Outcome::Failed)
            endStep(kSampler, RunStep::Status::Failed, m_sampler->errorString());
    }
    auto done = [this] {
        if (m_sampler) {
            m_run.setSamples(m_sampler->samples());
            m_sampler->stop(); // last: no command of this run starts after it
        }
        m_running = false;
        m_currentStep.clear();
        setProgress(1, m_cancelled ? tr("Cancelled.") : tr("Done."));
        // The run file holds this PC's facts: a reader still at work (its tools time out) is waited for.
        if (m_pcFacts && !m_pcFacts->isDone())
            connect(m_pcFacts, &PcFactsJob::finished, this, &RunOrchestrator::finished, Qt::QueuedConnection);
        else
            emit finished();
    };
    if (m_runner->isConnected() && !m_params.profile.remoteDir.isEmpty()) {
        // Last safety net: nothing of ours stays in the test directory, whatever happened above.
        auto *cleanup = new CleanupJob(m_runner, m_params.profile.remoteDir, this);
        connect(cleanup, &Job::finished, this, [cleanup, done] {
            cleanup->deleteLater();
            done();
        });
        cleanup->start();
    } else {
        done();
    }
}

void RunOrchestrator::setProgress(double withinStep, const QString &text)
{
    const int n = int(m_steps.size());
    const double f = n > 0 ? (std::max(0, m_index) + std::clamp(withinStep, 0.0, 1.0)) / n : 0;
    m_progress = std::clamp(std::max(m_progress, f), 0.0, 1.0);
    emit progressChanged(m_progress, text);
}
