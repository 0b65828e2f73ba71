#pragma once

#include "remote/ssh/ssherror.h"

#include <QByteArray>
#include <QObject>

#include <functional>

struct CommandOptions
{
    int timeoutSeconds = 0; // 0: no limit
    // Run inside a wrapper that kills the command's process group when the channel closes, so a
    // cancel or a dropped link leaves nothing running on the Pi. The command's stdin is then
    // /dev/null. Turn off only for commands that must outlive the channel.
    bool killWithChannel = true;
    // Feed this many zero bytes to the command's stdin, as fast as the channel takes them, then send
    // EOF (closeStandardInput() sends it earlier). For the PC-to-Pi network test through the SSH
    // channel, when the Pi has nothing to listen with. Needs killWithChannel = false: the wrapper
    // reads stdin itself; the command should end on EOF (wc -c does).
    qint64 stdinZeroBytes = 0;
    // A script the command reads on its stdin (`sh -s`), so what it holds (the probe's framing
    // token) is on no command line on the Pi, where any user could read it in /proc/*/cmdline.
    // With killWithChannel the wrapper takes the whole script in before the command starts and
    // hands it over as the command's stdin (channelwatch.h); without, it is written and stdin closed.
    QByteArray standardInput{};
    // Stdout and stderr together may hold this many bytes; past it the channel is closed and the
    // command fails with SshError::OutputTooLarge. A Pi that prints endlessly must not fill the PC's
    // memory. 0: no limit (only together with keepOutput = false and a timeout).
    qint64 outputLimitBytes = kDefaultOutputLimit;
    // Keep the output in CommandResult. Off for streams the caller reads as they come (the sampler,
    // a dd's progress, the SSH-channel network test, which only counts bytes).
    bool keepOutput = true;

    static constexpr qint64 kDefaultOutputLimit = 4 * 1024 * 1024;
};

struct CommandResult
{
    int exitStatus = -1; // -1 when the command did not exit normally (signal, cancel, lost link)
    QString exitSignal;  // e.g. "KILL" when the server reported one
    bool cancelled = false;
    SshError error;            // connection lost, timeout, channel refused; None on a normal exit
    QByteArray standardOutput; // everything the command wrote, also streamed through the signals
    QByteArray standardError;  // (both empty when CommandOptions::keepOutput is off)
    qint64 outputBytes = 0;    // stdout and stderr bytes received, kept or not

    // Ran to the end and exited with 0.
    bool succeeded() const { return !error && !cancelled && exitStatus == 0; }
    // Why it did not succeed, for a step's message: the connection's error, else the end of what the
    // command said on stderr (a failing command's reason comes last; a hostile or chatty one may
    // print up to the output limit, which no message should carry).
    QString reason() const;

    static constexpr int kMaxReasonChars = 500;
};

// A command running on the server. Lives in the thread that asked CommandRunner::run(); for an
// SshConnection the work itself happens on the connection's worker thread. Owned by the runner (its
// QObject parent); deleteLater() it when done if the runner lives long.
class RemoteCommand : public QObject
{
    Q_OBJECT
public:
    QString command() const { return m_command; }
    bool isFinished() const { return m_finished; }
    const CommandResult &result() const { return m_result; }

    // Kills the remote process (signal KILL where the server supports it, and closing the channel,
    // which triggers the wrapper) and finishes with cancelled = true. No-op when already finished.
    void cancel();
    // Stops feeding stdin (see CommandOptions::stdinZeroBytes) and sends EOF.
    void closeStandardInput();

signals:
    void standardInputWritten(qint64 total); // bytes of stdin the channel has taken so far
    void standardOutputReceived(const QByteArray &chunk);
    void standardErrorReceived(const QByteArray &chunk);
    void finished(const CommandResult &result);

private:
    friend class CommandRunner; // runners build and feed commands (commandrunner.h)
    RemoteCommand(quint64 id, const QString &command, QObject *parent);
    void deliverOutput(const QByteArray &chunk, bool isStderr);
    void deliverFinished(const CommandResult &result);
    void deliverInputWritten(qint64 total);

    quint64 m_id;
    QString m_command;
    bool m_finished = false;
    bool m_keepOutput = true;
    CommandResult m_result;
    std::function<void(quint64)> m_cancel;
    std::function<void(quint64)> m_closeInput;
};
