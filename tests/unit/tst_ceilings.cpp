#include "core/knowledge/boardtable.h"
#include "core/knowledge/ceilings.h"

#include <QTest>

#include <cmath>

// Expected figures are recomputed here from the arithmetic in docs/knowledge.md §2 and docs/design.md "Ceilings",
// not copied from the implementation.
class TestCeilings : public QObject
{
    Q_OBJECT
private:
    static bool near(double a, double b, double tolerance) { return std::abs(a - b) <= tolerance; }
    static BoardInfo board(const char *id)
    {
        return BoardTable::instance().byId(QString::fromLatin1(id)).value_or(BoardInfo{});
    }
    static void checkWellFormed(const Ceiling &c)
    {
        QVERIFY(c.isValid());
        QVERIFY(!c.id.isEmpty());
        QVERIFY(!c.source.trimmed().isEmpty());
        QVERIFY(c.low <= c.mbPerSecond + 1e-9);
        QVERIFY(c.mbPerSecond <= c.high + 1e-9);
        const QString text = c.explanation();
        QVERIFY(!text.isEmpty());
        // Every placeholder filled, and the figure the explanation gives is one of the ceiling's own.
        QVERIFY2(!text.contains(QLatin1Char('%')), qPrintable(text));
        QVERIFY2(text.contains(Ceilings::number(c.mbPerSecond)) || text.contains(Ceilings::number(c.high)),
                 qPrintable(text));
    }

private slots:
    void ethernetFraming()
    {
        // 8 preamble/SFD + 14 header + 1500 + 4 FCS + 12 gap; 1500 − 20 − 20 − 12.
        QCOMPARE(Ceilings::ethernetWireBytes(1500), 8 + 14 + 1500 + 4 + 12);
        QCOMPARE(Ceilings::ethernetWireBytes(1500), 1538);
        QCOMPARE(Ceilings::tcpPayloadBytes(1500, true), 1448);
        QCOMPARE(Ceilings::tcpPayloadBytes(1500, false), 1460);
        QVERIFY(near(Ceilings::tcpEfficiency(1500, true), 0.9415, 0.0001));
        QVERIFY(near(Ceilings::tcpEfficiency(1500, false), 0.9493, 0.0001));
    }

    void ethernetTcp_data()
    {
        QTest::addColumn<int>("link");
        QTest::addColumn<int>("mtu");
        QTest::addColumn<bool>("timestamps");
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("printed");
        // docs/knowledge.md §2.1 table: 11.77 / 11.87 / 117.7 / 118.7 MB/s.
        QTest::newRow("100 ts") << 100 << 1500 << true << 1448.0 / 1538 * 100e6 / 8 / 1e6
                                << QStringLiteral("11.77");
        QTest::newRow("100 no opts") << 100 << 1500 << false << 1460.0 / 1538 * 100e6 / 8 / 1e6
                                     << QStringLiteral("11.87");
        QTest::newRow("1000 ts") << 1000 << 1500 << true << 1448.0 / 1538 * 1000e6 / 8 / 1e6
                                 << QStringLiteral("117.7");
        QTest::newRow("1000 no opts")
            << 1000 << 1500 << false << 1460.0 / 1538 * 1000e6 / 8 / 1e6 << QStringLiteral("118.7");
        QTest::newRow("10 ts") << 10 << 1500 << true << 1448.0 / 1538 * 10e6 / 8 / 1e6
                               << QStringLiteral("1.177");
        // Jumbo frames follow the same arithmetic: (9000 − 52) payload in 9038 wire bytes.
        QTest::newRow("1000 jumbo") << 1000 << 9000 << true << 8948.0 / 9038 * 1000e6 / 8 / 1e6
                                    << QStringLiteral("123.8");
    }
    void ethernetTcp()
    {
        QFETCH(int, link);
        QFETCH(int, mtu);
        QFETCH(bool, timestamps);
        QFETCH(double, expected);
        QFETCH(QString, printed);
        const Ceiling c = Ceilings::ethernetTcp(link, mtu, timestamps);
        checkWellFormed(c);
        QVERIFY2(near(c.mbPerSecond, expected, 0.01), qPrintable(QString::number(c.mbPerSecond)));
        QVERIFY(!c.isRange());
        QCOMPARE(Ceilings::number(c.mbPerSecond), printed);
        QCOMPARE(c.id, QStringLiteral("ethernet-tcp"));
        QVERIFY(c.explanation().contains(QString::number(Ceilings::tcpPayloadBytes(mtu, timestamps))));
        QVERIFY(c.explanation().contains(QString::number(Ceilings::ethernetWireBytes(mtu))));
    }

