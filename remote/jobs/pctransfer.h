#pragma once

#include "core/thread/workerthread.h"

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <memory>

class PcTransferWorker;
struct PcTransferCount;

// The PC end of one raw TCP transfer of the network test, on a thread of its own: at up to 1 Gbit/s
// the bytes must not pass through the owner's thread, which in the window is the one that draws the
// charts. Either connects out to a listener on the Pi (retrying while it comes up) or listens for the
// Pi's one connection; then sends zeros, or reads and discards what arrives.
//
// How far it got is not signalled per read: the worker adds to a shared count, and the owner reads
// it when it wants (sample()), with the seconds since the connection, on one clock for both threads.
// A signal per read would wake the owner's thread as often as the socket does.
//
// Lives in the owner's thread; its signals arrive there, queued.
class PcTransfer : public QObject
{
    Q_OBJECT
public:
    enum class Mode
    {
        Send,   // zeros to the Pi, as fast as the socket takes them
        Receive // read and discard
    };

    struct Sample
    {
        qint64 bytes = 0;
        double seconds = 0; // since the connection; stops at the end of the transfer
    };

    explicit PcTransfer(Mode mode, QObject *parent = nullptr);
    ~PcTransfer() override; // the worker's socket is closed and its thread joined

    // Connects to host:port, retrying every 100 ms up to `attempts` times (socat may not listen yet).
    void connectTo(const QString &host, quint16 port, int attempts = 50);
    // Listens on an ephemeral port of bindTo for one connection: listening() or listenFailed().
    void listen(const QHostAddress &bindTo);
    // Ends the transfer: a sender flushes what it queued and closes (the Pi then sees EOF and prints
    // its count); a receiver drops the connection at once.
    void stop();

    // Bytes moved and seconds since the connection, read together now (any thread).
    Sample sample() const;
    // Tests: the thread the socket was last read or written on (null before any data).
    Qt::HANDLE ioThreadId() const;

signals:
    void listening(quint16 port);
    void listenFailed(const QString &why);
    void connectFailed(const QString &why); // after the last attempt
    void started();                         // connected: the clock runs from here
    void ended();                           // the peer hung up, or the connection broke

private:
    std::shared_ptr<PcTransferCount> m_count;
    WorkerThreadPtr m_thread;
    PcTransferWorker *m_worker; // lives on m_thread, deleted there when it ends
};
