// Connecting to a real OpenSSH server on 127.0.0.1: key and agent logins, the ssh config, host keys
// (first contact, changed key, the user's read-only known_hosts) and the network failures that can be
// produced on loopback alone (refused, a port that never speaks SSH, cancel).
#include "remote/ssh/sshconnection.h"
#include "tests/integration/connectwait.h"
#include "tests/integration/sshdfixture.h"
#include "tests/integration/testprompter.h"

#include <QFile>
#include <QTcpServer>
#include <QTest>
#include <QTimer>

class TestSshConnect : public QObject
{
    Q_OBJECT
private:
    SshdFixture m_sshd;

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static bool writeFile(const QString &path, const QString &text)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) >= 0;
    }
    // A target that names only an alias: the host name, port, user and key all come from config.
    SshTarget aliasTarget(const QString &alias, const QString &config) const
    {
        SshTarget t = m_sshd.target();
        t.host = alias;
        t.port = 0;
        t.user.clear();
        t.keyPath.clear();
        t.sshConfigPath = config;
        t.acceptNewHostKey = true;
        return t;
    }
    void resetAppKnownHosts() { QFile::remove(m_sshd.target().appKnownHostsPath); }

private slots:
    void initTestCase()
    {
        if (const QString why = m_sshd.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void keyAuthAndFirstContact()
    {
        resetAppKnownHosts();
        TestPrompter prompter;
        SshConnection c(m_sshd.target(), &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail));
        QVERIFY(c.sessionInfo().authMethod.startsWith(QLatin1String("publickey")));

        // The prompter saw what `ssh-keygen -lf` prints for the server's key.
        QCOMPARE(prompter.hostKeys().size(), 1);
        const HostKeyInfo key = prompter.hostKeys().constFirst();
        QCOMPARE(key.sha256Fingerprint, m_sshd.hostKeyFingerprint());
        QCOMPARE(key.keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(key.host, QStringLiteral("[127.0.0.1]:%1").arg(m_sshd.port()));
        // Accepting wrote the app's own file, in OpenSSH format.
        const QByteArray known = readFile(m_sshd.target().appKnownHostsPath);
        QVERIFY2(known.contains(QStringLiteral("[127.0.0.1]:%1 ssh-ed25519 ").arg(m_sshd.port()).toUtf8()),
                 known.constData());

        const CommandResult r = runAndWait(c, QStringLiteral("uname -s"));
        QCOMPARE(r.exitStatus, 0);
        QCOMPARE(r.standardOutput.trimmed(), QByteArray("Linux"));

        // A second connection knows the key and asks nothing.
        SshConnection again(m_sshd.target(), &prompter);
        QVERIFY(connectAndWait(again).connected);
        QCOMPARE(prompter.hostKeys().size(), 1);
    }

    void firstContactDeclined()
    {
        resetAppKnownHosts();
        TestPrompter prompter;
        prompter.acceptHostKey = false;
        SshConnection c(m_sshd.target(), &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY(!o.connected);
        QCOMPARE(o.error.kind, SshError::Kind::HostKeyUnknown);
        QVERIFY(!QFile::exists(m_sshd.target().appKnownHostsPath));
    }

    void headlessUnknownKeyRefusedUnlessAllowed()
    {
        resetAppKnownHosts();
        SshConnection refused(m_sshd.target(), nullptr);
        ConnectOutcome o = connectAndWait(refused);
        QVERIFY(!o.connected);
        QCOMPARE(o.error.kind, SshError::Kind::HostKeyUnknown);
        QVERIFY2(o.error.message.contains(m_sshd.hostKeyFingerprint()), qPrintable(o.error.message));
        QVERIFY(!QFile::exists(m_sshd.target().appKnownHostsPath));

        SshTarget t = m_sshd.target();
        t.acceptNewHostKey = true;
        SshConnection allowed(t, nullptr);
        o = connectAndWait(allowed);
        QVERIFY2(o.connected, qPrintable(o.error.message));
        QVERIFY(QFile::exists(t.appKnownHostsPath));
    }

    void userKnownHostsIsReadOnly()
    {
        resetAppKnownHosts();
        // The user's own ~/.ssh/known_hosts already vouches for the server.
        const QString userFile = m_sshd.path(QStringLiteral("user_known_hosts"));
        const QList<QByteArray> pub = readFile(m_sshd.path(QStringLiteral("host_ed25519.pub"))).split(' ');
        QFile f(userFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("[127.0.0.1]:%1 ").arg(m_sshd.port()).toUtf8() + pub.at(0) + ' ' + pub.at(1) +
                '\n');
        f.close();
        const QByteArray before = readFile(userFile);

        SshTarget t = m_sshd.target();
        t.userKnownHostsPaths = {userFile};
        TestPrompter prompter;
        prompter.acceptHostKey = false;
        SshConnection c(t, &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message));
        QVERIFY(prompter.hostKeys().isEmpty());
        QCOMPARE(readFile(userFile), before);
        QVERIFY(!QFile::exists(t.appKnownHostsPath));
    }

    void sshConfigAlias()
    {
        // Host alias, HostName, Port, User and IdentityFile all come from the config file.
        const QString config = m_sshd.path(QStringLiteral("ssh_config"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(
                    "Host pinas-alias\n  HostName 127.0.0.1\n  Port %1\n  User %2\n  IdentityFile %3\n")
                    .arg(QString::number(m_sshd.port()), m_sshd.user(), m_sshd.clientKeyPath())
                    .toUtf8());
        f.close();
        SshConnection c(aliasTarget(QStringLiteral("pinas-alias"), config), nullptr);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail));
        QCOMPARE(c.sessionInfo().host, QStringLiteral("127.0.0.1"));
        QCOMPARE(c.sessionInfo().port, m_sshd.port());
        QCOMPARE(c.sessionInfo().user, m_sshd.user());
        QCOMPARE(c.sessionInfo().authMethod, QStringLiteral("publickey (%1)").arg(m_sshd.clientKeyPath()));
    }

    // A Pi behind a jump host. The config's ProxyCommand carries the connection: `ssh -W` through this
    // same server, which is what a ProxyJump runs. Its HostName is a loopback address where nothing
    // listens, so a connection that went around the proxy would be refused.
    void sshConfigProxyCommand()
    {
        const QString jumpConfig = m_sshd.path(QStringLiteral("jump_config"));
        QVERIFY(writeFile(jumpConfig, QStringLiteral("Host jump\n  HostName 127.0.0.1\n  Port %1\n  User %2\n"
                                                     "  IdentityFile %3\n  IdentitiesOnly yes\n  BatchMode yes\n"
                                                     "  StrictHostKeyChecking accept-new\n  UserKnownHostsFile %4\n"
                                                     "  LogLevel ERROR\n")
                                          .arg(QString::number(m_sshd.port()), m_sshd.user(), m_sshd.clientKeyPath(),
                                               m_sshd.path(QStringLiteral("jump_known_hosts")))));
        const QString config = m_sshd.path(QStringLiteral("ssh_config_proxy"));
        const QString command = QStringLiteral("ssh -F %1 -W 127.0.0.1:%p jump").arg(jumpConfig);
        QVERIFY(writeFile(config, QStringLiteral("Host pi-behind\n  HostName 127.0.0.9\n  Port %1\n  User %2\n"
                                                 "  IdentityFile %3\n  ProxyCommand %4\n")
                                      .arg(QString::number(m_sshd.port()), m_sshd.user(), m_sshd.clientKeyPath(), command)));
        const SshTarget t = aliasTarget(QStringLiteral("pi-behind"), config);
        SshConnection c(t, nullptr);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail));
        QCOMPARE(c.sessionInfo().proxy, QStringLiteral("ProxyCommand ") + command);
        QCOMPARE(c.sessionInfo().proxyLine, config + QStringLiteral(" line 6"));
        QCOMPARE(c.sessionInfo().host, QStringLiteral("127.0.0.9"));
        QCOMPARE(c.peerHost(), QString()); // no path of this PC's own: the network test takes the channel
        const CommandResult r = runAndWait(c, QStringLiteral("echo through"));
        QCOMPARE(r.standardOutput.trimmed(), QByteArray("through"));

        // The same host without its proxy: nothing answers at that address.
        QVERIFY(writeFile(config, QStringLiteral("Host pi-behind\n  HostName 127.0.0.9\n  Port %1\n")
                                      .arg(QString::number(m_sshd.port()))));
        SshConnection direct(t, nullptr);
        const ConnectOutcome d = connectAndWait(direct);
        QVERIFY(!d.connected);
        QCOMPARE(d.error.kind, SshError::Kind::ConnectionRefused);
    }

    // A jump host that cannot be reached: the message names the config's line and the way to see
    // why (the jump's own ssh says it on its terminal).
    void sshConfigProxyJumpFailsWithItsLine()
    {
        const QString config = m_sshd.path(QStringLiteral("ssh_config_jump"));
        QTcpServer reserve;
        QVERIFY(reserve.listen(QHostAddress::LocalHost, 0));
        const quint16 closed = reserve.serverPort();
        reserve.close(); // nobody listens there now
        QVERIFY(writeFile(config, QStringLiteral("Host pi-far\n  HostName 127.0.0.1\n  Port %1\n"
                                                 "  ProxyJump nobody@127.0.0.1:%2\n")
                                      .arg(QString::number(m_sshd.port()), QString::number(closed))));
        SshTarget t = m_sshd.target();
        t.host = QStringLiteral("pi-far");
        t.port = 0;
        t.sshConfigPath = config;
        SshConnection c(t, nullptr);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY(!o.connected);
        QCOMPARE(o.error.kind, SshError::Kind::HostUnreachable);
        QVERIFY2(o.error.message.contains(QStringLiteral("ProxyJump nobody@127.0.0.1:%1").arg(closed)),
                 qPrintable(o.error.message));
        QVERIFY2(o.error.message.contains(config + QStringLiteral(" line 4")), qPrintable(o.error.message));
        QVERIFY2(o.error.message.contains(QLatin1String("ssh pi-far")), qPrintable(o.error.message));
    }

    void encryptedKeyAsksForPassphrase()
    {
        const QString key = m_sshd.path(QStringLiteral("id_locked"));
        int rc = 0;
        SshdFixture::run(QStringLiteral("ssh-keygen"),
                         {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                          QStringLiteral("-N"), QStringLiteral("pp-secret"), QStringLiteral("-f"), key},
                         &rc);
        QCOMPARE(rc, 0);
        QFile auth(m_sshd.path(QStringLiteral("authorized_keys")));
        QVERIFY(auth.open(QIODevice::Append));
        auth.write(readFile(key + QStringLiteral(".pub")));
        auth.close();

        SshTarget t = m_sshd.target();
        t.keyPath = key;
        t.acceptNewHostKey = true;
        TestPrompter prompter;
        prompter.passphrase = QStringLiteral("pp-secret");
        SshConnection c(t, &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail));
        QCOMPARE(prompter.passphraseKeys(), QStringList{key});
        QCOMPARE(c.sessionInfo().authMethod, QStringLiteral("publickey (%1)").arg(key));

        // A key the server does not know is never unlocked: no passphrase question for it, even
        // without its .pub file beside it.
        const QString stranger = m_sshd.path(QStringLiteral("id_stranger"));
        SshdFixture::run(QStringLiteral("ssh-keygen"),
                         {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                          QStringLiteral("-N"), QStringLiteral("other-pp"), QStringLiteral("-f"), stranger},
                         &rc);
        QCOMPARE(rc, 0);
        QVERIFY(QFile::remove(stranger + QStringLiteral(".pub")));
        t.keyPath = stranger;
        t.authMethod = SshTarget::AuthMethod::KeyFile; // keys only: no password question afterwards
        TestPrompter prompter2;
        prompter2.passphrase = QStringLiteral("other-pp");
        SshConnection refused(t, &prompter2);
        const ConnectOutcome o2 = connectAndWait(refused);
        QVERIFY(!o2.connected);
        QCOMPARE(o2.error.kind, SshError::Kind::AuthFailed);
        QVERIFY(prompter2.passphraseKeys().isEmpty());
        QVERIFY2(o2.error.message.contains(stranger), qPrintable(o2.error.message));
    }

    void agentAuth()
    {
        const QString socket = m_sshd.path(QStringLiteral("agent.sock"));
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-D"), QStringLiteral("-a"), socket});
        if (!agent.waitForStarted(5000))
            QSKIP("ssh-agent is not installed");
        auto stopAgent = qScopeGuard([&] {
            agent.kill();
            agent.waitForFinished(5000);
        });
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(socket), 5000);
        QProcess add;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        add.setProcessEnvironment(env);
        add.start(QStringLiteral("ssh-add"), {m_sshd.clientKeyPath()});
        QVERIFY(add.waitForFinished(10000));
        QCOMPARE(add.exitCode(), 0);

        // No key file at all: only the agent can let us in.
        SshTarget t = m_sshd.target();
        t.keyPath.clear();
        t.agentSocket = socket;
        t.acceptNewHostKey = true;
        SshConnection c(t, nullptr);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail));
        QCOMPARE(c.sessionInfo().authMethod, QStringLiteral("ssh-agent"));

        // The same without the agent fails, naming what was tried.
        t.agentSocket = QStringLiteral("none");
        SshConnection without(t, nullptr);
        const ConnectOutcome o2 = connectAndWait(without);
        QVERIFY(!o2.connected);
        QCOMPARE(o2.error.kind, SshError::Kind::AuthFailed);
        QVERIFY2(o2.error.message.contains(QLatin1String("publickey")), qPrintable(o2.error.message));
    }

    void connectionRefused()
    {
        QTcpServer reserve;
        QVERIFY(reserve.listen(QHostAddress::LocalHost, 0));
        SshTarget t = m_sshd.target();
        t.port = reserve.serverPort();
        reserve.close(); // nobody listens there now
        SshConnection c(t, nullptr);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY(!o.connected);
        QCOMPARE(o.error.kind, SshError::Kind::ConnectionRefused);
        QVERIFY2(o.elapsedMs < 30000, QByteArray::number(o.elapsedMs)); // refused, not timed out (60 s)
    }

    // A socket on 127.0.0.1 that accepts (the kernel does, from the backlog) but never sends the
    // SSH banner: the loopback stand-in for a black hole.
    void silentPortTimesOut()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        SshTarget t = m_sshd.target();
        t.port = silent.serverPort();
        t.connectTimeoutSeconds = 2;
        SshConnection c(t, nullptr);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY(!o.connected);
        QCOMPARE(o.error.kind, SshError::Kind::Timeout);
        // Not before its 2 s; the upper bound only tells a timeout from a hang.
        QVERIFY2(o.elapsedMs >= 1800 && o.elapsedMs < 30000, QByteArray::number(o.elapsedMs));
    }

    void silentPortCancelKeepsEventLoopAlive()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        SshTarget t = m_sshd.target();
        t.port = silent.serverPort();
        t.connectTimeoutSeconds = 60;
        SshConnection c(t, nullptr);
        QSignalSpy failed(&c, &SshConnection::connectionFailed);
        QSignalSpy states(&c, &SshConnection::stateChanged);
        // The caller's thread keeps turning while the worker waits for the banner.
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] { ++ticks; });
        ticker.start(20);
        c.connectToHost();
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 10, 20000); // the event loop turns while the worker waits
        QCOMPARE(c.state(), SshConnection::State::Connecting);
        QElapsedTimer clock;
        clock.start();
        c.cancel();
        // cancel() returns at once instead of waiting out the 60 s connect timeout.
        QVERIFY2(clock.elapsed() < 20000, QByteArray::number(clock.elapsed()));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(c.lastError().kind, SshError::Kind::Cancelled);
        QCOMPARE(c.state(), SshConnection::State::Disconnected);
        QVERIFY(!states.isEmpty());
    }

    // Last: it replaces the server's host keys.
    void changedHostKeyRefused()
    {
        resetAppKnownHosts();
        SshTarget t = m_sshd.target();
        t.acceptNewHostKey = true;
        {
            SshConnection first(t, nullptr);
            QVERIFY(connectAndWait(first).connected);
        }
        const QByteArray before = readFile(t.appKnownHostsPath);
        QVERIFY(!before.isEmpty());
        const QString why = m_sshd.restartWithNewHostKeys();
        QVERIFY2(why.isEmpty(), qPrintable(why));

        // Neither a willing user nor the headless "accept new keys" flag gets past a changed key.
        TestPrompter prompter;
        for (CredentialPrompter *p :
             {static_cast<CredentialPrompter *>(&prompter), static_cast<CredentialPrompter *>(nullptr)}) {
            SshConnection c(t, p);
            const ConnectOutcome o = connectAndWait(c);
            QVERIFY(!o.connected);
            QCOMPARE(o.error.kind, SshError::Kind::HostKeyChanged);
            const QString expected = QStringLiteral("ssh-keygen -R '[127.0.0.1]:%1' -f '%2'")
                                         .arg(QString::number(m_sshd.port()), t.appKnownHostsPath);
            QVERIFY2(o.error.message.contains(expected), qPrintable(o.error.message));
            QVERIFY2(o.error.message.contains(m_sshd.hostKeyFingerprint()), qPrintable(o.error.message));
        }
        QVERIFY(prompter.hostKeys().isEmpty());
        QCOMPARE(readFile(t.appKnownHostsPath), before);

        // After the user removes the old entry as told, the new key can be accepted.
        int rc = 0;
        SshdFixture::run(QStringLiteral("ssh-keygen"),
                         {QStringLiteral("-R"), QStringLiteral("[127.0.0.1]:%1").arg(m_sshd.port()),
                          QStringLiteral("-f"), t.appKnownHostsPath},
                         &rc);
        QCOMPARE(rc, 0);
        t.acceptNewHostKey = false;
        SshConnection c(t, &prompter);
        QVERIFY(connectAndWait(c).connected);
        QCOMPARE(prompter.hostKeys().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSshConnect)
#include "tst_sshconnect.moc"
