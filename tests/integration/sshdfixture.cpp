#include "tests/integration/sshdfixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTcpServer>
#include <QThread>

#include <csignal>
#include <pwd.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace {
const QString kSshd = QStringLiteral("/usr/sbin/sshd");

int freeLoopbackPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

// pid -> parent pid, for every process we can see.
QHash<int, int> parentMap()
{
    QHash<int, int> parents;
    const auto entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &e : entries) {
        bool ok = false;
        const int pid = e.toInt(&ok);
        if (!ok)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1)
            parents.insert(pid, fields.at(1).toInt());
    }
    return parents;
}

QList<int> descendants(int root)
{
    const QHash<int, int> parents = parentMap();
    QList<int> found{root};
    for (int i = 0; i < found.size(); ++i) {
        for (auto it = parents.cbegin(); it != parents.cend(); ++it) {
            if (it.value() == found.at(i) && !found.contains(it.key()))
                found << it.key();
        }
    }
    return found;
}
} // namespace

SshdFixture::SshdFixture()
{
    if (isRoot()) {
        m_user = QStringLiteral("root");
    } else if (const passwd *pw = getpwuid(getuid())) {
        m_user = QString::fromLocal8Bit(pw->pw_name);
    }
}

SshdFixture::~SshdFixture()
{
    stop();
    if (m_createdUser)
        run(QStringLiteral("userdel"), {QStringLiteral("-f"), passwordUser()});
}

bool SshdFixture::isRoot()
{
    return geteuid() == 0;
}

QString SshdFixture::run(const QString &program, const QStringList &args, int *exitCode,
                         const QByteArray &input)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForStarted(5000)) {
        if (exitCode)
            *exitCode = -1;
        return p.errorString();
    }
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromLocal8Bit(p.readAll());
}

QString SshdFixture::makeKeys(bool hostOnly)
{
    QStringList names{QStringLiteral("host_ed25519")};
    if (!hostOnly)
        names << QStringLiteral("id_ed25519");
    for (const QString &name : names) {
        QFile::remove(path(name));
        QFile::remove(path(name + QStringLiteral(".pub")));
        int rc = 0;
        const QString out = run(QStringLiteral("ssh-keygen"),
                                {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                 QStringLiteral("-N"), QString(), QStringLiteral("-C"),
                                 QStringLiteral("pinas-test"), QStringLiteral("-f"), path(name)},
                                &rc);
        if (rc != 0)
            return QStringLiteral("ssh-keygen failed: %1").arg(out);
    }
    if (!hostOnly) {
        QFile pub(clientKeyPath() + QStringLiteral(".pub"));
        QFile auth(path(QStringLiteral("authorized_keys")));
        if (!pub.open(QIODevice::ReadOnly) || !auth.open(QIODevice::WriteOnly))
            return QStringLiteral("cannot write authorized_keys");
        auth.write(pub.readAll());
    }
    return {};
}

QString SshdFixture::writeConfig()
{
    QFile f(path(QStringLiteral("sshd_config")));
    if (!f.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write sshd_config");
    const QString auth =
        m_kbdintOnly
            ? QStringLiteral("PasswordAuthentication no\nKbdInteractiveAuthentication yes\nUsePAM yes\n")
            : QStringLiteral("PasswordAuthentication yes\nKbdInteractiveAuthentication no\nUsePAM no\n");
    QString text =
        QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2\nPidFile none\nStrictModes no\n"
                       "AuthorizedKeysFile %3\nMaxAuthTries 10\nMaxStartups 50\n"
                       "Subsystem sftp /usr/lib/openssh/sftp-server\n"
                       // bash sources ~/.bashrc when started by sshd unless SHLVL says it is
                       // nested; on a developer machine that rc file (pyenv, conda) would run
                       // before every command: slow, and stuck for good on a stale lock.
                       "SetEnv SHLVL=1\n")
            .arg(QString::number(m_port), path(QStringLiteral("host_ed25519")),
                 path(QStringLiteral("authorized_keys")) +
                     (m_homeAuthorizedKeys ? QStringLiteral(" .ssh/authorized_keys") : QString()));
    text += auth;
    if (m_maxSessions > 0)
        text += QStringLiteral("MaxSessions %1\n").arg(m_maxSessions);
    if (!m_forceCommand.isEmpty())
        text += QStringLiteral("ForceCommand %1\n").arg(m_forceCommand);
    text += isRoot() ? QStringLiteral("PermitRootLogin prohibit-password\n") : QString();
    f.write(text.toUtf8());
    return {};
}

QString SshdFixture::launch()
{
    m_sshd = std::make_unique<QProcess>();
    m_sshd->setProcessChannelMode(QProcess::MergedChannels);
    // A test killed half-way must not leave its server behind.
    m_sshd->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    const QStringList sshdArgs{QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                               path(QStringLiteral("sshd_config"))};
    if (m_launchPrefix.isEmpty())
        m_sshd->start(kSshd, sshdArgs);
    else
        m_sshd->start(m_launchPrefix.first(), m_launchPrefix.mid(1) + QStringList{kSshd} + sshdArgs);
    if (!m_sshd->waitForStarted(5000))
        return QStringLiteral("sshd did not start: %1").arg(m_sshd->errorString());
    const QByteArray ready = QStringLiteral("Server listening on 127.0.0.1 port %1").arg(m_port).toUtf8();
    const qsizetype from = m_log.size(); // a restart must not see the last run's line
    auto isReady = [&] { return m_log.indexOf(ready, from) >= 0; };
    QElapsedTimer clock;
    clock.start();
    while (!isReady() && clock.elapsed() < 10000) {
        if (m_sshd->state() != QProcess::Running)
            break;
        m_sshd->waitForReadyRead(200);
        m_log += m_sshd->readAll();
    }
    if (!isReady())
        return QStringLiteral("sshd did not come up: %1").arg(QString::fromLocal8Bit(m_log));
    // The log keeps flowing; read it as it comes so the pipe never fills.
    QObject::connect(m_sshd.get(), &QProcess::readyRead, m_sshd.get(),
                     [this] { m_log += m_sshd->readAll(); });
    return {};
}

