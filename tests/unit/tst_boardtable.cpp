#include "core/knowledge/boardtable.h"
#include "core/knowledge/revisioncode.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

// Model strings: docs/knowledge.md §1.3 and the device-tree tables of raspberrypi/documentation
// revision-codes.adoc; mainline-kernel forms ("3 Model B+", "rev2", "IO Board") as those kernels write them.
class TestBoardTable : public QObject
{
    Q_OBJECT
private:
    const BoardTable &table() const { return BoardTable::instance(); }

private slots:
    void tableLoadsFromTheResource()
    {
        QVERIFY2(table().loadError().isEmpty(), qPrintable(table().loadError()));
        QVERIFY(table().boards().size() >= 15);
    }

    void everyRowIsComplete()
    {
        const QStringList drivers{QStringLiteral("smsc95xx"), QStringLiteral("lan78xx"),
                                  QStringLiteral("bcmgenet"), QStringLiteral("macb")};
        QSet<QString> ids;
        QSet<int> types;
        QSet<QString> prefixes;
        for (const BoardInfo &b : table().boards()) {
            const QByteArray what = b.id.toUtf8();
            QVERIFY2(!b.source.trimmed().isEmpty(), what);
            QVERIFY2(!b.name.isEmpty() && !b.soc.isEmpty(), what);
            QVERIFY2(!b.typeCodes.isEmpty() && !b.modelPrefixes.isEmpty() && !b.compatibles.isEmpty(), what);
            QVERIFY2(!ids.contains(b.id), what);
            ids.insert(b.id);
            for (int t : b.typeCodes) {
                QVERIFY2(!types.contains(t), what);
                types.insert(t);
                QVERIFY2(!RevisionCode::typeName(t).isEmpty(), what);
            }
            for (const QString &p : b.modelPrefixes) {
                QVERIFY2(p.startsWith(u"Raspberry Pi "), what);
                QVERIFY2(!prefixes.contains(p), what);
                prefixes.insert(p);
            }
            // Ethernet facts agree with each other.
            QCOMPARE(b.hasEthernet(), b.nicLinkMbps > 0);
            QCOMPARE(b.hasEthernet(), b.nicCeilingMbps > 0);
            QCOMPARE(b.hasEthernet(), !b.nicChip.isEmpty());
            if (b.hasEthernet()) {
                QVERIFY2(drivers.contains(b.nicDriver), what);
                QVERIFY2(b.nicLinkMbps == 100 || b.nicLinkMbps == 1000, what);
                QVERIFY2(b.nicCeilingMbps < b.nicLinkMbps, what);
                QVERIFY2(b.nicMeasuredMbps <= b.nicCeilingMbps, what);
            }
            // Only USB-attached NICs can sit on the shared USB 2.0 bus.
            if (b.nicOnSharedUsb2)
                QVERIFY2(b.nicDriver == u"smsc95xx" || b.nicDriver == u"lan78xx", what);
            if (b.nicDriver == u"smsc95xx" || b.nicDriver == u"lan78xx")
                QVERIFY2(b.nicOnSharedUsb2 && !b.hasUsb3(), what);
            // Every old-style code of a row decodes to one of that row's type codes.
            for (int old : b.oldRevisionCodes) {
                const RevisionCode r = RevisionCode::decode(QString::number(old, 16));
                QVERIFY2(r.isValid() && !r.isNewStyle(), what);
                QVERIFY2(b.typeCodes.contains(r.typeCode()), what);
            }
        }
    }

    // Each row finds itself by each of its keys.
    void everyRowFindsItself()
    {
        for (const BoardInfo &b : table().boards()) {
            const QByteArray what = b.id.toUtf8();
            for (const QString &p : b.modelPrefixes) {
                QCOMPARE(table().byModel(p).value_or(BoardInfo{}).id, b.id);
                QCOMPARE(table().byModel(QString(p + QStringLiteral(" Rev 1.0"))).value_or(BoardInfo{}).id,
                         b.id);
            }
            for (int t : b.typeCodes)
                QCOMPARE(table().byTypeCode(t).value_or(BoardInfo{}).id, b.id);
            for (const QString &c : b.compatibles)
                QCOMPARE(table().byCompatible(c).value_or(BoardInfo{}).id, b.id);
            QCOMPARE(table().byId(b.id).value_or(BoardInfo{}).id, b.id);
            Q_UNUSED(what);
        }
    }

