#pragma once

#include "core/model/measurement.h"
#include "core/sharebench/ratewindow.h"
#include "remote/jobs/job.h"
#include "remote/ssh/remotecommand.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QStringList>

class CommandRunner;
class RemoteCommand;
class QTcpServer;
class QTcpSocket;
class QTimer;

// Raw TCP throughput between the Pi and this PC (net-pi-to-pc, net-pc-to-pi): no encryption and
// nothing installed on the Pi. Methods, in order of preference (Measurement::method says which):
//   python3      the Pi listens (a python3 one-liner), the PC connects
//   socat        the same with socat
//   bash-devtcp  the PC listens, the Pi connects with bash's /dev/tcp to the address in $SSH_CONNECTION
//   ssh-channel  zeros through the SSH channel itself: encryption-bound, Pi to PC only
// The PC side is non-blocking sockets in the job's thread; the length is adaptive (RateWindow,
// minimum size, time cap).
class NetworkJob : public Job
{
    Q_OBJECT
public:
    enum class Direction
    {
        PiToPc,
        PcToPi
    };

    struct Params
    {
        Direction direction = Direction::PiToPc;
        QString piHost;                // where the PC connects: the host the SSH session resolved
        qint64 minBytes = 32ll << 20;
        double maxSeconds = 10;
        RateWindow::Settings stability;
        QStringList methods;           // allowed methods in order; empty: all, in the order above
        QString remotePath;            // tests: a PATH for the Pi-side commands (hides tools)
    };

    NetworkJob(CommandRunner *connection, Params params, QObject *parent = nullptr);
    ~NetworkJob() override;

    void start() override;
    void cancel() override;

    const Measurement &measurement() const { return m_measurement; }
    QList<Measurement> measurements() const override { return {m_measurement}; }
    QString method() const { return m_method; }
    QStringList availableMethods() const { return m_available; }

    static QStringList allMethods();

private:
    void onDetected(const CommandResult &r);
    void startPiListener();
    void startPcListener();
    void startSshChannel();
    void startSshChannelUpload();
    void connectToPi(int port, int attempt);
    void attachSocket(QTcpSocket *socket);
    void onBytes(qint64 total);
    void pump();
    void stopTransfer();
    void finishWithFigures(qint64 bytes, double seconds);
    void fail(const QString &error);
    QString remoteCommand(const QString &body) const;

    CommandRunner *m_connection;
    Params m_params;
    Measurement m_measurement;
    RateWindow m_window;
    QStringList m_available;
    QString m_method;
    QPointer<RemoteCommand> m_command;
    QTcpServer *m_server = nullptr;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_capTimer = nullptr;
    QElapsedTimer m_clock;
    QByteArray m_out;
    bool m_portSeen = false;
    bool m_started = false;
    bool m_stopping = false;
    bool m_cancelRequested = false;
    qint64 m_bytes = 0;
    double m_stopSeconds = 0;
    qint64 m_bytesSeen = 0;   // for the stall check: the count when it last grew
    double m_lastDataAt = 0;  // s since the connection
    static constexpr double kStallSeconds = 2.5;
};
