#pragma once

#include "app/dialogs/profilefields.h"
#include "app/setup/sharesuggestions.h"
#include "core/setup/sshconfig.h"
#include "core/store/profile.h"

#include <QHostAddress>
#include <QWizard>

#include <functional>

class ConnectionTester;
class ProfileStore;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class ForgetHostKeyButton;
class UseShareFolderButton;
class UsesChooser;

// "Add my Pi" step by step: where the Pi is (raspberrypi.local, or a host from ~/.ssh/config),
// how to log in, the folder on the Pi and the share on this PC (offered from this PC's own
// mounts of that Pi), then an optional connection test. Finish saves the profile in the store.
class ProfileWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { HostPageId, LoginPageId, FoldersPageId, TestPageId };

    // Where the wizard looks for suggestions. system() reads the real files; tests pass text.
    struct Sources
    {
        QString sshConfigPath;
        QByteArray mountinfo;
        // Calls back with the host's addresses (to match shares mounted by IP); may be empty.
        std::function<void(const QString &host, QObject *context, std::function<void(const QList<QHostAddress> &)>)>
            resolve;
        static Sources system();
    };

    ProfileWizard(ProfileStore &store, Sources sources, QWidget *parent = nullptr);

    // Optional: without one the "Test connection" button is hidden.
    void setConnectionTester(ConnectionTester *tester);

    Profile profile() const;
    const QList<SshHostEntry> &sshHosts() const { return m_sshHosts; }
    const QList<ShareSuggestion> &shareSuggestions() const { return m_suggestions; }
    // The problems the current page shows (empty when it can go on).
    QString currentProblems() const;

    void initializePage(int id) override;
    bool validateCurrentPage() override;

signals:
    void profileSaved(const QString &name);

protected:
    void changeEvent(QEvent *event) override;

private:
    // profilewizard_pages.cpp: building and texts.
    void buildHostPage();
    void buildLoginPage();
    void buildFoldersPage();
    void buildTestPage();
    void retranslateUi();
    QLabel *addProblemsLabel(QWizardPage *page);

    void applySshHost(int index);
    void hostEdited();
    void updateKeyFields();
    void refreshSuggestions(const QList<QHostAddress> &addresses);
    void shareChanged(const QString &path);
    void browseKey();
    void browseShare();
    void testConnection();
    bool showProblems(int id, const QStringList &problems);
    bool save();

    ProfileStore &m_store;
    Sources m_sources;
    QList<SshHostEntry> m_sshHosts;
    QList<ShareSuggestion> m_suggestions;
    ConnectionTester *m_tester = nullptr;
    bool m_nameEdited = false;
    bool m_remoteDirEdited = false;
    bool m_shareEdited = false;

    ProfileFields m_fields; // spread over the pages: host, port, user, name; auth, key; Pi folder
    QLabel *m_hostIntro = nullptr;
    QLabel *m_sshHostsLabel = nullptr;
    QComboBox *m_sshHostsBox = nullptr;

    QLabel *m_loginIntro = nullptr;
    QPushButton *m_keyBrowse = nullptr;

    QLabel *m_foldersIntro = nullptr;
    QComboBox *m_share = nullptr;
    QPushButton *m_shareBrowse = nullptr;
    QLabel *m_shareNote = nullptr;
    UsesChooser *m_uses = nullptr; // what the NAS is for (issue #39)

    QLabel *m_summary = nullptr;
    QPushButton *m_test = nullptr;
    QPlainTextEdit *m_testOutput = nullptr;
    UseShareFolderButton *m_useShareFolder = nullptr;
    ForgetHostKeyButton *m_forgetHostKey = nullptr;

    QList<QLabel *> m_problems;         // one per page, by PageId
    QList<QList<QLabel *>> m_formLabels; // per page, the field labels in order
};
