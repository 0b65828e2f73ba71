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
    // The token is hex (newToken), so it needs no quoting.
    return QStringLiteral("PINAS_TOKEN=") + token + u'\n' + text();
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
