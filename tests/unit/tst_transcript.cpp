// The transcript reader, the paste recogniser, and scenario transcripts built from real outputs.
#include "core/probe/factsbuilder.h"
#include "core/probe/pasterecognizer.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "probetestutil.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

using namespace ProbeTest;

namespace {

QString section(const QString &id, const QString &text, int exit = 0)
{
    return QStringLiteral("@@begin %1\n%2\n@@end %1 exit=%3\n").arg(id, text.trimmed(), QString::number(exit));
}

QString firstLine(const QString &text)
{
    return text.section(u'\n', 0, 0);
}

} // namespace

class TestTranscript : public QObject
{
    Q_OBJECT
private slots:
    void readsSectionsAndExitCodes()
    {
        const QString text =
            QStringLiteral("@@pinas-probe 1\n") +
            section(QStringLiteral("model"), QStringLiteral("Raspberry Pi 3 Model B Rev 1.2")) +
            section(QStringLiteral("lsusb-t"),
                    fixture(QStringLiteral("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt"))) +
            section(QStringLiteral("throttled"), QStringLiteral("vcgencmd: command not found"), 127);
        const Transcript t = Transcript::parse(text);
        QCOMPARE(t.version(), 1);
        QCOMPARE(t.ids(), (QStringList{QStringLiteral("model"), QStringLiteral("lsusb-t"),
                                       QStringLiteral("throttled")}));
        QCOMPARE(t.section(QStringLiteral("model"))->text, QStringLiteral("Raspberry Pi 3 Model B Rev 1.2"));
        QCOMPARE(t.section(QStringLiteral("model"))->exitCode, std::optional<int>(0));
        QCOMPARE(t.section(QStringLiteral("throttled"))->exitCode, std::optional<int>(127));
        QVERIFY(!t.section(QStringLiteral("throttled"))->succeeded());
        QCOMPARE(t.section(QStringLiteral("lsusb-t"))->text.count(u'\n'), 3);
        QVERIFY(!t.truncated());
    }

    void toleratesCrlf()
    {
        QString text = QStringLiteral("@@pinas-probe 1\n") +
                       section(QStringLiteral("model"), QStringLiteral("Raspberry Pi 4 Model B Rev 1.5"));
        text.replace(QStringLiteral("\n"), QStringLiteral("\r\n"));
        const Transcript t = Transcript::parse(text);
        QCOMPARE(t.section(QStringLiteral("model"))->text, QStringLiteral("Raspberry Pi 4 Model B Rev 1.5"));
        QCOMPARE(t.section(QStringLiteral("model"))->exitCode, std::optional<int>(0));
        QCOMPARE(FactsBuilder::build(t).board.typeCode.valueOr(-1), 0x11);
    }

    void cutOffTailKeepsWhatArrived()
    {
        const QString text = QStringLiteral("@@pinas-probe 1\n") +
                             section(QStringLiteral("uname"), QStringLiteral("Linux pi 6.1.21-v8+ aarch64")) +
                             QStringLiteral("@@begin dmesg\n[    6.583926] smsc95xx 1-1.1:1.0 eth0: link up, "
                                            "100Mbps, full-duplex, lpa 0xC1E1\n[   14.5");
        const Transcript t = Transcript::parse(text);
        QVERIFY(t.truncated());
        QVERIFY(t.section(QStringLiteral("uname"))->complete);
        const TranscriptSection *d = t.section(QStringLiteral("dmesg"));
        QVERIFY(d && !d->complete && !d->exitCode);
        const Facts f = FactsBuilder::build(t);
        QCOMPARE(f.primaryInterface()->speedMbps.valueOr(0), 100);
    }

    // A marker counts only at the start of a line; the probe puts a newline before each end marker,
    // and the empty line it makes is not part of the section.
    void endMarkerOnlyAtTheStartOfALine()
    {
        const Transcript t = Transcript::parse(
            QStringLiteral("@@begin model\nRaspberry Pi 5 Model B Rev 1.0@@end model exit=0\n\n@@end model exit=0\n"));
        QCOMPARE(t.section(QStringLiteral("model"))->text,
                 QStringLiteral("Raspberry Pi 5 Model B Rev 1.0@@end model exit=0"));
        QVERIFY(t.section(QStringLiteral("model"))->complete);
    }

