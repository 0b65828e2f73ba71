#include "remote/jobs/pctransferworker.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <chrono>

namespace {

// One read lands in this much at most. The socket is drained in a few reads per wake-up; the kernel
// rarely holds more than this between two of them, even at 1 Gbit/s.
constexpr qsizetype kReadBufferBytes = 1 << 20;
// Reads per wake-up before the event loop gets a turn (a stop() or the thread's quit waits behind
// them); the notifier fires again at once if data is left.
constexpr int kReadsPerWake = 16;
// Zeros queued in the socket ahead of the kernel while sending.
constexpr qint64 kQueuedSendBytes = 4 << 20;

} // namespace

qint64 PcTransferCount::nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

PcTransferWorker::PcTransferWorker(PcTransfer::Mode mode, std::shared_ptr<PcTransferCount> count)
    : m_mode(mode), m_count(std::move(count))
{
}

void PcTransferWorker::connectTo(const QString &host, quint16 port, int attemptsLeft)
{
    if (m_stopping || m_socket)
        return;
    auto *socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, socket] { attach(socket); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket, host, port, attemptsLeft] {
        if (socket == m_socket) {
            end(); // the connection broke mid-transfer
            return;
        }
        const QString why = socket->errorString();
        socket->deleteLater();
        if (m_stopping)
            return;
        if (attemptsLeft > 1)
            QTimer::singleShot(100, this,
                               [this, host, port, attemptsLeft] { connectTo(host, port, attemptsLeft - 1); });
        else
            emit connectFailed(why);
    });
    // A receiver reads straight from the kernel into m_buffer (Unbuffered). Qt's buffered socket
    // takes a new block for each read; in the sanitized build (ASan) that cost the PC-receiving
    // figure most at 1 Gbit/s on the test bed, on this thread or the owner's: 0.74 and 0.61 of
    // iperf3, against 0.87 unbuffered, on the same loaded machine (issue #13, bench/RESULTS.md).
    const QIODevice::OpenMode openMode = m_mode == PcTransfer::Mode::Receive
                                             ? QIODevice::ReadWrite | QIODevice::Unbuffered
                                             : QIODevice::ReadWrite;
    socket->connectToHost(host, port, openMode);
}

void PcTransferWorker::listen(const QHostAddress &bindTo)
{
    m_server = new QTcpServer(this);
    if (!m_server->listen(bindTo, 0)) {
        emit listenFailed(m_server->errorString());
        return;
    }
    connect(m_server, &QTcpServer::newConnection, this, [this] {
        QTcpSocket *s = m_server->nextPendingConnection();
        if (m_socket || !s || m_stopping) {
            delete s;
            return;
        }
        m_server->close();
        attach(s);
    });
    emit listening(m_server->serverPort());
}

void PcTransferWorker::attach(QTcpSocket *socket)
{
    m_socket = socket;
    m_count->startNs.store(PcTransferCount::nowNs(), std::memory_order_release);
    emit started();
    connect(socket, &QTcpSocket::disconnected, this, &PcTransferWorker::end);
    if (m_mode == PcTransfer::Mode::Receive) {
        if (socket->openMode() & QIODevice::Unbuffered) {
            m_buffer.resize(kReadBufferBytes);
            connect(socket, &QTcpSocket::readyRead, this, &PcTransferWorker::readUnbuffered);
        } else {
            // An accepted socket (bash-devtcp, the Pi connects back) cannot be made unbuffered in
            // Qt: Qt reads into its own buffer and this drops it.
            socket->setReadBufferSize(0);
            connect(socket, &QTcpSocket::readyRead, this, [this] { add(m_socket->skip(m_socket->bytesAvailable())); });
        }
    } else {
        m_count->sendSocket.store(socket->socketDescriptor(), std::memory_order_release);
        connect(socket, &QTcpSocket::bytesWritten, this, [this](qint64 n) {
            add(n);
            pump();
        });
        pump();
    }
}

void PcTransferWorker::readUnbuffered()
{
    for (int i = 0; i < kReadsPerWake && m_socket && !m_stopping; ++i) {
        const qint64 n = m_socket->read(m_buffer.data(), m_buffer.size());
        if (n < 0) {
            end(); // an unbuffered socket says the peer hung up here, not by disconnected()
            return;
        }
        if (n == 0)
            return; // drained; the socket's notifier is armed again
        add(n);
    }
}

void PcTransferWorker::add(qint64 n)
{
    if (m_stopping || m_ended || n <= 0)
        return;
    m_count->bytes.fetch_add(n, std::memory_order_release);
    m_count->ioThread.store(QThread::currentThreadId(), std::memory_order_relaxed);
}

void PcTransferWorker::pump()
{
    static const QByteArray zeros(1 << 20, '\0');
    while (m_socket && !m_stopping && m_socket->bytesToWrite() < kQueuedSendBytes)
        m_socket->write(zeros);
}

void PcTransferWorker::stop()
{
    if (m_stopping)
        return;
    m_count->sendSocket.store(-1, std::memory_order_release); // before the socket closes
    m_stopping = true;
    m_ended = true; // the owner took its figures when it asked to stop
    if (m_server)
        m_server->close();
    if (!m_socket)
        return;
    if (m_mode == PcTransfer::Mode::Receive)
        m_socket->abort();
    else
        m_socket->disconnectFromHost(); // flushes, then the Pi sees EOF and prints its count
}

void PcTransferWorker::end()
{
    m_count->sendSocket.store(-1, std::memory_order_release);
    if (m_ended)
        return;
    m_ended = true;
    m_count->endNs.store(PcTransferCount::nowNs(), std::memory_order_release);
    emit ended();
}
