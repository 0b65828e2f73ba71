#pragma once

#include "core/treatment/fixplan.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

// One change on the Pi, ready to run: the plan's writes with the checks, backups and the manifest
// (docs/design.md "Treatment"). Made for an apply and, from a change's backups, for its undo.
struct ChangeSpec
{
    QString id;      // "20261203T040512Z-nfs-sync-export-3f9a"
    QString finding; // the finding id
    QString undoOf;  // for an undo: the change it takes back
    QList<FileEdit> files;
    QList<RuntimeWrite> runtime;
    QStringList reload;
    QString verify;
    QString precheck;
    QString service;
    bool needsReboot = false; // takes effect when the Pi starts again (bootCheck then exits 0)
    QString bootCheck;
    QDateTime when;
    QString fromPc;
    QString backupRoot = defaultBackupRoot();
    int commitWaitSeconds = 60; // the Pi rolls back by itself when the PC does not confirm by then
    // Each command the script runs as root (precheck, reload, verify, on the way back too) is stopped
    // after this many seconds, and that is a failure: a reload that hangs is rolled back.
    int commandLimitSeconds = 90;
    // For an undo: the line the change it takes back gets as its status once confirmed (empty:
    // "undone by ID"); the rollback of a change cut off before its confirmation says so there.
    QString undoStatus;
    // The SHA-256 of what the user consented to (FixPlan::consentDigest()), kept in the manifest.
    QString consent;
    // systemd's folder for the boot-time rollback (safety rule 15): while the change waits for its
    // confirmation a unit there puts the files back if the Pi starts again first. Empty: the Pi's
    // /etc/systemd/system when the backups go to the default folder, else none — a test's own
    // backups folder never reaches this machine's /etc.
    QString unitDir;

    static QString defaultBackupRoot() { return QStringLiteral("/var/backups/pinas-doctor"); }
    static ChangeSpec fromPlan(const FixPlan &plan, const QDateTime &when, const QString &fromPc,
                               const QString &randomPart);
    // The change folder on the Pi.
    QString folder() const { return backupRoot + u'/' + id; }
    QString bootUnitDir() const;
    // The boot-time rollback's unit of change `changeId` ("pinas-doctor-rollback-ID.service").
    static QString bootUnitName(const QString &changeId);
    // The longest the whole apply script can run: every limited command, the confirmation wait and
    // the way back. The PC waits a little longer than this before it calls the connection lost.
    int scriptLimitSeconds() const;
};

// The Pi-side scripts (POSIX sh). Pure text; values pass through shellQuote-like quoting here.
// Protocol of the apply script's output lines: "@@refused REASON" (exit 2, nothing changed),
// "@@backed-up", "@@written", "@@reloaded", "@@verified" (then it waits for the PC's commit),
// "@@applied ID" (exit 0), "@@rolled-back REASON" (exit 3: the files, values, service and mount as
// before, each checked), "@@rollback-failed WHY (the change failed: REASON)" (exit 4: WHY says what is
// not as before, e.g. "the files are back, but smbd is not running"). The change folder's status file
// holds the same words ("rolled-back: …", "rollback-failed: …").
// Every script here checks that the backups folder, the change folder and each file in it are
// root's own (the user the script runs as), not links and not writable by group or others; a change
// id that is not ChangeId::isValid never reaches a script (the script is then a refusal).
namespace ChangeScript {

QString apply(const ChangeSpec &change);
// Confirms a verified change: the apply script sees the mark and keeps the change.
QString commit(const ChangeSpec &change);
// Prints every change folder: "@@change NAME STATE" (NAME in base64; STATE "running" while its
// script still runs, "stopped" for a pending change whose script is gone — cut off by a lost power or
// a kill —, else "-"), the manifest (base64) and the status line; "@@untrusted NAME" for a folder
// that is not root's own.
QString list(const QString &backupRoot = ChangeSpec::defaultBackupRoot());
// Prints a change's manifest, its status and state and its backups in base64, for an undo;
// "@@untrusted WHY" when the folder or a file in it is not root's own.
QString backups(const QString &changeId, const QString &backupRoot = ChangeSpec::defaultBackupRoot());
QString quote(const QString &value);
QString sha256Hex(const QByteArray &bytes);

} // namespace ChangeScript
