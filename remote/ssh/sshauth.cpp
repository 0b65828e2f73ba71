#include "remote/ssh/sshauth.h"

#include "remote/ssh/libsshptr.h"

#include <QFile>
#include <QFileInfo>

namespace {
using Method = SshTarget::AuthMethod;

// Overwrites a secret's bytes before they are released; QString copies made by the caller are out
// of reach, so this only shortens how long the UTF-8 copy lives.
struct SecretBytes
{
    QByteArray bytes;
    explicit SecretBytes(const QString &s) : bytes(s.toUtf8()) {}
    ~SecretBytes() { bytes.fill('\0'); }
    const char *data() const { return bytes.constData(); }
};

bool wants(Method chosen, Method m)
{
    return chosen == Method::Auto || chosen == m;
}

#ifdef Q_OS_WIN
// libssh 0.10 has no agent client on Windows: ssh_userauth_agent is not even declared there, so
// neither Pageant nor the OpenSSH agent's pipe can be used. Said in the failure, not skipped silently.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SshAuth)
};

QString noAgentOnWindows()
{
    return Text::tr("This Windows build cannot use an SSH agent (Pageant or the OpenSSH agent): the SSH "
                    "library it uses has no agent support on Windows. Choose the private key file in the "
                    "connection settings instead.");
}

bool agentAvailable(const SshTarget &)
{
    return false;
}
#else
bool agentAvailable(const SshTarget &t)
{
    if (t.agentSocket == QLatin1String("none"))
        return false;
    return !t.agentSocket.isEmpty() || !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK");
}
#endif

class Authenticator
{
public:
    Authenticator(ssh_session s, const SshTarget &t, const QString &user, CredentialPrompter *p,
                  const std::atomic_bool &cancel)
        : m_s(s), m_t(t), m_user(user), m_prompter(p), m_cancel(cancel)
    {
    }

    AuthOutcome run(const QStringList &keyFiles)
    {
        m_tried << QStringLiteral("none");
        int rc = ssh_userauth_none(m_s, nullptr);
        if (rc == SSH_AUTH_SUCCESS)
            return {{}, QStringLiteral("none")};
        if (auto e = failure(rc))
            return {*e, {}};
        m_offered = ssh_userauth_list(m_s, nullptr);

        if (wants(m_t.authMethod, Method::Agent) && offers(SSH_AUTH_METHOD_PUBLICKEY) &&
            agentAvailable(m_t)) {
            if (!m_t.agentSocket.isEmpty())
                ssh_options_set(m_s, SSH_OPTIONS_IDENTITY_AGENT,
                                QFile::encodeName(m_t.agentSocket).constData());
#ifndef Q_OS_WIN
            m_tried << QStringLiteral("ssh-agent");
            if (auto r = settle(ssh_userauth_agent(m_s, nullptr), QStringLiteral("ssh-agent")))
                return *r;
#endif
        }
        if (wants(m_t.authMethod, Method::KeyFile)) {
            for (const QString &path : keyFiles) {
                if (!offers(SSH_AUTH_METHOD_PUBLICKEY))
                    break;
                if (auto r = tryKeyFile(path))
                    return *r;
            }
        }
        bool askedUser = false;
        if (wants(m_t.authMethod, Method::Password) && offers(SSH_AUTH_METHOD_INTERACTIVE) && m_prompter) {
            if (auto r = tryKeyboardInteractive(&askedUser))
                return *r;
        }
        if (wants(m_t.authMethod, Method::Password) && offers(SSH_AUTH_METHOD_PASSWORD) && m_prompter &&
            !askedUser) {
            if (auto r = tryPassword())
                return *r;
        }
        if (m_cancel)
            return {SshError::cancelled(), {}};
        SshError failed = SshError::authFailed(m_user, m_tried, offeredMethodNames(m_offered));
#ifdef Q_OS_WIN
        if (wants(m_t.authMethod, Method::Agent) && m_t.agentSocket != QLatin1String("none"))
            failed.message += QLatin1Char(' ') + noAgentOnWindows();
#endif
        return {failed, {}};
    }

private:
    bool offers(int method) const { return (m_offered & method) != 0; }

    // SSH_AUTH_ERROR means the session itself broke (or we shut it down to cancel).
    std::optional<SshError> failure(int rc) const
    {
        if (m_cancel)
            return SshError::cancelled();
        if (rc == SSH_AUTH_ERROR)
            return SshError::connectionLost(QString::fromUtf8(ssh_get_error(m_s)));
        return std::nullopt;
    }

    // Success ends the walk; "partial" (more factors needed) and "denied" go on with what is offered now.
    std::optional<AuthOutcome> settle(int rc, const QString &method)
    {
        if (rc == SSH_AUTH_SUCCESS)
            return AuthOutcome{{}, method};
        if (auto e = failure(rc))
            return AuthOutcome{*e, {}};
        m_offered = ssh_userauth_list(m_s, nullptr);
        return std::nullopt;
    }

