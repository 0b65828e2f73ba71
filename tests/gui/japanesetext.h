#pragma once

#include <QString>

// True when the text holds kana or common kanji: the UI (or a report) is really in Japanese, not
// just an English text that a missing translation left in place.
inline bool hasJapanese(const QString &s)
{
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if ((u >= 0x3040 && u <= 0x30ff) || (u >= 0x4e00 && u <= 0x9fff))
            return true;
    }
    return false;
}
