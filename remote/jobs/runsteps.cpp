// How each step's job is made and its results collected, per kind of job.
#include "remote/jobs/cleanupjob.h"
#include "remote/jobs/networkjob.h"
#include "remote/jobs/probejob.h"
#include "remote/jobs/remotediskjob.h"
#include "remote/jobs/runorchestrator.h"
#include "remote/jobs/samplerjob.h"
#include "remote/jobs/sharejob.h"
#include "remote/ssh/commandrunner.h"

// One factory per kind of job (StepInfo::Job): the steps themselves, their ids and their order
// are the registry's (core/model/steps.cpp). A new kind of job means a row here (the test
// tst_runlogic::everyKindHasAStep fails until then).
const QList<RunOrchestrator::JobFactory> &RunOrchestrator::jobFactories()
{
    using J = StepInfo::Job;
    using R = RunOrchestrator;
    static const QList<JobFactory> table{
        {J::Probe, &R::makeProbe, &R::collectProbe},
        {J::Cleanup, &R::makeCleanup, &R::collectMeasurements},
        {J::DiskTest, &R::makeDiskTest, &R::collectDiskTest},
        {J::NetworkTest, &R::makeNetworkTest, &R::collectNetworkTest},
        // One ShareJob runs every share test in turn and records each as it ends (makeShareTests).
        {J::ShareTests, &R::makeShareTests, &R::collectShareTests},
    };
    return table;
}

const RunOrchestrator::JobFactory *RunOrchestrator::factoryFor(const QString &id)
{
    const StepInfo *step = Steps::find(id);
    if (!step || step->role != StepInfo::Role::Step)
        return nullptr;
    for (const JobFactory &f : jobFactories())
        if (f.job == step->job)
            return &f;
    return nullptr;
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
        if (!factoryFor(Measurement::kindKey(kind)))
            missing << Measurement::kindKey(kind);
    for (const QString &id : Steps::runIds(true))
        if (!factoryFor(id) && !missing.contains(id))
            missing << id;
    return missing;
}

RunPresets::Settings RunOrchestrator::lengths() const
{
    return m_params.lengths ? *m_params.lengths : RunPresets::settings(m_params.preset == Preset::Quick);
}

Job *RunOrchestrator::makeProbe(const QString &)
{
    return new ProbeJob(m_runner, {}, this);
}

Job *RunOrchestrator::makeCleanup(const QString &)
{
    startSampler(); // from here on every test runs under the sampler
    return new CleanupJob(m_runner, m_params.profile.remoteDir, this);
}

Job *RunOrchestrator::makeDiskTest(const QString &id)
{
    const bool write = Measurement::kindFromKey(id) == Measurement::Kind::PiDiskWrite;
    if (!write && !m_diskWriteOk) {
        endStep(id, RunStep::Status::Skipped, tr("Skipped: the write test made no file to read."));
        return nullptr;
    }
    const RunPresets::Settings preset = lengths();
    RemoteDiskJob::Params p;
    p.mode = write ? RemoteDiskJob::Mode::Write : RemoteDiskJob::Mode::Read;
    p.remoteDir = m_params.profile.remoteDir;
    p.fileName = m_diskFile;
    p.minBytes = preset.diskMinBytes;
    p.maxBytes = preset.diskMaxBytes;
    p.maxSeconds = preset.diskMaxSeconds;
    p.stability = preset.stability;
    p.sudoAllowed = m_params.profile.sudoAllowed;
    p.keepFile = write;
    p.linkBytesPerSecond = linkBytesPerSecond();
    return new RemoteDiskJob(m_runner, p, this);
}

Job *RunOrchestrator::makeNetworkTest(const QString &id)
{
    const RunPresets::Settings preset = lengths();
    NetworkJob::Params p;
    p.direction = Measurement::kindFromKey(id) == Measurement::Kind::NetPiToPc ? NetworkJob::Direction::PiToPc
                                                          : NetworkJob::Direction::PcToPi;
    p.piHost = m_runner->peerHost();
    p.minBytes = preset.netMinBytes;
    p.maxSeconds = preset.netMaxSeconds;
    p.stability = preset.stability;
    p.methods = m_params.networkMethods;
    p.remotePath = m_params.remotePath;
    return new NetworkJob(m_runner, p, this);
}

Job *RunOrchestrator::makeShareTests(const QString &)
{
    ShareJob::Params p;
    p.sharePath = m_params.profile.sharePath;
    p.copySource = m_params.copySource;
    p.settings = lengths().share;
    p.allowLocalFolder = m_params.allowLocalShare;
    p.beforeEachTest = m_params.beforeShareTest;
    auto *job = new ShareJob(p, this);
    connect(job, &ShareJob::testStarted, this, [this](Measurement::Kind kind) {
        const QString id = Measurement::kindKey(kind);
        m_stepStart = m_clock.elapsed() / 1000.0;
        if (id == m_currentStep)
            return; // the first share test: announced when the job started
        m_currentStep = id;
        m_index = int(m_steps.indexOf(m_currentStep));
        if (m_sampler)
            m_sampler->setStep(m_currentStep);
        setProgress(0, QString()); // the share tests report rates, not progress: count the steps
        emit stepStarted(m_currentStep, stepTitle(m_currentStep));
    });
    connect(job, &ShareJob::testFinished, this, [this, job](const Measurement &m, Job::Outcome o) {
        if (!m_run.profile().contains(QStringLiteral("client_mount"))) {
            QJsonObject profile = m_run.profile();
            profile.insert(QStringLiteral("client_mount"), ShareJob::mountJson(job->mount()));
            m_run.setProfile(profile);
        }
        addMeasurement(m, m.kindKey());
        endStep(m.kindKey(), stepStatus(o), m.error());
    });
    return job;
}

void RunOrchestrator::collectProbe(const StepResult &result, const QString &id, RunStep::Status status)
{
    m_run.setTranscript(result.transcript);
    *m_facts = result.facts.value_or(Facts());
    endStep(id, status, result.error);
}

void RunOrchestrator::collectMeasurements(const StepResult &result, const QString &id, RunStep::Status status)
{
    for (const Measurement &m : result.measurements)
        addMeasurement(m, id);
    endStep(id, status, result.error);
}

void RunOrchestrator::collectDiskTest(const StepResult &result, const QString &id, RunStep::Status status)
{
    collectMeasurements(result, id, status); // may refuse an impossible figure (m_rejected)
    if (Measurement::kindFromKey(id) == Measurement::Kind::PiDiskWrite)
        m_diskWriteOk = status == RunStep::Status::Ok && !m_rejected.contains(id);
}

void RunOrchestrator::collectNetworkTest(const StepResult &result, const QString &id, RunStep::Status status)
{
    for (const Measurement &m : result.measurements)
        addMeasurement(m, id);
    QString message = result.error;
    if (status == RunStep::Status::Ok && result.method == QLatin1String("ssh-channel"))
        message =
            tr("Measured through the SSH channel: the figure is bound by encryption, not by the network.");
    endStep(id, status, message);
}

void RunOrchestrator::collectShareTests(const StepResult &result, const QString &, RunStep::Status)
{
    // Each share test recorded itself as it ended; one that never started is recorded here.
    for (const QString &s : std::as_const(m_steps)) {
        const StepInfo *step = Steps::find(s);
        if (step && step->job == StepInfo::Job::ShareTests && !m_run.step(s))
            endStep(s, m_cancelled ? RunStep::Status::Cancelled : RunStep::Status::Skipped, result.error);
    }
}
