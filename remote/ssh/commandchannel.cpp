#include "remote/ssh/commandchannel.h"

#include <algorithm>

CommandChannel::CommandChannel(quint64 id, int timeoutSeconds, qint64 stdinZeroBytes, qint64 outputLimitBytes,
                               const QByteArray &input, bool eofAfterInput)
    : m_id(id), m_timeoutSeconds(timeoutSeconds),
      m_deadline(timeoutSeconds > 0 ? QDeadlineTimer(std::chrono::seconds(timeoutSeconds))
                                    : QDeadlineTimer(QDeadlineTimer::Forever)),
      m_outputLimit(qMax<qint64>(0, outputLimitBytes)), m_input(input), m_eofAfterInput(eofAfterInput),
      m_stdinLeft(stdinZeroBytes), m_stdinClosed(stdinZeroBytes <= 0 && input.isEmpty())
{
}

CommandChannel::~CommandChannel()
{
    release();
}

void CommandChannel::release()
{
    if (!m_channel)
        return;
    if (m_callbacks.userdata)
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
    m_channel.reset();
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

// Only an SSH_MSG_CHANNEL_OPEN_FAILURE (MaxSessions reached, a forced command) is the server refusing;
// libssh marks it SSH_REQUEST_DENIED with a "Channel …" text (the code alone may be left over from a
// refused login method). Anything else, a socket error or no answer within the session timeout (a
// pulled cable), means the Pi is gone, and the user should be told that instead.
SshError CommandChannel::openFailure(ssh_session session)
{
    const QString detail = QString::fromUtf8(ssh_get_error(session));
    if (ssh_get_error_code(session) == SSH_REQUEST_DENIED && detail.contains(QLatin1String("channel"), Qt::CaseInsensitive))
        return SshError::channelFailed(detail);
    return SshError::connectionLost(detail.isEmpty() ? QStringLiteral("no answer to the channel request") : detail);
}

SshError CommandChannel::start(ssh_session session, const QString &command)
{
    m_channel.reset(ssh_channel_new(session));
    if (!m_channel)
        return SshError::channelFailed(QString::fromUtf8(ssh_get_error(session)));
    if (ssh_channel_open_session(m_channel.get()) != SSH_OK)
        return openFailure(session);
    // Only the end-of-command callbacks: without a data callback libssh keeps the output in the
    // channel's buffers for ssh_channel_read_nonblocking.
    m_callbacks.userdata = this;
    m_callbacks.channel_exit_status_function = &CommandChannel::onExitStatus;
    m_callbacks.channel_exit_signal_function = &CommandChannel::onExitSignal;
    m_callbacks.channel_close_function = &CommandChannel::onClose;
    ssh_callbacks_init(&m_callbacks);
    ssh_set_channel_callbacks(m_channel.get(), &m_callbacks);
    if (ssh_channel_request_exec(m_channel.get(), command.toUtf8().constData()) != SSH_OK)
        return openFailure(session);
    return {};
}

CommandChannel::State CommandChannel::poll(const std::function<void(const QByteArray &, bool)> &out)
{
    if (!m_channel)
        return State::Finished;
    // Reading one stream lets libssh take in packets for the other, so repeat while data comes.
    char buffer[16384];
    for (bool gotData = true; gotData;) {
        gotData = false;
        for (const bool isStderr : {false, true}) {
            for (;;) {
                const int n = ssh_channel_read_nonblocking(m_channel.get(), buffer, sizeof buffer, isStderr);
                if (n == SSH_ERROR) {
                    // An error on a closed channel of a live session ends this command only.
                    ssh_session session = ssh_channel_get_session(m_channel.get());
                    if (!ssh_is_connected(session) ||
                        (ssh_get_status(session) & (SSH_CLOSED | SSH_CLOSED_ERROR)))
                        return State::SessionBroken;
                    break;
                }
                if (n <= 0)
                    break;
                gotData = true;
                // Past the limit nothing more is handed on or read: the caller closes the channel.
                if (m_outputLimit > 0 && m_outputBytes + n > m_outputLimit) {
                    const qint64 room = m_outputLimit - m_outputBytes;
                    if (room > 0)
                        out(QByteArray(buffer, int(room)), isStderr);
                    m_outputBytes = m_outputLimit + 1;
                    return State::OutputTooLarge;
                }
                m_outputBytes += n;
                out(QByteArray(buffer, n), isStderr);
            }
        }
    }
    ssh_channel c = m_channel.get();
    const auto ended = [&] {
        return (ssh_channel_is_eof(c) && m_gotExit) || m_closedByServer || ssh_channel_is_closed(c);
    };
    // Once the server's EOF is in, libssh's reads take in no more packets (ssh_channel_poll). But
    // sshd sends EOF when the output closes and the exit status and close when the process ends,
    // which can be much later: take those in here, or they wait in the socket until the timeout.
    if (!ended() && ssh_channel_is_eof(c))
        takeInPackets();
    if (!ended())
        return State::Running;
    // The server has ended the channel, but a check of one stream may have taken in the other's last
    // output together with the close (libssh then delays the close while data is unread): read it
    // first. Asked only now, ssh_channel_poll takes in no more packets (the end is in), so it sees
    // exactly what is left; asked before the end check, stderr's poll could take in stdout's last
    // packet and the close at once, and that output was lost (tst_commandchannel).
    if (ssh_channel_poll(c, 0) > 0 || ssh_channel_poll(c, 1) > 0)
        return State::Running;
    return State::Finished;
}

void CommandChannel::takeInPackets()
{
    // libssh has no public "handle what has arrived" call; a non-blocking wait for the exit status
    // is one round of exactly that (the session is made non-blocking the way
    // ssh_channel_read_nonblocking does it). What arrives reaches our callbacks; the status it
    // returns is not needed.
    ssh_session session = ssh_channel_get_session(m_channel.get());
    const int blocking = ssh_is_blocking(session);
    ssh_set_blocking(session, 0);
    (void)ssh_channel_get_exit_status(m_channel.get());
    ssh_set_blocking(session, blocking);
}

bool CommandChannel::feedStandardInput()
{
    if (m_stdinClosed || !m_channel || !ssh_channel_is_open(m_channel.get()))
        return false;
    static const QByteArray zeros(256 * 1024, '\0');
    bool wrote = false;
    // Never more than the window allows, so the blocking session never waits for a window adjust.
    for (int round = 0; round < 16 && m_inputWritten < m_input.size(); ++round) {
        const qint64 room = ssh_channel_window_size(m_channel.get());
        const qint64 n = std::min({room, qint64(m_input.size()) - m_inputWritten, qint64(zeros.size())});
        if (n <= 0)
            break;
        const int sent = ssh_channel_write(m_channel.get(), m_input.constData() + m_inputWritten, uint32_t(n));
        if (sent <= 0)
            break;
        m_inputWritten += sent;
        m_stdinWritten += sent;
        wrote = true;
    }
    if (m_inputWritten < m_input.size())
        return wrote;
    for (int round = 0; round < 16 && m_stdinLeft > 0; ++round) {
        const qint64 room = ssh_channel_window_size(m_channel.get());
        const qint64 n = std::min({room, m_stdinLeft, qint64(zeros.size())});
        if (n <= 0)
            break;
        const int sent = ssh_channel_write(m_channel.get(), zeros.constData(), uint32_t(n));
        if (sent <= 0)
            break;
        m_stdinLeft -= sent;
        m_stdinWritten += sent;
        wrote = true;
    }
    if (m_stdinLeft <= 0) {
        if (m_eofAfterInput)
            closeStandardInput();
        else
            m_stdinClosed = true; // all written; the channel's stdin stays open for the wrapper's watcher
    }
    return wrote;
}

void CommandChannel::closeStandardInput()
{
    if (m_stdinClosed)
        return;
    m_stdinClosed = true;
    m_stdinLeft = 0;
    if (m_channel && ssh_channel_is_open(m_channel.get()))
        ssh_channel_send_eof(m_channel.get());
}

void CommandChannel::kill()
{
    if (!m_channel)
        return;
    if (ssh_channel_is_open(m_channel.get())) {
        ssh_channel_request_send_signal(m_channel.get(), "KILL");
        ssh_channel_close(m_channel.get());
    }
    release();
}

CommandResult CommandChannel::result() const
{
    CommandResult r;
    r.exitStatus = m_exitSignal.isEmpty() ? m_exitStatus : -1;
    r.exitSignal = m_exitSignal;
    return r;
}
