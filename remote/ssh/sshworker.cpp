#include "remote/ssh/sshworker.h"

#include "remote/ssh/channelwatch.h"
#include "remote/ssh/shellquote.h"

#include <QElapsedTimer>
#include <QSocketNotifier>
#include <QTimer>

#include <libssh/server.h> // ssh_send_keepalive lives here, but works for clients too

SshWorker::SshWorker(std::shared_ptr<SshSession> session, CredentialPrompter *prompter)
    : m_session(std::move(session)), m_prompter(prompter)
{
    // Children of this object, so they move to the worker thread with it.
    m_pollTimer = new QTimer(this);
    m_pollTimer->setInterval(50); // catches data libssh buffered while serving another channel, and deadlines
    connect(m_pollTimer, &QTimer::timeout, this, &SshWorker::pollCommands);
    m_keepalive = new QTimer(this);
    connect(m_keepalive, &QTimer::timeout, this, &SshWorker::sendKeepalive);
}

SshWorker::~SshWorker()
{
    close();
}

void SshWorker::open()
{
    const SshError error =
        m_session->open(m_prompter, [this](SshSession::Stage s) { emit stageChanged(int(s)); });
    if (error) {
        m_session->close();
        emit openFailed(error);
        return;
    }
    m_open = true;
    const qintptr fd =
        m_session->socket() >= 0 ? m_session->socket() : qintptr(ssh_get_fd(m_session->handle()));
    m_notifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
    m_notifier->setEnabled(false);
    connect(m_notifier, &QSocketNotifier::activated, this, &SshWorker::pollCommands);
    if (m_session->target().keepaliveSeconds > 0) {
        m_keepalive->start(m_session->target().keepaliveSeconds * 1000);
    }
    emit opened(m_session->info());
}

void SshWorker::startCommand(quint64 id, const QString &command, const CommandOptions &options)
{
    if (!m_open) {
        CommandResult r;
        r.error = m_session->isAborted() ? SshError::cancelled() : SshError::connectionLost({});
        emit commandFinished(id, r);
        return;
    }
    const bool hasInput = !options.standardInput.isEmpty();
    const QByteArray input = options.killWithChannel && hasInput ? framedStandardInput(options.standardInput)
                                                                 : options.standardInput;
    auto channel = std::make_unique<CommandChannel>(id, options.timeoutSeconds, options.stdinZeroBytes,
                                                    options.outputLimitBytes, input, !options.killWithChannel);
    const QString wire = options.killWithChannel ? wrapKillWithChannel(command, hasInput) : command;
    if (SshError e = channel->start(m_session->handle(), wire)) {
        channel.reset(); // before failEverything() frees the session the channel belongs to
        if (e.kind == SshError::Kind::ConnectionLost || !m_session->isAlive()) {
            failEverything(SshError::connectionLost(e.detail));
            CommandResult r;
            r.error = SshError::connectionLost(e.detail);
            emit commandFinished(id, r);
            return;
        }
        CommandResult r;
        r.error = e;
        emit commandFinished(id, r);
        return;
    }
    m_commands.emplace(id, std::move(channel));
    updateWatchers();
    pollCommands();
}

void SshWorker::cancelCommand(quint64 id)
{
    const auto it = m_commands.find(id);
    if (it == m_commands.end())
        return;
    it->second->kill();
    CommandResult r = it->second->result();
    r.cancelled = true;
    finishCommand(id, r);
}

void SshWorker::closeCommandInput(quint64 id)
{
    const auto it = m_commands.find(id);
    if (it != m_commands.end())
        it->second->closeStandardInput();
}

void SshWorker::finishCommand(quint64 id, CommandResult result)
{
    m_commands.erase(id);
    updateWatchers();
    emit commandFinished(id, result);
}

void SshWorker::pollCommands()
{
    if (!m_open)
        return;
    std::vector<quint64> ids;
    for (const auto &entry : m_commands)
        ids.push_back(entry.first);
    for (const quint64 id : ids) {
        const auto it = m_commands.find(id);
        if (it == m_commands.end())
            continue;
        CommandChannel &c = *it->second;
        const auto state = c.poll(
            [this, id](const QByteArray &chunk, bool isStderr) { emit commandOutput(id, chunk, isStderr); });
        if (state == CommandChannel::State::SessionBroken || !m_session->isAlive()) {
            failEverything(SshError::connectionLost(QString::fromUtf8(ssh_get_error(m_session->handle()))));
            return;
        }
        if (state == CommandChannel::State::OutputTooLarge) {
            c.kill();
            CommandResult r = c.result();
            r.exitStatus = -1;
            r.error = SshError::outputTooLarge(c.outputLimitBytes());
            finishCommand(id, r);
            continue;
        }
        if (state == CommandChannel::State::Running && c.feedStandardInput())
            emit commandInputWritten(id, c.standardInputWritten());
        if (state == CommandChannel::State::Finished) {
            finishCommand(id, c.result());
        } else if (c.hasTimedOut()) {
            c.kill();
            CommandResult r = c.result();
            r.error = SshError::commandTimeout(c.timeoutSeconds());
            finishCommand(id, r);
        }
    }
}

void SshWorker::sendKeepalive()
{
    if (!m_open)
        return;
    // Blocks until the server answers or the session timeout passes; an answer that takes the whole
    // timeout means nobody is there any more (a frozen Pi keeps its TCP stack acknowledging).
    QElapsedTimer clock;
    clock.start();
    ssh_send_keepalive(m_session->handle());
    const qint64 limit = qMax(1, m_session->target().connectTimeoutSeconds) * 1000 - 100;
    if (!m_session->isAlive() || clock.elapsed() >= limit)
        failEverything(SshError::connectionLost(QString::fromUtf8(ssh_get_error(m_session->handle()))));
    else
        pollCommands(); // the keepalive may have pulled channel data into libssh's buffers
}

void SshWorker::failEverything(const SshError &error)
{
    const bool wasOpen = m_open;
    m_open = false;
    m_keepalive->stop();
    std::vector<quint64> ids;
    for (const auto &entry : m_commands)
        ids.push_back(entry.first);
    for (const quint64 id : ids) {
        CommandResult r = m_commands[id]->result();
        r.exitStatus = -1;
        r.error = error;
        finishCommand(id, r);
    }
    m_commands.clear();
    dropNotifier();
    m_session->close();
    if (wasOpen)
        emit lost(error);
}

void SshWorker::close()
{
    for (auto &entry : m_commands)
        entry.second->kill();
    m_commands.clear();
    m_open = false;
    m_keepalive->stop();
    m_pollTimer->stop();
    dropNotifier();
    m_session->close();
}

void SshWorker::dropNotifier()
{
    // Possibly called from the notifier's own signal: never delete it in place.
    if (m_notifier) {
        m_notifier->setEnabled(false);
        m_notifier->deleteLater();
        m_notifier = nullptr;
    }
}

void SshWorker::updateWatchers()
{
    const bool busy = m_open && !m_commands.empty();
    if (m_notifier)
        m_notifier->setEnabled(busy);
    if (busy && !m_pollTimer->isActive())
        m_pollTimer->start();
    else if (!busy)
        m_pollTimer->stop();
}
