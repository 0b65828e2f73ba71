#pragma once

#include "app/dialogs/connectiontester.h"
#include "app/dialogs/forgethostkeybutton.h"
#include "app/dialogs/usesharefolderbutton.h"

#include <QPlainTextEdit>
#include <QPushButton>

// How the profile dialog and the wizard run a connection test: each step and the final text go
// into the output box, and the button that started it comes back when the test ends.
inline void showTesterOutput(ConnectionTester *tester, QPlainTextEdit *output, QPushButton *button)
{
    QObject::connect(tester, &ConnectionTester::progress, output,
                     [output](const QString &step) { output->appendPlainText(step); });
    QObject::connect(tester, &ConnectionTester::finished, output, [output, button](bool, const QString &text) {
        output->appendPlainText(text);
        button->setEnabled(true);
    });
}

// Gives a form its tester (or none: the button hides): the output box shows each test, the "use
// the share's folder" button offers what the test found, and "forget the old key" a changed key.
inline void attachConnectionTester(ConnectionTester *tester, QPlainTextEdit *output, QPushButton *button,
                                   UseShareFolderButton *useShareFolder, ForgetHostKeyButton *forgetHostKey)
{
    button->setVisible(tester != nullptr);
    if (!tester)
        return;
    showTesterOutput(tester, output, button);
    useShareFolder->watch(tester);
    forgetHostKey->watch(tester);
}

// Starts a test of profile: the output box is cleared and shown, the button waits for the end.
inline void startConnectionTest(ConnectionTester *tester, QPlainTextEdit *output, QPushButton *button,
                                const Profile &profile)
{
    output->clear();
    output->setVisible(true);
    button->setEnabled(false);
    tester->start(profile);
}
