// RunOrchestrator against a real OpenSSH server on 127.0.0.1: Cancel during each step ends the run
// as cancelled with that step recorded, and leaves no temp file on either side and no process of
// ours on the "Pi". Also the live signals the Run page draws from.
#include "remote/jobs/runorchestrator.h"
#include "remote/ssh/sshconnection.h"
#include "tests/integration/loopbackpi.h"
#include "tests/integration/sshdfixture.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestRunOrchestrator : public QObject
{
    Q_OBJECT
private:
    LoopbackPi m_pi;

    SshConnection &connection() { return m_pi.connection(); }
    static QStringList tempFiles(const QString &dir) { return LoopbackPi::tempFiles(dir); }
    // Processes of ours left on the "Pi": below our sshd (the probe, dd, listeners, the sampler), and
    // anywhere on the machine naming this test's own directory (a dd that left the tree).
    QStringList ourProcesses(const QString &remoteDir) const
    {
        QStringList found;
        for (const char *pattern : {"pinas-doctor-", "@@port", "@@hz", "@@has", "@@begin", "dd if="})
            found << m_pi.sshd().processesBelowServer(QString::fromLatin1(pattern));
        int rc = 0;
        const QString out = SshdFixture::run(QStringLiteral("pgrep"),
                                             {QStringLiteral("-a"), QStringLiteral("-f"), remoteDir}, &rc);
        if (rc == 0)
            found << out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return found;
    }

private slots:
    void initTestCase()
    {
        if (const QString why = m_pi.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void cleanupTestCase() { m_pi.shutdown(); }

    void cancelAtEachStep_data()
    {
        QTest::addColumn<QString>("step");
        for (const QString &id : RunOrchestrator::stepIds(false))
            QTest::newRow(qPrintable(id)) << id;
    }

    void cancelAtEachStep()
    {
        QFETCH(QString, step);
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        RunOrchestrator::Params p;
        p.profile.remoteDir = remote.path();
        p.profile.sharePath = share.path();
        p.allowLocalShare = true; // a folder on this machine stands for the share
        p.profile.name = QStringLiteral("loopback");
        RunOrchestrator o(&connection(), p);
        QSignalSpy done(&o, &RunOrchestrator::finished);
        QSignalSpy progress(&o, &RunOrchestrator::progressChanged);
        // The cancel lands at a point the run itself marks, never after a fixed delay: a disk or
        // network test once its first rate sample shows it under way (or, if it ended without one,
        // as the next step starts); the probe, the cleanup and the share tests as they start.
        bool cancelled = false;
        bool reached = false;
        const bool waitForRate =
            step.startsWith(QLatin1String("pi-disk-")) || step.startsWith(QLatin1String("net-"));
        auto cancelNow = [&] {
            if (!cancelled) {
                cancelled = true;
                o.cancel();
            }
        };
        connect(&o, &RunOrchestrator::stepStarted, this, [&](const QString &id) {
            if (id == step) {
                reached = true;
                if (!waitForRate)
                    cancelNow();
            } else if (reached) {
                cancelNow();
            }
        });
        connect(&o, &RunOrchestrator::throughputSample, this, [&](const QString &id) {
            if (id == step)
                cancelNow();
        });
        o.start();
        QVERIFY(done.wait(180000));
        QVERIFY(cancelled);
        QVERIFY(o.wasCancelled());
        QVERIFY(!o.allStepsOk());
        const Run &run = o.run();
        const auto s = run.step(step);
        QVERIFY(s);
        // A short step may end ok just before the cancel lands: from the first step that did not end
        // ok, every step is cancelled. (Local share steps on a fast disk can all be over first.)
        const QStringList ids = RunOrchestrator::stepIds(false);
        qsizetype firstNotOk = -1;
        for (qsizetype i = ids.indexOf(step); i < ids.size(); ++i) {
            if (run.step(ids.at(i))->status != RunStep::Status::Ok) {
                firstNotOk = i;
                break;
            }
        }
        if (firstNotOk < 0)
            QVERIFY2(step.startsWith(QLatin1String("share-")), "a remote step finished despite the cancel");
        else
            for (qsizetype i = firstNotOk; i < ids.size(); ++i)
                QCOMPARE(run.step(ids.at(i))->status, RunStep::Status::Cancelled);
        QVERIFY(!progress.isEmpty());
        QVERIFY(tempFiles(remote.path()).isEmpty());
        QVERIFY(tempFiles(share.path()).isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(ourProcesses(remote.path()).isEmpty(),
                                  qPrintable(ourProcesses(remote.path()).join(QLatin1Char('\n'))), 5000);
        QVERIFY(!run.toJson().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRunOrchestrator)
#include "tst_runorchestrator.moc"
