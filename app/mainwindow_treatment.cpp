// Fixes from the window (issue #29): the report's way to the Pi, the run file's `changes`, and
// "Measure again" with the change recorded between the two runs.
#include "app/mainwindow.h"
#include "app/widgets/plaintext.h"

#include "app/dialogs/beforeafterdialog.h"
#include "app/dialogs/runspisource.h"
#include "app/pages/historypage.h"
#include "app/pages/profilespanel.h"
#include "app/pages/reportpage.h"
#include "app/pages/runpage.h"
#include "app/ssh/sshattempt.h"
#include "core/model/runrecords.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "core/treatment/piidentity.h"
#include "core/treatment/remeasure.h"

#include <QInputDialog>
#include <QJsonArray>
#include <QJsonObject>
#include <QTabWidget>

#include <memory>
#include <utility>

namespace {

// An SshAttempt on a saved profile, with AppContext::makeRunner as its runner maker like the Run page.
PiRunnerSource profileSource(QWidget *window, AppContext &context, const Profile &profile)
{
    SecretStore *secrets = context.secrets;
    const SshAttempt::RunnerMaker makeRunner = context.makeRunner; // empty in the app: SSH
    QPointer<QWidget> fallback(window);
    return [profile, secrets, fallback,
            makeRunner](QObject *owner, std::function<void(CommandRunner *, const QString &)> ready) {
        auto *anchor = qobject_cast<QWidget *>(owner);
        // The app's one owner of an SSH attempt; it lives (and closes) with the dialog that asked.
        auto *attempt = new SshAttempt(anchor ? anchor : fallback.data(), secrets, {}, owner);
        attempt->setRunnerMaker(makeRunner);
        auto once = std::make_shared<bool>(false);
        QObject::connect(attempt, &SshAttempt::connected, owner, [attempt, ready, once] {
            if (!std::exchange(*once, true))
                ready(attempt->runner(), QString());
        });
        QObject::connect(attempt, &SshAttempt::failed, owner, [ready, once](const SshError &e) {
            if (!std::exchange(*once, true))
                ready(nullptr, e.message);
        });
        attempt->start(profile);
    };
}

// The saved profile a run is linked to (issue #34), or "". A run made on this PC names its
// profile. An imported run's profile name is a label from elsewhere: it is linked only by identity,
// through a run made here with the same host key and machine id.
QString linkedProfile(AppContext &context, const Run &run)
{
    if (!run.isImported())
        return context.profiles.indexOf(run.profileName()) >= 0 ? run.profileName() : QString();
    const PiIdentity id = PiIdentity::ofRun(run);
    if (!id.isKnown() || id.machineIdSha256.isEmpty())
        return {};
    for (const RunStore::Entry &e : context.runs.list()) {
        if (!e.readable || context.profiles.indexOf(e.profileName) < 0)
            continue;
        const auto other = context.runs.load(e.fileName);
        if (other.ok() && !other.value().isImported() && PiIdentity::ofRun(other.value()) == id)
            return e.profileName;
    }
    return {};
}

// For a run linked to no saved profile: the user picks the Pi among the saved profiles when the
// change starts (a list; Cancel changes nothing). `picked` learns the choice.
PiRunnerSource pickedSource(QWidget *window, AppContext &context, std::function<void(const QString &)> picked)
{
    AppContext *ctx = &context;
    QPointer<QWidget> fallback(window);
    return [ctx, fallback, picked](QObject *owner, std::function<void(CommandRunner *, const QString &)> ready) {
        QStringList names;
        for (const Profile &p : ctx->profiles.profiles())
            names << p.name;
        if (names.isEmpty()) {
            ready(nullptr, MainWindow::tr("This run was not made on this PC and there is no saved Pi to choose"));
            return;
        }
        auto *anchor = qobject_cast<QWidget *>(owner);
        auto *ask = new QInputDialog(anchor ? anchor : fallback.data());
        ask->setObjectName(QStringLiteral("choosePiForRun"));
        ask->setAttribute(Qt::WA_DeleteOnClose);
        ask->setWindowTitle(MainWindow::tr("Which Pi?"));
        ask->setLabelText(MainWindow::tr("This run was not made on this PC. Which saved Pi is it of? The app "
                                         "checks that it is the run's Pi before it changes anything."));
        ask->setComboBoxItems(names);
        ask->setComboBoxEditable(false);
        auto once = std::make_shared<bool>(false);
        QObject::connect(ask, &QInputDialog::textValueSelected, owner,
                         [ctx, fallback, picked, owner, ready, once](const QString &name) {
                             if (std::exchange(*once, true))
                                 return;
                             const int i = ctx->profiles.indexOf(name);
                             if (i < 0) {
                                 ready(nullptr, MainWindow::tr("No saved Pi is called %1").arg(name));
                                 return;
                             }
                             picked(name);
                             profileSource(fallback.data(), *ctx, ctx->profiles.profiles().at(i))(owner, ready);
                         });
        QObject::connect(ask, &QDialog::rejected, owner, [ready, once] {
            if (!std::exchange(*once, true))
                ready(nullptr, MainWindow::tr("No Pi was chosen"));
        });
        ask->open();
    };
}

} // namespace

