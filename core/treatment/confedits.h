#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

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

// /etc/fstab: the third field (the type) of every active line that mounts `mountPoint` becomes
// `newType` when it is one of `fromTypes`; the rest of each line (spacing, options) stays byte for
// byte. Unchanged text when no line matches.
QByteArray fstabWithType(const QByteArray &text, const QString &mountPoint, const QStringList &fromTypes,
                         const QString &newType);
// The type field of the active line that mounts `mountPoint`; empty when none.
QString fstabType(const QByteArray &text, const QString &mountPoint);

// A shell-variable file (/etc/default/*): every active "NAME=…" line becomes "NAME=value"; when
// there is none, "NAME=value" is added as the last line. Other lines stay byte for byte.
QByteArray defaultsWithVariable(const QByteArray &text, const QByteArray &name, const QByteArray &value);

// The Pi's cmdline.txt (one line: the kernel's command line): the "u" flag (ignore UAS) goes from
// every usb-storage.quirks entry for `vidPid` ("152d:0578", any case); an entry left without flags
// goes, and the whole word when no entry is left (with the blank before it). The other words, the
// blanks between them and what follows the first line stay byte for byte.
QByteArray cmdlineWithoutUasQuirk(const QByteArray &text, const QString &vidPid);

} // namespace ConfEdits
