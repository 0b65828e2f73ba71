#include "app/cli/terminaltext.h"

namespace {

bool isBidiControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

bool isUnsafe(char16_t c)
{
    if (c == u'\n' || c == u'\t')
        return false;
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || isBidiControl(c);
}

} // namespace

QString TerminalText::clean(const QString &text)
{
    QString out = text;
    for (QChar &c : out)
        if (isUnsafe(c.unicode()))
            c = QChar::ReplacementCharacter;
    return out;
}

QString TerminalText::escapeJsonForTerminal(const QString &json)
{
    QString out;
    out.reserve(json.size());
    for (QChar c : json) {
        // QJsonDocument escapes C0 controls itself; C1 and bidi controls it leaves as they are.
        if ((c.unicode() >= 0x7F && c.unicode() <= 0x9F) || isBidiControl(c.unicode()) || (c.unicode() < 0x20 && c != u'\n'))
            out += QStringLiteral("\\u%1").arg(uint(c.unicode()), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}
