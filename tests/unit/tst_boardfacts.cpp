// Issue #38 part A: the board facts no single command prints, from the board table and from
// indirect evidence, and the USB topology rule — each row from a real output in tests/fixtures
// (with its .source), each with a case that must and one that must not give the fact or finding.
// Lines written here (not fixtures) are marked "written here"; they only give a real output the
// context it needs (a model line) and never the text a rule keys on.
#include "core/diagnosis/diagnosis.h"
#include "core/findings/catalogue.h"
#include "core/knowledge/boardevidence.h"
#include "core/knowledge/boardtable.h"
#include "core/knowledge/ceilings.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/transcript.h"
#include "diagnosistestutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace DiagTest;
using namespace ProbeTest;

namespace {

QJsonObject boardOf(const QString &section, const QString &text)
{
    Transcript t;
    t.addSection(TranscriptSection{section, text, 0, true});
    return FactsBuilder::build(t).toJson().value(u"board_info").toObject();
}

QString value(const QJsonObject &board, const QString &key)
{
    return show(board.value(key));
}

QString sourcesOf(const QJsonObject &board, const QString &key)
{
    return show(board.value(u"sources").toObject().value(key));
}

QStringList findingIds(const Run &r)
{
    QStringList out;
    for (const Finding &x : Diagnosis::diagnose(r).findings)
        out << x.id;
    return out;
}

} // namespace

class TestBoardFacts : public QObject
{
    Q_OBJECT

private slots:
    // --- The board table's columns for every row ---------------------------------------------
    void everyRowHasTheNewColumns()
    {
        const QStringList kinds{u"none"_qs, u"usb-100m-shared"_qs, u"usb-1g-on-usb2"_qs, u"native-1g"_qs,
                                u"rp1-1g"_qs};
        for (const BoardInfo &b : BoardTable::instance().boards()) {
            QVERIFY2(kinds.contains(b.nicKind), qPrintable(b.id));
            // The kind and the driver agree: no driver exactly when there is no Ethernet.
            QCOMPARE(b.nicKind == u"none", b.nicDriver.isEmpty());
            QCOMPARE(b.nicKind.startsWith(u"usb-"), b.nicOnSharedUsb2);
            QVERIFY2(b.pcieLanes >= 0 && b.pcieLanes <= 1, qPrintable(b.id));
            // Only modules leave ports to a carrier.
            QCOMPARE(b.isComputeModule(), b.name.contains(u"Compute Module"));
            if (b.isComputeModule())
                QVERIFY2(!b.hasUsb3(), qPrintable(b.id)); // never a USB 3 claim the carrier decides
        }
        QCOMPARE(BoardTable::instance().byId(u"cm4"_qs)->usb3Known(), false);
        QCOMPARE(BoardTable::instance().byId(u"pi4b"_qs)->wifiChip, u"BCM4345/6"_qs);
        QCOMPARE(BoardTable::instance().byId(u"pi1b"_qs)->wifiChip, u"none"_qs);
    }

