#pragma once

#include "core/model/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class Run;

// What a run file records about changes made on the Pi and about how the run was chosen
// (docs/design.md "Run file": `changes`, `after_change`, `steps_chosen`), as types. The window and
// the CLI read and write these keys only here; an older file without them still loads, and keys a
// later version adds to an entry are written back as they were.

// A change made on the Pi from this run: an entry of `changes`.
struct ChangeRecord
{
    QString id;       // the change id (ChangeId); from a file: any text, checked before use
    QString finding;  // the finding it treated
    QString when;     // ISO 8601, as written
    QString fromPc;   // the PC's name that made it
    QString status;   // "applied", "undone by ID"; from a file: any text
    QJsonObject json; // the entry as read: what this version does not model goes back as it was

    static ChangeRecord applied(const QString &id, const QString &finding, const QDateTime &when,
                                const QString &fromPc);
    static ChangeRecord fromJson(const QJsonObject &o);
    QJsonObject toJson() const;

    bool isApplied() const;
    QString undoneBy() const; // the undo's id when the status is "undone by ID", else empty
    void markUndoneBy(const QString &undoId);
};

// `after_change`: the change that came between this run and the run it was planned on. beforeRun
// is that run's file: its history file name (the window) or the path given (`measure-again`).
struct AfterChange
{
    QString id;
    QString finding;
    QString beforeRun;

    static std::optional<AfterChange> fromJson(const QJsonValue &v); // nullopt without an id
    QJsonObject toJson() const;
};

// What the pre-flight found, kept in the run's profile under the pre-flight step's id.
struct RecordedPreflight
{
    bool passed = false;      // no problem stood (a warning kept is a problem)
    QString shareOnPi;        // the share's folder on the Pi, as the pre-flight found it
    bool sameStorage = false; // the share and the Pi folder are the same storage
    // Where the Pi-side tests ran (the share's folder when the run followed it); nullopt in a file
    // without the key.
    std::optional<QString> testsFolder;
    QStringList problems; // translated, as the run showed them
    QString note;

    static std::optional<RecordedPreflight> fromJson(const QJsonValue &v); // nullopt when absent
    QJsonObject toJson() const;
};

// The run's `profile`, as the readers of a run need it: the connection profile it used (never a
// secret: Run::setProfile drops those), what the pre-flight found, and this PC's mount of the share.
struct RunProfile
{
    QString name;
    QString host;
    QString user;
    QString remoteDir; // the Pi folder the profile names
    QStringList uses;  // Workload use keys the owner chose, as written (the reader checks them)
    std::optional<RecordedPreflight> preflight;
    QJsonObject clientMount; // ShareJob::mountJson: {fs_type, options, source}; empty when unknown

    static RunProfile of(const Run &run);
    // Where the Pi-side tests ran: the pre-flight's folder when it names one, else the Pi folder.
    QString testsFolder() const;
};

namespace RunRecords {

// The pre-flight's finding and this PC's mount, written into the run's profile.
void setPreflight(Run &run, const RecordedPreflight &preflight);
// Only the first share test's mount is kept: false when the profile already had one.
bool setClientMountOnce(Run &run, const QJsonObject &mount);

QList<ChangeRecord> changes(const Run &run);
void setChanges(Run &run, const QList<ChangeRecord> &changes);
std::optional<ChangeRecord> change(const Run &run, const QString &id);

// The one update of a change list, for the window and the CLI alike: a change made is added (or
// replaces the entry with its id); an undo marks the change it took back, true when it was there.
void recordApplied(QList<ChangeRecord> &changes, const ChangeRecord &change);
bool recordUndone(QList<ChangeRecord> &changes, const QString &changeId, const QString &undoId);
void recordApplied(Run &run, const ChangeRecord &change);
bool recordUndone(Run &run, const QString &changeId, const QString &undoId);

std::optional<AfterChange> afterChange(const Run &run);
void setAfterChange(Run &run, const AfterChange &after);

// `steps_chosen`: the step ids a re-measure was limited to, as written (the reader checks them).
QStringList stepsChosen(const Run &run);
void setStepsChosen(Run &run, const QStringList &stepIds);

// Loads the run file at `path`, lets `edit` change it and saves it atomically (Run::save): the old
// file stays whole when anything fails.
Result<void> updateFile(const QString &path, const std::function<void(Run &)> &edit);

} // namespace RunRecords
