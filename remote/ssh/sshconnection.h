#pragma once

#include "core/thread/workerthread.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/ssherror.h"
#include "remote/ssh/sshsessioninfo.h"
#include "remote/ssh/sshtarget.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class SshSession;
class SshWorker;

// One SSH connection, used from one thread (usually the GUI's).
//
//   auto *bridge = new PromptBridge(dialogParent);       // dialogs answer its *Requested signals
//   auto *conn = new SshConnection(profile.toSshTarget(), bridge, this);
//   connect(conn, &SshConnection::stateChanged, ...);     // "Connecting…", "Checking host key…"
//   connect(conn, &SshConnection::connectionFailed, ...); // error.message is translated
//   connect(conn, &SshConnection::connected, this, [conn] {
//       RemoteCommand *cmd = conn->run(QStringLiteral("uname -a"));
//       connect(cmd, &RemoteCommand::finished, ...);      // result.standardOutput
//   });
//   conn->connectToHost();                                // returns at once; Cancel calls conn->cancel()
// The session and all libssh calls live
// on a worker thread of its own, so nothing here blocks: connectToHost() returns at once and the
// outcome arrives as connected() or connectionFailed(); commands stream through RemoteCommand.
class SshConnection : public CommandRunner
{
    Q_OBJECT
public:
    enum class State
    {
        Disconnected,
        Connecting,
        VerifyingHostKey,
        Authenticating,
        Connected
    };
    Q_ENUM(State)

    // The prompter (may be nullptr: headless) must outlive the connection; it is called on the worker thread.
    explicit SshConnection(const SshTarget &target, CredentialPrompter *prompter = nullptr,
                           QObject *parent = nullptr);
    ~SshConnection() override;

    const SshTarget &target() const { return m_target; }
    State state() const { return m_state; }
    bool isConnected() const override { return m_state == State::Connected; }
    // Through a jump host or a command, this PC has no path of its own to the Pi's address.
    QString peerHost() const override { return m_info.proxy.isEmpty() ? m_info.host : QString(); }
    QString hostKeySha256() const override { return m_info.hostKey.sha256Fingerprint; }
    // Effective host, port and user, the auth method that worked and the host key (valid once connected).
    const SshSessionInfo &sessionInfo() const { return m_info; }
    // The error that ended the last attempt or connection.
    const SshError &lastError() const { return m_lastError; }

    void connectToHost();
    // Stops a connection attempt at any step (even a blocked TCP connect or an open prompt) or drops
    // an open connection. Running commands finish with cancelled = true.
    void cancel();
    void disconnectFromHost();

    // Starts a command (a POSIX shell command line; put values in with shellQuote()). Works while
    // connected; otherwise the command finishes at once with an error. Never returns nullptr.
    RemoteCommand *run(const QString &command, const CommandOptions &options = {}) override;

signals:
    void stateChanged(SshConnection::State state);
    void connected();
    void connectionFailed(const SshError &error); // the attempt failed or was cancelled
    // An open connection died. Its running commands finish first (with ConnectionLost), each
    // through its own queued signal: a command can be seen finished before this arrives.
    void connectionLost(const SshError &error);

private:
    void setState(State s);
    void onOpened(const SshSessionInfo &info);
    void onOpenFailed(const SshError &error);
    void onLost(const SshError &error);
    void onCommandOutput(quint64 id, const QByteArray &chunk, bool isStderr);
    void onCommandFinished(quint64 id, const CommandResult &result);
    void cancelCommand(quint64 id);
    void closeCommandInput(quint64 id);
    void finishAllCommands(const SshError &error, bool cancelled);
    void stopWorker();

    SshTarget m_target;
    CredentialPrompter *m_prompter;
    State m_state = State::Disconnected;
    SshSessionInfo m_info;
    SshError m_lastError;
    std::shared_ptr<SshSession> m_session;
    SshWorker *m_worker = nullptr;
    WorkerThreadPtr m_thread;
    quint64 m_nextId = 1;
    quint64 m_generation = 0;
    QHash<quint64, QPointer<RemoteCommand>> m_commands;
};
