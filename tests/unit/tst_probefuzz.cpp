// Robustness: no input crashes the transcript reader, the paste recogniser, a section parser or
// the facts builder. Real fixtures cut at every byte offset, random bytes, and localized variants.
#include "core/knowledge/modelstring.h"
#include "core/knowledge/revisioncode.h"
#include "core/probe/cpuinfoparser.h"
#include "core/probe/cryptparser.h"
#include "core/probe/dfparser.h"
#include "core/probe/dmesgparser.h"
#include "core/probe/ethtoolparser.h"
#include "core/probe/exportsparser.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/lsblkparser.h"
#include "core/probe/lsusbparser.h"
#include "core/probe/lsusbtreeparser.h"
#include "core/probe/mountsparser.h"
#include "core/probe/netcountersparser.h"
#include "core/probe/pasterecognizer.h"
#include "core/probe/processparser.h"
#include "core/probe/smartparser.h"
#include "core/probe/smbconfparser.h"
#include "core/probe/sysfsparser.h"
#include "core/probe/systemparsers.h"
#include "core/probe/throttledparser.h"
#include "core/probe/transcript.h"
#include "core/probe/wifiparser.h"
#include "probetestutil.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

#include <vector>

using namespace ProbeTest;

namespace {

// Every section id a parser reads.
const QStringList kIds = {
    QStringLiteral("uname"),    QStringLiteral("os-release"), QStringLiteral("model"),
    QStringLiteral("dmi"),      QStringLiteral("cpuinfo"),    QStringLiteral("meminfo"),
    QStringLiteral("loadavg"),  QStringLiteral("long-bit"),   QStringLiteral("lsusb-t"),
    QStringLiteral("lsusb"),    QStringLiteral("usb-sysfs"),  QStringLiteral("block-sysfs"),
    QStringLiteral("lsblk"),    QStringLiteral("mounts"),     QStringLiteral("fstab"),
    QStringLiteral("df"),       QStringLiteral("net-sysfs"),  QStringLiteral("net-dev"),
    QStringLiteral("ifconfig"), QStringLiteral("route"),      QStringLiteral("ethtool-eth0"),
    QStringLiteral("wifi"),     QStringLiteral("throttled"),  QStringLiteral("temp"),
    QStringLiteral("cpufreq"),  QStringLiteral("exports"),    QStringLiteral("exportfs"),
    QStringLiteral("smb-conf"), QStringLiteral("processes"),  QStringLiteral("dmesg"),
    QStringLiteral("cmdline"),  QStringLiteral("mdstat"),     QStringLiteral("btrfs-sysfs"),
    QStringLiteral("btrfs"),    QStringLiteral("cryptsetup"), QStringLiteral("dmsetup"),
    QStringLiteral("smart"),
};

// Every section parser on its own.
qsizetype parseAll(const QString &text)
{
    qsizetype n = 0;
    n += parseLsusbTree(text).size() + parseLsusb(text).size() + parseSysfsRecords(text).size();
    n += parseLsblk(text).size() + parseMounts(text).size() + parseDf(text).size();
    n += parseEthtool(text).interface.size() + (parseThrottled(text) ? 1 : 0) +
         (parseTemperature(text) ? 1 : 0);
    n += parseCpuinfo(text).processors + RevisionCode::decode(QStringView(text).left(12)).typeCode() +
         ModelString::parse(text).name.size();
    n += parseUname(text).machine.size() + parseOsRelease(text).size() + (parseMeminfo(text).totalKb ? 1 : 0);
    n += (parseLoadavg(text).load1 ? 1 : 0) + parseLongBit(text).value_or(0) +
         parseUsbStorageQuirks(text).size();
    n += parseKeyValueLines(text).size() + parseDefaultRouteInterfaces(text).size() +
         parseProcNetDev(text).size();
    n += parseIfconfig(text).size() + parseWifi(text).size() + parseExports(text).size();
    n += parseSmbConf(text).global.size() + parseProcesses(text).rows.size() + parseDmesg(text).size();
    n += parseCryptsetupStatus(text).size() + parseDmsetupTable(text).size() + withoutCryptKeys(text).size();
    n += parseSmart(text).size();
    return n;
}

// Feeds the text to every parser at once, and to the paste recogniser; touches every result.
int exercise(const QString &text)
{
    Transcript t;
    for (const QString &id : kIds)
        t.addSection(TranscriptSection{id, text, 0, true});
    const Facts a = FactsBuilder::build(t);
    const Facts b = FactsBuilder::build(PasteRecognizer::recognize(text));
    return int(a.toJson().size() + b.toJson().size());
}

// The cuts of `bytes` worth making: where a parser's state changes — around every line end (3 bytes
// before, 4 after), at and inside every multi-byte UTF-8 sequence, all of every framing line ("@@…"),
// the first and last 64 bytes — and every 5th byte in between. Every cut of every byte made this test
// the slowest CPU-bound part of CI (6 min under ASan on 2 cores) for little more: a parser's state
// changes at those places, and the fuzz targets cut at random everywhere else.
QList<qsizetype> cutsOf(const QByteArray &bytes)
{
    const qsizetype n = bytes.size();
    std::vector<bool> take(size_t(n) + 1, false);
    auto mark = [&](qsizetype i) {
        if (i >= 0 && i <= n)
            take[size_t(i)] = true;
    };
    for (qsizetype i = 0; i <= n; ++i)
        if (i < 64 || n - i < 64 || i % 5 == 0 || (i < n && (uchar(bytes.at(i)) & 0x80)))
            mark(i);
    for (qsizetype i = 0; i < n; ++i) {
        const bool lineStart = i == 0 || bytes.at(i - 1) == '\n';
        if (bytes.at(i) == '\n')
            for (qsizetype d = -3; d <= 4; ++d)
                mark(i + d);
        if (lineStart && bytes.mid(i, 2) == "@@")
            for (qsizetype j = i; j <= n && (j == i || bytes.at(j - 1) != '\n'); ++j)
                mark(j);
    }
    QList<qsizetype> cuts;
    for (qsizetype i = 0; i <= n; ++i)
        if (take[size_t(i)])
            cuts << i;
    return cuts;
}

QString allFixturesAsTranscript()
{
    QString out = QStringLiteral("@@pinas-probe 1\n");
    int i = 0;
    for (const QString &name : fixtureNames()) {
        const QString &id = kIds.at(i++ % kIds.size());
        out += QStringLiteral("@@begin %1\n%2\n@@end %1 exit=0\n").arg(id, fixture(name));
    }
    return out;
}

} // namespace

