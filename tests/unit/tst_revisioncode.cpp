#include "core/knowledge/revisioncode.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

// Expected fields come from the tables in raspberrypi/documentation
// documentation/asciidoc/computers/raspberry-pi/revision-codes.adoc (docs/knowledge.md §1.3).
class TestRevisionCode : public QObject
{
    Q_OBJECT
private slots:
    void decodesKnownCodes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("newStyle");
        QTest::addColumn<int>("typeCode");
        QTest::addColumn<QString>("typeName");
        QTest::addColumn<int>("memoryMB");
        QTest::addColumn<QString>("manufacturer");
        QTest::addColumn<QString>("processor");
        QTest::addColumn<QString>("revision");
        QTest::addColumn<bool>("warrantyVoided");

        auto row = [](const char *name, const char *text, bool isNew, int type, const char *typeName, int mem,
                      const char *maker, const char *proc, const char *rev, bool voided = false) {
            QTest::newRow(name) << QString::fromLatin1(text) << isNew << type << QString::fromLatin1(typeName)
                                << mem << QString::fromLatin1(maker) << QString::fromLatin1(proc)
                                << QString::fromLatin1(rev) << voided;
        };
        // Old style.
        row("0002 B 1.0", "0002", false, 0x01, "B", 256, "Egoman", "BCM2835", "1.0");
        row("0005 B Qisda", "0005", false, 0x01, "B", 256, "Qisda", "BCM2835", "2.0");
        row("0008 A", "0008", false, 0x00, "A", 256, "Sony UK", "BCM2835", "2.0");
        row("000d B 512", "000d", false, 0x01, "B", 512, "Egoman", "BCM2835", "2.0");
        row("0010 B+", "0010", false, 0x03, "B+", 512, "Sony UK", "BCM2835", "1.2");
        row("0011 CM1", "0011", false, 0x06, "CM1", 512, "Sony UK", "BCM2835", "1.0");
        row("0013 B+ Embest", "0013", false, 0x03, "B+", 512, "Embest", "BCM2835", "1.2");
        row("0015 A+ two sizes", "0015", false, 0x02, "A+", -1, "Embest", "BCM2835", "1.1");
        row("over-volted 1000002", "1000002", false, 0x01, "B", 256, "Egoman", "BCM2835", "1.0", true);
        row("over-volted 1000000d", "1000000d", false, 0x01, "B", 512, "Egoman", "BCM2835", "2.0", true);
        row("upper case 000D", "000D", false, 0x01, "B", 512, "Egoman", "BCM2835", "2.0");
        // New style.
        row("900021 A+", "900021", true, 0x02, "A+", 512, "Sony UK", "BCM2835", "1.1");
        row("900032 B+", "900032", true, 0x03, "B+", 512, "Sony UK", "BCM2835", "1.2");
        row("a01041 2B", "a01041", true, 0x04, "2B", 1024, "Sony UK", "BCM2836", "1.1");
        row("a22042 2B BCM2837", "a22042", true, 0x04, "2B", 1024, "Embest", "BCM2837", "1.2");
        row("a02082 3B", "a02082", true, 0x08, "3B", 1024, "Sony UK", "BCM2837", "1.2");
        row("a32082 Sony Japan", "a32082", true, 0x08, "3B", 1024, "Sony Japan", "BCM2837", "1.2");
        row("a52082 Stadium", "a52082", true, 0x08, "3B", 1024, "Stadium", "BCM2837", "1.2");
        row("a22083 3B 1.3", "a22083", true, 0x08, "3B", 1024, "Embest", "BCM2837", "1.3");
        row("900093 Zero", "900093", true, 0x09, "Zero", 512, "Sony UK", "BCM2835", "1.3");
        row("a220a0 CM3", "a220a0", true, 0x0a, "CM3", 1024, "Embest", "BCM2837", "1.0");
        row("9000c1 Zero W", "9000c1", true, 0x0c, "Zero W", 512, "Sony UK", "BCM2835", "1.1");
        row("a020d3 3B+", "a020d3", true, 0x0d, "3B+", 1024, "Sony UK", "BCM2837", "1.3");
        row("9020e1 3A+", "9020e1", true, 0x0e, "3A+", 512, "Sony UK", "BCM2837", "1.1");
        row("a02100 CM3+", "a02100", true, 0x10, "CM3+", 1024, "Sony UK", "BCM2837", "1.0");
        row("a03111 4B 1GB", "a03111", true, 0x11, "4B", 1024, "Sony UK", "BCM2711", "1.1");
        row("c03112 4B", "c03112", true, 0x11, "4B", 4096, "Sony UK", "BCM2711", "1.2");
        row("d03115 4B 8GB", "d03115", true, 0x11, "4B", 8192, "Sony UK", "BCM2711", "1.5");
        row("902120 Zero 2 W", "902120", true, 0x12, "Zero 2 W", 512, "Sony UK", "BCM2837", "1.0");
        row("c03130 400", "c03130", true, 0x13, "400", 4096, "Sony UK", "BCM2711", "1.0");
        row("d03140 CM4", "d03140", true, 0x14, "CM4", 8192, "Sony UK", "BCM2711", "1.0");
        row("e04171 5 16GB", "e04171", true, 0x17, "5", 16384, "Sony UK", "BCM2712", "1.1");
        row("d04190 500", "d04190", true, 0x19, "500/500+", 8192, "Sony UK", "BCM2712", "1.0");
        row("0x prefix", "0xa020d3", true, 0x0d, "3B+", 1024, "Sony UK", "BCM2837", "1.3");
        row("blanks", "  c03111\t\n", true, 0x11, "4B", 4096, "Sony UK", "BCM2711", "1.1");
        // W bit 25 set by overclocking (never on a Pi 4, so a 3B here).
        row("warranty bit", "2a02082", true, 0x08, "3B", 1024, "Sony UK", "BCM2837", "1.2", true);
    }
    void decodesKnownCodes()
    {
        QFETCH(QString, text);
        QFETCH(bool, newStyle);
        QFETCH(int, typeCode);
        QFETCH(QString, typeName);
        QFETCH(int, memoryMB);
        QFETCH(QString, manufacturer);
        QFETCH(QString, processor);
        QFETCH(QString, revision);
        QFETCH(bool, warrantyVoided);

        const RevisionCode r = RevisionCode::decode(text);
        QVERIFY(r.isValid());
        QCOMPARE(r.isNewStyle(), newStyle);
        QCOMPARE(r.typeCode(), typeCode);
        QCOMPARE(r.typeName(), typeName);
        QCOMPARE(r.memoryMB(), memoryMB);
        QCOMPARE(r.manufacturer(), manufacturer);
        QCOMPARE(r.processor(), processor);
        QCOMPARE(r.boardRevision(), revision);
        QCOMPARE(r.warrantyVoided(), warrantyVoided);
    }

    // The bit layout itself, checked against the documentation's own recipe
    // (new = (code >> 23) & 1; type = (code >> 4) & 0xff; mem = (code >> 20) & 7) for every type value.
    void newStyleFieldsFollowTheBitLayout()
    {
        for (quint32 type = 0; type <= 0xff; ++type) {
            for (quint32 mem = 0; mem <= 7; ++mem) {
                const quint32 code = (1u << 23) | (mem << 20) | (2u << 16) | (3u << 12) | (type << 4) | 5u;
                const RevisionCode r = RevisionCode::decode(QString::number(code, 16));
                QVERIFY(r.isValid());
                QVERIFY(r.isNewStyle());
                QCOMPARE(quint32(r.typeCode()), (code >> 4) & 0xff);
                QCOMPARE(r.memoryMB(), mem == 7 ? -1 : 256 << mem);
                QCOMPARE(r.manufacturer(), QStringLiteral("Embest"));
                QCOMPARE(r.processor(), QStringLiteral("BCM2711"));
                QCOMPARE(r.boardRevision(), QStringLiteral("1.5"));
            }
        }
    }

    void unknownFieldValuesStayEmpty()
    {
        // Manufacturer 0xf and processor 0xf are not assigned.
        const RevisionCode r = RevisionCode::decode(u"8ff7f0");
        QVERIFY(r.isValid());
        QVERIFY(r.manufacturer().isEmpty());
        QVERIFY(r.processor().isEmpty());
        QVERIFY(r.typeName().isEmpty());
    }

    // The Revision lines of the real /proc/cpuinfo fixtures.
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("typeCode");
        QTest::addColumn<int>("memoryMB");
        QTest::newRow("pi1b") << QStringLiteral("pi1b-cpuinfo-000d.txt") << 0x01 << 512;
        QTest::newRow("pi3b") << QStringLiteral("pi3b-cpuinfo-a02082-armv7.txt") << 0x08 << 1024;
        QTest::newRow("pi4") << QStringLiteral("pi4-cpuinfo-c03112-armv7l.txt") << 0x11 << 4096;
    }
    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(int, typeCode);
        QFETCH(int, memoryMB);
        QFile f(QStringLiteral(PINAS_FIXTURES "/") + file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QString text = QString::fromUtf8(f.readAll());
        const auto match = QRegularExpression(QStringLiteral("^Revision\\s*:\\s*(\\S+)"),
                                              QRegularExpression::MultilineOption)
                               .match(text);
        QVERIFY(match.hasMatch());
        const RevisionCode r = RevisionCode::decode(match.captured(1));
        QVERIFY(r.isValid());
        QCOMPARE(r.typeCode(), typeCode);
        QCOMPARE(r.memoryMB(), memoryMB);
    }

    void garbageIsInvalid_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("blank") << QStringLiteral("   ");
        QTest::newRow("Beta") << QStringLiteral("Beta");
        QTest::newRow("0x only") << QStringLiteral("0x");
        QTest::newRow("0000") << QStringLiteral("0000");
        QTest::newRow("0001") << QStringLiteral("0001");
        QTest::newRow("000a gap") << QStringLiteral("000a");
        QTest::newRow("0016 past table") << QStringLiteral("0016");
        QTest::newRow("9 digits") << QStringLiteral("1a0208200");
        QTest::newRow("inner space") << QStringLiteral("a02 082");
        QTest::newRow("negative") << QStringLiteral("-1");
        QTest::newRow("full-width digits") << QString::fromUtf8("\xef\xbc\x91\xef\xbc\x90");
        QTest::newRow("odd old prefix") << QStringLiteral("20000d");
        QTest::newRow("cpuinfo line") << QStringLiteral("Revision : a02082");
        QTest::newRow("nul") << QString(QChar(u'\0'));
    }
    void garbageIsInvalid()
    {
        QFETCH(QString, text);
        const RevisionCode r = RevisionCode::decode(text);
        QVERIFY(!r.isValid());
        QCOMPARE(r.typeCode(), -1);
        QCOMPARE(r.memoryMB(), -1);
        QVERIFY(r.manufacturer().isEmpty());
    }

    void randomBytesNeverCrash()
    {
        // Deterministic noise: a crash or a sanitizer report is the failure.
        quint32 seed = 12345;
        for (int i = 0; i < 5000; ++i) {
            QByteArray bytes;
            const int len = int(seed % 12);
            for (int j = 0; j < len; ++j) {
                seed = seed * 1103515245u + 12345u;
                bytes.append(char(seed >> 16));
            }
            seed = seed * 1103515245u + 12345u;
            const RevisionCode r = RevisionCode::decode(QString::fromLatin1(bytes));
            if (r.isValid())
                QVERIFY(r.typeCode() >= 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestRevisionCode)
#include "tst_revisioncode.moc"
