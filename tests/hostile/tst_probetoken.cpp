// The probe's framing token stays in the app's own channel (issue 27): while a real probe runs over
// the loopback sshd, every process's command line on the "Pi" (this machine) is read again and
// again, and none holds the token. Any user on a Pi can read /proc/*/cmdline; whoever knows the
// token can end a section early and remove a running smbd from the facts.
#include "core/probe/transcript.h"
#include "remote/jobs/probejob.h"
#include "tests/integration/jobwait.h"
#include "tests/integration/loopbackpi.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>
#include <QTimer>

namespace {

// Every process's command line now, arguments joined by spaces.
QSet<QString> commandLines()
{
    QSet<QString> out;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        if (!pid.at(0).isDigit())
            continue;
        QFile f(QStringLiteral("/proc/") + pid + QStringLiteral("/cmdline"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QByteArray bytes = f.readAll();
        bytes.replace('\0', ' ');
        if (!bytes.isEmpty())
            out.insert(QString::fromUtf8(bytes));
    }
    return out;
}

} // namespace

class TestProbeToken : public QObject
{
    Q_OBJECT
private:
    LoopbackPi m_pi;

private slots:
    void initTestCase()
    {
#ifndef Q_OS_LINUX
        QSKIP("reads /proc");
#endif
        if (const QString why = m_pi.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void tokenIsOnNoCommandLine()
    {
        QSet<QString> seen;
        int samples = 0;
        QTimer sampler;
        connect(&sampler, &QTimer::timeout, this, [&] {
            seen.unite(commandLines());
            ++samples;
        });
        sampler.start(20);
        ProbeJob job(&m_pi.connection(), {});
        QVERIFY(runJob(job));
        sampler.stop();
        QCOMPARE(job.outcome(), Job::Outcome::Ok);
        const Transcript t = Transcript::parse(job.transcript());
        QCOMPARE(t.version(), 2);
        const QString token = t.token();
        QCOMPARE(token.size(), qsizetype(32));
        qInfo("%d samples, %lld distinct command lines", samples, qint64(seen.size()));
        // The sampler saw the probe running: its wrapper and the shell that reads the script.
        bool sawWrapper = false;
        bool sawShell = false;
        for (const QString &line : std::as_const(seen)) {
            sawWrapper = sawWrapper || line.contains(QStringLiteral("pinas-run"));
            sawShell = sawShell || line.startsWith(QStringLiteral("sh -s"));
            QVERIFY2(!line.contains(token), qPrintable(line.left(200)));
            QVERIFY2(!line.contains(QStringLiteral("PINAS_TOKEN")), qPrintable(line.left(200)));
        }
        QVERIFY(sawWrapper);
        QVERIFY(sawShell);
        QVERIFY(!t.truncated());
        QVERIFY(t.section(QStringLiteral("processes")));
    }

    void cleanupTestCase() { m_pi.shutdown(); }
};

QTEST_GUILESS_MAIN(TestProbeToken)
#include "tst_probetoken.moc"
