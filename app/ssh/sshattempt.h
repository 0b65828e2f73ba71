#pragma once

#include "remote/ssh/sshconnection.h"
#include "remote/ssh/sshtarget.h"

#include <QObject>
#include <QPointer>
#include <QWidget>

#include <functional>

class PromptBridge;
class PromptDialogs;
class SecretStore;
struct Profile;

// The one owner of an SSH attempt in the app: the prompt bridge, the dialogs that answer it, the
// connection, and the order they go in. The Run page and "Test connection" each hold one; the CLI
// makes its target with the same defaultTargetMaker() (headless: no bridge).
//
//   auto *attempt = new SshAttempt(window(), secrets, {}, this);
//   connect(attempt, &SshAttempt::connected, this, [attempt] { attempt->connection()->run(...); });
//   connect(attempt, &SshAttempt::failed, ...);   // also after cancel() while connecting
//   attempt->start(profile);
// Lives in the GUI thread. cancel() stops a connection attempt at any point, an open prompt included.
class SshAttempt : public QObject
{
    Q_OBJECT
public:
    using TargetMaker = std::function<SshTarget(const Profile &)>;
    // Makes the runner an attempt uses instead of an SSH connection (AppContext::makeRunner).
    using RunnerMaker = std::function<CommandRunner *(const Profile &, QObject *parent)>;

    // The profile plus the user's ~/.ssh files (config, keys) and the app's own known_hosts.
    static TargetMaker defaultTargetMaker();

    // Dialogs open over anchor->window() as it is when start() is called. makeTarget: empty =
    // defaultTargetMaker(); tests pass their own.
    SshAttempt(QWidget *anchor, SecretStore *secrets, TargetMaker makeTarget = {}, QObject *parent = nullptr);
    ~SshAttempt() override;

    void setTargetMaker(TargetMaker makeTarget);
    // Non-empty: start() takes its runner from here (connected() follows at once, queued), and
    // no SSH connection, prompt or dialog is made. Tests drive the app through this.
    void setRunnerMaker(RunnerMaker makeRunner) { m_makeRunner = std::move(makeRunner); }
    // Drops any earlier attempt and starts a new one: connected() or failed() follows.
    void start(const Profile &profile);
    // Stops connecting (failed() with a cancelled error follows) or drops the open connection.
    void cancel();
    // Cancels and lets go of everything now: connection first (joins its worker), then the dialogs,
    // then the bridge. Emits nothing. Not from a slot of this attempt's own signals (queue it).
    void teardown();

    bool isActive() const { return m_connection != nullptr || m_runner != nullptr; }
    bool isConnected() const { return runner() && runner()->isConnected(); }
    // The open SSH connection; nullptr outside an attempt and when a RunnerMaker made the runner.
    SshConnection *connection() const { return m_connection; }
    // What jobs run their commands through: the connection, or the RunnerMaker's runner.
    CommandRunner *runner() const;

signals:
    void stateChanged(SshConnection::State state);
    void connected(); // a password asked for is in the keychain by now, if the user wanted
    void failed(const SshError &error);
    void lost(const SshError &error);
    void keychainMessage(const QString &text);

private:
    QPointer<QWidget> m_anchor;
    SecretStore *m_secrets;
    TargetMaker m_makeTarget;
    RunnerMaker m_makeRunner;
    QPointer<SshConnection> m_connection;
    QPointer<CommandRunner> m_runner; // made by m_makeRunner
    bool m_runnerPending = false;     // connected() of m_runner not yet delivered
    QPointer<PromptBridge> m_bridge;
    QPointer<PromptDialogs> m_dialogs;
};
