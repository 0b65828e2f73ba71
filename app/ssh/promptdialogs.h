#pragma once

#include "remote/ssh/credentialprompter.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QWidget>

class PromptBridge;
class QDialog;
class QWidget;
class SecretStore;

// Answers one connection attempt's SSH questions (a PromptBridge's signals) with non-modal dialogs:
// password, key passphrase, keyboard-interactive, first-contact host key. A secret the server took
// earlier in this session of the app (SecretStore::sessionSecret), else one found in the OS
// keychain, answers the first question without a dialog; after the login worked
// (rememberIfAsked()) a typed secret is kept for the session and, when the user asked, written to
// the keychain. "Remember" is offered only while the keychain is usable.
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
    // Answers from the session's memory when it holds the secret and this attempt has not tried it;
    // refusedBefore: the server refused what was sent, so it is forgotten and the user is asked.
    bool answeredFromSession(quint64 request, const QString &key, bool refusedBefore);
    void showSecretDialog(quint64 request, int kind, const QString &subject, bool wrongBefore, const QString &key);
    void askKeyboardInteractive(quint64 request, const QString &name, const QString &instruction,
                                const QList<KeyboardInteractivePrompt> &prompts, QStringList answers);

    QPointer<PromptBridge> m_bridge;
    QPointer<QWidget> m_window;
    SecretStore *m_secrets;
    QString m_keychainKey;
    bool m_keychainTried = false;
    QStringList m_sessionTried; // the session keys this attempt has sent once
    QString m_rememberKey, m_rememberSecret; // the keychain's, when "Remember" was ticked
    QString m_typedKey, m_typedSecret;       // the session's, whatever the box said
    QString m_sessionKey;                    // the question being asked: "password USER@HOST:PORT"
    QList<QPointer<QDialog>> m_dialogs;
};
