#include "remote/ssh/ssherror.h"

#include "remote/ssh/shellquote.h"

namespace {
SshError make(SshError::Kind kind, const QString &message, const QString &detail = {})
{
    SshError e;
    e.kind = kind;
    e.message = message;
    e.detail = detail;
    return e;
}
} // namespace

SshError SshError::cancelled()
{
    return make(Kind::Cancelled, tr("The connection was cancelled."));
}

SshError SshError::dnsFailure(const QString &host, const QString &detail)
{
    return make(
        Kind::DnsFailure,
        tr("The name \"%1\" could not be found. Check the spelling, or use the Pi's IP address.").arg(host),
        detail);
}

SshError SshError::connectionRefused(const QString &host, int port)
{
    return make(Kind::ConnectionRefused,
                tr("%1 refused the connection on port %2. Is the SSH server running there, and is the "
                   "port right?")
                    .arg(host, QString::number(port)));
}

SshError SshError::hostUnreachable(const QString &host, const QString &detail)
{
    return make(Kind::HostUnreachable,
                tr("%1 cannot be reached from this computer. Check that it is switched on and on the same "
                   "network.")
                    .arg(host),
                detail);
}

SshError SshError::timeout(const QString &host, int port, int seconds, const QString &detail)
{
    return make(Kind::Timeout,
                tr("%1 did not answer on port %2 within %3 seconds. The address may be wrong, or a "
                   "firewall may be dropping the connection.")
                    .arg(host, QString::number(port), QString::number(seconds)),
                detail);
}

SshError SshError::hostKeyUnknownHeadless(const QString &host, const QString &fingerprint)
{
    return make(Kind::HostKeyUnknown,
                tr("The host key of %1 is not known yet (%2). It was refused because nobody can confirm "
                   "it here; connect once from the app to accept it, or allow new host keys explicitly.")
                    .arg(host, fingerprint));
}

SshError SshError::hostKeyRejected(const QString &host)
{
    return make(Kind::HostKeyUnknown,
                tr("The host key of %1 was not accepted, so the connection was closed.").arg(host));
}

SshError SshError::hostKeyChanged(const QString &knownHostsName, const QString &keyType,
                                  const QString &fingerprint, const QStringList &files)
{
    QStringList commands;
    for (const QString &f : files)
        commands << sshKeygenRemoveCommand(knownHostsName, f);
    SshError e = make(Kind::HostKeyChanged,
                tr("The host key of %1 has changed, so the connection was refused.\n"
                   "This happens when the Pi was reinstalled or its SD card replaced, but it can also mean "
                   "that someone is intercepting the connection and could read everything, including "
                   "passwords.\n"
                   "The server now presents %2 %3.\n"
                   "If you are sure the change is expected, remove the old entry from %4 with:\n%5\n"
                   "and connect again to check and accept the new key.")
                    .arg(knownHostsName, keyType, fingerprint, files.join(QStringLiteral(", ")),
                         commands.join(QLatin1Char('\n'))));
    e.hostKeyName = knownHostsName;
    e.changedKeyFiles = files;
    return e;
}

SshError SshError::authFailed(const QString &user, const QStringList &tried, const QStringList &offered,
                              const QString &detail)
{
    const QString triedText = tried.join(QStringLiteral(", "));
    // What was tried is only half an answer: the next step goes with it, on a line of its own.
    const QString next =
        tr("Next step: copy your public key to the Pi once with \"ssh-copy-id %1@<the Pi's address>\" (it asks "
           "for the Pi's password), or choose the key file the Pi already knows in this Pi's settings. To log in "
           "with a password instead, choose \"Password\" there.")
            .arg(shellWord(user)); // a name with a space or a quote still pastes as one word
    if (offered.isEmpty()) {
        return make(Kind::AuthFailed,
                    tr("The server did not accept the login as \"%1\". Tried: %2.").arg(user, triedText) +
                        QLatin1Char('\n') + next,
                    detail);
    }
    return make(Kind::AuthFailed,
                tr("The server did not accept the login as \"%1\". Tried: %2. The server accepts: %3.")
                        .arg(user, triedText, offered.join(QStringLiteral(", "))) +
                    QLatin1Char('\n') + next,
                detail);
}

SshError SshError::connectionLost(const QString &detail)
{
    return make(Kind::ConnectionLost,
                tr("The connection to the Pi was lost. The Pi may have restarted, lost power or left the "
                   "network."),
                detail);
}

SshError SshError::commandTimeout(int seconds)
{
    return make(Kind::CommandTimeout,
                tr("The command did not finish within %1 seconds and was stopped.").arg(seconds));
}

SshError SshError::outputTooLarge(qint64 limitBytes)
{
    return make(Kind::OutputTooLarge,
                tr("The command on the Pi printed more than %1 MB, far more than this step expects, and was stopped.")
                    .arg(QString::number(double(limitBytes) / 1e6, 'f', limitBytes < 10000000 ? 1 : 0)));
}

SshError SshError::channelFailed(const QString &detail)
{
    return make(Kind::ChannelFailed, tr("The server refused to run the command."), detail);
}

SshError SshError::protocol(const QString &detail)
{
    return make(Kind::Protocol, tr("The SSH connection failed."), detail);
}

SshError SshError::badPort(int port)
{
    return make(Kind::Protocol,
                tr("The port %1 is not a TCP port (1 to 65535). Correct it in this Pi's settings.").arg(QString::number(port)),
                {});
}

SshError SshError::proxyFailed(const QString &how, const QString &line, const QString &alias, const QString &detail)
{
    return make(Kind::HostUnreachable,
                tr("The Pi could not be reached the way your ssh config says (%1, %2). Check that "
                   "\"ssh %3\" works in a terminal: it shows what the jump host or the command says.")
                    .arg(how, line, alias),
                detail);
}

SshError SshError::proxyUnsupported(const QString &how, const QString &line)
{
    return make(Kind::Protocol,
                tr("Your ssh config reaches this host through %1 (%2), which this version cannot run on "
                   "Windows. Give this Pi's own address and port in its settings, or reach it through a VPN "
                   "or a port forward.")
                    .arg(how, line),
                {});
}

QString sshKeygenRemoveCommand(const QString &knownHostsName, const QString &file)
{
    return QStringLiteral("ssh-keygen -R %1 -f %2").arg(shellQuote(knownHostsName), shellQuote(file));
}
