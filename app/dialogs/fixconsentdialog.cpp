#include "app/dialogs/fixconsentdialog.h"

#include "app/dialogs/sudopassworddialog.h"
#include "core/model/displaytext.h"
#include "core/treatment/changeid.h"
#include "core/treatment/planner.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QString plansText(const FixPlan &p)
{
    QString out;
    for (const FileEdit &f : p.files)
        out += FixConsentDialog::tr("Change in %1:").arg(f.path) + u'\n' + f.diff() + u'\n';
    const QStringList cmds = p.commands();
    if (!cmds.isEmpty()) {
        out += FixConsentDialog::tr("Then these commands run on the Pi:") + u'\n';
        for (const QString &c : cmds)
            out += QStringLiteral("  %1\n").arg(c);
    }
    return out;
}

// The plan's undo is worded for the command line too ("pinas-doctor fix --undo CHANGE_ID"): the
// window names its own Undo, and a change's id does not exist before it is made. The backup is
// said once, below (where it is kept and that it is checked).
QString undoInTheWindow(const FixPlan &plan)
{
    if (plan.undo == Planner::defaultUndo())
        return FixConsentDialog::tr("“Undo…” in this run's Fixes… dialog puts each file back from its backup and "
                                    "reloads the service.");
    QString undo = plan.undo;
    undo.replace(QStringLiteral("pinas-doctor fix --undo CHANGE_ID"),
                 FixConsentDialog::tr("“Undo…” in this run's Fixes… dialog"));
    return undo.replace(QStringLiteral("CHANGE_ID"), FixConsentDialog::tr("the change's id"));
}

} // namespace

FixConsentDialog::FixConsentDialog(const FixPlan &plan, PiRunnerSource source, FixSession::Replanner replan,
                                   QWidget *parent)
    : QDialog(parent), m_plan(plan), m_source(std::move(source)), m_replan(std::move(replan))
{
    QStringList needs;
    needs << (plan.needsSudo ? tr("root on the Pi (the app logs in as root or uses sudo; it asks for the "
                                  "sudo password if sudo needs one)")
                             : tr("no root"));
    // The reload's commands are shell for the Pi, listed under the details; here it is said in words.
    needs << (plan.reload.isEmpty()     ? tr("no service reload")
              : plan.service.isEmpty() ? tr("a reload afterwards (its commands are listed below)")
                                       : tr("%1 reloads its settings afterwards").arg(plan.service));
    needs << (plan.needsReboot ? tr("a reboot") : tr("no reboot"));
    QString summary =
        tr("Why: %1").arg(plan.why) + u'\n' + tr("Risk: %1").arg(plan.risk) + u'\n' +
        tr("Needs: %1").arg(needs.join(QStringLiteral(", "))) + u'\n' + tr("Undo: %1").arg(undoInTheWindow(plan)) +
        u'\n' +
        tr("Before writing, the app backs up every file in %1 on the Pi and checks the file is still "
           "what this run saw; a failed check puts everything back.")
            .arg(ChangeSpec::defaultBackupRoot());
    if (plan.needsReboot)
        summary += u'\n' + tr("The Pi restarts once the change is made and checked; the app then waits for it "
                                "to come back and checks that it runs with the change.");
    build(tr("Change the Pi: %1").arg(plan.title), summary, plansText(plan),
          plan.needsReboot ? tr("Apply and restart the Pi") : tr("Apply this change"));
    setObjectName(QStringLiteral("fixConsentDialog"));
}

FixConsentDialog::FixConsentDialog(const QList<ChangeRecord> &changes, PiRunnerSource source, QWidget *parent)
    : QDialog(parent), m_undoMode(true), m_undoQueue(changes), m_source(std::move(source))
{
    QString list;
    for (const ChangeRecord &c : changes)
        list += QStringLiteral("%1  %2  %3\n").arg(c.id, c.finding, c.when);
    const QString summary = tr(
        "Each change is put back from its backup on the Pi, newest first, then the service is reloaded and "
        "checked as for the change itself. A file edited by hand since the change is not touched: the undo "
        "of that change is refused and its backup stays on the Pi.");
    build(changes.size() == 1 ? tr("Undo a change on the Pi")
                              : tr("Undo %n changes on the Pi", nullptr, int(changes.size())),
          summary, list, changes.size() == 1 ? tr("Undo this change") : tr("Undo all these changes"));
    setObjectName(QStringLiteral("fixUndoDialog"));
}

