#pragma once

#include "core/treatment/changescript.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// The record a change leaves beside its backups on the Pi (manifest.json, docs/design.md
// "Treatment"), as one value: made from the change it describes, written and read as JSON (what
// comes back from the Pi is data), and the one place that computes the change taking it back. The
// apply's script writes toJson(); an undo reads fromJson() and asks undo().
struct ChangeManifest
{
    Q_DECLARE_TR_FUNCTIONS(ChangeManifest)
public:
    struct File
    {
        QString path;
        QString sha256Before;      // of the backup ("" for a file the change created)
        QString sha256After;       // of what the change wrote
        QString backup;            // "files/N", beside the manifest
        bool absentBefore = false; // the change created it: no backup, the undo removes it
        bool absentAfter = false;  // the change removed it
    };
    struct Runtime
    {
        QString path; // the glob the change wrote to (/sys/…)
        QString value;
        QString backup; // "runtime/N": "PATH<TAB>VALUE" lines, each path's value before
    };

    QString id;
    QString finding;
    QString undoOf; // an undo's: the change it took back
    QString when;   // ISO 8601, UTC
    QString fromPc;
    QList<File> files;
    QList<Runtime> runtime;
    QStringList reload;
    QString verify;
    QString service;
    QString precheck;
    QString consent; // consent_sha256
    bool reboot = false;
    QString bootCheck;
    // What the Pi's change log says beside the file (FixEngine adds them to what it read): the
    // status line ("applied", "pending", "undone by ID", "rolled-back: …") and the script's state.
    QString status;
    QString state;

    static ChangeManifest of(const ChangeSpec &change);
    // {"format": "pinas-doctor-change", "version": 1, "id", "finding", "undo_of" (an undo's), "when",
    // "from_pc", "files": [{"path", "sha256_before", "sha256_after", "backup", "absent_before",
    // "absent_after" (when true)}], "runtime": [{"path", "value", "backup"}], "reload", "verify",
    // "service", "precheck" and "consent_sha256" (when set), "reboot": true and "boot_check" (for a
    // change that needs a restart)}.
    QJsonObject toJson() const;
    static ChangeManifest fromJson(const QJsonObject &o);

    // Still pending with its script gone: cut off (a lost power, a kill) before its confirmation.
    bool isCutOff() const;

    // What an undo is made with, beyond this record.
    struct UndoContext
    {
        QString undoId; // ChangeId::makeUndo
        QDateTime when;
        QString fromPc;
        QString backupRoot;
        QString fileRoot; // where the Pi's file system starts ("" on a Pi)
        int commitWaitSeconds = 60;
        int commandLimitSeconds = 90;
    };
    // The change that puts back what this one did, from its backups and the Pi's files now: each
    // backup must be the one this change made and each file still as it left it, else nullopt with
    // `why` (nothing is changed). A cut-off change puts back only what it had written.
    std::optional<ChangeSpec> undo(const QMap<QString, QByteArray> &backups,
                                   const QMap<QString, QByteArray> &live, bool cutOff,
                                   const UndoContext &context, QString *why) const;
};
