#include "app/pages/runpage.h"
#include "app/widgets/plaintext.h"

#include "app/appcontext.h"
#include "core/store/appsettings.h"
#include "app/ssh/sshattempt.h"
#include "app/widgets/linechart.h"
#include "app/widgets/warninglabel.h"
#include "core/model/preflightresult.h"
#include "core/model/completeness.h"
#include "core/model/measurement.h"
#include "core/model/runstep.h"
#include "core/model/sample.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "remote/jobs/runorchestrator.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTime>
#include <QVBoxLayout>

#include <algorithm>

namespace {
constexpr int kStepIdRole = Qt::UserRole + 1;
}

RunPage::RunPage(const AppContext &context, QWidget *parent) : QWidget(parent), m_context(context)
{
    setObjectName(QStringLiteral("runPage"));
    m_attempt = new SshAttempt(this, m_context.secrets, {}, this);
    m_attempt->setRunnerMaker(m_context.makeRunner); // empty in the app: a real SSH connection
    connect(m_attempt, &SshAttempt::keychainMessage, this, &RunPage::log);
    connect(m_attempt, &SshAttempt::connected, this, [this] {
        log(tr("Connected."));
        startOrchestrator();
    });
    connect(m_attempt, &SshAttempt::failed, this, [this](const SshError &e) {
        log(e.message);
        m_step->setText(tr("Could not connect: %1").arg(e.message));
        QMetaObject::invokeMethod(
            this, [this] { goIdle(); }, Qt::QueuedConnection);
    });
    connect(m_attempt, &SshAttempt::lost, this, [this](const SshError &e) { log(e.message); });

    m_target = new QLabel(this);
    m_target->setObjectName(QStringLiteral("runTarget"));
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("preset"));
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the Japanese names are longer
    m_preset->addItem(QString(), int(RunOrchestrator::Preset::Quick));
    m_preset->addItem(QString(), int(RunOrchestrator::Preset::Thorough));
    m_label = new QLineEdit(this);
    m_label->setObjectName(QStringLiteral("runLabel"));
    m_diagnose = new QPushButton(this);
    m_diagnose->setObjectName(QStringLiteral("diagnose"));
    m_diagnose->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelRun"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setRange(0, 100);
    m_step = new QLabel(this);
    m_step->setObjectName(QStringLiteral("currentStep"));
    m_preflight = new WarningLabel(this);
    m_preflight->setObjectName(QStringLiteral("preflightMessage"));
    m_preflight->setTextFormat(Qt::PlainText); // names folders of the user's and the Pi's
    m_preflight->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preflight->setVisible(false);
    // What the pre-flight settled (the tests follow the share to its folder): one plain line.
    m_preflightNote = new QLabel(this);
    m_preflightNote->setObjectName(QStringLiteral("preflightNote"));
    m_preflightNote->setTextFormat(Qt::PlainText);
    m_preflightNote->setWordWrap(true);
    m_preflightNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preflightNote->setVisible(false);
    m_useFolder = new QPushButton(this);
    m_useFolder->setObjectName(QStringLiteral("useShareFolder"));
    m_useFolder->setVisible(false);
    m_steps = new QListWidget(this);
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setMaximumWidth(280);
    m_throughput = new LineChart(this);
    m_cpu = new LineChart(this);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("runLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(2000);

    auto *form = new QFormLayout;
    form->addRow(m_target);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_preset);
    controls->addWidget(m_label, 1);
    controls->addWidget(m_diagnose);
    controls->addWidget(m_cancel);
    auto *charts = new QVBoxLayout;
    charts->addWidget(m_throughput, 1);
    charts->addWidget(m_cpu, 1);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_steps);
    middle->addLayout(charts, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(controls);
    layout->addWidget(m_progress);
    layout->addWidget(m_step);
    layout->addWidget(m_preflight);
    layout->addWidget(m_preflightNote);
    layout->addWidget(m_useFolder, 0, Qt::AlignLeft);
    layout->addLayout(middle, 1);
    layout->addWidget(m_log);
    m_log->setMaximumHeight(110);

    connect(m_diagnose, &QPushButton::clicked, this, &RunPage::diagnose);
    connect(m_cancel, &QPushButton::clicked, this, &RunPage::cancel);
    connect(m_useFolder, &QPushButton::clicked, this, &RunPage::useShareFolder);

    retranslateUi();
    setRunning(false);
}

RunPage::~RunPage()
{
    teardown();
}

bool RunPage::isRunning() const
{
    return m_attempt->isActive();
}

