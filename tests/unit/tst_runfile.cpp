#include "core/model/run.h"
#include "core/model/ddoutput.h"

#include "tst_runfile_readonlydir.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace {
QByteArray readFixture(const QString &name)
{
    QFile f(QStringLiteral(PINAS_FIXTURES "/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray runJson(const QByteArray &inner)
{
    return "{ \"format\": \"pinas-doctor-run\", \"version\": 1" +
           (inner.isEmpty() ? QByteArray() : ", " + inner) + " }";
}

// A run as the orchestrator would leave it after a partial session.
Run sampleRun()
{
    Run run;
    run.setLabel(u"ext4 after reformat"_s);
    run.setStarted(QDateTime(QDate(2026, 11, 29), QTime(12, 0, 0), Qt::UTC));
    run.setProfile(QJsonObject{{u"name"_s, u"nas"_s}, {u"host"_s, u"raspberrypi.local"_s}, {u"port"_s, 22}});
    run.setTranscript(QString::fromUtf8(
        "@@pinas-probe 1\n@@begin model\nRaspberry Pi 3 Model B Rev 1.2\n@@end model exit=0\n"));

    Measurement disk =
        Measurement::fromDdOutput(Measurement::Kind::PiDiskWrite,
                                  QString::fromUtf8(readFixture(u"seed-pi4-dd-usb3-enclosure.txt"_s)), {});
    disk.setPeakProcessCpu({{u"dd"_s, 35.5}, {u"usb-storage"_s, 4.0}});
    disk.setCacheSuspect(true);
    run.addMeasurement(disk);

    Measurement net(Measurement::Kind::NetPiToPc);
    net.setBytes(524288000);
    net.setSeconds(44.6);
    net.setMethod(u"nc"_s);
    run.addMeasurement(net);

    Measurement small(Measurement::Kind::ShareSmallFiles);
    small.setBytes(41943040);
    small.setSeconds(12.25);
    small.setFileCount(1000);
    small.setPeakProcessCpu({{u"smbd"_s, 101.5}});
    run.addMeasurement(small);

    Measurement failed(Measurement::Kind::ShareWrite);
    failed.setError(u"No space left on device"_s);
    run.addMeasurement(failed);

    Sample s;
    s.t = 1.5;
    s.cpuPerCore = {12.5, 3.0, 99.0, 0.0};
    s.iowait = 4.25;
    s.processCpu = {{u"nfsd"_s, 17.6}};
    s.nicRxBytesPerSecond = 11100000;
    s.nicTxBytesPerSecond = 250000;
    s.diskReadBytesPerSecond = 0;
    s.diskWriteBytesPerSecond = 11000000;
    s.step = u"share-write"_s;
    run.addSample(s);
    Sample bare;
    bare.t = 2.5;
    run.addSample(bare);

    run.setStep(u"probe"_s, RunStep::Status::Ok);
    run.setStep(u"pi-disk-write"_s, RunStep::Status::Ok);
    run.setStep(u"share-write"_s, RunStep::Status::Failed, u"No space left on device"_s);
    run.setStep(u"share-read"_s, RunStep::Status::Cancelled, u"Cancelled by the user"_s);
    RunStep read;
    read.id = u"pi-disk-read"_s;
    read.seconds = 3.25;
    read.stop = TestStop::Stable;
    run.setStep(read);
    return run;
}
} // namespace

class TestRunFile : public QObject
{
    Q_OBJECT
private slots:
    void roundTripInMemory()
    {
        const Run run = sampleRun();
        QVERIFY(!run.isComplete());
        const auto back = Run::fromJson(run.toJson());
        QVERIFY2(back.ok(), qPrintable(back.errorString()));
        QCOMPARE(back.value(), run);
        QCOMPARE(back.value().source(), Run::Source::RunFile);
        QCOMPARE(back.value().steps().size(), 5);
        QCOMPARE(back.value().step(u"pi-disk-read"_s)->seconds, 3.25);
        QCOMPARE(back.value().step(u"pi-disk-read"_s)->stop, std::optional(TestStop::Stable));
        QCOMPARE(back.value().step(u"share-read"_s)->seconds, -1.0); // never given: not recorded
        QCOMPARE(back.value().steps().at(2).status, RunStep::Status::Failed);
        QCOMPARE(back.value().step(u"share-read"_s)->status, RunStep::Status::Cancelled);
        QCOMPARE(back.value().step(u"share-read"_s)->message, u"Cancelled by the user"_s);
        QVERIFY(!back.value().step(u"net-pc-to-pi"_s));
        QCOMPARE(back.value().measurements().at(3).error(), u"No space left on device"_s);
        QVERIFY(!back.value().measurements().at(3).hasFigures());
    }

    void roundTripThroughAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"a.pinasrun"_s);
        const Run run = sampleRun();
        QVERIFY(run.save(path).ok());
        const auto loaded = Run::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
        QCOMPARE(loaded.value(), run);
        // Saving what was loaded gives the same bytes: nothing drifts from save to save.
        const QString again = dir.filePath(u"b.pinasrun"_s);
        QVERIFY(loaded.value().save(again).ok());
        QCOMPARE(readFile(again), readFile(path));

        const QJsonObject o = QJsonDocument::fromJson(readFile(path)).object();
        QCOMPARE(o.value(u"format"_s).toString(), u"pinas-doctor-run"_s);
        QCOMPARE(o.value(u"version"_s).toInt(), 1);
        QCOMPARE(o.value(u"started"_s).toString(), u"2026-11-29T12:00:00Z"_s);
        const QJsonObject m0 = o.value(u"measurements"_s).toArray().at(0).toObject();
        QCOMPARE(m0.value(u"kind"_s).toString(), u"pi-disk-write"_s);
        QCOMPARE(m0.value(u"bytes"_s).toDouble(), 1048576000.0);
        QCOMPARE(m0.value(u"seconds"_s).toDouble(), 9.16875);
        QCOMPARE(m0.value(u"peak_process_cpu"_s).toObject().value(u"dd"_s).toDouble(), 35.5);
        QVERIFY(m0.value(u"raw"_s).toString().contains(u"records in"_s));
    }

    // The example of docs/design.md, as written there.
    void designExample()
    {
        const auto run = Run::fromBytes(runJson(
            R"("label": "ext4 after reformat", "started": "2026-11-29T12:00:00Z", "profile": {"name": "nas"},
               "transcript": "@@pinas-probe 1\n", "measurements": [ { "kind": "share-write", "bytes": 1073741824,
               "seconds": 96.352, "peak_process_cpu": { "nfsd": 17.6 }, "raw": "..." } ], "samples": [])"));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        const Measurement m = run.value().measurements().value(0);
        QCOMPARE(m.kind(), Measurement::Kind::ShareWrite);
        QCOMPARE(m.bytes(), 1073741824);
        QCOMPARE(m.seconds(), 96.352);
        QCOMPARE(m.peakProcessCpu().value(u"nfsd"_s), 17.6);
        QVERIFY(std::abs(m.mbPerSecond() - 11.1439) < 0.0001); // MB = 10^6 bytes
        QCOMPARE(run.value().profileName(), u"nas"_s);
        QCOMPARE(run.value().started(), QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC));
    }

    void rawOnlyMeasurementIsParsed_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<double>("seconds");
        QTest::newRow("ja old") << u"seed-pi3b-dd-ja-nfs-client.txt"_s << qint64(1073741824) << 96.352;
        QTest::newRow("progress") << u"pi3bplus-dd-progress-nfs-write-new-format.txt"_s << qint64(1572864000)
                                  << 43.1339;
        QTest::newRow("busybox") << u"dd-busybox-docker-alpine-NOT-PI.txt"_s << qint64(83886080) << 1.426896;
        QTest::newRow("german") << u"dd-coreutils91-de_DE-progress-LOCAL-format.txt"_s << qint64(209715200000)
                                << 3.9134;
    }
    void rawOnlyMeasurementIsParsed()
    {
        QFETCH(QString, fixture);
        QFETCH(qint64, bytes);
        QFETCH(double, seconds);
        QJsonObject m{{u"kind"_s, u"pi-disk-write"_s}, {u"raw"_s, QString::fromUtf8(readFixture(fixture))}};
        const QByteArray json = QJsonDocument(QJsonObject{{u"format"_s, u"pinas-doctor-run"_s},
                                                          {u"version"_s, 1},
                                                          {u"measurements"_s, QJsonArray{m}}})
                                    .toJson();
        const auto run = Run::fromBytes(json);
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        const Measurement got = run.value().measurements().value(0);
        QCOMPARE(got.bytes(), bytes);
        QCOMPARE(got.seconds(), seconds);
        QVERIFY(got.figuresFromRaw());
        QVERIFY(got.rawProblem().isEmpty());
        QVERIFY(got.mbPerSecond() > 0);
    }

    void rawThatSaysTooLittleStillLoads()
    {
        const auto run = Run::fromBytes(runJson(
            R"("measurements": [ { "kind": "pi-disk-read", "raw": "10899206+0 records in\n10899206+0 records out\n",
               "block_size": 512 }, { "kind": "pi-disk-write", "raw": "Permission denied" } ])"));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        const Measurement records = run.value().measurements().at(0);
        QVERIFY(!records.hasFigures()); // bytes from records, but dd printed no time
        QVERIFY(!records.rawProblem().isEmpty());
        const Measurement garbage = run.value().measurements().at(1);
        QCOMPARE(garbage.bytes(), -1);
        QCOMPARE(garbage.mbPerSecond(), -1.0);
        QVERIFY(!garbage.rawProblem().isEmpty());
    }

    void failedTestKeepsRawButNoFigure()
    {
        const auto run = Run::fromBytes(runJson(
            R"("measurements": [ { "kind": "pi-disk-write", "error": "The connection to the Pi was lost.",
               "raw": "\r6291456 bytes (6.3 MB, 6.0 MiB) copied, 1 s, 6.1 MB/s" } ])"));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        const Measurement m = run.value().measurements().at(0);
        QVERIFY(!m.hasFigures());
        QVERIFY(!m.raw().isEmpty());
        QVERIFY(!m.error().isEmpty());
    }

    void explicitFiguresWinOverRaw()
    {
        const auto run = Run::fromBytes(runJson(
            R"("measurements": [ { "kind": "pi-disk-write", "bytes": 1000, "seconds": 2,
               "raw": "1073741824 bytes (1.1 GB) copied, 96.352 s, 11.1 MB/s" } ])"));
        QVERIFY(run.ok());
        QCOMPARE(run.value().measurements().at(0).bytes(), 1000);
        QCOMPARE(run.value().measurements().at(0).seconds(), 2.0);
        QVERIFY(!run.value().measurements().at(0).figuresFromRaw());
    }

    void transcriptOnlyRunFile()
    {
        const auto run = Run::fromBytes(
            runJson(R"("transcript": "@@pinas-probe 1\n@@begin model\nX\n@@end model exit=0\n")"));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        QVERIFY(run.value().measurements().isEmpty());
        QCOMPARE(run.value().source(), Run::Source::RunFile);
        QVERIFY(run.value().transcript().startsWith(u"@@pinas-probe 1\n"_s));
        QVERIFY(!run.value().started().isValid());
    }

    void bareTranscriptFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"probe.txt"_s);
        const QByteArray text = "@@pinas-probe 1\r\n@@begin lsusb-t\r\n" +
                                readFixture(u"pi1b-lsusb-t-smsc95xx.txt"_s) + "@@end lsusb-t exit=0\r\n";
        QVERIFY(writeFile(path, "\xEF\xBB\xBF" + text)); // a BOM from a Windows editor
        const auto run = Run::load(path);
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        QCOMPARE(run.value().source(), Run::Source::BareTranscript);
        QCOMPARE(run.value().transcript(), QString::fromUtf8(text)); // verbatim, CRs and all
        QVERIFY(run.value().measurements().isEmpty());
    }

    void pastedCommandOutputs()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"forum.txt"_s);
        const QByteArray text = "pi@raspberrypi:~ $ lsusb -t\n" +
                                readFixture(u"pi4-lsusb-t-uas-vl805.txt"_s) +
                                "pi@raspberrypi:~ $ vcgencmd get_throttled\n" +
                                readFixture(u"pi3b-vcgencmd-get-throttled-0x50005.txt"_s);
        QVERIFY(writeFile(path, text));
        const auto run = Run::load(path);
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        QCOMPARE(run.value().source(), Run::Source::PastedText);
        QCOMPARE(run.value().transcript(), QString::fromUtf8(text));
    }

    void utf16TextFromNotepad()
    {
        const QString text =
            QString::fromUtf8("@@pinas-probe 1\r\n@@begin model\r\nRaspberry Pi 4 Model B Rev 1.4\r\n"
                              "@@end model exit=0\r\n# 日本語のメモ\r\n");
        QByteArray le("\xFF\xFE");
        for (QChar c : text) {
            le.append(char(c.unicode() & 0xff));
            le.append(char(c.unicode() >> 8));
        }
        const auto run = Run::fromBytes(le);
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        QCOMPARE(run.value().source(), Run::Source::BareTranscript);
        QCOMPARE(run.value().transcript(), text);
        QVERIFY(!Run::fromBytes(le.left(le.size() - 1)).ok()); // odd length: not UTF-16 text
    }

    // A shared file's step durations and stop reasons are shown, never trusted: nonsense is dropped.
    void oddStepDurationsAreDropped()
    {
        const auto run = Run::fromBytes(runJson(
            R"("version": 1, "steps": [ {"step": "probe", "status": "ok", "seconds": -5, "stop": "forever"},
               {"step": "pi-disk-write", "status": "ok", "seconds": 1e300, "stop": "cap"},
               {"step": "pi-disk-read", "status": "ok", "seconds": "7", "stop": 3} ])"));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        QCOMPARE(run.value().steps().size(), 3);
        for (const RunStep &s : run.value().steps())
            QCOMPARE(s.seconds, -1.0);
        QCOMPARE(run.value().step(u"probe"_s)->stop, std::nullopt);
        QCOMPARE(run.value().step(u"pi-disk-write"_s)->stop, std::optional(TestStop::Cap));
        QCOMPARE(run.value().step(u"pi-disk-read"_s)->stop, std::nullopt);
    }

    // A step message is text from a shared file: a huge one is cut when read (a step list or a
    // report cell has to lay it out), and never half a character.
    void hugeStepMessageIsCut()
    {
        // Cut where an emoji (two UTF-16 units) starts: the whole emoji goes, not half of it.
        const QString huge = QString(RunStep::kMaxMessageChars - 2, u'x') + u"\U0001F600"_s.repeated(5000);
        const auto run = Run::fromBytes(runJson(
            u"\"version\": 1, \"steps\": [ {\"step\": \"probe\", \"status\": \"failed\", \"message\": \"%1\"} ]"_s
                .arg(huge).toUtf8()));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        const QString message = run.value().step(u"probe"_s)->message;
        QVERIFY2(message.size() <= RunStep::kMaxMessageChars, qPrintable(QString::number(message.size())));
        QVERIFY(message.endsWith(QChar(0x2026)));
        QVERIFY(message.startsWith(u"xxx"_s));
        QCOMPARE(message.at(message.size() - 2), u'x');

        Run made; // and the same when a run records it
        made.setStep(u"share-read"_s, RunStep::Status::Failed, huge);
        QCOMPARE(made.step(u"share-read"_s)->message, message);
    }

    void unknownKeysAreKept()
    {
        const auto run = Run::fromBytes(runJson(
            R"("version": 1, "future_block": {"x": [1, 2]}, "measurements": [ { "kind": "share-rdma", "bytes": 5,
               "seconds": 1, "future_field": "kept" } ], "samples": [ {"t": 1, "gpu": 3}, {"no_time": true} ],
               "steps": [ {"step": "probe", "status": "someday"}, {"step": "probe", "status": "ok"} ])"));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        const Run r = run.value();
        QCOMPARE(r.extra().value(u"future_block"_s).toObject().value(u"x"_s).toArray().size(), 2);
        QCOMPARE(r.measurements().at(0).kind(), Measurement::Kind::Unknown);
        QCOMPARE(r.measurements().at(0).kindKey(), u"share-rdma"_s);
        QCOMPARE(r.samples().size(), 1); // the sample without a time is dropped
        QCOMPARE(r.steps().size(), 1);   // so is the step with a status from the future
        const QJsonObject out = r.toJson();
        QVERIFY(out.contains(u"future_block"_s));
        const QJsonObject m = out.value(u"measurements"_s).toArray().at(0).toObject();
        QCOMPARE(m.value(u"future_field"_s).toString(), u"kept"_s);
        QCOMPARE(m.value(u"kind"_s).toString(), u"share-rdma"_s);
    }

    void minorVersionIsRead()
    {
        QVERIFY(Run::fromBytes(R"({"format": "pinas-doctor-run", "version": 1.3})").ok());
        QVERIFY(Run::fromBytes(R"({"format": "pinas-doctor-run", "version": "1.2"})").ok());
    }

    void badFilesGiveClearErrors_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << QByteArray("  \n") << u"empty"_s;
        QTest::newRow("other format")
            << QByteArray(R"({"format": "kdiskmark", "version": 1})") << u"\"kdiskmark\""_s;
        QTest::newRow("no format") << QByteArray(R"({"version": 1, "label": "x"})") << u"\"format\""_s;
        QTest::newRow("newer major") << QByteArray(R"({"format": "pinas-doctor-run", "version": 2})")
                                     << u"version 2"_s;
        QTest::newRow("newer major as text")
            << QByteArray(R"({"format": "pinas-doctor-run", "version": "3.0"})") << u"version 3.0"_s;
        QTest::newRow("no version") << QByteArray(R"({"format": "pinas-doctor-run"})") << u"version"_s;
        QTest::newRow("broken json") << QByteArray(R"({"format": "pinas-doctor-run", "version": 1,)")
                                     << u"JSON"_s;
        QTest::newRow("binary") << QByteArray("\x7f"
                                              "ELF\x02\x01\x01\0\0\0",
                                              10)
                                << u"binary"_s;
        QTest::newRow("bad bytes") << runJson(
                                          R"("measurements": [{"kind": "pi-disk-write", "bytes": "many"}])")
                                   << u"\"bytes\""_s;
        QTest::newRow("negative seconds")
            << runJson(R"("measurements": [{"kind": "pi-disk-read", "seconds": -3}])") << u"\"seconds\""_s;
        QTest::newRow("fractional bytes")
            << runJson(R"("measurements": [{"kind": "pi-disk-read", "bytes": 1.5}])") << u"\"bytes\""_s;
        QTest::newRow("no kind") << runJson(R"("measurements": [{"bytes": 1}])") << u"\"kind\""_s;
        QTest::newRow("measurements not a list")
            << runJson(R"("measurements": {"kind": "x"})") << u"\"measurements\""_s;
        QTest::newRow("bad date") << runJson(R"("started": "yesterday")") << u"yesterday"_s;
        QTest::newRow("cpu not numbers")
            << runJson(R"("measurements": [{"kind": "share-read", "peak_process_cpu": {"smbd": "hot"}}])")
            << u"\"peak_process_cpu\""_s;
    }
    void badFilesGiveClearErrors()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, mentions);
        const auto run = Run::fromBytes(data);
        QVERIFY(!run.ok());
        QVERIFY2(run.errorString().contains(mentions), qPrintable(run.errorString()));
    }

    void missingFileNamesThePath()
    {
        const auto run = Run::load(u"/nonexistent/dir/x.pinasrun"_s);
        QVERIFY(!run.ok());
        QVERIFY(run.errorString().contains(u"x.pinasrun"_s));
    }

    void secretsAreNeverSaved()
    {
        Run run;
        run.setProfile(
            QJsonObject{{u"name"_s, u"nas"_s},
                        {u"password"_s, u"hunter2"_s},
                        {u"ssh"_s, QJsonObject{{u"keyPassphrase"_s, u"pp"_s}, {u"host"_s, u"pi"_s}}},
                        {u"sudo_password"_s, u"s3"_s}});
        const QByteArray bytes = run.toJsonBytes();
        QVERIFY(!bytes.contains("hunter2"));
        QVERIFY(!bytes.contains("\"pp\""));
        QVERIFY(!bytes.contains("s3"));
        QVERIFY(bytes.contains("\"host\": \"pi\""));
        QCOMPARE(run.profileName(), u"nas"_s);
    }

    void startTimeIsUtc()
    {
        const auto run = Run::fromBytes(runJson(R"("started": "2026-11-29T21:00:00+09:00")"));
        QVERIFY(run.ok());
        QCOMPARE(run.value().started(), QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC));
        QCOMPARE(run.value().toJson().value(u"started"_s).toString(), u"2026-11-29T12:00:00Z"_s);
    }

    void headlineIsTheMedian()
    {
        const Run run = sampleRun();
        // Three dd runs in the fixture: 84.1, 115 and 114 MB/s (12.4745 s, 9.12218 s, 9.16875 s),
        // each added as a measurement of its own: the median is the 9.16875 s run.
        Run r = run;
        for (const DdSummary &s : DdOutput::parseAll(readFixture(u"seed-pi4-dd-usb3-enclosure.txt"_s))) {
            Measurement m(Measurement::Kind::PiDiskRead);
            m.setBytes(s.bytes);
            m.setSeconds(s.seconds);
            r.addMeasurement(m);
        }
        QVERIFY(std::abs(r.headlineMbPerSecond(Measurement::Kind::PiDiskRead) - 1048576000 / 9.16875 / 1e6) <
                1e-9);
        QCOMPARE(r.headlineMbPerSecond(Measurement::Kind::NetPcToPi), -1.0);
    }

    // Errors reach the user in their language: the app's Japanese catalogue translates them.
    void errorsAreTranslated()
    {
        QTranslator ja;
        if (!ja.load(QStringLiteral(PINAS_QM_DIR "/pinas_ja.qm")))
            QSKIP("pinas_ja.qm was not built");
        QCoreApplication::installTranslator(&ja);
        const auto newer = Run::fromBytes(R"({"format": "pinas-doctor-run", "version": 2})");
        const auto empty = Run::fromBytes(QByteArray());
        const QString kind = Measurement::kindTitle(Measurement::Kind::NetPiToPc);
        QCoreApplication::removeTranslator(&ja);
        QVERIFY2(newer.errorString().contains(QString::fromUtf8("形式バージョン 2")),
                 qPrintable(newer.errorString()));
        QCOMPARE(empty.errorString(), QString::fromUtf8("ファイルが空です。"));
        QCOMPARE(kind, QString::fromUtf8("ネットワーク（Pi → PC）"));
    }

    // Any bytes in give a run or an error, never a crash: truncated and damaged run files,
    // random bytes.
    void anyBytesGiveARunOrAnError()
    {
        const QByteArray good = sampleRun().toJsonBytes();
        auto check = [](const QByteArray &data) {
            const auto run = Run::fromBytes(data);
            return run.ok() || !run.errorString().isEmpty();
        };
        for (qsizetype n = 0; n <= good.size(); n += 7)
            QVERIFY(check(good.left(n)));
        QRandomGenerator rng(1129);
        for (int i = 0; i < 2000; ++i) {
            QByteArray m = good;
            for (int k = 0; k < 3; ++k)
                m[qsizetype(rng.bounded(quint32(m.size())))] = char(rng.bounded(256));
            QVERIFY(check(m));
        }
        for (int i = 0; i < 2000; ++i) {
            QByteArray junk(qsizetype(rng.bounded(300)), Qt::Uninitialized);
            for (char &c : junk)
                c = char(rng.bounded(256));
            if (i % 2)
                junk.prepend('{');
            QVERIFY(check(junk));
        }
    }

    // A failed save leaves the old file as it was and says why.
    void failedSaveKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString sub = dir.filePath(u"runs"_s);
        QVERIFY(QDir().mkpath(sub));
        const QString path = sub + u"/a.pinasrun"_s;
        Run first = sampleRun();
        QVERIFY(first.save(path).ok());
        const QByteArray before = readFile(path);

        Run second = sampleRun();
        second.setLabel(u"changed"_s);
        {
            ReadOnlyDirectory readOnly(sub);
            QVERIFY2(readOnly.isEffective(), "could not make the directory read-only");
            const auto saved = second.save(path);
            QVERIFY(!saved.ok());
            QVERIFY2(saved.errorString().contains(u"a.pinasrun"_s), qPrintable(saved.errorString()));
        }
        QCOMPARE(readFile(path), before);
        QCOMPARE(QDir(sub).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"a.pinasrun"_s}); // no temp files left
        QVERIFY(second.save(path).ok());
        QCOMPARE(Run::load(path).value().label(), u"changed"_s);
    }
};

QTEST_GUILESS_MAIN(TestRunFile)
#include "tst_runfile.moc"
