// How each step's job is made and its results collected, per kind of job. A new kind of job is a
// row in factories() and its two functions here; what they need of the run comes through the
// StepContext.
#include "remote/jobs/runsteps.h"

#include "core/model/runrecords.h"
#include "core/model/steps.h"
#include "core/treatment/piidentity.h"
#include "remote/jobs/cleanupjob.h"
#include "remote/jobs/networkjob.h"
#include "remote/jobs/probejob.h"
#include "remote/jobs/remotediskjob.h"
#include "remote/jobs/sharejob.h"
#include "remote/jobs/stepcontext.h"
#include "remote/ssh/commandrunner.h"

#include <QJsonObject>

namespace {

using K = Measurement::Kind;

Job *makeProbe(StepContext &c, const QString &)
{
    return new ProbeJob(c.runner(), {}, c.owner());
}

void collectProbe(StepContext &c, const StepResult &result, const QString &id, RunStep::Status status)
{
    c.run().setTranscript(result.transcript);
    // Which Pi this run is of (issue #34): a change planned on it is made only on that Pi.
    PiIdentity::fromProbe(c.runner()->hostKeySha256(), result.transcript).recordIn(c.run());
    c.setFacts(result.facts.value_or(Facts()));
    c.endStep(id, status, result.error);
}

Job *makeCleanup(StepContext &c, const QString &)
{
    c.startSampler(); // from here on every test runs under the sampler
    return new CleanupJob(c.runner(), c.params().profile.remoteDir, c.owner());
}

void collectMeasurements(StepContext &c, const StepResult &result, const QString &id, RunStep::Status status)
{
    for (const Measurement &m : result.measurements)
        c.addMeasurement(m, id);
    c.endStep(id, status, result.error);
}

// The disk behind the test directory: the longest mount point that holds it, its disk's USB link in
// bytes per second (nothing read over it can be faster); -1 when unknown.
double linkBytesPerSecond(const StepContext &c)
{
    const QString dir = c.params().profile.remoteDir;
    const Filesystem *best = nullptr;
    for (const Filesystem &fs : c.facts().storage.mounts) {
        const QString mp = fs.mountPoint;
        const bool holds =
            dir == mp || dir.startsWith(mp.endsWith(QLatin1Char('/')) ? mp : mp + QLatin1Char('/'));
        if (holds && (!best || mp.size() > best->mountPoint.size()))
            best = &fs;
    }
    if (!best)
        return -1;
    const BlockDevice *disk = c.facts().storage.findDisk(StorageFacts::diskOf(best->device));
    if (!disk || !disk->usbSpeedMbps.isKnown())
        return -1;
    return disk->usbSpeedMbps.value() * 1e6 / 8;
}

Job *makeDiskTest(StepContext &c, const QString &id)
{
    const bool write = Measurement::kindFromKey(id) == K::PiDiskWrite;
    if (!write) {
        // The read reads the write's file: only a write that ended ok (a refused figure ends it
        // failed) left one.
        const StepInfo *w = Steps::of(K::PiDiskWrite);
        bool written = false;
        if (const auto step = w ? c.run().step(w->id) : std::nullopt)
            written = step->status == RunStep::Status::Ok;
        if (!written) {
            c.endStep(id, RunStep::Status::Skipped,
                      RunOrchestrator::tr("Skipped: the write test made no file to read."));
            return nullptr;
        }
    }
    QVariant &file = c.value(QStringLiteral("RemoteDiskJob/file")); // the write's, for the read
    if (file.isNull())
        file = RemoteDiskJob::newFileName();
    const RunPresets::Settings preset = c.lengths();
    RemoteDiskJob::Params p;
    p.mode = write ? RemoteDiskJob::Mode::Write : RemoteDiskJob::Mode::Read;
    p.remoteDir = c.params().profile.remoteDir;
    p.fileName = file.toString();
    p.minBytes = preset.diskMinBytes;
    p.maxBytes = preset.diskMaxBytes;
    p.maxSeconds = preset.diskMaxSeconds;
    p.stability = preset.stability;
    p.sudoAllowed = c.params().profile.sudoAllowed;
    p.keepFile = write;
    p.linkBytesPerSecond = linkBytesPerSecond(c);
    return new RemoteDiskJob(c.runner(), p, c.owner());
}

Job *makeNetworkTest(StepContext &c, const QString &id)
{
    const RunPresets::Settings preset = c.lengths();
    NetworkJob::Params p;
    p.direction = Measurement::kindFromKey(id) == K::NetPiToPc ? NetworkJob::Direction::PiToPc
                                                               : NetworkJob::Direction::PcToPi;
    p.piHost = c.runner()->peerHost();
    p.minBytes = preset.netMinBytes;
    p.maxSeconds = preset.netMaxSeconds;
    p.stability = preset.transferStability;
    p.methods = c.params().networkMethods;
    p.remotePath = c.params().remotePath;
    return new NetworkJob(c.runner(), p, c.owner());
}

void collectNetworkTest(StepContext &c, const StepResult &result, const QString &id, RunStep::Status status)
{
    for (const Measurement &m : result.measurements)
        c.addMeasurement(m, id);
    QString message = result.error;
    if (status == RunStep::Status::Ok && result.method == QLatin1String("ssh-channel"))
        message = c.runner()->peerHost().isEmpty()
                      ? RunOrchestrator::tr("Measured through the SSH connection by way of the jump host your ssh "
                                            "config names: the figure is that path's, bound by encryption.")
                      : RunOrchestrator::tr(
                            "Measured through the SSH channel: the figure is bound by encryption, not by the network.");
    c.endStep(id, status, message);
}

// One ShareJob runs every share test in turn and records each as it ends.
Job *makeShareTests(StepContext &c, const QString &)
{
    ShareJob::Params p;
    p.sharePath = c.params().profile.sharePath;
    p.copySource = c.params().copySource;
    p.settings = c.lengths().share;
    p.allowLocalFolder = c.params().allowLocalShare;
    p.beforeEachTest = c.params().beforeShareTest;
    auto *job = new ShareJob(p, c.owner());
    StepContext *context = &c; // lives as long as the owner, the connections' context
    QObject::connect(job, &ShareJob::testStarted, c.owner(),
                     [context](Measurement::Kind kind) { context->beginStep(Measurement::kindKey(kind)); });
    QObject::connect(
        job, &ShareJob::testFinished, c.owner(), [context, job](const Measurement &m, Job::Outcome o) {
            Run &run = context->run();
            RunRecords::setClientMountOnce(run, ShareJob::mountJson(job->mount()));
            context->addMeasurement(m, m.kindKey());
            context->endStep(m.kindKey(), RunOrchestrator::stepStatus(o), m.error());
        });
    return job;
}

void collectShareTests(StepContext &c, const StepResult &result, const QString &, RunStep::Status)
{
    // Each share test recorded itself as it ended; one that never started is recorded here.
    for (const QString &s : c.steps()) {
        const StepInfo *step = Steps::find(s);
        if (step && step->job == StepInfo::Job::ShareTests && !c.run().step(s))
            c.endStep(s, c.cancelled() ? RunStep::Status::Cancelled : RunStep::Status::Skipped, result.error);
    }
}

} // namespace

// One factory per kind of job (StepInfo::job). A new kind of job means a row here (the test
// tst_runlogic::everyKindHasAStep fails until then).
const QList<StepFactory> &RunSteps::factories()
{
    using J = StepInfo::Job;
    static const QList<StepFactory> table{
        {J::Probe, &makeProbe, &collectProbe},
        {J::Cleanup, &makeCleanup, &collectMeasurements},
        {J::DiskTest, &makeDiskTest, &collectMeasurements}, // may refuse an impossible figure
        {J::NetworkTest, &makeNetworkTest, &collectNetworkTest},
        {J::ShareTests, &makeShareTests, &collectShareTests},
    };
    return table;
}

const StepFactory *RunSteps::factoryFor(const QString &id)
{
    const StepInfo *step = Steps::find(id);
    if (!step || step->role != StepInfo::Role::Step)
        return nullptr;
    for (const StepFactory &f : factories())
        if (f.job == step->job)
            return &f;
    return nullptr;
}
