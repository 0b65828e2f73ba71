#pragma once

#include "remote/ssh/commandrunner.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>

// The test seam below the jobs (docs/design.md, "Seams"): a CommandRunner whose "Pi" is this
// machine. By default a command runs for real in a local `sh -c` (real dd, real python3 listener on
// 127.0.0.1, real /proc), so whole runs work without an sshd; rules added with script() replace that
// for commands matching a pattern, to place an answer, a failure, a silence, endless or lying output
// exactly where a test wants it. The loopback-sshd tests stay the real check of SshConnection.
//
//   ScriptedRunner pi;
//   pi.script(QStringLiteral("LANG=C sh -s"), ScriptedRunner::Reply::fail(QStringLiteral("boom"), 2)); // the probe
//   connect(&pi, &ScriptedRunner::commandStarted, ...);   // or cancel the run at that exact point
//
// Time is not simulated except for one thing: a silent command that was given a timeout finishes at
// once with the timeout error its deadline would have given (the runner checks the timeout exists;
// it does not wait for it). A silent command without a timeout never finishes — and is counted, so a
// test can assert that no step can hang forever.
class ScriptedRunner : public CommandRunner
{
    Q_OBJECT
public:
    struct Reply
    {
        enum class Kind
        {
            RunLocally,    // the default: a real local sh
            Answer,        // print standardOutput/standardError, exit with exitStatus
            Silence,       // never answer (see above)
            Endless,       // print standardOutput over and over until cancelled
            LoseConnection // finish with a lost connection, as when the Pi's sshd dies
        };
        Kind kind = Kind::RunLocally;
        QByteArray standardOutput;
        QByteArray standardError;
        int exitStatus = 0;

        static Reply answer(const QByteArray &out, int exitStatus = 0, const QByteArray &err = {})
        {
            return {Kind::Answer, out, err, exitStatus};
        }
        static Reply fail(const QByteArray &err, int exitStatus = 1)
        {
            return {Kind::Answer, {}, err, exitStatus};
        }
        static Reply silence() { return {Kind::Silence, {}, {}, -1}; }
        static Reply endless(const QByteArray &chunk) { return {Kind::Endless, chunk, {}, -1}; }
        static Reply loseConnection() { return {Kind::LoseConnection, {}, {}, -1}; }
    };

    explicit ScriptedRunner(QObject *parent = nullptr);
    ~ScriptedRunner() override;

    // Commands whose text matches `pattern` (a regular expression) get `reply`; the newest matching
    // rule wins. `times` > 0: the rule is used that many times, then falls away.
    void script(const QString &pattern, const Reply &reply, int times = 0);
    void clearScript() { m_rules.clear(); }
    // Environment of the local shell (e.g. a PATH that hides tools); empty: this process's.
    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    void setConnected(bool connected) { m_connected = connected; }

    RemoteCommand *run(const QString &command, const CommandOptions &options = {}) override;
    bool isConnected() const override { return m_connected; }
    QString peerHost() const override { return QStringLiteral("127.0.0.1"); }
    // The "Pi"'s host key (PiIdentity); a fixed test fingerprint unless set.
    QString hostKeySha256() const override { return m_hostKey; }
    void setHostKeySha256(const QString &fingerprint) { m_hostKey = fingerprint; }
    static QString defaultHostKey() { return QStringLiteral("SHA256:scriptedRunnerTestHostKey"); }

    QStringList commands() const { return m_log; }   // every command run, in order
    int hangingForever() const { return m_hanging; } // silent commands without a timeout
    int running() const;                             // commands not yet finished

signals:
    // Emitted before anything of the command happens: a slot may cancel the run right here.
    void commandStarted(const QString &command, RemoteCommand *cmd);

private:
    struct Rule
    {
        QRegularExpression pattern;
        Reply reply;
        int timesLeft;
    };
    struct Local;

    Reply replyFor(const QString &command);
    void startLocal(quint64 id, RemoteCommand *cmd, const QString &command, const CommandOptions &options);
    void finish(quint64 id, const CommandResult &result);
    void cancelCommand(quint64 id);
    void closeInput(quint64 id);

    QList<Rule> m_rules;
    QProcessEnvironment m_env;
    bool m_connected = true;
    QString m_hostKey = defaultHostKey();
    quint64 m_nextId = 1;
    int m_hanging = 0;
    QStringList m_log;
    QHash<quint64, QPointer<RemoteCommand>> m_commands;
    QHash<quint64, Local *> m_locals;
    QSet<quint64> m_cancelRequested;
};
