#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

// The text edits the treatment makes to a Pi's configuration files: pure, byte-preserving outside
// the lines they change (comments, blank lines, CRLF and the missing last newline stay as they are).
namespace ConfEdits {

// /etc/exports: every client of every export that writes synchronously (an explicit "sync", or
// neither "sync" nor "async") gets "async"; "-OPTS" default lines and comments are left alone. A
// client without options ("*") becomes "*(async)". Lines continued with "\" are followed.
QByteArray exportsWithAsync(const QByteArray &text);

// smb.conf: drops each "key = value" line for which drop(section, key, value) is true. section is
// lower case ("global" also for lines before any section), key lower case with single spaces.
using SmbLinePredicate = std::function<bool(const QString &section, const QString &key, const QString &value)>;
QByteArray smbConfWithout(const QByteArray &text, const SmbLinePredicate &drop);

} // namespace ConfEdits