    void garbageAndMissingEndsAreTolerated()
    {
        const QString text = QStringLiteral(
            "login banner\n@@begin lsusb\nBus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub\n"
            "@@begin cpuinfo\nRevision\t: c03112\n@@end cpuinfo exit=zz\nnoise @@end nothing\n@@end\n@@begin "
            "\n");
        const Transcript t = Transcript::parse(text);
        QCOMPARE(t.ids(), (QStringList{QStringLiteral("lsusb"), QStringLiteral("cpuinfo")}));
        QVERIFY(!t.section(QStringLiteral("lsusb"))->complete);
        QVERIFY(t.section(QStringLiteral("cpuinfo"))->complete);
        QVERIFY(!t.section(QStringLiteral("cpuinfo"))->exitCode);
        QCOMPARE(t.version(), 0);
    }

    void invalidUtf8DoesNotStopReading()
    {
        QByteArray bytes("@@pinas-probe 1\n@@begin model\n\xff\xfe\xc3Raspberry Pi\n@@end model "
                         "exit=0\n@@begin long-bit\n64\n@@end long-bit exit=0\n");
        const Transcript t = Transcript::parse(bytes);
        QCOMPARE(t.ids().size(), 2);
        QCOMPARE(FactsBuilder::build(t).board.osBits.valueOr(0), 64);
    }

    void roundTripsThroughText()
    {
        Transcript t;
        t.addSection(TranscriptSection{QStringLiteral("temp"), QStringLiteral("temp=38.6'C"), 0, true});
        t.addSection(TranscriptSection{
            QStringLiteral("ethtool-eth0"),
            fixture(QStringLiteral("pi3b-ethtool-eth0-smsc95xx-nolink.txt")).trimmed(), 0, true});
        t.addSection(TranscriptSection{QStringLiteral("exportfs"),
                                       QStringLiteral("exportfs: command not found"), 127, true});
        // Pasted: no exit status, and none is made up on the way back.
        t.addSection(TranscriptSection{QStringLiteral("dmesg"), QStringLiteral("[    0.000000] Booting Linux"),
                                       std::nullopt, true});
        // Cut off before its end marker: it stays cut off.
        t.addSection(TranscriptSection{QStringLiteral("processes"), QStringLiteral("  PID USER"), std::nullopt,
                                       false});
        const QString text = t.toText();
        QVERIFY(!text.contains(u"dmesg exit="));
        QVERIFY(!text.contains(u"@@end processes"));
        const Transcript back = Transcript::parse(text);
        QCOMPARE(back.ids(), t.ids());
        for (const TranscriptSection &s : t.sections()) {
            QCOMPARE(back.section(s.id)->text, s.text);
            QCOMPARE(back.section(s.id)->exitCode, s.exitCode);
            QCOMPARE(back.section(s.id)->complete, s.complete);
            QCOMPARE(back.section(s.id)->state(), s.state());
        }
    }

    // A pasted `dmsetup table` (with --showkeys: the key itself) loses its key field before the
    // text is kept; the cipher and the mapping are still read.
    void pastedDmsetupKeyIsDropped()
    {
        const QString key = QStringLiteral("0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0");
        const QString paste = QStringLiteral("pi@raspberrypi:~ $ sudo dmsetup table --showkeys\n"
                                             "data: 0 1953521664 crypt aes-xts-plain64 %1 0 8:1 32768\n"
                                             "vg-root: 0 2048 linear 8:2 2048\n")
                                  .arg(key);
        const QString stored = TextFacts::storedTranscript(paste);
        QVERIFY(!stored.isEmpty());
        QVERIFY2(!stored.contains(key), qPrintable(stored));
        QVERIFY(stored.contains(QStringLiteral("data: 0 1953521664 crypt aes-xts-plain64 - 0 8:1 32768")));
        QVERIFY(stored.contains(QStringLiteral("vg-root: 0 2048 linear 8:2 2048")));
        const Facts f = TextFacts::facts(stored);
        QCOMPARE(f.storage.crypt.size(), 1);
        QCOMPARE(f.storage.crypt.at(0).name, QStringLiteral("data"));
        QCOMPARE(f.storage.crypt.at(0).cipher.valueOr(QString()), QStringLiteral("aes-xts-plain64"));
        QVERIFY(!TextFacts::transcript(paste).toText().contains(key));
    }

