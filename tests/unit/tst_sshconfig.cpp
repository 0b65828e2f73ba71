#include "core/setup/sshconfig.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A config as people write them: defaults at the end, an Include of a drop-in folder, a Match
// block, comments, tabs, "Key=Value", quotes and a negated pattern. Laid out on disk like ~/.ssh.
const char kConfig[] =
    "# ~/.ssh/config\n"
    "Include config.d/*.conf\n"
    "\n"
    "Host nas pi-nas\n"
    "    HostName 192.168.1.20\n"
    "    User pi\n"
    "    Port 2222\n"
    "    IdentityFile ~/.ssh/id_pi_nas\n"
    "\n"
    "Host\traspberrypi.local\n"
    "\tUser=pi\n"
    "\tIdentityFile \"~/.ssh/my key\"\n"
    "\n"
    "Match host *.example.com exec \"test -f /tmp/x\"\n"
    "    User matchuser\n"
    "\n"
    "Host *.lan !printer.lan\n"
    "    User lanuser\n"
    "\n"
    "Host work-* *.example.com\n"
    "    ProxyJump bastion\n"
    "\n"
    "Host octopi.lan printer.lan\n"
    "    HostName %h\n"
    "\n"
    "Host *\n"
    "    User fallback\n"
    "    Port 22\n"
    "    ServerAliveInterval 30\n";

const char kDropIn[] =
    "# config.d/10-media.conf\n"
    "Host media\n"
    "  Hostname media.fritz.box\n"
    "  Port = 22022\n"
    "  Include extra\n"; // relative to ~/.ssh, like every relative Include

// Included from inside a Host block: its first lines belong to that block.
const char kExtra[] = "User mediauser\n"
                      "Host extra-host\n"
                      "  User extra\n"
                      "Include config\n"; // a loop back to the top: must end, not recurse forever

bool write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

const SshHostEntry *find(const QList<SshHostEntry> &list, const QString &alias)
{
    for (const SshHostEntry &e : list) {
        if (e.alias == alias)
            return &e;
    }
    return nullptr;
}

} // namespace