    void ethernetNonsenseIsNoCeiling()
    {
        QVERIFY(!Ceilings::ethernetTcp(0).isValid());
        QVERIFY(!Ceilings::ethernetTcp(-100).isValid());
        QVERIFY(!Ceilings::ethernetTcp(100, 40).isValid()); // no room for payload
        QVERIFY(!Ceilings::ethernetTcp(100, 0).isValid());
        QVERIFY(!Ceilings::ethernetTcp(100, -5).isValid());
        QVERIFY(Ceilings::ethernetTcp(100).explanation().size() > 0);
        QVERIFY(Ceiling{}.explanation().isEmpty());
    }

    // docs/design.md's Pi 3B case: 1 GiB in 96.352 s over NFS is 94 % of the 100 Mb/s ceiling.
    void pi3bNfsCaseIsNearTheCeiling()
    {
        const double measured = 1073741824.0 / 96.352 / 1e6;
        const Ceiling c = Ceilings::nic(board("pi3b"));
        QCOMPARE(c.id, QStringLiteral("ethernet-tcp"));
        QVERIFY(near(measured / c.mbPerSecond, 0.947, 0.005));
    }

    void usb2()
    {
        const Ceiling bulk = Ceilings::usb2Bulk();
        checkWellFormed(bulk);
        QVERIFY(near(bulk.mbPerSecond, 13 * 512 / 125e-6 / 1e6, 1e-9));
        QCOMPARE(Ceilings::number(bulk.mbPerSecond), QStringLiteral("53.25"));
        QVERIFY(bulk.mbPerSecond < 480e6 / 8 / 1e6); // below the 60 MB/s raw signalling rate

        const Ceiling bot = Ceilings::usb2Storage(false);
        checkWellFormed(bot);
        QCOMPARE(bot.low, 30.0);
        QCOMPARE(bot.high, 40.0);
        QVERIFY(bot.isRange());
        QVERIFY(bot.high < bulk.mbPerSecond);

        const Ceiling uas = Ceilings::usb2Storage(true);
        checkWellFormed(uas);
        QVERIFY(uas.id != bot.id);
        QCOMPARE(uas.high, bulk.mbPerSecond);
        QVERIFY(uas.mbPerSecond >= bot.mbPerSecond);
    }

    void usb3()
    {
        const Ceiling c = Ceilings::usb3Storage();
        checkWellFormed(c);
        QVERIFY(c.explanation().contains(Ceilings::number(5e9 * 8 / 10 / 8 / 1e6))); // 500 MB/s raw
        QCOMPARE(c.mbPerSecond, 400.0);
        QVERIFY(c.high < 5e9 * 0.8 / 8 / 1e6);
        const Ceiling link = Ceilings::pi4Usb3HostLink();
        checkWellFormed(link);
        QVERIFY(near(link.mbPerSecond, 5e9 * 0.8 / 8 / 1e6, 1e-9));
    }

