#pragma once

#include <QString>
#include <QStringList>

// Where and how to reach one SSH server. A plain value: the app's Profile converts into it, the
// command line builds one from its flags, tests fill it by hand. No secrets live here.
struct SshTarget
{
    // Which authentication the user chose. Auto tries everything in the order OpenSSH users expect:
    // none, ssh-agent, key files, keyboard-interactive, password. The others still start with "none"
    // (a server may let anyone in) and then try only their own kind.
    enum class AuthMethod
    {
        Auto,
        Agent,
        KeyFile,
        Password
    };

    QString host; // a name, an address, or a Host alias from the ssh config
    int port = 0; // 0: from the ssh config, else 22
    QString user; // empty: from the ssh config, else the local user name
    AuthMethod authMethod = AuthMethod::Auto;
    QString keyPath;                // private key tried before the default ones; may be empty
    int connectTimeoutSeconds = 10; // TCP connect, banner and every blocking step of the handshake
    int keepaliveSeconds = 15;      // 0: off; a keepalive unanswered within the timeout means "lost"

    // The app's own known_hosts (OpenSSH format): read and written, and the only file ever written.
    QString appKnownHostsPath;
    // Read-only: the user's files (e.g. ~/.ssh/known_hosts). Empty entries are ignored.
    QStringList userKnownHostsPaths;
    // The ssh config to read (Host aliases, HostName, Port, User, IdentityFile). Empty: none.
    QString sshConfigPath;
    // Folder of the default identities (id_ed25519, id_ecdsa, id_rsa). Empty: no default keys.
    QString defaultKeyDir;
    // Agent socket. Empty: SSH_AUTH_SOCK (libssh also speaks to Pageant on Windows). "none": no agent.
    QString agentSocket;

    // Headless runs never ask: an unknown host key is refused unless this is set. A changed key is
    // refused whatever this says.
    bool acceptNewHostKey = false;

    // Fills the user-side paths (~/.ssh/config, ~/.ssh/known_hosts, ~/.ssh for default keys) where
    // they are empty. The GUI and the command line call it; tests do not, so they never read them.
    void applyUserDefaults();

    // The host as it appears in known_hosts and in `ssh-keygen -R`: "pi" on port 22, "[pi]:2222"
    // otherwise. Uses the effective host name and port once the session resolved them.
    static QString knownHostsName(const QString &host, int port);
};