void MainWindow::wireTreatment()
{
    connect(m_reportPage, &ReportPage::changesRecorded, this, [this](const Run &run) {
        if (m_reportRunFile.isEmpty())
            return;
        const auto saved = run.save(m_context.runs.folder() + u'/' + m_reportRunFile);
        if (!saved)
            PlainText::warning(
                this, tr("Run not saved"),
                tr("The change is made, but the run file could not record it: %1").arg(saved.errorString()));
        m_historyPage->refresh();
    });
    connect(m_reportPage, &ReportPage::measureAgainRequested, this,
            [this](const Run &before, const QString &changeId, const QString &finding) {
                if (m_reportRunFile.isEmpty() || m_runPage->isRunning())
                    return;
                // The Pi the change was made on: the run's saved profile, or the one the user picked
                // for an imported run (never one found by an imported run's profile name).
                if (m_reportPiProfile.isEmpty())
                    return;
                m_measureBeforeFile = m_reportRunFile;
                m_measureChangeId = changeId;
                m_measureFinding = finding;
                m_measureProfile = m_reportPiProfile;
                // The same Pi as the run before, through the Run page's own path: only the changed
                // layer's steps, the share's, and the probe (the finding's evidence read again).
                m_profiles->selectProfile(m_measureProfile);
                const QStringList steps = Remeasure::stepsAfter(before, finding);
                if (m_measureAgainStarter) {
                    m_measureAgainStarter(steps);
                } else {
                    m_pages->setCurrentWidget(m_runPage);
                    m_runPage->remeasure(steps);
                }
            });
}

PiRunnerSource MainWindow::sourceForRun(const Run &run)
{
    // Whatever the way to a Pi, nothing of the run's plan reaches it unless it is the run's Pi.
    const QString linked = linkedProfile(m_context, run);
    m_reportPiProfile = linked;
    if (!linked.isEmpty())
        return onlyTheRunsPi(profileSource(this, m_context, m_context.profiles.profiles().at(
                                                                 m_context.profiles.indexOf(linked))),
                             PiIdentity::ofRun(run));
    if (!run.isImported())
        return {}; // an example, a paste, a run of a profile deleted since: read-only plans
    QPointer<MainWindow> self(this);
    return onlyTheRunsPi(pickedSource(this, m_context,
                                      [self](const QString &name) {
                                          if (self)
                                              self->m_reportPiProfile = name;
                                      }),
                         PiIdentity::ofRun(run));
}

void MainWindow::updateReportPiSource()
{
    m_reportPiProfile.clear();
    m_reportPage->setPiRunnerSource(m_reportRunFile.isEmpty() ? PiRunnerSource()
                                                              : sourceForRun(m_reportPage->run()));
}

bool MainWindow::takeMeasuredAgain(const QString &fileName)
{
    if (m_measureChangeId.isEmpty())
        return false;
    const QString beforeFile = std::exchange(m_measureBeforeFile, QString());
    const QString changeId = std::exchange(m_measureChangeId, QString());
    const QString measuredFinding = std::exchange(m_measureFinding, QString());
    const auto before = m_context.runs.load(beforeFile);
    auto after = m_context.runs.load(fileName);
    // A run of another Pi (the one asked for never started) is not the "after" of this change.
    const QString measuredProfile = std::exchange(m_measureProfile, QString());
    if (!before.ok() || !after.ok() || after.value().profileName() != measuredProfile)
        return false;
    // The new run says which change came between it and the run before (docs/design.md "Run file").
    Run afterRun = after.value();
    QString finding = measuredFinding;
    if (const std::optional<ChangeRecord> c = RunRecords::change(before.value(), changeId))
        finding = c->finding;
    RunRecords::setAfterChange(afterRun, {changeId, finding, beforeFile});
    // History and Compare tell the two runs apart by their labels.
    if (afterRun.label().isEmpty())
        afterRun.setLabel(tr("After change %1").arg(changeId));
    (void)afterRun.save(m_context.runs.folder() + u'/' + fileName);
    openStoredRun(fileName);
    auto *dialog = new BeforeAfterDialog(before.value(), afterRun, changeId, finding, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString reportPi = m_reportPiProfile;
    const PiRunnerSource source = sourceForRun(before.value());
    m_reportPiProfile = reportPi;
    if (source)
        dialog->setPiRunnerSource(source);
    // Compare: the run before and the run after, side by side.
    connect(dialog, &BeforeAfterDialog::compareRequested, this, [this, beforeFile, fileName] {
        compareStoredRuns({beforeFile, fileName});
    });
    connect(dialog, &BeforeAfterDialog::undone, this,
            [this, beforeFile](const QString &id, const QString &undoId) {
                // The before run keeps the record of its change: mark it undone there.
                auto run = m_context.runs.load(beforeFile);
                if (!run.ok())
                    return;
                Run r = run.value();
                RunRecords::recordUndone(r, id, undoId);
                (void)r.save(m_context.runs.folder() + u'/' + beforeFile);
                m_historyPage->refresh();
            });
    dialog->open();
    return true;
}
