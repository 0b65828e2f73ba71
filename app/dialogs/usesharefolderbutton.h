#pragma once

#include <QPushButton>
#include <QString>

class ConnectionTester;
class QLineEdit;
class QPlainTextEdit;

// "Use FOLDER as the Pi folder" under a connection test (profile dialog, wizard): shown when the
// test's pre-flight found the share's marker in another folder of the Pi than the one typed in.
// A click puts that folder into the Pi folder field and says so in the test output; saving the
// form is still the user's step. Hidden again when a new test starts. (The Run page has its own
// button, which saves the profile at once: there is no form there.)
class UseShareFolderButton : public QPushButton
{
    Q_OBJECT
public:
    UseShareFolderButton(QLineEdit *piFolderField, QPlainTextEdit *output, QWidget *parent);

    void watch(ConnectionTester *tester);
    QString folder() const { return m_folder; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void offer(const QString &folder);
    void use();
    void retranslateUi();

    QLineEdit *m_field;
    QPlainTextEdit *m_output;
    QString m_folder;
};
