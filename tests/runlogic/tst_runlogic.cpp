// The run logic (RunOrchestrator and its jobs) on the scripted runner: a cancel, a failure, a
// silence and a lying figure placed at an exact point of every step, with the run's resulting state
// asserted. No sshd: the "Pi" is this machine (tests/support/scriptedrunner.h); the loopback-sshd
// tests (tst_runorchestrator) stay the real check. Nothing here waits for a clock to decide a result.
#include "core/model/completeness.h"
#include "remote/jobs/runsteps.h"
#include "tests/runlogic/runlogicfixture.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

class TestRunLogic : public QObject
{
    Q_OBJECT
private:
    static QStringList allSteps() { return RunOrchestrator::stepIds(false); }
    static bool isShare(const QString &id) { return id.startsWith(QLatin1String("share-")); }

    // Every step before `step` ended ok, `step` has `status`, and every later step is `after`
    // (cancelled after a cancel; after a failure the run goes on, so any end but "not recorded").
    static void checkSteps(const Run &run, const QString &step, RunStep::Status status)
    {
        const QStringList ids = allSteps();
        for (const QString &id : ids) {
            const auto s = run.step(id);
            QVERIFY2(s, qPrintable(QStringLiteral("step %1 not recorded").arg(id)));
            if (ids.indexOf(id) < ids.indexOf(step))
                QVERIFY2(s->status == RunStep::Status::Ok,
                         qPrintable(id + QStringLiteral(": ") + s->message));
        }
        QCOMPARE(run.step(step)->status, status);
    }

    static void addStepColumn()
    {
        QTest::addColumn<QString>("step");
        for (const QString &id : allSteps())
            QTest::newRow(qPrintable(id)) << id;
    }

private slots:
    void everyKindHasAStep()
    {
        QVERIFY2(RunOrchestrator::unhandledKinds().isEmpty(),
                 qPrintable(RunOrchestrator::unhandledKinds().join(QLatin1Char(' '))));
        for (Measurement::Kind k : Measurement::allKinds())
            QVERIFY(RunOrchestrator::stepIds(true).contains(Measurement::kindKey(k)));
    }

    // The other half of the job key's two spellings (steps.cpp, runsteps.cpp): a factory whose key
    // no step of the registry names would never run, and its job's step would have none.
    void everyFactoryRunsAStep()
    {
        for (const StepFactory &f : RunSteps::factories()) {
            QVERIFY2(!Steps::idOf(f.job).isEmpty(), f.job.data());
            QVERIFY(f.make && f.collect);
        }
    }

