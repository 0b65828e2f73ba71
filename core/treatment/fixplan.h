#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// One file the fix rewrites: the text it was planned from and the text it writes. The change is
// refused unless the Pi's file is byte for byte `before` when it is written (docs/design.md
// "Treatment").
struct FileEdit
{
    QString path;
    QByteArray before;
    QByteArray after;
    // Where `before` came from: "file" (the Pi's file itself, as the run or a fresh read showed it)
    // or "testparm" (Samba's normalised view: the real file is read and planned again before any
    // change).
    QString basedOn = QStringLiteral("file");
    // A file the change creates (not there before: `before` is empty, the undo removes it), or one
    // an undo removes (not there after). The script refuses a created file that exists by then.
    bool absentBefore = false;
    bool absentAfter = false;

    QString diff() const;
};

// A runtime value the fix writes (sysfs): every path the glob names gets `value`; `before`, when
// not empty, must be what each holds, else the change is refused. Gone at the next boot.
struct RuntimeWrite
{
    QString pathGlob; // only [A-Za-z0-9/_.*-]: it reaches the shell unquoted so that it expands
    QString before;
    QString value;
};

// What the app can do about one finding. An apply plan is carried out by the app after the user's
// consent; a guide plan is a numbered checklist for the user (hardware, cabling, moving data).
struct FixPlan
{
    Q_DECLARE_TR_FUNCTIONS(FixPlan)
public:
    enum class Kind
    {
        Apply,
        Guide,
    };

    QString finding; // the finding id
    Kind kind = Kind::Guide;
    QString title;   // the finding's title
    QString why;     // why this change helps
    QString risk;    // what it risks
    QString undo;    // how it is undone
    QList<FileEdit> files;
    QList<RuntimeWrite> runtime;
    QStringList reload;    // the service's own reload, run after the writes ("exportfs -ra")
    QString verify;        // must exit 0 after the change ("testparm -s"); empty: none
    QString precheck;      // must exit 0 before anything changes, else refused with what it printed
    QString service;       // a process that must still run afterwards if it ran before ("smbd")
    // needsReboot: must exit 0 once the Pi has started again (the running kernel took the change);
    // kept in the manifest, so an undo's reboot is checked the same way.
    QString bootCheck;
    QStringList steps;     // guide: the checklist, one step each
    QString refused;       // guide: why the app does not make a change it could (also steps' first)
    bool needsSudo = false;
    bool needsReboot = false;

    bool isApply() const { return kind == Kind::Apply; }
    static QString kindKey(Kind kind); // "apply" | "guide"
    // How the app restarts the Pi once a change that needs it is confirmed (the file system flushed
    // first: cmdline.txt lives on the FAT boot partition).
    static QString rebootCommand() { return QStringLiteral("sync; systemctl reboot || reboot"); }
    // {"finding", "kind", "title", "why", "risk", "undo", "files": [{"path", "diff", "based_on"}],
    //  "runtime": [{"path", "value"}], "commands", "steps", "needs_sudo", "needs_reboot"}
    QJsonObject toJson() const;
    // The plan as the terminal prints it (translated labels).
    QString toText() const;
    // The shell commands the apply runs besides the file writes, for the plan's "commands".
    QStringList commands() const;
    // The SHA-256 (hex) of exactly what an apply does: each file's path, bytes before and after, each
    // runtime write and every command. What the user consents to is this digest: the change made is
    // the plan with the same digest, or nothing (docs/design.md "Treatment", safety rule 13).
    QString consentDigest() const;
    // Its first 12 hex digits, as `fix` prints it for --consent.
    QString consentCode() const { return consentDigest().left(12); }
};
