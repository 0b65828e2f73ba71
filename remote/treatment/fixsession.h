#pragma once

#include "core/model/runrecords.h"
#include "core/treatment/fixplan.h"
#include "remote/treatment/fixengine.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>

#include <functional>
#include <optional>

class CommandRunner;
class Run;

// One apply or undo from start to end over a CommandRunner (docs/design.md "Treatment"), for both
// front ends (the window's dialogs and `pinas-doctor fix`): privilege first, then the files read back, the
// plan checked (and made again) on the exact bytes the Pi has now, then FixEngine's change script. An undo
// fetches the change's manifest and backups and applies them the other way. Each call ends with finished().
// The caller has the user's consent for exactly this change before it calls. Lives in the runner's thread.
class FixSession : public QObject
{
    Q_OBJECT
public:
    // Makes the plan again on the Pi's bytes now; an empty error and a non-apply plan mean
    // "nothing to change any more". Empty function: the plan is applied as it is (the script still
    // refuses unless each file is byte for byte the plan's `before`).
    using Replanner = std::function<FixPlan(const QMap<QString, QByteArray> &live, QString *error)>;

    explicit FixSession(CommandRunner *runner, QObject *parent = nullptr);

    // Test seams: where the backups go on the "Pi", how long the Pi waits for the confirmation.
    void setBackupRoot(const QString &root) { m_backupRoot = root; }
    // Where the "Pi"'s own files are (a temporary folder holding etc/exports…); "" on a real Pi.
    void setFileRoot(const QString &root) { m_fileRoot = root; }
    void setCommitWaitSeconds(int seconds) { m_commitWait = seconds; }
    // How long each command the change script runs as root may take (ChangeSpec::commandLimitSeconds).
    void setCommandLimitSeconds(int seconds) { m_commandLimit = seconds; }
    void setFromPc(const QString &name) { m_fromPc = name; }
    // A change that takes effect at the next start (FixPlan::needsReboot, and the undo of one): on,
    // the session restarts the Pi once the change is confirmed (the user's consent covered both);
    // off, the change waits for the next restart.
    void setRebootAfter(bool reboot) { m_rebootAfter = reboot; }

    // When the Pi's user is neither root nor allowed `sudo -n` but sudo is there, the session emits
    // passwordNeeded() and waits: providePassword() goes on (the password is checked with sudo at
    // once and held in memory for this one call only), cancelPassword() ends with Refused and `why`
    // (a translated sentence; empty: "no password was given").
    void providePassword(const QByteArray &password);
    void cancelPassword(const QString &why = QString());

    // Makes `consented` — the plan the user agreed to, exactly (its FixPlan::consentDigest()). With a
    // replanner the plan is made again on the Pi's bytes read now; when that plan is not the
    // consented one (the file changed, or the run only held testparm's view), nothing is changed and
    // newConsentNeeded(plan on the bytes now) asks for consent to that plan, which apply() then takes
    // without a replanner. Without one, each file must be byte for byte the plan's `before`.
    void apply(const FixPlan &consented, const Replanner &replan = {});
    // Undoes a change made by the app (and, for a change cut off before its confirmation, rolls it
    // back). The id must be ChangeId::isValid, else refused before anything is sent. The commands
    // are made again by ChangeRecipe from the change's finding and files, never taken from the Pi.
    void undo(const QString &changeId);
    void listChanges();

    // True once the change script itself runs on the Pi: from then on the Pi finishes or rolls back
    // by itself, and stopping the PC side does not stop it.
    bool scriptStarted() const { return m_scriptStarted; }
    FixEngine *engine() const { return m_engine; }
    // After finished(Applied): the Pi was asked to restart. The boot id it had before, for BootWait,
    // which then runs lastChange().bootCheck on the Pi that came back.
    bool rebootStarted() const { return m_rebootStarted; }
    QString bootIdBefore() const { return m_bootIdBefore; }

    // The plan of `finding` made again from `run` with the Pi's files as they are now (`live`), as
    // `fix --apply` does; error set when the run has no such finding.
    static FixPlan replanOnRun(const Run &run, const QString &finding, const QMap<QString, QByteArray> &live,
                               QString *error);
    // apply()'s check of the Pi's files as they are now (`live`) against the consented plan, before
    // anything is written: why the change is refused, or empty when it may go on. A file the change
    // creates must still be absent, every other one present and, when the plan was made on the
    // file, what the run saw; without a replanner every file must be byte for byte the plan's
    // `before` (with one, the plan is made again on `live` instead).
    static QString liveFilesRefusal(const FixPlan &consented, const QMap<QString, QByteArray> &live,
                                    bool replanning);
    // The run file's `changes` entry for an applied change (as `fix --apply` writes it).
    static ChangeRecord changeEntry(const ChangeSpec &change, const QString &id);
    // The change (or undo) the last call made or tried.
    const ChangeSpec &lastChange() const { return m_lastChange; }

signals:
    void stage(const QString &text); // translated, for a progress line
    void passwordNeeded();           // see providePassword()
    // changeId: the new change (for an undo, the undo's own id); finding: what it was about.
    void finished(FixEngine::Outcome outcome, const QString &changeId, const QString &message);
    void changesListed(const QList<QJsonObject> &changes, const QString &error);
    // apply(): the plan on the Pi's bytes now is not the consented one; nothing was changed.
    void newConsentNeeded(const FixPlan &plan);
    // Changes cut off before their confirmation that this contact rolled back (see withPrivilege),
    // in the user's words; each line was also a stage().
    void recovered(const QStringList &lines);

private:
    using Done = std::function<void(FixEngine::Outcome, const QString &, const QString &)>;
    void undoChange(const QString &changeId, bool cutOffOnly, const Done &done);
    // At every contact, once the privilege is known and before anything else (apply, undo, the
    // change log; the CLI and the window alike): each change on this Pi still `pending` while its
    // script no longer runs (the power went, the script was killed) is rolled back like an undo.
    void recoverCutOffThen(const std::function<void()> &next);
    void recoverNext(QList<QString> ids, QStringList lines, const std::function<void()> &next);
    void withPrivilege(const std::function<void()> &next);
    // apply() once the files are read: checked (liveFilesRefusal), made again on them when there is
    // a replanner (a different plan asks for consent again), then the change script.
    void applyOnLive(const FixPlan &consented, const Replanner &replan,
                     const QMap<QString, QByteArray> &live);
    void fail(FixEngine::Outcome outcome, const QString &message);
    void run(const ChangeSpec &change, const Done &done);
    void restart(const QString &changeId, const QString &message);
    QString randomPart() const;

    FixEngine *m_engine;
    QString m_backupRoot = ChangeSpec::defaultBackupRoot();
    int m_commitWait = 60;
    int m_commandLimit = 90;
    QString m_fileRoot;
    QMap<QString, QString> m_recovered; // cut-off change -> the undo that rolled it back (this session)
    int m_applyCalls = 0; // apply() calls so far: a consent given at once keeps the sudo password
    QString m_fromPc;
    bool m_scriptStarted = false;
    bool m_rebootAfter = true;
    bool m_rebootStarted = false;
    QString m_bootIdBefore;
    std::function<void()> m_afterPassword; // what runs once sudo took the password
    ChangeSpec m_lastChange;
};
