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

namespace {
const char kInputEnd[] = "@@pinas-input-end";
}

QByteArray framedStandardInput(const QByteArray &input)
{
    QByteArray out = input;
    if (!out.endsWith('\n'))
        out += '\n';
    return out + kInputEnd + '\n';
}

QString wrapKillWithChannel(const QString &command, bool readsInput)
{
    // sshd runs each exec request in a new session (setsid), so the login shell's process group holds
    // everything the command starts. A background job in a non-interactive shell reads /dev/null
    // unless redirected, hence the copy of stdin on fd 3 for the watcher.
    static const QString tail = channelWatcherLine()
                                + QStringLiteral("w=$!\n"
                                                 "exec 3<&-\n"
                                                 "wait \"$c\"\n"
                                                 "s=$?\n"
                                                 "kill \"$w\" 2>/dev/null\n"
                                                 "exit \"$s\"\n");
    static const QString plain = QStringLiteral("exec 3<&0\n"
                                                "sh -c \"$1\" </dev/null 3<&- &\n"
                                                "c=$!\n")
                                 + tail;
    // `read` takes the input a byte at a time, so nothing past the end line is taken from the
    // watcher; the here-document's text comes from a variable, so it is never read as shell code.
    static const QString reading = QStringLiteral("exec 3<&0\n"
                                                  "i=\n"
                                                  "e=\n"
                                                  "while IFS= read -r l; do\n"
                                                  "  if [ \"$l\" = %1 ]; then e=1; break; fi\n"
                                                  "  i=\"$i$l\n"
                                                  "\"\n"
                                                  "done\n"
                                                  "[ -n \"$e\" ] || exit 1\n"
                                                  "sh -c \"$1\" 3<&- <<PINAS_INPUT &\n"
                                                  "$i\n"
                                                  "PINAS_INPUT\n"
                                                  "c=$!\n"
                                                  "i=\n")
                                       .arg(QLatin1String(kInputEnd))
                                   + tail;
    return QStringLiteral("exec sh -c %1 pinas-run %2").arg(shellQuote(readsInput ? reading : plain), shellQuote(command));
}
