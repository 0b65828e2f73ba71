#pragma once

#include "remote/ssh/workerthread.h"

#include <QHostAddress>
#include <QObject>
#include <QString>

class PcTransferWorker;

// The PC end of one raw TCP transfer of the network test. The sockets live on a thread of their own:
// at up to 1 Gbit/s the bytes must not pass through the owner's thread, which in the GUI is the one
// that draws the charts. Either connects out to a listener on the Pi (retrying while it comes up) or
// listens for the Pi's one connection; then sends zeros or reads and discards what arrives, counting
// bytes against its own clock, which starts when the connection is made.
//
// Lives in the owner's thread; every signal arrives there, queued. Figures are (bytes, seconds) pairs
// taken together on the transfer's thread, so a rate computed from one pair is exact for that moment.
class PcTransfer : public QObject
{
    Q_OBJECT
public:
    enum class Mode
    {
        Send,   // zeros to the Pi, as fast as the socket takes them
        Receive // read and discard
    };

    explicit PcTransfer(Mode mode, QObject *parent = nullptr);
    ~PcTransfer() override; // stops the transfer and joins its thread

    // Connects to host:port, retrying every 100 ms up to `attempts` times (socat may not listen yet).
    void connectTo(const QString &host, quint16 port, int attempts = 50);
    // Listens on an ephemeral port of bindTo for one connection; returns the port, or 0 with *error set.
    quint16 listen(const QHostAddress &bindTo, QString *error);
    // Ends the transfer. A sender flushes what it queued and closes (the Pi then sees EOF and prints
    // its count); a receiver drops the connection at once. ended() follows.
    void stop();

signals:
    void started();                              // connected: the clock runs from here
    void progress(qint64 bytes, double seconds); // a few times a second while data moves
    void ended(qint64 bytes, double seconds);    // stopped, or the Pi hung up: the final count
    void failed(const QString &error);           // could not connect

private:
    WorkerThreadPtr m_thread;
    PcTransferWorker *m_worker; // lives on m_thread, deleted there when it finishes
};
