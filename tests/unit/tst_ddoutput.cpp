#include "core/model/ddoutput.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <iterator>

using namespace Qt::Literals::StringLiterals;

namespace {
QByteArray readFixture(const QString &name)
{
    QFile f(QStringLiteral(PINAS_FIXTURES "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QStringList ddFixtures()
{
    const QDir dir(QStringLiteral(PINAS_FIXTURES));
    return dir.entryList({QStringLiteral("dd-*.txt"), QStringLiteral("pi1-dd-*.txt"),
                          QStringLiteral("pi-sdcard-dd-*.txt"), QStringLiteral("pi3bplus-dd-*.txt"),
                          QStringLiteral("seed-*-dd-*.txt")},
                         QDir::Files, QDir::Name);
}

QByteArray u8(const char8_t *s)
{
    return QByteArray(reinterpret_cast<const char *>(s));
}

const char *const kFixtureRows[] = {
    "dd-coreutils91-C-LOCAL-format.txt",
    "dd-coreutils91-de_DE-LOCAL-format.txt",
    "dd-coreutils91-de_DE-progress-LOCAL-format.txt",
    "dd-coreutils91-ja_JP-LOCAL-format.txt",
    "dd-ja_JP-old-coreutils-ceph-NOT-PI.txt",
    "dd-ja_JP-old-coreutils-small-bytes-NOT-PI.txt",
    "dd-ja_JP-old-coreutils-swapfile-NOT-PI.txt",
    "pi-sdcard-dd-old-format-a2life.txt",
    "pi1-dd-old-coreutils-format.txt",
    "pi3bplus-dd-progress-nfs-write-new-format.txt",
    "seed-pi3b-dd-ja-nfs-client.txt",
    "seed-pi4-dd-uasp-enclosure.txt",
    "seed-pi4-dd-usb3-enclosure.txt",
    "dd-busybox-docker-alpine-NOT-PI.txt",
    "dd-busybox-powerpc-time-NOT-PI.txt",
    "dd-busybox-no-third-line-NOT-PI.txt",
    "dd-busybox135-debian12-LOCAL.txt",
    "dd-fr_FR-ssh-pipe-opensvc-NOT-PI.txt",
    "dd-pt_PT-wipe-NOT-PI.txt",
};
} // namespace

class TestDdOutput : public QObject
{
    Q_OBJECT
private slots:
    // One row per real dd output in tests/fixtures; figures read from the files by hand.
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("blockSize");
        QTest::addColumn<int>("runs");
        QTest::addColumn<qint64>("firstBytes");
        QTest::addColumn<double>("firstSeconds");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("flavor");

        auto row = [](const char *file, qint64 bs, int runs, qint64 fb, double fs, bool ok, qint64 b,
                      double s, const char *fl) {
            QTest::newRow(file) << QString::fromLatin1(file) << bs << runs << fb << fs << ok << b << s
                                << QString::fromLatin1(fl);
        };
        row("dd-coreutils91-C-LOCAL-format.txt", 0, 3, 1073741824, 0.0204998, true, 1000, 4.053e-05, "gnu");
        row("dd-coreutils91-de_DE-LOCAL-format.txt", 0, 3, 1073741824, 0.0213384, true, 1000, 6.9042e-05,
            "gnu");
        row("dd-coreutils91-de_DE-progress-LOCAL-format.txt", 0, 1, 209715200000, 3.9134, true, 209715200000,
            3.9134, "gnu");
        row("dd-coreutils91-ja_JP-LOCAL-format.txt", 0, 3, 1073741824, 0.0210595, true, 1000, 7.0625e-05,
            "gnu");
        row("dd-ja_JP-old-coreutils-ceph-NOT-PI.txt", 0, 1, 1073741824, 46.9435, true, 1073741824, 46.9435,
            "gnu");
        row("dd-ja_JP-old-coreutils-small-bytes-NOT-PI.txt", 0, 1, 447, 0.000294833, true, 447, 0.000294833,
            "gnu");
        row("dd-ja_JP-old-coreutils-swapfile-NOT-PI.txt", 0, 1, 536870912, 7.35077, true, 536870912, 7.35077,
            "gnu");
        row("pi-sdcard-dd-old-format-a2life.txt", 0, 1, 163840000, 10.4644, true, 163840000, 10.4644, "gnu");
        row("pi1-dd-old-coreutils-format.txt", 0, 1, 3989078016, 385.982, true, 3989078016, 385.982, "gnu");
        row("pi3bplus-dd-progress-nfs-write-new-format.txt", 0, 2, 1572864000, 42.7459, true, 1572864000,
            43.1339, "gnu");
        row("seed-pi3b-dd-ja-nfs-client.txt", 0, 1, 1073741824, 96.352, true, 1073741824, 96.352, "gnu");
        row("seed-pi4-dd-uasp-enclosure.txt", 0, 3, 1048576000, 11.6425, true, 1048576000, 8.82478, "gnu");
        row("seed-pi4-dd-usb3-enclosure.txt", 0, 3, 1048576000, 12.4745, true, 1048576000, 9.16875, "gnu");
        row("dd-busybox-docker-alpine-NOT-PI.txt", 0, 2, 83886080, 3.084522, true, 83886080, 1.426896,
            "busybox");
        row("dd-busybox-powerpc-time-NOT-PI.txt", 0, 2, 536870912, 5.585880, true, 536870912, 7.780540,
            "busybox");
        // Records only: bytes from the default 512-byte blocks, but no time anywhere.
        row("dd-busybox-no-third-line-NOT-PI.txt", 512, 1, 5580393472, -1.0, false, 5580393472, -1.0,
            "records-only");
        // Debian's BusyBox 1.35, write then read of 64 MiB in 1 MiB blocks: records only.
        row("dd-busybox135-debian12-LOCAL.txt", 1 << 20, 2, 67108864, -1.0, false, 67108864, -1.0,
            "records-only");
        row("dd-fr_FR-ssh-pipe-opensvc-NOT-PI.txt", 0, 4, 1073741824, 22.5169, true, 1073741824, 33.7645,
            "gnu");
        row("dd-pt_PT-wipe-NOT-PI.txt", 0, 1, 1073741824, 2.17486, true, 1073741824, 2.17486, "gnu");
    }
    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(qint64, blockSize);
        QFETCH(int, runs);
        QFETCH(qint64, firstBytes);
        QFETCH(double, firstSeconds);
        QFETCH(bool, ok);
        QFETCH(qint64, bytes);
        QFETCH(double, seconds);
        QFETCH(QString, flavor);

        const QByteArray raw = readFixture(file);
        QVERIFY2(!raw.isEmpty(), qPrintable(file));
        DdParseOptions options;
        options.blockSize = blockSize;
        const QList<DdSummary> all = DdOutput::parseAll(raw, options);
        QCOMPARE(all.size(), runs);
        QCOMPARE(all.first().bytes, firstBytes);
        QCOMPARE(all.first().seconds, firstSeconds);

        const DdSummary last = DdOutput::parse(raw, options);
        QCOMPARE(last.ok, ok);
        QCOMPARE(last.bytes, bytes);
        QCOMPARE(last.seconds, seconds);
        QCOMPARE(DdOutput::flavorKey(last.flavor), flavor);
        QCOMPARE(last.reason.isEmpty(), ok);
        // Real dd output agrees with itself: the printed rate matches bytes / seconds.
        for (const DdSummary &s : all)
            QVERIFY2(s.rateConsistent, qPrintable(s.line));
        if (ok && last.flavor != DdSummary::Flavor::RecordsOnly) {
            QVERIFY(last.printedRate > 0);
            QVERIFY(std::abs(last.printedRate - last.bytesPerSecond()) / last.bytesPerSecond() < 0.1);
        }
    }

    // A new dd fixture must get a row above, so no real output goes untested.
    void everyFixtureHasARow()
    {
        QSet<QString> rows;
        for (const char *f : kFixtureRows)
            rows.insert(QString::fromLatin1(f));
        const QStringList files = ddFixtures();
        QCOMPARE(qsizetype(rows.size()), qsizetype(std::size(kFixtureRows)));
        for (const QString &f : files)
            QVERIFY2(rows.contains(f), qPrintable(QStringLiteral("no test row for fixture ") + f));
        QCOMPARE(qsizetype(files.size()), qsizetype(rows.size()));
    }

    // Formats with no fixture of their own, written from the formats' sources (GNU and BusyBox
    // dd.c) and the examples in docs/design.md.
    void inlineRows_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<qint64>("blockSize");
        QTest::addColumn<double>("elapsed");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("flavor");
        QTest::addColumn<bool>("consistent");

        QTest::newRow("ja new format")
            << u8(u8"4+0 レコード入力\n4+0 レコード出力\n1073741824 バイト (1.1 GB, 1.0 GiB) "
                  u8"コピーされました、 96.352 秒、 11.1 MB/秒\n")
            << qint64(0) << -1.0 << true << qint64(1073741824) << 96.352 << u"gnu"_s << true;
        QTest::newRow("progress with carriage returns")
            << QByteArray("1522532352 bytes (1.5 GB, 1.4 GiB) copied, 42 s, 36.2 MB/s\r1570766848 bytes (1.6 "
                          "GB, 1.5 GiB) "
                          "copied, 43 s, 36.4 MB/s\r\n1500+0 records in\n1500+0 records out\n1572864000 "
                          "bytes (1.6 GB, 1.5 GiB) "
                          "copied, 43.1339 s, 36.5 MB/s\n")
            << qint64(0) << -1.0 << true << qint64(1572864000) << 43.1339 << u"gnu"_s << true;
        QTest::newRow("progress only, cut off")
            << QByteArray("1522532352 bytes (1.5 GB, 1.4 GiB) copied, 42 s, 36.2 MB/s\r1570766848 bytes (1.6 "
                          "GB, 1.5 GiB) "
                          "copied, 43 s, 36.4 MB/s\r")
            << qint64(0) << -1.0 << true << qint64(1570766848) << 43.0 << u"gnu"_s << true;
        QTest::newRow("busybox design example")
            << QByteArray("1024+0 records in\n1024+0 records out\n1073741824 bytes (1.0GB) copied, 96.352 s, "
                          "10.6MB/s\n")
            << qint64(0) << -1.0 << true << qint64(1073741824) << 96.352 << u"busybox"_s << true;
        QTest::newRow("busybox without rate")
            << QByteArray("1024+0 records in\n1024+0 records out\n1073741824 bytes (1.0GB) copied, 96.352000 "
                          "seconds\n")
            << qint64(0) << -1.0 << true << qint64(1073741824) << 96.352 << u"busybox"_s << true;
        QTest::newRow("bsd") << QByteArray("1024+0 records in\n1024+0 records out\n1073741824 bytes "
                                           "transferred in 96.352000 secs (11143995 bytes/sec)\n")
                             << qint64(0) << -1.0 << true << qint64(1073741824) << 96.352 << u"bsd"_s << true;
        QTest::newRow("records only, timed by caller")
            << QByteArray("16+0 records in\n16+0 records out\n") << qint64(1048576) << 2.5 << true
            << qint64(16777216) << 2.5 << u"records-only"_s << true;
        QTest::newRow("records only, no block size")
            << QByteArray("16+0 records in\n16+0 records out\n") << qint64(0) << 2.5 << false << qint64(-1)
            << 2.5 << u"records-only"_s << true;
        QTest::newRow("records fallback, partial blocks")
            << u8(u8"0+4 レコード入力\n0+4 レコード出力\n") << qint64(512) << 0.5 << true << qint64(2048)
            << 0.5 << u"records-only"_s << true;
        // Records x block size past 2^63 (garbage or a lying dd): unknown, not a wrapped number.
        QTest::newRow("records times block size overflows")
            << QByteArray("9223372036854775807+1 records in\n9223372036854775807+1 records out\n")
            << qint64(512) << 2.5 << false << qint64(-1) << 2.5 << u"records-only"_s << true;
        QTest::newRow("records sum overflows")
            << QByteArray("9223372036854775807+9223372036854775807 records out\n") << qint64(1) << 2.5
            << false << qint64(-1) << 2.5 << u"records-only"_s << true;
        QTest::newRow("error then summary")
            << QByteArray("dd: error writing '/mnt/x': No space left on device\n24049+0 records in\n24048+0 "
                          "records out\n"
                          "25216602112 bytes (25 GB) copied, 10.1213 s, 2.5 GB/s\n")
            << qint64(0) << -1.0 << true << qint64(25216602112) << 10.1213 << u"gnu"_s << true;
        QTest::newRow("rate disagrees")
            << QByteArray("1073741824 Bytes (1,1 GB, 1,0 GiB) kopiert, 9,8 s, 50,3 GB/s\n") << qint64(0)
            << -1.0 << true << qint64(1073741824) << 9.8 << u"gnu"_s << false;
        QTest::newRow("zero seconds")
            << QByteArray("1000 bytes (1.0 kB, 1000 B) copied, 0 s, Infinity B/s\n") << qint64(0) << -1.0
            << false << qint64(1000) << 0.0 << u"gnu"_s << true;
        // Found by fuzz_ddoutput: a time no dd prints, which made the rate infinite.
        QTest::newRow("no measurable time")
            << QByteArray("3989078016 bytes (4.0 GB, 3.7 GiB) copied, 7.594e-303 s, 1 GB/s\n") << qint64(0) << -1.0
            << false << qint64(3989078016) << 7.594e-303 << u"gnu"_s << true;
        QTest::newRow("empty") << QByteArray() << qint64(0) << -1.0 << false << qint64(-1) << -1.0
                               << u"unknown"_s << true;
        QTest::newRow("time output only") << QByteArray("real\t0m10.657s\nuser\t0m0.080s\n") << qint64(0)
                                          << -1.0 << false << qint64(-1) << -1.0 << u"unknown"_s << true;
        QTest::newRow("look-alike prose")
            << QByteArray("12 apples (red) eaten, 5 x\n2019 was a year, 3 things\n") << qint64(0) << -1.0
            << false << qint64(-1) << -1.0 << u"unknown"_s << true;
    }
    void inlineRows()
    {
        QFETCH(QByteArray, text);
        QFETCH(qint64, blockSize);
        QFETCH(double, elapsed);
        QFETCH(bool, ok);
        QFETCH(qint64, bytes);
        QFETCH(double, seconds);
        QFETCH(QString, flavor);
        QFETCH(bool, consistent);

        DdParseOptions options;
        options.blockSize = blockSize;
        options.elapsedSeconds = elapsed;
        const DdSummary s = DdOutput::parse(text, options);
        QCOMPARE(s.ok, ok);
        QCOMPARE(s.bytes, bytes);
        QCOMPARE(s.seconds, seconds);
        QCOMPARE(DdOutput::flavorKey(s.flavor), flavor);
        QCOMPARE(s.rateConsistent, consistent);
        QCOMPARE(s.reason.isEmpty(), ok);
    }

