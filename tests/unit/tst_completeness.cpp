#include "core/model/completeness.h"
#include "core/report/comparison.h"
#include "core/report/report.h"
#include "core/report/reportjson.h"
#include "core/report/reporttext.h"
#include "diagnosistestutil.h"

#include <QJsonArray>
#include <QTest>

Q_DECLARE_METATYPE(Run)

using namespace DiagTest;

// Completeness is part of the verdict (issue #14 point 2): each state from the run's steps, carried
// by the report, `analyze --json` and the comparison; a cancelled run and a run whose Pi folder was
// read-only make no bottleneck claim, and an assumed ceiling never names the bottleneck by itself.
class TestCompleteness : public QObject
{
    Q_OBJECT

    // The Pi 4 example with every step recorded ok.
    static Run completeRun()
    {
        Run r = example(u"pi4-samba-ntfs.pinasrun"_qs);
        r.setStep(u"probe"_qs, RunStep::Status::Ok);
        r.setStep(u"share-write"_qs, RunStep::Status::Ok);
        return r;
    }

    // Cancelled while the hardware was read: nothing measured, the rest never ran.
    static Run cancelledAtProbe()
    {
        Run r = example(u"pi4-samba-ntfs.pinasrun"_qs);
        r.setMeasurements({});
        r.setSamples({});
        r.setStep(u"probe"_qs, RunStep::Status::Cancelled, u"Cancelled."_qs);
        for (const char *id : {"pi-disk-write", "pi-disk-read", "network-pi-to-pc", "share-write"})
            r.setStep(QString::fromLatin1(id), RunStep::Status::Cancelled, u"Not run: the run was cancelled."_qs);
        return r;
    }

    // The Pi folder on the SD card was read-only: the disk test failed, the share was measured at
    // 84 % of the SD card's typical figure — an assumed ceiling, never measured on this Pi.
    static Run readOnlyPiFolder()
    {
        const QJsonObject profile{{u"profile"_qs, QJsonObject{{u"remote_dir"_qs, u"/home/pi/share"_qs}}}};
        Sections s = pi4Board();
        s += {{u"mounts"_qs, u"/dev/mmcblk0p2 / ext4 rw,noatime 0 0\n"_qs}};
        Run probe = run(s, {}, profile);
        const double sd = Report::build(probe).layers.at(0).ceiling.mbPerSecond;
        Run r = run(s, QJsonArray{share(u"share-write"_qs, sd * 0.84)}, profile);
        r.setStep(u"probe"_qs, RunStep::Status::Ok);
        r.setStep(u"pi-disk-write"_qs, RunStep::Status::Failed,
                  u"dd: failed to open '/home/pi/share/pinas-test': Operation not permitted"_qs);
        r.setStep(u"pi-disk-read"_qs, RunStep::Status::Skipped, u"Skipped: the write test made no file to read."_qs);
        r.setStep(u"share-write"_qs, RunStep::Status::Ok);
        return r;
    }

private slots:
    void eachState_data()
    {
        QTest::addColumn<Run>("run");
        QTest::addColumn<QString>("key");
        Run transcriptOnly = example(u"pi4-samba-ntfs.pinasrun"_qs);
        transcriptOnly.setMeasurements({});
        QTest::newRow("complete") << completeRun() << u"complete"_qs;
        QTest::newRow("partial") << readOnlyPiFolder() << u"partial"_qs;
        QTest::newRow("cancelled") << cancelledAtProbe() << u"cancelled"_qs;
        QTest::newRow("facts-only") << transcriptOnly << u"facts-only"_qs;
    }

    void eachState()
    {
        QFETCH(Run, run);
        QFETCH(QString, key);
        const Completeness c = Completeness::of(run);
        QCOMPARE(Completeness::key(c.state), key);
        const Report report = Report::build(run);
        QCOMPARE(report.completeness.state, c.state);
        // analyze --json: a top-level "completeness".
        const QJsonObject json = ReportJson::toJson(report);
        QCOMPARE(json.value(u"completeness"_qs).toString(), key);
        QCOMPARE(json.value(u"missing_steps"_qs).toArray().size(), c.missing.size());
        QVERIFY(!Completeness::title(c.state).isEmpty());
    }

    void cancelledAtProbeMakesNoClaim()
    {
        const Report r = Report::build(cancelledAtProbe());
        QVERIFY(!r.diagnosis.bottleneck.layer);
        QVERIFY(!r.mainFinding());
        QVERIFY2(r.summary.startsWith(u"Cancelled — no diagnosis."_qs), qPrintable(r.summary));
        QVERIFY(!r.summary.contains(u"fix that matters most"_qs));
        QVERIFY(!r.summary.contains(u"bottleneck is"_qs));
        QCOMPARE(r.verdictHeadline, u"Cancelled — no diagnosis"_qs);
        QVERIFY(r.verdictFigure.isEmpty());
        QVERIFY(ReportJson::toJson(r).value(u"bottleneck"_qs).isNull());
    }

