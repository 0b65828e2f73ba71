#pragma once

#include "remote/jobs/pctransfer.h"

#include <QElapsedTimer>
#include <QObject>

class QTcpServer;
class QTcpSocket;
class QTimer;

// PcTransfer's half on the transfer thread: the socket, the count and the clock. Only PcTransfer
// talks to it, through queued calls.
class PcTransferWorker : public QObject
{
    Q_OBJECT
public:
    explicit PcTransferWorker(PcTransfer::Mode mode);

    void connectTo(const QString &host, quint16 port, int attemptsLeft);
    quint16 listen(const QHostAddress &bindTo, QString *error);
    void stop();

signals:
    void started();
    void progress(qint64 bytes, double seconds);
    void ended(qint64 bytes, double seconds);
    void failed(const QString &error);

private:
    void attach(QTcpSocket *socket);
    void onData(qint64 n);
    void pump();
    void end();
    double seconds() const { return m_clock.nsecsElapsed() / 1e9; }

    PcTransfer::Mode m_mode;
    QTcpServer *m_server = nullptr;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_report = nullptr;
    QElapsedTimer m_clock;
    qint64 m_bytes = 0;
    qint64 m_reported = -1;
    bool m_ended = false;
    bool m_stopping = false;
};
