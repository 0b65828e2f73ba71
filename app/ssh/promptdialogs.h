#pragma once

#include "remote/ssh/credentialprompter.h"

#include <QObject>
#include <QPointer>
#include <QWidget>

class PromptBridge;
class QDialog;
class QWidget;
class SecretStore;

// Answers one connection attempt's SSH questions (a PromptBridge's signals) with non-modal dialogs:
// password, key passphrase, keyboard-interactive, first-contact host key. A password found in the OS
// keychain answers the first password question without a dialog; a password the user asked to
// remember is written to the keychain only after the login worked (rememberIfAsked()).
class PromptDialogs : public QObject
{
    Q_OBJECT
public:
    // keychainKey: the profile name; empty (or no SecretStore) means no keychain.
    PromptDialogs(PromptBridge *bridge, QWidget *window, SecretStore *secrets, QString keychainKey,
                  QObject *parent = nullptr);

    void rememberIfAsked();

signals:
    // A keychain problem worth a line in the UI (not fatal).
    void keychainMessage(const QString &text);

private:
    void track(QDialog *dialog);
    void showSecretDialog(quint64 request, int kind, const QString &subject, bool wrongBefore, const QString &key);
    void askKeyboardInteractive(quint64 request, const QString &name, const QString &instruction,
                                const QList<KeyboardInteractivePrompt> &prompts, QStringList answers);

    QPointer<PromptBridge> m_bridge;
    QPointer<QWidget> m_window;
    SecretStore *m_secrets;
    QString m_keychainKey;
    bool m_keychainTried = false;
    QString m_rememberKey, m_rememberSecret;
    QList<QPointer<QDialog>> m_dialogs;
};
