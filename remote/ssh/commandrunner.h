#pragma once

#include "remote/ssh/remotecommand.h"

#include <QObject>
#include <QString>

// What every job needs of "the Pi": start a shell command and stream its outcome back. SshConnection
// is the real one; tests put a scripted runner here (tests/support/scriptedrunner.h) to place a
// cancel, a failure, a silence or a lying answer at an exact point without an sshd
// (docs/design.md, "Seams"). Lives in the thread that uses it; nothing here blocks.
class CommandRunner : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Starts a command (a POSIX shell command line; put values in with shellQuote()). While the
    // runner cannot run commands, the command finishes soon with an error. Never returns nullptr; the
    // command is a child of the runner: deleteLater() it when done.
    virtual RemoteCommand *run(const QString &command, const CommandOptions &options = {}) = 0;
    virtual bool isConnected() const = 0;
    // The address this PC reaches the Pi at (the network test connects there); empty when unknown
    // or when the Pi is reached only through a jump host (the test then runs through the SSH channel).
    virtual QString peerHost() const = 0;
    // The SHA-256 fingerprint ("SHA256:…") of the host key this connection authenticated: which Pi
    // this is (PiIdentity). Empty when the runner has none.
    virtual QString hostKeySha256() const { return {}; }

protected:
    // For implementations: RemoteCommand is built and fed only through these.
    RemoteCommand *newCommand(quint64 id, const QString &command, const CommandOptions &options,
                              std::function<void(quint64)> cancel, std::function<void(quint64)> closeInput);
    static void deliverOutput(RemoteCommand *cmd, const QByteArray &chunk, bool isStderr)
    {
        cmd->deliverOutput(chunk, isStderr);
    }
    static void deliverInputWritten(RemoteCommand *cmd, qint64 total) { cmd->deliverInputWritten(total); }
    static void deliverFinished(RemoteCommand *cmd, const CommandResult &result)
    {
        cmd->deliverFinished(result);
    }
};