    // Real BusyBox dd, as RemoteDiskJob runs it on a Pi whose dd is BusyBox's: a write with
    // conv=fsync and an O_DIRECT read. Whatever the build prints (records only, or the third line
    // with bytes and time), the parse gives the bytes dd moved and a time.
    void realBusyBoxDd_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<qint64>("bytes");
        QTest::addRow("write conv=fsync")
            << QStringList{u"if=/dev/zero"_s, u"of=@FILE@"_s, u"bs=1048576"_s, u"count=24"_s, u"conv=fsync"_s}
            << qint64(24) * 1048576;
        QTest::addRow("read iflag=direct")
            << QStringList{u"if=@FILE@"_s, u"of=/dev/null"_s, u"bs=1048576"_s, u"iflag=direct"_s}
            << qint64(24) * 1048576;
        QTest::addRow("odd block size")
            << QStringList{u"if=@FILE@"_s, u"of=/dev/null"_s, u"bs=1000000"_s, u"count=5"_s}
            << qint64(5000000);
    }
    void realBusyBoxDd()
    {
        QFETCH(QStringList, args);
        QFETCH(qint64, bytes);
        const QString busybox = QStandardPaths::findExecutable(u"busybox"_s);
        if (busybox.isEmpty())
            QSKIP("busybox is not installed (apt-get install busybox)");
        // a real disk rather than tmpfs, which refuses O_DIRECT
        QTemporaryDir dir(QDir::homePath() + u"/.pinas-dd-XXXXXX"_s);
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"data"_s);
        QFile seed(file);
        QVERIFY(seed.open(QIODevice::WriteOnly));
        QVERIFY(seed.write(QByteArray(24 << 20, 'x')) == (24 << 20));
        seed.close();
        for (QString &a : args)
            a.replace(u"@FILE@"_s, file);
        QProcess dd;
        dd.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        QElapsedTimer clock;
        clock.start();
        dd.start(busybox, QStringList{u"dd"_s} + args);
        QVERIFY(dd.waitForFinished(60000));
        const double elapsed = clock.nsecsElapsed() / 1e9;
        QCOMPARE(dd.exitCode(), 0);
        const QByteArray err = dd.readAllStandardError();
        QVERIFY2(err.contains("records out"), err.constData());
        const qint64 bs = args.filter(QRegularExpression(u"^bs="_s)).first().mid(3).toLongLong();
        const DdSummary s = DdOutput::parse(err, DdParseOptions{bs, elapsed});
        QVERIFY2(s.ok, qPrintable(s.reason));
        QCOMPARE(s.bytes, bytes);
        QVERIFY(s.seconds > 0 && s.seconds <= elapsed + 0.01);
        QVERIFY(s.flavor == DdSummary::Flavor::RecordsOnly || s.flavor == DdSummary::Flavor::BusyBox);
        QVERIFY(s.rateConsistent);
    }

    void detailsAreKept()
    {
        const DdSummary s =
            DdOutput::parse(readFixture(QStringLiteral("dd-ja_JP-old-coreutils-small-bytes-NOT-PI.txt")));
        QCOMPARE(s.messages.size(), 1);
        QVERIFY(s.messages.first().startsWith(QLatin1String("dd: warning: partial read")));
        QCOMPARE(s.recordsIn, (DdRecords{0, 4}));
        QCOMPARE(s.recordsOut, (DdRecords{0, 4}));
        QCOMPARE(s.printedRateText, QString::fromUtf8(u8"1.5 MB/秒"));
        QCOMPARE(s.printedRate, 1.5e6);

        const DdSummary bb =
            DdOutput::parse(readFixture(QStringLiteral("dd-busybox-docker-alpine-NOT-PI.txt")));
        QCOMPARE(bb.printedRateText, u"56.1MB/s"_s);
        QCOMPARE(bb.printedRate, 56.1 * 1024 * 1024); // BusyBox's "MB" is 2^20

        DdParseOptions timed;
        timed.elapsedSeconds = 100.0; // a printed time always wins over the caller's stopwatch
        const DdSummary seed =
            DdOutput::parse(readFixture(QStringLiteral("seed-pi3b-dd-ja-nfs-client.txt")), timed);
        QCOMPARE(seed.seconds, 96.352);
        QVERIFY(!seed.secondsFromCaller);
        QVERIFY(std::abs(seed.bytesPerSecond() / 1e6 - 11.144) < 0.001);
    }

    // Any bytes in: every truncation of every fixture, bit flips, and random bytes give a result
    // that is either ok with sane figures or not ok with a reason.
    void anyBytesGiveAResult()
    {
        auto check = [](const QByteArray &data) {
            const DdSummary s = DdOutput::parse(data);
            if (s.ok) {
                if (s.bytes < 0 || !(s.seconds > 0) || !std::isfinite(s.seconds))
                    return false;
            } else if (s.reason.isEmpty()) {
                return false;
            }
            return true;
        };
        QRandomGenerator rng(20261130);
        for (const QString &f : ddFixtures()) {
            const QByteArray raw = readFixture(f);
            for (qsizetype n = 0; n <= raw.size(); ++n)
                QVERIFY2(check(raw.left(n)), qPrintable(f));
            for (int i = 0; i < 300; ++i) {
                QByteArray m = raw;
                const int flips = 1 + int(rng.bounded(4));
                for (int k = 0; k < flips && !m.isEmpty(); ++k)
                    m[qsizetype(rng.bounded(quint32(m.size())))] = char(rng.bounded(256));
                QVERIFY2(check(m), qPrintable(f));
            }
        }
        for (int i = 0; i < 3000; ++i) {
            QByteArray junk(qsizetype(rng.bounded(600)), Qt::Uninitialized);
            for (char &c : junk)
                c = char(rng.bounded(256));
            QVERIFY(check(junk));
        }
        QVERIFY(check(QByteArray(200000, '7')));
        QVERIFY(check(QByteArray("1") + QByteArray(5000, ' ') + "bytes"));
    }
};

QTEST_GUILESS_MAIN(TestDdOutput)
#include "tst_ddoutput.moc"
