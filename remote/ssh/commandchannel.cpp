#include "remote/ssh/commandchannel.h"

CommandChannel::CommandChannel(quint64 id, int timeoutSeconds)
    : m_id(id), m_timeoutSeconds(timeoutSeconds),
      m_deadline(timeoutSeconds > 0 ? QDeadlineTimer(std::chrono::seconds(timeoutSeconds))
                                    : QDeadlineTimer(QDeadlineTimer::Forever))
{
}

void CommandChannel::onExitStatus(ssh_session, ssh_channel, int status, void *self)
{
    auto *c = static_cast<CommandChannel *>(self);
    c->m_exitStatus = status;
    c->m_gotExit = true;
}

void CommandChannel::onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *,
                                  const char *, void *self)
{
    auto *c = static_cast<CommandChannel *>(self);
    c->m_exitSignal = QString::fromUtf8(signal ? signal : "");
    c->m_gotExit = true;
}

void CommandChannel::onClose(ssh_session, ssh_channel, void *self)
{
    static_cast<CommandChannel *>(self)->m_closedByServer = true;
}

SshError CommandChannel::start(ssh_session session, const QString &command)
{
    m_channel.reset(ssh_channel_new(session));
    if (!m_channel)
        return SshError::channelFailed(QString::fromUtf8(ssh_get_error(session)));
    if (ssh_channel_open_session(m_channel.get()) != SSH_OK)
        return SshError::channelFailed(QString::fromUtf8(ssh_get_error(session)));
    // Only the end-of-command callbacks: without a data callback libssh keeps the output in the
    // channel's buffers for ssh_channel_read_nonblocking.
    m_callbacks.userdata = this;
    m_callbacks.channel_exit_status_function = &CommandChannel::onExitStatus;
    m_callbacks.channel_exit_signal_function = &CommandChannel::onExitSignal;
    m_callbacks.channel_close_function = &CommandChannel::onClose;
    ssh_callbacks_init(&m_callbacks);
    ssh_set_channel_callbacks(m_channel.get(), &m_callbacks);
    if (ssh_channel_request_exec(m_channel.get(), command.toUtf8().constData()) != SSH_OK)
        return SshError::channelFailed(QString::fromUtf8(ssh_get_error(session)));
    return {};
}

CommandChannel::State CommandChannel::poll(const std::function<void(const QByteArray &, bool)> &out)
{
    if (!m_channel)
        return State::Finished;
    // Reading one stream lets libssh take in packets for the other (and the close), so repeat until a
    // whole pass brings nothing: only then is the end-of-command check below safe.
    char buffer[16384];
    for (bool gotData = true; gotData;) {
        gotData = false;
        for (const bool isStderr : {false, true}) {
            for (;;) {
                const int n = ssh_channel_read_nonblocking(m_channel.get(), buffer, sizeof buffer, isStderr);
                if (n == SSH_ERROR)
                    return State::SessionBroken;
                if (n <= 0)
                    break;
                gotData = true;
                out(QByteArray(buffer, n), isStderr);
            }
        }
    }
    const bool drained = ssh_channel_is_eof(m_channel.get()) || m_closedByServer;
    if ((drained && m_gotExit) || ssh_channel_is_closed(m_channel.get()))
        return State::Finished;
    return State::Running;
}

void CommandChannel::kill()
{
    if (!m_channel)
        return;
    if (ssh_channel_is_open(m_channel.get())) {
        ssh_channel_request_send_signal(m_channel.get(), "KILL");
        ssh_channel_close(m_channel.get());
    }
    m_channel.reset();
}

CommandResult CommandChannel::result() const
{
    CommandResult r;
    r.exitStatus = m_exitSignal.isEmpty() ? m_exitStatus : -1;
    r.exitSignal = m_exitSignal;
    return r;
}
