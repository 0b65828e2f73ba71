#pragma once

#include "remote/ssh/libsshptr.h"
#include "remote/ssh/remotecommand.h"

#include <libssh/callbacks.h>

#include <QDeadlineTimer>

#include <functional>

// The worker-thread side of one remote command: its channel, what the server said about how it
// ended, and its deadline. Reads without blocking, so one thread can serve many commands at once.
class CommandChannel
{
public:
    enum class State
    {
        Running,
        Finished,
        SessionBroken,
        OutputTooLarge, // more than the output limit arrived; the caller kills the channel
    };

    // `input` is written to stdin first, then `stdinZeroBytes` zeros; EOF follows only when
    // `eofAfterInput` (a kill-with-channel wrapper reads the channel's stdin to its end).
    CommandChannel(quint64 id, int timeoutSeconds, qint64 stdinZeroBytes = 0, qint64 outputLimitBytes = 0,
                   const QByteArray &input = {}, bool eofAfterInput = true);
    ~CommandChannel();
    CommandChannel(const CommandChannel &) = delete;
    CommandChannel &operator=(const CommandChannel &) = delete;

    quint64 id() const { return m_id; }
    SshError start(ssh_session session, const QString &command);

    // Hands every available chunk to out(chunk, isStderr) and says whether the command is done.
    State poll(const std::function<void(const QByteArray &, bool)> &out);
    bool hasTimedOut() const { return m_timeoutSeconds > 0 && m_deadline.hasExpired(); }
    int timeoutSeconds() const { return m_timeoutSeconds; }
    qint64 outputLimitBytes() const { return m_outputLimit; }

    // Asks the server to send KILL to the process (OpenSSH 7.9+ honours it) and closes the channel,
    // which also sets off the kill-with-channel wrapper on servers that ignore the signal.
    void kill();

    // Writes the input, then zeros, to stdin while the server's window has room; sends EOF once all
    // are written (unless told not to).
    // Returns true when it wrote something (the caller reports the new total).
    bool feedStandardInput();
    void closeStandardInput();
    qint64 standardInputWritten() const { return m_stdinWritten; }
    CommandResult result() const;

private:
    static SshError openFailure(ssh_session session);
    // One non-blocking round of reading the socket and handling its packets.
    void takeInPackets();
    // libssh keeps a freed channel alive until the server closes it and would still call our
    // callbacks then: unhook them before letting go.
    void release();
    static void onExitStatus(ssh_session, ssh_channel, int status, void *self);
    static void onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *,
                             void *self);
    static void onClose(ssh_session, ssh_channel, void *self);

    quint64 m_id;
    int m_timeoutSeconds;
    QDeadlineTimer m_deadline;
    SshChannelPtr m_channel;
    ssh_channel_callbacks_struct m_callbacks{};
    int m_exitStatus = -1;
    QString m_exitSignal;
    bool m_gotExit = false;
    bool m_closedByServer = false;
    qint64 m_outputLimit = 0; // 0: none
    qint64 m_outputBytes = 0;
    QByteArray m_input;
    qint64 m_inputWritten = 0;
    bool m_eofAfterInput = true;
    qint64 m_stdinLeft = 0;
    qint64 m_stdinWritten = 0;
    bool m_stdinClosed = true;
};