bool RunPage::isMeasuring() const
{
    return m_orchestrator && m_orchestrator->isRunning();
}

void RunPage::setTargetMaker(std::function<SshTarget(const Profile &)> maker)
{
    m_attempt->setTargetMaker(std::move(maker));
}

void RunPage::setProfileName(const QString &name)
{
    // Another Pi: its own last state, never the charts, log and ending of the one before.
    if (name != m_profileName && !isRunning())
        showLastRunOf(name);
    m_profileName = name;
    retranslateUi();
    setRunning(isRunning());
}

void RunPage::showLastRunOf(const QString &name)
{
    m_steps->clear();
    m_throughput->clear();
    m_cpu->clear();
    m_log->clear();
    m_progress->setValue(0);
    m_label->clear();
    m_preflight->clear();
    m_preflight->setVisible(false);
    m_preflightNote->clear();
    m_preflightNote->setVisible(false);
    m_useFolder->setVisible(false);
    showLastRunLine(name);
}

void RunPage::showLastRunLine(const QString &name)
{
    m_showsLastRun = true;
    const QList<RunStore::Entry> runs = name.isEmpty() ? QList<RunStore::Entry>() : m_context.runs.list(name);
    const auto last = std::find_if(runs.cbegin(), runs.cend(), [](const RunStore::Entry &e) { return e.readable; });
    m_step->setText(last == runs.cend()
                        ? tr("No run of this Pi yet.")
                        : tr("Last run of this Pi: %1 (%2). Its report is in the history.")
                              .arg(QLocale().toString(last->sortTime().toLocalTime(), QLocale::ShortFormat),
                                   Completeness::title(last->completeness)));
}

void RunPage::setRunning(bool running)
{
    m_diagnose->setEnabled(!running && m_context.profiles.indexOf(m_profileName) >= 0);
    m_cancel->setEnabled(running);
    m_preset->setEnabled(!running);
    m_label->setEnabled(!running);
    if (!running)
        emit progressChanged(-1);
}

