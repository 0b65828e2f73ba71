#include "core/probe/probescript.h"

#include <QFile>

namespace ProbeScript {

QString text()
{
    QFile f(QStringLiteral(":/probe/probe.sh"));
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

} // namespace ProbeScript
