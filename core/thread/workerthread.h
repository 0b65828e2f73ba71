#pragma once

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>

// The one way this program owns a thread of its own (docs/design.md, "Threading"): whether it runs
// an event loop for a worker object or one piece of work, it is stopped before it is freed.

// Quits the thread's event loop (if it runs one), then waits for it: no thread outlives its owner.
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

// A started thread with an event loop, for a worker object moved onto it; named for debuggers and
// crash reports.
WorkerThreadPtr startWorkerThread(const QString &name);

// A started thread that runs work once and ends: file I/O on a share whose server may be gone, or
// tools under timeouts, off the owner's thread. done then runs in context's thread (queued, so
// never inside work's thread), unless context is gone by then.
//
//   m_thread = startWorkThread(QStringLiteral("share tests"), [this] { runAll(); }, this, [this] { … });
WorkerThreadPtr startWorkThread(const QString &name, std::function<void()> work, const QObject *context,
                                std::function<void()> done);
