#include "app/mainwindow.h"
#include "app/widgets/plaintext.h"

#include "app/dialogs/aboutdialog.h"
#include "app/dialogs/mydatadialog.h"
#include "app/i18n/languagemanager.h"
#include "app/pages/historypage.h"
#include "app/dialogs/pastedialog.h"
#include "app/dialogs/sharingexportdialog.h"
#include "app/pages/comparepage.h"
#include "app/pages/factspage.h"
#include "app/pages/reportpage.h"
#include "app/pages/runpage.h"
#include "app/pages/profilespanel.h"
#include "app/notify/runnotifier.h"
#include "app/ssh/sshconnectiontester.h"
#include "core/probe/transcriptminimizer.h"
#include "core/store/appsettings.h"
#include "core/store/runstore.h"

#include <QAction>
#include <QSysInfo>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QJsonObject>
#include <QMimeData>
#include <QEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>

#include <utility>

namespace {
const auto kMainSplitter = QStringLiteral("main");
}

MainWindow::MainWindow(const AppContext &context, QWidget *parent)
    : QMainWindow(parent), m_context(context), m_settings(context.settings), m_languages(context.languages)
{
    setObjectName(QStringLiteral("mainWindow"));

    m_profiles = new ProfilesPanel(m_context.profiles, this);
    m_profiles->selectProfile(m_settings.lastProfile());
    m_profiles->setTesterFactory([this](QObject *owner) -> ConnectionTester * {
        auto *tester = new SshConnectionTester(this, m_context.secrets, {}, owner);
        tester->setRunnerMaker(m_context.makeRunner);
        return tester;
    });
    connect(m_profiles, &ProfilesPanel::currentProfileChanged, this, [this](const QString &name) {
        m_settings.setLastProfile(name);
    });
    m_profiles->setAddHandler([this] { showProfileWizard(); });
    m_notifier = new RunNotifier(this);

    m_runPage = new RunPage(m_context, this);
    m_runPage->setProfileName(m_profiles->currentName());
    m_reportPage = new ReportPage(this);
    m_factsPage = new FactsPage(this);
    m_historyPage = new HistoryPage(m_context.runs, this);
    m_historyPage->setProfileFilter(m_profiles->currentName());
    m_comparePage = new ComparePage(this);
    connect(m_profiles, &ProfilesPanel::currentProfileChanged, m_historyPage, &HistoryPage::setProfileFilter);
    connect(m_profiles, &ProfilesPanel::currentProfileChanged, m_runPage, &RunPage::setProfileName);
    connect(m_runPage, &RunPage::progressChanged, this, &MainWindow::showRunProgress);
    connect(m_runPage, &RunPage::runSaved, this, [this](const QString &fileName, bool complete) {
        m_notifier->runEnded(complete);
        m_historyPage->refresh();
        if (!takeMeasuredAgain(fileName))
            openStoredRun(fileName);
    });
    wireTreatment();
    // A close asked for during a run happens once the run has stopped (and was saved).
    connect(m_runPage, &RunPage::becameIdle, this, [this] {
        if (std::exchange(m_closeAfterRun, false))
            close();
    });
    connect(m_historyPage, &HistoryPage::openRequested, this, &MainWindow::openStoredRun);
    connect(m_historyPage, &HistoryPage::compareRequested, this, &MainWindow::compareStoredRuns);

    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->addTab(m_runPage, QString());
    m_pages->addTab(m_reportPage, QString());
    m_pages->addTab(m_factsPage, QString());
    m_pages->addTab(m_historyPage, QString());
    m_pages->addTab(m_comparePage, QString());

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_profiles);
    m_splitter->addWidget(m_pages);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);
    setAcceptDrops(true);

    buildMenus();
    statusBar();
    retranslateUi();
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_addPi = m_fileMenu->addAction(QString());
    m_addPi->setObjectName(QStringLiteral("addPiAction"));
    m_addPi->setShortcut(QKeySequence::New);
    connect(m_addPi, &QAction::triggered, this, [this] { showProfileWizard(); });
    m_openRun = m_fileMenu->addAction(QString());
    m_openRun->setShortcut(QKeySequence::Open);
    m_pasteOutputs = m_fileMenu->addAction(QString());
    connect(m_pasteOutputs, &QAction::triggered, this, &MainWindow::pasteOutputs);
    m_export = m_fileMenu->addAction(QString());
    connect(m_openRun, &QAction::triggered, this, &MainWindow::chooseRunFiles);
    connect(m_export, &QAction::triggered, this, &MainWindow::exportCurrent);
    m_exportForSharing = m_fileMenu->addAction(QString());
    m_exportForSharing->setObjectName(QStringLiteral("exportForSharing"));
    connect(m_exportForSharing, &QAction::triggered, this, &MainWindow::exportForSharing);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString());
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    buildViewMenu();
    buildDiagnoseMenu();

    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsMenu->setObjectName(QStringLiteral("settingsMenu"));
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_langGroup = new QActionGroup(this);
    m_langJapanese = m_languageMenu->addAction(QString());
    m_langEnglish = m_languageMenu->addAction(QString());
    m_languageMenu->addSeparator();
    m_langSystem = m_languageMenu->addAction(QString());
    m_langJapanese->setObjectName(QStringLiteral("languageJapanese"));
    m_langEnglish->setObjectName(QStringLiteral("languageEnglish"));
    m_langSystem->setObjectName(QStringLiteral("languageSystem"));
    m_langJapanese->setData(AppSettings::languageKey(AppSettings::Language::Japanese));
    m_langEnglish->setData(AppSettings::languageKey(AppSettings::Language::English));
    m_langSystem->setData(AppSettings::languageKey(AppSettings::Language::System));
    for (QAction *a : {m_langJapanese, m_langEnglish, m_langSystem}) {
        a->setCheckable(true);
        m_langGroup->addAction(a);
        a->setChecked(a->data().toString() == AppSettings::languageKey(m_languages.choice()));
    }
    connect(m_langGroup, &QActionGroup::triggered, this, &MainWindow::chooseLanguage);
    m_myData = m_settingsMenu->addAction(QString());
    m_myData->setObjectName(QStringLiteral("myDataAction"));
    connect(m_myData, &QAction::triggered, this, [this] { MyDataDialog::edit(m_context.settings, this); });

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_welcome = m_helpMenu->addAction(QString());
    m_welcome->setObjectName(QStringLiteral("welcomeAction"));
    connect(m_welcome, &QAction::triggered, this, [this] { showWelcome(); });
    m_helpMenu->addSeparator();
    m_about = m_helpMenu->addAction(QString());
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::retranslateUi()
{
    // The title shows a run's progress, so it is visible in the taskbar while the window is hidden.
    setWindowTitle(m_runPercent >= 0 ? tr("Pi NAS Doctor — diagnosing: %1 %").arg(m_runPercent)
                                     : tr("Pi NAS Doctor — find out why your Pi NAS is slow"));
    m_fileMenu->setTitle(tr("&File"));
    m_openRun->setText(tr("&Open run…"));
    m_openRun->setStatusTip(tr("Open a saved .pinasrun file or a probe transcript"));
    m_export->setText(tr("&Export…"));
    m_export->setStatusTip(tr("Save the report as PDF or the measurements as CSV"));
    m_exportForSharing->setText(tr("Export for &Sharing…"));
    m_exportForSharing->setStatusTip(
        tr("Save a copy of the run without host and user names, addresses and serial numbers"));
    m_quit->setText(tr("&Quit"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_myData->setText(tr("&My data…"));
    m_myData->setStatusTip(tr("The sizes of your films, backups and photos that the answers are worked out for"));
    // Language names are shown in their own language, so a user who cannot read the current one finds theirs.
    m_langJapanese->setText(QStringLiteral("日本語"));
    m_langEnglish->setText(QStringLiteral("English"));
    m_langSystem->setText(tr("Follow the system"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About Pi NAS Doctor"));
    m_welcome->setText(tr("&Welcome…"));
    m_welcome->setStatusTip(tr("What the app reads and writes on the Pi, the example reports, and adding a Pi"));
    m_addPi->setText(tr("&Add a Pi…"));
    m_addPi->setStatusTip(tr("Set up a connection to a Pi step by step"));
    m_viewMenu->setTitle(tr("&View"));
    retranslateDiagnoseMenu();
    m_pages->setAccessibleName(tr("Pages"));

    m_pages->setTabText(m_pages->indexOf(m_runPage), tr("Diagnose"));
    m_pages->setTabText(m_pages->indexOf(m_reportPage), tr("Report"));
    m_pages->setTabText(m_pages->indexOf(m_factsPage), tr("Facts"));
    m_pasteOutputs->setText(tr("&Paste outputs…"));
    m_pasteOutputs->setStatusTip(tr("Analyse outputs of lsusb -t, ethtool, mount, dmesg… pasted from a terminal or a forum post"));
    m_pages->setTabText(m_pages->indexOf(m_comparePage), tr("Compare"));
    m_pages->setTabText(m_pages->indexOf(m_historyPage), tr("History"));
    for (int i = 0; i < m_pageActions.size(); ++i)
        m_pageActions.at(i)->setText(tr("Show the %1 page").arg(m_pages->tabText(i)));
}

// Ctrl+1 … Ctrl+5 reach every page from anywhere, without the mouse.
void MainWindow::buildViewMenu()
{
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    for (int i = 0; i < m_pages->count(); ++i) {
        QAction *a = m_viewMenu->addAction(QString());
        a->setObjectName(QStringLiteral("showPage%1").arg(i + 1));
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(a, &QAction::triggered, this, [this, i] {
            m_pages->setCurrentIndex(i);
            m_pages->currentWidget()->setFocus(Qt::ShortcutFocusReason);
        });
        m_pageActions << a;
    }
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::chooseLanguage(QAction *action)
{
    const auto choice = AppSettings::languageFromKey(action->data().toString());
    m_settings.setLanguage(choice);
    m_settings.sync();
    m_languages.apply(choice);
}

void MainWindow::showAbout()
{
    auto *dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::chooseRunFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open run"), QString(), tr("Runs and transcripts (*.pinasrun *.txt *.log);;All files (*)"));
    openRunFiles(paths);
}

void MainWindow::openRunFiles(const QStringList &paths)
{
    for (const QString &path : paths)
        m_historyPage->importFile(path);
    if (!paths.isEmpty())
        m_pages->setCurrentWidget(m_historyPage);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    openRunFiles(paths);
    event->acceptProposedAction();
}

void MainWindow::showRunProgress(int percent)
{
    if (m_runPercent < 0 && percent >= 0)
        m_notifier->runStarted();
    m_runPercent = percent;
    retranslateUi();
}

void MainWindow::openStoredRun(const QString &fileName)
{
    const auto run = m_context.runs.load(fileName);
    if (!run.ok()) {
        PlainText::warning(this, tr("Run not opened"), run.errorString()); // quotes the file's own fields
        return;
    }
    m_reportPage->setRun(run.value());
    m_reportRunFile = fileName;
    updateReportPiSource();
    m_factsPage->setRun(run.value());
    m_pages->setCurrentWidget(m_reportPage);
}

void MainWindow::compareStoredRuns(const QStringList &fileNames)
{
    QList<Run> runs;
    for (const QString &f : fileNames) {
        const auto run = m_context.runs.load(f);
        if (run.ok())
            runs << run.value();
    }
    m_comparePage->setRuns(runs);
    m_pages->setCurrentWidget(m_comparePage);
}

void MainWindow::pasteOutputs()
{
    auto *dialog = new PasteDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        // Kept in the history like any run, so it can be labelled and compared later.
        Run run;
        run.setLabel(tr("Pasted outputs"));
        run.setStarted(QDateTime::currentDateTimeUtc());
        run.setProfile(QJsonObject{{QStringLiteral("name"), m_profiles->currentName()}});
        // Kept like a probe's: a pasted `ps aux` keeps only the file servers' rows.
        run.setTranscript(TranscriptMinimizer::minimize(dialog->transcript()).text);
        const auto added = m_context.runs.add(run);
        if (!added.ok()) {
            QMessageBox::warning(this, tr("Run not saved"), added.errorString());
            return;
        }
        m_historyPage->refresh();
        openStoredRun(added.value());
    });
    dialog->open();
}

void MainWindow::exportCurrent()
{
    if (m_pages->currentWidget() == m_comparePage) {
        m_comparePage->exportPdf();
        return;
    }
    if (!m_reportPage->hasRun()) {
        QMessageBox::information(this, tr("Export"), tr("Open a report first: run a diagnosis or open a run from the "
                                                        "history."));
        return;
    }
    m_pages->setCurrentWidget(m_reportPage);
    m_reportPage->exportPdf();
}

void MainWindow::exportForSharing()
{
    if (!m_reportPage->hasRun()) {
        QMessageBox::information(this, tr("Export for Sharing"),
                                 tr("Open a report first: run a diagnosis or open a run from the history."));
        return;
    }
    auto *dialog = new SharingExportDialog(m_reportPage->run(), QSysInfo::machineHostName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::restoreLayout()
{
    if (!restoreGeometry(m_settings.mainWindowGeometry()))
        resize(1100, 720);
    restoreState(m_settings.mainWindowState());
    if (!m_splitter->restoreState(m_settings.splitterState(kMainSplitter)))
        m_splitter->setSizes({260, 840});
}

void MainWindow::saveLayout()
{
    m_settings.setMainWindowGeometry(saveGeometry());
    m_settings.setMainWindowState(saveState());
    m_settings.setSplitterState(kMainSplitter, m_splitter->saveState());
    m_settings.sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Connecting or logging in (a prompt may be open): nothing is lost, stop and close at once.
    if (m_runPage->isRunning() && !m_runPage->isMeasuring())
        m_runPage->abandonConnecting();
    // A run in progress: always ask. Yes cancels it (its files on both machines are removed and the
    // partial run saved) and the window closes when that is done.
    if (m_runPage->isRunning()) {
        if (!m_closeAfterRun) {
            const auto answer = QMessageBox::question(
                this, tr("Run in progress"),
                tr("A diagnosis is running. Cancel it and quit? What was measured so far is saved."));
            if (answer != QMessageBox::Yes || !m_runPage->isRunning()) {
                event->ignore(); // also when the run ended while the question was open: close again
                return;
            }
            m_closeAfterRun = true;
            m_runPage->cancel();
        }
        event->ignore();
        return;
    }
    saveLayout();
    QMainWindow::closeEvent(event);
}
