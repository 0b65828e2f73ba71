#pragma once

#include <QThread>

#include <memory>

// A QThread that is always stopped before it is freed: quit its event loop, then wait for it.
struct WorkerThreadDeleter
{
    void operator()(QThread *thread) const
    {
        thread->quit();
        thread->wait();
        delete thread;
    }
};
using WorkerThreadPtr = std::unique_ptr<QThread, WorkerThreadDeleter>;

// A started thread with an event loop, named for debuggers and crash reports.
WorkerThreadPtr startWorkerThread(const QString &name);
