#include "remote/jobs/pctransfer.h"

#include "remote/jobs/pctransferworker.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace {
// Often enough for the one-second slices of RateWindow and the 2.5 s stall check; seldom enough that
// the owner's thread does not notice.
constexpr int kReportMs = 100;
} // namespace

PcTransfer::PcTransfer(Mode mode, QObject *parent)
    : QObject(parent), m_thread(startWorkerThread(QStringLiteral("network test"))),
      m_worker(new PcTransferWorker(mode))
{
    m_worker->moveToThread(m_thread.get());
    connect(m_thread.get(), &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &PcTransferWorker::started, this, &PcTransfer::started);
    connect(m_worker, &PcTransferWorker::progress, this, &PcTransfer::progress);
    connect(m_worker, &PcTransferWorker::ended, this, &PcTransfer::ended);
    connect(m_worker, &PcTransferWorker::failed, this, &PcTransfer::failed);
}

PcTransfer::~PcTransfer()
{
    m_worker->disconnect(this);
    // The worker's sockets go with it when the thread ends (deleteLater on finished).
}

void PcTransfer::connectTo(const QString &host, quint16 port, int attempts)
{
    PcTransferWorker *w = m_worker;
    QMetaObject::invokeMethod(w, [w, host, port, attempts] { w->connectTo(host, port, attempts); });
}

quint16 PcTransfer::listen(const QHostAddress &bindTo, QString *error)
{
    PcTransferWorker *w = m_worker;
    quint16 port = 0;
    QString why;
    QMetaObject::invokeMethod(
        w, [w, bindTo, &port, &why] { port = w->listen(bindTo, &why); }, Qt::BlockingQueuedConnection);
    if (error)
        *error = why;
    return port;
}

void PcTransfer::stop()
{
    PcTransferWorker *w = m_worker;
    QMetaObject::invokeMethod(w, [w] { w->stop(); });
}

PcTransferWorker::PcTransferWorker(PcTransfer::Mode mode) : m_mode(mode) {}

void PcTransferWorker::connectTo(const QString &host, quint16 port, int attemptsLeft)
{
    if (m_stopping || m_socket)
        return;
    auto *socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, socket] { attach(socket); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket, host, port, attemptsLeft] {
        if (socket == m_socket)
            return; // the peer went away mid-transfer: disconnected() handles it
        const QString why = socket->errorString();
        socket->deleteLater();
        if (m_stopping)
            return;
        if (attemptsLeft > 1)
            QTimer::singleShot(100, this,
                               [this, host, port, attemptsLeft] { connectTo(host, port, attemptsLeft - 1); });
        else
            emit failed(PcTransfer::tr("Could not connect to the test listener on the Pi (%1 port %2): %3")
                            .arg(host, QString::number(port), why));
    });
    socket->connectToHost(host, port);
}

quint16 PcTransferWorker::listen(const QHostAddress &bindTo, QString *error)
{
    m_server = new QTcpServer(this);
    if (!m_server->listen(bindTo, 0)) {
        *error = m_server->errorString();
        return 0;
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
    return m_server->serverPort();
}

void PcTransferWorker::attach(QTcpSocket *socket)
{
    m_socket = socket;
    m_clock.start();
    emit started();
    m_report = new QTimer(this);
    connect(m_report, &QTimer::timeout, this, [this] {
        if (m_bytes != m_reported) {
            m_reported = m_bytes;
            emit progress(m_bytes, seconds());
        }
    });
    m_report->start(kReportMs);
    connect(socket, &QTcpSocket::disconnected, this, &PcTransferWorker::end);
    if (m_mode == PcTransfer::Mode::Receive) {
        socket->setReadBufferSize(0);
        connect(socket, &QTcpSocket::readyRead, this,
                [this] { onData(m_socket->skip(m_socket->bytesAvailable())); });
    } else {
        connect(socket, &QTcpSocket::bytesWritten, this, [this](qint64 n) {
            onData(n);
            pump();
        });
        pump();
    }
}

void PcTransferWorker::onData(qint64 n)
{
    if (!m_stopping && n > 0)
        m_bytes += n;
}

void PcTransferWorker::pump()
{
    static const QByteArray zeros(1 << 20, '\0');
    while (m_socket && !m_stopping && m_socket->bytesToWrite() < 4 * zeros.size())
        m_socket->write(zeros);
}

void PcTransferWorker::stop()
{
    if (m_stopping)
        return;
    if (m_server)
        m_server->close();
    if (!m_socket) {
        m_stopping = true;
        end();
        return;
    }
    // The count and the time are taken now, together; what is still queued afterwards (a sender's
    // flush) is the Pi's to count.
    const qint64 bytes = m_bytes;
    const double at = seconds();
    m_stopping = true;
    if (m_mode == PcTransfer::Mode::Receive)
        m_socket->abort();
    else
        m_socket->disconnectFromHost(); // flushes, then the Pi sees EOF
    if (!m_ended) {
        m_ended = true;
        if (m_report)
            m_report->stop();
        emit ended(bytes, at);
    }
}

void PcTransferWorker::end()
{
    if (m_ended)
        return;
    m_ended = true;
    if (m_report)
        m_report->stop();
    emit ended(m_bytes, m_socket ? seconds() : 0);
}
