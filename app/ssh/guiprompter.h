#pragma once

#include "remote/ssh/credentialprompter.h"

#include <QObject>
#include <QPointer>

#include <condition_variable>
#include <memory>
#include <mutex>

class SecretStore;
class QDialog;
class QWidget;

// Answers the SSH layer's questions with dialogs. The SSH worker thread calls ask*/confirm* and
// waits; the dialogs open on the GUI thread with open() (no nested event loop) and their answer is
// handed back. abortPrompts() closes any open dialog and releases the worker.
// Passwords the user asked to remember go to the OS keychain only after the login worked.
class GuiPrompter : public QObject, public CredentialPrompter
{
    Q_OBJECT
public:
    // keychainKey: usually the profile name; empty disables the keychain.
    GuiPrompter(QWidget *window, SecretStore *secrets, QString keychainKey, QObject *parent = nullptr);
    ~GuiPrompter() override;

    std::optional<QString> askPassword(const SshTarget &target, PasswordReason reason) override;
    std::optional<QString> askPassphrase(const QString &keyPath, bool wrongBefore) override;
    std::optional<QStringList> askKeyboardInteractive(const QString &name, const QString &instruction,
                                                      const QList<KeyboardInteractivePrompt> &prompts) override;
    bool confirmNewHostKey(const HostKeyInfo &info) override;
    void abortPrompts() override;

    // Call on the GUI thread once logged in: stores a secret the user asked to remember.
    void commitRemembered();

signals:
    // A keychain problem worth telling the user (not fatal).
    void keychainMessage(const QString &text);

private:
    struct Pending;
    // Runs start() on the GUI thread and blocks the calling (worker) thread until it replies.
    std::optional<QVariant> ask(std::function<void(std::function<void(std::optional<QVariant>)>)> start);
    void showSecretDialog(int kind, const QString &subject, bool wrongBefore, const QString &keychainKey,
                          std::function<void(std::optional<QVariant>)> reply);
    void track(QDialog *dialog);

    QPointer<QWidget> m_window;
    SecretStore *m_secrets;
    QString m_keychainKey;
    bool m_keychainTried = false;
    QString m_rememberKey, m_rememberSecret;
    QList<QPointer<QDialog>> m_dialogs;

    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_aborted = false;
};
