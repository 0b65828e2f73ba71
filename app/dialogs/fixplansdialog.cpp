#include "app/dialogs/fixplansdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QVBoxLayout>

FixPlansDialog::FixPlansDialog(const QList<FixPlan> &plans, QWidget *parent)
    : QDialog(parent)
    , m_plans(plans)
{
    setObjectName(QStringLiteral("fixPlansDialog"));
    setWindowTitle(tr("Fixes for this run"));
    auto *intro = new QLabel(tr("Each finding with what would change on the Pi, or the steps to take. The window "
                                "changes nothing: apply a change with the command shown in its plan."),
                             this);
    intro->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("fixPlanList"));
    m_list->setAccessibleName(tr("Findings"));
    for (const FixPlan &p : m_plans)
        // Plain items: titles and the Pi's text are data, never markup.
        m_list->addItem((p.isApply() ? tr("Change: %1") : tr("Checklist: %1")).arg(p.title));
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("fixPlanText"));
    m_text->setReadOnly(true);
    m_text->setAccessibleName(tr("Plan"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    split->addWidget(m_text);
    split->setStretchFactor(1, 3);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &FixPlansDialog::show);
    if (!m_plans.isEmpty())
        m_list->setCurrentRow(0);
    else
        m_text->setPlainText(tr("No findings: nothing to fix."));
    resize(760, 560);
}

void FixPlansDialog::show(int row)
{
    if (row < 0 || row >= m_plans.size())
        return;
    m_text->setPlainText(m_plans.at(row).toText());
}
