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

} // namespace DisplayText