    // A step the table does not know fails the run at start, loudly, instead of leaving it waiting.
    void unknownStepFailsAtStart()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make({QStringLiteral("probe"), QStringLiteral("no-such-step")});
        QTest::ignoreMessage(QtCriticalMsg, "RunOrchestrator: no step handles no-such-step");
        QVERIFY(f.runToEnd(5000));
        QVERIFY(f.pi.commands().isEmpty()); // nothing ran on the Pi
        QCOMPARE(o.run().step(QStringLiteral("no-such-step"))->status, RunStep::Status::Failed);
        QCOMPARE(o.run().step(QStringLiteral("probe"))->status, RunStep::Status::Failed);
        QVERIFY(o.run().step(QStringLiteral("probe"))->message.contains(QLatin1String("no-such-step")));
        QVERIFY(!o.isRunning());
    }

    void wholeRun()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        QVERIFY(f.runToEnd());
        for (const RunStep &s : o.run().steps()) {
            QVERIFY2(s.status == RunStep::Status::Ok, qPrintable(s.id + QStringLiteral(": ") + s.message));
            // Each step says how long it ran and why it ended (docs/design.md "Run file").
            QVERIFY2(s.seconds >= 0, qPrintable(s.id));
            QVERIFY2(s.stop.has_value(), qPrintable(s.id));
            const bool throughput = Measurement::kindFromKey(s.id) != Measurement::Kind::Unknown;
            if (throughput)
                QVERIFY2(s.stop == TestStop::Stable || s.stop == TestStop::Cap || s.stop == TestStop::Size,
                         qPrintable(s.id + QStringLiteral(": ") + TestStops::key(*s.stop)));
            else
                QCOMPARE(*s.stop, TestStop::Done);
        }
        QVERIFY(o.allStepsOk());
        for (Measurement::Kind k : Measurement::allKinds()) {
            if (k == Measurement::Kind::ShareCopyFile)
                continue;
            bool found = false;
            for (const Measurement &m : o.run().measurements())
                found = found || (m.kind() == k && m.hasFigures());
            QVERIFY2(found, qPrintable(Measurement::kindKey(k)));
        }
        QVERIFY(!o.run().transcript().isEmpty());
        // This PC's facts are in the run when it ends (issue #30): read here, on this machine.
        const QJsonObject pc = o.run().extra().value(QStringLiteral("pc")).toObject();
        QVERIFY(!pc.isEmpty());
        QVERIFY(!pc.value(QStringLiteral("os")).toString().isEmpty() || !pc.value(QStringLiteral("notes")).toArray().isEmpty());
        QVERIFY(RunLogicFixture::tempFiles(f.remote.path()).isEmpty());
        QVERIFY(RunLogicFixture::tempFiles(f.share.path()).isEmpty());
        QTRY_COMPARE(f.pi.running(), 0);
    }

    // A re-measure ("Measure again" after a change) runs only its steps and says so in the run file;
    // a test's cut of the steps (the same list, not chosen) leaves no mark.
    void chosenStepsAreRecorded()
    {
        const QStringList steps{QStringLiteral("probe"), QStringLiteral("share-write"),
                                QStringLiteral("share-read"), QStringLiteral("share-small-files")};
        for (const bool chosen : {true, false}) {
            RunLogicFixture f;
            RunOrchestrator &o = f.make(steps, chosen);
            QVERIFY(f.runToEnd());
            QStringList ran;
            for (const RunStep &s : o.run().steps())
                ran << s.id;
            QCOMPARE(ran, steps);
            QVERIFY(o.allStepsOk());
            const Completeness c = Completeness::of(o.run());
            QCOMPARE(c.state, Completeness::State::Complete);
            QCOMPARE(c.isRemeasure(), chosen);
            QCOMPARE(o.run().extra().value(QStringLiteral("steps_chosen")).toArray(),
                     chosen ? QJsonArray::fromStringList(steps) : QJsonArray());
            QTRY_COMPARE(f.pi.running(), 0);
        }
    }

    void cancelAtEachStep_data() { addStepColumn(); }

    // Cancel the moment the step starts: it and every later step end cancelled, earlier ones ok,
    // no file of ours is left and nothing keeps running on the "Pi".
    void cancelAtEachStep()
    {
        QFETCH(QString, step);
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        connect(&o, &RunOrchestrator::stepStarted, &o, [&o, step](const QString &id) {
            if (id == step)
                o.cancel();
        });
        QVERIFY(f.runToEnd());
        QVERIFY(o.wasCancelled());
        QVERIFY(!o.allStepsOk());
        checkSteps(o.run(), step, RunStep::Status::Cancelled);
        for (const RunStep &s : o.run().steps())
            if (s.status == RunStep::Status::Cancelled)
                QCOMPARE(s.stop, std::optional(TestStop::Cancelled));
        const QStringList ids = allSteps();
        for (qsizetype i = ids.indexOf(step); i < ids.size(); ++i) {
            const RunStep s = *o.run().step(ids.at(i));
            // A share test runs on a thread of its own: the one under way may still end first.
            if (!(isShare(step) && i == ids.indexOf(step) && s.status == RunStep::Status::Ok))
                QCOMPARE(s.status, RunStep::Status::Cancelled);
        }
        QVERIFY(RunLogicFixture::tempFiles(f.remote.path()).isEmpty());
        QVERIFY(RunLogicFixture::tempFiles(f.share.path()).isEmpty());
        QTRY_COMPARE(f.pi.running(), 0);
    }

    // Cancel inside a remote step, the moment its command is under way on the Pi.
    void cancelWhileCommandRuns_data()
    {
        QTest::addColumn<QString>("step");
        for (const QString &id : allSteps())
            if (!RunLogicFixture::commandOf(id).isEmpty())
                QTest::newRow(qPrintable(id)) << id;
    }

    void cancelWhileCommandRuns()
    {
        QFETCH(QString, step);
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        const QRegularExpression pattern(RunLogicFixture::commandOf(step));
        bool inStep = false;
        connect(&o, &RunOrchestrator::stepStarted, &o, [&](const QString &id) { inStep = id == step; });
        connect(&f.pi, &ScriptedRunner::commandStarted, &o, [&](const QString &command) {
            if (inStep && pattern.match(command).hasMatch())
                o.cancel();
        });
        QVERIFY(f.runToEnd());
        QVERIFY(o.wasCancelled());
        checkSteps(o.run(), step, RunStep::Status::Cancelled);
        QVERIFY(RunLogicFixture::tempFiles(f.remote.path()).isEmpty());
        QTRY_COMPARE(f.pi.running(), 0);
    }

    void failureAtEachStep_data() { addStepColumn(); }

    // The step's command fails (or, for the share steps on this PC, its folder goes away): the step
    // is recorded failed with a message, the run goes on to its end and is not "all ok".
    void failureAtEachStep()
    {
        QFETCH(QString, step);
        RunLogicFixture f;
        const QString pattern = RunLogicFixture::commandOf(step);
        if (pattern.isEmpty()) {
            // On this PC: the share's folder vanishes right before that test (as when the server
            // drops the export), on the share job's own thread, before the test touches it.
            const QString folder = f.share.path();
            f.beforeShareTest = [folder, step](Measurement::Kind kind) {
                if (Measurement::kindKey(kind) == step)
                    QDir(folder).removeRecursively();
            };
        }
        RunOrchestrator &o = f.make();
        if (!pattern.isEmpty())
            f.faultAt(step, ScriptedRunner::Reply::fail("sh: 1: something went wrong\n", 2));
        QVERIFY(f.runToEnd());
        QVERIFY(!o.wasCancelled());
        QVERIFY(!o.allStepsOk());
        checkSteps(o.run(), step, RunStep::Status::Failed);
        QCOMPARE(o.run().step(step)->stop, std::optional(TestStop::Error));
        QVERIFY(!o.run().step(step)->message.isEmpty());
        for (const Measurement &m : o.run().measurements())
            if (m.kindKey() == step)
                QVERIFY2(!m.hasFigures(), "a failed step left a figure");
        QVERIFY(RunLogicFixture::tempFiles(f.remote.path()).isEmpty());
        QTRY_COMPARE(f.pi.running(), 0);
    }

    void silentStep_data()
    {
        QTest::addColumn<QString>("step");
        for (const QString &id : allSteps())
            if (!RunLogicFixture::commandOf(id).isEmpty())
                QTest::newRow(qPrintable(id)) << id;
    }

    // The Pi never answers a step's command: the run cannot hang on it. Every such command has a
    // deadline (the scripted runner counts those without one), and the step fails with a timeout.
    void silentStep()
    {
        QFETCH(QString, step);
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        f.faultAt(step, ScriptedRunner::Reply::silence());
        QVERIFY(f.runToEnd());
        QCOMPARE(f.pi.hangingForever(), 0);
        checkSteps(o.run(), step, RunStep::Status::Failed);
        QTRY_COMPARE(f.pi.running(), 0);
    }

    void chattyFailureIsCut_data() { silentStep_data(); }

    // A step's command fails after a megabyte of stderr (a hostile or broken Pi): the step's message
    // stays a message, and where it quotes the command it keeps the end, where the reason is.
    void chattyFailureIsCut()
    {
        QFETCH(QString, step);
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        const QByteArray noise = QByteArray("dd: error reading '/dev/sda': Input/output error\n").repeated(20000);
        f.faultAt(step, ScriptedRunner::Reply::fail(noise + "sh: 1: the last word\n", 2));
        QVERIFY(f.runToEnd());
        checkSteps(o.run(), step, RunStep::Status::Failed);
        const QString message = o.run().step(step)->message;
        QVERIFY2(message.size() <= CommandResult::kMaxReasonChars + 200, qPrintable(message.left(300)));
        // The probe's own message says it printed no transcript; dd's quotes dd's own lines.
        if (step != QLatin1String("probe"))
            QVERIFY2(message.contains(step.startsWith(QLatin1String("pi-disk-")) ? QLatin1String("Input/output error")
                                                                                 : QLatin1String("the last word")),
                     qPrintable(message));
        QTRY_COMPARE(f.pi.running(), 0);
    }

    // dd on the Pi claims a terabyte in a millisecond: the figure is refused with a message, the
    // step fails, and the read test that would have read that file is skipped.
    void lyingFigure()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        f.pi.script(RunLogicFixture::commandOf(QStringLiteral("pi-disk-write")),
                    ScriptedRunner::Reply::answer(
                        "@@flavor gnu\n@@avail 999999999\n@@count 8\n@@start 100.00\n"
                        "@@pid 4242\n@@ddend 100.00\n@@end 100.00\n@@size 1000000000000\n",
                        0, "1000000000000 bytes (1.0 TB, 931 GiB) copied, 0.001 s, 1.0 PB/s\n"),
                    1);
        QVERIFY(f.runToEnd());
        checkSteps(o.run(), QStringLiteral("pi-disk-write"), RunStep::Status::Failed);
        QVERIFY(o.run().step(QStringLiteral("pi-disk-write"))->message.contains(QLatin1String("impossible")));
        QCOMPARE(o.run().step(QStringLiteral("pi-disk-read"))->status, RunStep::Status::Skipped);
        for (const Measurement &m : o.run().measurements())
            if (m.kind() == Measurement::Kind::PiDiskWrite)
                QVERIFY(!m.hasFigures());
    }

    // The connection drops during a step: that step fails, the rest cannot run on the Pi.
    void connectionLostAtDiskWrite()
    {
        RunLogicFixture f;
        RunOrchestrator &o = f.make();
        connect(&f.pi, &ScriptedRunner::commandStarted, &o, [&f](const QString &command) {
            if (command.contains(QLatin1String("@@avail")))
                f.pi.setConnected(false);
        });
        f.pi.script(RunLogicFixture::commandOf(QStringLiteral("pi-disk-write")),
                    ScriptedRunner::Reply::loseConnection());
        QVERIFY(f.runToEnd());
        checkSteps(o.run(), QStringLiteral("pi-disk-write"), RunStep::Status::Failed);
        for (const QString &id : {QStringLiteral("pi-disk-read"), QStringLiteral("net-pi-to-pc")})
            QVERIFY(o.run().step(id)->status != RunStep::Status::Ok);
        QTRY_COMPARE(f.pi.running(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRunLogic)
#include "tst_runlogic.moc"
