#pragma once

#include "app/dialogs/profilefields.h"
#include "core/store/profile.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class ConnectionTester;
class ForgetHostKeyButton;
class UseShareFolderButton;
class UsesChooser;

// Adds or edits one connection profile. OK stays disabled while the form has a problem, and
// the problems are listed under the form in plain words.
class ProfileDialog : public QDialog
{
    Q_OBJECT
public:
    // takenNames: other profiles' names, so a duplicate is caught before saving.
    ProfileDialog(const Profile &profile, QStringList takenNames, QWidget *parent = nullptr);

    Profile profile() const;
    // Optional: without a tester the "Test connection" button is hidden.
    void setConnectionTester(ConnectionTester *tester);

    QStringList problems() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void revalidate();
    void browseKey();
    void browseShare();
    void testConnection();

    QStringList m_takenNames;
    ConnectionTester *m_tester = nullptr;

    ProfileFields m_fields; // name, host, port, user, auth, key, Pi folder
    QPushButton *m_keyBrowse = nullptr;
    QLineEdit *m_sharePath = nullptr;
    QPushButton *m_shareBrowse = nullptr;
    QComboBox *m_protocol = nullptr;
    QCheckBox *m_sudo = nullptr;
    UsesChooser *m_uses = nullptr;
    QLabel *m_problems = nullptr;
    QPushButton *m_test = nullptr;
    QPlainTextEdit *m_testOutput = nullptr;
    UseShareFolderButton *m_useShareFolder = nullptr;
    ForgetHostKeyButton *m_forgetHostKey = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<QLabel *> m_labels;
};
