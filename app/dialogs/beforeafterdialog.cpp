#include "app/dialogs/beforeafterdialog.h"

#include "app/dialogs/fixconsentdialog.h"
#include "core/treatment/beforeafter.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QLabel *cell(const QString &text, QWidget *parent, bool bold = false)
{
    auto *l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    if (bold) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    return l;
}

} // namespace

BeforeAfterDialog::BeforeAfterDialog(const Run &before, const Run &after, const QString &changeId,
                                     const QString &finding, QWidget *parent)
    : QDialog(parent), m_changeId(changeId), m_finding(finding)
{
    setObjectName(QStringLiteral("beforeAfterDialog"));
    setWindowTitle(tr("Before and after the change"));
    // The card's words are BeforeAfter's, shared with `pinas-doctor fix --measure-again`.
    const BeforeAfter card = BeforeAfter::of(before, after, finding);

    m_card = new QFrame(this);
    m_card->setObjectName(QStringLiteral("beforeAfterCard"));
    static_cast<QFrame *>(m_card)->setFrameShape(QFrame::StyledPanel);
    auto *grid = new QGridLayout(m_card);
    auto *heading = cell(tr("Change %1: %2").arg(changeId, card.findingTitle), m_card, true);
    grid->addWidget(heading, 0, 0, 1, 3);
    grid->addWidget(cell(tr("Before"), m_card, true), 1, 1);
    grid->addWidget(cell(tr("After"), m_card, true), 1, 2);
    int row = 2;
    for (const BeforeAfter::Row &r : card.rows) {
        grid->addWidget(cell(r.name, m_card), row, 0);
        if (r.after.isNull()) { // one value for both columns
            grid->addWidget(cell(r.before, m_card), row, 1, 1, 2);
            m_rows << QStringList{r.name, r.before}.join(QStringLiteral(" | "));
        } else {
            grid->addWidget(cell(r.before, m_card), row, 1);
            grid->addWidget(cell(r.after, m_card), row, 2);
            m_rows << QStringList{r.name, r.before, r.after}.join(QStringLiteral(" | "));
        }
        ++row;
    }
    m_helped = card.helped;
    m_verdict = cell(card.verdict, m_card, true);
    m_verdict->setObjectName(QStringLiteral("beforeAfterVerdict"));
    grid->addWidget(m_verdict, row, 0, 1, 3);
    ++row;
    // What the run after measured: a re-measure names its steps and the layers it left out.
    const QString remeasured = card.remeasured;
    if (!remeasured.isEmpty()) {
        auto *steps = cell(remeasured, m_card);
        steps->setObjectName(QStringLiteral("beforeAfterSteps"));
        grid->addWidget(steps, row, 0, 1, 3);
        ++row;
    }
    grid->addWidget(
        cell(tr("Both runs are in the History; the new one records change %1.").arg(changeId), m_card), row,
        0, 1, 3);
    grid->setColumnStretch(0, 2);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_undo = buttons->addButton(tr("Undo this change…"), QDialogButtonBox::ActionRole);
    m_undo->setObjectName(QStringLiteral("beforeAfterUndo"));
    m_undo->setEnabled(false); // until there is a way to the Pi
    connect(m_undo, &QPushButton::clicked, this, &BeforeAfterDialog::undo);
    m_compare = buttons->addButton(tr("Compare the two runs"), QDialogButtonBox::ActionRole);
    m_compare->setObjectName(QStringLiteral("beforeAfterCompare"));
    connect(m_compare, &QPushButton::clicked, this, &BeforeAfterDialog::compareRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_card);
    layout->addStretch(1);
    layout->addWidget(buttons);
    resize(620, 360);
}

QStringList BeforeAfterDialog::rows() const
{
    return m_rows;
}

QString BeforeAfterDialog::verdictText() const
{
    return m_verdict->text();
}

void BeforeAfterDialog::setPiRunnerSource(PiRunnerSource source)
{
    m_source = std::move(source);
    m_undo->setEnabled(bool(m_source));
}

void BeforeAfterDialog::undo()
{
    if (!m_source)
        return;
    ChangeRecord change;
    change.id = m_changeId;
    change.finding = m_finding;
    auto *dialog = new FixConsentDialog({change}, m_source, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_setup)
        dialog->setSessionSetup(m_setup);
    connect(dialog, &FixConsentDialog::undone, this, [this](const QString &id, const QString &undoId) {
        m_undo->setEnabled(false);
        emit undone(id, undoId);
    });
    dialog->open();
}
