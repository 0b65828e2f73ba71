#pragma once

#include <QPushButton>
#include <QString>

class ConnectionTester;
class QPlainTextEdit;

// "Forget the old key…" under a connection test (profile dialog, wizard): shown when the test was
// refused because the Pi's host key changed and the old key is in the app's own known_hosts. A
// click asks once more, with the warning (No is the default), then removes that entry; the next
// test then shows the new key for the user to check and trust, as at first contact. A key in the
// user's own ~/.ssh/known_hosts is not the app's to remove: the test's message names the command.
class ForgetHostKeyButton : public QPushButton
{
    Q_OBJECT
public:
    ForgetHostKeyButton(QPlainTextEdit *output, QWidget *parent);

    void watch(ConnectionTester *tester);

protected:
    void changeEvent(QEvent *event) override;

private:
    void offer(const QString &knownHostsName, const QString &appFile);
    void forget();
    void retranslateUi();

    QPlainTextEdit *m_output;
    QString m_host;
    QString m_file;
};