void FixConsentDialog::build(const QString &heading, const QString &summary, const QString &details,
                             const QString &confirmText)
{
    setWindowTitle(heading);
    m_heading = new QLabel(heading, this);
    m_heading->setTextFormat(Qt::PlainText); // titles and the Pi's text are data
    QFont f = m_heading->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_heading->setFont(f);
    m_heading->setWordWrap(true);
    m_summary = new QLabel(summary, this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("consentSummary"));
    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(QStringLiteral("consentDetails"));
    m_details->setReadOnly(true);
    m_details->setAccessibleName(tr("What changes"));
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlainText(details);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // the steps' length is not known: busy
    m_progress->hide();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("consentStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(this);
    m_confirm = buttons->addButton(confirmText, QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("consentConfirm"));
    m_confirm->setAutoDefault(false); // Enter alone never changes the Pi
    m_confirm->setDefault(false);
    // Beside the status, not in the button box (which would show it again on every layout).
    m_measure = new QPushButton(tr("Measure again"), this);
    m_measure->setObjectName(QStringLiteral("consentMeasure"));
    m_measure->setToolTip(
        tr("Measure the changed layer and the share again to see whether the change helped."));
    m_measure->hide();
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelText = m_cancel->text();
    m_cancel->setObjectName(QStringLiteral("consentCancel"));
    m_cancel->setDefault(true);
    connect(m_confirm, &QPushButton::clicked, this, &FixConsentDialog::confirm);
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_measure, &QPushButton::clicked, this, [this] {
        emit measureAgainRequested(m_appliedId, m_plan.finding);
        accept();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_summary);
    layout->addWidget(m_details, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_status); // alone in its row: a wrapped label in a row gets one line's height
    auto *measureRow = new QHBoxLayout;
    measureRow->addStretch(1);
    measureRow->addWidget(m_measure);
    layout->addLayout(measureRow);
    layout->addWidget(buttons);
    resize(720, 520);
}

bool FixConsentDialog::mayClose() const
{
    return !(m_stage == Stage::Working && m_session && m_session->scriptStarted());
}

void FixConsentDialog::setStage(Stage stage)
{
    m_stage = stage;
    const bool busy = isWorking();
    m_confirm->setVisible(stage == Stage::Consent);
    m_confirm->setEnabled(stage == Stage::Consent);
    m_progress->setVisible(busy);
    switch (stage) {
    case Stage::Consent: // also again, after the Pi's bytes asked for a new consent: Cancel, not Close
        m_cancel->setEnabled(true);
        m_cancel->setText(m_cancelText);
        m_cancel->setToolTip({});
        break;
    case Stage::Connecting:
    case Stage::Working: // Cancel goes once the script runs on the Pi (the progress lines say when)
        break;
    case Stage::Restarting:
        m_cancel->setEnabled(true);
        m_cancel->setText(tr("Stop waiting"));
        m_cancel->setToolTip(tr("The change is made either way; it takes effect once the Pi has restarted."));
        break;
    case Stage::Ended:
        m_cancel->setEnabled(true);
        m_cancel->setText(tr("Close"));
        m_cancel->setToolTip({});
        break;
    }
}

void FixConsentDialog::reject()
{
    if (m_run && m_run->stopWaiting()) // "Stop waiting": the change is made; only the wait ends
        return;
    if (!mayClose()) {
        m_status->setText(tr("The Pi is making the change; it finishes or puts everything back by itself."));
        return;
    }
    QDialog::reject();
}

void FixConsentDialog::confirm()
{
    if (m_stage != Stage::Consent)
        return;
    for (const ChangeRecord &c : std::as_const(m_undoQueue))
        if (!ChangeId::isValid(c.id)) {
            // From a run file or a log: checked before any connection, nothing reaches the Pi.
            showResult(false, tr("Nothing was changed on the Pi: \"%1\" is not a change id of Pi NAS Doctor.")
                                  .arg(c.id.left(ChangeId::kMaxLength)));
            return;
        }
    setStage(Stage::Connecting);
    m_status->setText(tr("Connecting to the Pi…"));
    QPointer<FixConsentDialog> self(this);
    m_source(this, [self](CommandRunner *runner, const QString &error) {
        if (!self)
            return;
        if (!runner || !error.isEmpty()) {
            // The reason may be whole sentences (another Pi than the run's, issue #34): no second stop.
            self->showResult(false, tr("Cannot connect: %1. Nothing was changed.").arg(DisplayText::clause(error)));
            return;
        }
        self->start(runner);
    });
}

void FixConsentDialog::start(CommandRunner *runner)
{
    setStage(Stage::Working);
    m_session = new FixSession(runner, this);
    if (m_setup)
        m_setup(*m_session);
    SudoPasswordDialog::serve(m_session, this);
    m_run = new ChangeRun(m_session, m_source, m_session);
    if (m_bootWaitSetup)
        m_run->setBootWaitSetup(m_bootWaitSetup);
    connect(m_run, &ChangeRun::progress, this, [this](const QString &s) {
        m_status->setText(s);
        // Once the script runs on the Pi, it ends there by itself (done or rolled back): no Cancel.
        if (m_stage == Stage::Working && m_session && m_session->scriptStarted()) {
            m_cancel->setEnabled(false);
            m_cancel->setToolTip(
                tr("The Pi is making the change; it finishes or puts everything back by itself."));
        }
    });
    connect(m_run, &ChangeRun::stageChanged, this, [this](ChangeRun::Stage stage) {
        if (stage == ChangeRun::Stage::Restarting)
            setStage(Stage::Restarting);
    });
    connect(m_run, &ChangeRun::ended, this, &FixConsentDialog::finish);
    connect(m_session, &FixSession::newConsentNeeded, this, &FixConsentDialog::askAgain);
    if (m_undoMode)
        undoNext();
    else
        m_session->apply(m_plan, m_replan);
}

void FixConsentDialog::askAgain(const FixPlan &live)
{
    // Nothing was changed: the plan on the Pi's bytes now is another change than the one shown.
    // That one is shown for consent; the next press makes exactly it (no replanning any more).
    m_plan = live;
    m_replan = {};
    m_details->setPlainText(plansText(live));
    showResult(false, tr("Nothing was changed yet: the file on the Pi is not what this run showed (or the run held "
                         "only Samba's summary of it). Above is the change on the file as it is now; apply it only "
                         "if it is what you want."));
    setStage(Stage::Consent);
}

void FixConsentDialog::undoNext()
{
    m_undoing = m_undoQueue.takeFirst().id;
    m_session->undo(m_undoing);
}

void FixConsentDialog::finish(const ChangeRun::Result &result)
{
    const FixEngine::Outcome outcome = result.outcome;
    const QString &changeId = result.changeId;
    const QString &message = result.message;
    const bool restarted = result.restarted;
    const bool ok = result.ok();
    if (outcome == FixEngine::Outcome::Applied && m_undoMode) {
        emit undone(m_undoing, changeId);
        if (!m_undoQueue.isEmpty()) {
            // The next one with a fresh session: each call of a session ends once.
            m_session->deleteLater();
            m_session = nullptr;
            QPointer<FixConsentDialog> self(this);
            m_source(this, [self](CommandRunner *runner, const QString &error) {
                if (!self)
                    return;
                if (runner && error.isEmpty())
                    self->start(runner);
                else {
                    ChangeRun::Result lost;
                    lost.message = error; // the outcome's default: the connection went
                    self->finish(lost);
                }
            });
            return;
        }
    }
    QString text;
    switch (outcome) {
    case FixEngine::Outcome::Applied:
        if (m_undoMode) {
            text = tr("Undone and checked. The Pi is as it was before the app's change.");
        } else {
            m_appliedId = changeId;
            emit applied(FixSession::changeEntry(m_session->lastChange(), changeId));
            text = !restarted ? tr("Done: change %1 is made and checked. Measure again to see whether it helped; "
                                   "it can be undone from the list of changes.")
                                    .arg(changeId)
                   : ok ? tr("Done: change %1 is made and the Pi restarted with it. Measure again to see whether "
                             "it helped; it can be undone from the list of changes.")
                              .arg(changeId)
                        : tr("Change %1 is made in the files on the Pi; it can be undone from the list of changes.")
                              .arg(changeId);
            if (ok) {
                m_measure->show();
                m_measure->setDefault(true);
            }
        }
        if (restarted)
            text += u'\n' + result.restartMessage;
        break;
    case FixEngine::Outcome::Refused:
        text = tr("Nothing was changed on the Pi.") + u'\n' + message;
        break;
    case FixEngine::Outcome::RolledBack:
        text = tr("The change failed and was rolled back: the files on the Pi are as they were.") + u'\n' +
               message;
        break;
    case FixEngine::Outcome::RollbackFailed:
        text =
            tr("The change failed and the way back is not complete: not everything on the Pi is as it was.") +
            u'\n' + message;
        break;
    case FixEngine::Outcome::Lost:
        // What is true on the Pi comes from its status (FixEngine::reportFromStatus), in `message`.
        text = tr("The connection ended before the change was confirmed.") + u'\n' + message;
        break;
    }
    showResult(ok, text);
}

void FixConsentDialog::showResult(bool ok, const QString &text)
{
    m_status->setText(text);
    // Red for a failure only: a success after "asked again" (shown in red) is the dialog's own colour.
    QPalette pal = m_status->palette();
    pal.setColor(QPalette::WindowText, ok ? palette().color(QPalette::WindowText) : QColor(0xb0, 0x20, 0x20));
    m_status->setPalette(pal);
    setStage(Stage::Ended);
}