QString SshdFixture::start()
{
    if (!QFile::exists(kSshd))
        return QStringLiteral("OpenSSH server not installed (%1 missing): apt-get install openssh-server")
            .arg(kSshd);
    if (!m_dir.isValid())
        return QStringLiteral("no temporary folder");
    if (isRoot())
        QDir().mkpath(QStringLiteral("/run/sshd")); // sshd's privilege separation folder
    if (QString e = makeKeys(false); !e.isEmpty())
        return e;
    QString error;
    for (int attempt = 0; attempt < 5; ++attempt) { // another process may grab the free port first
        m_port = freeLoopbackPort();
        if (QString e = writeConfig(); !e.isEmpty())
            return e;
        error = launch();
        if (error.isEmpty())
            return {};
        stop();
    }
    return error;
}

void SshdFixture::stop()
{
    if (!m_sshd)
        return;
    if (m_sshd->state() != QProcess::NotRunning) {
        // The per-connection processes outlive a SIGTERM to the listener: end them too, so no session
        // of the throwaway user keeps it from being deleted.
        const QList<int> pids = descendants(int(m_sshd->processId()));
        for (const int pid : pids)
            ::kill(pid, SIGTERM);
        if (!m_sshd->waitForFinished(5000))
            m_sshd->kill();
        m_sshd->waitForFinished(5000);
    }
    m_sshd.reset();
}

void SshdFixture::killHard()
{
    if (!m_sshd || m_sshd->state() != QProcess::Running)
        return;
    const QList<int> pids = descendants(int(m_sshd->processId()));
    for (const int pid : pids)
        ::kill(pid, SIGKILL);
    m_sshd->waitForFinished(5000);
    m_sshd.reset();
}

void SshdFixture::freeze(bool frozen)
{
    if (!m_sshd || m_sshd->state() != QProcess::Running)
        return;
    const QList<int> pids = descendants(int(m_sshd->processId()));
    for (const int pid : pids)
        ::kill(pid, frozen ? SIGSTOP : SIGCONT);
}

QString SshdFixture::restartWithNewHostKeys()
{
    stop();
    if (QString e = makeKeys(true); !e.isEmpty())
        return e;
    for (int attempt = 0; attempt < 20; ++attempt) { // the old listener may linger a moment
        const QString e = launch();
        if (e.isEmpty())
            return {};
        stop();
        QThread::msleep(200);
    }
    return QStringLiteral("sshd did not restart on port %1").arg(m_port);
}

QString SshdFixture::createPasswordUser(const QString &password)
{
    if (!isRoot())
        return QStringLiteral("creating the password test user needs root");
    int rc = 0;
    run(QStringLiteral("userdel"), {QStringLiteral("-f"), passwordUser()}); // left over from a crashed run
    const QString home = path(QStringLiteral("home-pinastest"));
    const QString out = run(QStringLiteral("useradd"),
                            {QStringLiteral("-m"), QStringLiteral("-d"), home, QStringLiteral("-s"),
                             QStringLiteral("/bin/sh"), passwordUser()},
                            &rc);
    if (rc != 0)
        return QStringLiteral("useradd failed: %1").arg(out);
    m_createdUser = true;
    // chpasswd reads "user:password" on stdin, so the password never shows in a process list.
    const QString out2 =
        run(QStringLiteral("chpasswd"), {}, &rc, (passwordUser() + QLatin1Char(':') + password).toUtf8());
    if (rc != 0)
        return QStringLiteral("chpasswd failed: %1").arg(out2);
    return {};
}

QString SshdFixture::hostKeyFingerprint() const
{
    const QString out = run(QStringLiteral("ssh-keygen"),
                            {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                             QStringLiteral("-f"), path(QStringLiteral("host_ed25519.pub"))});
    const auto m = QRegularExpression(QStringLiteral("(SHA256:\\S+)")).match(out);
    return m.hasMatch() ? m.captured(1) : QString();
}

SshTarget SshdFixture::target() const
{
    SshTarget t;
    t.host = QStringLiteral("127.0.0.1");
    t.port = m_port;
    t.user = m_user;
    t.keyPath = clientKeyPath();
    t.connectTimeoutSeconds = 5;
    t.keepaliveSeconds = 2;
    t.appKnownHostsPath = path(QStringLiteral("app/known_hosts"));
    t.agentSocket = QStringLiteral("none");
    return t;
}

QStringList SshdFixture::processesBelowServer(const QString &text) const
{
    QStringList found;
    if (!m_sshd || m_sshd->state() != QProcess::Running)
        return found;
    const QList<int> pids = descendants(int(m_sshd->processId()));
    for (const int pid : pids) {
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString cmd = QString::fromLocal8Bit(f.readAll().replace('\0', ' ')).trimmed();
        if (cmd.contains(text))
            found << cmd;
    }
    return found;
}
