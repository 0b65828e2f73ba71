#include "remote/jobs/pctransfer.h"

#include "remote/jobs/pctransferworker.h"

#include <algorithm>

#ifdef Q_OS_LINUX
#include <linux/sockios.h>
#include <sys/ioctl.h>
#endif

namespace {

// Bytes a sender's socket has taken but the peer has not acknowledged yet. The count of a sender
// is what the socket took, and the kernel takes it in bursts of up to a third of its send buffer
// (megabytes once autotuned): at 100 Mbit/s that kept half-second slices of the rate from agreeing
// within the 2 % the stability check wants, so a PC -> Pi test ran to its cap. Taking away what is
// still queued gives what reached the Pi. Linux only (SIOCOUTQ); elsewhere the count as taken,
// and the test settles later or stops at its cap.
qint64 unacknowledged(qintptr socket)
{
#ifdef Q_OS_LINUX
    int queued = 0;
    if (socket >= 0 && ::ioctl(int(socket), SIOCOUTQ, &queued) == 0 && queued > 0)
        return queued;
#else
    Q_UNUSED(socket)
#endif
    return 0;
}

} // namespace

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
    qint64 bytes = m_count->bytes.load(std::memory_order_acquire);
    if (end == 0) // a descriptor reused meanwhile cannot take away more than was sent
        bytes -= std::min(bytes, unacknowledged(m_count->sendSocket.load(std::memory_order_acquire)));
    const qint64 at = end != 0 ? end : PcTransferCount::nowNs();
    return {bytes, double(at - start) / 1e9};
}

Qt::HANDLE PcTransfer::ioThreadId() const
{
    return m_count->ioThread.load(std::memory_order_acquire);
}
