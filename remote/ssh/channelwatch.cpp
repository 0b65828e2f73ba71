#include "remote/ssh/channelwatch.h"

#include "remote/ssh/shellquote.h"

QString channelWatcherLine(const QString &onClose)
{
    // `read` returns non-zero at end-of-file and on a read error: both mean the channel is gone.
    QString line = QStringLiteral("{ while read -r _; do :; done; ");
    if (!onClose.isEmpty())
        line += onClose + QStringLiteral("; ");
    return line + QStringLiteral("kill -9 0; } <&3 >/dev/null 2>&1 &\n");
}

QString wrapKillWithChannel(const QString &command)
{
    // sshd runs each exec request in a new session (setsid), so the login shell's process group holds
    // everything the command starts. A background job in a non-interactive shell reads /dev/null
    // unless redirected, hence the copy of stdin on fd 3 for the watcher.
    static const QString script = QStringLiteral("exec 3<&0\n"
                                                 "sh -c \"$1\" </dev/null 3<&- &\n"
                                                 "c=$!\n")
                                  + channelWatcherLine()
                                  + QStringLiteral("w=$!\n"
                                                   "exec 3<&-\n"
                                                   "wait \"$c\"\n"
                                                   "s=$?\n"
                                                   "kill \"$w\" 2>/dev/null\n"
                                                   "exit \"$s\"\n");
    return QStringLiteral("exec sh -c %1 pinas-run %2").arg(shellQuote(script), shellQuote(command));
}
