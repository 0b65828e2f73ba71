#pragma once

#include "remote/jobs/pctransfer.h"

#include <QByteArray>
#include <QObject>

#include <atomic>

class QTcpServer;
class QTcpSocket;

// What PcTransfer's two halves share. The worker writes, the owner reads (PcTransfer::sample()).
// Times are nanoseconds of std::chrono::steady_clock; 0 means "not yet".
struct PcTransferCount
{
    std::atomic<qint64> bytes{0};
    std::atomic<qint64> startNs{0}; // the connection was made
    std::atomic<qint64> endNs{0};   // the peer hung up or the connection broke (bytes is final)
    std::atomic<Qt::HANDLE> ioThread{nullptr};
    // A sender's socket while it is open (-1 otherwise): what it still holds is not moved yet.
    std::atomic<qintptr> sendSocket{-1};

    static qint64 nowNs();
};

// PcTransfer's half on the transfer thread: the socket and the counting. Only PcTransfer talks to
// it, through queued calls.
class PcTransferWorker : public QObject
{
    Q_OBJECT
public:
    PcTransferWorker(PcTransfer::Mode mode, std::shared_ptr<PcTransferCount> count);

    void connectTo(const QString &host, quint16 port, int attemptsLeft);
    void listen(const QHostAddress &bindTo);
    void stop();

signals:
    void listening(quint16 port);
    void listenFailed(const QString &why);
    void connectFailed(const QString &why);
    void started();
    void ended();

private:
    void attach(QTcpSocket *socket);
    void readUnbuffered();
    void add(qint64 n);
    void pump();
    void end();

    PcTransfer::Mode m_mode;
    std::shared_ptr<PcTransferCount> m_count;
    QTcpServer *m_server = nullptr;
    QTcpSocket *m_socket = nullptr;
    QByteArray m_buffer; // the one buffer every unbuffered read lands in
    bool m_stopping = false;
    bool m_ended = false;
};
