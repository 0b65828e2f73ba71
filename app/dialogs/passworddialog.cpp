#include "app/dialogs/passworddialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

PasswordDialog::PasswordDialog(Kind kind, const QString &subject, bool wrongBefore, bool canRemember,
                               QWidget *parent)
    : QDialog(parent), m_kind(kind), m_subject(subject), m_wrongBefore(wrongBefore)
{
    setObjectName(QStringLiteral("passwordDialog"));
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_secret = new QLineEdit(this);
    m_secret->setObjectName(QStringLiteral("secret"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_text->setBuddy(m_secret);
    m_remember = new QCheckBox(this);
    m_remember->setObjectName(QStringLiteral("remember"));
    m_remember->setVisible(canRemember);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_secret);
    layout->addWidget(m_remember);
    layout->addWidget(buttons);
    retranslateUi();
}

QString PasswordDialog::secret() const { return m_secret->text(); }
bool PasswordDialog::remember() const { return m_remember->isVisible() && m_remember->isChecked(); }

void PasswordDialog::retranslateUi()
{
    if (m_kind == Kind::Password) {
        setWindowTitle(tr("Password"));
        m_text->setText(m_wrongBefore ? tr("The password was not accepted. Enter the password for %1 again:").arg(m_subject)
                                      : tr("Enter the password for %1:").arg(m_subject));
        m_remember->setText(tr("&Remember in the system keychain"));
    } else {
        setWindowTitle(tr("Key passphrase"));
        m_text->setText(m_wrongBefore ? tr("Wrong passphrase. Enter the passphrase for the key %1 again:").arg(m_subject)
                                      : tr("Enter the passphrase for the key %1:").arg(m_subject));
        m_remember->setText(tr("&Remember in the system keychain"));
    }
}

void PasswordDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
