// Section parsers on their own: revision codes, model strings, throttled bits, and the output
// variants the fixtures do not cover (new usbutils, BusyBox, df -h, exportfs -v, the probe's
// own sysfs lines).
#include "core/knowledge/modelstring.h"
#include "core/knowledge/revisioncode.h"
#include "core/probe/dfparser.h"
#include "core/probe/ethtoolparser.h"
#include "core/probe/exportsparser.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/lsblkparser.h"
#include "core/probe/lsusbtreeparser.h"
#include "core/probe/processparser.h"
#include "core/probe/sysfsparser.h"
#include "core/probe/systemparsers.h"
#include "core/probe/throttledparser.h"
#include "probetestutil.h"

#include <QTest>

#include <cmath>

using namespace ProbeTest;

class TestProbeParsers : public QObject
{
    Q_OBJECT
private slots:
    // Codes from the revision-codes table (docs/knowledge.md §1.3).
    void revisionCodes_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("ramMb");
        QTest::addColumn<QString>("soc");
        QTest::addColumn<QString>("maker");
        QTest::addColumn<QString>("name");
        auto row = [](const char *code, int type, int ram, const char *soc, const char *maker,
                      const char *name) {
            QTest::newRow(code) << QString::fromUtf8(code) << type << ram << QString::fromUtf8(soc)
                                << QString::fromUtf8(maker) << QString::fromUtf8(name);
        };
        row("000d", 0x01, 512, "BCM2835", "Egoman", "Raspberry Pi Model B");
        row("0010", 0x03, 512, "BCM2835", "Sony UK", "Raspberry Pi Model B Plus");
        row("0013", 0x03, 512, "BCM2835", "Embest", "Raspberry Pi Model B Plus");
        row("a01041", 0x04, 1024, "BCM2836", "Sony UK", "Raspberry Pi 2 Model B");
        row("a22042", 0x04, 1024, "BCM2837", "Embest", "Raspberry Pi 2 Model B");
        row("a02082", 0x08, 1024, "BCM2837", "Sony UK", "Raspberry Pi 3 Model B");
        row("a32082", 0x08, 1024, "BCM2837", "Sony Japan", "Raspberry Pi 3 Model B");
        row("a020d3", 0x0d, 1024, "BCM2837", "Sony UK", "Raspberry Pi 3 Model B Plus");
        row("9020e0", 0x0e, 512, "BCM2837", "Sony UK", "Raspberry Pi 3 Model A Plus");
        row("902120", 0x12, 512, "BCM2837", "Sony UK", "Raspberry Pi Zero 2 W");
        row("a03111", 0x11, 1024, "BCM2711", "Sony UK", "Raspberry Pi 4 Model B");
        row("c03112", 0x11, 4096, "BCM2711", "Sony UK", "Raspberry Pi 4 Model B");
        row("d03115", 0x11, 8192, "BCM2711", "Sony UK", "Raspberry Pi 4 Model B");
        row("c03130", 0x13, 4096, "BCM2711", "Sony UK", "Raspberry Pi 400");
        row("b03140", 0x14, 2048, "BCM2711", "Sony UK", "Raspberry Pi Compute Module 4");
        row("c04170", 0x17, 4096, "BCM2712", "Sony UK", "Raspberry Pi 5 Model B");
        row("e04171", 0x17, 16384, "BCM2712", "Sony UK", "Raspberry Pi 5 Model B");
        row("d04190", 0x19, 8192, "BCM2712", "Sony UK", "Raspberry Pi 500");
    }
    void revisionCodes()
    {
        QFETCH(QString, code);
        QFETCH(int, type);
        QFETCH(int, ramMb);
        QFETCH(QString, soc);
        QFETCH(QString, maker);
        QFETCH(QString, name);
        const RevisionCode r = RevisionCode::decode(code);
        QVERIFY(r.isValid());
        QCOMPARE(r.typeCode(), type);
        QCOMPARE(r.memoryMB(), ramMb);
        QCOMPARE(r.processor(), soc);
        QCOMPARE(r.manufacturer(), maker);
        QCOMPARE(ModelString::nameForType(r.typeCode()), name);
    }

    void badRevisionCodes()
    {
        for (const char *bad : {"", "zz", "0000", "123456789", "0x", "ffffffffffff", "a0f0f0"}) {
            // Usable = decodes and names a board (a0f0f0 decodes to the unused type 0x0f).
            const RevisionCode r = RevisionCode::decode(QString::fromUtf8(bad));
            QVERIFY2(!r.isValid() || ModelString::nameForType(r.typeCode()).isEmpty(), bad);
        }
        // Over-volted old-style boards carry a leading 1.
        QCOMPARE(RevisionCode::decode(u"100000e").typeCode(), 0x01);
        QVERIFY(RevisionCode::decode(u"100000e").warrantyVoided());
    }

    void modelStrings_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("revision");
        QTest::addColumn<int>("type");
        auto row = [](const char *m, const char *n, const char *r, int t) {
            QTest::newRow(m) << QString::fromUtf8(m) << QString::fromUtf8(n) << QString::fromUtf8(r) << t;
        };
        row("Raspberry Pi 3 Model B Rev 1.2", "Raspberry Pi 3 Model B", "1.2", 0x08);
        row("Raspberry Pi 3 Model B Plus Rev 1.3", "Raspberry Pi 3 Model B Plus", "1.3", 0x0d);
        row("Raspberry Pi 4 Model B Rev 1.5", "Raspberry Pi 4 Model B", "1.5", 0x11);
        row("Raspberry Pi 5 Model B Rev 1.0", "Raspberry Pi 5 Model B", "1.0", 0x17);
        row("Raspberry Pi Compute Module 4 Rev 1.0", "Raspberry Pi Compute Module 4", "1.0", 0x14);
        row("Raspberry Pi Zero 2 W Rev 1.0", "Raspberry Pi Zero 2 W", "1.0", 0x12);
        row("Raspberry Pi 9 Model Z Rev 2.0", "Raspberry Pi 9 Model Z", "2.0", -1);
        row("Pine64 RockPro64", "Pine64 RockPro64", "", -1);
    }
    void modelStrings()
    {
        QFETCH(QString, model);
        QFETCH(QString, name);
        QFETCH(QString, revision);
        QFETCH(int, type);
        const ModelString m = ModelString::parse(model);
        QCOMPARE(m.name, name);
        QCOMPARE(m.boardRevision, revision);
        QCOMPARE(m.typeCode, type);
    }

    void throttledBits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<bool>>("flags"); // now: uv, cap, thr, soft; since boot: the same
        QTest::newRow("0x0") << QStringLiteral("throttled=0x0")
                             << QList<bool>{false, false, false, false, false, false, false, false};
        QTest::newRow("0x50005") << QStringLiteral("throttled=0x50005")
                                 << QList<bool>{true, false, true, false, true, false, true, false};
        QTest::newRow("0x80008") << QStringLiteral("throttled=0x80008")
                                 << QList<bool>{false, false, false, true, false, false, false, true};
        QTest::newRow("0xe0000") << QStringLiteral("throttled=0xE0000\n")
                                 << QList<bool>{false, false, false, false, false, true, true, true};
        QTest::newRow("0x2") << QStringLiteral("temp=50.1'C\r\nthrottled=0x2\r\n")
                             << QList<bool>{false, true, false, false, false, false, false, false};
    }
    void throttledBits()
    {
        QFETCH(QString, text);
        QFETCH(QList<bool>, flags);
        const auto s = parseThrottled(text);
        QVERIFY(s);
        const QList<bool> got{s->underVoltageNow(),       s->armFrequencyCappedNow(),
                              s->throttledNow(),          s->softTemperatureLimitNow(),
                              s->underVoltageSinceBoot(), s->armFrequencyCappedSinceBoot(),
                              s->throttledSinceBoot(),    s->softTemperatureLimitSinceBoot()};
        QCOMPARE(got, flags);
    }

    void throttledUnknownWhenMissing()
    {
        QVERIFY(!parseThrottled(QStringLiteral("VCHI initialization failed")));
        QVERIFY(!parseThrottled(QStringLiteral("throttled=")));
        QVERIFY(!parseTemperature(QStringLiteral("no temperature sensor")));
        QCOMPARE(*parseTemperature(QStringLiteral("thermal_zone0 type=cpu-thermal temp=47850")), 47.85);
    }

    void lsusbTreeNewUsbutilsFormat()
    {
        const QString text = QStringLiteral(
            "/:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/1p, 480M\n"
            "    ID 1d6b:0002 Linux Foundation 2.0 root hub\n"
            "    |__ Port 001: Dev 002, If 0, Class=Hub, Driver=hub/4p, 480M\n"
            "        ID 2109:3431 VIA Labs, Inc. Hub\n"
            "        |__ Port 002: Dev 003, If 0, Class=Mass Storage, Driver=usb-storage, 480M\n"
            "/:  Bus 002.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 5000M\n"
            "    |__ Port 001: Dev 002, If 0, Class=Mass Storage, Driver=[none], 5000M\n");
        const auto e = parseLsusbTree(text);
        QCOMPARE(e.size(), 5);
        QCOMPARE(e.at(1).path, QStringLiteral("1-1"));
        QCOMPARE(e.at(1).vendorId, QStringLiteral("2109"));
        QCOMPARE(e.at(2).path, QStringLiteral("1-1.2"));
        QCOMPARE(e.at(2).parentPath, QStringLiteral("1-1"));
        QCOMPARE(e.at(2).driver, QStringLiteral("usb-storage"));
        QCOMPARE(e.at(4).path, QStringLiteral("2-1"));
        QVERIFY(e.at(4).driver.isEmpty());
        QCOMPARE(*e.at(4).speedMbps, 5000.0);
    }

    void ethtoolLinkUpAndDriverInfo()
    {
        const QString text = QStringLiteral(
            "Settings for eth0:\n\tSupported link modes:   10baseT/Half 10baseT/Full\n\t                     "
            "   100baseT/Half 100baseT/Full\n"
            "\t                        1000baseT/Full\n\tLink partner advertised link modes:  10baseT/Half "
            "10baseT/Full\n"
            "\t                                      100baseT/Half 100baseT/Full\n\tSpeed: "
            "100Mb/s\n\tDuplex: Half\n"
            "\tLink detected: yes\ndriver: lan78xx\nversion: 6.1.21-v7+\nbus-info: 1-1.1.1:1.0\n");
        const EthtoolInfo e = parseEthtool(text);
        QCOMPARE(e.interface, QStringLiteral("eth0"));
        QCOMPARE(*e.speedMbps, 100);
        QCOMPARE(e.duplex, QStringLiteral("half"));
        QCOMPARE(*e.linkDetected, true);
        QCOMPARE(*e.maxSupportedMbps, 1000);
        QCOMPARE(*e.maxPartnerMbps, 100);
        QCOMPARE(e.driver, QStringLiteral("lan78xx"));
        QCOMPARE(e.busInfo, QStringLiteral("1-1.1.1:1.0"));
    }

    void exportsVariants()
    {
        const auto a = parseExports(QStringLiteral(
            "# /etc/exports\n/srv/nas 192.168.1.0/24(rw,sync,no_subtree_check) \\\n    10.0.0.5(ro)\n"
            "\"/srv/with space\" -async host(rw)\n"));
        QCOMPARE(a.size(), 3);
        QCOMPARE(a.at(0).client, QStringLiteral("192.168.1.0/24"));
        QVERIFY(a.at(0).options.contains(QStringLiteral("sync")));
        QCOMPARE(a.at(1).client, QStringLiteral("10.0.0.5"));
        QCOMPARE(a.at(2).path, QStringLiteral("/srv/with space"));
        QVERIFY(a.at(2).options.contains(QStringLiteral("async")));
        const auto b =
            parseExports(QStringLiteral("/mnt/"
                                        "a-very-long-export-path-that-wraps\n\t\t<world>(async,wdelay,hide,"
                                        "no_subtree_check,sec=sys,rw,secure,root_squash)\n"
                                        "/srv\t192.168.0.0/16(sync,wdelay,hide,sec=sys,rw)\n"));
        QCOMPARE(b.size(), 2);
        QCOMPARE(b.at(0).path, QStringLiteral("/mnt/a-very-long-export-path-that-wraps"));
        QCOMPARE(b.at(0).client, QStringLiteral("<world>"));
        QVERIFY(b.at(1).options.contains(QStringLiteral("sync")));
    }

    void processesFromThePsAndBusyBox()
    {
        const ProcessSnapshot ps = parseProcesses(
            QStringLiteral("  PID USER     %CPU   RSS COMMAND         COMMAND\n  812 root      0.0 12000 "
                           "smbd            /usr/sbin/smbd --foreground --no-process-group\n"
                           " 4971 root     17.6     0 nfsd            [nfsd]\n 1203 root     41.2  3000 "
                           "mount.ntfs      /sbin/mount.ntfs /dev/sda1 /mnt -o rw\n"));
        QCOMPARE(ps.rows.size(), 3);
        QCOMPARE(ps.rows.at(0).name, QStringLiteral("smbd"));
        QCOMPARE(ps.rows.at(0).command, QStringLiteral("/usr/sbin/smbd --foreground --no-process-group"));
        QCOMPARE(*ps.rows.at(2).cpuPercent, 41.2);
        const ProcessSnapshot bb = parseProcesses(QStringLiteral(
            "Mem: 180532K used, 767692K free, 0K shrd, 10912K buff, 94332K cached\nCPU:   2% usr   5% sys   "
            "0% nic  90% idle   3% io   0% irq   0% sirq\n"
            "Load average: 0.35 0.28 0.20 2/96 2155\n  PID  PPID USER     STAT   VSZ %VSZ CPU %CPU COMMAND\n"
            "  900     1 root     S    12000   1%   0  12% smbd -D\n"));
        QCOMPARE(*bb.idlePercent, 90.0);
        QCOMPARE(*bb.iowaitPercent, 3.0);
        QCOMPARE(*bb.load1, 0.35);
        QCOMPARE(bb.rows.size(), 1);
        QCOMPARE(bb.rows.at(0).name, QStringLiteral("smbd"));
        QCOMPARE(*bb.rows.at(0).cpuPercent, 12.0);
    }

    void dfBothForms()
    {
        const auto p =
            parseDf(QStringLiteral("Filesystem     1024-blocks     Used Available Capacity Mounted "
                                   "on\n/dev/root         30358348  3471012  25605648      12% /\n"
                                   "/dev/mapper/a-very-long-volume-name\n                  1000       10     "
                                   "  990       1% /srv/my share\n"));
        QCOMPARE(p.size(), 2);
        QCOMPARE(*p.at(0).sizeBytes, qint64(30358348) * 1024);
        QCOMPARE(p.at(1).filesystem, QStringLiteral("/dev/mapper/a-very-long-volume-name"));
        QCOMPARE(p.at(1).mountPoint, QStringLiteral("/srv/my share"));
        const auto h = parseDf(QStringLiteral("Dateisystem    Größe Benutzt Verf. Verw% Eingehängt "
                                              "auf\n/dev/sda1       3,6T    1,2T  2,4T   34% /mnt/usb\n"));
        QCOMPARE(h.size(), 1);
        QCOMPARE(*h.at(0).sizeBytes, qint64(std::llround(3.6 * 1024.0 * 1024 * 1024 * 1024)));
    }

    void lsblkPairsFromTheProbe()
    {
        const auto rows = parseLsblk(QStringLiteral(
            "NAME=\"sda\" KNAME=\"sda\" PKNAME=\"\" TYPE=\"disk\" SIZE=\"4000787030016\" ROTA=\"1\" RM=\"0\" "
            "TRAN=\"usb\" MODEL=\"Elements 25A3\" FSTYPE=\"\" MOUNTPOINT=\"\"\n"
            "NAME=\"sda1\" KNAME=\"sda1\" PKNAME=\"sda\" TYPE=\"part\" SIZE=\"4000785104896\" ROTA=\"1\" "
            "RM=\"0\" TRAN=\"\" MODEL=\"\" FSTYPE=\"ext4\" MOUNTPOINT=\"/srv/nas\"\n"));
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).model, QStringLiteral("Elements 25A3"));
        QCOMPARE(*rows.at(0).sizeBytes, qint64(4000787030016));
        QCOMPARE(rows.at(0).transport, QStringLiteral("usb"));
        QCOMPARE(rows.at(1).parent, QStringLiteral("sda"));
        QCOMPARE(rows.at(1).mountPoint, QStringLiteral("/srv/nas"));
    }

    void usbPathsInSysfsPaths_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("usb");
        QTest::newRow("pi4 disk") << QStringLiteral(
                                         "/sys/devices/platform/scb/fd500000.pcie/pci0000:00/0000:00:00.0/"
                                         "0000:01:00.0/usb2/2-2/2-2:1.0/host0/target0:0:0/0:0:0:0/block/sda")
                                  << QStringLiteral("2-2");
        QTest::newRow("pi3 nic") << QStringLiteral(
                                        "/sys/devices/platform/soc/3f980000.usb/usb1/1-1/1-1.1/1-1.1:1.0")
                                 << QStringLiteral("1-1.1");
        QTest::newRow("pi3b+ nic")
            << QStringLiteral("/sys/devices/platform/soc/3f980000.usb/usb1/1-1/1-1.1/1-1.1.1/1-1.1.1:1.0")
            << QStringLiteral("1-1.1.1");
        QTest::newRow("pi4 nic") << QStringLiteral("/sys/devices/platform/scb/fd580000.ethernet")
                                 << QString();
        QTest::newRow("sd card")
            << QStringLiteral(
                   "/sys/devices/platform/emmc2bus/fe340000.mmc/mmc_host/mmc0/mmc0:aaaa/block/mmcblk0")
            << QString();
    }
    void usbPathsInSysfsPaths()
    {
        QFETCH(QString, path);
        QFETCH(QString, usb);
        QCOMPARE(usbPathInSysfsPath(path), usb);
    }

    // The probe's sysfs sections as a Pi 4 prints them: the disk maps to its USB device by path.
    void sysfsSectionsTieDisksAndNicsToUsb()
    {
        Transcript t;
        t.addSection(TranscriptSection{
            QStringLiteral("usb-sysfs"),
            QStringLiteral("dev\t2-2\tbusnum=2\tdevnum=2\tspeed=5000\tidVendor=152d\tidProduct=0561\tproduct="
                           "External USB 3.0\tbDeviceClass=00\tmaxchild=0\tdriver=usb\n"
                           "if\t2-2:1.0\tbInterfaceClass=08\tdriver=uas\n"
                           "dev\tusb2\tbusnum=2\tdevnum=1\tspeed=5000\tidVendor=1d6b\tidProduct="
                           "0003\tbDeviceClass=09\tmaxchild=4\tdriver=usb\n"
                           "if\tusb2:1.0\tbInterfaceClass=09\tdriver=hub\n"),
            0, true});
        t.addSection(TranscriptSection{
            QStringLiteral("block-sysfs"),
            QStringLiteral("block\tsda\tsize=1953525168\tremovable=0\trotational=1\tmodel=JMS561\tvendor="
                           "External\ttype=0\tpath=/sys/devices/platform/scb/fd500000.pcie/pci0000:00/"
                           "0000:00:00.0/0000:01:00.0/usb2/2-2/2-2:1.0/host0/target0:0:0/0:0:0:0/block/sda\n"
                           "part\tsda1\tdisk=sda\tsize=1953523120\n"
                           "block\tmmcblk0\tsize=62333952\tremovable=0\trotational=0\ttype=SD\tpath=/sys/"
                           "devices/platform/emmc2bus/fe340000.mmc/mmc_host/mmc0/mmc0:aaaa/block/mmcblk0\n"),
            0, true});
        t.addSection(TranscriptSection{
            QStringLiteral("net-sysfs"),
            QStringLiteral(
                "net\teth0\tdriver=bcmgenet\tpath=/sys/devices/platform/scb/"
                "fd580000.ethernet\ttype=1\toperstate=up\tcarrier=1\tmtu=1500\tspeed=1000\tduplex=full\trx_"
                "errors=0\trx_dropped=12\n"
                "net\twlan0\tdriver=brcmfmac\tpath=/sys/devices/platform/emmc2bus/fe300000.mmcnr/mmc_host/"
                "mmc1/mmc1:0001/mmc1:0001:1\toperstate=down\tcarrier=0\tmtu=1500\twireless=1\n"),
            0, true});
        t.addSection(TranscriptSection{
            QStringLiteral("mounts"),
            QStringLiteral("/dev/sda1 /srv/nas ext4 rw,noatime 0 0\n/dev/mmcblk0p2 / ext4 rw,noatime 0 0\n"),
            0, true});
        const QJsonObject j = FactsBuilder::build(t).toJson();
        QCOMPARE(at(j, QStringLiteral("storage[device=sda].usb_path")), QStringLiteral("2-2"));
        QCOMPARE(at(j, QStringLiteral("storage[device=sda].driver")), QStringLiteral("uas"));
        QCOMPARE(at(j, QStringLiteral("storage[device=sda].usb_speed_mbps")), QStringLiteral("5000"));
        QCOMPARE(at(j, QStringLiteral("storage[device=sda].size_bytes")),
                 QString::number(1953525168LL * 512));
        QCOMPARE(at(j, QStringLiteral("storage[device=sda].mountpoint")), QStringLiteral("/srv/nas"));
        QCOMPARE(at(j, QStringLiteral("storage[device=sda].sources.driver")),
                 QStringLiteral("[\"usb-sysfs\"]"));
        QCOMPARE(at(j, QStringLiteral("storage[device=mmcblk0].sd_card")), QStringLiteral("true"));
        QCOMPARE(at(j, QStringLiteral("storage[device=mmcblk0].fstype")), QStringLiteral("ext4"));
        QCOMPARE(at(j, QStringLiteral("nic.name")), QStringLiteral("eth0"));
        QCOMPARE(at(j, QStringLiteral("nic.driver")), QStringLiteral("bcmgenet"));
        QCOMPARE(at(j, QStringLiteral("nic.on_usb")), QStringLiteral("false"));
        QCOMPARE(at(j, QStringLiteral("nic.speed_mbps")), QStringLiteral("1000"));
        QCOMPARE(at(j, QStringLiteral("nic.rx_dropped")), QStringLiteral("12"));
        QCOMPARE(at(j, QStringLiteral("interfaces[name=wlan0].wireless")), QStringLiteral("true"));
    }

    // UAS turned off by the kernel's quirk table or usb-storage.quirks (docs/knowledge.md §4.3 samples).
    void uasQuirksInTheKernelLog()
    {
        Transcript t;
        t.addSection(TranscriptSection{
            QStringLiteral("dmesg"),
            QStringLiteral(
                "[    2.108441] usb 2-1: new SuperSpeed Gen 1 USB device number 2 using xhci_hcd\n"
                "[    2.129632] usb 2-1: New USB device found, idVendor=152d, idProduct=0578, bcdDevice= "
                "2.04\n"
                "[    2.131990] usb 2-1: UAS is ignored for this device, using usb-storage instead\n"
                "[    2.132042] usb-storage 2-1:1.0: USB Mass Storage device detected\n"
                "[    2.132414] usb-storage 2-1:1.0: Quirks match for vid 152d pid 0578: 1800000\n"
                "[    2.132563] scsi host0: usb-storage 2-1:1.0\n"
                "[   20.401113] usb 2-2: UAS is blacklisted for this device, using usb-storage instead\n"),
            0, true});
        t.addSection(
            TranscriptSection{QStringLiteral("cmdline"),
                              QStringLiteral("coherent_pool=1M console=tty1 root=PARTUUID=6c586e13-02 "
                                             "rootfstype=ext4 usb-storage.quirks=152d:0578:u,0bda:9201:u"),
                              0, true});
        const QJsonObject j = FactsBuilder::build(t).toJson();
        QCOMPARE(at(j, QStringLiteral("usb[path=2-1].driver")), QStringLiteral("usb-storage"));
        QCOMPARE(at(j, QStringLiteral("usb[path=2-1].speed_mbps")), QStringLiteral("5000"));
        QCOMPARE(at(j, QStringLiteral("dmesg[kind=uas-ignored].device")), QStringLiteral("2-1"));
        QCOMPARE(at(j, QStringLiteral("dmesg[kind=uas-blacklisted].device")), QStringLiteral("2-2"));
        QCOMPARE(at(j, QStringLiteral("dmesg[kind=usb-quirks].device")), QStringLiteral("2-1"));
        QCOMPARE(at(j, QStringLiteral("system.usb_storage_quirks")),
                 QStringLiteral("[\"152d:0578:u\",\"0bda:9201:u\"]"));
        QCOMPARE(at(j, QStringLiteral("storage[0].driver")), QStringLiteral("usb-storage"));
        QCOMPARE(at(j, QStringLiteral("storage[0].usb_speed_mbps")), QStringLiteral("5000"));
    }

    // The probe's own small sections as a Pi prints them.
    void probeOwnSmallSections()
    {
        Transcript t;
        auto add = [&t](const char *id, const char *text) {
            t.addSection(TranscriptSection{QString::fromUtf8(id), QString::fromUtf8(text), 0, true});
        };
        add("cpufreq", "scaling_driver=cpufreq-dt\nscaling_governor=ondemand\nscaling_cur_freq="
                       "600000\nscaling_min_freq=600000\n"
                       "scaling_max_freq=1500000\ncpuinfo_min_freq=600000\ncpuinfo_max_freq="
                       "1500000\nondemand_io_is_busy=0\n");
        add("temp", "thermal_zone0 type=cpu-thermal temp=52582\n");
        add("meminfo",
            "MemTotal:        3884376 kB\nMemFree:         2713068 kB\nMemAvailable:    3462388 kB\n");
        add("loadavg", "0.08 0.12 0.09 1/245 2211\n");
        add("long-bit", "32\n");
        add("uname", "Linux nas 6.1.21-v8+ aarch64\n");
        add("route", "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
                     "wlan0\t00000000\t0101A8C0\t0003\t0\t0\t303\t00000000\t0\t0\t0\n"
                     "eth0\t0001A8C0\t00000000\t0001\t0\t0\t202\t00FFFFFF\t0\t0\t0\n");
        add("wifi", "Interface wlan0\nConnected to 74:ac:b9:01:02:03 (on wlan0)\n\tSSID: home\n\tfreq: 5180\n"
                    "\tRX: 2811 bytes (25 packets)\n\tsignal: -61 dBm\n\ttx bitrate: 433.3 MBit/s VHT-MCS 9 "
                    "80MHz short GI VHT-NSS 1\n");
        add("os-release", "PRETTY_NAME=\"Raspbian GNU/Linux 11 (bullseye)\"\nNAME=\"Raspbian GNU/Linux\"\n");
        add("model", "Raspberry Pi 4 Model B Rev 1.4");
        const Facts f = FactsBuilder::build(t);
        QCOMPARE(f.system.governor.valueOr(QString()), QStringLiteral("ondemand"));
        QCOMPARE(f.system.maxFreqKHz.valueOr(0), 1500000);
        QCOMPARE(f.system.ondemandIoIsBusy.valueOr(true), false);
        QCOMPARE(f.system.temperatureC.valueOr(0), 52.582);
        QCOMPARE(f.system.memAvailableKb.valueOr(0), qint64(3462388));
        QCOMPARE(f.system.load5.valueOr(0), 0.12);
        QCOMPARE(f.board.osBits.valueOr(0), 32); // a 64-bit kernel under a 32-bit user space
        QCOMPARE(f.board.kernelArch.valueOr(QString()), QStringLiteral("aarch64"));
        QCOMPARE(f.board.osName.valueOr(QString()), QStringLiteral("Raspbian GNU/Linux 11 (bullseye)"));
        QCOMPARE(f.board.typeCode.valueOr(-1), 0x11);
        const NetInterface *nic = f.primaryInterface();
        QVERIFY(nic);
        QCOMPARE(nic->name, QStringLiteral("wlan0")); // the default route goes over Wi-Fi
        QCOMPARE(nic->wireless.valueOr(false), true);
        QCOMPARE(nic->wifiBitrateMbps.valueOr(0), 433.3);
        QCOMPARE(nic->wifiFrequencyMhz.valueOr(0), 5180);
        QCOMPARE(f.interface(QStringLiteral("eth0")), nullptr); // the route alone names no interface
    }

    void unameBothForms()
    {
        const UnameInfo a = parseUname(QStringLiteral(
            "Linux raspberrypi 6.1.21-v8+ #1642 SMP PREEMPT Mon Apr  3 17:24:16 BST 2023 aarch64 GNU/Linux"));
        QCOMPARE(a.machine, QStringLiteral("aarch64"));
        QCOMPARE(a.release, QStringLiteral("6.1.21-v8+"));
        QCOMPARE(parseUname(QStringLiteral("Linux nas 5.10.103-v7l+ armv7l")).machine,
                 QStringLiteral("armv7l"));
        QVERIFY(parseUname(QStringLiteral("uname: not found")).machine.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProbeParsers)
#include "tst_probeparsers.moc"
