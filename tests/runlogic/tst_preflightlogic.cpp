// The pre-flight's faults on the scripted runner: a cancel while this PC's side of the checks runs
// (the marker just written), a cancel as its Pi-side command starts, a Pi that never answers and a
// connection lost there. Each ends before any step, runs no probe, and leaves no marker in the share.
// The loopback-sshd tests (tst_preflight) are the real check of each setup mistake's message.
#include "tests/runlogic/runlogicfixture.h"

#include <QTest>

class TestPreflightLogic : public QObject
{
    Q_OBJECT
private:
    // The pattern of the pre-flight's Pi-side command (PreflightJob::piScript).
    static QString preflightCommand() { return QStringLiteral("@@pf-notfound"); }

    static bool ranProbe(const ScriptedRunner &pi)
    {
        for (const QString &c : pi.commands())
            if (c.contains(QLatin1String("@@begin")))
                return true;
        return false;
    }

    static bool isEmptyDir(const QString &dir)
    {
        return QDir(dir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

    static void checkNothingRan(const RunLogicFixture &f, RunStep::Status status)
    {
        const Run &run = f.orchestrator->run();
        QVERIFY(!ranProbe(f.pi));
        QVERIFY(run.measurements().isEmpty());
        for (const QString &id : RunOrchestrator::stepIds(false)) {
            const auto s = run.step(id);
            QVERIFY2(s, qPrintable(id));
            QCOMPARE(s->status, status);
        }
        QVERIFY(isEmptyDir(f.share.path()));
        QVERIFY(RunLogicFixture::tempFiles(f.remote.path()).isEmpty());
        QCOMPARE(f.pi.running(), 0);
    }

private slots:
    void cancelAfterTheMarkerIsWritten()
    {
        RunLogicFixture f;
        bool marked = false;
        f.afterPreflightMarker = [&] {
            // On the job's own thread: the cancel is the orchestrator's, on its thread, done before
            // the PC-side checks end.
            marked = true;
            QMetaObject::invokeMethod(f.orchestrator.get(), [&] { f.orchestrator->cancel(); },
                                      Qt::BlockingQueuedConnection);
        };
        RunOrchestrator &o = f.make();
        QVERIFY(f.runToEnd());
        QVERIFY(marked);
        QVERIFY(o.wasCancelled());
        QVERIFY(!o.preflightFailed());
        for (const QString &c : f.pi.commands())
            QVERIFY2(!c.contains(preflightCommand()), "the Pi was searched after the cancel");
        checkNothingRan(f, RunStep::Status::Cancelled);
    }

    void cancelAtThePiSideCommand()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        f.pi.script(preflightCommand(), ScriptedRunner::Reply::silence());
        connect(&f.pi, &ScriptedRunner::commandStarted, &o, [&](const QString &command) {
            if (command.contains(preflightCommand()))
                o.cancel();
        });
        QVERIFY(f.runToEnd());
        QVERIFY(o.wasCancelled());
        QVERIFY(!o.preflightFailed());
        checkNothingRan(f, RunStep::Status::Cancelled);
    }

    // A Pi that never answers the pre-flight: its timeout ends it, the run stops with a message.
    void silentPiStopsTheRun()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        f.pi.script(preflightCommand(), ScriptedRunner::Reply::silence());
        QVERIFY(f.runToEnd());
        QCOMPARE(f.pi.hangingForever(), 0); // the pre-flight's command has a timeout
        QVERIFY(o.preflightFailed());
        QVERIFY2(o.preflight().headline().startsWith(QStringLiteral("Could not check the Pi folder %1")
                                                          .arg(f.remote.path())),
                 qPrintable(o.preflight().headline()));
        checkNothingRan(f, RunStep::Status::Skipped);
    }

    void lostConnectionStopsTheRun()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        f.pi.script(preflightCommand(), ScriptedRunner::Reply::loseConnection());
        QVERIFY(f.runToEnd());
        QVERIFY(o.preflightFailed());
        QVERIFY(!o.preflight().headline().isEmpty());
        checkNothingRan(f, RunStep::Status::Skipped);
    }

    // The search ran out of time without finding the marker: not proof of a wrong share, so the
    // run goes on with a warning that says what could not be confirmed.
    void searchOutOfTimeIsAWarning()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        f.pi.script(preflightCommand(),
                    ScriptedRunner::Reply::answer("@@pf-dir ok\n@@pf-writable yes\n@@pf-avail 99999999\n"
                                                  "@@pf-user pi\n@@pf-searchtimeout\n"));
        bool probeStarted = false;
        connect(&o, &RunOrchestrator::stepStarted, &o, [&](const QString &id) {
            if (id == QLatin1String("probe")) {
                probeStarted = true;
                o.cancel();
            }
        });
        QVERIFY(f.runToEnd());
        QVERIFY(probeStarted);
        QVERIFY(!o.preflightFailed());
        QVERIFY(o.preflight().passed());
        QVERIFY2(o.preflight().headline().startsWith(QStringLiteral("Could not confirm that the share folder %1")
                                                          .arg(f.share.path())),
                 qPrintable(o.preflight().headline()));
        QVERIFY(QDir(f.share.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    }

    // The Pi prints something else than the script's lines (an alias, a lying shell): no check
    // passes by default, the run stops.
    void garbageAnswerStopsTheRun()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        f.pi.script(preflightCommand(), ScriptedRunner::Reply::answer("\x1b[31mhello\n@@pf-dir \n"));
        QVERIFY(f.runToEnd());
        QVERIFY(o.preflightFailed());
        checkNothingRan(f, RunStep::Status::Skipped);
    }
};

QTEST_GUILESS_MAIN(TestPreflightLogic)
#include "tst_preflightlogic.moc"