    void readOnlyPiFolderMakesNoClaim()
    {
        const Run run = readOnlyPiFolder();
        const Report r = Report::build(run);
        QVERIFY(r.shareMbPerSecond > 0);
        QVERIFY2(!r.diagnosis.bottleneck.layer, qPrintable(r.summary));
        QVERIFY(!r.mainFinding());
        QVERIFY2(!r.summary.contains(u"The bottleneck is"_qs), qPrintable(r.summary));
        // What is missing and why, in plain words, and which test would settle the assumption.
        QVERIFY2(r.summary.contains(u"Operation not permitted"_qs), qPrintable(r.summary));
        QVERIFY2(r.bottleneckReason.contains(u"assumed"_qs), qPrintable(r.bottleneckReason));
        QVERIFY2(r.bottleneckReason.contains(u"disk test on the Pi"_qs), qPrintable(r.bottleneckReason));
        // The SD card's figure is labelled assumed wherever the layer is shown.
        QVERIFY(r.layers.at(0).ceilingAssumed);
        QVERIFY(ReportText::render(r).contains(r.summary));
        // With the disk measured, the same figure names the layer.
        Run measured = run;
        measured.addMeasurement([&] {
            Measurement m(Measurement::Kind::PiDiskWrite);
            m.setBytes(1000000000);
            m.setSeconds(1000000000 / (r.shareMbPerSecond * 1.05e6));
            return m;
        }());
        measured.setStep(u"pi-disk-write"_qs, RunStep::Status::Ok);
        measured.setStep(u"pi-disk-read"_qs, RunStep::Status::Ok);
        const Report named = Report::build(measured);
        QCOMPARE(named.completeness.state, Completeness::State::Complete);
        QVERIFY2(named.diagnosis.bottleneck.layer == Layer::Storage, qPrintable(named.summary));
    }

    // Steps that failed with long messages (a chatty Pi): the summary stays a headline, each reason
    // cut, and still says which steps are missing and how each message began.
    void longReasonsStayShortInTheSummary()
    {
        Run run = readOnlyPiFolder();
        const QStringList ids = {u"pi-disk-write"_qs, u"net-pi-to-pc"_qs, u"net-pc-to-pi"_qs};
        for (const QString &id : ids)
            run.setStep(id, RunStep::Status::Failed, u"Reason for %1: "_qs.arg(id) + u"noise "_qs.repeated(1000));
        const Report r = Report::build(run);
        QVERIFY2(r.summary.size() < 2000, qPrintable(QString::number(r.summary.size())));
        for (const QString &id : ids)
            QVERIFY2(r.summary.contains(u"Reason for %1: noise"_qs.arg(id)), qPrintable(r.summary));
        QCOMPARE(run.step(u"net-pi-to-pc"_qs)->message.size(), RunStep::kMaxMessageChars); // kept, bounded
    }

    void comparisonDoesNotRankACancelledRun()
    {
        Run cancelled = cancelledAtProbe();
        // A cancelled run that did measure something still gets no change figure.
        cancelled.setMeasurements(example(u"pi4-samba-ntfs.pinasrun"_qs).measurements());
        cancelled.setStarted(QDateTime(QDate(2026, 11, 29), QTime(11, 0), Qt::UTC)); // the oldest
        const Comparison c = Comparison::build({example(u"pi4-samba-ext4.pinasrun"_qs), cancelled,
                                                example(u"pi4-samba-ntfs.pinasrun"_qs)});
        QCOMPARE(c.completeness.size(), 3);
        QCOMPARE(c.completeness.at(0), Completeness::State::Cancelled); // oldest first
        QCOMPARE(c.baseline, 1);                                         // the oldest not cancelled
        const Comparison::Row *state = c.row(u"completeness"_qs);
        QVERIFY(state);
        QCOMPARE(state->values.at(0), Completeness::title(Completeness::State::Cancelled));
        const Comparison::Row *share = c.row(u"share-write"_qs);
        QVERIFY(share);
        QVERIFY(!share->changePercent.at(0)); // the cancelled run: not ranked
        QCOMPARE(Comparison::formatChange(share->changePercent.at(2)), u"+167 %"_qs);
        QCOMPARE(c.toJson().value(u"completeness"_qs).toArray().at(0).toString(), u"cancelled"_qs);
        QVERIFY(c.row(u"bottleneck"_qs)->values.at(0).contains(u"cancelled"_qs));
    }
};

QTEST_GUILESS_MAIN(TestCompleteness)
#include "tst_completeness.moc"
