// CommandChannel (the worker thread's side of one command) on a real libssh session to the loopback
// sshd, driven by hand: the test decides when poll() runs, which the worker's timers cannot.
//
// The case that matters: the command's last output, its end and the channel's close all wait in the
// socket when polling starts (the client was busy). libssh reads the socket 4 kB at a time, and a
// read made while checking stderr can complete stdout's last packet and take in the close with it.
// The channel then counts as closed by the server while stdout still holds that output; it must be
// read before the command counts as finished (CI once lost 26,304 of 3,000,000 bytes this way).
#include "remote/ssh/commandchannel.h"
#include "remote/ssh/sshsession.h"
#include "tests/integration/sshdfixture.h"

#include <QDeadlineTimer>
#include <QTest>
#include <QThread>

#include <sys/ioctl.h>

class TestCommandChannel : public QObject
{
    Q_OBJECT
private:
    SshdFixture m_sshd;
    std::unique_ptr<SshSession> m_session;

    int socketFd() const
    {
        return m_session->socket() >= 0 ? int(m_session->socket()) : ssh_get_fd(m_session->handle());
    }
    int bytesWaiting() const
    {
        int n = 0;
        return ::ioctl(socketFd(), FIONREAD, &n) == 0 ? n : -1;
    }
    // Pacing only: lets the server's packets pile up until the socket stops growing. Were the close
    // not in yet, the round would still have to pass; it would only test less.
    void waitUntilTheSocketIsStill(int atLeast) const
    {
        QDeadlineTimer limit(10000);
        int last = -1;
        while (!limit.hasExpired()) {
            const int now = bytesWaiting();
            if (now >= atLeast && now == last)
                return;
            last = now;
            QThread::msleep(200);
        }
    }

    // Polls as the worker would, until the command is no longer running or 30 s have passed (a
    // hang guard, not a measure: every command here ends within seconds).
    static CommandChannel::State pollUntilEnd(CommandChannel &channel, QByteArray &out, QByteArray &err)
    {
        const auto collect = [&](const QByteArray &chunk, bool isStderr) { (isStderr ? err : out) += chunk; };
        CommandChannel::State state = CommandChannel::State::Running;
        QDeadlineTimer guard(30000);
        while (state == CommandChannel::State::Running && !guard.hasExpired()) {
            state = channel.poll(collect);
            if (state == CommandChannel::State::Running)
                QThread::msleep(1);
        }
        return state;
    }

private slots:
    void initTestCase()
    {
        if (const QString why = m_sshd.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
        SshTarget t = m_sshd.target();
        t.acceptNewHostKey = true;
        m_session = std::make_unique<SshSession>(t);
        const SshError e = m_session->open(nullptr, [](SshSession::Stage) {});
        QVERIFY2(!e, qPrintable(e.message + QLatin1Char(' ') + e.detail));
    }

    void outputThatArrivesWithTheCloseIsRead()
    {
        // Sizes below libssh's first window (64,000 bytes), so the server can send everything
        // before the first poll; varied so the last packet ends at a different place each time.
        int commands = 0;
        for (int size = 20000; size <= 60000; size += 1337) {
            CommandChannel channel(1, 60);
            // Made in a file first, so cat writes it in one go and sshd sends it in packets as big
            // as the channel allows (as when a busy client let the pipe fill up).
            const QString command = QStringLiteral("f=$(mktemp) && head -c %1 /dev/zero | tr '\\0' x >\"$f\" && "
                                                   "printf e >&2 && cat \"$f\"; rm -f \"$f\"")
                                        .arg(size);
            QVERIFY(!channel.start(m_session->handle(), command));
            waitUntilTheSocketIsStill(size);

            QByteArray out, err;
            QCOMPARE(int(pollUntilEnd(channel, out, err)), int(CommandChannel::State::Finished));
            QCOMPARE(channel.result().exitStatus, 0);
            QCOMPARE(err, QByteArray("e"));
            QCOMPARE(out.size(), size);
            QCOMPARE(out.count('x'), size);
            ++commands;
        }
        QCOMPARE(commands, 30);
    }

    // A command that closes its output and ends a second later: sshd sends the channel's EOF at
    // once and its exit status and close only when the process ends. libssh's reads stop taking
    // in packets once the EOF is in, so without a pump of their own the end stayed in the socket
    // until the command's timeout (under Wine: a 120 s probe, a 600 s CI check).
    void endThatArrivesAfterTheEofIsTakenIn()
    {
        CommandChannel channel(1, 60);
        QVERIFY(
            !channel.start(m_session->handle(),
                           QStringLiteral("printf o; printf e >&2; exec >/dev/null 2>&1; sleep 1; exit 3")));
        QByteArray out, err;
        QCOMPARE(int(pollUntilEnd(channel, out, err)), int(CommandChannel::State::Finished));
        QCOMPARE(channel.result().exitStatus, 3);
        QCOMPARE(out, QByteArray("o"));
        QCOMPARE(err, QByteArray("e"));
    }

    void cleanupTestCase() { m_session.reset(); }
};

QTEST_GUILESS_MAIN(TestCommandChannel)
#include "tst_commandchannel.moc"
