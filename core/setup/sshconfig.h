#pragma once

#include <QList>
#include <QString>

// One concrete host from the user's OpenSSH client configuration, with what its blocks say.
// Fields the file does not set stay empty (port 0), so callers keep their own defaults.
struct SshHostEntry
{
    QString alias;        // the name after "Host", what the user types after `ssh`
    QString hostName;     // HostName with %h replaced, or empty
    QString user;
    int port = 0;
    QString identityFile; // the first IdentityFile, with ~ expanded
    // How ssh reaches the host when not directly: the first of ProxyJump and ProxyCommand (ssh
    // takes whichever comes first; "none" is no proxy), and where that line is ("FILE line N"),
    // for messages that point at it.
    QString proxyJump;
    QString proxyCommand;
    QString proxyLine;

    bool viaProxy() const { return !proxyJump.isEmpty() || !proxyCommand.isEmpty(); }

    // What to connect to: HostName when set, else the alias itself.
    QString address() const { return hostName.isEmpty() ? alias : hostName; }
};

// Reads ~/.ssh/config the way ssh(1) does for the parts a profile needs: Host blocks (patterns,
// negations, wildcards), first value wins, Include (globs, relative to ~/.ssh, nested), comments,
// quoted values and "Key=Value". Match blocks cannot be evaluated without a connection, so their
// options are skipped. Wildcard-only patterns ("*", "pi-*") are not offered as hosts but their
// options apply to the hosts they match. Any bytes are accepted; nothing throws.
namespace SshConfig {

// The default file: ~/.ssh/config.
QString defaultPath();

// Parses one file and the files it includes. sshDir resolves relative Include paths and home
// expands "~" (both default to the real ones when empty).
QList<SshHostEntry> load(const QString &path, const QString &sshDir = {}, const QString &home = {});

// Parses text alone; Include lines are resolved against sshDir on disk.
QList<SshHostEntry> parse(const QByteArray &text, const QString &sshDir = {}, const QString &home = {});

// What the file says for one host, an alias or any name typed (a "Host *" block applies to every
// host). A missing or unreadable file gives an entry with only the alias.
SshHostEntry resolve(const QString &path, const QString &host);

// ssh's pattern match: * and ?, case-insensitive like ssh for host names.
bool matchesPattern(const QString &host, const QString &pattern);

} // namespace SshConfig
