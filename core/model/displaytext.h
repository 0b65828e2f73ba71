#pragma once

#include <QString>

// Strings from a run (a label, a board model, a step's message) as the report shows them: cut to a
// length a page or a window can lay out, with "…". Laying out a 300k-character label took 8–18 s.
// The run file and the facts' JSON keep the whole value, except a step's message, which a run keeps
// to RunStep::kMaxMessageChars.
namespace DisplayText {

inline constexpr qsizetype kMaxChars = 200;

inline QString cut(const QString &text, qsizetype max = kMaxChars)
{
    if (text.size() <= max)
        return text;
    qsizetype n = max - 1;
    if (n > 0 && text.at(n - 1).isHighSurrogate())
        --n; // never half a character
    return text.left(n) + QChar(0x2026);
}

// The end of `text` in at most `max` characters, "…" in front: for a failing command's stderr, whose
// reason comes last.
inline QString cutFront(const QString &text, qsizetype max = kMaxChars)
{
    if (text.size() <= max)
        return text;
    qsizetype n = max - 1;
    if (n > 0 && text.at(text.size() - n).isLowSurrogate())
        --n;
    return QChar(0x2026) + text.right(n);
}

// A field that is one line (a run's label, a profile field, a fact's value) as one line in every
// renderer: line breaks and other control characters become visible symbols (U+2400 control
// pictures, "␤" for the Unicode line and paragraph separators and NEL), so a label cannot forge
// lines of a text report ("Findings / 1. [Critical] …").
inline QString singleLine(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        if (u < 0x20)
            c = QChar(char16_t(0x2400 + u));
        else if (u == 0x7F)
            c = QChar(char16_t(0x2421));
        else if (u == 0x85 || u == 0x2028 || u == 0x2029)
            c = QChar(char16_t(0x2424));
    }
    return out;
}

// Both: what a report or a window shows of a single-line field.
inline QString line(const QString &text, qsizetype max = kMaxChars)
{
    return singleLine(cut(text, max));
}

// A message set inside a sentence of its own ("Cannot connect: %1. Nothing was changed."): its
// closing full stop goes, in either script, so the sentence never ends in "..", "。." or "。。".
inline QString clause(const QString &message)
{
    QString m = message.trimmed();
    while (m.endsWith(u'.') || m.endsWith(QChar(0x3002)) || m.endsWith(QChar(0xFF0E)))
        m.chop(1);
    return m;
}

} // namespace DisplayText
