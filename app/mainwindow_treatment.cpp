// Fixes from the window (issue #29): the report's way to the Pi, the run file's `changes`, and
// "Measure again" with the change recorded between the two runs.
#include "app/mainwindow.h"
#include "app/widgets/plaintext.h"

#include "app/dialogs/beforeafterdialog.h"
#include "app/pages/historypage.h"
#include "app/pages/profilespanel.h"
#include "app/pages/reportpage.h"
#include "app/pages/runpage.h"
#include "app/ssh/sshattempt.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "core/treatment/remeasure.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTabWidget>

#include <memory>
#include <utility>

namespace {

// A run's saved profile, found by the name it recorded; nothing when it is not saved (an example,
// an imported run): fixes need a Pi the user chose.
PiRunnerSource sourceFor(QWidget *window, AppContext &context, const QString &profileName)
{
    const int i = context.profiles.indexOf(profileName);
    if (profileName.isEmpty() || i < 0)
        return {};
    const Profile profile = context.profiles.profiles().at(i);
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
                m_measureBeforeFile = m_reportRunFile;
                m_measureChangeId = changeId;
                m_measureFinding = finding;
                // The same Pi as the run before, through the Run page's own path: only the changed
                // layer's steps, the share's, and the probe (the finding's evidence read again).
                m_profiles->selectProfile(before.profileName());
                const QStringList steps = Remeasure::stepsAfter(before, finding);
                if (m_measureAgainStarter) {
                    m_measureAgainStarter(steps);
                } else {
                    m_pages->setCurrentWidget(m_runPage);
                    m_runPage->remeasure(steps);
                }
            });
}

void MainWindow::updateReportPiSource()
{
    m_reportPage->setPiRunnerSource(
        m_reportRunFile.isEmpty()
            ? PiRunnerSource()
            : sourceFor(this, m_context,
                        m_reportPage->run().profile().value(QStringLiteral("name")).toString()));
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
    if (!before.ok() || !after.ok() || after.value().profileName() != before.value().profileName())
        return false;
    // The new run says which change came between it and the run before (docs/design.md "Run file").
    Run afterRun = after.value();
    QString finding = measuredFinding;
    for (const QJsonValue &v : before.value().extra().value(QStringLiteral("changes")).toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == changeId)
            finding = v.toObject().value(QStringLiteral("finding")).toString();
    afterRun.setExtraValue(QStringLiteral("after_change"),
                           QJsonObject{{QStringLiteral("id"), changeId},
                                       {QStringLiteral("finding"), finding},
                                       {QStringLiteral("before_run"), beforeFile}});
    // History and Compare tell the two runs apart by their labels.
    if (afterRun.label().isEmpty())
        afterRun.setLabel(tr("After change %1").arg(changeId));
    (void)afterRun.save(m_context.runs.folder() + u'/' + fileName);
    openStoredRun(fileName);
    auto *dialog = new BeforeAfterDialog(before.value(), afterRun, changeId, finding, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const PiRunnerSource source =
        sourceFor(this, m_context, before.value().profile().value(QStringLiteral("name")).toString());
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
                QJsonArray changes = r.extra().value(QStringLiteral("changes")).toArray();
                for (qsizetype i = 0; i < changes.size(); ++i) {
                    QJsonObject c = changes.at(i).toObject();
                    if (c.value(QStringLiteral("id")).toString() == id) {
                        c.insert(QStringLiteral("status"), QString(QStringLiteral("undone by ") + undoId));
                        changes.replace(i, c);
                    }
                }
                r.setExtraValue(QStringLiteral("changes"), changes);
                (void)r.save(m_context.runs.folder() + u'/' + beforeFile);
                m_historyPage->refresh();
            });
    dialog->open();
    return true;
}
