#include "remote/jobs/runorchestrator.h"

#include "core/model/facts.h"
#include "remote/jobs/cleanupjob.h"
#include "remote/jobs/networkjob.h"
#include "remote/jobs/presets.h"
#include "remote/jobs/probejob.h"
#include "remote/jobs/remotediskjob.h"
#include "remote/jobs/samplerjob.h"
#include "remote/jobs/sharejob.h"
#include "remote/ssh/sshconnection.h"

#include <QDateTime>

#include <algorithm>
#include <utility>

namespace {
const QString kProbe = QStringLiteral("probe");
const QString kCleanup = QStringLiteral("cleanup");
const QString kSampler = QStringLiteral("sampler");

bool isShareStep(const QString &id)
{
    return id.startsWith(QLatin1String("share-"));
}
} // namespace

RunOrchestrator::RunOrchestrator(SshConnection *connection, Params params, QObject *parent)
    : QObject(parent), m_connection(connection), m_params(std::move(params)), m_facts(std::make_unique<Facts>())
{
    m_steps = stepIds(!m_params.copySource.isEmpty());
}

RunOrchestrator::~RunOrchestrator()
{
    if (m_job && !m_job->isFinished())
        m_job->cancel();
    if (m_sampler && !m_sampler->isFinished())
        m_sampler->cancel();
}

QStringList RunOrchestrator::stepIds(bool withCopy)
{
    QStringList ids{kProbe, kCleanup};
    for (Measurement::Kind k : Measurement::allKinds()) {
        if (k != Measurement::Kind::ShareCopyFile || withCopy)
            ids << Measurement::kindKey(k);
    }
    return ids;
}

QString RunOrchestrator::stepTitle(const QString &id)
{
    if (id == kProbe)
        return tr("Reading the Pi's hardware and settings");
    if (id == kCleanup)
        return tr("Removing test files an earlier run left behind");
    if (id == kSampler)
        return tr("Watching the Pi's CPU, network and disk");
    return Measurement::kindTitle(Measurement::kindFromKey(id));
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
    m_diskFile = RemoteDiskJob::newFileName();
    next();
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
    setProgress(0, stepTitle(id));
    const RunPresets::Settings preset = RunPresets::settings(m_params.preset == Preset::Quick);
    const QString dir = m_params.profile.remoteDir;

    if (id == kProbe) {
        attach(new ProbeJob(m_connection, {}, this), id);
    } else if (id == kCleanup) {
        startSampler(); // from here on every test runs under the sampler
        attach(new CleanupJob(m_connection, dir, this), id);
    } else if (id == Measurement::kindKey(Measurement::Kind::PiDiskWrite)
               || id == Measurement::kindKey(Measurement::Kind::PiDiskRead)) {
        const bool write = id == Measurement::kindKey(Measurement::Kind::PiDiskWrite);
        if (!write && !m_diskWriteOk) {
            endStep(id, RunStep::Status::Skipped, tr("Skipped: the write test made no file to read."));
            next();
            return;
        }
        RemoteDiskJob::Params p;
        p.mode = write ? RemoteDiskJob::Mode::Write : RemoteDiskJob::Mode::Read;
        p.remoteDir = dir;
        p.fileName = m_diskFile;
        p.minBytes = preset.diskMinBytes;
        p.maxBytes = preset.diskMaxBytes;
        p.maxSeconds = preset.diskMaxSeconds;
        p.stability = preset.stability;
        p.sudoAllowed = m_params.profile.sudoAllowed;
        p.keepFile = write;
        p.linkBytesPerSecond = linkBytesPerSecond();
        attach(new RemoteDiskJob(m_connection, p, this), id);
    } else if (id == Measurement::kindKey(Measurement::Kind::NetPiToPc)
               || id == Measurement::kindKey(Measurement::Kind::NetPcToPi)) {
        NetworkJob::Params p;
        p.direction = id == Measurement::kindKey(Measurement::Kind::NetPiToPc) ? NetworkJob::Direction::PiToPc
                                                                              : NetworkJob::Direction::PcToPi;
        p.piHost = m_connection->sessionInfo().host;
        p.minBytes = preset.netMinBytes;
        p.maxSeconds = preset.netMaxSeconds;
        p.stability = preset.stability;
        p.methods = m_params.networkMethods;
        p.remotePath = m_params.remotePath;
        attach(new NetworkJob(m_connection, p, this), id);
    } else if (isShareStep(id)) {
        ShareJob::Params p;
        p.sharePath = m_params.profile.sharePath;
        p.copySource = m_params.copySource;
        p.settings = preset.share;
        p.allowLocalFolder = m_params.allowLocalShare;
        auto *job = new ShareJob(p, this);
        connect(job, &ShareJob::testStarted, this, [this](Measurement::Kind kind) {
            const QString key = Measurement::kindKey(kind);
            m_stepStart = m_clock.elapsed() / 1000.0;
            if (key == m_currentStep)
                return; // the first share test: announced when the job started
            m_currentStep = key;
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
            const QString key = m.kindKey();
            addMeasurement(m, key);
            endStep(key,
                    o == Job::Outcome::Ok         ? RunStep::Status::Ok
                    : o == Job::Outcome::Cancelled ? RunStep::Status::Cancelled
                                                   : RunStep::Status::Failed,
                    m.error());
        });
        attach(job, id);
    }
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
    connect(job, &Job::finished, this, [this, job, id] { onJobFinished(job, id); });
    job->start();
}

