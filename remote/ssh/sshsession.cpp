#include "remote/ssh/sshsession.h"

#include "remote/ssh/knownhosts.h"
#include "remote/ssh/shellquote.h"
#include "remote/ssh/sshauth.h"
#include "remote/ssh/tcpconnect.h"

#include "core/setup/sshconfig.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

#ifdef Q_OS_WIN
#include <winsock2.h>
#else
#include <sys/socket.h>
#endif

namespace {
QString optionString(ssh_session s, enum ssh_options_e option)
{
    char *raw = nullptr;
    if (ssh_options_get(s, option, &raw) != SSH_OK)
        return {};
    const SshCharPtr value(raw);
    return QString::fromUtf8(value.get());
}
// The command that carries the connection when the config says so: a ProxyCommand as written, a
// ProxyJump as ssh runs one (`ssh -W` through its first hop, the rest of the list after -J). The
// jump is made by the user's own ssh, with their keys, agent and known hosts. libssh puts in %h
// and %p. Empty for a direct connection.
QString proxyCommandOf(const SshHostEntry &e)
{
    if (!e.proxyCommand.isEmpty())
        return e.proxyCommand;
    if (e.proxyJump.isEmpty())
        return {};
    const qsizetype comma = e.proxyJump.indexOf(u',');
    QString hop = e.proxyJump.left(comma < 0 ? e.proxyJump.size() : comma);
    const QString rest = comma < 0 ? QString() : e.proxyJump.mid(comma + 1);
    if (hop.startsWith(QLatin1String("ssh://")))
        hop = hop.mid(6);
    QString user, port;
    if (const qsizetype at = hop.lastIndexOf(u'@'); at >= 0) {
        user = hop.left(at);
        hop = hop.mid(at + 1);
    }
    if (hop.startsWith(u'[') && hop.contains(u']')) { // [v6 address]:port
        const qsizetype close = hop.indexOf(u']');
        if (hop.mid(close + 1).startsWith(u':'))
            port = hop.mid(close + 2);
        hop = hop.mid(1, close - 1);
    } else if (hop.count(u':') == 1) {
        port = hop.section(u':', 1);
        hop = hop.section(u':', 0, 0);
    }
    QString command = QStringLiteral("ssh");
    if (!user.isEmpty())
        command += QStringLiteral(" -l ") + shellQuote(user);
    if (!port.isEmpty())
        command += QStringLiteral(" -p ") + shellQuote(port);
    if (!rest.isEmpty())
        command += QStringLiteral(" -J ") + shellQuote(rest);
    return command + QStringLiteral(" -W '[%h]:%p' ") + shellQuote(hop);
}
} // namespace

SshSession::SshSession(const SshTarget &target) : m_target(target) {}

SshSession::~SshSession()
{
    close();
}

qintptr SshSession::socket() const
{
    QMutexLocker lock(&m_fdLock);
    return m_fd;
}

void SshSession::setSocket(qintptr fd)
{
    QMutexLocker lock(&m_fdLock);
    m_fd = fd;
}

void SshSession::abort()
{
    m_cancel = true;
    QMutexLocker lock(&m_fdLock);
#ifdef Q_OS_WIN
    if (m_fd >= 0)
        ::shutdown(SOCKET(m_fd), SD_BOTH);
#else
    if (m_fd >= 0)
        ::shutdown(int(m_fd), SHUT_RDWR);
#endif
}

bool SshSession::isAlive() const
{
    return m_session && ssh_is_connected(m_session.get()) &&
           !(ssh_get_status(m_session.get()) & (SSH_CLOSED | SSH_CLOSED_ERROR));
}

void SshSession::close()
{
    // libssh closes the socket it was given; forget it first so abort() cannot shut down a reused number.
    setSocket(-1);
    m_session.reset();
}

