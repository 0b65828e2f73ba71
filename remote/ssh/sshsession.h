#pragma once

#include "remote/ssh/credentialprompter.h"
#include "remote/ssh/libsshptr.h"
#include "remote/ssh/ssherror.h"
#include "remote/ssh/sshsessioninfo.h"

#include <QMutex>

#include <atomic>
#include <functional>

// One libssh session, driven synchronously. Every call except abort() must come from the one thread
// that owns it (SshWorker's); abort() may come from any thread and makes a blocked call return.
class SshSession
{
public:
    enum class Stage
    {
        Connecting,
        VerifyingHostKey,
        Authenticating
    };

    explicit SshSession(const SshTarget &target);
    ~SshSession();
    SshSession(const SshSession &) = delete;
    SshSession &operator=(const SshSession &) = delete;

    // Connects, checks the host key and authenticates. stage is told each step as it starts.
    SshError open(CredentialPrompter *prompter, const std::function<void(Stage)> &stage);
    void close();

    // Thread-safe: sets the cancel flag and shuts the socket down, which wakes libssh's poll.
    void abort();
    bool isAborted() const { return m_cancel; }
    // False once the peer is gone or the session failed.
    bool isAlive() const;

    ssh_session handle() const { return m_session.get(); }
    qintptr socket() const;
    const SshSessionInfo &info() const { return m_info; }
    const SshTarget &target() const { return m_target; }

private:
    SshError configure();
    QStringList keyFileCandidates() const;
    void setSocket(qintptr fd);

    SshTarget m_target;
    SshSessionPtr m_session;
    SshSessionInfo m_info;
    QString m_configIdentity;
    std::atomic_bool m_cancel = false;
    mutable QMutex m_fdLock;
    qintptr m_fd = -1;
};