    void repeatedSectionsAreJoined()
    {
        Transcript t;
        t.addSection(TranscriptSection{QStringLiteral("dmesg"), QStringLiteral("a"), std::nullopt, true});
        t.addSection(TranscriptSection{QStringLiteral("dmesg"), QStringLiteral("b"), 0, true});
        QCOMPARE(t.sections().size(), 1);
        QCOMPARE(t.section(QStringLiteral("dmesg"))->text, QStringLiteral("a\nb"));
    }

    void tenMegabytesOfGarbageInUnderASecond()
    {
        QByteArray junk(10 * 1024 * 1024, Qt::Uninitialized);
        QRandomGenerator rng(4);
        for (char &c : junk)
            c = char(rng.bounded(256));
        // Garbage inside a section too: every parser then reads it.
        const QByteArray text = QByteArray("@@pinas-probe 1\n@@begin dmesg\n") + junk.left(4 * 1024 * 1024) +
                                QByteArray("\n@@end dmesg exit=0\n") + junk.mid(4 * 1024 * 1024);
        QElapsedTimer timer;
        timer.start();
        const Transcript t = Transcript::parse(text);
        const Facts f = FactsBuilder::build(t);
        const qint64 ms = timer.elapsed();
        QVERIFY(t.section(QStringLiteral("dmesg")));
        // Not a speed target (bench/ measures speed): printed; a quadratic blow-up would take minutes
        // here and run into the test's CTest timeout.
        qInfo("10 MB of garbage read in %lld ms", ms);
        QVERIFY(!f.board.model.isKnown());
    }

    // Prompt lines name the output below them, even when its shape alone would say otherwise.
    void promptLinesNameTheirOutput()
    {
        const QString paste =
            QStringLiteral(
                "pi@raspberrypi:~ $ cat /proc/device-tree/model\nRaspberry Pi 3 Model B Plus Rev 1.3\n"
                "pi@raspberrypi:~ $ getconf LONG_BIT\n32\n"
                "root@berryship:~# ethtool eth1\n") +
            fixture(QStringLiteral("pi3b-ethtool-eth0-smsc95xx-nolink.txt")) +
            QStringLiteral("$ sudo vcgencmd get_throttled\nthrottled=0x50000\n");
        const QList<PastePiece> pieces = PasteRecognizer::split(paste);
        QStringList ids;
        for (const PastePiece &p : pieces)
            ids.append(p.sectionId);
        QCOMPARE(ids, (QStringList{QStringLiteral("model"), QStringLiteral("long-bit"),
                                   QStringLiteral("ethtool-eth1"), QStringLiteral("throttled")}));
        QCOMPARE(pieces.at(0).command, QStringLiteral("cat /proc/device-tree/model"));
        const Facts f = FactsBuilder::build(PasteRecognizer::recognize(paste));
        QCOMPARE(f.board.modelName.valueOr(QString()), QStringLiteral("Raspberry Pi 3 Model B Plus"));
        QCOMPARE(f.board.typeCode.valueOr(-1), 0x0d);
        QCOMPARE(f.board.osBits.valueOr(0), 32);
        QVERIFY(f.interface(QStringLiteral("eth1")));
        QCOMPARE(f.power.sinceBoot.underVoltage.valueOr(false), true);
    }

