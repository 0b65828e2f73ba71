// Issue #38 part B: every driver's kernel words in one table (kernelwords.cpp), in every log
// shape; every listing shape of mounts and disks; disk health from smartctl / nvme smart-log.
// Lines come from tests/fixtures with their .source; where a test puts a real line under another
// tool's prefix, or writes a shape from a real fixture's values, it says "written here".
#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/probe/dfparser.h"
#include "core/probe/dmesgparser.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/kernelwords.h"
#include "core/probe/lsblkparser.h"
#include "core/probe/mountsparser.h"
#include "core/probe/pasterecognizer.h"
#include "core/probe/smartparser.h"
#include "core/probe/textfacts.h"
#include "probetestutil.h"

#include <QSet>

#include <algorithm>
#include <QTest>

using namespace ProbeTest;

namespace {

using K = DmesgRecord::Kind;

// The line of a fixture that contains `needle`, with its log prefix taken off.
QString kernelLine(const char *file, const char *needle)
{
    for (const QString &line : fixture(QString::fromUtf8(file)).split(u'\n'))
        if (line.contains(QString::fromUtf8(needle)))
            return kernelLogText(line.startsWith(u"> ") ? line.mid(2) : line);
    return QString();
}

QStringList findingIds(const QString &text)
{
    const Result<Run> r = Run::fromBytes(text.toUtf8());
    QStringList out;
    if (!r)
        return out;
    for (const Finding &f : Diagnosis::diagnose(r.value()).findings)
        out << f.id;
    return out;
}

} // namespace

