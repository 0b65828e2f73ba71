#pragma once

#include "app/dialogs/pirunnersource.h"
#include "core/model/run.h"
#include "remote/treatment/fixsession.h"

#include <QDialog>

class QLabel;
class QPushButton;

// The before/after card of a change (issue #29): the run before it and the run measured again after
// it, side by side — the share's figure as the PC sees it, the changed layer's figure against its
// ceiling, and whether the finding is gone. Says plainly when the change did not help (the share not
// faster beyond the runs' noise band (ShareChange), or the finding still there), next to the Undo button
// (which asks again, FixConsentDialog). The run after may be a re-measure of chosen steps
// (Completeness::chosen): the card says which. Lives in the GUI thread.
class BeforeAfterDialog : public QDialog
{
    Q_OBJECT
public:
    BeforeAfterDialog(const Run &before, const Run &after, const QString &changeId, const QString &finding,
                      QWidget *parent = nullptr);

    void setPiRunnerSource(PiRunnerSource source);
    void setSessionSetup(std::function<void(FixSession &)> setup) { m_setup = std::move(setup); }

    bool helped() const { return m_helped; }
    QString verdictText() const;
    QWidget *card() const { return m_card; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *compareButton() const { return m_compare; }
    // The card's rows, top to bottom, as "name | before | after" (tests read what it shows).
    QStringList rows() const;

signals:
    void undone(const QString &changeId, const QString &undoId);
    // "Compare the two runs": the window opens them side by side on the Compare page.
    void compareRequested();

private:
    void undo();

    QString m_changeId;
    QString m_finding;
    bool m_helped = false;
    PiRunnerSource m_source;
    std::function<void(FixSession &)> m_setup;
    QWidget *m_card = nullptr;
    QLabel *m_verdict = nullptr;
    QPushButton *m_undo = nullptr;
    QPushButton *m_compare = nullptr;
    QStringList m_rows;
};