    // ethtool lines pasted without their "Settings for" header: the interface stays unnamed,
    // and lsusb -t then names its driver.
    void ethtoolWithoutItsHeader()
    {
        const QString paste =
            QStringLiteral("driver: smsc95xx\nversion: 22-Aug-2005\nbus-info: usb-3f980000.usb-1.1\n\n"
                           "\tSpeed: 100Mb/s\n\tDuplex: Full\n\tLink detected: yes\n\n") +
            fixture(QStringLiteral("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt"));
        const Transcript t = PasteRecognizer::recognize(paste);
        QCOMPARE(t.ids(), (QStringList{QStringLiteral("ethtool-unknown"), QStringLiteral("lsusb-t")}));
        const Facts f = FactsBuilder::build(t);
        QCOMPARE(f.interfaces.size(), 1);
        const NetInterface *nic = f.primaryInterface();
        QVERIFY(nic);
        QVERIFY(nic->name.isEmpty());
        QCOMPARE(nic->speedMbps.valueOr(0), 100);
        QCOMPARE(nic->duplex.valueOr(QString()), QStringLiteral("full"));
        QCOMPARE(nic->driver.valueOr(QString()), QStringLiteral("smsc95xx"));
        QCOMPARE(nic->usbSpeedMbps.valueOr(0), 480.0);
        QCOMPARE(nic->onUsb.valueOr(false), true);
        QVERIFY(nic->onUsb.disagreeing().isEmpty());

        const Transcript named =
            PasteRecognizer::recognize(QStringLiteral("driver: bcmgenet\nbus-info: fd580000.ethernet\n") +
                                       fixture(QStringLiteral("pi3b-ethtool-eth0-smsc95xx-nolink.txt")));
        QCOMPARE(named.ids(), QStringList{QStringLiteral("ethtool-eth0")});
        const Facts g = FactsBuilder::build(named);
        QCOMPARE(g.interface(QStringLiteral("eth0"))->driver.valueOr(QString()), QStringLiteral("bcmgenet"));
        QCOMPARE(g.interface(QStringLiteral("eth0"))->onUsb.valueOr(true), false);
    }

