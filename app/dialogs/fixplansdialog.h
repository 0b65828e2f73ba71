#pragma once

#include "core/treatment/fixplan.h"

#include <QDialog>
#include <QList>

class QListWidget;
class QPlainTextEdit;

// The treatment plans of a run (issue #29), read-only: one row per finding, marked as a change the
// app can apply or a checklist; the selected plan's diff, commands, risk and undo below. The window
// itself applies nothing yet: an apply plan names the `pinas-doctor fix … --apply … --yes` command
// that makes the change with the user's consent. Lives in the GUI thread.
class FixPlansDialog : public QDialog
{
    Q_OBJECT
public:
    explicit FixPlansDialog(const QList<FixPlan> &plans, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    QPlainTextEdit *text() const { return m_text; }

private:
    void show(int row);

    QList<FixPlan> m_plans;
    QListWidget *m_list = nullptr;
    QPlainTextEdit *m_text = nullptr;
};
