#include "app/dialogs/sudopassworddialog.h"

#include "remote/treatment/fixsession.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

SudoPasswordDialog::SudoPasswordDialog(QWidget *parent) : QDialog(parent), m_field(new QLineEdit(this))
{
    setObjectName(QStringLiteral("sudoPasswordDialog"));
    setWindowTitle(tr("sudo password"));
    auto *layout = new QVBoxLayout(this);
    auto *text =
        new QLabel(tr("The user the app logs in as needs its sudo password for this change. The app "
                      "keeps it in memory for this one change only and hands it to sudo on the Pi; it "
                      "is never saved, logged or put on a command line."),
                   this);
    text->setWordWrap(true);
    layout->addWidget(text);
    m_field->setEchoMode(QLineEdit::Password);
    m_field->setObjectName(QStringLiteral("sudoPassword"));
    layout->addWidget(m_field);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use for this change"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void SudoPasswordDialog::serve(FixSession *session, QWidget *parent)
{
    QObject::connect(session, &FixSession::passwordNeeded, parent,
                     [session = QPointer<FixSession>(session), parent] {
                         auto *dialog = new SudoPasswordDialog(parent);
                         dialog->setAttribute(Qt::WA_DeleteOnClose);
                         dialog->setWindowModality(Qt::WindowModal);
                         QObject::connect(dialog, &QDialog::finished, dialog, [session, dialog](int result) {
                             QByteArray password = dialog->field()->text().toUtf8();
                             dialog->field()->clear();
                             if (session) {
                                 if (result == QDialog::Accepted && !password.isEmpty())
                                     session->providePassword(password);
                                 else
                                     session->cancelPassword();
                             }
                             password.fill('\0');
                         });
                         dialog->open();
                     });
}
