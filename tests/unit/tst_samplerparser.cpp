// SamplerParser on the sampler loop's real output (tests/fixtures/sampler-*.txt) and on small
// hand-made snapshots whose deltas are known, plus any chunking, truncation and garbage.
#include "core/probe/samplerparser.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

class TestSamplerParser : public QObject
{
    Q_OBJECT
private:
    static QByteArray fixture()
    {
        QFile f(QStringLiteral(PINAS_FIXTURES "/sampler-debian12-x86_64-LOCAL.txt"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void realOutput()
    {
        const QByteArray raw = fixture();
        QVERIFY(!raw.isEmpty());
        SamplerParser p;
        p.setStep(QStringLiteral("pi-disk-write"));
        const QList<Sample> samples = p.feed(raw);
        QCOMPARE(samples.size(), int(raw.count("@@e")) - 1);
        const int cores = int(raw.count("\ncpu")) - int(raw.count("\ncpu ")); // cpuN lines per file
        for (const Sample &s : samples) {
            QCOMPARE(s.cpuPerCore.size() * 3, cores);
            QVERIFY(s.t > 0);
            QVERIFY(s.iowait >= 0 && s.iowait <= 100);
            QVERIFY(s.nicRxBytesPerSecond >= 0);
            QVERIFY(s.diskReadBytesPerSecond >= 0);
            QVERIFY(s.processCpu.contains(QStringLiteral("yes")));
            QCOMPARE(s.step, QStringLiteral("pi-disk-write"));
        }
    }

    void anyChunkingGivesTheSameSamples()
    {
        const QByteArray raw = fixture();
        SamplerParser whole;
        const QList<Sample> expected = whole.feed(raw);
        SamplerParser bytewise;
        QList<Sample> got;
        for (char c : raw)
            got += bytewise.feed(QByteArray(1, c));
        QCOMPARE(got, expected);
    }

    void knownDeltas()
    {
        const QByteArray raw = "@@hz 100\n"
                               "@@s 100.00\n"
                               "cpu  100 0 100 700 100 0 0 0 0 0\n"
                               "cpu0 50 0 50 350 50 0 0 0 0 0\n"
                               "cpu1 50 0 50 350 50 0 0 0 0 0\n"
                               "N eth0: 1000 0 0 0 0 0 0 0 5000 0 0 0 0 0 0 0\n"
                               "N lo: 99999 0 0 0 0 0 0 0 99999 0 0 0 0 0 0 0\n"
                               "D 8 0 sda 0 0 100 0 0 0 200 0 0 0 0\n"
                               "D 8 1 sda1 0 0 100 0 0 0 200 0 0 0 0\n"
                               "P 42 (smbd) S 1 1 1 0 -1 0 0 0 0 0 10 10 0 0\n"
                               "@@e\n"
                               "@@s 102.00\n"
                               "cpu  200 0 200 900 300 0 0 0 0 0\n"   // +600 ticks: 200 busy, 200 iowait
                               "cpu0 150 0 50 350 50 0 0 0 0 0\n"     // +100 all busy
                               "cpu1 50 0 50 550 50 0 0 0 0 0\n"      // +200 all idle
                               "N eth0: 3000 0 0 0 0 0 0 0 9000 0 0 0 0 0 0 0\n"
                               "D 8 0 sda 0 0 300 0 0 0 600 0 0 0 0\n"
                               "D 8 1 sda1 0 0 300 0 0 0 600 0 0 0 0\n"
                               "P 42 (smbd) S 1 1 1 0 -1 0 0 0 0 0 60 110 0 0\n" // +150 ticks in 2 s
                               "P 43 (smbd) S 1 1 1 0 -1 0 0 0 0 0 20 0 0 0\n"   // a new child: +20
                               "@@e\n";
        SamplerParser p;
        const QList<Sample> s = p.feed(raw);
        QCOMPARE(s.size(), 1);
        QCOMPARE(s[0].t, 2.0);
        QCOMPARE(s[0].cpuPerCore, (QList<double>{100.0, 0.0}));
        QCOMPARE(s[0].iowait, 100.0 * 200 / 600);
        QCOMPARE(s[0].nicRxBytesPerSecond, 1000.0);
        QCOMPARE(s[0].nicTxBytesPerSecond, 2000.0);
        QCOMPARE(s[0].diskReadBytesPerSecond, 200.0 * 512 / 2);
        QCOMPARE(s[0].diskWriteBytesPerSecond, 400.0 * 512 / 2);
        QCOMPARE(s[0].processCpu.value(QStringLiteral("smbd")), 85.0); // (150 + 20) / 100 / 2 s
    }

    void truncationsAndGarbageNeverCrash()
    {
        const QByteArray raw = fixture();
        for (int cut = 0; cut < raw.size(); cut += 7) {
            SamplerParser p;
            const QList<Sample> s = p.feed(raw.left(cut));
            QVERIFY(s.size() <= 2);
        }
        QRandomGenerator rng(42);
        for (int i = 0; i < 200; ++i) {
            QByteArray junk(rng.bounded(1, 4000), '\0');
            for (char &c : junk)
                c = char(rng.bounded(256));
            if (i % 2)
                junk.prepend("@@s 1.0\ncpu0 1 2\nP 1 (x\n");
            SamplerParser p;
            p.feed(junk);
        }
    }

    void wholeDisks()
    {
        QVERIFY(SamplerParser::isWholeDisk(QStringLiteral("sda")));
        QVERIFY(SamplerParser::isWholeDisk(QStringLiteral("mmcblk0")));
        QVERIFY(SamplerParser::isWholeDisk(QStringLiteral("nvme0n1")));
        QVERIFY(!SamplerParser::isWholeDisk(QStringLiteral("sda1")));
        QVERIFY(!SamplerParser::isWholeDisk(QStringLiteral("mmcblk0p2")));
        QVERIFY(!SamplerParser::isWholeDisk(QStringLiteral("loop0")));
    }
};

QTEST_GUILESS_MAIN(TestSamplerParser)
#include "tst_samplerparser.moc"
