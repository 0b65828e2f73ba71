#include "app/dialogs/forgethostkeybutton.h"

#include "app/dialogs/connectiontester.h"
#include "app/widgets/plaintext.h"
#include "remote/ssh/knownhosts.h"

#include <QEvent>
#include <QMessageBox>
#include <QPlainTextEdit>

ForgetHostKeyButton::ForgetHostKeyButton(QPlainTextEdit *output, QWidget *parent)
    : QPushButton(parent), m_output(output)
{
    setObjectName(QStringLiteral("forgetHostKey"));
    setVisible(false);
    retranslateUi();
    connect(this, &QPushButton::clicked, this, &ForgetHostKeyButton::forget);
}

void ForgetHostKeyButton::watch(ConnectionTester *tester)
{
    // A new test reports progress from its start: the offer of the last one goes.
    connect(tester, &ConnectionTester::progress, this, [this] { setVisible(false); });
    connect(tester, &ConnectionTester::hostKeyChanged, this, &ForgetHostKeyButton::offer);
}

void ForgetHostKeyButton::offer(const QString &knownHostsName, const QString &appFile)
{
    m_host = knownHostsName;
    m_file = appFile;
    retranslateUi();
    setVisible(!m_host.isEmpty() && !m_file.isEmpty());
}

void ForgetHostKeyButton::forget()
{
    if (m_host.isEmpty() || m_file.isEmpty())
        return;
    // Asked window-modal without a nested event loop (docs/design.md "Threading"): the answer
    // comes back through finished().
    auto *ask = new QMessageBox(QMessageBox::Warning, tr("Forget the old host key"),
                                tr("Forget the key on record for %1?\n\n"
                                   "Do this only if you know why it changed: the Pi was reinstalled, or its SD card "
                                   "or SSH keys were replaced. Otherwise someone may be between this PC and the Pi, "
                                   "and could read everything you send it, passwords included.\n\n"
                                   "The next test shows the new key for you to check before you trust it.")
                                    .arg(m_host), // plain text: a '&' is shown as it is (forButton is the button's)
                                QMessageBox::Yes | QMessageBox::No, window());
    ask->setObjectName(QStringLiteral("forgetHostKeyConfirm"));
    ask->setTextFormat(Qt::PlainText);
    ask->setDefaultButton(QMessageBox::No);
    ask->button(QMessageBox::Yes)->setText(tr("&Forget the old key"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    const QString host = m_host, file = m_file;
    connect(ask, &QMessageBox::finished, this, [this, ask, host, file] {
        if (ask->standardButton(ask->clickedButton()) != QMessageBox::Yes)
            return;
        QString error;
        if (!forgetHostKey(file, host, &error)) {
            m_output->appendPlainText(tr("The old key of %1 could not be removed from %2: %3").arg(host, file, error));
            return;
        }
        setVisible(false);
        m_output->appendPlainText(
            tr("The old key of %1 is forgotten. Test the connection again to check the new key and trust it.")
                .arg(host));
    });
    ask->open();
}

void ForgetHostKeyButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QPushButton::changeEvent(event);
}

void ForgetHostKeyButton::retranslateUi()
{
    setText(tr("Forget the old key of %1…").arg(PlainText::forButton(m_host)));
    setAccessibleName(tr("Forget the Pi's old host key"));
}
