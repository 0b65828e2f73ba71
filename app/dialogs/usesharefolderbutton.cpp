#include "app/dialogs/usesharefolderbutton.h"

#include "app/dialogs/connectiontester.h"
#include "app/widgets/plaintext.h"

#include <QEvent>
#include <QLineEdit>
#include <QPlainTextEdit>

UseShareFolderButton::UseShareFolderButton(QLineEdit *piFolderField, QPlainTextEdit *output, QWidget *parent)
    : QPushButton(parent), m_field(piFolderField), m_output(output)
{
    setObjectName(QStringLiteral("useShareFolder"));
    setVisible(false);
    retranslateUi();
    connect(this, &QPushButton::clicked, this, &UseShareFolderButton::use);
}

void UseShareFolderButton::watch(ConnectionTester *tester)
{
    // A test reports progress from its start, before any finding: an offer from the last test goes.
    connect(tester, &ConnectionTester::progress, this, [this] { setVisible(false); });
    connect(tester, &ConnectionTester::shareFoundElsewhere, this, &UseShareFolderButton::offer);
}

void UseShareFolderButton::offer(const QString &folder)
{
    m_folder = folder;
    retranslateUi();
    setVisible(!folder.isEmpty());
}

void UseShareFolderButton::use()
{
    if (m_folder.isEmpty())
        return;
    m_field->setText(m_folder);
    setVisible(false);
    m_output->appendPlainText(tr("The Pi folder is now %1. Test again to check it, then save.").arg(m_folder));
}

void UseShareFolderButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QPushButton::changeEvent(event);
}

void UseShareFolderButton::retranslateUi()
{
    setText(tr("Use %1 as the Pi folder").arg(PlainText::forButton(m_folder)));
    setAccessibleName(tr("Use the folder the share really is as the Pi folder"));
}
