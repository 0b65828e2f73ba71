#include "remote/ssh/workerthread.h"

WorkerThreadPtr startWorkerThread(const QString &name)
{
    WorkerThreadPtr thread(new QThread);
    thread->setObjectName(name);
    thread->start();
    return thread;
}
