// The pure parts of remote/ssh that need no server: quoting, error classification, message texts,
// known_hosts names. (Everything that talks to sshd is in tests/integration.)
#include "remote/ssh/channelwatch.h"
#include "remote/ssh/knownhosts.h"
#include "remote/ssh/shellquote.h"
#include "remote/ssh/sshauth.h"
#include "remote/ssh/ssherror.h"
#include "remote/ssh/sshtarget.h"
#include "remote/ssh/tcpconnect.h"

#include <QFile>
#include <QMessageAuthenticationCode>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <libssh/libssh.h>

#include <cerrno>
#include <netdb.h>

class TestSshPure : public QObject
{
    Q_OBJECT
private slots:
    void shellQuote_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("quoted");
        QTest::newRow("plain") << QStringLiteral("abc") << QStringLiteral("'abc'");
        QTest::newRow("empty") << QString() << QStringLiteral("''");
        QTest::newRow("quote") << QStringLiteral("it's") << QStringLiteral("'it'\\''s'");
        QTest::newRow("only quotes") << QStringLiteral("''") << QStringLiteral("''\\'''\\'''");
        QTest::newRow("dollar") << QStringLiteral("$(rm -rf /)") << QStringLiteral("'$(rm -rf /)'");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("'a\nb'");
        QTest::newRow("nul dropped") << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b"))
                                     << QStringLiteral("'ab'");
    }
    void shellQuote()
    {
        QFETCH(QString, value);
        QFETCH(QString, quoted);
        QCOMPARE(::shellQuote(value), quoted);
    }

    void wrapperPassesTheCommandAsOneArgument()
    {
        const QString wrapped = wrapKillWithChannel(QStringLiteral("echo 'hi'"));
        QVERIFY(wrapped.startsWith(QLatin1String("exec sh -c '")));
        QVERIFY(wrapped.endsWith(QStringLiteral(" pinas-run ") + ::shellQuote(QStringLiteral("echo 'hi'"))));
    }

    // The reading wrapper in a real local sh (the channel is a pipe here): the command gets the
    // input as its whole stdin (with its $, quotes and backslashes as they were), the wrapper keeps
    // the channel open for its watcher, and a channel that ends before the end line runs nothing.
    void readingWrapperHandsTheInputOver()
    {
        const QByteArray script = "x='a $HOME \\\\ \"q\"'\nprintf '%s|' \"$x\"\necho done\n";
        QProcess sh;
        sh.start(QStringLiteral("sh"), {QStringLiteral("-c"), wrapKillWithChannel(QStringLiteral("sh -s"), true)});
        QVERIFY(sh.waitForStarted());
        sh.write(framedStandardInput(script));
        // The wrapper ends with its command, while the channel (stdin) is still open.
        QVERIFY(sh.waitForFinished(20000));
        QCOMPARE(sh.exitCode(), 0);
        QCOMPARE(sh.readAllStandardOutput(), QByteArray("a $HOME \\\\ \"q\"|done\n"));

        QProcess cut;
        cut.start(QStringLiteral("sh"), {QStringLiteral("-c"), wrapKillWithChannel(QStringLiteral("sh -s"), true)});
        QVERIFY(cut.waitForStarted());
        cut.write("echo ran\n");
        cut.closeWriteChannel();
        QVERIFY(cut.waitForFinished(20000));
        QCOMPARE(cut.exitCode(), 1);
        QVERIFY(cut.readAllStandardOutput().isEmpty());
    }

    // Names in a command the user is told to run: plain when nothing in them is shell syntax.
    void shellWordQuotesOnlyWhatNeedsIt()
    {
        QCOMPARE(shellWord(QStringLiteral("pi")), QStringLiteral("pi"));
        QCOMPARE(shellWord(QStringLiteral("john.doe-2")), QStringLiteral("john.doe-2"));
        QCOMPARE(shellWord(QStringLiteral("a b")), QStringLiteral("'a b'"));
        QCOMPARE(shellWord(QStringLiteral("x;rm -rf ~")), QStringLiteral("'x;rm -rf ~'"));
        QCOMPARE(shellWord(QStringLiteral("-oProxyCommand=x")), QStringLiteral("'-oProxyCommand=x'"));
        QCOMPARE(shellWord(QString()), QStringLiteral("''"));
        const SshError e = SshError::authFailed(QStringLiteral("o'brien $(id)"), {QStringLiteral("publickey")}, {}, {});
        QVERIFY2(e.message.contains(QStringLiteral("ssh-copy-id 'o'\\''brien $(id)'@")), qPrintable(e.message));
        QVERIFY(SshError::badPort(-1).message.contains(QStringLiteral("-1")));
    }

    void connectErrnoClassified_data()
    {
        QTest::addColumn<int>("err");
        QTest::addColumn<int>("kind");
        QTest::newRow("refused") << ECONNREFUSED << int(SshError::Kind::ConnectionRefused);
        QTest::newRow("host unreachable") << EHOSTUNREACH << int(SshError::Kind::HostUnreachable);
        QTest::newRow("net unreachable") << ENETUNREACH << int(SshError::Kind::HostUnreachable);
        QTest::newRow("timed out") << ETIMEDOUT << int(SshError::Kind::Timeout);
    }
    void connectErrnoClassified()
    {
        QFETCH(int, err);
        QFETCH(int, kind);
        const SshError e = classifyConnectErrno(err, QStringLiteral("pi.local"), 22, 10, QStringLiteral("x"));
        QCOMPARE(int(e.kind), kind);
        QVERIFY(e.message.contains(QLatin1String("pi.local")));
    }

    void resolveErrorIsDns()
    {
        for (const int code : {EAI_NONAME, EAI_AGAIN, EAI_FAIL}) {
            const SshError e = classifyResolveError(code, QStringLiteral("nas.invalid"), {});
            QCOMPARE(e.kind, SshError::Kind::DnsFailure);
            QVERIFY(e.message.contains(QLatin1String("nas.invalid")));
        }
    }

    void knownHostsName()
    {
        QCOMPARE(SshTarget::knownHostsName(QStringLiteral("pi"), 22), QStringLiteral("pi"));
        QCOMPARE(SshTarget::knownHostsName(QStringLiteral("10.0.0.2"), 2222),
                 QStringLiteral("[10.0.0.2]:2222"));
    }

    void changedKeyMessageTellsHowToRemoveTheEntry()
    {
        const SshError e = SshError::hostKeyChanged(
            QStringLiteral("[pi]:2222"), QStringLiteral("ssh-ed25519"), QStringLiteral("SHA256:abc"),
            {QStringLiteral("/home/u/.local/share/app/known_hosts")});
        QCOMPARE(e.kind, SshError::Kind::HostKeyChanged);
        QVERIFY(e.message.contains(
            QLatin1String("ssh-keygen -R '[pi]:2222' -f '/home/u/.local/share/app/known_hosts'")));
        QVERIFY(e.message.contains(QLatin1String("SHA256:abc")));
        // What a window needs to offer forgetting the app's own entry.
        QCOMPARE(e.hostKeyName, QStringLiteral("[pi]:2222"));
        QCOMPARE(e.changedKeyFiles, QStringList{QStringLiteral("/home/u/.local/share/app/known_hosts")});
    }

    // Forgetting a changed key: every entry of that host goes, plain (alone, in a list, any case) or
    // hashed; other hosts, the same host on another port, comments and markers stay byte for byte.
    void forgetHostKeyRemovesOnlyThatHost()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("known_hosts"));
        auto hashed = [](const QByteArray &name, const QByteArray &salt) -> QByteArray {
            return "|1|" + salt.toBase64() + '|' +
                   QMessageAuthenticationCode::hash(name, salt, QCryptographicHash::Sha1).toBase64();
        };
        const QByteArray kept = "# the app's file\n"
                                "[pi]:2222 ssh-ed25519 AAAAport\n"
                                "@revoked pi ssh-ed25519 AAAArevoked\n"
                                + hashed("nas", "0123456789abcdefghij") + " ssh-ed25519 AAAAnas\n"
                                "nas ssh-ed25519 AAAAplain\n";
        const QByteArray gone = "pi ssh-ed25519 AAAAold\n"
                                "nas.lan,PI ssh-rsa AAAAlist\n"
                                + hashed("pi", "abcdefghij0123456789") + " ecdsa-sha2-nistp256 AAAAhashed\n";
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(gone.left(gone.indexOf('\n') + 1) + kept + gone.mid(gone.indexOf('\n') + 1));
        f.close();
        QString error;
        QVERIFY2(forgetHostKey(file, QStringLiteral("pi"), &error), qPrintable(error));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kept);
        f.close();
        QVERIFY(!forgetHostKey(dir.filePath(QStringLiteral("missing")), QStringLiteral("pi"), &error));
        QVERIFY(!error.isEmpty());
    }

    void authFailureNamesMethods()
    {
        const SshError e = SshError::authFailed(
            QStringLiteral("pi"), {QStringLiteral("none"), QStringLiteral("ssh-agent")},
            offeredMethodNames(int(SSH_AUTH_METHOD_PUBLICKEY | SSH_AUTH_METHOD_PASSWORD)));
        QVERIFY2(e.message.contains(QLatin1String("Tried: none, ssh-agent.")), qPrintable(e.message));
        QVERIFY2(e.message.contains(QLatin1String("publickey, password")), qPrintable(e.message));
        // And what to do about it.
        QVERIFY2(e.message.contains(QLatin1String("ssh-copy-id pi@")), qPrintable(e.message));
    }
};

QTEST_GUILESS_MAIN(TestSshPure)
#include "tst_sshpure.moc"
