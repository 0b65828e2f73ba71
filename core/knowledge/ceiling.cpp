#include "core/knowledge/ceiling.h"

#include <QCoreApplication>

QString Ceiling::explanation() const
{
    if (!text)
        return {};
    // Translated at call time, so a language switch shows up on the next repaint.
    QString s = QCoreApplication::translate("Ceilings", text);
    for (const QString &a : args)
        s = s.arg(a);
    return s;
}

QJsonObject Ceiling::toJson() const
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("mb_per_s"), mbPerSecond},
                       {QStringLiteral("low"), low},
                       {QStringLiteral("high"), high},
                       {QStringLiteral("explanation"), explanation()},
                       {QStringLiteral("source"), source}};
}
