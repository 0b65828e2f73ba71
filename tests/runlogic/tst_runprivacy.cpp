// What the capture path keeps: the real probe script runs on this machine (ScriptedRunner's local
// sh) while another process shows an `ssh -oIdentityFile=…` command line, and the saved run file
// must not hold it. Also: the finished probe command gives back its output buffer.
#include "core/model/run.h"
#include "remote/jobs/probejob.h"
#include "remote/ssh/remotecommand.h"
#include "tests/support/scriptedrunner.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

namespace {
const QString kSecret = QStringLiteral("-oIdentityFile=/home/x/.ssh/id_pinas_privacy_test");
}

class TestRunPrivacy : public QObject
{
    Q_OBJECT

private slots:
    void savedRunHoldsNoOtherCommandLines()
    {
        // Another job on "the Pi": its argv shows the key path, as `ssh -i` would.
        QProcess other;
        other.start(QStringLiteral("bash"),
                    {QStringLiteral("-c"), QStringLiteral("exec -a \"ssh %1 backup@example\" sleep 300").arg(kSecret)});
        QVERIFY(other.waitForStarted());
        auto stop = qScopeGuard([&other] {
            other.kill();
            other.waitForFinished();
        });
        // The probe's own `ps` shows it (so the test would see a leak).
        QProcess ps;
        ps.start(QStringLiteral("ps"), {QStringLiteral("-eo"), QStringLiteral("pid,user,pcpu,rss,comm,args")});
        QVERIFY(ps.waitForFinished());
        QVERIFY(ps.readAllStandardOutput().contains(kSecret.toUtf8()));

        ScriptedRunner pi;
        QByteArray raw; // everything the probe printed, as the channel delivered it
        connect(&pi, &ScriptedRunner::commandStarted, this, [&raw](const QString &, RemoteCommand *cmd) {
            connect(cmd, &RemoteCommand::standardOutputReceived, cmd, [&raw](const QByteArray &c) { raw += c; });
        });
        ProbeJob job(&pi, ProbeJob::Params{});
        QSignalSpy finished(&job, &Job::finished);
        job.start();
        QVERIFY(finished.wait(120000) || !finished.isEmpty());
        QVERIFY2(job.outcome() == Job::Outcome::Ok, qPrintable(job.errorString()));
        QVERIFY(raw.contains(kSecret.toUtf8())); // the Pi printed it...

        Run run;
        run.setTranscript(job.transcript());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.pinasrun"));
        QVERIFY(run.save(path).ok());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll();
        for (const QString &line : job.transcript().split(u'\n'))
            if (line.contains(QStringLiteral("IdentityFile")))
                qWarning() << line;
        QVERIFY(!bytes.contains("IdentityFile")); // ...the run file does not hold it
        QVERIFY(!bytes.contains("id_pinas_privacy_test"));
        QVERIFY(bytes.contains("@@begin")); // a real transcript was saved
        QVERIFY(job.transcript().contains(QStringLiteral(" processes\n")));

        // The finished probe command is deleted with its output once control returns to the loop.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(pi.findChildren<RemoteCommand *>().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRunPrivacy)
#include "tst_runprivacy.moc"
