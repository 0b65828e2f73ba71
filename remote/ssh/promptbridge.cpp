#include "remote/ssh/promptbridge.h"

PromptBridge::PromptBridge(QObject *parent) : QObject(parent) {}

PromptBridge::~PromptBridge()
{
    abortPrompts();
}

std::optional<QStringList> PromptBridge::ask(const std::function<void(quint64)> &emitter)
{
    quint64 request = 0;
    {
        std::lock_guard lock(m_lock);
        if (m_aborted)
            return std::nullopt;
        request = m_nextRequest++;
        m_pending.insert(request, {});
    }
    // Emitted from the worker thread, so the GUI receives it queued, in its own thread.
    emitter(request);
    std::unique_lock lock(m_lock);
    m_changed.wait(lock, [&] { return m_aborted || m_pending.value(request).done; });
    const Answer a = m_pending.take(request);
    return a.done ? a.texts : std::nullopt;
}

void PromptBridge::answer(quint64 request, const std::optional<QStringList> &texts)
{
    {
        std::lock_guard lock(m_lock);
        const auto it = m_pending.find(request);
        if (it == m_pending.end())
            return;
        it->done = true;
        it->texts = texts;
    }
    m_changed.notify_all();
}

void PromptBridge::abortPrompts()
{
    {
        std::lock_guard lock(m_lock);
        m_aborted = true;
    }
    m_changed.notify_all();
    emit promptsAborted();
}

void PromptBridge::answerText(quint64 request, const std::optional<QString> &text)
{
    answer(request, text ? std::optional<QStringList>(QStringList{*text}) : std::nullopt);
}

void PromptBridge::answerTexts(quint64 request, const std::optional<QStringList> &texts)
{
    answer(request, texts);
}

void PromptBridge::answerHostKey(quint64 request, bool accept)
{
    answer(request, accept ? std::optional<QStringList>(QStringList{}) : std::nullopt);
}

std::optional<QString> PromptBridge::askPassword(const SshTarget &target, PasswordReason reason)
{
    const auto r = ask([&](quint64 id) { emit passwordRequested(id, target, reason); });
    return r && !r->isEmpty() ? std::optional<QString>(r->first()) : std::nullopt;
}

std::optional<QString> PromptBridge::askPassphrase(const QString &keyPath, bool wrongBefore)
{
    const auto r = ask([&](quint64 id) { emit passphraseRequested(id, keyPath, wrongBefore); });
    return r && !r->isEmpty() ? std::optional<QString>(r->first()) : std::nullopt;
}

std::optional<QStringList>
PromptBridge::askKeyboardInteractive(const QString &name, const QString &instruction,
                                     const QList<KeyboardInteractivePrompt> &prompts)
{
    return ask([&](quint64 id) { emit keyboardInteractiveRequested(id, name, instruction, prompts); });
}

bool PromptBridge::confirmNewHostKey(const HostKeyInfo &info)
{
    return ask([&](quint64 id) { emit hostKeyConfirmationRequested(id, info); }).has_value();
}
