#include "core/thread/workerthread.h"

WorkerThreadPtr startWorkerThread(const QString &name)
{
    WorkerThreadPtr thread(new QThread);
    thread->setObjectName(name);
    thread->start();
    return thread;
}

WorkerThreadPtr startWorkThread(const QString &name, std::function<void()> work, const QObject *context,
                                std::function<void()> done)
{
    WorkerThreadPtr thread(QThread::create(std::move(work)));
    thread->setObjectName(name);
    // Connected before the start: work that ends at once still reaches done.
    QObject::connect(thread.get(), &QThread::finished, context, std::move(done), Qt::QueuedConnection);
    thread->start();
    return thread;
}