    void usbDiskBySpeed()
    {
        QCOMPARE(Ceilings::usbDisk(480, false).id, Ceilings::usb2Storage(false).id);
        QCOMPARE(Ceilings::usbDisk(480, true).id, Ceilings::usb2Storage(true).id);
        QCOMPARE(Ceilings::usbDisk(5000, true).id, Ceilings::usb3Storage().id);
        QCOMPARE(Ceilings::usbDisk(10000, false).id, Ceilings::usb3Storage().id);
        QVERIFY(!Ceilings::usbDisk(12, false).isValid());
        QVERIFY(!Ceilings::usbDisk(0, false).isValid());
        QVERIFY(!Ceilings::usbDisk(-1, true).isValid());
    }

    void pi3BPlus()
    {
        const Ceiling c = Ceilings::pi3BPlusEthernet();
        checkWellFormed(c);
        QVERIFY(near(c.mbPerSecond, 300.0 / 8, 1e-9)); // 37.5 MB/s
        QVERIFY(near(c.low, 253.0 / 8, 1e-9));         // 31.6 MB/s measured
        QVERIFY(near(c.mbitPerSecond(), 300, 1e-9));
        // Far below what the gigabit PHY could carry.
        QVERIFY(c.mbPerSecond < Ceilings::ethernetTcp(1000).mbPerSecond / 3);
    }