void RunPage::log(const QString &line)
{
    m_log->appendPlainText(QStringLiteral("%1  %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), line));
}

void RunPage::teardown()
{
    if (m_orchestrator) {
        m_orchestrator->disconnect(this);
        delete m_orchestrator;
    }
    m_attempt->teardown();
}

void RunPage::goIdle()
{
    teardown();
    setRunning(false);
    emit becameIdle();
}

void RunPage::abandonConnecting()
{
    if (!isRunning() || isMeasuring())
        return;
    log(tr("Connection attempt stopped."));
    goIdle();
}

void RunPage::diagnose()
{
    start({});
}

void RunPage::remeasure(const QStringList &steps)
{
    start(steps);
}

void RunPage::start(const QStringList &chosenSteps)
{
    const int i = m_context.profiles.indexOf(m_profileName);
    if (i < 0 || isRunning())
        return;
    const Profile profile = m_context.profiles.profiles().at(i);
    m_chosenSteps = chosenSteps;
    m_steps->clear();
    for (const QString &id : chosenSteps.isEmpty() ? RunOrchestrator::stepIds(false) : chosenSteps) {
        auto *item = new QListWidgetItem(RunOrchestrator::stepTitle(id), m_steps);
        item->setData(kStepIdRole, id);
    }
    m_throughput->clear();
    m_cpu->clear();
    m_log->clear();
    m_progress->setValue(0);
    m_preflight->clear();
    m_preflight->setVisible(false);
    m_preflightNote->clear();
    m_preflightNote->setVisible(false);
    m_useFolder->setVisible(false);
    emit progressChanged(0);

    setRunning(true);
    m_showsLastRun = false;
    m_step->setText(tr("Connecting to %1…").arg(profile.host));
    if (!chosenSteps.isEmpty())
        log(tr("Measuring again after a change: only the steps listed run."));
    log(m_step->text());
    m_attempt->start(profile);
}

void RunPage::startOrchestrator()
{
    const int i = m_context.profiles.indexOf(m_profileName);
    if (i < 0) {
        cancel();
        return;
    }
    RunOrchestrator::Params params;
    params.profile = m_context.profiles.profiles().at(i);
    params.preset = RunOrchestrator::Preset(m_preset->currentData().toInt());
    params.label = m_label->text().trimmed();
    params.allowLocalShare = m_allowLocalShare;
    params.lengths = m_lengths;
    params.steps = m_chosenSteps;
    params.stepsChosen = !m_chosenSteps.isEmpty();
    params.myData = m_context.settings.myData();
    m_orchestrator = new RunOrchestrator(m_attempt->runner(), params, this);
    connect(m_orchestrator, &RunOrchestrator::stepStarted, this, &RunPage::onStepStarted);
    connect(m_orchestrator, &RunOrchestrator::stepFinished, this, &RunPage::onStepFinished);
    connect(m_orchestrator, &RunOrchestrator::progressChanged, this, [this](double fraction, const QString &text) {
        m_progress->setValue(int(fraction * 100));
        if (!text.isEmpty())
            m_step->setText(text);
        emit progressChanged(int(fraction * 100));
    });
    connect(m_orchestrator, &RunOrchestrator::throughputSample, this,
            [this](const QString &stepId, double seconds, double bytesPerSecond) {
                m_throughput->addPoint(RunOrchestrator::stepTitle(stepId), seconds, bytesPerSecond / 1e6);
            });
    connect(m_orchestrator, &RunOrchestrator::piSample, this, &RunPage::onPiSample);
    connect(m_orchestrator, &RunOrchestrator::preflightFinished, this, &RunPage::onPreflightFinished);
    connect(m_orchestrator, &RunOrchestrator::measurementAdded, this, [this](const Measurement &m) {
        if (m.mbPerSecond() >= 0)
            log(tr("%1: %2 MB/s").arg(Measurement::kindTitle(m.kind()), QString::number(m.mbPerSecond(), 'f', 1)));
    });
    connect(m_orchestrator, &RunOrchestrator::finished, this, &RunPage::onFinished);
    m_orchestrator->start();
}

void RunPage::onStepStarted(const QString &id, const QString &title)
{
    m_step->setText(title);
    for (int r = 0; r < m_steps->count(); ++r) {
        QListWidgetItem *item = m_steps->item(r);
        if (item->data(kStepIdRole).toString() == id)
            item->setText(tr("▶ %1").arg(title));
    }
}

void RunPage::onStepFinished(const RunStep &step)
{
    QString mark;
    switch (step.status) {
    case RunStep::Status::Ok:
        mark = tr("✓ %1");
        break;
    case RunStep::Status::Failed:
        mark = tr("✗ %1");
        break;
    case RunStep::Status::Cancelled:
        mark = tr("– %1 (cancelled)");
        break;
    case RunStep::Status::Skipped:
        mark = tr("– %1 (skipped)");
        break;
    }
    for (int r = 0; r < m_steps->count(); ++r) {
        QListWidgetItem *item = m_steps->item(r);
        if (item->data(kStepIdRole).toString() == step.id) {
            item->setText(mark.arg(RunOrchestrator::stepTitle(step.id)));
            item->setToolTip(PlainText::toolTip(step.message)); // may quote the Pi's stderr
        }
    }
    if (!step.message.isEmpty() && step.status != RunStep::Status::Ok)
        log(QStringLiteral("%1: %2").arg(RunOrchestrator::stepTitle(step.id), step.message));
}

void RunPage::onPiSample(const Sample &sample)
{
    if (sample.busiestCore() >= 0)
        m_cpu->addPoint(tr("Busiest core"), sample.t, sample.busiestCore());
    for (auto it = sample.processCpu.cbegin(); it != sample.processCpu.cend(); ++it)
        m_cpu->addPoint(it.key(), sample.t, it.value());
}

void RunPage::onPreflightFinished(const PreflightResult &result)
{
    const QStringList problems = result.problems();
    m_preflight->setText(problems.join(QLatin1Char('\n')));
    m_preflight->setVisible(!problems.isEmpty());
    for (const QString &problem : problems)
        log(problem);
    m_preflightNote->setText(result.note);
    m_preflightNote->setVisible(!result.note.isEmpty());
    if (!result.note.isEmpty())
        log(result.note);
    m_shareOnPi = result.shareOnPi;
    m_useFolder->setVisible(!result.shareOnPi.isEmpty() && !result.sameStorage);
    m_useFolder->setText(tr("Use %1 as the Pi folder").arg(PlainText::forButton(m_shareOnPi)));
}

void RunPage::useShareFolder()
{
    // Saves the folder the share really is as this profile's Pi folder: the next run measures the
    // disk behind the share. (A run already under way keeps the folder it started with.)
    const int i = m_context.profiles.indexOf(m_profileName);
    if (i < 0 || m_shareOnPi.isEmpty())
        return;
    Profile profile = m_context.profiles.profiles().at(i);
    profile.remoteDir = m_shareOnPi;
    if (!m_context.profiles.update(m_profileName, profile) || !m_context.profiles.save()) {
        log(tr("The profile could not be saved: %1").arg(m_context.profiles.errorString()));
        return;
    }
    m_useFolder->setVisible(false);
    const QString text = isMeasuring()
                             ? tr("The Pi folder is now %1; this run goes on with the folder it started with, "
                                  "the next run uses the new one.")
                             : tr("The Pi folder is now %1. Press Diagnose again to measure it.");
    m_preflight->setText(text.arg(m_shareOnPi));
    log(m_preflight->text());
}

void RunPage::onFinished()
{
    if (m_orchestrator->preflightFailed()) {
        // A setup problem: nothing was measured, so nothing is saved and no report is opened; the
        // messages stay above the steps.
        log(tr("Nothing was measured: fix the problem above, then press Diagnose again."));
        m_step->setText(tr("Pre-flight failed: nothing was measured."));
        m_progress->setValue(0);
        m_label->clear();
        QMetaObject::invokeMethod(
            this,
            [this] {
                teardown();
                setRunning(false);
                emit becameIdle();
            },
            Qt::QueuedConnection);
        return;
    }
    const Run run = m_orchestrator->run();
    const bool complete = m_orchestrator->allStepsOk();
    const auto saved = m_context.runs.add(run);
    if (saved.ok()) {
        log(complete ? tr("Run finished and saved.") : tr("Run ended early; what was measured is saved."));
        m_step->setText(complete ? tr("Done.")
                                 : tr("Run ended: %1. What was measured is in the history.")
                                       .arg(Completeness::title(Completeness::of(run).state)));
    } else {
        log(tr("The run could not be saved: %1").arg(saved.errorString()));
    }
    // A bar at 100 % reads as "all done": one that ended early stays where it stopped, below 100.
    m_progress->setValue(complete ? 100 : std::min(m_progress->value(), 99));
    m_label->clear(); // the next run gets its own name
    QMetaObject::invokeMethod(
        this,
        [this, saved, complete] {
            teardown();
            setRunning(false);
            if (saved.ok())
                emit runSaved(saved.value(), complete);
            emit becameIdle();
        },
        Qt::QueuedConnection);
}

void RunPage::cancel()
{
    if (m_orchestrator && m_orchestrator->isRunning()) {
        log(tr("Cancelling: stopping the test and removing its files…"));
        m_orchestrator->cancel(); // finishes through onFinished with a partial run
        return;
    }
    m_attempt->cancel(); // failed(Cancelled) goes idle
}

void RunPage::retranslateUi()
{
    const int i = m_context.profiles.indexOf(m_profileName);
    if (i < 0) {
        m_target->setText(tr("Select or add a Pi on the left first."));
    } else {
        const Profile &p = m_context.profiles.profiles().at(i);
        m_target->setText(tr("Pi: %1 (%2@%3) — share on this PC: %4")
                              .arg(p.name, p.user, p.host, p.sharePath.isEmpty() ? tr("not set") : p.sharePath));
    }
    m_preset->setItemText(0, tr("Quick (about 30 s of tests)"));
    m_preset->setItemText(1, tr("Thorough (a few minutes)"));
    m_label->setPlaceholderText(tr("Label for this run, e.g. \"before reformat\""));
    m_diagnose->setText(tr("&Diagnose"));
    m_cancel->setText(tr("&Cancel"));
    m_steps->setAccessibleName(tr("Steps"));
    m_preset->setAccessibleName(tr("Test length"));
    m_label->setAccessibleName(tr("Run label"));
    m_log->setAccessibleName(tr("Log"));
    m_preflight->setAccessibleName(tr("Pre-flight problems"));
    m_preflightNote->setAccessibleName(tr("Where the Pi-side tests run"));
    m_useFolder->setAccessibleName(tr("Use the folder the share really is as the Pi folder"));
    m_throughput->setTitles(tr("Throughput"), tr("seconds"), tr("MB/s"));
    m_cpu->setTitles(tr("Pi CPU"), tr("seconds"), tr("% of one core"));
    for (int r = 0; r < m_steps->count(); ++r) {
        QListWidgetItem *item = m_steps->item(r);
        if (item->text() == item->data(kStepIdRole).toString() || !isRunning())
            item->setText(RunOrchestrator::stepTitle(item->data(kStepIdRole).toString()));
    }
    if (m_showsLastRun && !isRunning())
        showLastRunLine(m_profileName);
}

void RunPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
