// The channel watchdogs of the remote scripts, run by a local sh with the "channel" (our stdin)
// still open after the script ends, as sshd keeps it open for a moment: the watcher must stop its
// own cat. Before the fix, the cat lost its parent and kept reading the channel (found once
// spinning on a test machine, parent PID 1).
#include "remote/jobs/remotediskjob.h"
#include "remote/ssh/shellquote.h"

#include <QDir>
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

// Live (not zombie) cat processes whose environment carries `marker`.
QStringList catsWithMarker(const QByteArray &marker)
{
    QStringList found;
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray s = stat.readAll();
        if (!s.contains("(cat) ") || s.contains("(cat) Z"))
            continue;
        QFile env(QStringLiteral("/proc/%1/environ").arg(pid));
        if (env.open(QIODevice::ReadOnly) && env.readAll().split('\0').contains(marker))
            found << pid;
    }
    return found;
}

} // namespace

class TestWatchdogs : public QObject
{
    Q_OBJECT

    // Runs a script with sh, its stdin a FIFO this test holds open until after the check (QProcess's
    // own stdin pipe closes when the process ends); returns stdout.
    static QByteArray runWithOpenStdin(const QString &script, const QString &dir, QStringList *orphans)
    {
        const QByteArray marker = "PINAS_WATCHDOG_TEST=" + QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
        const QString fifo = dir + QStringLiteral("/channel");
        if (::mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
            return {};
        const int writer = ::open(QFile::encodeName(fifo).constData(), O_RDWR); // never blocks, no EOF
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(marker.left(marker.indexOf('='))),
                   QString::fromLatin1(marker.mid(marker.indexOf('=') + 1)));
        sh.setProcessEnvironment(env);
        sh.setWorkingDirectory(dir);
        sh.setStandardInputFile(fifo);
        sh.start(QStringLiteral("sh"), {QStringLiteral("-c"), script});
        const bool ran = sh.waitForStarted() && sh.waitForFinished(60000);
        // A TERMed cat needs a moment to go: wait for it to, a leftover shows as a failure after 10 s.
        QElapsedTimer clock;
        clock.start();
        while (!(*orphans = catsWithMarker(marker)).isEmpty() && clock.elapsed() < 10000)
            QTest::qWait(50);
        ::close(writer);
        for (const QString &pid : *orphans) // do not leave them behind even when the test fails
            QProcess::execute(QStringLiteral("kill"), {pid});
        return ran ? sh.readAllStandardOutput() : QByteArray();
    }

private slots:
    void commandWrapperLeavesNoReader()
    {
        QTemporaryDir dir;
        QStringList orphans;
        const QByteArray out = runWithOpenStdin(wrapKillWithChannel(QStringLiteral("echo ran")), dir.path(), &orphans);
        QCOMPARE(out.trimmed(), QByteArray("ran"));
        QVERIFY2(orphans.isEmpty(), qPrintable(orphans.join(u' ')));
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
        const QByteArray out = runWithOpenStdin(RemoteDiskJob::script(p), dir.path(), &orphans);
        QVERIFY2(out.contains("@@end"), out.constData());
        QVERIFY2(orphans.isEmpty(), qPrintable(orphans.join(u' ')));
        // Every watcher is gone by now (no orphans), so the file stays or went for good.
        QVERIFY(QFile::exists(dir.filePath(p.fileName)));
    }
};

QTEST_GUILESS_MAIN(TestWatchdogs)
#include "tst_watchdogs.moc"
