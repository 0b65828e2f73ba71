#pragma once

#include "remote/ssh/sshconnection.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

// Starts a connection and spins the test's event loop until it is up or has failed.
struct ConnectOutcome
{
    bool connected = false;
    SshError error;
    qint64 elapsedMs = 0;
};

inline ConnectOutcome connectAndWait(SshConnection &c, int timeoutMs = 20000)
{
    QSignalSpy up(&c, &SshConnection::connected);
    QSignalSpy failed(&c, &SshConnection::connectionFailed);
    QElapsedTimer clock;
    clock.start();
    c.connectToHost();
    while (up.isEmpty() && failed.isEmpty() && clock.elapsed() < timeoutMs)
        QTest::qWait(10);
    return {!up.isEmpty(), c.lastError(), clock.elapsed()};
}

// Runs a command to the end (or timeoutMs) and returns its result.
inline CommandResult runAndWait(SshConnection &c, const QString &command, const CommandOptions &options = {},
                                int timeoutMs = 20000)
{
    RemoteCommand *cmd = c.run(command, options);
    QElapsedTimer clock;
    clock.start();
    while (!cmd->isFinished() && clock.elapsed() < timeoutMs)
        QTest::qWait(5);
    return cmd->result();
}
