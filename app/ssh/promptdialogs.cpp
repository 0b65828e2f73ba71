#include "app/ssh/promptdialogs.h"
#include "app/widgets/plaintext.h"

#include "app/dialogs/hostkeydialog.h"
#include "app/dialogs/passworddialog.h"
#include "app/keychain/secretstore.h"
#include "remote/ssh/promptbridge.h"

#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>

PromptDialogs::PromptDialogs(PromptBridge *bridge, QWidget *window, SecretStore *secrets, QString keychainKey,
                             QObject *parent)
    : QObject(parent), m_bridge(bridge), m_window(window), m_secrets(secrets), m_keychainKey(std::move(keychainKey))
{
    connect(bridge, &PromptBridge::passwordRequested, this,
            [this](quint64 request, const SshTarget &target, CredentialPrompter::PasswordReason reason) {
                const bool wrong = reason == CredentialPrompter::PasswordReason::WrongPassword;
                const QString subject = QStringLiteral("%1@%2").arg(target.user, target.host);
                // The session's memory is per account and server, never per profile name: a profile
                // edited to point at another Pi is not sent the first one's password.
                const QString sessionKey = QStringLiteral("password %1@%2:%3")
                                               .arg(target.user, target.host, QString::number(target.port));
                m_sessionKey = sessionKey;
                if (answeredFromSession(request, sessionKey, wrong))
                    return;
                // A remembered password is tried once; if the server refuses it, the user is asked.
                if (m_secrets && !m_keychainKey.isEmpty() && !m_keychainTried && !wrong) {
                    m_keychainTried = true;
                    m_secrets->read(m_keychainKey, [this, request, subject](bool found, const QString &secret,
                                                                           const QString &error) {
                        if (!error.isEmpty())
                            emit keychainMessage(error);
                        if (found && m_bridge)
                            m_bridge->answerText(request, secret);
                        else
                            showSecretDialog(request, int(PasswordDialog::Kind::Password), subject, false,
                                             m_keychainKey);
                    });
                    return;
                }
                showSecretDialog(request, int(PasswordDialog::Kind::Password), subject, wrong, m_keychainKey);
            });
    connect(bridge, &PromptBridge::passphraseRequested, this,
            [this](quint64 request, const QString &keyPath, bool wrongBefore) {
                const QString key = m_keychainKey.isEmpty() ? QString() : m_keychainKey + QStringLiteral("/passphrase");
                m_sessionKey = QStringLiteral("passphrase ") + keyPath;
                if (answeredFromSession(request, m_sessionKey, wrongBefore))
                    return;
                showSecretDialog(request, int(PasswordDialog::Kind::Passphrase), keyPath, wrongBefore, key);
            });
    connect(bridge, &PromptBridge::keyboardInteractiveRequested, this,
            [this](quint64 request, const QString &name, const QString &instruction,
                   const QList<KeyboardInteractivePrompt> &prompts) {
                askKeyboardInteractive(request, name, instruction, prompts, {});
            });
    connect(bridge, &PromptBridge::hostKeyConfirmationRequested, this,
            [this](quint64 request, const HostKeyInfo &info) {
                auto *dialog = new HostKeyDialog(info.host, info.keyType, info.sha256Fingerprint, m_window);
                track(dialog);
                connect(dialog, &QDialog::finished, this, [this, request](int result) {
                    if (m_bridge)
                        m_bridge->answerHostKey(request, result == QDialog::Accepted);
                });
                dialog->open();
            });
    connect(bridge, &PromptBridge::promptsAborted, this, [this] {
        for (const auto &d : std::as_const(m_dialogs)) {
            if (d)
                d->reject();
        }
    });
}

// One dialog per prompt, in order; the answers go back together.
void PromptDialogs::askKeyboardInteractive(quint64 request, const QString &name, const QString &instruction,
                                           const QList<KeyboardInteractivePrompt> &prompts, QStringList answers)
{
    if (answers.size() >= prompts.size()) {
        if (m_bridge)
            m_bridge->answerTexts(request, answers);
        return;
    }
    const KeyboardInteractivePrompt &p = prompts.at(answers.size());
    auto *dialog = new QInputDialog(m_window);
    track(dialog);
    dialog->setWindowTitle(name.isEmpty() ? tr("Login") : name);
    dialog->setLabelText(instruction.isEmpty() ? p.text : instruction + QLatin1Char('\n') + p.text);
    dialog->setTextEchoMode(p.echo ? QLineEdit::Normal : QLineEdit::Password);
    // The server's words, before login: shown as the characters they are, never as rich text.
    for (QLabel *label : dialog->findChildren<QLabel *>())
        PlainText::plain(label);
    connect(dialog, &QDialog::finished, this, [=, this](int result) {
        if (result != QDialog::Accepted) {
            if (m_bridge)
                m_bridge->answerTexts(request, std::nullopt);
            return;
        }
        askKeyboardInteractive(request, name, instruction, prompts, answers + QStringList{dialog->textValue()});
    });
    dialog->open();
}

void PromptDialogs::track(QDialog *dialog)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs.removeAll(nullptr);
    m_dialogs << dialog;
}

void PromptDialogs::showSecretDialog(quint64 request, int kind, const QString &subject, bool wrongBefore,
                                     const QString &key)
{
    auto *dialog = new PasswordDialog(PasswordDialog::Kind(kind), subject, wrongBefore,
                                      m_secrets && !key.isEmpty() && m_secrets->keychainUsable(), m_window);
    track(dialog);
    connect(dialog, &QDialog::finished, this, [this, dialog, request, key](int result) {
        if (!m_bridge)
            return;
        if (result != QDialog::Accepted) {
            m_bridge->answerText(request, std::nullopt);
            return;
        }
        if (dialog->remember()) {
            m_rememberKey = key;
            m_rememberSecret = dialog->secret();
        }
        m_typedKey = m_sessionKey;
        m_typedSecret = dialog->secret();
        m_bridge->answerText(request, dialog->secret());
    });
    dialog->open();
}

bool PromptDialogs::answeredFromSession(quint64 request, const QString &key, bool refusedBefore)
{
    if (!m_secrets || !m_bridge)
        return false;
    if (refusedBefore) {
        m_secrets->forgetForSession(key); // the server no longer takes it: ask
        return false;
    }
    const QString kept = m_secrets->sessionSecret(key);
    if (m_sessionTried.contains(key) || kept.isEmpty())
        return false;
    m_sessionTried << key;
    m_bridge->answerText(request, kept);
    return true;
}

void PromptDialogs::rememberIfAsked()
{
    if (m_secrets && !m_typedKey.isEmpty())
        m_secrets->keepForSession(m_typedKey, m_typedSecret);
    m_typedSecret.clear();
    m_typedKey.clear();
    if (!m_secrets || m_rememberKey.isEmpty())
        return;
    m_secrets->write(m_rememberKey, m_rememberSecret, [this](bool ok, const QString &error) {
        if (!ok)
            emit keychainMessage(error);
    });
    m_rememberSecret.clear();
    m_rememberKey.clear();
}
