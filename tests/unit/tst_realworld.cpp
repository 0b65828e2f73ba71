// Issue #16: real outputs of setups the app did not read before (boot logs, other boards, Wi-Fi,
// NVMe, kernel-log errors, encryption, Samba settings), each from tests/fixtures with its
// .source. Lines written here (not fixtures) are marked "written here"; they only supply the
// context a real output needs (a model line, a mount line) and never the text a rule keys on.
#include "core/diagnosis/diagnosis.h"
#include "core/diagnosis/rule.h"
#include "core/knowledge/ceilings.h"
#include "core/model/run.h"
#include "core/probe/cryptparser.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/textfacts.h"
#include "diagnosistestutil.h"

#include <QJsonDocument>
#include <QTest>

Q_DECLARE_METATYPE(Run)

using namespace DiagTest;

namespace {

Run pasted(const QString &text)
{
    Result<Run> r = Run::fromBytes(text.toUtf8());
    return r ? r.value() : Run();
}

Sections with(Sections base, const Sections &more)
{
    base += more;
    return base;
}

QStringList ids(const Diagnosis &d)
{
    QStringList out;
    for (const Finding &f : d.findings)
        out << f.id;
    return out;
}

} // namespace

class TestRealWorld : public QObject
{
    Q_OBJECT

private slots:
    // --- 1. One way from text to facts --------------------------------------------------------
    void bareBootLogNamesTheBoard_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("board");
        QTest::addColumn<bool>("pi");
        QTest::newRow("Pi 2, OF: fdt:") << u"pi2-bootlog-of-fdt-machine-model.txt"_qs
                                       << u"Raspberry Pi 2 Model B"_qs << true;
        QTest::newRow("Pi B+") << u"pi1bplus-bootlog-machine-model.txt"_qs << u"Raspberry Pi Model B Plus"_qs
                               << true;
        QTest::newRow("Radxa Orion O6") << u"radxa-orion-o6-bootlog-NOT-PI.txt"_qs << u"Radxa Orion O6"_qs
                                        << false;
    }

    void bareBootLogNamesTheBoard()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, board);
        QFETCH(bool, pi);
        const QString text = ProbeTest::fixture(fixture);
        QVERIFY(!text.isEmpty());
        QVERIFY(!Transcript::hasMarkers(text));
        // `analyze FILE.txt`: the run's transcript is the bare text.
        const Run run = pasted(text);
        QCOMPARE(int(run.source()), int(Run::Source::PastedText));
        const Diagnosis d = Diagnosis::diagnose(run);
        QCOMPARE(d.input.facts.toJson().value(u"board"_qs).toString(), board);
        QCOMPARE(d.input.facts.board.raspberryPi.valueOr(!pi), pi);
        QCOMPARE(ids(d).contains(u"not-a-raspberry-pi"_qs), !pi);
        QVERIFY(d.input.facts.board.kernelRelease.isKnown());

        // The Paste dialog stores the recognised sections with markers: the same facts, findings
        // and verdict.
        Run viaDialog;
        viaDialog.setTranscript(TextFacts::storedTranscript(text));
        QVERIFY(Transcript::hasMarkers(viaDialog.transcript()));
        const Diagnosis e = Diagnosis::diagnose(viaDialog);
        const QJsonObject viaAnalyze = d.input.facts.toJson();
        const QJsonObject viaPaste = e.input.facts.toJson();
        for (const QString &key : viaAnalyze.keys())
            QVERIFY2(viaPaste.value(key) == viaAnalyze.value(key),
                     qPrintable(key + u": "_qs + ProbeTest::show(viaPaste.value(key)) + u" vs "_qs +
                                ProbeTest::show(viaAnalyze.value(key))));
        QCOMPARE(viaPaste.keys(), viaAnalyze.keys());
        QCOMPARE(ids(e), ids(d));
        QCOMPARE(int(e.bottleneck.layer.value_or(Layer::Client)), int(d.bottleneck.layer.value_or(Layer::Client)));
    }

    // --- 2. Boards from every place they show --------------------------------------------------
    void cpuinfoHardwareOfOtherBoards_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("product");
        QTest::addColumn<bool>("aes");
        QTest::newRow("NanoPi NEO 2") << u"nanopi-neo2-cpuinfo-NOT-PI.txt"_qs << u"Allwinnersun50iw2Family"_qs
                                      << true;
        QTest::newRow("Allwinner A10") << u"sun4i-cpuinfo-NOT-PI.txt"_qs << u"sun4i"_qs << false;
    }

    void cpuinfoHardwareOfOtherBoards()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, product);
        QFETCH(bool, aes);
        const Facts f = TextFacts::facts(ProbeTest::fixture(fixture));
        QCOMPARE(f.board.raspberryPi.valueOr(true), false);
        QCOMPARE(f.board.product.valueOr(QString()), product);
        QCOMPARE(f.board.cpuHasAes.valueOr(!aes), aes);
        const Diagnosis d = Diagnosis::diagnose(pasted(ProbeTest::fixture(fixture)));
        QVERIFY(ids(d).contains(u"not-a-raspberry-pi"_qs));
    }

    void piCpuinfoIsNotAnotherBoard()
    {
        const Facts f = TextFacts::facts(f_("pi4-cpuinfo-c03112-armv7l.txt"));
        QCOMPARE(f.board.raspberryPi.valueOr(false), true);
        QVERIFY(!f.board.product.isKnown());
    }

    // --- 3. Links without a board table ---------------------------------------------------------
    void usb3LinkProvesAUsb3Host()
    {
        // A non-Pi board (real boot log) with a disk on usb-storage at 5000M (lsusb -t written here).
        const QString tree = u"/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci-hcd/1p, 5000M\n"
                             "    |__ Port 1: Dev 2, If 0, Class=Mass Storage, Driver=usb-storage, 5000M\n"_qs;
        const Run yes = run({{u"dmesg"_qs, f_("radxa-orion-o6-bootlog-NOT-PI.txt")}, {u"lsusb-t"_qs, tree}});
        const Diagnosis d = Diagnosis::diagnose(yes);
        QVERIFY2(ids(d).contains(u"storage-no-uas"_qs), qPrintable(ids(d).join(u',')));
        QVERIFY(d.ceilings.usb.isValid());
        QString at480 = tree;
        at480.replace(u"5000M"_qs, u"480M"_qs);
        const Diagnosis e =
            Diagnosis::diagnose(run({{u"dmesg"_qs, f_("radxa-orion-o6-bootlog-NOT-PI.txt")}, {u"lsusb-t"_qs, at480}}));
        QVERIFY(!ids(e).contains(u"storage-no-uas"_qs));
    }

    void boardOnly100MbitEthernet()
    {
        // Only cpuinfo: no ethtool, no sysfs speed, no link-up line.
        const Diagnosis d = Diagnosis::diagnose(run({{u"cpuinfo"_qs, f_("pi3b-cpuinfo-a02082-armv7.txt")}}));
        QVERIFY2(ids(d).contains(u"network-link-100m"_qs), qPrintable(ids(d).join(u',')));
        QCOMPARE(Ceilings::number(d.ceilings.network.mbPerSecond), u"11.77"_qs);
        QCOMPARE(d.input.nicMaxMbps(), 100);
        const Diagnosis e = Diagnosis::diagnose(run({{u"cpuinfo"_qs, f_("pi4-cpuinfo-c03112-armv7l.txt")}}));
        QVERIFY(!ids(e).contains(u"network-link-100m"_qs));
    }

    // --- 4. Wi-Fi as a layer with a ceiling -----------------------------------------------------
    void wifiBitrateIsTheNetworkCeiling_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("model"); // written here
        QTest::addColumn<double>("bitrate");
        QTest::newRow("Pi 3 iwconfig 54") << u"pi3-iwconfig-wlan0-54mbps.txt"_qs
                                          << u"Raspberry Pi 3 Model B Rev 1.2"_qs << 54.0;
        QTest::newRow("Pi 2 Edimax 72.2") << u"pi2-iwconfig-edimax-72mbps.txt"_qs
                                          << u"Raspberry Pi 2 Model B Rev 1.1"_qs << 72.2;
        QTest::newRow("iw link 866.7") << u"iw-dev-link-vht-5ghz-NOT-PI.txt"_qs
                                       << u"Raspberry Pi 4 Model B Rev 1.4"_qs << 866.7;
    }

    void wifiBitrateIsTheNetworkCeiling()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, model);
        QFETCH(double, bitrate);
        QString wifi = ProbeTest::fixture(fixture);
        if (wifi.startsWith(u"Connected"_qs))
            wifi.prepend(u"Interface wlp0s20f3\n"_qs); // written here: the header `iw dev` prints
        const Diagnosis d = Diagnosis::diagnose(run({{u"model"_qs, model}, {u"wifi"_qs, wifi}}));
        const NetInterface *n = d.input.nic();
        QVERIFY(n);
        QCOMPARE(n->wifiBitrateMbps.valueOr(0), bitrate);
        QCOMPARE(d.ceilings.network.id, u"wifi-bitrate"_qs);
        QVERIFY(!d.ceilings.network.source.isEmpty());
        QVERIFY(qAbs(d.ceilings.network.mbPerSecond - bitrate * 0.5 / 8) < 0.01);
        QVERIFY(ids(d).contains(u"network-wifi"_qs));
        QCOMPARE(int(d.bottleneck.layer.value_or(Layer::Client)), int(Layer::Network));
        QVERIFY2(d.bottleneck.reason.contains(Ceilings::number(d.ceilings.network.mbPerSecond)),
                 qPrintable(d.bottleneck.reason));
    }

    void boardWithoutEthernetSaysSo()
    {
        const Diagnosis d = Diagnosis::diagnose(
            run({{u"model"_qs, u"Raspberry Pi Zero 2 W Rev 1.0"_qs}, // written here
                 {u"wifi"_qs, f_("pi3-iwconfig-wlan0-54mbps.txt")}}));
        const Finding *w = d.finding(u"network-wifi"_qs);
        QVERIFY(w);
        QVERIFY2(w->fix.contains(u"no Ethernet"_qs), qPrintable(w->fix));
        QVERIFY2(w->expected.contains(u"on a board with gigabit Ethernet"_qs), qPrintable(w->expected));
    }

    // --- 5. Storage that is not a USB disk; kernel-log errors -----------------------------------
    void pi5NvmeHasNoUsbFinding()
    {
        const Diagnosis d = Diagnosis::diagnose(
            run({{u"model"_qs, u"Raspberry Pi 5 Model B Rev 1.0"_qs},
                 {u"dmesg"_qs, f_("pi5-dmesg-nvme-controller-down.txt")},
                 // written here: the NVMe disk's share mount
                 {u"mounts"_qs, u"/dev/nvme0n1p2 /srv/share ext4 rw,relatime 0 0\n"_qs}}));
        QVERIFY(d.input.share.nvme);
        QVERIFY(!d.input.share.onUsb());
        QCOMPARE(d.ceilings.storage.id, u"nvme-pcie-gen2-x1"_qs);
        QVERIFY(!d.ceilings.usb.isValid());
        for (const Finding &f : d.findings) {
            QVERIFY2(f.layer != Layer::Usb, qPrintable(f.id));
            QVERIFY2(!f.id.startsWith(u"storage-usb"_qs) && f.id != u"storage-no-uas"_qs, qPrintable(f.id));
        }
        QVERIFY(ids(d).contains(u"storage-errors"_qs));
    }

    void pi5NvmeRootFromLsblk()
    {
        const QString text = u"Raspberry Pi 5 Model B Rev 1.0\n"_qs /* written here */ + f_("pi5-lsblk-f-nvme-root.txt");
        const Diagnosis d = Diagnosis::diagnose(pasted(text));
        QVERIFY2(d.input.share.nvme, qPrintable(d.input.share.device));
        QCOMPARE(d.ceilings.storage.id, u"nvme-pcie-gen2-x1"_qs);
        for (const Finding &f : d.findings)
            QVERIFY2(f.layer != Layer::Usb, qPrintable(f.id));
    }

    void storageErrors_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("fires");
        QTest::newRow("Pi 4 uas abort, critical target error") << u"pi4-dmesg-uas-abort-critical-target-error.txt"_qs
                                                               << true;
        QTest::newRow("Pi 5 NVMe controller is down") << u"pi5-dmesg-nvme-controller-down.txt"_qs << true;
        QTest::newRow("Buffer I/O error") << u"pi-dmesg-buffer-io-error-ext4.txt"_qs << true;
        QTest::newRow("healthy uas attach") << u"pi4-dmesg-uas-attach-jms561.txt"_qs << false;
        QTest::newRow("boot log") << u"pi2-bootlog-of-fdt-machine-model.txt"_qs << false;
    }

    void storageErrors()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, fires);
        const Diagnosis d = Diagnosis::diagnose(pasted(ProbeTest::fixture(fixture)));
        const Finding *f = d.finding(u"storage-errors"_qs);
        QCOMPARE(bool(f), fires);
        if (f) {
            QVERIFY(f->severity == Finding::Severity::Critical);
            QVERIFY(!f->evidence.isEmpty() && !f->fix.isEmpty() && !f->expected.isEmpty());
        }
    }

    void uasErrorLinesAreUasEvidence()
    {
        // lsusb -t written here without its driver column; the uas error lines are the fixture.
        const Diagnosis d = Diagnosis::diagnose(
            run(with(pi4Board(), {{u"dmesg"_qs, f_("pi4-dmesg-uas-abort-critical-target-error.txt")},
                                  {u"lsusb-t"_qs, u"/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 5000M\n"
                                                  "    |__ Port 2: Dev 2, If 0, Class=Mass Storage, 5000M\n"_qs}})));
        QCOMPARE(d.input.share.usbDriver, u"uas"_qs);
    }

    // --- 6. Filesystems the kernel version explains ----------------------------------------------
    void fstabTypeAndKernel_data()
    {
        QTest::addColumn<QString>("fstab");
        QTest::addColumn<QString>("kernel"); // uname -a, written here
        QTest::addColumn<QString>("ntfsFires");
        QTest::addColumn<QString>("exfatFires");
        const QString ntfs = f_("rpi-fstab-ntfs-usb-line.txt");
        QTest::newRow("ntfs on 5.10") << ntfs << u"Linux pi 5.10.63-v7l+ #1 SMP armv7l GNU/Linux"_qs << u"yes"_qs
                                      << u"no"_qs;
        QString exfat = ntfs;
        exfat.replace(u" ntfs "_qs, u" exfat "_qs);
        QTest::newRow("exfat on 5.4") << exfat << u"Linux pi 5.4.51-v7l+ #1 SMP armv7l GNU/Linux"_qs << u"no"_qs
                                      << u"yes"_qs;
        QTest::newRow("exfat on 6.1") << exfat << u"Linux pi 6.1.21-v8+ #1 SMP aarch64 GNU/Linux"_qs << u"no"_qs
                                      << u"no"_qs;
        QString ntfs3 = ntfs;
        ntfs3.replace(u" ntfs "_qs, u" ntfs3 "_qs);
        QTest::newRow("ntfs3 on 6.1") << ntfs3 << u"Linux pi 6.1.21-v8+ #1 SMP aarch64 GNU/Linux"_qs << u"no"_qs
                                      << u"no"_qs;
    }

    void fstabTypeAndKernel()
    {
        QFETCH(QString, fstab);
        QFETCH(QString, kernel);
        QFETCH(QString, ntfsFires);
        QFETCH(QString, exfatFires);
        const Diagnosis d =
            Diagnosis::diagnose(run(with(pi4Board(), {{u"uname"_qs, kernel}, {u"fstab"_qs, fstab}})));
        QCOMPARE(ids(d).contains(u"fs-fuse-ntfs"_qs) ? u"yes"_qs : u"no"_qs, ntfsFires);
        QCOMPARE(ids(d).contains(u"fs-fuse-exfat"_qs) ? u"yes"_qs : u"no"_qs, exfatFires);
    }

    void raidAndBtrfsInTheFacts()
    {
        // Pasted together, as a forum post would: each output is recognised by its shape.
        const Facts f = TextFacts::facts(f_("mdstat-raid1-check-resync-delayed-NOT-PI.txt") + u'\n' +
                                         f_("btrfs-fi-show-raid1-two-loop-devices-LOCAL.txt"));
        QCOMPARE(f.storage.volumes.size(), 4);
        QCOMPARE(f.storage.volumes.at(0).name, u"md1"_qs);
        QCOMPARE(f.storage.volumes.at(0).kind, u"raid1"_qs);
        QCOMPARE(f.storage.volumes.at(0).devices, (QStringList{u"sdb2"_qs, u"sda2"_qs}));
        QCOMPARE(f.storage.volumes.at(3).kind, u"btrfs"_qs);
        QCOMPARE(f.storage.volumes.at(3).devices, (QStringList{u"loop2"_qs, u"loop3"_qs}));
        QCOMPARE(f.toJson().value(u"volumes"_qs).toArray().size(), 4);
        // A raid0 over two raid1 arrays: its members are the arrays.
        const Facts nested = TextFacts::facts(f_("mdstat-raid0-over-two-raid1-NOT-PI.txt"));
        QCOMPARE(nested.storage.volumes.at(0).devices, (QStringList{u"md0"_qs, u"md1"_qs}));
        // The degraded raid1 whose two devids both name sdb2 (the bug its issue reports): one device.
        const Facts degraded = TextFacts::facts(f_("btrfs-fi-show-degraded-raid1-usb-stick.txt"));
        QCOMPARE(degraded.storage.volumes.size(), 1);
        QCOMPARE(degraded.storage.volumes.at(0).devices, QStringList{u"sdb2"_qs});
    }

    // The probe's root-free btrfs-sysfs section and `btrfs filesystem show` (root) of the same
    // file system on this machine (the LOCAL fixture's .source) describe one volume.
    void btrfsSysfsAndShowAgree()
    {
        Transcript t;
        // The probe's own line on this machine, from the same run as the LOCAL fixture.
        t.addSection(TranscriptSection{
            u"btrfs-sysfs"_qs, u"btrfs\ta6532253-c28d-4757-a03d-3e9eceee7b4e\tlabel=pool\tdevices=loop2,loop3"_qs, 0,
            true});
        t.addSection(TranscriptSection{u"btrfs"_qs, f_("btrfs-fi-show-raid1-two-loop-devices-LOCAL.txt"), 0, true});
        const Facts f = FactsBuilder::build(t);
        QCOMPARE(f.storage.volumes.size(), 1);
        QCOMPARE(f.storage.volumes.at(0).name, u"pool"_qs);
        QCOMPARE(f.storage.volumes.at(0).devices, (QStringList{u"loop2"_qs, u"loop3"_qs}));
        QCOMPARE(f.storage.volumes.at(0).source, u"btrfs-sysfs"_qs);
    }

    // --- 7. Setups that cost CPU ---------------------------------------------------------------
    void cryptsetupStatus()
    {
        const QList<CryptMapping> a = parseCryptsetupStatus(f_("cryptsetup-status-luks2-NOT-PI.txt"));
        QCOMPARE(a.size(), 1);
        QCOMPARE(a.at(0).name, u"ubuntu-data-8e78ec01-a98f-4e4d-8561-6f1314462a7c"_qs);
        QCOMPARE(a.at(0).cipher, u"aes-xts-plain64"_qs);
        QCOMPARE(a.at(0).device, u"/dev/vda5"_qs);
        const QList<CryptMapping> b = parseCryptsetupStatus(f_("cryptsetup-status-luks1-NOT-PI.txt"));
        QCOMPARE(b.size(), 1);
        QCOMPARE(b.at(0).cipher, u"aes-cbc-essiv:sha256"_qs);
        QCOMPARE(b.at(0).type, u"LUKS1"_qs);
        // Pasted, the output is recognised by its shape.
        QVERIFY(TextFacts::transcript(f_("cryptsetup-status-luks1-NOT-PI.txt")).section(u"cryptsetup"_qs));
    }

    void storageEncryptionCpu_data()
    {
        QTest::addColumn<Run>("run");
        QTest::addColumn<bool>("fires");
        // written here: the mount line of the mapping
        const QString mount =
            u"/dev/mapper/ubuntu-data-8e78ec01-a98f-4e4d-8561-6f1314462a7c /srv/share ext4 rw,relatime 0 0\n"_qs;
        const Sections crypt{{u"cryptsetup"_qs, f_("cryptsetup-status-luks2-NOT-PI.txt")}, {u"mounts"_qs, mount}};
        QTest::newRow("Pi 4 (no AES)") << run(with(pi4Board(), crypt)) << true;
        QTest::newRow("Pi 5 (AES)") << run(with({{u"model"_qs, u"Raspberry Pi 5 Model B Rev 1.0"_qs}}, crypt))
                                    << false;
        QTest::newRow("NanoPi NEO 2 (aes in Features)")
            << run(with({{u"cpuinfo"_qs, f_("nanopi-neo2-cpuinfo-NOT-PI.txt")}}, crypt)) << false;
        QTest::newRow("Pi 4, share not encrypted")
            << run(with(pi4Board(), {{u"mounts"_qs, u"/dev/sda1 /srv/share ext4 rw,relatime 0 0\n"_qs}})) << false;
    }

    void storageEncryptionCpu()
    {
        QFETCH(Run, run);
        QFETCH(bool, fires);
        const Diagnosis d = Diagnosis::diagnose(run);
        const Finding *f = d.finding(u"storage-encryption-cpu"_qs);
        QVERIFY2(bool(f) == fires, qPrintable(ids(d).join(u',')));
        if (f)
            QVERIFY2(f->evidence.contains(u"aes-xts-plain64"_qs), qPrintable(f->evidence));
    }

    void smbEncryptionCpu_data()
    {
        QTest::addColumn<Run>("run");
        QTest::addColumn<bool>("fires");
        const Sections conf{{u"smb-conf"_qs, f_("smb-conf-server-smb-encrypt-required.txt")}};
        QTest::newRow("Pi 4, encrypt required") << run(with(pi4Board(), conf)) << true;
        QTest::newRow("Pi 5, encrypt required")
            << run(with({{u"model"_qs, u"Raspberry Pi 5 Model B Rev 1.0"_qs}}, conf)) << false;
        QTest::newRow("Pi 4, NT1 only")
            << run(with(pi4Board(), {{u"smb-conf"_qs, f_("smb-conf-min-protocol-nt1.txt")}})) << false;
        QTest::newRow("Pi 4, LibreELEC testparm")
            << run(with(pi4Board(), {{u"smb-conf"_qs, f_("libreelec-testparm-samba416-NOT-PI.txt")}})) << false;
    }

    // "server smb encrypt" / "smb encrypt" set in a share's own section: the share the PC mounts
    // decides; when it is not known, any share that encrypts does.
    void smbEncryptionPerShare_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("mountSource");
        QTest::addColumn<bool>("fires");
        QTest::addColumn<QString>("share");
        const QString samba = u"samba-selftest-share-encrypt-NOT-PI.txt"_qs;
        const QString home = u"smb-conf-share-encrypt-required-and-desired.txt"_qs;
        QTest::newRow("Samba selftest, PC mounts [tmpenc] (required)") << samba << u"//pi/tmpenc"_qs << true << u"tmpenc"_qs;
        QTest::newRow("Samba selftest, PC mounts [enc_desired]") << samba << u"//pi/enc_desired/sub"_qs << true
                                                                 << u"enc_desired"_qs;
        QTest::newRow("Samba selftest, PC mounts [tmp] (not set)") << samba << u"//pi/tmp"_qs << false << QString();
        QTest::newRow("Samba selftest, PC mounts [enc_off]") << samba << u"\\\\pi\\enc_off"_qs << false << QString();
        QTest::newRow("Samba selftest, share not known") << samba << QString() << true << u"tmpenc"_qs;
        QTest::newRow("[home] required, PC mounts it") << home << u"//raspberrypi/home"_qs << true << u"home"_qs;
        QTest::newRow("[home] required, PC mounts [media] (desired)") << home << u"//raspberrypi/media"_qs << true
                                                                     << u"media"_qs;
        QTest::newRow("NFS mount source, share not known") << home << u"raspberrypi:/srv/media"_qs << true
                                                           << u"home"_qs;
        QTest::newRow("no share encrypts (a Pi's [media])")
            << u"rpi-smb-conf-media-share-zh.txt"_qs << QString() << false << QString();
    }

    void smbEncryptionPerShare()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, mountSource);
        QFETCH(bool, fires);
        QFETCH(QString, share);
        QJsonObject extra;
        if (!mountSource.isEmpty())
            extra.insert(u"client_mount"_qs, QJsonObject{{u"fstype"_qs, u"cifs"_qs}, {u"source"_qs, mountSource}});
        const Run r = run(with(pi4Board(), {{u"smb-conf"_qs, f_(qPrintable(fixture))}}), {}, extra);
        const Diagnosis d = Diagnosis::diagnose(r);
        const Finding *f = d.finding(u"smb-encryption-cpu"_qs);
        QVERIFY2(bool(f) == fires, qPrintable(ids(d).join(u',')));
        if (f)
            QVERIFY2(f->evidence.contains(u'[' + share + u']'), qPrintable(f->evidence));
        // On a Pi 5 (AES instructions) it never fires.
        const Run pi5 = run(with({{u"model"_qs, u"Raspberry Pi 5 Model B Rev 1.0"_qs}},
                                 {{u"smb-conf"_qs, f_(qPrintable(fixture))}}),
                            {}, extra);
        QVERIFY(!Diagnosis::diagnose(pi5).finding(u"smb-encryption-cpu"_qs));
    }

    void smbShareNameFromTheMountSource_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("share");
        QTest::newRow("cifs") << u"//raspberrypi/media"_qs << u"media"_qs;
        QTest::newRow("cifs, subfolder") << u"//192.168.1.20/media/films"_qs << u"media"_qs;
        QTest::newRow("Windows UNC") << u"\\\\PI\\Media"_qs << u"Media"_qs;
        QTest::newRow("host only") << u"//raspberrypi"_qs << QString();
        QTest::newRow("NFS") << u"raspberrypi:/srv/media"_qs << QString();
        QTest::newRow("sshfs") << u"pi@raspberrypi:/srv/media"_qs << QString();
    }

    void smbShareNameFromTheMountSource()
    {
        QFETCH(QString, source);
        QFETCH(QString, share);
        QCOMPARE(DiagnosisInput::smbShareName(source), share);
    }

    void smbEncryptionCpu()
    {
        QFETCH(Run, run);
        QFETCH(bool, fires);
        const Diagnosis d = Diagnosis::diagnose(run);
        QVERIFY2(bool(d.finding(u"smb-encryption-cpu"_qs)) == fires, qPrintable(ids(d).join(u',')));
    }

    void clientFuseShare_data()
    {
        QTest::addColumn<QString>("fstype");
        QTest::addColumn<bool>("fires");
        QTest::newRow("sshfs") << u"fuse.sshfs"_qs << true;
        QTest::newRow("rclone") << u"fuse.rclone"_qs << true;
        QTest::newRow("cifs") << u"cifs"_qs << false;
        QTest::newRow("nfs4") << u"nfs4"_qs << false;
    }

    void clientFuseShare()
    {
        QFETCH(QString, fstype);
        QFETCH(bool, fires);
        const Run r = run(pi4Board(), {}, {{u"client_mount"_qs, QJsonObject{{u"fstype"_qs, fstype}}}});
        const Diagnosis d = Diagnosis::diagnose(r);
        QCOMPARE(bool(d.finding(u"client-fuse-share"_qs)), fires);
    }

    // --- 8. Samba protocol facts read right ----------------------------------------------------
    void minProtocolNt1IsNotSmb1Only()
    {
        const Diagnosis d =
            Diagnosis::diagnose(run(with(pi4Board(), {{u"smb-conf"_qs, f_("smb-conf-min-protocol-nt1.txt")}})));
        QCOMPARE(d.input.facts.samba.serverMinProtocol.valueOr(QString()), u"NT1"_qs);
        QVERIFY(!ids(d).contains(u"smb1-protocol"_qs));
    }

    void nfsRulesNeedThePcsNfsMount()
    {
        const Sections exports = with(pi3bBoard(), {{u"exports"_qs, u"/mnt/nfs *(rw,sync,no_subtree_check)\n"_qs}});
        QVERIFY(!Diagnosis::diagnose(run(exports)).finding(u"nfs-sync-export"_qs));
        const Run nfs = run(exports, {}, {{u"client_mount"_qs, QJsonObject{{u"fstype"_qs, u"nfs4"_qs}}}});
        QVERIFY(Diagnosis::diagnose(nfs).finding(u"nfs-sync-export"_qs));
        const Run optionsOnly =
            run(pi3bBoard(), {}, {{u"client_mount"_qs, QJsonObject{{u"options"_qs, u"rw,sync,rsize=8192"_qs}}}});
        QVERIFY(!Diagnosis::diagnose(optionsOnly).finding(u"client-mount-options"_qs));
    }

private:
    static QString f_(const char *name) { return ProbeTest::fixture(QString::fromLatin1(name)); }
};

QTEST_GUILESS_MAIN(TestRealWorld)
#include "tst_realworld.moc"
