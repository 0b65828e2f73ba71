// Issue #30: kernel logs pasted in every common form (syslog, the journal, OpenWrt's logread,
// dmesg -T and relative stamps), disks known only from their kernel lines, NVMe / PCIe failures,
// the PCIe link from lspci -vv, /dev/root, and the board a USB tree shows. Every text comes from
// tests/fixtures with its .source. Where a test puts a real fixture's lines under another tool's
// prefix, or joins two real outputs, it says "written here": the kernel's own text is never
// written here.
#include "core/diagnosis/diagnosis.h"
#include "core/diagnosis/layerceilings.h"
#include "core/knowledge/ceilings.h"
#include "core/model/run.h"
#include "core/probe/dmesgparser.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/lspciparser.h"
#include "core/probe/pasterecognizer.h"
#include "core/probe/textfacts.h"
#include "probetestutil.h"

#include <QTest>

namespace {

Run pasted(const QString &text)
{
    Result<Run> r = Run::fromBytes(text.toUtf8());
    return r ? r.value() : Run();
}

QStringList findingIds(const Diagnosis &d)
{
    QStringList out;
    for (const Finding &f : d.findings)
        out << f.id;
    return out;
}

// Puts each line of a real kernel log under the prefix another tool prints (written here).
QString withPrefix(const QString &log, const QString &prefix)
{
    QStringList out;
    for (const QString &line : log.split(u'\n', Qt::SkipEmptyParts))
        out << prefix + line;
    return out.join(u'\n') + u'\n';
}

// "[  176.235337] text" -> "text"
QString withoutStamps(const QString &log)
{
    QString out = log;
    out.replace(QRegularExpression(QStringLiteral("(?m)^\\[[^\\]]*\\] ")), QString());
    return out;
}

const BlockDevice *disk(const Facts &f, const QString &name)
{
    return f.storage.findDisk(name);
}

} // namespace