    // --- Facts from the board table, marked "board-table", never over a reading ---------------
    void tableFactsFromRealCpuinfo_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QStringList>("expect");
        QTest::newRow("3B, 64-bit, Hardware BCM2835: not a Pi 1")
            << u"pi3b-cpuinfo-a02082-aarch64-hardware-bcm2835.txt"_qs
            << QStringList{u"model_name=Raspberry Pi 3 Model B"_qs, u"soc=BCM2837"_qs,
                           u"nic_kind=usb-100m-shared"_qs, u"built_in_nic_on_usb=true"_qs, u"usb3=false"_qs,
                           u"wifi_chip=BCM43430/1"_qs, u"wifi_on_usb=false"_qs, u"carrier_decides=false"_qs};
        QTest::newRow("3B+, 64-bit") << u"pi3bplus-cpuinfo-a020d3-aarch64-hardware-bcm2835.txt"_qs
                                     << QStringList{u"model_name=Raspberry Pi 3 Model B Plus"_qs, u"soc=BCM2837"_qs,
                                                    u"nic_kind=usb-1g-on-usb2"_qs, u"built_in_nic_on_usb=true"_qs,
                                                    u"wifi_chip=BCM4345/6"_qs};
        QTest::newRow("4B 1.5, no Hardware line")
            << u"pi4-cpuinfo-d03115-aarch64-no-hardware.txt"_qs
            << QStringList{u"soc=BCM2711"_qs, u"ram_mb=8192"_qs, u"nic_kind=native-1g"_qs,
                           u"built_in_nic_on_usb=false"_qs, u"usb3=true"_qs, u"pcie_lanes=0"_qs};
        QTest::newRow("CM4 8 GB: the carrier decides USB")
            << u"cm4-cpuinfo-d03141-aarch64.txt"_qs
            << QStringList{u"ram_mb=8192"_qs, u"soc=BCM2711"_qs, u"nic_kind=native-1g"_qs,
                           u"carrier_decides=true"_qs, u"usb3=null"_qs, u"pcie_lanes=1"_qs};
    }
    void tableFactsFromRealCpuinfo()
    {
        QFETCH(QString, fixture);
        QFETCH(QStringList, expect);
        const QJsonObject b = boardOf(u"cpuinfo"_qs, ProbeTest::fixture(fixture));
        for (const QString &e : expect) {
            const QString key = e.section(u'=', 0, 0);
            QVERIFY2(value(b, key) == e.section(u'=', 1), qPrintable(e + u" got " + value(b, key)));
        }
        // The table's facts carry its name; what the revision code said carries cpuinfo's.
        QCOMPARE(sourcesOf(b, u"nic_kind"_qs), u"[\"board-table\"]"_qs);
        QCOMPARE(sourcesOf(b, u"soc"_qs).startsWith(u"[\"cpuinfo\""), true);
    }

    // A reading wins over the table: a SuperSpeed root hub on a board the table calls USB 2.0 only
    // would be kept with the table as a disagreement, never replaced.
    void readingWinsOverTable()
    {
        Transcript t;
        t.addSection(TranscriptSection{u"cpuinfo"_qs, f("pi3b-cpuinfo-a02082-armv7.txt"), 0, true});
        t.addSection(TranscriptSection{u"lsusb-t"_qs, f("pi4-lsusb-t-uas-vl805.txt"), 0, true});
        const Facts facts = FactsBuilder::build(t);
        QCOMPARE(facts.board.usb3.value(), true);
        QCOMPARE(facts.board.usb3.sources(), QStringList{u"lsusb-t"_qs});
        QCOMPARE(facts.board.usb3.disagreeing(), QStringList{u"board-table"_qs});
    }

    // A new-style code of a type the table does not hold: type, memory, SoC from its bits, and no
    // board-derived fact. 0x1c is not assigned in revision-codes.adoc (written here: d031c0).
    void unknownNewStyleCodeGivesItsBitsOnly()
    {
        const QString cpuinfo = u"Revision\t: d031c0\n"_qs; // written here
        const QJsonObject b = boardOf(u"cpuinfo"_qs, cpuinfo);
        QCOMPARE(value(b, u"ram_mb"_qs), u"8192"_qs);
        QCOMPARE(value(b, u"soc"_qs), u"BCM2711"_qs);
        QCOMPARE(value(b, u"type_code"_qs), u"28"_qs);
        QCOMPARE(value(b, u"model_name"_qs), u"null"_qs);
        QCOMPARE(value(b, u"nic_kind"_qs), u"null"_qs);
        QCOMPARE(value(b, u"usb3"_qs), u"null"_qs);
        // An old-style-looking stray value is not read as a board.
        QCOMPARE(value(boardOf(u"cpuinfo"_qs, u"Revision\t: 0000\n"_qs), u"soc"_qs), u"null"_qs);
    }

    // --- Indirect evidence in the kernel log, each under its own source ------------------------
    void evidenceFromRealKernelLogs_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QStringList>("expect");
        QTest::newRow("Pi 400: BCM2711 PCIe with a VL805")
            << u"pi400-dmesg-brcm-pcie-vl805.txt"_qs
            << QStringList{u"soc=BCM2711"_qs, u"sources.soc=[\"kernel-soc-address\"]"_qs, u"usb3=true"_qs,
                           u"sources.usb3=[\"kernel-pcie-device\"]"_qs,
                           u"model_name=null"_qs, // a VL805 sits on a Pi 4, a Pi 400 and some CM4 carriers
                           u"nic_kind=null"_qs};  // the CM4S among the BCM2711 rows has no Ethernet
        QTest::newRow("CM4: an NVMe where a Pi 4 has its VL805")
            << u"cm4-dmesg-pcie-nvme-1987-5013-on-fd500000.txt"_qs
            << QStringList{u"model_name=Raspberry Pi Compute Module 4"_qs,
                           u"sources.model_name=[\"kernel-pcie-device\"]"_qs, u"carrier_decides=true"_qs,
                           u"nic_kind=native-1g"_qs};
        QTest::newRow("Pi 5: RP1 on PCIe")
            << u"pi5-dmesg-rp1-on-pcie-1000120000.txt"_qs
            << QStringList{u"soc=BCM2712"_qs, u"model_name=null"_qs, u"nic_kind=rp1-1g"_qs,
                           u"sources.nic_kind=[\"kernel-soc-address\"]"_qs};
        QTest::newRow("Pi 4 OpenWrt: GENET + BCM4345/6, board ambiguous")
            << u"pi4-openwrt-dmesg-brcmfmac43455-r8152-superspeed.txt"_qs
            << QStringList{u"soc=BCM2711"_qs, u"wifi_chip=BCM4345/6"_qs, u"wifi_on_usb=false"_qs,
                           u"nic_kind=native-1g"_qs, u"model_name=null"_qs, u"usb3=true"_qs};
        QTest::newRow("Pi 4: the Wi-Fi NVRAM file names the board")
            << u"pi4-dmesg-grep-mac-brcmfmac43455-nvram-4-model-b.txt"_qs
            << QStringList{u"model_name=Raspberry Pi 4 Model B"_qs,
                           u"sources.model_name=[\"kernel-wifi-firmware\"]"_qs, u"usb3=true"_qs,
                           u"sources.usb3=[\"board-table\"]"_qs, u"nic_kind=native-1g"_qs};
        QTest::newRow("Pi 3B: dwc_otg only") << u"pi3b-dmesg-dwc-otg-3f980000.txt"_qs
                                             << QStringList{u"usb3=false"_qs, u"soc=null"_qs, u"model_name=null"_qs};
        QTest::newRow("VisionFive: a Pi's Wi-Fi chip is not a Pi")
            << u"visionfive-dmesg-T-brcmfmac43430-sdio-NOT-PI.txt"_qs
            << QStringList{u"wifi_chip=BCM43430/1"_qs, u"model_name=null"_qs, u"raspberry_pi=null"_qs,
                           u"soc=null"_qs, u"nic_kind=null"_qs};
    }
    void evidenceFromRealKernelLogs()
    {
        QFETCH(QString, fixture);
        QFETCH(QStringList, expect);
        const QJsonObject b = boardOf(u"dmesg"_qs, ProbeTest::fixture(fixture));
        for (const QString &e : expect) {
            const QString key = e.section(u'=', 0, 0);
            const QString got = key.startsWith(u"sources.") ? sourcesOf(b, key.mid(8)) : value(b, key);
            QVERIFY2(got == e.section(u'=', 1), qPrintable(e + u" got " + got));
        }
    }

    // The line an inference rests on is in the facts, verbatim.
    void evidenceKeepsItsLine()
    {
        const QJsonObject b = boardOf(u"dmesg"_qs, f("cm4-dmesg-pcie-nvme-1987-5013-on-fd500000.txt"));
        QVERIFY(b.value(u"board_evidence").toString().contains(u"[1987:5013]"));
        // A model line wins over any inference (written here: the model line).
        const QJsonObject named = boardOf(
            u"dmesg"_qs, u"[    0.000000] Machine model: Raspberry Pi 4 Model B Rev 1.4\n"_qs +
                             f("cm4-dmesg-pcie-nvme-1987-5013-on-fd500000.txt"));
        QCOMPARE(value(named, u"model_name"_qs), u"Raspberry Pi 4 Model B"_qs);
        QCOMPARE(value(named, u"board_evidence"_qs), u"null"_qs);
    }

    // --- USB topology as a rule -----------------------------------------------------------------
    void usbSpeedAgainstFastestRootHub_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("fires");
        QTest::addColumn<QString>("hub"); // a hub named in the evidence; empty: none named
        QTest::newRow("Pi 4: usb-storage at 480M, VL805 hub not blamed")
            << u"pi4-lsusb-t-usb-storage-480m-usb2-hub.txt"_qs << true << QString();
        QTest::newRow("PC, usbutils 017 form, uas at 480M next to 10000M")
            << u"pc-lsusb-t-usbutils-017-uas-480m-10000m-NOT-PI.txt"_qs << true << QString();
        QTest::newRow("Odroid XU4: uas at 480M next to 5000M")
            << u"odroid-xu4-lsusb-t-r8152-uas-480m-NOT-PI.txt"_qs << true << QString();
        QTest::newRow("Pi 4: uas at 5000M") << u"pi4-lsusb-t-uas-vl805.txt"_qs << false << QString();
        QTest::newRow("Pi 3B: 480M is all the board has")
            << u"seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt"_qs << false << QString();
    }
    void usbSpeedAgainstFastestRootHub()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, fires);
        QFETCH(QString, hub);
        const Run r = run({{u"lsusb-t"_qs, ProbeTest::fixture(fixture)}});
        QCOMPARE(findingIds(r).contains(QString(FindingId::StorageUsb2Port)), fires);
        QVERIFY(!findingIds(r).contains(QString(FindingId::StorageUsb2Board)) || !fires);
    }

    // The NIC the same way (nic-usb2-port, issue #38): a gigabit adapter at 480M on a machine with a
    // SuperSpeed root hub. The link speed or a gigabit-only driver says it can exceed USB 2.0; r8152
    // alone does not (it drives the 100 Mb/s RTL8152 too). The network layer's ceiling follows.
    void nicUsbSpeedAgainstFastestRootHub_data()
    {
        const QString odroid = ProbeTest::fixture(u"odroid-xu4-lsusb-t-r8152-uas-480m-NOT-PI.txt"_qs);
        const QString gigabit = DiagTest::ethtool(u"1000Mb/s"_qs, u"Full"_qs);
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QString>("ethtool");
        QTest::addColumn<bool>("fires");
        QTest::addColumn<double>("ceiling"); // the network layer's, MB/s
        QTest::newRow("Odroid XU4: RTL8153 at 480M, 1000 Mb/s link") << odroid << gigabit << true << 37.5;
        QTest::newRow("Odroid XU4: r8152 at 480M, link not shown") << odroid << QString() << false << 0.0;
        QTest::newRow("Odroid XU4: r8152 at 480M, 100 Mb/s link")
            << odroid << DiagTest::ethtool(u"100Mb/s"_qs, u"Full"_qs) << false << 11.77;
        QTest::newRow("ax88179 at 480M, link not shown: a gigabit-only driver")
            << QString(odroid).replace(u"Driver=r8152"_qs, u"Driver=ax88179_178a"_qs) << QString() << true << 37.5;
        QTest::newRow("the adapter at 5000M")
            << QString(odroid).replace(u"Driver=r8152, 480M"_qs, u"Driver=r8152, 5000M"_qs) << gigabit << false
            << 117.7;
        QTest::newRow("Pi 3B+: lan78xx at 480M on a USB 2.0-only board")
            << ProbeTest::fixture(u"pi3bplus-lsusb-t-lan78xx.txt"_qs) << gigabit << false << 37.5;
    }
    void nicUsbSpeedAgainstFastestRootHub()
    {
        QFETCH(QString, tree);
        QFETCH(QString, ethtool);
        QFETCH(bool, fires);
        QFETCH(double, ceiling);
        DiagTest::Sections sections{{u"lsusb-t"_qs, tree}};
        if (!ethtool.isEmpty())
            sections.append({u"ethtool-eth0"_qs, ethtool});
        const Diagnosis d = Diagnosis::diagnose(run(sections, {DiagTest::share(u"share-write"_qs, 30)}));
        const Finding *nic = nullptr;
        for (const Finding &x : d.findings)
            if (x.id == FindingId::NicUsb2Port)
                nic = &x;
        QCOMPARE(bool(nic), fires);
        if (ceiling > 0)
            QCOMPARE(Ceilings::number(d.ceilings.network.mbPerSecond), Ceilings::number(ceiling));
        if (!nic)
            return;
        QVERIFY2(nic->evidence.contains(u"480M"_qs) && nic->evidence.contains(u"37.5"_qs), qPrintable(nic->evidence));
        QCOMPARE(nic->layer, Layer::Network);
        // Back in a USB 3 port the next limit is the disk beside it, at 480M too (uas, about 40 MB/s):
        // the expected figure is that, not the gigabit link's 117.7.
        QCOMPARE(nic->severity, Finding::Severity::Critical);
        QCOMPARE(nic->expected, Rules::tr("up to ~%1 MB/s").arg(Ceilings::number(Ceilings::usb2Storage(true).mbPerSecond)));
    }

    // A USB 2.0 hub between the disk and the root hub is named; the host's own hub is not.
    // Written here: a Pi 4 tree with an external 4-port USB 2.0 hub (the shape of fixture
    // pi4-lsusb-t-dwc-otg-overlay-usb2-hubs.txt, with a disk under the external hub).
    void usb2HubInThePathIsNamed()
    {
        const QString tree = u"/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 5000M\n"
                             u"/:  Bus 01.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/1p, 480M\n"
                             u"    |__ Port 1: Dev 2, If 0, Class=Hub, Driver=hub/4p, 480M\n"
                             u"        |__ Port 2: Dev 4, If 0, Class=Hub, Driver=hub/4p, 480M\n"
                             u"            |__ Port 1: Dev 5, If 0, Class=Mass Storage, Driver=uas, 480M\n"_qs;
        const Diagnosis d = Diagnosis::diagnose(run({{u"lsusb-t"_qs, tree}}));
        const Finding *usb2 = nullptr;
        for (const Finding &x : d.findings)
            if (x.id == FindingId::StorageUsb2Port)
                usb2 = &x;
        QVERIFY(usb2);
        QVERIFY2(usb2->evidence.contains(u"1-1.2"), qPrintable(usb2->evidence));
        QVERIFY2(!usb2->evidence.contains(u"(1-1)"), qPrintable(usb2->evidence));
        // The fixture's own disk hangs from the VL805's internal hub only: no hub is named.
        const Diagnosis real =
            Diagnosis::diagnose(run({{u"lsusb-t"_qs, f("pi4-lsusb-t-usb-storage-480m-usb2-hub.txt")}}));
        for (const Finding &x : real.findings)
            if (x.id == FindingId::StorageUsb2Port)
                QVERIFY2(!x.evidence.contains(u"hub"), qPrintable(x.evidence));
    }
};

QTEST_GUILESS_MAIN(TestBoardFacts)
#include "tst_boardfacts.moc"