void RunOrchestrator::onJobFinished(Job *job, const QString &id)
{
    job->deleteLater();
    if (m_job == job)
        m_job = nullptr;
    if (m_sampler)
        m_sampler->setStep(QString());
    const Job::Outcome o = job->outcome();
    const RunStep::Status status = o == Job::Outcome::Ok          ? RunStep::Status::Ok
                                   : o == Job::Outcome::Cancelled ? RunStep::Status::Cancelled
                                                                  : RunStep::Status::Failed;
    if (auto *probe = qobject_cast<ProbeJob *>(job)) {
        m_run.setTranscript(probe->transcript());
        *m_facts = probe->facts();
        endStep(id, status, job->errorString());
    } else if (auto *disk = qobject_cast<RemoteDiskJob *>(job)) {
        if (id == Measurement::kindKey(Measurement::Kind::PiDiskWrite))
            m_diskWriteOk = o == Job::Outcome::Ok;
        addMeasurement(disk->measurement(), id);
        endStep(id, status, job->errorString());
    } else if (auto *net = qobject_cast<NetworkJob *>(job)) {
        addMeasurement(net->measurement(), id);
        QString message = job->errorString();
        if (o == Job::Outcome::Ok && net->method() == QLatin1String("ssh-channel"))
            message = tr("Measured through the SSH channel: the figure is bound by encryption, not by the network.");
        endStep(id, status, message);
    } else if (qobject_cast<ShareJob *>(job)) {
        // Each share test recorded itself; one that never started is recorded here.
        for (const QString &s : m_steps) {
            if (isShareStep(s) && !m_run.step(s))
                endStep(s, m_cancelled ? RunStep::Status::Cancelled : RunStep::Status::Skipped, job->errorString());
        }
    } else {
        endStep(id, status, job->errorString());
    }
    if (m_cancelled)
        finishRun();
    else
        next();
}

void RunOrchestrator::endStep(const QString &id, RunStep::Status status, const QString &message)
{
    QString text = message;
    if (status == RunStep::Status::Cancelled && text.isEmpty())
        text = tr("Cancelled.");
    m_run.setStep(id, status, text);
    emit stepFinished(*m_run.step(id));
}

void RunOrchestrator::addMeasurement(Measurement m, const QString &stepId)
{
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
    m_sampler = new SamplerJob(m_connection, p, this);
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
        emit finished();
    };
    if (m_connection->isConnected() && !m_params.profile.remoteDir.isEmpty()) {
        // Last safety net: nothing of ours stays in the test directory, whatever happened above.
        auto *cleanup = new CleanupJob(m_connection, m_params.profile.remoteDir, this);
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

double RunOrchestrator::linkBytesPerSecond() const
{
    // The disk behind the test directory: the longest mount point that holds it, its disk's USB link.
    const QString dir = m_params.profile.remoteDir;
    const Filesystem *best = nullptr;
    for (const Filesystem &fs : m_facts->storage.mounts) {
        const QString mp = fs.mountPoint;
        const bool holds = dir == mp || dir.startsWith(mp.endsWith(QLatin1Char('/')) ? mp : mp + QLatin1Char('/'));
        if (holds && (!best || mp.size() > best->mountPoint.size()))
            best = &fs;
    }
    if (!best)
        return -1;
    const BlockDevice *disk = m_facts->storage.findDisk(StorageFacts::diskOf(best->device));
    if (!disk || !disk->usbSpeedMbps.isKnown())
        return -1;
    return disk->usbSpeedMbps.value() * 1e6 / 8; // the raw link: nothing read over it can be faster
}
