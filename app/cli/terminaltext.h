#pragma once

#include <QString>

// Text for a terminal. What a run file or a Pi says (a label, a board model, a dd's stderr) may hold
// escape sequences that set the window title or clear the screen, or bidi overrides that show a
// line in another order than it is: those characters are replaced, everything else is kept.
namespace TerminalText {

// C0 controls other than newline and tab, DEL, C1 controls and the bidi embedding, override and
// isolate characters become U+FFFD.
QString clean(const QString &text);
// For JSON already escaped by QJsonDocument (which leaves bidi controls raw): those become \uXXXX
// escapes, so the data stays the same and the terminal shows it in order.
QString escapeJsonForTerminal(const QString &json);

} // namespace TerminalText