class TestProbeFuzz : public QObject
{
    Q_OBJECT
private slots:
    void everyTruncationOfEveryFixture_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name)) << name;
    }
    void everyTruncationOfEveryFixture()
    {
        QFETCH(QString, file);
        const QByteArray bytes = fixtureBytes(file);
        QVERIFY(!bytes.isEmpty());
        // Each cut (which may split a UTF-8 sequence) goes through every section parser and, as a
        // paste, through the recogniser and the builder; every 8th also as every section of a
        // transcript (the builder's own steps), which keeps the run short on a shared 2-core CI.
        qsizetype total = 0;
        const QList<qsizetype> cuts = cutsOf(bytes);
        for (qsizetype k = 0; k < cuts.size(); ++k) {
            const QString text = QString::fromUtf8(bytes.left(cuts.at(k)));
            total += parseAll(text);
            const bool last = k == cuts.size() - 1;
            total += FactsBuilder::build(PasteRecognizer::recognize(text)).toJson().size();
            if (k % 8 == 0 || last)
                total += exercise(text);
        }
        QVERIFY(total > 0);
    }

    // The cuts keep what matters: every framing line whole, both sides of every line end, and a
    // sample in between (so the test stays a test of truncation, not of one fixed stride).
    void theCutsCoverTheBoundaries()
    {
        const QByteArray text = QByteArray(200, 'x') + "\n@@begin dmesg\n" + QByteArray(200, 'y') + "\xc3\xa9";
        const QList<qsizetype> cuts = cutsOf(text);
        QCOMPARE(cuts.first(), 0);
        QCOMPARE(cuts.last(), text.size());
        for (qsizetype i = 197; i <= 216; ++i) // both sides of the line end, all of "@@begin dmesg\n"
            QVERIFY2(cuts.contains(i), qPrintable(QString::number(i)));
        QVERIFY(cuts.contains(text.size() - 1)); // inside the UTF-8 sequence
        QVERIFY(!cuts.contains(101));            // a sample in between
        const QByteArray long_(4000, 'a');
        const qsizetype sampled = cutsOf(long_ + '\n' + long_).size();
        QVERIFY2(sampled < 8001 / 3 && sampled > 8001 / 6, qPrintable(QString::number(sampled)));
    }

    void everyTruncationOfATranscript()
    {
        const QByteArray bytes = allFixturesAsTranscript().toUtf8();
        int sections = 0;
        const QList<qsizetype> cuts = cutsOf(bytes);
        for (qsizetype k = 0; k < cuts.size(); ++k) {
            const Transcript t = Transcript::parse(bytes.left(cuts.at(k)));
            sections += int(t.sections().size());
            if (k % 61 == 0)
                sections += int(FactsBuilder::build(t).toJson().size());
        }
        QVERIFY(sections > 0);
    }

    void randomBytes()
    {
        QRandomGenerator rng(20261130);
        for (int round = 0; round < 300; ++round) {
            QByteArray junk(rng.bounded(1, 4096), Qt::Uninitialized);
            for (char &c : junk)
                c = char(rng.bounded(256));
            if (round % 3 == 0) {
                // Garbage that looks a little like the real thing.
                junk.replace('\x01', "@@begin ");
                junk.replace('\x02', "@@end dmesg exit=");
                junk.replace('\x03', "|__ Port ");
                junk.replace('\x04', "throttled=0x");
                junk.replace('\x05', "Link is Up - ");
            }
            exercise(QString::fromUtf8(junk));
            Transcript::parse(junk);
        }
        QVERIFY(true);
    }

    // German and Japanese locales: decimal commas, translated words, full-width punctuation.
    // Nothing crashes, and what does not depend on the language still comes out.
    void localizedVariants_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name)) << name;
    }
    void localizedVariants()
    {
        QFETCH(QString, file);
        const QString text = fixture(file);
        QString de = text;
        de.replace(QRegularExpression(QStringLiteral("(\\d)\\.(\\d)")), QStringLiteral("\\1,\\2"));
        for (const auto &[en, local] :
             {std::pair{"Speed", "Geschwindigkeit"}, std::pair{"Duplex", "Duplexbetrieb"},
              std::pair{"total", "gesamt"}, std::pair{"used", "benutzt"}, std::pair{"records", "Datensätze"},
              std::pair{"Filesystem", "Dateisystem"}})
            de.replace(QString::fromUtf8(en), QString::fromUtf8(local));
        QString ja = text;
        for (const auto &[en, local] :
             {std::pair{"Speed", "速度"}, std::pair{"total", "合計"}, std::pair{"used", "使用中"},
              std::pair{"free", "空き"}, std::pair{", ", "、"}, std::pair{":", "："},
              std::pair{"Filesystem", "ファイルシス"}, std::pair{"load average", "ロードアベレージ"}})
            ja.replace(QString::fromUtf8(en), QString::fromUtf8(local));
        QVERIFY(exercise(de) > 0);
        QVERIFY(exercise(ja) > 0);
        parseAll(de);
        parseAll(ja);
        // Decimal commas still read as numbers in top.
        if (file == u"seed-pi3b-top-during-nfs-write.txt") {
            Transcript t;
            t.addSection(TranscriptSection{QStringLiteral("processes"), de, 0, true});
            const Facts f = FactsBuilder::build(t);
            QCOMPARE(f.system.load1.valueOr(-1), 0.88);
            QCOMPARE(f.processes.value(0).cpuPercent, 17.6);
        }
    }

    // Figures too large for their integer type (found by UBSan and the fuzz targets: each was an
    // out-of-range conversion or a signed overflow) read as unknown, never as a wrapped number.
    void outOfRangeFiguresAreUnknown()
    {
        // A size that does not fit drops the row (as garbage does); other columns read as unknown.
        const QList<DfRow> df = parseDf(QStringLiteral("Filesystem 1K-blocks Used Available Use% Mounted on\n"
                                                       "/dev/sda1 99999999999999999999 1 1 1% /mnt\n"
                                                       "/dev/sdb1 1000 1 99999999999999999 1% /srv\n"));
        QCOMPARE(df.size(), 1);
        QCOMPARE(df.first().sizeBytes.value_or(-1), qint64(1024000));
        QVERIFY(!df.first().availableBytes);

        const QList<WifiLink> wifi = parseWifi(QStringLiteral(
            "wlan0     IEEE 802.11  ESSID:\"x\"\n"
            "          Mode:Managed  Frequency:99999999999 GHz  Access Point: 00:11:22:33:44:55\n"));
        QCOMPARE(wifi.size(), 1);
        QVERIFY(!wifi.first().frequencyMhz);

        QVERIFY(
            !parseProcesses(QStringLiteral("top - 10:00:00 up 1 day,  1 user,  load average: 0.88, 0.5, 0.4\n"
                                           "GiB Mem :  99999999999999999.0 total,   1.0 free\n"))
                 .memTotalKb);

        Transcript t;
        t.addSection(TranscriptSection{QStringLiteral("block-sysfs"),
                                       QStringLiteral("block\tsda\tsize=99999999999999999\trotational=1"), 0,
                                       true});
        t.addSection(TranscriptSection{
            QStringLiteral("dmesg"),
            QStringLiteral(
                "[    5.1] smsc95xx 1-1.1:1.0 eth0: link up, 99999999999Mbps, full-duplex, lpa 0xC1E1"),
            0, true});
        const Facts f = FactsBuilder::build(t);
        QCOMPARE(f.storage.disks.size(), 1);
        QVERIFY(!f.storage.disks.first().sizeBytes.isKnown());
        QVERIFY(f.interface(QStringLiteral("eth0")));
        QVERIFY(!f.interface(QStringLiteral("eth0"))->speedMbps.isKnown());
    }

    void recogniserOnAMegabyteOfTextIsQuick()
    {
        QString text;
        while (text.size() < 1024 * 1024)
            text += fixture(QStringLiteral("pi1-dmesg-smsc95xx-100mbps-usb-storage-seagate.txt"));
        QElapsedTimer timer;
        timer.start();
        const Transcript t = PasteRecognizer::recognize(text);
        QVERIFY(t.section(QStringLiteral("dmesg")));
        QVERIFY2(timer.elapsed() < 30000,
                 qPrintable(QString::number(timer.elapsed()))); // a blow-up guard only
    }
};

QTEST_GUILESS_MAIN(TestProbeFuzz)
#include "tst_probefuzz.moc"
