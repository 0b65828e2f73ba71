#pragma once

#include <QDateTime>
#include <QString>

// The one grammar of a change id (docs/design.md "Treatment", safety rule 11): the id names a folder
// under /var/backups/pinas-doctor on the Pi that root reads and writes, so an id from the command
// line, a run file's `changes` or the Pi's own change log is checked here before any command is
// made with it. Only what the app itself makes passes:
//   20261203T040512Z-nfs-sync-export-3f9a   (a change: UTC time, finding id, 4 hex digits)
//   20261203T041500Z-undo-0c1d              (an undo)
namespace ChangeId {

// At most this many characters: a finding id is short; nothing long ever passes.
constexpr int kMaxLength = 80;

bool isValid(const QString &id);
// A finding id as it may appear in a change id: lower-case words of [a-z0-9] joined by '-'.
bool isFindingId(const QString &finding);
QString make(const QDateTime &when, const QString &finding, const QString &randomPart);
QString makeUndo(const QDateTime &when, const QString &randomPart);

} // namespace ChangeId
