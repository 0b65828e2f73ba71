#include "app/dialogs/beforeafterdialog.h"

#include "app/dialogs/fixconsentdialog.h"
#include "core/report/report.h"
#include "core/treatment/sharechange.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

const Report::LayerRow *rowOf(const Report &r, std::optional<Layer> layer)
{
    for (const Report::LayerRow &row : r.layers)
        if (row.layer == layer)
            return &row;
    return nullptr;
}

bool hasFinding(const Report &r, const QString &id)
{
    for (const Finding &f : r.findings)
        if (f.id == id)
            return true;
    return false;
}

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
    const Report a = Report::build(before);
    const Report b = Report::build(after);
    const QLocale locale;
    auto figure = [&locale](double mbps) {
        return mbps >= 0 ? tr("%1 MB/s").arg(locale.toString(mbps, 'f', 1)) : tr("not measured");
    };

    std::optional<Layer> layer;
    QString findingTitle = finding;
    for (const Finding &f : a.findings)
        if (f.id == finding) {
            layer = f.layer;
            findingTitle = f.title;
        }

    m_card = new QFrame(this);
    m_card->setObjectName(QStringLiteral("beforeAfterCard"));
    static_cast<QFrame *>(m_card)->setFrameShape(QFrame::StyledPanel);
    auto *grid = new QGridLayout(m_card);
    auto *heading = cell(tr("Change %1: %2").arg(changeId, findingTitle), m_card, true);
    grid->addWidget(heading, 0, 0, 1, 3);
    grid->addWidget(cell(tr("Before"), m_card, true), 1, 1);
    grid->addWidget(cell(tr("After"), m_card, true), 1, 2);
    int row = 2;
    auto addRow = [&](const QString &name, const QString &was, const QString &is) {
        grid->addWidget(cell(name, m_card), row, 0);
        if (is.isNull()) { // one value for both columns
            grid->addWidget(cell(was, m_card), row, 1, 1, 2);
            m_rows << QStringList{name, was}.join(QStringLiteral(" | "));
        } else {
            grid->addWidget(cell(was, m_card), row, 1);
            grid->addWidget(cell(is, m_card), row, 2);
            m_rows << QStringList{name, was, is}.join(QStringLiteral(" | "));
        }
        ++row;
    };
    addRow(tr("The share as the PC sees it"), figure(a.shareMbPerSecond), figure(b.shareMbPerSecond));
    const Report::LayerRow *la = layer ? rowOf(a, layer) : nullptr;
    const Report::LayerRow *lb = layer ? rowOf(b, layer) : nullptr;
    if (la && lb && !(la->measured < 0 && lb->measured < 0)) {
        addRow(la->title, figure(la->measured), figure(lb->measured));
        if (lb->ceiling.mbPerSecond > 0)
            addRow(tr("Its ceiling"), figure(lb->ceiling.mbPerSecond), QString());
    }
    const bool wasThere = hasFinding(a, finding);
    const bool stillThere = hasFinding(b, finding);
    addRow(tr("The finding"), wasThere ? tr("found") : tr("not found"),
           stillThere ? tr("still found") : tr("gone"));

    // It helped only when the share is faster beyond the noise and the finding is gone: a faster
    // share with the finding still there is not this change's doing. The noise is the runs' own
    // spread where they repeated the share test (ShareChange::noiseBand).
    const double band = ShareChange::noiseBand(before, after);
    const bool faster = ShareChange::direction(a.shareMbPerSecond, b.shareMbPerSecond, band) ==
                        ShareChange::Direction::Faster;
    m_helped = faster && !stillThere;
    QString verdict = ShareChange::verdict(a.shareMbPerSecond, b.shareMbPerSecond, band, !stillThere);
    if (wasThere && !stillThere)
        verdict = tr("%1 %2", "two sentences in a row").arg(verdict, tr("The finding is gone."));
    else if (stillThere && !faster)
        verdict = tr("%1 %2", "two sentences in a row").arg(verdict, tr("The finding is still there."));
    m_verdict = cell(verdict, m_card, true);
    m_verdict->setObjectName(QStringLiteral("beforeAfterVerdict"));
    grid->addWidget(m_verdict, row, 0, 1, 3);
    ++row;
    // What the run after measured: a re-measure names its steps and the layers it left out.
    const QString remeasured = b.completeness.remeasureExplanation();
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
    auto *dialog =
        new FixConsentDialog(QList<QJsonObject>{QJsonObject{{QStringLiteral("id"), m_changeId},
                                                            {QStringLiteral("finding"), m_finding}}},
                             m_source, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_setup)
        dialog->setSessionSetup(m_setup);
    connect(dialog, &FixConsentDialog::undone, this, [this](const QString &id, const QString &undoId) {
        m_undo->setEnabled(false);
        emit undone(id, undoId);
    });
    dialog->open();
}