SshError SshSession::configure()
{
    ssh_session s = m_session.get();
    // A port out of range (a profile file that says -1 or 2^32+22) is refused, never taken as 22.
    if (m_target.port < 0 || m_target.port > 65535)
        return SshError::badPort(m_target.port);
    m_info.proxy.clear();
    m_info.proxyLine.clear();
    if (ssh_options_set(s, SSH_OPTIONS_HOST, m_target.host.toUtf8().constData()) != SSH_OK)
        return SshError::protocol(QString::fromUtf8(ssh_get_error(s)));
    // We read the config ourselves (the path is the caller's choice); libssh must not read ~/.ssh/config
    // again.
    bool no = false;
    ssh_options_set(s, SSH_OPTIONS_PROCESS_CONFIG, &no);
    if (!m_target.sshConfigPath.isEmpty() && QFileInfo::exists(m_target.sshConfigPath)) {
        // Before parsing, the identity list holds libssh's defaults ("%d/id_..."); a config IdentityFile is
        // put in front of them, which is how we tell it apart.
        ssh_options_parse_config(s, QFile::encodeName(m_target.sshConfigPath).constData());
        const QString first = optionString(s, SSH_OPTIONS_IDENTITY);
        if (!first.isEmpty() && !first.startsWith(QLatin1String("%d/")))
            m_configIdentity = first;
        // libssh matches the Host lines after a HostName against that name, not the alias ssh
        // matches them against: a `Host pi` block below `HostName 10.0.0.2` is lost to it. What ssh
        // takes for this host is ours to set (SshConfig reads the file as ssh does).
        const SshHostEntry entry = SshConfig::resolve(m_target.sshConfigPath, m_target.host);
        if (!entry.hostName.isEmpty())
            ssh_options_set(s, SSH_OPTIONS_HOST, entry.hostName.toUtf8().constData());
        if (entry.port > 0)
            ssh_options_set(s, SSH_OPTIONS_PORT, &entry.port);
        if (!entry.user.isEmpty())
            ssh_options_set(s, SSH_OPTIONS_USER, entry.user.toUtf8().constData());
        if (!entry.identityFile.isEmpty())
            m_configIdentity = entry.identityFile;
        // A ProxyJump or ProxyCommand: libssh runs the command in place of our own TCP connection.
        const QString command = proxyCommandOf(entry);
        ssh_options_set(s, SSH_OPTIONS_PROXYCOMMAND, command.isEmpty() ? "none" : command.toUtf8().constData());
        if (!command.isEmpty()) {
            m_info.proxy = entry.proxyJump.isEmpty() ? QStringLiteral("ProxyCommand %1").arg(entry.proxyCommand)
                                                     : QStringLiteral("ProxyJump %1").arg(entry.proxyJump);
            m_info.proxyLine = entry.proxyLine;
#ifdef Q_OS_WIN
            // libssh runs no command on Windows: it would connect directly without a word.
            return SshError::proxyUnsupported(m_info.proxy, m_info.proxyLine);
#endif
        }
    }
    // Values the user typed in the profile win over the config file.
    if (m_target.port > 0)
        ssh_options_set(s, SSH_OPTIONS_PORT, &m_target.port);
    if (!m_target.user.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_USER, m_target.user.toUtf8().constData());
    int one = 1;
    ssh_options_set(s, SSH_OPTIONS_NODELAY, &one); // without it every exchange waits ~40 ms (Nagle)
    long timeout = qMax(1, m_target.connectTimeoutSeconds);
    ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &timeout);
    setKnownHostsFiles(s, m_target.appKnownHostsPath, m_target.userKnownHostsPaths.value(0));

    m_info.host = optionString(s, SSH_OPTIONS_HOST);
    unsigned int port = 22;
    ssh_options_get_port(s, &port);
    m_info.port = int(port);
    m_info.user = optionString(s, SSH_OPTIONS_USER);
    return {};
}

QStringList SshSession::keyFileCandidates() const
{
    QStringList files;
    auto add = [&](QString path) {
        if (path.isEmpty())
            return;
        const QString keyDir = m_target.defaultKeyDir.isEmpty()
                                   ? QDir::home().filePath(QStringLiteral(".ssh"))
                                   : m_target.defaultKeyDir;
        if (path.startsWith(QLatin1String("~/")))
            path = QDir::home().filePath(path.mid(2));
        path.replace(QLatin1String("%d"), keyDir);
        if (!files.contains(path))
            files << path;
    };
    add(m_target.keyPath);
    add(m_configIdentity);
    if (!m_target.defaultKeyDir.isEmpty()) {
        for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"})
            add(QDir(m_target.defaultKeyDir).filePath(QLatin1String(name)));
    }
    return files;
}

SshError SshSession::open(CredentialPrompter *prompter, const std::function<void(Stage)> &stage)
{
    close();
    m_session.reset(ssh_new());
    if (!m_session)
        return SshError::protocol(QStringLiteral("ssh_new failed"));
    if (auto e = configure())
        return e;
    ssh_session s = m_session.get();

    stage(Stage::Connecting);
    const int timeout = qMax(1, m_target.connectTimeoutSeconds);
    const bool viaProxy = !m_info.proxy.isEmpty();
    if (!viaProxy) {
        const TcpConnectResult tcp =
            connectTcp(m_info.host, m_info.port, timeout, m_cancel, [this](qintptr fd) { setSocket(fd); });
        if (tcp.error)
            return tcp.error;
        if (tcp.fd >= 0) {
            socket_t fd = socket_t(tcp.fd);
            ssh_options_set(s, SSH_OPTIONS_FD, &fd);
        }
    }
    QElapsedTimer clock;
    clock.start();
    const int connected = ssh_connect(s);
    if (viaProxy && ssh_get_fd(s) != SSH_INVALID_SOCKET)
        setSocket(qintptr(ssh_get_fd(s))); // the proxy's socket: abort() ends the session there too
    if (connected != SSH_OK) {
        if (m_cancel)
            return SshError::cancelled();
        const QString detail = QString::fromUtf8(ssh_get_error(s));
        if (viaProxy)
            return SshError::proxyFailed(m_info.proxy, m_info.proxyLine, m_target.host, detail);
        // The banner never came: a port that accepts but is not SSH, or a stalled server.
        if (clock.elapsed() >= timeout * 1000 - 200)
            return SshError::timeout(m_info.host, m_info.port, timeout, detail);
        return SshError::protocol(detail);
    }
    if (const char *banner = ssh_get_serverbanner(s))
        m_info.serverBanner = QString::fromUtf8(banner);

    stage(Stage::VerifyingHostKey);
    if (m_cancel)
        return SshError::cancelled();
    if (auto e = verifyHostKey(s, m_target, m_info.host, m_info.port, prompter, &m_info.hostKey))
        return m_cancel ? SshError::cancelled() : e;

    stage(Stage::Authenticating);
    if (m_cancel)
        return SshError::cancelled();
    if (m_info.user.isEmpty())
        m_info.user = optionString(s, SSH_OPTIONS_USER);
    const AuthOutcome auth = authenticate(s, m_target, m_info.user, keyFileCandidates(), prompter, m_cancel);
    if (auth.error)
        return auth.error;
    m_info.authMethod = auth.method;
    return {};
}
