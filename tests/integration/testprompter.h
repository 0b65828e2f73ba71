#pragma once

#include "remote/ssh/credentialprompter.h"

#include <QMutex>

// Canned answers for the SSH layer, and a record of every question (asked on the worker thread).
class TestPrompter : public CredentialPrompter
{
public:
    std::optional<QString> password;
    std::optional<QString> passphrase;
    bool acceptHostKey = true;

    std::optional<QString> askPassword(const SshTarget &, PasswordReason reason) override
    {
        QMutexLocker lock(&m_lock);
        m_passwordReasons << reason;
        return password;
    }
    std::optional<QString> askPassphrase(const QString &keyPath, bool) override
    {
        QMutexLocker lock(&m_lock);
        m_passphraseKeys << keyPath;
        return passphrase;
    }
    std::optional<QStringList>
    askKeyboardInteractive(const QString &, const QString &,
                           const QList<KeyboardInteractivePrompt> &prompts) override
    {
        QMutexLocker lock(&m_lock);
        m_kbdintPrompts += prompts;
        if (!password)
            return std::nullopt;
        return QStringList(QList<QString>(prompts.size(), *password));
    }
    bool confirmNewHostKey(const HostKeyInfo &info) override
    {
        QMutexLocker lock(&m_lock);
        m_hostKeys << info;
        return acceptHostKey;
    }

    QList<HostKeyInfo> hostKeys() const
    {
        QMutexLocker lock(&m_lock);
        return m_hostKeys;
    }
    QList<PasswordReason> passwordReasons() const
    {
        QMutexLocker lock(&m_lock);
        return m_passwordReasons;
    }
    QList<KeyboardInteractivePrompt> kbdintPrompts() const
    {
        QMutexLocker lock(&m_lock);
        return m_kbdintPrompts;
    }
    QStringList passphraseKeys() const
    {
        QMutexLocker lock(&m_lock);
        return m_passphraseKeys;
    }

private:
    mutable QMutex m_lock;
    QList<HostKeyInfo> m_hostKeys;
    QList<PasswordReason> m_passwordReasons;
    QStringList m_passphraseKeys;
    QList<KeyboardInteractivePrompt> m_kbdintPrompts;
};
