#include "remote/jobs/pctransfer.h"

#include "remote/jobs/pctransferworker.h"

PcTransfer::PcTransfer(Mode mode, QObject *parent)
    : QObject(parent), m_count(std::make_shared<PcTransferCount>()),
      m_thread(startWorkerThread(QStringLiteral("network test"))), m_worker(new PcTransferWorker(mode, m_count))
{
    m_worker->moveToThread(m_thread.get());
    // The worker and its sockets go when the thread ends (its deleter quits and joins it).
    connect(m_thread.get(), &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &PcTransferWorker::listening, this, &PcTransfer::listening);
    connect(m_worker, &PcTransferWorker::listenFailed, this, &PcTransfer::listenFailed);
    connect(m_worker, &PcTransferWorker::connectFailed, this, &PcTransfer::connectFailed);
    connect(m_worker, &PcTransferWorker::started, this, &PcTransfer::started);
    connect(m_worker, &PcTransferWorker::ended, this, &PcTransfer::ended);
}

PcTransfer::~PcTransfer()
{
    m_worker->disconnect(this);
}

void PcTransfer::connectTo(const QString &host, quint16 port, int attempts)
{
    PcTransferWorker *w = m_worker;
    QMetaObject::invokeMethod(w, [w, host, port, attempts] { w->connectTo(host, port, attempts); });
}

void PcTransfer::listen(const QHostAddress &bindTo)
{
    PcTransferWorker *w = m_worker;
    QMetaObject::invokeMethod(w, [w, bindTo] { w->listen(bindTo); });
}

void PcTransfer::stop()
{
    PcTransferWorker *w = m_worker;
    QMetaObject::invokeMethod(w, [w] { w->stop(); });
}

PcTransfer::Sample PcTransfer::sample() const
{
    const qint64 start = m_count->startNs.load(std::memory_order_acquire);
    if (start == 0)
        return {};
    // The end first: once it is set, the count read after it is the final one.
    const qint64 end = m_count->endNs.load(std::memory_order_acquire);
    const qint64 bytes = m_count->bytes.load(std::memory_order_acquire);
    const qint64 at = end != 0 ? end : PcTransferCount::nowNs();
    return {bytes, double(at - start) / 1e9};
}

Qt::HANDLE PcTransfer::ioThreadId() const
{
    return m_count->ioThread.load(std::memory_order_acquire);
}
