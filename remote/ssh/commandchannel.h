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
        SessionBroken
    };

    CommandChannel(quint64 id, int timeoutSeconds);
    CommandChannel(const CommandChannel &) = delete;
    CommandChannel &operator=(const CommandChannel &) = delete;

    quint64 id() const { return m_id; }
    SshError start(ssh_session session, const QString &command);

    // Hands every available chunk to out(chunk, isStderr) and says whether the command is done.
    State poll(const std::function<void(const QByteArray &, bool)> &out);
    bool hasTimedOut() const { return m_timeoutSeconds > 0 && m_deadline.hasExpired(); }
    int timeoutSeconds() const { return m_timeoutSeconds; }

    // Asks the server to send KILL to the process (OpenSSH 7.9+ honours it) and closes the channel,
    // which also sets off the kill-with-channel wrapper on servers that ignore the signal.
    void kill();
    CommandResult result() const;

private:
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
};
