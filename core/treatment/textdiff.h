#pragma once

#include <QByteArray>
#include <QString>

// A unified diff ("--- a/PATH", "+++ b/PATH", one "@@" hunk with three lines of context) between two
// versions of a small text file, for the plan a user reads before consenting. The treatment's edits
// change one stretch of lines or a few close ones, so one hunk from the first to the last changed
// line is exact (every line outside it is unchanged). Empty when the texts are equal.
namespace TextDiff {
QString unified(const QString &path, const QByteArray &before, const QByteArray &after);
}