class TestPastedLogs : public QObject
{
    Q_OBJECT

private slots:
    // --- 1. Every common form of the kernel log ----------------------------------------------------
    void kernelLogText_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("text");
        // Real lines from the fixtures, each in the form its tool printed.
        QTest::newRow("syslog with host and uptime")
            << u"Jul 10 08:48:04 raspberrypi kernel: [    0.000000] OF: fdt: Machine model: Raspberry Pi 4 Model B Rev 1.1"_qs
            << u"OF: fdt: Machine model: Raspberry Pi 4 Model B Rev 1.1"_qs;
        QTest::newRow("journal, no uptime")
            << u"Apr 15 21:55:01 raspberrypi kernel: scsi host2: uas_eh_device_reset_handler start"_qs
            << u"scsi host2: uas_eh_device_reset_handler start"_qs;
        QTest::newRow("logread, no host")
            << u"Wed Mar 30 19:43:30 2022 kern.info kernel: [    1.919147] bcmgenet fd580000.ethernet eth0: Link is Down"_qs
            << u"bcmgenet fd580000.ethernet eth0: Link is Down"_qs;
        QTest::newRow("relative, comma decimal")
            << u"[  +0,014174] scsi host0: uas"_qs << u"scsi host0: uas"_qs;
        QTest::newRow("another program's syslog line")
            << u"Jul 10 08:48:04 raspberrypi systemd-fsck[127]: rootfs: clean, 71044/438144 files, 550392/1824768 blocks"_qs
            << QString();
    }

    void kernelLogText()
    {
        QFETCH(QString, line);
        QFETCH(QString, text);
        QCOMPARE(::kernelLogText(line), text);
    }

    // A Pi 4's bcmgenet link lines give its NIC in every form a user pastes them in. The lines are
    // the real dmesg of pi4-dmesg-bcmgenet-link-flap.txt; the prefixes are written here, one per
    // tool, as each prints it.
    void bcmgenetLinkInEveryForm_data()
    {
        QTest::addColumn<QString>("text");
        const QString real = ProbeTest::fixture(u"pi4-dmesg-bcmgenet-link-flap.txt"_qs);
        const QString bare = withoutStamps(real);
        QTest::newRow("dmesg") << real;
        QTest::newRow("syslog, host, uptime") << withPrefix(real, u"Oct  4 23:55:19 raspberrypi kernel: "_qs);
        QTest::newRow("syslog, no host") << withPrefix(real, u"Oct  4 23:55:19 kernel: "_qs);
        QTest::newRow("journalctl -k") << withPrefix(bare, u"Oct 04 23:55:19 raspberrypi kernel: "_qs);
        QTest::newRow("journalctl -k -o short-iso")
            << withPrefix(bare, u"2023-10-04T23:55:19+0100 raspberrypi kernel: "_qs);
        QTest::newRow("journalctl -o short-monotonic")
            << withPrefix(bare, u"[  176.235337] raspberrypi kernel: "_qs);
        QTest::newRow("dmesg -T") << withPrefix(bare, u"[Wed Oct  4 23:55:19 2023] "_qs);
        QTest::newRow("bare lines") << bare;
    }

    void bcmgenetLinkInEveryForm()
    {
        QFETCH(QString, text);
        const Transcript t = TextFacts::transcript(text);
        QCOMPARE(t.ids(), QStringList{u"dmesg"_qs});
        const Facts f = TextFacts::facts(text);
        const NetInterface *eth0 = f.interface(u"eth0"_qs);
        QVERIFY(eth0);
        QCOMPARE(eth0->driver.valueOr(QString()), u"bcmgenet"_qs);
        QCOMPARE(eth0->speedMbps.valueOr(0), 1000);
        QCOMPARE(eth0->duplex.valueOr(QString()), u"full"_qs);
        QCOMPARE(eth0->linkDownEvents.valueOr(-1), 5);
        QCOMPARE(eth0->onUsb.valueOr(true), false);
    }

    void syslogBootLogNamesTheBoard()
    {
        const QString text = ProbeTest::fixture(u"pi4-syslog-raspberrypi-kernel-machine-model.txt"_qs);
        const Facts f = TextFacts::facts(text);
        QCOMPARE(f.board.modelName.valueOr(QString()), u"Raspberry Pi 4 Model B"_qs);
        QCOMPARE(f.board.kernelRelease.valueOr(QString()), u"4.19.75-v7l+"_qs);
    }

    void logreadGivesTheNic()
    {
        const Facts f =
            TextFacts::facts(ProbeTest::fixture(u"pi4-openwrt-logread-bcmgenet-link-down.txt"_qs));
        const NetInterface *eth0 = f.interface(u"eth0"_qs);
        QVERIFY(eth0);
        QCOMPARE(eth0->driver.valueOr(QString()), u"bcmgenet"_qs);
        QCOMPARE(eth0->linkDownEvents.valueOr(-1), 1);
    }

    // --- 2. A disk from its kernel lines alone -----------------------------------------------------
    void diskFromJournalErrors()
    {
        const QString text = ProbeTest::fixture(u"pi5-journal-uas-abort-reset-superspeed.txt"_qs);
        const Facts f = TextFacts::facts(text);
        const BlockDevice *sdb = disk(f, u"sdb"_qs);
        QVERIFY(sdb);
        QCOMPARE(sdb->usbDriver.valueOr(QString()), u"uas"_qs);
        QCOMPARE(sdb->usbPath.valueOr(QString()), u"2-1.2"_qs);
        QCOMPARE(sdb->usbSpeedMbps.valueOr(0), 5000.0);
        QCOMPARE(sdb->kernelErrors.valueOr(0), 5);
        QCOMPARE(sdb->transport.valueOr(QString()), u"usb"_qs);
        const QJsonObject json = f.toJson();
        QVERIFY2(ProbeTest::show(json).contains(u"\"kernel_errors\":5"_qs),
                 qPrintable(ProbeTest::show(json)));
        const Diagnosis d = Diagnosis::diagnose(pasted(text));
        QVERIFY(findingIds(d).contains(u"storage-errors"_qs));
        QCOMPARE(d.input.share.device, u"sdb"_qs);
        QCOMPARE(d.input.share.usbDriver, u"uas"_qs);
    }

    void diskFromAttachLines()
    {
        const Facts f = TextFacts::facts(ProbeTest::fixture(u"rpi-dmesg-relative-uas-jmicron-disk.txt"_qs));
        const BlockDevice *sda = disk(f, u"sda"_qs);
        QVERIFY(sda);
        QCOMPARE(sda->usbDriver.valueOr(QString()), u"uas"_qs);
        QCOMPARE(sda->usbPath.valueOr(QString()), u"2-2"_qs);
        QCOMPARE(sda->usbSpeedMbps.valueOr(0), 5000.0);
        QCOMPARE(sda->sizeBytes.valueOr(0), qint64(1953525168) * 512);
        QCOMPARE(sda->kernelErrors.valueOr(-1), 0);
        int named = 0;
        for (const BlockDevice &d : f.storage.disks)
            named += d.name.isEmpty() ? 0 : 1;
        QCOMPARE(named, 1);
        QCOMPARE(f.storage.disks.size(), 1); // no second, nameless entry for the same USB device
    }

    void olderUasErrorFixtureNamesItsDisk()
    {
        // Issue #16's fixture: uas aborts and a critical target error on sda.
        const Facts f =
            TextFacts::facts(ProbeTest::fixture(u"pi4-dmesg-uas-abort-critical-target-error.txt"_qs));
        const BlockDevice *sda = disk(f, u"sda"_qs);
        QVERIFY(sda);
        QVERIFY(sda->kernelErrors.valueOr(0) > 0);
    }

    void nvmeProbeFailureIsAStorageError()
    {
        const QString text = ProbeTest::fixture(u"cm4-dmesg-nvme-not-ready-probe-failure.txt"_qs);
        const Facts f = TextFacts::facts(text);
        int down = 0;
        for (const DmesgEvent &e : f.dmesg)
            down += e.kind == DmesgEvent::Kind::ControllerDown ? 1 : 0;
        QCOMPARE(down, 2);
        QCOMPARE(f.pcie.size(), 1);
        QCOMPARE(f.pcie.first().gts.valueOr(0), 5.0);
        QCOMPARE(f.pcie.first().lanes.valueOr(0), 1);
        const Diagnosis d = Diagnosis::diagnose(pasted(text));
        QVERIFY(findingIds(d).contains(u"storage-errors"_qs));
    }

    void lspciLinks_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("nvme");
        QTest::newRow("VisionFive 2, with header")
            << u"visionfive2-lspci-vv-nvme-xg6-NOT-PI.txt"_qs << u"0001:01:00.0"_qs << true;
        QTest::newRow("Pi, block without header")
            << u"rpi-lspci-vv-nvme-endpoint-gen2-x1-downgraded.txt"_qs << QString() << false;
    }

    void lspciLinks()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, address);
        QFETCH(bool, nvme);
        const QString text = ProbeTest::fixture(fixture);
        QCOMPARE(PasteRecognizer::recognize(text).ids(), QStringList{u"lspci"_qs});
        const QList<LspciFunction> l = parseLspci(text);
        QCOMPARE(l.size(), 1);
        QCOMPARE(l.first().address, address);
        QCOMPARE(l.first().isNvme(), nvme);
        QVERIFY(l.first().endpoint);
        QCOMPARE(l.first().capableGts.value_or(0), 8.0);
        QCOMPARE(l.first().capableLanes.value_or(0), 4);
        QCOMPARE(l.first().gts.value_or(0), 5.0);
        QCOMPARE(l.first().lanes.value_or(0), 1);
    }

    // The NVMe disk's link as lspci shows it is the storage ceiling: Gen 2 x1 is 500 MB/s, Gen 3 x1
    // about 985 MB/s. Written here: a real lsblk of a Pi 5 booted from NVMe joined with the real
    // lspci block of another Pi's NVMe endpoint.
    void lspciLinkIsTheNvmeCeiling()
    {
        const QString text = ProbeTest::fixture(u"pi5-lsblk-f-nvme-root.txt"_qs) +
                             u"\n$ sudo lspci -vv\n"_qs +
                             ProbeTest::fixture(u"rpi-lspci-vv-nvme-endpoint-gen2-x1-downgraded.txt"_qs);
        const Facts f = TextFacts::facts(text);
        const BlockDevice *nvme = disk(f, u"nvme0n1"_qs);
        QVERIFY(nvme);
        QCOMPARE(nvme->pcieGts.valueOr(0), 5.0);
        QCOMPARE(nvme->pcieLanes.valueOr(0), 1);
        const Diagnosis d = Diagnosis::diagnose(pasted(text));
        QVERIFY(d.input.share.nvme);
        const QJsonObject json = d.input.facts.toJson();
        QVERIFY(ProbeTest::show(json).contains(u"\"pcie_gts\":5"_qs));
        QCOMPARE(Ceilings::nvmePcieLink(5, 1).mbPerSecond, 500.0);
        QVERIFY(qAbs(Ceilings::nvmePcieLink(8, 1).mbPerSecond - 984.6) < 0.1);
        QVERIFY(!Ceilings::nvmePcieLink(0, 1).isValid());
        QVERIFY(!Ceilings::nvmePcieLink(5, 0).isValid());
        QCOMPARE(LayerCeilings::compute(d.input).storage.id, u"nvme-pcie-link"_qs);
    }

    // The probe's root-free pci-sysfs section, run here (LOCAL fixture: a VM with virtio PCI and no
    // PCIe link files): every function is listed, none with a link, none taken for an NVMe disk.
    void pciSysfsWithoutLinks()
    {
        Transcript t;
        t.addSection(TranscriptSection{
            u"pci-sysfs"_qs, ProbeTest::fixture(u"pci-sysfs-debian12-vm-LOCAL-NOT-PI.txt"_qs), 0, true});
        const Facts f = FactsBuilder::build(t);
        QCOMPARE(f.pcie.size(), 6);
        for (const PcieLink &p : f.pcie) {
            QVERIFY(!p.gts.isKnown());
            QVERIFY(!p.nvme);
        }
        QCOMPARE(f.pcie.first().address, u"0000:00:00.0"_qs);
    }

    // --- /dev/root -----------------------------------------------------------------------------------
    // Written here: DietPi's real /proc/mounts root line joined with a real Pi 5 lsblk whose "/" sits on
    // nvme0n1p2.
    void devRootResolvedByLsblk()
    {
        const QString text = u"$ cat /proc/mounts\n"_qs +
                             ProbeTest::fixture(u"dietpi-rpi-proc-mounts-dev-root.txt"_qs) + u"\n"_qs +
                             ProbeTest::fixture(u"pi5-lsblk-f-nvme-root.txt"_qs);
        const Facts f = TextFacts::facts(text);
        for (const BlockDevice &d : f.storage.disks)
            QVERIFY2(d.name != u"root", "/dev/root is not a disk");
        const Filesystem *root = nullptr;
        for (const Filesystem &m : f.storage.mounts)
            if (m.mountPoint == u"/")
                root = &m;
        QVERIFY(root);
        QCOMPARE(root->device, u"/dev/nvme0n1p2"_qs);
        QCOMPARE(root->fstype, u"ext4"_qs);
    }

    // --- The board from its USB tree -----------------------------------------------------------------
    void usbTreeNamesA3BPlus()
    {
        const Facts f = TextFacts::facts(ProbeTest::fixture(u"pi3bplus-lsusb-t-lan78xx.txt"_qs));
        QCOMPARE(f.board.typeCode.valueOr(-1), 0x0d);
        QCOMPARE(f.board.modelName.sources(), QStringList{u"usb-topology"_qs});
        QCOMPARE(f.board.raspberryPi.valueOr(false), true);
        const NetInterface *nic = f.primaryInterface();
        QVERIFY(nic);
        QCOMPARE(nic->driver.valueOr(QString()), u"lan78xx"_qs);
        QCOMPARE(nic->usbSpeedMbps.valueOr(0), 480.0);
    }

    void usbTreeOfOtherBoardsNamesNothing()
    {
        // A Pi 3B's tree (smsc95xx on a 5-port hub) and a Pi 4's (VL805) name no board by themselves.
        for (const char *name : {"pi1b-lsusb-t-smsc95xx.txt", "pi4-lsusb-t-uas-vl805.txt"}) {
            const Facts f = TextFacts::facts(ProbeTest::fixture(QString::fromLatin1(name)));
            QVERIFY2(!f.board.typeCode.isKnown(), name);
        }
        // A named board wins over the tree.
        const QString text = ProbeTest::fixture(u"pi4-syslog-raspberrypi-kernel-machine-model.txt"_qs) +
                             u"\n"_qs + ProbeTest::fixture(u"pi3bplus-lsusb-t-lan78xx.txt"_qs);
        const Facts f = TextFacts::facts(text);
        QCOMPARE(f.board.modelName.valueOr(QString()), u"Raspberry Pi 4 Model B"_qs);
        QVERIFY(!f.board.modelName.sources().contains(u"usb-topology"_qs));
    }
};

QTEST_GUILESS_MAIN(TestPastedLogs)
#include "tst_pastedlogs.moc"
