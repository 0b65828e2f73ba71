#include "app/cli/clistreams.h"

#include "app/cli/terminaltext.h"

namespace CliStreams {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

void say(const QString &line)
{
    err() << TerminalText::clean(line) << '\n' << Qt::flush;
}

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

} // namespace CliStreams
