#pragma once

#include "remote/ssh/sshtarget.h"

#include <QProcess>
#include <QTemporaryDir>

#include <memory>

// A real OpenSSH server for tests: `sshd -D -e -f CONFIG` on 127.0.0.1 and a free port, with throwaway
// host and user keys in a temporary folder. As root it logs in as root (key only) and can create a
// throwaway account for password logins, removed again at the end.
class SshdFixture
{
public:
    SshdFixture();
    ~SshdFixture();

    // Empty on success, else why the test must be skipped (sshd missing, not startable).
    QString start();
    // Before start(): let PAM check passwords, offered as keyboard-interactive only (as on many Pis).
    void setKeyboardInteractiveOnly(bool on) { m_kbdintOnly = on; }
    // Before start(): at most this many sessions (commands) per connection; 0 is sshd's default.
    void setMaxSessions(int n) { m_maxSessions = n; }
    // Before start(): every command runs through this program instead (sshd's ForceCommand; the
    // command asked for is in $SSH_ORIGINAL_COMMAND). For a hostile Pi.
    void setForceCommand(const QString &program) { m_forceCommand = program; }
    // Before start(): sshd is started as PREFIX… sshd -D …, e.g. `unshare --mount … sh enter.sh` whose
    // script mounts a private /etc and execs its arguments: a "Pi" whose files are its own.
    void setLaunchPrefix(const QStringList &programAndArgs) { m_launchPrefix = programAndArgs; }
    // Before start(): also accept the keys in each user's own ~/.ssh/authorized_keys, for an account
    // the test makes on a "Pi" of its own (sshd reads the fixture's file as that user, who cannot
    // open the fixture's root-only folder).
    void setHomeAuthorizedKeys(bool on) { m_homeAuthorizedKeys = on; }
    void stop();
    // SIGKILL to sshd and everything under it (the per-connection processes and their commands), as
    // if the Pi lost power: the kernel closes the sockets.
    void killHard();
    // SIGSTOP (or SIGCONT) to sshd and everything under it: a Pi that hangs or loses power without
    // closing its connections. The kernel still acknowledges TCP, so only SSH-level keepalives notice.
    void freeze(bool frozen);
    // Stops, makes new host keys and starts again on the same port: the server's key "changed".
    QString restartWithNewHostKeys();

    // Root only: creates (or re-creates) the user `pinastest` with this password. Empty on success.
    QString createPasswordUser(const QString &password);

    static bool isRoot();
    static QString passwordUser() { return QStringLiteral("pinastest"); }

    int port() const { return m_port; }
    // The listening sshd's process id (0 when not running): the test Pi's "restart" ends its sessions.
    qint64 pid() const { return m_sshd ? m_sshd->processId() : 0; }
    QString user() const { return m_user; }
    QString dir() const { return m_dir.path(); }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString clientKeyPath() const { return path(QStringLiteral("id_ed25519")); }
    // "SHA256:..." of the current host key, from ssh-keygen.
    QString hostKeyFingerprint() const;
    QString log() const { return QString::fromLocal8Bit(m_log); }

    // 127.0.0.1, the port, the user, the client key; the app's known_hosts in the temp folder; no
    // ssh config, no user known_hosts, no default keys, no agent; 5 s timeouts.
    SshTarget target() const;

    // Command lines of the processes below sshd whose command line contains text.
    QStringList processesBelowServer(const QString &text) const;

    static QString run(const QString &program, const QStringList &args, int *exitCode = nullptr,
                       const QByteArray &input = {});

private:
    QString makeKeys(bool hostOnly);
    QString writeConfig();
    QString launch();

    QTemporaryDir m_dir;
    int m_port = 0;
    QString m_user;
    std::unique_ptr<QProcess> m_sshd;
    QByteArray m_log;
    bool m_createdUser = false;
    bool m_kbdintOnly = false;
    int m_maxSessions = 0;
    QString m_forceCommand;
    QStringList m_launchPrefix;
    bool m_homeAuthorizedKeys = false;
};
