#pragma once

#include "remote/ssh/credentialprompter.h"

#include <QHash>
#include <QObject>

#include <condition_variable>
#include <functional>
#include <mutex>

// Turns the blocking CredentialPrompter calls that arrive on the SSH worker thread into signals on the
// thread this object lives in (the GUI thread), and waits on the worker thread for the answer. The GUI
// shows a non-modal dialog for each *Requested signal and calls the matching answer*() with the same
// request id; it never blocks and never spins a nested event loop.
//
// Use one bridge per connection attempt: after abortPrompts() (SshConnection::cancel() calls it) every
// pending and every later question is answered "cancel" at once, which rules out a worker waiting for a
// dialog that will never come while the GUI thread waits for the worker.
class PromptBridge : public QObject, public CredentialPrompter
{
    Q_OBJECT
public:
    explicit PromptBridge(QObject *parent = nullptr);
    ~PromptBridge() override;

    // Worker thread (CredentialPrompter).
    std::optional<QString> askPassword(const SshTarget &target, PasswordReason reason) override;
    std::optional<QString> askPassphrase(const QString &keyPath, bool wrongBefore) override;
    std::optional<QStringList>
    askKeyboardInteractive(const QString &name, const QString &instruction,
                           const QList<KeyboardInteractivePrompt> &prompts) override;
    bool confirmNewHostKey(const HostKeyInfo &info) override;
    // Any thread.
    void abortPrompts() override;

    // GUI thread: the user's answers. An empty optional / false means Cancel.
    void answerText(quint64 request, const std::optional<QString> &text);
    void answerTexts(quint64 request, const std::optional<QStringList> &texts);
    void answerHostKey(quint64 request, bool accept);

signals:
    void passwordRequested(quint64 request, const SshTarget &target,
                           CredentialPrompter::PasswordReason reason);
    void passphraseRequested(quint64 request, const QString &keyPath, bool wrongBefore);
    void keyboardInteractiveRequested(quint64 request, const QString &name, const QString &instruction,
                                      const QList<KeyboardInteractivePrompt> &prompts);
    void hostKeyConfirmationRequested(quint64 request, const HostKeyInfo &info);
    // Close any dialog still open: its answer is no longer wanted.
    void promptsAborted();

private:
    struct Answer
    {
        bool done = false;
        std::optional<QStringList> texts;
    };
    // Registers a request, lets emitter announce it, and waits for its answer (or the abort).
    std::optional<QStringList> ask(const std::function<void(quint64)> &emitter);
    void answer(quint64 request, const std::optional<QStringList> &texts);

    std::mutex m_lock;
    std::condition_variable m_changed;
    bool m_aborted = false;
    quint64 m_nextRequest = 1;
    QHash<quint64, Answer> m_pending;
};
