#pragma once

#include "core/model/measurement.h"
#include "core/sharebench/mountinfo.h"
#include "core/sharebench/sharebench.h"
#include "core/thread/workerthread.h"
#include "remote/jobs/job.h"

#include <QJsonObject>
#include <QList>

#include <functional>
#include <memory>

// The share as this PC sees it: ShareBench (write, read, small files, and optionally the copy of
// a file the user picked) on a worker thread of its own, for the profile's share path. The client
// mount (type, source, options: MountTable::forPath) is recorded as each measurement's method
// (the file system type) and in full by mountJson().
class ShareJob : public Job
{
    Q_OBJECT
public:
    struct Params
    {
        QString sharePath;
        QString copySource; // empty: no share-copy-file test
        ShareBench::Settings settings;
        // Tests on this PC's own disk measure this PC, so a folder that is not a network or FUSE
        // mount is refused (the share is not mounted). Tests of the job itself turn this on.
        bool allowLocalFolder = false;
        // Tests: called on the job's thread right before each test, to place a fault exactly there.
        std::function<void(Measurement::Kind)> beforeEachTest;
    };

    explicit ShareJob(Params params, QObject *parent = nullptr);
    ~ShareJob() override;

    void start() override;
    void cancel() override;

    QList<Measurement> measurements() const override { return m_measurements; }
    // The PC's mount of the share, looked up when the tests begin: read it once a test has
    // finished (testFinished is queued after the lookup).
    const MountInfo &mount() const { return m_mount; }
    static QJsonObject mountJson(const MountInfo &mount);
    // The kinds this job measures, in order.
    QList<Measurement::Kind> kinds() const;

signals:
    void testStarted(Measurement::Kind kind);
    // A measurement with figures, or with error() set when the test failed or was cancelled.
    void testFinished(const Measurement &measurement, Job::Outcome outcome);

private:
    void runAll(); // on the worker thread
    void deliver(const Measurement &m, Outcome outcome);

    Params m_params;
    MountInfo m_mount;
    std::unique_ptr<ShareBench> m_bench;
    WorkerThreadPtr m_thread;
    QList<Measurement> m_measurements;
    std::atomic_bool m_cancelled{false};
};
