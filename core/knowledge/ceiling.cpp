#include "core/knowledge/ceiling.h"

#include <QCoreApplication>

Ceiling Ceiling::make(const char *id, double mbPerSecond, double low, double high, const char *text,
                      QStringList args, const char *source)
{
    Ceiling c;
    c.id = QString::fromLatin1(id);
    c.mbPerSecond = mbPerSecond;
    c.low = low;
    c.high = high;
    c.text = text;
    c.args = std::move(args);
    c.source = QString::fromUtf8(source);
    return c;
}

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