    void byModel_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("driver");
        QTest::addColumn<int>("linkMbps");
        QTest::addColumn<bool>("onUsb");
        QTest::addColumn<bool>("usb3");
        auto row = [](const char *model, const char *id, const char *driver, int link, bool onUsb,
                      bool usb3) {
            QTest::newRow(model) << QString::fromUtf8(model) << QString::fromLatin1(id)
                                 << QString::fromLatin1(driver) << link << onUsb << usb3;
        };
        row("Raspberry Pi Model B Rev 1", "pi1b", "smsc95xx", 100, true, false);
        row("Raspberry Pi Model B Rev 2", "pi1b", "smsc95xx", 100, true, false);
        row("Raspberry Pi Model B rev2", "pi1b", "smsc95xx", 100, true, false);
        row("Raspberry Pi Model B Plus Rev 1.2", "pi1bplus", "smsc95xx", 100, true, false);
        row("Raspberry Pi Model B+", "pi1bplus", "smsc95xx", 100, true, false);
        row("Raspberry Pi Model A Plus Rev 1.1", "pi1aplus", "", 0, false, false);
        row("Raspberry Pi Compute Module Rev 1.0", "cm1", "", 0, false, false);
        row("Raspberry Pi 2 Model B Rev 1.1", "pi2b", "smsc95xx", 100, true, false);
        row("Raspberry Pi 2 Model B Rev 1.2", "pi2b", "smsc95xx", 100, true, false);
        row("Raspberry Pi 3 Model B Rev 1.2", "pi3b", "smsc95xx", 100, true, false);
        row("Raspberry Pi 3 Model B Plus Rev 1.3", "pi3bplus", "lan78xx", 1000, true, false);
        row("Raspberry Pi 3 Model B Plus Rev 1.4", "pi3bplus", "lan78xx", 1000, true, false);
        row("Raspberry Pi 3 Model B+", "pi3bplus", "lan78xx", 1000, true, false);
        row("Raspberry Pi 3 Model A Plus Rev 1.0", "pi3aplus", "", 0, false, false);
        row("Raspberry Pi Compute Module 3 Rev 1.0", "cm3", "", 0, false, false);
        row("Raspberry Pi Compute Module 3 Plus Rev 1.0", "cm3plus", "", 0, false, false);
        row("Raspberry Pi Compute Module 3 Plus Rev 1.0 (DT)", "cm3plus", "", 0, false, false);
        row("Raspberry Pi Zero Rev 1.3", "zero", "", 0, false, false);
        row("Raspberry Pi Zero W Rev 1.1", "zerow", "", 0, false, false);
        row("Raspberry Pi Zero 2 W Rev 1.0", "zero2w", "", 0, false, false);
        row("Raspberry Pi 4 Model B Rev 1.1", "pi4b", "bcmgenet", 1000, false, true);
        row("Raspberry Pi 4 Model B Rev 1.2", "pi4b", "bcmgenet", 1000, false, true);
        row("Raspberry Pi 4 Model B Rev 1.5", "pi4b", "bcmgenet", 1000, false, true);
        row("Raspberry Pi 400 Rev 1.0", "pi400", "bcmgenet", 1000, false, true);
        row("Raspberry Pi Compute Module 4 Rev 1.0", "cm4", "bcmgenet", 1000, false, false);
        row("Raspberry Pi Compute Module 4 IO Board", "cm4", "bcmgenet", 1000, false, false);
        row("Raspberry Pi Compute Module 4S Rev 1.0", "cm4s", "", 0, false, false);
        row("Raspberry Pi 5 Model B Rev 1.0", "pi5", "macb", 1000, false, true);
        row("Raspberry Pi Compute Module 5 Rev 1.0", "cm5", "macb", 1000, false, false);
        row("Raspberry Pi 500 Rev 1.0", "pi500", "macb", 1000, false, false);
        // Stray blanks and case, as pasted from a forum post.
        row("  Raspberry Pi 3  Model B Plus Rev 1.3\n", "pi3bplus", "lan78xx", 1000, true, false);
        row("raspberry pi 4 model b rev 1.4", "pi4b", "bcmgenet", 1000, false, true);
    }
    void byModel()
    {
        QFETCH(QString, model);
        QFETCH(QString, id);
        QFETCH(QString, driver);
        QFETCH(int, linkMbps);
        QFETCH(bool, onUsb);
        QFETCH(bool, usb3);
        const auto board = table().byModel(model);
        QVERIFY(board.has_value());
        QCOMPARE(board->id, id);
        QCOMPARE(board->nicDriver, driver);
        QCOMPARE(board->nicLinkMbps, linkMbps);
        QCOMPARE(board->nicOnSharedUsb2, onUsb);
        QCOMPARE(board->hasUsb3(), usb3);
        QVERIFY(BoardTable::looksLikeRaspberryPi(model));
    }

    void modelStringWithEmbeddedNul()
    {
        // QString::fromUtf8 on a C literal stops at the NUL; build the real bytes.
        const QString model = QString::fromLatin1(QByteArray("Raspberry Pi 400 Rev 1.0\0", 25));
        QCOMPARE(model.size(), 25);
        QCOMPARE(table().byModel(model).value_or(BoardInfo{}).id, QStringLiteral("pi400"));
    }

    void byRevision_data()
    {
        QTest::addColumn<QString>("revision");
        QTest::addColumn<QString>("id");
        // Every code quoted in docs/knowledge.md §1.3 that belongs to a model in the table.
        const char *pi2b[] = {"a01040", "a01041", "a21041", "a02042", "a22042"};
        const char *pi3b[] = {"a02082", "a22082", "a32082", "a52082", "a22083"};
        const char *pi3bplus[] = {"a020d3", "a020d4"};
        const char *pi3aplus[] = {"9020e0", "9020e1"};
        const char *pi4b[] = {"a03111", "b03111", "c03111", "b03112", "c03112", "b03114",
                              "c03114", "d03114", "b03115", "c03115", "d03115"};
        const char *cm4[] = {"a03140", "b03140", "c03140", "d03140"};
        const char *pi5[] = {"b04170", "c04170", "d04170", "a04171", "b04171", "c04171", "d04171", "e04171"};
        const char *cm5[] = {"b04180", "c04180", "d04180", "e04180", "b041a0", "c041a0", "d041a0", "e041a0"};
        const char *pi500[] = {"d04190", "e04190"};
        const char *pi1b[] = {"0002", "0003", "0004", "0005", "0006", "000d", "000e", "000f", "1000002"};
        const char *pi1bplus[] = {"0010", "0013", "900032"};
        const char *pi1a[] = {"0007", "0008", "0009"};
        const char *pi1aplus[] = {"0012", "0015", "900021"};
        const char *cm1[] = {"0011", "0014", "900061"};
        const char *zero[] = {"900092", "920092", "900093", "920093"};
        const char *cm3[] = {"a020a0", "a220a0"};
        auto add = [](const char *id, const auto &codes) {
            for (const char *c : codes)
                QTest::newRow(c) << QString::fromLatin1(c) << QString::fromLatin1(id);
        };
        add("pi2b", pi2b);
        add("pi3b", pi3b);
        add("pi3bplus", pi3bplus);
        add("pi3aplus", pi3aplus);
        add("pi4b", pi4b);
        add("cm4", cm4);
        add("pi5", pi5);
        add("cm5", cm5);
        add("pi500", pi500);
        add("pi1b", pi1b);
        add("pi1bplus", pi1bplus);
        add("pi1a", pi1a);
        add("pi1aplus", pi1aplus);
        add("cm1", cm1);
        add("zero", zero);
        add("cm3", cm3);
        QTest::newRow("9000c1") << QStringLiteral("9000c1") << QStringLiteral("zerow");
        QTest::newRow("a02100") << QStringLiteral("a02100") << QStringLiteral("cm3plus");
        QTest::newRow("902120") << QStringLiteral("902120") << QStringLiteral("zero2w");
        QTest::newRow("c03130") << QStringLiteral("c03130") << QStringLiteral("pi400");
    }
    void byRevision()
    {
        QFETCH(QString, revision);
        QFETCH(QString, id);
        QCOMPARE(table().byRevision(revision).value_or(BoardInfo{}).id, id);
    }

    // The real /proc/cpuinfo fixtures: Revision line -> board and its NAS-relevant facts.
    void cpuinfoFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("driver");
        QTest::addColumn<int>("linkMbps");
        QTest::addColumn<bool>("onUsb");
        QTest::addColumn<bool>("usb3");
        QTest::newRow("pi1b") << QStringLiteral("pi1b-cpuinfo-000d.txt") << QStringLiteral("pi1b")
                              << QStringLiteral("smsc95xx") << 100 << true << false;
        QTest::newRow("pi3b") << QStringLiteral("pi3b-cpuinfo-a02082-armv7.txt") << QStringLiteral("pi3b")
                              << QStringLiteral("smsc95xx") << 100 << true << false;
        QTest::newRow("pi4") << QStringLiteral("pi4-cpuinfo-c03112-armv7l.txt") << QStringLiteral("pi4b")
                             << QStringLiteral("bcmgenet") << 1000 << false << true;
    }
    void cpuinfoFixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, id);
        QFETCH(QString, driver);
        QFETCH(int, linkMbps);
        QFETCH(bool, onUsb);
        QFETCH(bool, usb3);
        QFile f(QStringLiteral(PINAS_FIXTURES "/") + file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const auto match = QRegularExpression(QStringLiteral("^Revision\\s*:\\s*(\\S+)"),
                                              QRegularExpression::MultilineOption)
                               .match(QString::fromUtf8(f.readAll()));
        QVERIFY(match.hasMatch());
        const auto board = table().byRevision(match.captured(1));
        QVERIFY(board.has_value());
        QCOMPARE(board->id, id);
        QCOMPARE(board->nicDriver, driver);
        QCOMPARE(board->nicLinkMbps, linkMbps);
        QCOMPARE(board->nicOnSharedUsb2, onUsb);
        QCOMPARE(board->hasUsb3(), usb3);
    }

    void notAPiGivesNothing_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("looksLikePi");
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("blank") << QStringLiteral(" \n\t") << false;
        QTest::newRow("intel") << QStringLiteral("Intel(R) Core(TM) i7-8650U CPU @ 1.90GHz") << false;
        QTest::newRow("other sbc") << QStringLiteral("Xunlong Orange Pi 5") << false;
        QTest::newRow("future pi") << QStringLiteral("Raspberry Pi 9 Model Z") << true;
        QTest::newRow("bare name") << QStringLiteral("Raspberry Pi") << true;
        QTest::newRow("3 Model B Plusss") << QStringLiteral("Raspberry Pi 3 Model B Plusss Rev 1.3") << true;
        QTest::newRow("4 Model BX") << QStringLiteral("Raspberry Pi 4 Model BX Rev 1.1") << true;
        QTest::newRow("4000") << QStringLiteral("Raspberry Pi 4000 Rev 1.0") << true;
        QTest::newRow("CM 0") << QStringLiteral("Raspberry Pi Compute Module 0 Rev 1.0") << true;
        QTest::newRow("prefix inside") << QStringLiteral("Not a Raspberry Pi 4 Model B") << false;
    }
    void notAPiGivesNothing()
    {
        QFETCH(QString, model);
        QFETCH(bool, looksLikePi);
        QVERIFY(!table().byModel(model).has_value());
        QCOMPARE(BoardTable::looksLikeRaspberryPi(model), looksLikePi);
    }

    // The look-alike names must not be taken for each other.
    void lookAlikesStayApart()
    {
        auto id = [this](const char *model) {
            return table().byModel(QString::fromLatin1(model)).value_or(BoardInfo{}).id;
        };
        QCOMPARE(id("Raspberry Pi 3 Model B Rev 1.2"), QStringLiteral("pi3b"));
        QCOMPARE(id("Raspberry Pi 3 Model B Plus Rev 1.3"), QStringLiteral("pi3bplus"));
        QCOMPARE(id("Raspberry Pi 4 Model B Rev 1.4"), QStringLiteral("pi4b"));
        QCOMPARE(id("Raspberry Pi 400 Rev 1.0"), QStringLiteral("pi400"));
        QCOMPARE(id("Raspberry Pi Compute Module 4 Rev 1.0"), QStringLiteral("cm4"));
        QCOMPARE(id("Raspberry Pi Compute Module 4S Rev 1.0"), QStringLiteral("cm4s"));
        QCOMPARE(id("Raspberry Pi Compute Module Rev 1.0"), QStringLiteral("cm1"));
        QCOMPARE(id("Raspberry Pi Zero Rev 1.3"), QStringLiteral("zero"));
        QCOMPARE(id("Raspberry Pi Zero W Rev 1.1"), QStringLiteral("zerow"));
        QCOMPARE(id("Raspberry Pi Zero 2 W Rev 1.0"), QStringLiteral("zero2w"));
        QCOMPARE(id("Raspberry Pi 5 Model B Rev 1.0"), QStringLiteral("pi5"));
        QCOMPARE(id("Raspberry Pi 500 Rev 1.0"), QStringLiteral("pi500"));
    }

    void identifyPrefersTheModelString()
    {
        auto id = [this](const char *model, const char *revision, const char *compatible) {
            return table()
                .identify(QString::fromLatin1(model), QString::fromLatin1(revision),
                          QString::fromLatin1(compatible))
                .value_or(BoardInfo{})
                .id;
        };
        // A 3A+ can report the 3B+ compatible; its model string and revision code say 3A+.
        QCOMPARE(id("Raspberry Pi 3 Model A Plus Rev 1.0", "9020e0", "raspberrypi,3-model-b-plus"),
                 QStringLiteral("pi3aplus"));
        QCOMPARE(id("", "9020e0", "raspberrypi,3-model-b-plus"), QStringLiteral("pi3aplus"));
        QCOMPARE(id("", "", "raspberrypi,3-model-b-plus"), QStringLiteral("pi3bplus"));
        // A 64-bit kernel's cpuinfo without Model: the revision alone.
        QCOMPARE(id("", "c03112", ""), QStringLiteral("pi4b"));
        QCOMPARE(id("garbage", "zz", "raspberrypi,400"), QStringLiteral("pi400"));
        QCOMPARE(id("Intel(R) Core(TM) i7", "", ""), QString());
        QCOMPARE(id("", "", ""), QString());
    }

    void badRevisionsAndTypesGiveNothing()
    {
        QVERIFY(!table().byRevision(u"").has_value());
        QVERIFY(!table().byRevision(u"Beta").has_value());
        QVERIFY(!table().byRevision(u"0016").has_value());
        QVERIFY(!table().byRevision(u"9ff7f0").has_value()); // new style, unassigned type 0x7f
        QVERIFY(!table().byTypeCode(-1).has_value());
        QVERIFY(!table().byTypeCode(0x05).has_value()); // alpha prototype: not in the table
        QVERIFY(!table().byTypeCode(0x7fffffff).has_value());
        QVERIFY(!table().byCompatible(u"brcm,bcm2711").has_value());
        QVERIFY(!table().byCompatible(u"").has_value());
        QVERIFY(!table().byId(u"pi9").has_value());
    }

    void randomBytesNeverCrash()
    {
        quint32 seed = 777;
        for (int i = 0; i < 3000; ++i) {
            QByteArray bytes(i % 2 ? "Raspberry Pi " : "");
            const int len = int(seed % 40);
            for (int j = 0; j < len; ++j) {
                seed = seed * 1103515245u + 12345u;
                bytes.append(char(seed >> 16));
            }
            seed = seed * 1103515245u + 12345u;
            const QString s = QString::fromLatin1(bytes);
            const auto board = table().byModel(s);
            if (board)
                QVERIFY(board->isValid());
            table().byRevision(s);
            table().byCompatible(s);
        }
    }

    void badJsonGivesAnEmptyTableAndAnError_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("not json") << QByteArray("boards: yes");
        QTest::newRow("truncated") << QByteArray(R"({"format":"pinas-boards","version":1,"boards":[{"id":)");
        QTest::newRow("no format") << QByteArray(R"({"boards":[{"id":"x"}]})");
        QTest::newRow("version 2") << QByteArray(
            R"({"format":"pinas-boards","version":2,"boards":[{"id":"x"}]})");
    }
    void badJsonGivesAnEmptyTableAndAnError()
    {
        QFETCH(QByteArray, json);
        QString error;
        const BoardTable t = BoardTable::fromJson(json, &error);
        QVERIFY(!error.isEmpty());
        QVERIFY(t.boards().isEmpty());
        QVERIFY(!t.byModel(u"Raspberry Pi 4 Model B Rev 1.1").has_value());
    }

    void oddRowsAreReadSafely()
    {
        // Wrong types in a row: the row still loads, wrong fields read as empty/zero.
        const QByteArray json = R"({"format":"pinas-boards","version":1,"boards":[
            {"id":"odd","type_codes":["0xzz", 12, "0x11"],"old_revision_codes":[null],"model_prefixes":[1,"Raspberry Pi Odd"],
             "nic":"none","usb3_ports":"two"},
            {"name":"row without id"}, 5, null]})";
        QString error;
        const BoardTable t = BoardTable::fromJson(json, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(t.boards().size(), 1);
        const BoardInfo &b = t.boards().first();
        QCOMPARE(b.typeCodes, (QList<int>{12, 0x11}));
        QVERIFY(b.oldRevisionCodes.isEmpty());
        QCOMPARE(b.modelPrefixes, QStringList{QStringLiteral("Raspberry Pi Odd")});
        QVERIFY(!b.hasEthernet());
        QVERIFY(!b.hasUsb3());
        QCOMPARE(t.byModel(u"Raspberry Pi Odd Rev 2").value_or(BoardInfo{}).id, QStringLiteral("odd"));
    }
};

QTEST_GUILESS_MAIN(TestBoardTable)
#include "tst_boardtable.moc"
