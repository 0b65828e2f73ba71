#include "remote/jobs/sharejob.h"

#include "core/model/steps.h"
#include "core/sharebench/sharefolder.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QMetaObject>

ShareJob::ShareJob(Params params, QObject *parent) : Job(parent), m_params(std::move(params))
{
}

ShareJob::~ShareJob()
{
    if (m_thread) {
        m_cancelled = true;
        if (m_bench)
            m_bench->cancel();
        m_thread.reset(); // joins it: the bench checks its flag every block, so this is short
    }
}

QList<Measurement::Kind> ShareJob::kinds() const
{
    // The share steps of the registry, in its order; the optional copy only with a file to copy.
    QList<Measurement::Kind> k;
    for (const StepInfo &step : Steps::all())
        if (step.job == StepInfo::Job::ShareTests && (!step.optional || !m_params.copySource.isEmpty()))
            k << step.kind;
    return k;
}

QJsonObject ShareJob::mountJson(const MountInfo &m)
{
    return QJsonObject{{QStringLiteral("mount_point"), m.mountPoint},
                       {QStringLiteral("fs_type"), m.fsType},
                       {QStringLiteral("source"), m.source},
                       {QStringLiteral("options"), m.options},
                       {QStringLiteral("super_options"), m.superOptions},
                       {QStringLiteral("protocol"), m.protocol()}};
}

void ShareJob::start()
{
    m_bench = std::make_unique<ShareBench>(m_params.sharePath, m_params.settings);
    m_bench->setProgress([this](const ShareBench::Result &partial) {
        if (partial.series.isEmpty())
            return;
        const QPointF last = partial.series.last();
        QMetaObject::invokeMethod(this, [this, last] { emit rateSample(last.x(), last.y()); }, Qt::QueuedConnection);
    });
    m_thread = startWorkThread(
        QStringLiteral("share tests"), [this] { runAll(); }, this,
        [this] { finish(m_cancelled ? Outcome::Cancelled : Outcome::Ok); });
}

void ShareJob::runAll()
{
    // On this thread, not the GUI's: a share whose server is gone can block any look at it. Opening
    // the folder mounts an automounted share (stat alone does not), so the mount table shows the
    // share and not autofs.
    QDirIterator(m_params.sharePath).hasNext();
    m_mount = MountTable::forPath(m_params.sharePath);
    const QList<Measurement::Kind> todo = kinds();
    const QString notShare = m_params.allowLocalFolder ? QString() : ShareFolder::notAShare(m_params.sharePath, m_mount);
    if (!notShare.isEmpty()) {
        // Nothing is written: each test says why, so the run shows the steps and the reason.
        for (Measurement::Kind kind : todo) {
            QMetaObject::invokeMethod(this, [this, kind] { emit testStarted(kind); }, Qt::QueuedConnection);
            Measurement m(kind);
            m.setMethod(m_mount.fsType);
            m.setError(notShare);
            QMetaObject::invokeMethod(this, [this, m] { deliver(m, Outcome::Failed); }, Qt::QueuedConnection);
        }
        return;
    }
    for (Measurement::Kind kind : todo) {
        if (m_cancelled)
            break;
        QMetaObject::invokeMethod(
            this, [this, kind] { emit testStarted(kind); }, Qt::QueuedConnection);
        if (m_params.beforeEachTest)
            m_params.beforeEachTest(kind);
        ShareBench::Result r;
        switch (kind) {
        case Measurement::Kind::ShareWrite: r = m_bench->write(); break;
        case Measurement::Kind::ShareRead: r = m_bench->read(); break;
        case Measurement::Kind::ShareSmallFiles: r = m_bench->smallFiles(); break;
        default: r = m_bench->copyFile(m_params.copySource); break;
        }
        Measurement m(kind);
        m.setMethod(m_mount.isValid() ? m_mount.fsType : QStringLiteral("file-io"));
        if (const QString problem = r.ok ? Measurement::figuresProblem(r.bytes, r.seconds) : QString();
            !problem.isEmpty()) {
            r.error = problem;
            r.ok = false;
        }
        if (r.ok) {
            m.setBytes(r.bytes);
            m.setSeconds(r.seconds - r.stallSeconds); // a stall before it settled: not the share's
            m.setStop(r.stop);
            if (kind == Measurement::Kind::ShareSmallFiles)
                m.setFileCount(r.files);
            if (kind == Measurement::Kind::ShareRead && r.cacheBypass == QLatin1String("none"))
                m.setCacheSuspect(true);
        } else {
            m.setError(r.cancelled ? tr("Cancelled.") : r.error);
        }
        const Outcome o = r.ok ? Outcome::Ok : (r.cancelled || m_cancelled ? Outcome::Cancelled : Outcome::Failed);
        QMetaObject::invokeMethod(this, [this, m, o] { deliver(m, o); }, Qt::QueuedConnection);
        if (r.cancelled)
            m_cancelled = true;
    }
    m_bench->cleanup();
}

void ShareJob::deliver(const Measurement &m, Outcome outcome)
{
    m_measurements.append(m);
    emit testFinished(m, outcome);
}

void ShareJob::cancel()
{
    m_cancelled = true;
    if (m_bench)
        m_bench->cancel();
    if (!m_thread)
        finish(Outcome::Cancelled);
}
