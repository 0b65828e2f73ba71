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

QString shellWord(const QString &value)
{
    bool plain = !value.isEmpty() && !value.startsWith(u'-');
    for (const QChar c : value)
        plain = plain && c.unicode() < 0x80 && (c.isLetterOrNumber() || c == u'.' || c == u'_' || c == u'-' || c == u'+');
    return plain ? value : shellQuote(value);
}
