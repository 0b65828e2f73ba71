#pragma once

#include "app/dialogs/fixconsentdialog.h"
#include "app/dialogs/pirunnersource.h"
#include "core/treatment/fixplan.h"
#include "remote/treatment/fixsession.h"

#include "core/model/runrecords.h"
#include <QDialog>

#include <QJsonArray>
#include <QList>
#include <QPointer>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

// The treatment plans of a run (issue #29): one row per finding, marked as a change the app can
// apply or a checklist; the selected plan's diff, commands, risk and undo below. With a way to the
// Pi (setTreatment), an apply plan gets "Apply…", which opens FixConsentDialog: nothing changes
// before the user confirms that one change there. Below, the changes the app made (the run's
// `changes`, or the Pi's own log when read), each with "Undo…", and "Undo all…". Lives in the GUI
// thread.
class FixPlansDialog : public QDialog
{
    Q_OBJECT
public:
    explicit FixPlansDialog(const QList<FixPlan> &plans, QWidget *parent = nullptr);

    // Makes the plans appliable. replannerFor: for a plan, how to make it again on the Pi's bytes
    // (may return an empty function). changes: the run file's `changes`.
    void setTreatment(PiRunnerSource source,
                      std::function<FixSession::Replanner(const FixPlan &)> replannerFor,
                      const QList<ChangeRecord> &changes);
    // Test seam, handed to every consent dialog (backup folder, confirmation wait).
    void setSessionSetup(std::function<void(FixSession &)> setup) { m_setup = std::move(setup); }

    QListWidget *list() const { return m_list; }
    QPlainTextEdit *text() const { return m_text; }
    QPushButton *applyButton() const { return m_apply; }
    QListWidget *changeList() const { return m_changeList; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *undoAllButton() const { return m_undoAll; }
    QPushButton *readLogButton() const { return m_readLog; }
    QList<ChangeRecord> changes() const { return m_changes; }
    // The consent dialog the last Apply…/Undo… opened (nullptr once closed).
    FixConsentDialog *consent() const { return m_consent; }

    // Not while a change it opened is being made on the Pi.
    void reject() override;

public slots:
    void applySelected();
    void undoSelected();
    void undoAll();
    void readChangeLog();

signals:
    // The run's `changes` after an apply or an undo made from here (to be saved in the run file).
    void changesUpdated(const QList<ChangeRecord> &changes);
    void measureAgainRequested(const QString &changeId, const QString &finding);

private:
    void showPlan(int row);
    void fillChanges();
    void updateButtons();
    void openConsent(FixConsentDialog *dialog);

    QList<FixPlan> m_plans;
    QList<ChangeRecord> m_changes; // the run file's record
    QList<QJsonObject> m_shown; // what the list shows: the record, or the Pi's log once read
    PiRunnerSource m_source;
    std::function<FixSession::Replanner(const FixPlan &)> m_replannerFor;
    std::function<void(FixSession &)> m_setup;
    QPointer<FixConsentDialog> m_consent;
    QListWidget *m_list = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QPushButton *m_apply = nullptr;
    QLabel *m_changesLabel = nullptr;
    QListWidget *m_changeList = nullptr;
    QPushButton *m_undo = nullptr;
    QPushButton *m_undoAll = nullptr;
    QPushButton *m_readLog = nullptr;
};