    void nicPerBoard_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("negotiated");
        QTest::addColumn<QString>("ceilingId");
        QTest::addColumn<double>("expected");
        const double fast = 1448.0 / 1538 * 100e6 / 8 / 1e6;
        const double gigabit = 1448.0 / 1538 * 1000e6 / 8 / 1e6;
        const QString tcp = QStringLiteral("ethernet-tcp");
        QTest::newRow("pi1b") << QStringLiteral("pi1b") << 0 << tcp << fast;
        QTest::newRow("pi3b") << QStringLiteral("pi3b") << 0 << tcp << fast;
        QTest::newRow("pi3b+ gigabit")
            << QStringLiteral("pi3bplus") << 0 << QStringLiteral("pi3bplus-ethernet") << 37.5;
        QTest::newRow("pi3b+ at 1000")
            << QStringLiteral("pi3bplus") << 1000 << QStringLiteral("pi3bplus-ethernet") << 37.5;
        // A 2-pair cable leaves the 3B+ at 100 Mb/s: then the link is the cap (docs/knowledge.md §4.12).
        QTest::newRow("pi3b+ at 100") << QStringLiteral("pi3bplus") << 100 << tcp << fast;
        QTest::newRow("pi4b") << QStringLiteral("pi4b") << 0 << tcp << gigabit;
        QTest::newRow("pi4b at 100") << QStringLiteral("pi4b") << 100 << tcp << fast;
        QTest::newRow("pi400") << QStringLiteral("pi400") << 0 << tcp << gigabit;
        QTest::newRow("cm4") << QStringLiteral("cm4") << 0 << tcp << gigabit;
        QTest::newRow("pi5") << QStringLiteral("pi5") << 0 << tcp << gigabit;
    }
    void nicPerBoard()
    {
        QFETCH(QString, id);
        QFETCH(int, negotiated);
        QFETCH(QString, ceilingId);
        QFETCH(double, expected);
        const BoardInfo b = BoardTable::instance().byId(id).value_or(BoardInfo{});
        QVERIFY(b.isValid());
        const Ceiling c = Ceilings::nic(b, negotiated);
        checkWellFormed(c);
        QCOMPARE(c.id, ceilingId);
        QVERIFY(near(c.mbPerSecond, expected, 0.01));
        // The table's own figure agrees with the computed ceiling (Mb/s, rounded down in the table).
        if (negotiated == 0)
            QVERIFY(near(c.mbitPerSecond(), b.nicCeilingMbps, 1.0));
    }

    void noEthernetNoNicCeiling()
    {
        for (const char *id : {"zero", "zerow", "zero2w", "pi3aplus", "pi1aplus", "cm3"})
            QVERIFY2(!Ceilings::nic(board(id)).isValid(), id);
        QVERIFY(!Ceilings::nic(BoardInfo{}).isValid());
    }

    void sharedBusHalvesTheUsableBus()
    {
        const Ceiling c = Ceilings::sharedUsb2Nas();
        checkWellFormed(c);
        QCOMPARE(c.low, 30.0 / 2);
        QCOMPARE(c.high, 40.0 / 2);
        // On a 100 Mb board the NIC (11.77) stays the lower cap; on the 3B+ the shared bus (≤20) is.
        QVERIFY(Ceilings::nic(board("pi3b")).mbPerSecond < c.low);
        QVERIFY(c.high < Ceilings::nic(board("pi3bplus")).mbPerSecond);

        const Ceiling single = Ceilings::sharedUsb2Nas(Ceilings::usb2Bulk());
        checkWellFormed(single);
        QVERIFY(near(single.mbPerSecond, 13 * 512 / 125e-6 / 1e6 / 2, 1e-9));
        QVERIFY(!Ceilings::sharedUsb2Nas(Ceiling{}).isValid());
    }

    void sdCard()
    {
        const Ceiling ddr = Ceilings::sdCard(QStringLiteral("DDR50"));
        checkWellFormed(ddr);
        QCOMPARE(ddr.mbPerSecond, 50.0);
        QVERIFY(ddr.explanation().contains(u"DDR50"));
        const Ceiling sdr = Ceilings::sdCard(QStringLiteral("sdr104"));
        checkWellFormed(sdr);
        QCOMPARE(sdr.mbPerSecond, 104.0);
        QVERIFY(!Ceilings::sdCard(QString()).isValid());
        QVERIFY(!Ceilings::sdCard(QStringLiteral("warp9")).isValid());
        // The boards that name a bus mode get a ceiling for it.
        for (const BoardInfo &b : BoardTable::instance().boards()) {
            if (!b.sdBusMode.isEmpty())
                QVERIFY2(Ceilings::sdCard(b.sdBusMode).isValid(), qPrintable(b.id));
        }
    }

    void disks()
    {
        const Ceiling hdd = Ceilings::hdd();
        checkWellFormed(hdd);
        QVERIFY(hdd.isRange());
        // An HDD can fill gigabit only on its outer tracks (docs/knowledge.md §2.3).
        QVERIFY(hdd.low < Ceilings::ethernetTcp(1000).mbPerSecond);
        QVERIFY(hdd.high > Ceilings::ethernetTcp(1000).mbPerSecond);
        const Ceiling ssd = Ceilings::sataSsd();
        checkWellFormed(ssd);
        QVERIFY(near(ssd.mbPerSecond, 6e9 * 0.8 / 8 / 1e6, 1e-9));
    }

    void jsonCarriesTheFigures()
    {
        const Ceiling c = Ceilings::usb2Storage(false);
        const QJsonObject o = c.toJson();
        QCOMPARE(o.value(u"id").toString(), QStringLiteral("usb2-storage"));
        QCOMPARE(o.value(u"mb_per_s").toDouble(), c.mbPerSecond);
        QCOMPARE(o.value(u"low").toDouble(), 30.0);
        QCOMPARE(o.value(u"high").toDouble(), 40.0);
        QCOMPARE(o.value(u"explanation").toString(), c.explanation());
        QCOMPARE(o.value(u"source").toString(), c.source);
    }

    void numberFormatting()
    {
        QCOMPARE(Ceilings::number(11.7685), QStringLiteral("11.77"));
        QCOMPARE(Ceilings::number(117.685), QStringLiteral("117.7"));
        QCOMPARE(Ceilings::number(500), QStringLiteral("500"));
        QCOMPARE(Ceilings::number(37.5), QStringLiteral("37.5"));
        QCOMPARE(Ceilings::number(2000), QStringLiteral("2000"));
        QCOMPARE(Ceilings::number(12345.6), QStringLiteral("12346"));
    }
};

QTEST_GUILESS_MAIN(TestCeilings)
#include "tst_ceilings.moc"
