#pragma once

#include <QString>
#include <QTextStream>

// The command line's standard output and error, shared by every command so that their lines
// never interleave through two buffers, and its one way to say a line of progress.
namespace CliStreams {

QTextStream &out();
QTextStream &err();
// One line on stderr, cleaned for a terminal (the Pi's words may hold escapes), flushed at once.
void say(const QString &line);
// An option's name as the parser wants it.
QString opt(const char *name);

} // namespace CliStreams
