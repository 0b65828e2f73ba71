#pragma once

#include <QByteArray>
#include <QString>

class QFileDevice;

// The app's own files (profiles, saved runs, known_hosts) are for their owner only: 0600 in a 0700
// folder. A profile names hosts and users, a run holds a Pi's whole configuration.
namespace PrivateFile {

// Creates `dir` (and missing parents), the new folder for its owner only (0700); an existing folder
// keeps its mode. False when it cannot be created.
bool makeFolder(const QString &dir);
// Limits an open file (a QSaveFile before commit) to its owner.
void ownerOnly(QFileDevice &file);
// Replaces `path` with `bytes` atomically (a temporary file renamed over it), owner only. A symlink
// at `path` is replaced by the file, never followed: nothing is written where the link points.
bool write(const QString &path, const QByteArray &bytes, QString *error = nullptr);

} // namespace PrivateFile
