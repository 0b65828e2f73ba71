#pragma once

#include <QString>

// The one function that puts a value into a remote POSIX shell command line. It single-quotes the
// whole value (an embedded ' becomes '\''), so nothing in it is expanded or run: not $(...),
// backticks, ;, newlines or globs. A NUL cannot travel in a command line and is dropped.
// Quoting does not stop a program from reading a leading "-" as an option: pass "--" where the
// program takes one, or use forms like `printf %s VALUE`.
QString shellQuote(const QString &value);

// The same for a value shown in a command the user is told to run (ssh-copy-id USER@HOST): left as
// it is when it is only letters, digits and . _ - + (nothing a shell reads), else shellQuote().
QString shellWord(const QString &value);
