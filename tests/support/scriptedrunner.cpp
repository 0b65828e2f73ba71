#include "tests/support/scriptedrunner.h"

#include <QTimer>

#include <csignal>
#include <unistd.h>

// A command that runs for real in a local shell of its own process group, so a cancel kills
// everything it started, as the kill-with-channel wrapper does on the Pi.
struct ScriptedRunner::Local
{
    QProcess *process; // children of the runner, deleted later: their own signals may be running
    QTimer *deadline;
    qint64 zerosLeft = 0;
    qint64 zerosWritten = 0;
    bool timedOut = false;
    bool cancelled = false;
    bool killGroup = true;
};

ScriptedRunner::ScriptedRunner(QObject *parent) : CommandRunner(parent) {}

ScriptedRunner::~ScriptedRunner()
{
    for (Local *local : std::as_const(m_locals)) {
        local->process->disconnect();
        if (local->process->state() != QProcess::NotRunning) {
            ::kill(-pid_t(local->process->processId()), SIGKILL);
            local->process->waitForFinished(5000);
        }
        delete local;
    }
}

void ScriptedRunner::script(const QString &pattern, const Reply &reply, int times)
{
    m_rules.prepend(Rule{QRegularExpression(pattern), reply, times});
}

int ScriptedRunner::running() const
{
    int n = 0;
    for (const QPointer<RemoteCommand> &cmd : m_commands)
        n += cmd && !cmd->isFinished();
    return n;
}

ScriptedRunner::Reply ScriptedRunner::replyFor(const QString &command)
{
    for (auto it = m_rules.begin(); it != m_rules.end(); ++it) {
        if (!it->pattern.match(command).hasMatch())
            continue;
        const Reply reply = it->reply;
        if (it->timesLeft > 0 && --it->timesLeft == 0)
            m_rules.erase(it);
        return reply;
    }
    return {};
}

RemoteCommand *ScriptedRunner::run(const QString &command, const CommandOptions &options)
{
    const quint64 id = m_nextId++;
    RemoteCommand *cmd = newCommand(
        id, command, options, [this](quint64 which) { cancelCommand(which); },
        [this](quint64 which) { closeInput(which); });
    m_log << command;
    if (!m_connected) {
        CommandResult r;
        r.error = SshError::connectionLost({});
        QTimer::singleShot(0, cmd, [cmd, r] { deliverFinished(cmd, r); });
        return cmd;
    }
    m_commands.insert(id, cmd);
    const Reply reply = replyFor(command);
    // Queued, so the caller has connected to the command first; a slot of commandStarted may cancel it.
    QTimer::singleShot(0, this, [this, id, cmd = QPointer<RemoteCommand>(cmd), command, options, reply] {
        if (!cmd || cmd->isFinished())
            return;
        emit commandStarted(command, cmd);
        if (!cmd || cmd->isFinished() || m_cancelRequested.contains(id))
            return; // a slot cancelled it: it never starts
        switch (reply.kind) {
        case Reply::Kind::RunLocally:
            startLocal(id, cmd, command, options);
            break;
        case Reply::Kind::Answer: {
            if (!reply.standardOutput.isEmpty())
                deliverOutput(cmd, reply.standardOutput, false);
            if (!reply.standardError.isEmpty())
                deliverOutput(cmd, reply.standardError, true);
            CommandResult r;
            r.exitStatus = reply.exitStatus;
            finish(id, r);
            break;
        }
        case Reply::Kind::Silence:
            if (options.timeoutSeconds > 0) {
                CommandResult r;
                r.error = SshError::commandTimeout(options.timeoutSeconds);
                finish(id, r);
            } else {
                ++m_hanging;
            }
            break;
        case Reply::Kind::Endless: {
            auto *pump = new QTimer(cmd);
            connect(pump, &QTimer::timeout, cmd, [cmd, chunk = reply.standardOutput] {
                if (!cmd->isFinished())
                    deliverOutput(cmd, chunk, false);
            });
            pump->start(0);
            break;
        }
        case Reply::Kind::LoseConnection: {
            CommandResult r;
            r.error = SshError::connectionLost({});
            finish(id, r);
            break;
        }
        }
    });
    return cmd;
}