class TestSshConfig : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString ssh = m_home.filePath(QStringLiteral(".ssh"));
        QVERIFY(write(ssh + QStringLiteral("/config"), kConfig));
        QVERIFY(write(ssh + QStringLiteral("/config.d/10-media.conf"), kDropIn));
        QVERIFY(write(ssh + QStringLiteral("/config.d/README"), "Host not-included\n"));
        QVERIFY(write(ssh + QStringLiteral("/extra"), kExtra));
        m_entries = SshConfig::load(ssh + QStringLiteral("/config"), QString(), m_home.path());
    }

    void offersConcreteHostsOnly()
    {
        QStringList aliases;
        for (const SshHostEntry &e : m_entries)
            aliases << e.alias;
        // Order of appearance, the included file first because the Include comes first.
        QCOMPARE(aliases, (QStringList{QStringLiteral("media"), QStringLiteral("extra-host"), QStringLiteral("nas"),
                                       QStringLiteral("pi-nas"), QStringLiteral("raspberrypi.local"),
                                       QStringLiteral("octopi.lan"), QStringLiteral("printer.lan")}));
    }

    void resolvesEachHost_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("user");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("identity");
        const QString home = m_home.path();
        QTest::newRow("block values") << "nas" << "192.168.1.20" << "pi" << 2222 << home + QStringLiteral("/.ssh/id_pi_nas");
        QTest::newRow("second alias of the block") << "pi-nas" << "192.168.1.20" << "pi" << 2222
                                                   << home + QStringLiteral("/.ssh/id_pi_nas");
        QTest::newRow("Key=Value and quoted path") << "raspberrypi.local" << "raspberrypi.local" << "pi" << 22
                                                   << home + QStringLiteral("/.ssh/my key");
        QTest::newRow("from an Include, nested Include in block") << "media" << "media.fritz.box" << "mediauser"
                                                                  << 22022 << QString();
        QTest::newRow("wildcard block applies, %h") << "octopi.lan" << "octopi.lan" << "lanuser" << 22 << QString();
        QTest::newRow("host in an included file") << "extra-host" << "extra-host" << "extra" << 22 << QString();
    }
    void resolvesEachHost()
    {
        QFETCH(QString, alias);
        QFETCH(QString, address);
        QFETCH(QString, user);
        QFETCH(int, port);
        QFETCH(QString, identity);
        const SshHostEntry *e = find(m_entries, alias);
        QVERIFY2(e, qPrintable(alias));
        QCOMPARE(e->address(), address);
        QCOMPARE(e->user, user);
        QCOMPARE(e->port, port);
        QCOMPARE(e->identityFile, identity);
    }

    void matchBlockIsNotApplied()
    {
        const auto list = SshConfig::parse("Match all\n  Port 2200\n"
                                           "Match host pi\n  User wrong\n"
                                           "Host pi\n  HostName 10.0.0.2\n",
                                           m_home.path(), m_home.path());
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().user, QString()); // "Match host" is never evaluated
        QCOMPARE(list.first().port, 2200);      // "Match all" is
        QCOMPARE(list.first().hostName, QStringLiteral("10.0.0.2"));
    }

    void negationExcludes()
    {
        // printer.lan appears in a Host line but "!printer.lan" keeps *.lan's User away from it.
        const SshHostEntry *e = find(m_entries, QStringLiteral("printer.lan"));
        QVERIFY(e);
        QCOMPARE(e->user, QStringLiteral("fallback"));
        const auto list = SshConfig::parse("Host *.lan !printer.lan\n User lanuser\nHost printer.lan\n Port 9\n");
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().user, QString());
        QCOMPARE(list.first().port, 9);
    }

    void patterns_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("match");
        QTest::newRow("star") << "nas.lan" << "*.lan" << true;
        QTest::newRow("star none") << "nas.lan" << "*.local" << false;
        QTest::newRow("question") << "pi1" << "pi?" << true;
        QTest::newRow("question needs one") << "pi" << "pi?" << false;
        QTest::newRow("case") << "NAS" << "nas" << true;
        QTest::newRow("backtrack") << "a-b-c" << "a*c" << true;
        QTest::newRow("all") << "" << "*" << true;
    }
    void patterns()
    {
        QFETCH(QString, host);
        QFETCH(QString, pattern);
        QFETCH(bool, match);
        QCOMPARE(SshConfig::matchesPattern(host, pattern), match);
    }

    // ProxyJump and ProxyCommand are one setting to ssh: the first of either wins, "none" is none,
    // and the line that said it is named (the app's messages point there).
    void proxies()
    {
        const QString config = m_home.filePath(QStringLiteral(".ssh/config"));
        const int line = int(QByteArray(kConfig).left(QByteArray(kConfig).indexOf("ProxyJump bastion")).count('\n')) + 1;
        const SshHostEntry work = SshConfig::resolve(config, QStringLiteral("work-pi"));
        QCOMPARE(work.proxyJump, QStringLiteral("bastion"));
        QCOMPARE(work.proxyCommand, QString());
        QCOMPARE(work.proxyLine, QStringLiteral("%1 line %2").arg(config, QString::number(line)));
        QVERIFY(work.viaProxy());
        QCOMPARE(work.user, QStringLiteral("fallback")); // the rest of the file still applies
        QVERIFY(!SshConfig::resolve(config, QStringLiteral("nas")).viaProxy());

        const QString other = m_home.filePath(QStringLiteral("proxies"));
        QVERIFY(write(other, "Host cmd\n  ProxyCommand nc -X 5 -x proxy:1080 %h %p\n  ProxyJump j\n"
                             "Host jumpfirst\n  ProxyJump admin@bastion:2222,second\n"
                             "Host direct\n  ProxyJump none\n"
                             "Host *\n  ProxyCommand should-not-win %h\n"));
        const SshHostEntry cmd = SshConfig::resolve(other, QStringLiteral("cmd"));
        QCOMPARE(cmd.proxyCommand, QStringLiteral("nc -X 5 -x proxy:1080 %h %p")); // the whole command
        QCOMPARE(cmd.proxyJump, QString());
        QCOMPARE(cmd.proxyLine, QStringLiteral("%1 line 2").arg(other));
        QCOMPARE(SshConfig::resolve(other, QStringLiteral("jumpfirst")).proxyJump,
                 QStringLiteral("admin@bastion:2222,second"));
        QVERIFY(!SshConfig::resolve(other, QStringLiteral("direct")).viaProxy()); // "none" came first
        // A name typed by hand, in no Host line, still gets what "Host *" says.
        QCOMPARE(SshConfig::resolve(other, QStringLiteral("192.168.1.5")).proxyCommand,
                 QStringLiteral("should-not-win %h"));
        const SshHostEntry missing = SshConfig::resolve(m_home.filePath(QStringLiteral("missing")), QStringLiteral("pi"));
        QCOMPARE(missing.alias, QStringLiteral("pi"));
        QVERIFY(!missing.viaProxy());
    }

    void garbageNeverCrashes()
    {
        QByteArray junk;
        for (int i = 0; i < 4096; ++i)
            junk.append(char((i * 131 + 7) % 256));
        SshConfig::parse(junk, m_home.path(), m_home.path());
        const auto list = SshConfig::parse("Host\nHost \"unterminated\n=\nPort notanumber\nHost ok\nPort 99999\n");
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.last().alias, QStringLiteral("ok"));
        QCOMPARE(list.last().port, 0); // out of range: left to the caller's default
        QVERIFY(SshConfig::load(m_home.filePath(QStringLiteral("missing"))).isEmpty());
    }

private:
    QTemporaryDir m_home;
    QList<SshHostEntry> m_entries;
};

QTEST_GUILESS_MAIN(TestSshConfig)
#include "tst_sshconfig.moc"
