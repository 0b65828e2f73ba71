#pragma once

#include "remote/jobs/job.h"

#include <QElapsedTimer>
#include <QTest>

// Starts a job and spins the test's event loop until it has finished (or timeoutMs passed).
inline bool runJob(Job &job, int timeoutMs = 120000)
{
    QElapsedTimer clock;
    clock.start();
    job.start();
    while (!job.isFinished() && clock.elapsed() < timeoutMs)
        QTest::qWait(10);
    return job.isFinished();
}

inline bool waitJob(Job &job, int timeoutMs = 60000)
{
    QElapsedTimer clock;
    clock.start();
    while (!job.isFinished() && clock.elapsed() < timeoutMs)
        QTest::qWait(10);
    return job.isFinished();
}