class TestDriverWords : public QObject
{
    Q_OBJECT

private slots:
    // --- 1. Each table row fires on a real line -------------------------------------------------
    void rowFires_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("iface");
        QTest::addColumn<double>("speed");
        auto row = [](const char *name, const char *file, const char *needle, K kind, const char *driver,
                      const char *iface, double speed = 0) {
            QTest::newRow(name) << kernelLine(file, needle) << int(kind) << QString::fromUtf8(driver)
                                << QString::fromUtf8(iface) << speed;
        };
        row("phylib up", "pi4-dmesg-bcmgenet-link-flap.txt", "Link is Up", K::LinkUp, "bcmgenet", "eth0", 1000);
        row("phylib up, another driver", "nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt", "Link is Up", K::LinkUp,
            "rk_gmac-dwmac", "eth0", 1000);
        row("phylib down", "pi4-openwrt-dmesg-ax88179-link-status.txt", "Link is Down", K::LinkDown, "bcmgenet",
            "eth0");
        row("mii up", "pi3-dmesg-brcmfmac-regrw-smsc95xx-link.txt", "link up, 100Mbps", K::LinkUp, "smsc95xx",
            "eth0", 100);
        row("r8152 carrier on", "nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt", "carrier on", K::LinkUp, "r8152",
            "eth1");
        row("r8152 tx status", "synology-dmesg-r8152-tx-status-71-NOT-PI.txt", "Tx status -71", K::NicError,
            "r8152", "eth2");
        row("ax88179 link status 1", "pi4-openwrt-dmesg-ax88179-link-status.txt", "Link status is: 1", K::LinkUp,
            "ax88179_178a", "eth1");
        row("cdc_ncm speed", "nas-dmesg-cdc-ncm-1000-mbit-NOT-PI.txt", "mbit/s downlink", K::LinkUp, "cdc_ncm",
            "enx00e04c68001d", 1000);
        row("watchdog, before 6.8", "pi4-openwrt-dmesg-netdev-watchdog-bcmgenet.txt", "NETDEV WATCHDOG",
            K::NicError, "bcmgenet", "eth0");
        row("watchdog, usb nic", "pi-syslog-netdev-watchdog-ax88179.txt", "NETDEV WATCHDOG", K::NicError,
            "ax88179_178a", "eth1");
        row("watchdog, 6.8 and later", "pi4-journal-bcmgenet-netdev-watchdog-cpu.txt", "NETDEV WATCHDOG",
            K::NicError, "bcmgenet", "eth0");
        row("usbnet kevent", "pi3bplus-syslog-lan78xx-kevent-dropped.txt", "kevent 0", K::NicError, "lan78xx",
            "eth0");
        row("brcmfmac timeout", "pi3-dmesg-brcmfmac-bcdc-timeout-110.txt", "resumed on timeout", K::NicError,
            "brcmfmac", "");
        row("brcmfmac err", "pi3-dmesg-brcmfmac-regrw-smsc95xx-link.txt", "failed to read data", K::NicError,
            "brcmfmac", "");
        row("usb disconnect", "pi4-dmesg-xhci-host-system-error-hc-died.txt", "usb 1-1.3: USB disconnect",
            K::UsbDisconnect, "", "");
        row("usb reset", "pi5-journal-uas-abort-reset-superspeed.txt", "reset SuperSpeed", K::UsbReset, "", "",
            5000);
        row("usb enumeration", "pi4-dmesg-usb-descriptor-read-71-hub.txt", "descriptor read/64", K::UsbError, "",
            "");
        row("usb address", "pi4-dmesg-usb-descriptor-read-71-hub.txt", "not accepting address", K::UsbError, "",
            "");
        row("hub port", "pi4-dmesg-usb-descriptor-read-71-hub.txt", "attempt power cycle", K::UsbError, "", "");
        row("xhci dead", "pi4-dmesg-xhci-host-system-error-hc-died.txt", "assume dead", K::ControllerDown,
            "xhci_hcd", "");
        row("xhci halt", "pi4-dmesg-xhci-host-system-error-hc-died.txt", "Host halt failed", K::ControllerDown,
            "xhci_hcd", "");
        row("xhci stop endpoint", "pi4-syslog-xhci-hc-died-io-error.txt", "stop endpoint", K::UsbError,
            "xhci_hcd", "");
        row("uas abort", "pi4-dmesg-xhci-host-system-error-hc-died.txt", "uas_eh_abort_handler", K::UasError,
            "uas", "");
        row("uas zap", "pi4-dmesg-xhci-host-system-error-hc-died.txt", "uas_zap_pending", K::UasError, "uas", "");
        row("block io error", "pi4-syslog-xhci-hc-died-io-error.txt", "blk_update_request", K::IoError, "", "");
        row("nvme controller", "cm4-dmesg-nvme-not-ready-probe-failure.txt", "not ready", K::ControllerDown,
            "nvme", "");
        row("mmc host timeout", "pi-dmesg-mmc0-timeout-mmcblk0-error-110.txt", "Timeout waiting", K::IoError,
            "mmc", "");
        row("mmcblk error", "pi-dmesg-mmc0-timeout-mmcblk0-error-110.txt", "mmcblk0: error", K::IoError, "mmc",
            "");
    }
    void rowFires()
    {
        QFETCH(QString, line);
        QFETCH(int, kind);
        QFETCH(QString, driver);
        QFETCH(QString, iface);
        QFETCH(double, speed);
        QVERIFY2(!line.isEmpty(), "the fixture line was not found");
        const std::optional<DmesgRecord> r = matchKernelWords(line);
        QVERIFY2(r, qPrintable(line));
        QCOMPARE(int(r->kind), kind);
        QCOMPARE(r->driver, driver);
        QCOMPARE(r->interface, iface);
        if (speed > 0)
            QCOMPARE(r->speedMbps.value_or(0), speed);
    }

    // --- 2. ... and stays silent on the real lines next to them -------------------------------------
    void rowSilent_data()
    {
        QTest::addColumn<QString>("line");
        auto row = [](const char *name, const char *file, const char *needle) {
            QTest::newRow(name) << kernelLine(file, needle);
        };
        row("brcmfmac firmware version", "pi3-dmesg-brcmfmac-bcdc-timeout-110.txt", "Firmware version");
        row("r8152 promiscuous", "nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt", "Promiscuous mode enabled");
        row("r8152 version", "nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt", "v1.11.11");
        row("stmmac phy mode", "nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt", "configuring for phy");
        row("ipv6 link ready", "nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt", "link becomes ready");
        row("ax88179 register", "pi4-openwrt-dmesg-ax88179-link-status.txt", "register 'ax88179_178a'");
        row("ax88179 promiscuous", "pi4-openwrt-dmesg-ax88179-link-status.txt", "entered promiscuous");
        row("bridge state", "pi4-openwrt-dmesg-ax88179-link-status.txt", "entered disabled state");
        row("usb new device", "pi4-openwrt-dmesg-ax88179-link-status.txt", "new SuperSpeed USB device");
        row("xhci status", "pi4-dmesg-xhci-host-system-error-hc-died.txt", "USBSTS");
        row("scsi cdb", "pi4-dmesg-xhci-host-system-error-hc-died.txt", "CDB: opcode");
        row("usb setup address", "pi4-dmesg-usb-descriptor-read-71-hub.txt", "not responding to setup address");
        row("mmc final write", "pi-dmesg-mmc0-timeout-mmcblk0-error-110.txt", "final write");
        row("smsc95xx wakeup", "pi3-dmesg-brcmfmac-regrw-smsc95xx-link.txt", "remote wakeup");
        row("watchdog warning", "pi4-openwrt-dmesg-netdev-watchdog-bcmgenet.txt", "WARNING: CPU");
        row("uart", "pi3-dmesg-brcmfmac-regrw-smsc95xx-link.txt", "uart-pl011");
    }
    void rowSilent()
    {
        QFETCH(QString, line);
        QVERIFY2(!line.isEmpty(), "the fixture line was not found");
        QVERIFY2(!matchKernelWords(line), qPrintable(line));
    }

    // Every row of the table is reached by some real line of tests/fixtures, except the rows named
    // here, whose words no public output there shows yet (each is the driver's own format string,
    // docs/knowledge.md §9.1). A new row without a real output fails here until it is named.
    void everyRowHasARealLine()
    {
        QSet<int> reached;
        for (const QString &file : fixtureNames())
            for (const QString &raw : fixture(file).split(u'\n')) {
                int row = -1;
                const QString line = kernelLogText(raw.startsWith(u"> ") ? raw.mid(2) : raw);
                if (!line.isEmpty() && matchKernelWords(line, &row))
                    reached.insert(row);
            }
        const QStringList withoutRealOutput = {
            u"link down\\b"_qs,                       // mii
            u"carrier off"_qs,                         // r8152
            u"Link status is: 0"_qs,                   // ax88179_178a
            u"network connection: connected"_qs,       // cdc_ncm
            u"network connection: disconnected"_qs,    // cdc_ncm
            u"Failed to (?:read|write) reg"_qs,        // smsc95xx, lan78xx
            u"HRESP not OK"_qs,                        // macb
            u"unregister '"_qs,                        // usbnet
            u"I/O Cmd"_qs,                             // nvme
            u"FAILED Result"_qs,                       // sd
            u"controller is down|not responding"_qs,   // any host controller
        };
        QStringList missing;
        const QList<KernelWords> &table = kernelWordsTable();
        for (int i = 0; i < table.size(); ++i) {
            const QString pattern = QString::fromUtf8(table.at(i).pattern);
            const bool named = std::any_of(withoutRealOutput.begin(), withoutRealOutput.end(),
                                           [&](const QString &w) { return pattern.contains(w); });
            if (!reached.contains(i) && !named)
                missing << QString::fromUtf8(table.at(i).drivers) + u": "_qs + pattern;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

    // --- 3. One real line in every log shape reads the same ----------------------------------------
    void everyLogShape_data()
    {
        QTest::addColumn<QString>("line");
        const QString real = u"NETDEV WATCHDOG: eth1 (ax88179_178a): transmit queue 0 timed out"_qs;
        // Real prefixes: the syslog one is the fixture's own; the others written here.
        QTest::newRow("syslog (real)") << fixture(u"pi-syslog-netdev-watchdog-ax88179.txt"_qs).split(u'\n').at(2);
        QTest::newRow("syslog iso, no space (real)")
            << QString(fixture(u"pi4-syslog-iso-r8152-netdev-watchdog.txt"_qs).split(u'\n').at(1))
                   .replace(u"eth1 (r8152)"_qs, u"eth1 (ax88179_178a)"_qs);
        QTest::newRow("dmesg") << u"[11411.035393] "_qs + real;
        QTest::newRow("dmesg, no stamp") << real;
        QTest::newRow("dmesg -T") << u"[Fri Oct  2 21:58:33 2020] "_qs + real;
        QTest::newRow("dmesg -H") << u"[Oct 2 21:58] "_qs + real;
        QTest::newRow("dmesg relative") << u"[  +0,000012] "_qs + real;
        QTest::newRow("dmesg -x") << u"kern  :warn  : [11411.035393] "_qs + real;
        QTest::newRow("dmesg -r") << u"<4>[11411.035393] "_qs + real;
        QTest::newRow("journalctl -k") << u"Oct 02 21:58:33 rfw1 kernel: "_qs + real;
        QTest::newRow("journalctl -o short-iso") << u"2020-10-02T21:58:33+0100 rfw1 kernel: "_qs + real;
        QTest::newRow("journalctl -o short-precise") << u"Oct 02 21:58:33.035393 rfw1 kernel: "_qs + real;
        QTest::newRow("journalctl -o short-full") << u"Fri 2020-10-02 21:58:33 BST rfw1 kernel: "_qs + real;
        QTest::newRow("journalctl -o short-unix") << u"1601672313.035393 rfw1 kernel: "_qs + real;
        QTest::newRow("grep over log files") << u"/var/log/kern.log:Oct  2 21:58:33 rfw1 kernel: "_qs + real;
        QTest::newRow("logread") << u"Fri Oct  2 21:58:33 2020 kern.warn kernel: [11411.035393] "_qs + real;
    }
    void everyLogShape()
    {
        QFETCH(QString, line);
        const QString kernel = kernelLogText(line);
        const std::optional<DmesgRecord> r = matchKernelWords(kernel);
        QVERIFY2(r, qPrintable(kernel));
        QCOMPARE(r->kind, K::NicError);
        QCOMPARE(r->interface, u"eth1"_qs);
        QCOMPARE(r->driver, u"ax88179_178a"_qs);
        // pasted alone, the line is recognised as the kernel log
        QVERIFY2(PasteRecognizer::recognize(line).section(u"dmesg"_qs), qPrintable(line));
    }

    void anotherProgramsLineIsNotTheKernel()
    {
        // A syslog line of another program that quotes kernel words is not the kernel log.
        QVERIFY(kernelLogText(u"Oct  2 21:58:33 rfw1 dhcpcd[490]: eth1: carrier on"_qs).isEmpty());
        QVERIFY(kernelLogText(u"Fri 2020-10-02 21:58:33 BST rfw1 dhcpcd[490]: eth1: carrier on"_qs).isEmpty());
    }

    // --- 4. A driver the table does not name gives what its lines say -----------------------------
    void unknownDriverGivesItsOwnFacts()
    {
        const Facts f = TextFacts::facts(fixture(u"nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt"_qs));
        const NetInterface *eth0 = f.interface(u"eth0"_qs);
        QVERIFY(eth0);
        QCOMPARE(eth0->driver.valueOr(QString()), u"rk_gmac-dwmac"_qs);
        QCOMPARE(eth0->speedMbps.valueOr(0), 1000);
        QVERIFY(!f.board.model.isKnown()); // no board is made up from a NIC's words
    }

    // --- 5. NIC errors make the link finding; quiet logs do not ---------------------------------------
    void nicErrorsAreAnUnstableLink_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("fires");
        QTest::newRow("bcmgenet watchdog") << u"pi4-openwrt-dmesg-netdev-watchdog-bcmgenet.txt"_qs << true;
        QTest::newRow("r8152 tx status") << u"synology-dmesg-r8152-tx-status-71-NOT-PI.txt"_qs << true;
        QTest::newRow("r8152 carrier on only") << u"nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt"_qs << false;
        QTest::newRow("cdc_ncm speed only") << u"nas-dmesg-cdc-ncm-1000-mbit-NOT-PI.txt"_qs << false;
    }
    void nicErrorsAreAnUnstableLink()
    {
        QFETCH(QString, file);
        QFETCH(bool, fires);
        const QStringList ids = findingIds(fixture(file));
        QCOMPARE(ids.contains(u"network-link-unstable"_qs), fires);
    }

    // --- 6. Listing shapes: kernel drivers told from FUSE in each ----------------------------------
    void mountLabelIsRead()
    {
        // mount -l adds the label after the options (written here from the real `mount` line).
        const QString line = fixture(u"dietpi-mount-fuseblk-ntfs.txt"_qs).trimmed() + u" [Backup]"_qs;
        const QList<MountEntry> m = parseMounts(line);
        QCOMPARE(m.size(), 1);
        QCOMPARE(m.at(0).fstype, u"fuseblk"_qs);
        QVERIFY(isFuseFstype(m.at(0).fstype));
        QCOMPARE(m.at(0).mountPoint, u"/mnt/0A5EC1981E18D273"_qs);
        QVERIFY(m.at(0).options.contains(u"allow_other"_qs));
        // and the same line with the kernel's ntfs3 (written here) is not FUSE
        QString kernel = line;
        kernel.replace(u"type fuseblk"_qs, u"type ntfs3"_qs);
        const QList<MountEntry> k = parseMounts(kernel);
        QCOMPARE(k.size(), 1);
        QCOMPARE(k.at(0).fstype, u"ntfs3"_qs);
        QVERIFY(!isFuseFstype(k.at(0).fstype));
        const Facts f = TextFacts::facts(u"$ mount -l\n"_qs + kernel);
        QCOMPARE(f.storage.mounts.size(), 1);
        QCOMPARE(f.storage.mounts.at(0).fstype, u"ntfs3"_qs);
        QVERIFY(!f.storage.mounts.at(0).fuse);
    }

    void findmntShapes()
    {
        const QString tree = fixture(u"findmnt-tree-ext4-NOT-PI.txt"_qs);
        const QList<MountEntry> t = parseMounts(tree);
        QCOMPARE(t.size(), 5);
        QCOMPARE(t.at(2).mountPoint, u"/var/cache"_qs);
        QCOMPARE(t.at(2).device, u"/dev/sda5"_qs);
        // findmnt -l: the same rows without the tree (written here from the real tree)
        QString flat = tree;
        flat.replace(u"├─"_qs, u"  "_qs).replace(u"└─"_qs, u"  "_qs).replace(u"│ "_qs, u"  "_qs);
        QCOMPARE(parseMounts(flat).size(), 5);
        // findmnt -J with a bind mount's "[/dir]" (written here from the real tree's values)
        const QString json = uR"({
   "filesystems": [
      {"target": "/", "source": "/dev/sda4", "fstype": "ext4", "options": "rw,relatime",
       "children": [
          {"target": "/var", "source": "/dev/sda3", "fstype": "ext4", "options": "rw,relatime"},
          {"target": "/srv/share", "source": "/dev/sdb1[/share]", "fstype": "fuseblk", "options": "rw,relatime"}
       ]}
   ]
})"_qs;
        const QList<MountEntry> j = parseMounts(json);
        QCOMPARE(j.size(), 3);
        QCOMPARE(j.at(2).device, u"/dev/sdb1"_qs);
        QVERIFY(isFuseFstype(j.at(2).fstype));
        // pasted with the opening brace on a line of its own: recognised as the mount table
        const Transcript pasted = PasteRecognizer::recognize(u"$ findmnt -J\n"_qs + json);
        QVERIFY(pasted.section(u"mounts"_qs));
        QCOMPARE(parseMounts(pasted.section(u"mounts"_qs)->text).size(), 3);
        const Transcript unlabelled = PasteRecognizer::recognize(tree.section(u'\n', 1));
        QVERIFY2(unlabelled.section(u"mounts"_qs), qPrintable(unlabelled.ids().join(u',')));
    }

    void dfTypeColumn()
    {
        const QList<DfRow> rows = parseDf(fixture(u"dietpi-df-T-fuseblk-ntfs.txt"_qs));
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).fstype, u"fuseblk"_qs);
        QCOMPARE(rows.at(0).sizeBytes.value_or(0), qint64(1046524) * 1024);
        QCOMPARE(rows.at(0).mountPoint, u"/mnt/0A5EC1981E18D273"_qs);
        // plain df has no type
        const QList<DfRow> plain = parseDf(fixture(u"pi5-lsblk-ntfs-usb3-disks.txt"_qs));
        for (const DfRow &r : plain)
            QVERIFY(r.fstype.isEmpty());
    }

    void lsblkJson()
    {
        // lsblk -J (written here from pi5-lsblk-f-nvme-root.txt's names): FSTYPE is the format.
        const QString json = uR"({
   "blockdevices": [
      {"name": "nvme0n1", "fstype": null, "mountpoints": [null],
       "children": [
          {"name": "nvme0n1p1", "fstype": "vfat", "mountpoints": ["/boot/firmware"]},
          {"name": "nvme0n1p2", "fstype": "ext4", "mountpoints": ["/var/hdd.log", "/"]}
       ]}
   ]
})"_qs;
        const QList<LsblkRow> rows = parseLsblk(json);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(1).parent, u"nvme0n1"_qs);
        QCOMPARE(rows.at(1).mountPoint, u"/boot/firmware"_qs);
        QCOMPARE(rows.at(2).fstype, u"ext4"_qs);
        QVERIFY(PasteRecognizer::recognize(u"$ lsblk -J\n"_qs + json).section(u"lsblk"_qs));
    }

    // --- 7. Disk health ---------------------------------------------------------------------------
    void smartReadings()
    {
        const QList<SmartReport> ata = parseSmart(fixture(u"smartctl-A-pending-sector-crc-i386-NOT-PI.txt"_qs));
        QCOMPARE(ata.size(), 1);
        QCOMPARE(ata.at(0).pendingSectors.value_or(-1), 1);
        QCOMPARE(ata.at(0).offlineUncorrectable.value_or(-1), 1);
        QCOMPARE(ata.at(0).udmaCrcErrors.value_or(-1), 4);
        QCOMPARE(ata.at(0).reallocatedSectors.value_or(-1), 0);
        const QList<SmartReport> x = parseSmart(fixture(u"smartctl-x-usb-bridge-udma-crc-7-NOT-PI.txt"_qs));
        QCOMPARE(x.size(), 1);
        QCOMPARE(x.at(0).udmaCrcErrors.value_or(-1), 7);
        const QList<SmartReport> nvme = parseSmart(fixture(u"smartctl-nvme-health-log-terramaster-NOT-PI.txt"_qs));
        QCOMPARE(nvme.size(), 1);
        QCOMPARE(nvme.at(0).mediaErrors.value_or(-1), 0);
        QCOMPARE(nvme.at(0).temperatureC.value_or(-1), 36);
        QVERIFY(!nvme.at(0).thermalThrottleEvents); // "Total Time" is not a transition count
        const QList<SmartReport> refused =
            parseSmart(fixture(u"smartctl-a-uas-read-identity-failed-NOT-PI.txt"_qs));
        QCOMPARE(refused.size(), 1);
        QVERIFY(!refused.at(0).hasReadings());
        QVERIFY(refused.at(0).failure.startsWith(u"Read Device Identity failed"_qs));
    }

    void pastedSmartNamesItsDiskAndDropsTheSerial()
    {
        const Transcript t = PasteRecognizer::recognize(fixture(u"pi5-smartctl-x-usb-flash-health-passed.txt"_qs));
        const TranscriptSection *s = t.section(u"smart"_qs);
        QVERIFY(s);
        QVERIFY(s->text.startsWith(u"### /dev/sda\n"_qs));
        QVERIFY(!s->text.contains(u"4695600000015052"_qs));
        const Transcript n = PasteRecognizer::recognize(fixture(u"pi5-nvme-smart-log-sn530.txt"_qs));
        QVERIFY(n.section(u"smart"_qs));
        QVERIFY(n.section(u"smart"_qs)->text.startsWith(u"### /dev/nvme0n1\n"_qs));
    }

    void diskHealthFinding_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("fires");
        QTest::newRow("pending sectors and CRC") << u"smartctl-A-pending-sector-crc-i386-NOT-PI.txt"_qs << true;
        QTest::newRow("CRC only") << u"smartctl-a-udma-crc-65-NOT-PI.txt"_qs << true;
        QTest::newRow("CRC, -x form") << u"smartctl-x-usb-bridge-udma-crc-7-NOT-PI.txt"_qs << true;
        QTest::newRow("healthy NVMe") << u"pi5-nvme-smart-log-sn530.txt"_qs << false;
        QTest::newRow("healthy NVMe, smartctl") << u"smartctl-nvme-health-log-terramaster-NOT-PI.txt"_qs << false;
        QTest::newRow("passed") << u"pi5-smartctl-x-usb-flash-health-passed.txt"_qs << false;
        QTest::newRow("not read") << u"smartctl-a-uas-read-identity-failed-NOT-PI.txt"_qs << false;
    }
    void diskHealthFinding()
    {
        QFETCH(QString, file);
        QFETCH(bool, fires);
        QString text = fixture(file);
        if (!text.contains(u"$ "_qs) && !text.startsWith(u"> "_qs))
            text.prepend(u"$ sudo smartctl -a /dev/sda\n"_qs); // the prompt line is written here
        QCOMPARE(findingIds(text).contains(u"storage-disk-health"_qs), fires);
    }

    void diskHealthEvidenceNamesTheCause()
    {
        const Result<Run> r = Run::fromBytes(fixture(u"smartctl-a-udma-crc-65-NOT-PI.txt"_qs).prepend(
            u"$ sudo smartctl -a /dev/sda\n"_qs).toUtf8());
        QVERIFY(r);
        const Diagnosis d = Diagnosis::diagnose(r.value());
        for (const Finding &f : d.findings)
            if (f.id == u"storage-disk-health") {
                QVERIFY2(f.evidence.contains(u"65"_qs), qPrintable(f.evidence));
                QVERIFY(f.fix.contains(u"cable"_qs));
                QVERIFY(!f.fix.contains(u"Back up"_qs)); // a link fault, not a failing disk
                QCOMPARE(f.severity, Finding::Severity::Warning);
                return;
            }
        QFAIL("no storage-disk-health finding");
    }
};

QTEST_GUILESS_MAIN(TestDriverWords)
#include "tst_driverwords.moc"
