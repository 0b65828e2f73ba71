#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// An SSH failure as a value: a kind the code can switch on, a translated sentence for the user and
// the raw detail (libssh's text, errno) for logs and bug reports.
struct SshError
{
    Q_DECLARE_TR_FUNCTIONS(SshError)
public:
    enum class Kind
    {
        None,
        Cancelled,
        DnsFailure,
        ConnectionRefused,
        HostUnreachable,
        Timeout,
        HostKeyUnknown, // headless and not allowed to accept new keys, or the user said no
        HostKeyChanged,
        AuthFailed,
        ConnectionLost,
        CommandTimeout,
        OutputTooLarge, // the command printed more than its limit (CommandOptions::outputLimitBytes)
        ChannelFailed,
        Protocol, // anything else libssh reports
    };

    Kind kind = Kind::None;
    QString message; // translated, whole sentences
    QString detail;  // untranslated technical detail; may be empty
    // HostKeyChanged only: the host as known_hosts names it, and the files that hold its old key
    // (native separators), for a window that offers to forget the app's own entry.
    QString hostKeyName;
    QStringList changedKeyFiles;

    bool isError() const { return kind != Kind::None; }
    explicit operator bool() const { return isError(); }

    static SshError none() { return {}; }
    static SshError cancelled();
    static SshError dnsFailure(const QString &host, const QString &detail);
    static SshError connectionRefused(const QString &host, int port);
    static SshError hostUnreachable(const QString &host, const QString &detail);
    static SshError timeout(const QString &host, int port, int seconds, const QString &detail = {});
    static SshError hostKeyUnknownHeadless(const QString &host, const QString &fingerprint);
    static SshError hostKeyRejected(const QString &host);
    // knownHostsName: "[host]:port" form; files: where the old key is stored.
    static SshError hostKeyChanged(const QString &knownHostsName, const QString &keyType,
                                   const QString &fingerprint, const QStringList &files);
    // tried / offered: method names as the protocol spells them ("publickey", "password", ...).
    static SshError authFailed(const QString &user, const QStringList &tried, const QStringList &offered,
                               const QString &detail = {});
    static SshError connectionLost(const QString &detail);
    static SshError commandTimeout(int seconds);
    static SshError outputTooLarge(qint64 limitBytes);
    static SshError channelFailed(const QString &detail);
    static SshError protocol(const QString &detail);
    static SshError badPort(int port); // out of 1..65535: refused, never taken as 22
    // The ssh config reaches the host through a jump host or a command ("ProxyJump bastion"), at
    // `line` ("/home/u/.ssh/config line 12"): that way failed, or cannot be taken on this system.
    static SshError proxyFailed(const QString &how, const QString &line, const QString &alias, const QString &detail);
    static SshError proxyUnsupported(const QString &how, const QString &line);
};

// The command that removes an old host key entry from one file, quoted for a POSIX shell.
QString sshKeygenRemoveCommand(const QString &knownHostsName, const QString &file);
