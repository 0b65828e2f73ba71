#include "app/dialogs/fixplansdialog.h"

#include "app/dialogs/sudopassworddialog.h"

#include "app/dialogs/fixconsentdialog.h"
#include "core/model/displaytext.h"
#include "core/treatment/changeid.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// A change the app may undo: its id is one the app makes (a run file or the Pi's log may hold
// anything), it was not an undo itself, and it is in force — or was cut off before its confirmation.
bool undoable(const QJsonObject &c)
{
    const QString status = c.value(QStringLiteral("status")).toString();
    const bool cutOff = status == u"pending" && c.value(QStringLiteral("state")).toString() == u"stopped";
    return ChangeId::isValid(c.value(QStringLiteral("id")).toString()) &&
           !c.value(QStringLiteral("untrusted")).toBool() && (status == u"applied" || cutOff) &&
           c.value(QStringLiteral("undo_of")).toString().isEmpty();
}

// A row of the change list in words: when (the PC's local time), what (an undo names the change it
// took back), the finding (its title when this run has its plan) and where it stands. Every value
// comes from a run file or the Pi's own log: data, cut to one line each.
QString changeRow(const QJsonObject &c, const QList<FixPlan> &plans)
{
    auto field = [&c](const char *key, qsizetype max = 80) {
        return DisplayText::cut(DisplayText::singleLine(c.value(QLatin1String(key)).toString()), max);
    };
    const QString whenText = field("when", 40);
    const QDateTime when = QDateTime::fromString(c.value(QStringLiteral("when")).toString(), Qt::ISODate);
    const QString at = when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat) : whenText;
    QString finding = field("finding");
    for (const FixPlan &p : plans)
        if (p.finding == c.value(QStringLiteral("finding")).toString() && !p.title.isEmpty())
            finding = DisplayText::cut(DisplayText::singleLine(p.title), 120);
    const QString id = field("id", 60);
    const QString status = c.value(QStringLiteral("status")).toString();
    QString state;
    if (c.value(QStringLiteral("untrusted")).toBool())
        state = FixPlansDialog::tr("not made by Pi NAS Doctor: left alone");
    else if (status == u"applied")
        state = FixPlansDialog::tr("in force");
    else if (status.startsWith(u"undone by "))
        state = FixPlansDialog::tr("undone (by %1)").arg(DisplayText::cut(status.mid(10), 60));
    else if (status == u"pending" && c.value(QStringLiteral("state")).toString() == u"stopped")
        state = FixPlansDialog::tr("cut off before it was confirmed: undo it");
    else if (status == u"pending")
        state = FixPlansDialog::tr("being made");
    else
        state = DisplayText::cut(DisplayText::singleLine(status), 80);
    const QString undoOf = field("undo_of", 60);
    const QString what = undoOf.isEmpty() ? FixPlansDialog::tr("Change %1: %2").arg(id, finding)
                                          : FixPlansDialog::tr("Undo %1 of change %2: %3").arg(id, undoOf, finding);
    return FixPlansDialog::tr("%1 — %2 — %3").arg(at, what, state);
}

} // namespace

