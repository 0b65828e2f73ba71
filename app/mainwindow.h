#pragma once

#include <QMainWindow>

class AppSettings;
class LanguageManager;
class PlaceholderPage;
class ProfileStore;
class ProfilesPanel;
class QAction;
class QActionGroup;
class QMenu;
class QSplitter;
class QTabWidget;

// The frame: profiles on the left, the run / report / history pages on the right, and the menus.
// Pages are classes of their own; this file only wires them together.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(AppSettings &settings, LanguageManager &languages, ProfileStore &profiles,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    QTabWidget *pages() const { return m_pages; }
    ProfilesPanel *profilesPanel() const { return m_profiles; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void retranslateUi();
    void restoreLayout();
    void saveLayout();
    void chooseLanguage(QAction *action);
    void showAbout();

    AppSettings &m_settings;
    LanguageManager &m_languages;
    ProfileStore &m_profileStore;

    QSplitter *m_splitter = nullptr;
    ProfilesPanel *m_profiles = nullptr;
    QTabWidget *m_pages = nullptr;
    PlaceholderPage *m_runPage = nullptr;
    PlaceholderPage *m_reportPage = nullptr;
    PlaceholderPage *m_historyPage = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openRun = nullptr;
    QAction *m_export = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_langSystem = nullptr;
    QAction *m_langJapanese = nullptr;
    QAction *m_langEnglish = nullptr;
    QActionGroup *m_langGroup = nullptr;
    QAction *m_about = nullptr;
};