    void commandsMapToSections_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("id");
        auto row = [](const char *c, const char *id) {
            QTest::newRow(c) << QString::fromUtf8(c) << QString::fromUtf8(id);
        };
        row("lsusb -t", "lsusb-t");
        row("sudo lsusb", "lsusb");
        row("ethtool -i end0", "ethtool-end0");
        row("mount | grep srv", "mounts");
        row("cat /proc/mounts", "mounts");
        row("dmesg | grep -i usb", "dmesg");
        row("vcgencmd get_throttled", "throttled");
        row("cat /proc/cpuinfo", "cpuinfo");
        row("sudo lsblk -o NAME,FSTYPE,SIZE", "lsblk");
        row("df -h", "df");
        row("cat /etc/exports", "exports");
        row("sudo exportfs -v", "exportfs");
        row("testparm -s", "smb-conf");
        row("cat /etc/samba/smb.conf", "smb-conf");
        row("top -b -n 1", "processes");
        row("cat /proc/net/dev", "net-dev");
        row("tr -d '\\0' < /proc/device-tree/model", "model");
        row("hdparm -t /dev/sda", "");
        // issue #38: listings, the kernel log's other readers, disk health
        row("mount -l", "mounts");
        row("findmnt -J", "mounts");
        row("df -hT", "df");
        row("lsblk -J", "lsblk");
        row("journalctl -kb", "dmesg");
        row("journalctl --dmesg -o short-iso", "dmesg");
        row("journalctl -u smbd", "");
        row("grep eth0 /var/log/syslog", "dmesg");
        row("sudo smartctl -a /dev/sda", "smart");
        row("sudo nvme smart-log /dev/nvme0", "smart");
        row("sudo nvme --smart-log /dev/nvme0n1 -H", "smart");
        row("nvme list", "");
    }
    void commandsMapToSections()
    {
        QFETCH(QString, command);
        QFETCH(QString, id);
        QCOMPARE(PasteRecognizer::sectionForCommand(command), id);
    }

    // docs/design.md: lsusb -t, ethtool eth0, mounts and dmesg pasted from a forum post, no sysfs.
    void forumPaste_data()
    {
        QTest::addColumn<bool>("withPrompts");
        QTest::newRow("shapes only") << false;
        QTest::newRow("with prompts") << true;
    }
    void forumPaste()
    {
        QFETCH(bool, withPrompts);
        struct Prompt
        {
            bool on;
            QString arg(const QString &command) const
            {
                return on ? QStringLiteral("pi@raspberrypi:~ $ %1\n").arg(command) : QStringLiteral("\n");
            }
        } prompt{withPrompts};
        const QString paste = QStringLiteral("My NFS copies crawl at 11 MB/s, here is what I have:\n") +
                              prompt.arg(QStringLiteral("lsusb -t")) +
                              fixture(QStringLiteral("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt")) +
                              prompt.arg(QStringLiteral("ethtool eth0")) +
                              fixture(QStringLiteral("pi3b-ethtool-eth0-smsc95xx-nolink.txt")) +
                              prompt.arg(QStringLiteral("mount | grep sda")) +
                              firstLine(fixture(QStringLiteral("pi5-mount-ntfs-3g-fuseblk-usb3.txt"))) +
                              u'\n' + prompt.arg(QStringLiteral("dmesg | grep eth0")) +
                              fixture(QStringLiteral("pi3b-dmesg-smsc95xx-link-up-100.txt"));
        const Transcript t = PasteRecognizer::recognize(paste);
        for (const char *id : {"lsusb-t", "ethtool-eth0", "mounts", "dmesg"})
            QVERIFY2(t.section(QString::fromUtf8(id)), qPrintable(t.ids().join(u',')));
        const QJsonObject facts = FactsBuilder::build(t).toJson();
        QCOMPARE(at(facts, QStringLiteral("nic.name")), QStringLiteral("eth0"));
        QCOMPARE(at(facts, QStringLiteral("nic.driver")), QStringLiteral("smsc95xx"));
        QCOMPARE(at(facts, QStringLiteral("nic.speed_mbps")), QStringLiteral("100"));
        QCOMPARE(at(facts, QStringLiteral("nic.duplex")), QStringLiteral("full"));
        QCOMPARE(at(facts, QStringLiteral("nic.on_usb")), QStringLiteral("true"));
        QCOMPARE(at(facts, QStringLiteral("nic.usb_speed_mbps")), QStringLiteral("480"));
        QCOMPARE(at(facts, QStringLiteral("nic.sources.driver")), QStringLiteral("[\"dmesg\",\"lsusb-t\"]"));
        QCOMPARE(at(facts, QStringLiteral("storage#")), QStringLiteral("1"));
        QCOMPARE(at(facts, QStringLiteral("storage[0].device")), QStringLiteral("sda"));
        QCOMPARE(at(facts, QStringLiteral("storage[0].driver")), QStringLiteral("usb-storage"));
        QCOMPARE(at(facts, QStringLiteral("storage[0].usb_speed_mbps")), QStringLiteral("480"));
        QCOMPARE(at(facts, QStringLiteral("storage[0].fstype")), QStringLiteral("fuseblk"));
        QCOMPARE(at(facts, QStringLiteral("storage[0].fuse")), QStringLiteral("true"));
    }

    // A whole Pi 3B transcript from real outputs: every fact names all the sections that showed it.
    void pi3bTranscript()
    {
        const QString text =
            QStringLiteral("@@pinas-probe 1\n") +
            section(QStringLiteral("model"), QStringLiteral("Raspberry Pi 3 Model B Rev 1.2")) +
            section(QStringLiteral("cpuinfo"), fixture(QStringLiteral("pi3b-cpuinfo-a02082-armv7.txt"))) +
            section(QStringLiteral("lsusb-t"),
                    fixture(QStringLiteral("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt"))) +
            section(QStringLiteral("ethtool-eth0"),
                    fixture(QStringLiteral("pi3b-ethtool-eth0-smsc95xx-nolink.txt"))) +
            section(QStringLiteral("dmesg"), fixture(QStringLiteral("pi-smsc95xx-dmesg-under-voltage.txt"))) +
            section(QStringLiteral("throttled"),
                    fixture(QStringLiteral("pi3b-vcgencmd-get-throttled-0x50005.txt"))) +
            section(QStringLiteral("processes"),
                    fixture(QStringLiteral("seed-pi3b-top-during-nfs-write.txt"))) +
            section(QStringLiteral("exports"),
                    fixture(QStringLiteral("rpi-etc-exports-async-ntfs-usb.txt"))) +
            section(QStringLiteral("smb-conf"), QStringLiteral("testparm: command not found"), 127) +
            section(QStringLiteral("wifi"), QStringLiteral("no wireless interface"));
        const Facts f = FactsBuilder::build(Transcript::parse(text));
        const QJsonObject j = f.toJson();
        QCOMPARE(at(j, QStringLiteral("board")), QStringLiteral("Raspberry Pi 3 Model B"));
        QCOMPARE(at(j, QStringLiteral("board_info.sources.type_code")),
                 QStringLiteral("[\"model\",\"cpuinfo\"]"));
        QCOMPARE(at(j, QStringLiteral("board_info.ram_mb")), QStringLiteral("1024"));
        QCOMPARE(at(j, QStringLiteral("nic.name")), QStringLiteral("eth0"));
        QCOMPARE(at(j, QStringLiteral("nic.speed_mbps")), QStringLiteral("100"));
        QCOMPARE(at(j, QStringLiteral("nic.max_supported_mbps")), QStringLiteral("100"));
        QCOMPARE(at(j, QStringLiteral("throttled.now")), QStringLiteral("[\"under-voltage\",\"throttled\"]"));
        QCOMPARE(at(j, QStringLiteral("throttled.since_boot_flags.sources.under_voltage")),
                 QStringLiteral("[\"throttled\",\"dmesg\"]"));
        QCOMPARE(at(j, QStringLiteral("processes[name=nfsd].cpu_percent")), QStringLiteral("17.6"));
        QVERIFY(f.hasProcess(QStringLiteral("nfsd")));
        QCOMPARE(at(j, QStringLiteral("nfs_exports[0].async")), QStringLiteral("true"));
        QCOMPARE(at(j, QStringLiteral("samba.configured")), QStringLiteral("null"));
        QCOMPARE(at(j, QStringLiteral("storage[0].driver")), QStringLiteral("usb-storage"));
    }

    void pi4Transcript()
    {
        const QString text =
            QStringLiteral("@@pinas-probe 1\n") +
            section(QStringLiteral("cpuinfo"), fixture(QStringLiteral("pi4-cpuinfo-c03112-armv7l.txt"))) +
            section(QStringLiteral("lsusb-t"), fixture(QStringLiteral("pi4-lsusb-t-uas-vl805.txt"))) +
            section(QStringLiteral("lsusb"), fixture(QStringLiteral("pi4-lsusb-asmedia-vl805.txt"))) +
            section(QStringLiteral("mounts"),
                    firstLine(fixture(QStringLiteral("pi5-mount-ntfs-3g-fuseblk-usb3.txt")))) +
            section(QStringLiteral("fstab"),
                    QStringLiteral("/dev/sda2 /srv/usb3disk1 ntfs defaults,nofail 0 0")) +
            section(QStringLiteral("smb-conf"),
                    fixture(QStringLiteral("libreelec-testparm-samba416-NOT-PI.txt")));
        const QJsonObject j = FactsBuilder::build(Transcript::parse(text)).toJson();
        QCOMPARE(at(j, QStringLiteral("board")), QStringLiteral("Raspberry Pi 4 Model B"));
        QCOMPARE(at(j, QStringLiteral("usb[path=2-1].vendor_id")), QStringLiteral("174c"));
        QCOMPARE(at(j, QStringLiteral("usb[path=2-1].sources.vendor_id")), QStringLiteral("[\"lsusb\"]"));
        QCOMPARE(at(j, QStringLiteral("storage[0].device")), QStringLiteral("sda"));
        QCOMPARE(at(j, QStringLiteral("storage[0].driver")), QStringLiteral("uas"));
        QCOMPARE(at(j, QStringLiteral("storage[0].usb_speed_mbps")), QStringLiteral("5000"));
        QCOMPARE(at(j, QStringLiteral("storage[0].filesystems[0].fuse_driver")), QStringLiteral("ntfs-3g"));
        QCOMPARE(at(j, QStringLiteral("samba.server_min_protocol")), QStringLiteral("SMB3"));
    }
};

QTEST_GUILESS_MAIN(TestTranscript)
#include "tst_transcript.moc"