FixPlansDialog::FixPlansDialog(const QList<FixPlan> &plans, QWidget *parent) : QDialog(parent), m_plans(plans)
{
    setObjectName(QStringLiteral("fixPlansDialog"));
    setWindowTitle(tr("Fixes for this run"));
    auto *intro =
        new QLabel(tr("Each finding with what would change on the Pi, or the steps to take. A change is "
                      "made only after you confirm that one change."),
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
    m_apply = new QPushButton(tr("Apply…"), this);
    m_apply->setObjectName(QStringLiteral("fixApply"));
    m_apply->setToolTip(tr("Shows exactly what changes and asks before anything is changed on the Pi."));

    m_changesLabel = new QLabel(tr("Changes made by this app on this Pi:"), this);
    m_changeList = new QListWidget(this);
    m_changeList->setObjectName(QStringLiteral("fixChangeList"));
    m_changeList->setAccessibleName(tr("Changes made by this app"));
    m_undo = new QPushButton(tr("Undo…"), this);
    m_undo->setObjectName(QStringLiteral("fixUndo"));
    m_undoAll = new QPushButton(tr("Undo all changes made by this app on this Pi…"), this);
    m_undoAll->setObjectName(QStringLiteral("fixUndoAll"));
    m_readLog = new QPushButton(tr("Read the change log on the Pi"), this);
    m_readLog->setObjectName(QStringLiteral("fixReadLog"));

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_list);
    auto *planBox = new QWidget(this);
    auto *planLayout = new QVBoxLayout(planBox);
    planLayout->setContentsMargins(0, 0, 0, 0);
    planLayout->addWidget(m_text, 1);
    auto *applyRow = new QHBoxLayout;
    applyRow->addStretch(1);
    applyRow->addWidget(m_apply);
    planLayout->addLayout(applyRow);
    auto *changesBox = new QWidget(this);
    auto *changesLayout = new QVBoxLayout(changesBox);
    changesLayout->setContentsMargins(0, 0, 0, 0);
    changesLayout->addWidget(m_changesLabel);
    changesLayout->addWidget(m_changeList, 1);
    auto *undoRow = new QHBoxLayout;
    undoRow->addWidget(m_readLog);
    undoRow->addStretch(1);
    undoRow->addWidget(m_undo);
    undoRow->addWidget(m_undoAll);
    changesLayout->addLayout(undoRow);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(planBox);
    split->addWidget(changesBox);
    split->setStretchFactor(1, 3);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &FixPlansDialog::showPlan);
    connect(m_changeList, &QListWidget::currentRowChanged, this, &FixPlansDialog::updateButtons);
    connect(m_apply, &QPushButton::clicked, this, &FixPlansDialog::applySelected);
    connect(m_undo, &QPushButton::clicked, this, &FixPlansDialog::undoSelected);
    connect(m_undoAll, &QPushButton::clicked, this, &FixPlansDialog::undoAll);
    connect(m_readLog, &QPushButton::clicked, this, &FixPlansDialog::readChangeLog);
    if (!m_plans.isEmpty())
        m_list->setCurrentRow(0);
    else
        m_text->setPlainText(tr("No findings: nothing to fix."));
    fillChanges();
    resize(780, 680);
}

void FixPlansDialog::setTreatment(PiRunnerSource source,
                                  std::function<FixSession::Replanner(const FixPlan &)> replannerFor,
                                  const QList<ChangeRecord> &changes)
{
    m_source = std::move(source);
    m_replannerFor = std::move(replannerFor);
    m_changes = changes;
    m_shown.clear();
    for (const ChangeRecord &c : m_changes)
        m_shown << c.toJson();
    fillChanges();
}

void FixPlansDialog::showPlan(int row)
{
    if (row < 0 || row >= m_plans.size())
        return;
    m_text->setPlainText(m_plans.at(row).toText());
    updateButtons();
}

void FixPlansDialog::fillChanges()
{
    m_changeList->clear();
    for (const QJsonObject &c : m_shown)
        m_changeList->addItem(changeRow(c, m_plans));
    if (m_shown.isEmpty())
        m_changeList->addItem(tr("None recorded with this run."));
    updateButtons();
}

void FixPlansDialog::reject()
{
    if (m_consent && !m_consent->mayClose())
        return;
    QDialog::reject();
}

void FixPlansDialog::updateButtons()
{
    const int row = m_list->currentRow();
    const bool busy = m_consent != nullptr;
    const bool connected = bool(m_source);
    m_apply->setEnabled(connected && !busy && row >= 0 && row < m_plans.size() && m_plans.at(row).isApply());
    const int c = m_changeList->currentRow();
    m_undo->setEnabled(connected && !busy && c >= 0 && c < m_shown.size() && undoable(m_shown.at(c)));
    m_undoAll->setEnabled(connected && !busy && std::any_of(m_shown.cbegin(), m_shown.cend(), undoable));
    m_readLog->setEnabled(connected && !busy);
    m_readLog->setVisible(connected);
    m_apply->setVisible(connected);
    m_undo->setVisible(connected);
    m_undoAll->setVisible(connected);
}

