#include "core/probe/probescript.h"

#include <QFile>
#include <QRandomGenerator>

namespace ProbeScript {

QString text()
{
    QFile f(QStringLiteral(":/probe/probe.sh"));
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

QString text(const QString &token)
{
    // The token is hex (newToken), so it needs no quoting. The script comes on `sh -s`'s stdin: in
    // one brace group the shell reads it whole before running any of it, and its commands read
    // /dev/null, not the rest of the script.
    return QStringLiteral("PINAS_TOKEN=") + token + QStringLiteral("\n{\n") + text() + QStringLiteral("\n} </dev/null\n");
}

QString newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    QString out;
    for (quint32 w : words)
        out += QStringLiteral("%1").arg(w, 8, 16, QLatin1Char('0'));
    return out;
}

} // namespace ProbeScript
