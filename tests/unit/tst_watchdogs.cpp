// The channel watchdogs of the remote scripts, run by a local sh in a session of its own (as sshd
// runs them) with the "channel" (our stdin) a FIFO: held open after the script ends, as sshd keeps
// it open for a moment, the watcher must leave nothing behind; closed, it must end the command.
// Twice a reader was left over: first a cat that lost its parent and kept reading the channel
// (found spinning on a test machine, parent PID 1), then, 1 run in 16 on a busy machine, a cat that
// lost the TERM sent between its fork and its exec (the watcher now reads with the shell's `read`).
#include "remote/jobs/remotediskjob.h"
#include "remote/ssh/channelwatch.h"
#include "remote/ssh/shellquote.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Live (not zombie) processes whose environment carries `marker`: everything the script started.
QStringList processesWithMarker(const QByteArray &marker)
{
    QStringList found;
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray s = stat.readAll();
        if (s.contains(") Z "))
            continue;
        QFile env(QStringLiteral("/proc/%1/environ").arg(pid));
        if (env.open(QIODevice::ReadOnly) && env.readAll().split('\0').contains(marker))
            found << pid + QLatin1Char(' ') + QString::fromLatin1(s.mid(s.indexOf('('), s.indexOf(')') - s.indexOf('(') + 1));
    }
    return found;
}

} // namespace

class TestWatchdogs : public QObject
{
    Q_OBJECT

    enum class Channel
    {
        HeldOpen,     // as sshd keeps it for a moment after the command ends
        ClosedAtStart // as a cancel or a dropped link closes it under a running command
    };

    // Runs a script with sh in a session of its own (its watcher kills its whole process group),
    // its stdin a FIFO this test holds open or closes; returns stdout. `orphans`: what is left of it.
    static QByteArray runWithChannel(const QString &script, const QString &dir, Channel channel,
                                     QStringList *orphans)
    {
        const QByteArray marker = "PINAS_WATCHDOG_TEST=" + QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
        const QString fifo = dir + QStringLiteral("/channel");
        if (::mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
            return {};
        // O_RDWR never blocks and gives no EOF; not inherited, or sh would hold the channel open itself
        int writer = ::open(QFile::encodeName(fifo).constData(), O_RDWR | O_CLOEXEC);
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(marker.left(marker.indexOf('='))),
                   QString::fromLatin1(marker.mid(marker.indexOf('=') + 1)));
        sh.setProcessEnvironment(env);
        sh.setWorkingDirectory(dir);
        sh.setStandardInputFile(fifo);
        sh.start(QStringLiteral("setsid"), {QStringLiteral("sh"), QStringLiteral("-c"), script});
        bool ran = sh.waitForStarted();
        if (channel == Channel::ClosedAtStart) {
            // The end-of-file comes only once sh has the FIFO open for reading (it opens it before
            // it runs a line) and the writer is gone: the read side must not see "no writer yet".
            while (ran && sh.state() == QProcess::Running && !fifoHasReader(fifo))
                QTest::qWait(20);
            ::close(writer);
            writer = -1;
        }
        ran = ran && sh.waitForFinished(60000);
        // A killed process needs a moment to go: wait for it to, a leftover shows as a failure after 10 s.
        QElapsedTimer clock;
        clock.start();
        while (!(*orphans = processesWithMarker(marker)).isEmpty() && clock.elapsed() < 10000)
            QTest::qWait(50);
        if (writer >= 0)
            ::close(writer);
        for (const QString &entry : *orphans) // do not leave them behind even when the test fails
            QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-9"), entry.section(u' ', 0, 0)});
        return ran ? sh.readAllStandardOutput() : QByteArray();
    }

    // True when some process other than this one has `fifo` open.
    static bool fifoHasReader(const QString &fifo)
    {
        const QString target = QFileInfo(fifo).canonicalFilePath();
        const QString self = QString::number(QCoreApplication::applicationPid());
        for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            if (pid == self)
                continue;
            const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
            for (const QString &fd : fds.entryList(QDir::System)) {
                if (QFile::symLinkTarget(fds.filePath(fd)) == target)
                    return true;
            }
        }
        return false;
    }

private slots:
    void commandWrapperLeavesNoReader()
    {
        QTemporaryDir dir;
        QStringList orphans;
        const QByteArray out = runWithChannel(wrapKillWithChannel(QStringLiteral("echo ran")), dir.path(),
                                              Channel::HeldOpen, &orphans);
        QCOMPARE(out.trimmed(), QByteArray("ran"));
        QVERIFY2(orphans.isEmpty(), qPrintable(orphans.join(u", ")));
    }

    // The other half of the watcher's job: the channel closes under a command that would run for ten
    // minutes; the watcher ends it and everything it started (else sh and sleep are still there).
    void channelCloseEndsTheCommand()
    {
        QTemporaryDir dir;
        QStringList orphans;
        const QByteArray out = runWithChannel(wrapKillWithChannel(QStringLiteral("sleep 600; echo survived")),
                                              dir.path(), Channel::ClosedAtStart, &orphans);
        QVERIFY2(!out.contains("survived"), out.constData());
        QVERIFY2(orphans.isEmpty(), qPrintable(orphans.join(u", ")));
    }

    void diskScriptKeepsItsFileAndLeavesNoReader()
    {
        QTemporaryDir dir;
        RemoteDiskJob::Params p;
        p.remoteDir = dir.path();
        p.fileName = RemoteDiskJob::newFileName();
        p.minBytes = p.maxBytes = 1 << 20;
        p.maxSeconds = 2;
        p.keepFile = true; // kept for the read: the watchdog must not remove it when stopped
        QStringList orphans;
        const QByteArray out = runWithChannel(RemoteDiskJob::script(p), dir.path(), Channel::HeldOpen, &orphans);
        QVERIFY2(out.contains("@@end"), out.constData());
        QVERIFY2(orphans.isEmpty(), qPrintable(orphans.join(u", ")));
        // Every watcher is gone by now (no orphans), so the file stays or went for good.
        QVERIFY(QFile::exists(dir.filePath(p.fileName)));
    }
};

QTEST_GUILESS_MAIN(TestWatchdogs)
#include "tst_watchdogs.moc"