void FixPlansDialog::openConsent(FixConsentDialog *dialog)
{
    m_consent = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_setup)
        dialog->setSessionSetup(m_setup);
    connect(dialog, &QObject::destroyed, this, [this] {
        QMetaObject::invokeMethod(this, &FixPlansDialog::updateButtons, Qt::QueuedConnection);
    });
    connect(dialog, &FixConsentDialog::applied, this, [this](const ChangeRecord &entry) {
        RunRecords::recordApplied(m_changes, entry);
        m_shown << entry.toJson();
        fillChanges();
        emit changesUpdated(m_changes);
    });
    connect(dialog, &FixConsentDialog::undone, this, [this](const QString &changeId, const QString &undoId) {
        RunRecords::recordUndone(m_changes, changeId, undoId);
        // The list shows the Pi's log once read: the same entry there is marked alike.
        for (QJsonObject &c : m_shown) {
            ChangeRecord shown = ChangeRecord::fromJson(c);
            if (shown.id == changeId) {
                shown.markUndoneBy(undoId);
                c = shown.toJson();
            }
        }
        fillChanges();
        emit changesUpdated(m_changes);
    });
    connect(dialog, &FixConsentDialog::measureAgainRequested, this, &FixPlansDialog::measureAgainRequested);
    updateButtons();
    dialog->open(); // window-modal over this dialog; no nested event loop
}

void FixPlansDialog::applySelected()
{
    const int row = m_list->currentRow();
    if (!m_source || m_consent || row < 0 || row >= m_plans.size() || !m_plans.at(row).isApply())
        return;
    const FixPlan &plan = m_plans.at(row);
    openConsent(new FixConsentDialog(plan, m_source,
                                     m_replannerFor ? m_replannerFor(plan) : FixSession::Replanner(), this));
}

void FixPlansDialog::undoSelected()
{
    const int c = m_changeList->currentRow();
    if (!m_source || m_consent || c < 0 || c >= m_shown.size() || !undoable(m_shown.at(c)))
        return;
    openConsent(new FixConsentDialog({ChangeRecord::fromJson(m_shown.at(c))}, m_source, this));
}

void FixPlansDialog::undoAll()
{
    if (!m_source || m_consent)
        return;
    QList<ChangeRecord> all;
    // Newest first: each undo finds the file as the later change left it.
    for (const QJsonObject &c : m_shown)
        if (undoable(c))
            all.prepend(ChangeRecord::fromJson(c));
    if (!all.isEmpty())
        openConsent(new FixConsentDialog(all, m_source, this));
}

void FixPlansDialog::readChangeLog()
{
    if (!m_source || m_consent)
        return;
    m_readLog->setEnabled(false);
    m_changesLabel->setText(tr("Reading the change log on the Pi…"));
    QPointer<FixPlansDialog> self(this);
    m_source(this, [self](CommandRunner *runner, const QString &error) {
        if (!self)
            return;
        if (!runner || !error.isEmpty()) {
            self->m_changesLabel->setText(tr("Cannot read the change log on the Pi: %1").arg(error));
            self->updateButtons();
            return;
        }
        // Reading lists only: nothing on the Pi changes.
        auto *session = new FixSession(runner, self);
        if (self->m_setup)
            self->m_setup(*session);
        SudoPasswordDialog::serve(session, self);
        connect(session, &FixSession::finished, self,
                [self, session](FixEngine::Outcome, const QString &, const QString &message) {
                    self->m_changesLabel->setText(
                        tr("Cannot read the change log on the Pi: %1").arg(message));
                    self->updateButtons();
                    session->deleteLater();
                });
        connect(session, &FixSession::changesListed, self,
                [self, session](const QList<QJsonObject> &changes, const QString &listError) {
                    session->deleteLater();
                    if (!listError.isEmpty()) {
                        self->m_changesLabel->setText(
                            tr("Cannot read the change log on the Pi: %1").arg(listError));
                    } else {
                        self->m_changesLabel->setText(
                            tr("Changes made by this app on this Pi (its own log):"));
                        self->m_shown = changes;
                        self->fillChanges();
                    }
                    self->updateButtons();
                });
        session->listChanges();
    });
}
