#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

// Why an edit is not made: what the app cannot prove about its effect.
struct ConfRefusal
{
    enum class Kind
    {
        None,
        Include,  // the file reads another file the app has not read ("include = …")
        Copy,     // a section the edit changes is copied into another ("copy = …")
        Broken,   // the service would refuse the file as it is
        Unproven, // read again after the edit, another setting means something else
    };
    Kind kind = Kind::None;
    QString detail; // the include's path, the copied section, the setting that changed
    QString file;   // the file the edit was for (the planner's)
    bool isNone() const { return kind == Kind::None; }
    static ConfRefusal because(Kind kind, const QString &detail)
    {
        ConfRefusal r;
        r.kind = kind;
        r.detail = detail;
        return r;
    }
};

// The text edits the treatment makes to a Pi's configuration files: pure, byte-preserving outside
// the lines they change (comments, blank lines, CRLF and the missing last newline stay as they are).
namespace ConfEdits {

// /etc/exports (exports(5)): every client of every export that writes synchronously (an explicit
// "sync", or neither "sync" nor "async") gets "async"; "-OPTS" default lines and comments are left alone. A
// client without options ("*") becomes "*(async)". Lines continued with "\" are followed.
QByteArray exportsWithAsync(const QByteArray &text);

// smb.conf, read as Samba reads it (core/probe/smbconfgrammar.h): drops each whole setting (all
// the physical lines a "\" joins) for which drop(section, name, value) is true. section is lower
// case ("global" also before any section), name as SmbConfGrammar::name() makes it ("syncalways").
// The edit is read again and compared with the text before: every other setting must keep its
// value, else `after` is the text unchanged and `refusal` says why; so also when the file includes
// another (a setting there can repeat or undo the change).
using SmbLinePredicate = std::function<bool(const QString &section, const QString &name, const QString &value)>;
struct SmbEdit
{
    QByteArray after;
    QStringList changed; // the settings dropped, SmbConfGrammar::settingKey() form
    ConfRefusal refusal;
};
SmbEdit smbConfWithout(const QByteArray &text, const SmbLinePredicate &drop);

// /etc/fstab (core/probe/fstabgrammar.h: "\040" in a mount point is a blank): the third field (the
// type) of every active line that mounts `mountPoint` becomes `newType` when it is one of
// `fromTypes`; the rest of each line (spacing, options) stays byte for byte. Unchanged text when no
// line matches.
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
