#pragma once

#include "app/dialogs/pirunnersource.h"
#include "core/treatment/fixplan.h"
#include "remote/treatment/bootwait.h"
#include "remote/treatment/changerun.h"
#include "remote/treatment/fixsession.h"

#include <QDialog>
#include <QList>
#include <QPointer>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

// Asks the user's consent for exactly one change on the Pi (or for undoing the app's changes), then
// makes it (issue #29, docs/design.md "Treatment"). Shows what changes (the exact diff and commands),
// why, the risk, whether root/sudo, a reload or a reboot is needed and how it is undone. Nothing
// reaches the Pi before the confirm button is pressed; Cancel before that writes nothing. While it
// works: a progress line and Cancel until the change script starts (from then the Pi finishes or
// rolls back by itself). A failure says plainly that the files were put back. Lives in the GUI thread.
class FixConsentDialog : public QDialog
{
    Q_OBJECT
public:
    // Apply one plan. replan: FixSession::Replanner (made again on the Pi's bytes), may be empty.
    FixConsentDialog(const FixPlan &plan, PiRunnerSource source, FixSession::Replanner replan,
                     QWidget *parent = nullptr);
    // Undo these changes (the run's records or the Pi's log, ids still unchecked), newest first, one
    // after another.
    FixConsentDialog(const QList<ChangeRecord> &changes, PiRunnerSource source, QWidget *parent = nullptr);

    // Where the dialog is. Each stage shows its own buttons (setStage); the change's own stages on
    // the Pi are the session's and ChangeRun's.
    enum class Stage
    {
        Consent,    // shown for consent: nothing has reached the Pi
        Connecting, // confirmed, waiting for a connection
        Working,    // the session runs (from the change script's start the Pi finishes it itself)
        Restarting, // the change is made; waiting for the Pi to come back
        Ended,      // the result is shown; Close
    };
    Stage stage() const { return m_stage; }

    // Test seam: set up the session before it starts (backup folder, confirmation wait).
    void setSessionSetup(std::function<void(FixSession &)> setup) { m_setup = std::move(setup); }
    // Test seam: how long the wait for a restarting Pi lasts (BootWait::setTimes).
    void setBootWaitSetup(std::function<void(BootWait &)> setup) { m_bootWaitSetup = std::move(setup); }

    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *measureButton() const { return m_measure; }
    QLabel *statusLabel() const { return m_status; }
    QPlainTextEdit *details() const { return m_details; }
    bool isWorking() const { return m_stage != Stage::Consent && m_stage != Stage::Ended; }
    // Esc, the window's close button and Cancel: refused while the Pi runs the change script (the
    // PC must stay to confirm it, or the Pi rolls it back by itself a minute later).
    void reject() override;
    bool mayClose() const;

signals:
    void applied(const ChangeRecord &changeEntry); // the run file's new `changes` entry
    void undone(const QString &changeId, const QString &undoId);
    void measureAgainRequested(const QString &changeId, const QString &finding);

private:
    void build(const QString &heading, const QString &summary, const QString &details,
               const QString &confirmText);
    void confirm();
    void start(CommandRunner *runner);
    void undoNext();
    // FixSession::newConsentNeeded: show the change on the Pi's bytes now, for consent again.
    void askAgain(const FixPlan &live);
    // The change's end (ChangeRun::ended: after the restart wait when there was one), or a
    // connection that failed between two undos.
    void finish(const ChangeRun::Result &result);
    void showResult(bool ok, const QString &text);
    void setStage(Stage stage);

    FixPlan m_plan;
    bool m_undoMode = false;
    QList<ChangeRecord> m_undoQueue;
    QString m_undoing;
    PiRunnerSource m_source;
    FixSession::Replanner m_replan;
    std::function<void(FixSession &)> m_setup;
    std::function<void(BootWait &)> m_bootWaitSetup;
    QPointer<FixSession> m_session;
    QPointer<ChangeRun> m_run; // the session's call, to its end (with the restart wait)
    Stage m_stage = Stage::Consent;
    QString m_appliedId;

    QLabel *m_heading = nullptr;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_confirm = nullptr;
    QPushButton *m_cancel = nullptr;
    QString m_cancelText; // the platform's own "Cancel", for a Consent stage after an end
    QPushButton *m_measure = nullptr;
};