    std::optional<AuthOutcome> tryKeyFile(const QString &path)
    {
        if (m_cancel)
            return AuthOutcome{SshError::cancelled(), {}};
        if (!QFileInfo(path).isFile())
            return std::nullopt;
        const QByteArray file = QFile::encodeName(path);
        const QString label = QStringLiteral("publickey (%1)").arg(path);
        m_tried << label;
        // Offer the public half first, so nobody is asked for a passphrase of a key the server would
        // refuse. Without a .pub file, libssh reads it from an OpenSSH-format private key (unencrypted part).
        ssh_key pubRaw = nullptr;
        if (ssh_pki_import_pubkey_file(QFile::encodeName(path + QStringLiteral(".pub")).constData(),
                                       &pubRaw) != SSH_OK &&
            ssh_pki_import_pubkey_file(file.constData(), &pubRaw) != SSH_OK)
            pubRaw = nullptr;
        if (pubRaw) {
            const SshKeyPtr pub(pubRaw);
            const int rc = ssh_userauth_try_publickey(m_s, nullptr, pub.get());
            if (rc != SSH_AUTH_SUCCESS)
                return settle(rc, label);
        }
        ssh_key keyRaw = nullptr;
        int rc = ssh_pki_import_privkey_file(file.constData(), nullptr, nullptr, nullptr, &keyRaw);
        for (int attempt = 0; rc != SSH_OK && attempt < 3; ++attempt) {
            if (!m_prompter || m_cancel)
                return std::nullopt;
            const std::optional<QString> pass = m_prompter->askPassphrase(path, attempt > 0);
            if (!pass)
                return std::nullopt; // the user skipped this key; go on with the next method
            const SecretBytes secret(*pass);
            rc = ssh_pki_import_privkey_file(file.constData(), secret.data(), nullptr, nullptr, &keyRaw);
        }
        if (rc != SSH_OK)
            return std::nullopt;
        const SshKeyPtr key(keyRaw);
        return settle(ssh_userauth_publickey(m_s, nullptr, key.get()), label);
    }

    std::optional<AuthOutcome> tryKeyboardInteractive(bool *askedUser)
    {
        m_tried << QStringLiteral("keyboard-interactive");
        for (int round = 0; round < 3; ++round) {
            int rc = ssh_userauth_kbdint(m_s, nullptr, nullptr);
            while (rc == SSH_AUTH_INFO) {
                const int n = ssh_userauth_kbdint_getnprompts(m_s);
                QList<KeyboardInteractivePrompt> prompts;
                for (int i = 0; i < n; ++i) {
                    char echo = 0;
                    const char *text = ssh_userauth_kbdint_getprompt(m_s, unsigned(i), &echo);
                    prompts.append({QString::fromUtf8(text ? text : ""), echo != 0});
                }
                if (n > 0) {
                    *askedUser = true;
                    const auto answers = m_prompter->askKeyboardInteractive(
                        QString::fromUtf8(ssh_userauth_kbdint_getname(m_s)),
                        QString::fromUtf8(ssh_userauth_kbdint_getinstruction(m_s)), prompts);
                    if (!answers || m_cancel)
                        return AuthOutcome{SshError::cancelled(), {}};
                    for (int i = 0; i < n; ++i) {
                        const SecretBytes answer(answers->value(i));
                        ssh_userauth_kbdint_setanswer(m_s, unsigned(i), answer.data());
                    }
                }
                rc = ssh_userauth_kbdint(m_s, nullptr, nullptr);
            }
            if (auto r = settle(rc, QStringLiteral("keyboard-interactive")))
                return r;
            if (!*askedUser || !offers(SSH_AUTH_METHOD_INTERACTIVE))
                break; // nothing was asked (the server has no prompts for us): retrying will not help
        }
        return std::nullopt;
    }

    std::optional<AuthOutcome> tryPassword()
    {
        m_tried << QStringLiteral("password");
        auto reason = CredentialPrompter::PasswordReason::FirstAttempt;
        for (int attempt = 0; attempt < 3 && offers(SSH_AUTH_METHOD_PASSWORD); ++attempt) {
            const std::optional<QString> password = m_prompter->askPassword(m_t, reason);
            if (!password || m_cancel)
                return AuthOutcome{SshError::cancelled(), {}};
            const SecretBytes secret(*password);
            if (auto r =
                    settle(ssh_userauth_password(m_s, nullptr, secret.data()), QStringLiteral("password")))
                return r;
            reason = CredentialPrompter::PasswordReason::WrongPassword;
        }
        return std::nullopt;
    }

    ssh_session m_s;
    const SshTarget &m_t;
    QString m_user;
    CredentialPrompter *m_prompter;
    const std::atomic_bool &m_cancel;
    QStringList m_tried;
    int m_offered = 0;
};
} // namespace

QStringList offeredMethodNames(int mask)
{
    QStringList names;
    if (mask & SSH_AUTH_METHOD_PUBLICKEY)
        names << QStringLiteral("publickey");
    if (mask & SSH_AUTH_METHOD_INTERACTIVE)
        names << QStringLiteral("keyboard-interactive");
    if (mask & SSH_AUTH_METHOD_PASSWORD)
        names << QStringLiteral("password");
    if (mask & SSH_AUTH_METHOD_HOSTBASED)
        names << QStringLiteral("hostbased");
    if (mask & SSH_AUTH_METHOD_GSSAPI_MIC)
        names << QStringLiteral("gssapi-with-mic");
    return names;
}

AuthOutcome authenticate(ssh_session session, const SshTarget &target, const QString &user,
                         const QStringList &keyFiles, CredentialPrompter *prompter,
                         const std::atomic_bool &cancel)
{
    return Authenticator(session, target, user, prompter, cancel).run(keyFiles);
}
