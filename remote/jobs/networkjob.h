#pragma once

#include "core/model/measurement.h"
#include "core/sharebench/ratewindow.h"
#include "remote/jobs/job.h"
#include "remote/ssh/remotecommand.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QStringList>

#include <functional>

class CommandRunner;
class PcTransfer;
class RemoteCommand;
class QTimer;

// Raw TCP throughput between the Pi and this PC (net-pi-to-pc, net-pc-to-pi): no encryption and
// nothing installed on the Pi. Methods, in order of preference (Measurement::method says which):
//   python3      the Pi listens (a python3 one-liner), the PC connects
//   socat        the same with socat
//   bash-devtcp  the PC listens, the Pi connects with bash's /dev/tcp to the address in $SSH_CONNECTION
//   ssh-channel  zeros through the SSH channel itself: encryption-bound, Pi to PC only
// The PC end of a TCP method is a PcTransfer on a thread of its own (not the owner's: in the window
// that is the GUI thread); the length is adaptive (RateWindow, minimum size, time cap). One file per
// way of testing: networkjob_pilistener.cpp (python3, socat), networkjob_pclistener.cpp
// (bash-devtcp), networkjob_sshchannel.cpp; what they share is in networkjob.cpp.
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

    // Tests: the thread the PC end of the last TCP transfer read or wrote its socket on (null if
    // none moved data).
    Qt::HANDLE pcEndThreadForTests() const { return m_pcEndThread; }
    // Tests: what the PC end of the running TCP transfer has moved so far, read now (-1 if none).
    qint64 pcEndBytesForTests() const;

protected:
    void fillResult(StepResult &result) const override;

private:
    void onDetected(const CommandResult &r);
    void startPiListener();       // networkjob_pilistener.cpp
    void connectToPi(quint16 port);
    void startPcListener();       // networkjob_pclistener.cpp
    void runPcListenerCommand(quint16 port);
    void startSshChannel();       // networkjob_sshchannel.cpp
    void startSshChannelUpload(); // networkjob_sshchannel.cpp
    void newTransfer(bool receive);
    void beginMeasuring();
    void onTick();
    void onBytes(qint64 total, double seconds);
    void dropTransfer();
    void stopTransfer();
    void finishWithFigures(qint64 bytes, double seconds);
    void runPiSide(const QString &body, int capSeconds, std::function<void(const CommandResult &)> onEnd);
    void finishFromPiCommand(bool piSent, const CommandResult &r);
    void fail(const QString &error);
    QString remoteCommand(const QString &body) const;

    CommandRunner *m_connection;
    Params m_params;
    Measurement m_measurement;
    RateWindow m_window;
    QStringList m_available;
    QString m_method;
    QPointer<RemoteCommand> m_command;
    PcTransfer *m_transfer = nullptr; // TCP methods: the PC end, on its own thread
    Qt::HANDLE m_pcEndThread = nullptr;
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
    // How often the PC end's count is read while a TCP transfer runs (and the SSH channel's clock
    // checked): often enough for one-second rate slices and the stall check, and no more.
    static constexpr int kTransferTickMs = 100;
    static constexpr double kStallSeconds = 2.5;
};
