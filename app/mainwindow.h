#pragma once

#include "app/appcontext.h"
#include "app/dialogs/pirunnersource.h"
#include "app/wizard/profilewizard.h"

#include <QMainWindow>

#include <functional>
#include <optional>

class AppSettings;
class LanguageManager;
class ComparePage;
class FactsPage;
class HistoryPage;
class ReportPage;
class RunPage;
class ProfileStore;
class ProfilesPanel;
class QAction;
class QActionGroup;
class QMenu;
class QSplitter;
class QTabWidget;
class Run;
class RunNotifier;
class WelcomeDialog;

// The frame: profiles on the left, the run / report / history pages on the right, and the menus.
// Pages are classes of their own; this file only wires them together.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const AppContext &context, QWidget *parent = nullptr);
    ~MainWindow() override;

    QTabWidget *pages() const { return m_pages; }
    ProfilesPanel *profilesPanel() const { return m_profiles; }
    HistoryPage *historyPage() const { return m_historyPage; }
    ReportPage *reportPage() const { return m_reportPage; }
    RunPage *runPage() const { return m_runPage; }
    ComparePage *comparePage() const { return m_comparePage; }
    FactsPage *factsPage() const { return m_factsPage; }
    // Imports run files or transcripts into the history (File → Open run…, drag and drop).
    void openRunFiles(const QStringList &paths);

    // First run (mainwindow_firstrun.cpp). The welcome shows on the first launch, and whenever
    // there is neither a profile nor a run; main() asks, tests call it themselves.
    bool shouldShowWelcome() const;
    WelcomeDialog *showWelcomeIfFirstRun();
    WelcomeDialog *showWelcome();
    // Opens a built-in example run (":/examples/…") on the Report page, without adding it to the history.
    bool openExampleRun(const QString &resource);
    ProfileWizard *showProfileWizard();
    // Tests: where the wizard looks for ~/.ssh/config and mounts (defaults to this PC's).
    void setWizardSources(ProfileWizard::Sources sources) { m_wizardSources = std::move(sources); }
    RunNotifier *runNotifier() const { return m_notifier; }
    // Tests: how Esc asks before it cancels a run (defaults to a question box).
    void setConfirmCancel(std::function<bool()> confirm) { m_confirmCancel = std::move(confirm); }
    // Tests: how "Measure again" starts its run of the chosen steps (defaults to the Run page's
    // RunPage::remeasure).
    void setMeasureAgainStarter(std::function<void(const QStringList &steps)> start)
    {
        m_measureAgainStarter = std::move(start);
    }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildMenus();
    void retranslateUi();
    void restoreLayout();
    void saveLayout();
    void chooseLanguage(QAction *action);
    void showAbout();
    void chooseRunFiles();
    void showRunProgress(int percent);
    void openStoredRun(const QString &fileName);
    void compareStoredRuns(const QStringList &fileNames);
    void exportCurrent();
    void exportForSharing(); // File → Export for Sharing… (app/dialogs/sharingexportdialog.h)
    void pasteOutputs();
    void buildViewMenu();
    // Diagnose menu (mainwindow_diagnose.cpp): start with F5 / Ctrl+R, cancel with Esc after asking.
    void buildDiagnoseMenu();
    void retranslateDiagnoseMenu();
    void startDiagnosis();
    void cancelDiagnosis();
    // Fixes from the window (mainwindow_treatment.cpp): the report's way to the Pi (an SshAttempt
    // on the run's profile), saving its `changes` in the run file, and "Measure again".
    void wireTreatment();
    // A run saved after "Measure again": records the change between the runs, then shows both.
    bool takeMeasuredAgain(const QString &fileName);
    void updateReportPiSource(); // the shown run's own Pi, if it is a stored run of a saved profile
    // The way to a run's Pi (mainwindow_treatment.cpp): its saved profile (an imported run's only by
    // identity, else the user picks), handed on only when the Pi is the run's (issue #34).
    PiRunnerSource sourceForRun(const Run &run);

    AppContext m_context;
    AppSettings &m_settings;
    LanguageManager &m_languages;

    QSplitter *m_splitter = nullptr;
    ProfilesPanel *m_profiles = nullptr;
    QTabWidget *m_pages = nullptr;
    RunPage *m_runPage = nullptr;
    ReportPage *m_reportPage = nullptr;
    ComparePage *m_comparePage = nullptr;
    FactsPage *m_factsPage = nullptr;
    int m_runPercent = -1;
    QString m_reportRunFile;        // the history file the report page shows ("" when none)
    QString m_measureBeforeFile;    // "Measure again": the run before the change…
    QString m_measureChangeId;      // …and the change made in between
    QString m_measureFinding;       // …for this finding
    QString m_measureProfile;       // …on this saved profile's Pi
    QString m_reportPiProfile;      // the saved profile the report's run is linked to (or was picked)
    std::function<void(const QStringList &)> m_measureAgainStarter;
    bool m_closeAfterRun = false;
    HistoryPage *m_historyPage = nullptr;
    RunNotifier *m_notifier = nullptr;
    std::optional<ProfileWizard::Sources> m_wizardSources;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openRun = nullptr;
    QAction *m_pasteOutputs = nullptr;
    QAction *m_export = nullptr;
    QAction *m_exportForSharing = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_langSystem = nullptr;
    QAction *m_myData = nullptr; // Settings → My data…
    QAction *m_langJapanese = nullptr;
    QAction *m_langEnglish = nullptr;
    QActionGroup *m_langGroup = nullptr;
    QAction *m_about = nullptr;
    QAction *m_welcome = nullptr;
    QAction *m_addPi = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_diagnoseMenu = nullptr;
    QAction *m_startRun = nullptr;
    QAction *m_cancelRun = nullptr;
    std::function<bool()> m_confirmCancel;
    QList<QAction *> m_pageActions;
};
