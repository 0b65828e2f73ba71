#include "remote/ssh/shellquote.h"

QString shellQuote(const QString &value)
{
    QString out;
    out.reserve(value.size() + 2);
    out += QLatin1Char('\'');
    for (const QChar c : value) {
        if (c == QLatin1Char('\''))
            out += QStringLiteral("'\\''");
        else if (c != QChar(0))
            out += c;
    }
    out += QLatin1Char('\'');
    return out;
}

QString wrapKillWithChannel(const QString &command)
{
    // sshd runs each exec request in a new session (setsid), so the login shell's process group holds
    // everything the command starts. A background job in a non-interactive shell reads /dev/null
    // unless redirected, hence the copy of stdin on fd 3 for the watcher.
    static const QString script = QStringLiteral("exec 3<&0\n"
                                                 "sh -c \"$1\" </dev/null 3<&- &\n"
                                                 "c=$!\n"
                                                 // TERM from below ends the watcher's cat too (no orphan)
                                                 "{ trap 'kill \"$k\" 2>/dev/null; exit 0' TERM; "
                                                 "cat <&3 >/dev/null 2>&1 & k=$!; wait \"$k\"; kill -9 0; } "
                                                 ">/dev/null 2>&1 &\n"
                                                 "w=$!\n"
                                                 "exec 3<&-\n"
                                                 "wait \"$c\"\n"
                                                 "s=$?\n"
                                                 "kill \"$w\" 2>/dev/null\n"
                                                 "exit \"$s\"\n");
    return QStringLiteral("exec sh -c %1 pinas-run %2").arg(shellQuote(script), shellQuote(command));
}