void ScriptedRunner::startLocal(quint64 id, RemoteCommand *cmd, const QString &command,
                                const CommandOptions &options)
{
    auto *local = new Local{new QProcess(this), new QTimer(this)};
    m_locals.insert(id, local);
    local->killGroup = options.killWithChannel;
    QProcess &p = *local->process;
    if (!m_env.isEmpty())
        p.setProcessEnvironment(m_env);
    p.setChildProcessModifier([] { ::setsid(); });
    if (options.killWithChannel && options.stdinZeroBytes == 0 && options.standardInput.isEmpty())
        p.setStandardInputFile(QProcess::nullDevice());
    if (!options.standardInput.isEmpty()) {
        // What the wrapper on the Pi hands over: the input, then end-of-file.
        connect(&p, &QProcess::started, this, [local, input = options.standardInput] {
            local->process->write(input);
            local->process->closeWriteChannel();
        });
    }
    connect(&p, &QProcess::readyReadStandardOutput, cmd,
            [cmd, local] { deliverOutput(cmd, local->process->readAllStandardOutput(), false); });
    connect(&p, &QProcess::readyReadStandardError, cmd,
            [cmd, local] { deliverOutput(cmd, local->process->readAllStandardError(), true); });
    connect(&p, &QProcess::finished, this,
            [this, id, local, cmd = QPointer<RemoteCommand>(cmd)](int code, QProcess::ExitStatus status) {
                if (cmd) {
                    deliverOutput(cmd, local->process->readAllStandardOutput(), false);
                    deliverOutput(cmd, local->process->readAllStandardError(), true);
                }
                CommandResult r;
                if (local->cancelled) {
                    r.cancelled = true;
                    r.exitSignal = QStringLiteral("KILL");
                } else if (local->timedOut) {
                    r.error = SshError::commandTimeout(local->deadline->interval() / 1000);
                } else if (status == QProcess::NormalExit) {
                    r.exitStatus = code;
                } else {
                    r.exitSignal = QStringLiteral("KILL");
                }
                finish(id, r);
            });
    if (options.stdinZeroBytes > 0) {
        local->zerosLeft = options.stdinZeroBytes;
        auto feed = [cmd = QPointer<RemoteCommand>(cmd), local] {
            static const QByteArray zeros(64 * 1024, '\0');
            if (local->zerosLeft <= 0 || local->process->bytesToWrite() > 0)
                return;
            const qint64 n = std::min<qint64>(zeros.size(), local->zerosLeft);
            local->process->write(zeros.constData(), n);
            local->zerosLeft -= n;
            local->zerosWritten += n;
            if (cmd)
                deliverInputWritten(cmd, local->zerosWritten);
            if (local->zerosLeft <= 0)
                local->process->closeWriteChannel();
        };
        connect(&p, &QProcess::bytesWritten, this, feed);
        connect(&p, &QProcess::started, this, feed);
    }
    if (options.timeoutSeconds > 0) {
        local->deadline->setSingleShot(true);
        connect(local->deadline, &QTimer::timeout, this, [local] {
            local->timedOut = true;
            ::kill(-pid_t(local->process->processId()), SIGKILL);
        });
        local->deadline->start(options.timeoutSeconds * 1000);
    }
    p.start(QStringLiteral("sh"), {QStringLiteral("-c"), command});
}

void ScriptedRunner::finish(quint64 id, const CommandResult &result)
{
    const QPointer<RemoteCommand> cmd = m_commands.take(id);
    if (Local *local = m_locals.take(id)) {
        local->deadline->stop();
        local->deadline->deleteLater();
        local->process->disconnect();
        local->process->deleteLater();
        delete local;
    }
    if (cmd)
        deliverFinished(cmd, result);
}

void ScriptedRunner::cancelCommand(quint64 id)
{
    if (Local *local = m_locals.value(id)) {
        // As the SSH server does: KILL to the command's shell and the end of its stdin, which a
        // Pi-side watcher reads (the disk script removes its file then). A command run under the
        // kill-with-channel wrapper loses its whole process group. finished() follows.
        local->cancelled = true;
        if (local->process->state() != QProcess::NotRunning) {
            local->process->closeWriteChannel();
            const pid_t pid = pid_t(local->process->processId());
            ::kill(local->killGroup ? -pid : pid, SIGKILL);
        }
        return;
    }
    // A scripted command (or one not started yet): finishes as the real one would, a moment later.
    m_cancelRequested.insert(id);
    QTimer::singleShot(0, this, [this, id] {
        CommandResult r;
        r.cancelled = true;
        finish(id, r);
    });
}

void ScriptedRunner::closeInput(quint64 id)
{
    if (Local *local = m_locals.value(id)) {
        local->zerosLeft = 0;
        local->process->closeWriteChannel();
    }
}
