#include "core/model/displaytext.h"
#include "core/diagnosis/diagnosis.h"
#include "core/diagnosis/rule.h"
#include "diagnosistestutil.h"

#include <QTest>

using namespace DiagTest;

Q_DECLARE_METATYPE(Run)

// Every finding id: one run that must trigger it and one that must not. Transcripts are real
// fixture outputs where one exists; the few written lines are marked in diagnosistestutil.h or here.
class TestDiagnosis : public QObject
{
    Q_OBJECT

    static Run pi3b() { return example(QStringLiteral("pi3b-nfs.pinasrun")); }
    static Run ntfs() { return example(QStringLiteral("pi4-samba-ntfs.pinasrun")); }
    static Run ext4() { return example(QStringLiteral("pi4-samba-ext4.pinasrun")); }
    static Run uasp() { return example(QStringLiteral("pi4-uasp-local.pinasrun")); }

    static Run withSections(Sections base, const Sections &more, const QJsonArray &ms = {},
                            const QJsonObject &extra = {})
    {
        base += more;
        return run(base, ms, extra);
    }

private slots:
    void examplesLoad()
    {
        for (const Run &r : {pi3b(), ntfs(), ext4(), uasp()})
            QVERIFY(!r.transcript().isEmpty());
    }

    void rulesTableHasEveryId()
    {
        const QStringList ids{QStringLiteral("network-link-100m"),    QStringLiteral("nic-shares-usb2-bus"),
                              QStringLiteral("network-wifi"),         QStringLiteral("network-half-duplex"),
                              QStringLiteral("storage-usb2-port"),    QStringLiteral("storage-usb2-board"),
                              QStringLiteral("storage-no-uas"),       QStringLiteral("storage-sd-card"),
                              QStringLiteral("storage-slow-disk"),    QStringLiteral("fs-fuse-ntfs"),
                              QStringLiteral("fs-fuse-exfat"),        QStringLiteral("server-cpu-bound"),
                              QStringLiteral("nfs-sync-export"),      QStringLiteral("smb1-protocol"),
                              QStringLiteral("client-mount-options"), QStringLiteral("undervoltage"),
                              QStringLiteral("throttling"),           QStringLiteral("cpu-governor"),
                              QStringLiteral("not-a-raspberry-pi"),   QStringLiteral("storage-errors"), QStringLiteral("storage-read-only"),
                              QStringLiteral("storage-encryption-cpu"), QStringLiteral("smb-encryption-cpu"),
                              QStringLiteral("client-fuse-share"),    QStringLiteral("pc-wifi"),
                              QStringLiteral("pc-link-slow"),         QStringLiteral("pc-smb-signing-cpu"),
                              QStringLiteral("smb-sync-always"),     QStringLiteral("network-link-unstable"),
                              QStringLiteral("smb-socket-buffers"),     QStringLiteral("storage-disk-health"),
                              QStringLiteral("nic-usb2-port")};
        QCOMPARE(Rules::all().size(), ids.size());
        for (const QString &id : ids)
            QVERIFY2(Rules::find(id), qPrintable(id));
    }

    void rule_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Run>("run");
        QTest::addColumn<bool>("fires");
        const QString e = QStringLiteral("ethtool-eth0");

        QTest::newRow("link-100m: Pi 3B smsc95xx") << u"network-link-100m"_qs << pi3b() << true;
        QTest::newRow("link-100m: Pi 5 macb at 100 (gigabit board)")
            << u"network-link-100m"_qs
            << run({{u"model"_qs, u"Raspberry Pi 5 Model B Rev 1.0"_qs},
                    {u"dmesg"_qs, f("pi5-dmesg-macb-100mbps-flap.txt")}})
            << true;
        QTest::newRow("link-100m: Pi 4 at 1000")
            << u"network-link-100m"_qs << withSections(pi4Board(), {{e, ethtool(u"1000Mb/s"_qs, u"Full"_qs)}})
            << false;
        QTest::newRow("shares-bus: Pi 3B") << u"nic-shares-usb2-bus"_qs << pi3b() << true;
        QTest::newRow("shares-bus: Pi 4") << u"nic-shares-usb2-bus"_qs << ext4() << false;
        QTest::newRow("wifi: wlan0 only")
            << u"network-wifi"_qs
            << withSections(pi4Board(),
                            {{u"wifi"_qs, u"Interface wlan0\nConnected to 11:22:33:44:55:66 (on wlan0)\n"
                                          "\tSSID: home\n\tfreq: 5180\n\ttx bitrate: 433.3 MBit/s\n"_qs}})
            << true;
        QTest::newRow("wifi: wired Pi 3B") << u"network-wifi"_qs << pi3b() << false;
        QTest::newRow("half-duplex") << u"network-half-duplex"_qs
                                     << withSections(pi4Board(), {{e, ethtool(u"100Mb/s"_qs, u"Half"_qs)}})
                                     << true;
        QTest::newRow("full-duplex") << u"network-half-duplex"_qs
                                     << withSections(pi4Board(), {{e, ethtool(u"1000Mb/s"_qs, u"Full"_qs)}})
                                     << false;
        QTest::newRow("link-unstable: Pi 5 macb, link flaps with EEE")
            << u"network-link-unstable"_qs
            << run({{u"model"_qs, u"Raspberry Pi 5 Model B Rev 1.0"_qs},
                    {u"dmesg"_qs, f("pi5-dmesg-macb-link-flap-eee.txt")}})
            << true;
        // Issue #38: a NIC driver's own error words (kernelwords.cpp) make the link unstable too.
        QTest::newRow("link-unstable: Pi 4 bcmgenet transmit watchdog")
            << u"network-link-unstable"_qs
            << withSections(pi4Board(), {{u"dmesg"_qs, f("pi4-openwrt-dmesg-netdev-watchdog-bcmgenet.txt")}}) << true;
        QTest::newRow("link-unstable: Pi 3 smsc95xx up, only the Wi-Fi driver's errors")
            << u"network-link-unstable"_qs
            << withSections(pi4Board(), {{u"dmesg"_qs, f("pi3-dmesg-brcmfmac-regrw-smsc95xx-link.txt")}}) << false;
        // Disk health from smartctl / nvme smart-log (the probe's "### /dev/NAME" header written here).
        QTest::newRow("disk-health: pending sectors and CRC errors")
            << u"storage-disk-health"_qs
            << withSections(pi4Board(), {{u"smart"_qs, u"### /dev/sda\n"_qs + f("smartctl-A-pending-sector-crc-i386-NOT-PI.txt")}})
            << true;
        QTest::newRow("disk-health: healthy NVMe on a Pi 5")
            << u"storage-disk-health"_qs
            << withSections(pi4Board(), {{u"smart"_qs, f("pi5-nvme-smart-log-sn530.txt")}}) << false;
        QTest::newRow("link-unstable: Pi 4 bcmgenet, link flaps")
            << u"network-link-unstable"_qs
            << withSections(pi4Board(), {{u"dmesg"_qs, f("pi4-dmesg-bcmgenet-link-flap.txt")}}) << true;
        // 15,408 dropped frames and no error: drops alone are not a faulty link.
        QTest::newRow("link-unstable: /proc/net/dev, drops only")
            << u"network-link-unstable"_qs
            << withSections(pi4Board(), {{u"net-dev"_qs, f("rpi-proc-net-dev-eth0-rxdrop.txt")}}) << false;
        QTest::newRow("link-unstable: ifconfig, drops only")
            << u"network-link-unstable"_qs
            << withSections(pi4Board(), {{u"ifconfig"_qs, f("pi3b-ifconfig-eth0-rx-dropped.txt")}}) << false;
        // The same /proc/net/dev line with its receive "errs" column at 10, then 9: the threshold.
        QTest::newRow("link-unstable: 10 receive errors")
            << u"network-link-unstable"_qs
            << withSections(pi4Board(), {{u"net-dev"_qs, QString(f("rpi-proc-net-dev-eth0-rxdrop.txt"))
                                                             .replace(u"148526    0 15408"_qs, u"148526   10 15408"_qs)}})
            << true;
        QTest::newRow("link-unstable: 9 receive errors")
            << u"network-link-unstable"_qs
            << withSections(pi4Board(), {{u"net-dev"_qs, QString(f("rpi-proc-net-dev-eth0-rxdrop.txt"))
                                                             .replace(u"148526    0 15408"_qs, u"148526    9 15408"_qs)}})
            << false;
        QTest::newRow("usb2-port: Pi 4 disk at 480M")
            << u"storage-usb2-port"_qs << withSections(pi4Board(), {{u"lsusb-t"_qs, pi4LsusbDiskAt480()}})
            << true;
        QTest::newRow("usb2-port: Pi 4 disk at 5000M") << u"storage-usb2-port"_qs << uasp() << false;
        QTest::newRow("usb2-board: Pi 3B") << u"storage-usb2-board"_qs << pi3b() << true;
        QTest::newRow("usb2-board: Pi 4") << u"storage-usb2-board"_qs << ext4() << false;
        QTest::newRow("no-uas: usb-storage at 5000M") << u"storage-no-uas"_qs << ext4() << true;
        QTest::newRow("no-uas: uas") << u"storage-no-uas"_qs << uasp() << false;
        QTest::newRow("no-uas: Pi 3B (no UAS on dwc_otg)") << u"storage-no-uas"_qs << pi3b() << false;
        const QJsonObject sdProfile{{u"profile"_qs, QJsonObject{{u"remote_dir"_qs, u"/home/pi/share"_qs}}}};
        QTest::newRow("sd-card: share under /")
            << u"storage-sd-card"_qs
            << withSections(pi4Board(), {{u"mounts"_qs, u"/dev/mmcblk0p2 / ext4 rw,noatime 0 0\n"_qs}}, {},
                            sdProfile)
            << true;
        QTest::newRow("sd-card: USB disk") << u"storage-sd-card"_qs << ext4() << false;
        QTest::newRow("slow-disk: 10 MB/s at 480M")
            << u"storage-slow-disk"_qs
            << withSections(pi4Board(), {{u"lsusb-t"_qs, pi4LsusbDiskAt480()}},
                            {share(u"pi-disk-write"_qs, 10)})
            << true;
        QTest::newRow("slow-disk: 35 MB/s at 480M")
            << u"storage-slow-disk"_qs
            << withSections(pi4Board(), {{u"lsusb-t"_qs, pi4LsusbDiskAt480()}},
                            {share(u"pi-disk-write"_qs, 35)})
            << false;
        QTest::newRow("slow-disk: HDD 114 MB/s on USB 3") << u"storage-slow-disk"_qs << ext4() << false;
        QTest::newRow("fuse-ntfs: NTFS run") << u"fs-fuse-ntfs"_qs << ntfs() << true;
        QTest::newRow("fuse-ntfs: ext4 run") << u"fs-fuse-ntfs"_qs << ext4() << false;
        QTest::newRow("fuse-exfat")
            << u"fs-fuse-exfat"_qs
            << withSections(
                   pi4Board(),
                   {{u"mounts"_qs, u"/dev/sda1 /mnt/usb fuseblk rw,relatime,user_id=0,group_id=0 0 0\n"_qs},
                    {u"processes"_qs,
                     u"  PID USER     %CPU   RSS COMMAND         COMMAND\n"
                     "  700 root      0.0  3000 mount.exfat-fus /sbin/mount.exfat-fuse /dev/sda1 /mnt/usb\n"_qs}})
            << true;
        QTest::newRow("fuse-exfat: NTFS run") << u"fs-fuse-exfat"_qs << ntfs() << false;
        QTest::newRow("server-cpu: smbd 104 %") << u"server-cpu-bound"_qs << ext4() << true;
        QTest::newRow("server-cpu: smbd 48 %") << u"server-cpu-bound"_qs << ntfs() << false;
        QTest::newRow("server-cpu: nfsd 17.6 %") << u"server-cpu-bound"_qs << pi3b() << false;
        QTest::newRow("nfs-sync") << u"nfs-sync-export"_qs
                                  << withSections(
                                         pi3bBoard(),
                                         {{u"exports"_qs, u"/mnt/nfs *(rw,sync,no_subtree_check)\n"_qs}}, {},
                                         {{u"client_mount"_qs, QJsonObject{{u"fstype"_qs, u"nfs4"_qs}}}})
                                  << true;
        QTest::newRow("nfs-sync: the PC's mount unknown")
            << u"nfs-sync-export"_qs
            << withSections(pi3bBoard(), {{u"exports"_qs, u"/mnt/nfs *(rw,sync,no_subtree_check)\n"_qs}})
            << false;
        QTest::newRow("nfs-async fixture")
            << u"nfs-sync-export"_qs
            << withSections(pi3bBoard(), {{u"exports"_qs, f("rpi-etc-exports-async-ntfs-usb.txt")}}) << false;
        QTest::newRow("smb1") << u"smb1-protocol"_qs
                              << withSections(pi4Board(), {{u"smb-conf"_qs,
                                                            u"[global]\n\tserver max protocol = NT1\n"_qs}})
                              << true;
        QTest::newRow("smb-sync-always: share with sync always = yes")
            << u"smb-sync-always"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, f("pi5-smb-conf-share-excerpt.txt") + u"sync always = yes\n"_qs}})
            << true;
        QTest::newRow("smb-sync-always: the real share as it is")
            << u"smb-sync-always"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, f("pi5-smb-conf-share-excerpt.txt")}}) << false;
        QTest::newRow("smb-sync-always: strict sync = no makes it void")
            << u"smb-sync-always"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, f("pi5-smb-conf-share-excerpt.txt") +
                                                             u"sync always = yes\nstrict sync = no\n"_qs}})
            << false;
        // A real Pi 5 NAS's [global] (hydra3333): its author commented the fixed buffers out and kept
        // "IPTOS_LOWDELAY TCP_NODELAY SO_KEEPALIVE" — nothing to find; the same file with the author's
        // own earlier line active fixes both buffers.
        QTest::newRow("smb-socket-buffers: the Pi 5 NAS as it is")
            << u"smb-socket-buffers"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, u"[global]\n"_qs + f("pi5-smb-conf-global-excerpt.txt")}})
            << false;
        QTest::newRow("smb-socket-buffers: its SO_RCVBUF line active")
            << u"smb-socket-buffers"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, u"[global]\n"_qs +
                                                             f("pi5-smb-conf-global-excerpt.txt")
                                                                 .replace(u"#socket options"_qs, u"socket options"_qs)
                                                                 .replace(u"\nsocket options = IPTOS_LOWDELAY TCP_NODELAY "
                                                                          u"SO_KEEPALIVE"_qs,
                                                                          u"\n"_qs)}})
            << true;
        QTest::newRow("smb-socket-buffers: TCP_NODELAY only (a Pi's share, zh)")
            << u"smb-socket-buffers"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, f("rpi-smb-conf-media-share-zh.txt")}}) << false;
        // Off the happy path: blanks around "=" make a word Samba does not read as a size; markup and
        // a long line are data, and a size among them is still found (at the front: a line longer
        // than the transcript's 64 KiB bound is cut there).
        QTest::newRow("smb-socket-buffers: SO_RCVBUF = 8192 with blanks (not a size for Samba)")
            << u"smb-socket-buffers"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, u"[global]\nsocket options = TCP_NODELAY SO_RCVBUF = 8192\n"_qs}})
            << false;
        QTest::newRow("smb-socket-buffers: markup and 20,000 words around a size")
            << u"smb-socket-buffers"_qs
            << withSections(pi4Board(), {{u"smb-conf"_qs, u"[global]\nsocket options = <b>x</b> so_sndbuf=4096 "_qs +
                                                             QString(u"TCP_NODELAY "_qs).repeated(20000) + u"\n"_qs}})
            << true;
        QTest::newRow("smb3") << u"smb1-protocol"_qs
                              << withSections(pi4Board(), {{u"smb-conf"_qs,
                                                            u"[global]\n\tserver max protocol = SMB3\n"_qs}})
                              << false;
        QTest::newRow("client-mount: sync, 8 KiB")
            << u"client-mount-options"_qs
            << withSections(pi3bBoard(), {}, {},
                            {{u"client_mount"_qs,
                              QJsonObject{{u"fstype"_qs, u"nfs"_qs},
                                          {u"options"_qs, u"rw,sync,vers=3,rsize=8192,wsize=8192"_qs}}}})
            << true;
        // As the app records it: in the profile, with ShareJob::mountJson's keys.
        QTest::newRow("client-mount: sync, 8 KiB, recorded by a run")
            << u"client-mount-options"_qs
            << withSections(pi3bBoard(), {}, {},
                            {{u"profile"_qs,
                              QJsonObject{{u"client_mount"_qs,
                                           QJsonObject{{u"fs_type"_qs, u"nfs"_qs},
                                                       {u"options"_qs,
                                                        u"rw,sync,vers=3,rsize=8192,wsize=8192"_qs}}}}}})
            << true;
        QTest::newRow("client-mount: defaults")
            << u"client-mount-options"_qs
            << withSections(pi3bBoard(), {}, {},
                            {{u"client_mount"_qs,
                              QJsonObject{{u"fstype"_qs, u"nfs"_qs},
                                          {u"options"_qs, u"rw,vers=3,rsize=1048576,wsize=1048576"_qs}}}})
            << false;
        QTest::newRow("undervoltage 0x50005")
            << u"undervoltage"_qs
            << withSections(pi3bBoard(), {{u"throttled"_qs, f("pi3b-vcgencmd-get-throttled-0x50005.txt")}})
            << true;
        QTest::newRow("undervoltage: hwmon dmesg")
            << u"undervoltage"_qs
            << withSections(pi4Board(), {{u"dmesg"_qs, f("pi4-dmesg-hwmon-undervoltage.txt")}}) << true;
        QTest::newRow("undervoltage 0x0") << u"undervoltage"_qs << pi3b() << false;
        QTest::newRow("throttling 0x50005")
            << u"throttling"_qs
            << withSections(pi3bBoard(), {{u"throttled"_qs, f("pi3b-vcgencmd-get-throttled-0x50005.txt")}})
            << true;
        QTest::newRow("throttling 0x0") << u"throttling"_qs << pi3b() << false;
        QTest::newRow("governor ondemand")
            << u"cpu-governor"_qs
            << withSections(pi4Board(),
                            {{u"cpufreq"_qs, u"scaling_driver=cpufreq-dt\nscaling_governor=ondemand\n"_qs}})
            << true;
        QTest::newRow("governor performance")
            << u"cpu-governor"_qs
            << withSections(pi4Board(), {{u"cpufreq"_qs,
                                          u"scaling_driver=cpufreq-dt\nscaling_governor=performance\n"_qs}})
            << false;
        QTest::newRow("not-a-pi: ODROID")
            << u"not-a-raspberry-pi"_qs << run({{u"model"_qs, u"Hardkernel ODROID-N2Plus"_qs}}) << true;
        QTest::newRow("not-a-pi: Pi 3B") << u"not-a-raspberry-pi"_qs << pi3b() << false;
    }

    void rule()
    {
        QFETCH(QString, id);
        QFETCH(Run, run);
        QFETCH(bool, fires);
        const Diagnosis d = Diagnosis::diagnose(run);
        const Finding *f = d.finding(id);
        QVERIFY2(bool(f) == fires,
                 qPrintable(QStringLiteral("%1: %2").arg(id, fires ? u"missing"_qs : u"unexpected"_qs)));
        if (f) {
            QVERIFY(!f->title.isEmpty());
            QVERIFY(!f->evidence.isEmpty());
            QVERIFY(!f->fix.isEmpty());
            QVERIFY(!f->expected.isEmpty());
            // Evidence quotes the Pi's text: a report lays it out, so however long the input, the
            // quote stays a readable length (DisplayText's cut, with room for the sentence around it).
            QVERIFY2(f->evidence.size() <= 2 * DisplayText::kMaxChars + 400, qPrintable(f->evidence.left(300)));
            // The rule also works alone, straight from the table.
            const RuleContext c{d.input, d.ceilings};
            QVERIFY(Rules::find(id)->check(c).has_value());
        }
    }

    void pi3bNfsIsNetworkBound()
    {
        const Diagnosis d = Diagnosis::diagnose(pi3b());
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(Layer::Network));
        QVERIFY(qAbs(d.ceilings.network.mbPerSecond - 11.77) < 0.01);
        QCOMPARE(qFloor(d.bottleneck.percentOfLimit()), 94);
        QVERIFY(d.bottleneck.reason.contains(u"11.1 MB/s"_qs));
        QVERIFY(d.bottleneck.reason.contains(u"94 %"_qs));
        QVERIFY(!d.finding(u"server-cpu-bound"_qs));
        QCOMPARE(d.mainFinding()->id, u"network-link-100m"_qs);
        // The shared bus is named, but it is not where the time goes at 100 Mb/s.
        QCOMPARE(d.finding(u"nic-shares-usb2-bus"_qs)->gainMbPerSecond, 0.0);
    }

    void pi4NtfsIsFilesystemBound()
    {
        const Diagnosis d = Diagnosis::diagnose(ntfs());
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(Layer::Filesystem));
        QCOMPARE(d.findings.first().id, u"fs-fuse-ntfs"_qs);
    }

    void pi4Ext4IsServerCpuBoundAndUaspSmall()
    {
        const Diagnosis d = Diagnosis::diagnose(ext4());
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(Layer::ServerCpu));
        QCOMPARE(d.findings.first().id, u"server-cpu-bound"_qs);
        const Finding *uas = d.finding(u"storage-no-uas"_qs);
        QVERIFY(uas);
        QCOMPARE(uas->severity, Finding::Severity::Info);
        QVERIFY(uas->expected.contains(u"+3 %"_qs));
        QVERIFY(uas->gainMbPerSecond < 5);
        // Ranked by gain: the UAS finding comes after the CPU one.
        QVERIFY(d.findings.first().gainMbPerSecond > uas->gainMbPerSecond);
    }

    // A sync NFS export matters only for a share the PC reaches by NFS, and its promise stops at what
    // the network carried.
    void nfsSyncOnlyForAnNfsClient()
    {
        const Run run = withSections(pi3bBoard(), {{u"exports"_qs, u"/mnt/nfs *(rw,sync,no_subtree_check)\n"_qs}},
                                     {share(u"net-pi-to-pc"_qs, 11.5), share(u"pi-disk-write"_qs, 300)});
        const Diagnosis d = Diagnosis::diagnose(run);
        const Rule *rule = Rules::find(u"nfs-sync-export"_qs);
        QVERIFY(rule);
        DiagnosisInput in = d.input;
        in.clientMountType = u"fuse.sshfs"_qs;
        QVERIFY(!rule->check(RuleContext{in, d.ceilings}));
        in.clientMountType = u"nfs4"_qs;
        const std::optional<Finding> f = rule->check(RuleContext{in, d.ceilings});
        QVERIFY(f);
        QVERIFY2(!f->expected.contains(u"300"_qs), qPrintable(f->expected)); // not past the 11.5 MB/s link
    }

    void factsOnlyStillNamesALayer()
    {
        // The Pi 3B transcript alone, no measurement: the 11.8 MB/s link is the lowest ceiling.
        Run r = pi3b();
        r.setMeasurements({});
        const Diagnosis d = Diagnosis::diagnose(r);
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(Layer::Network));
        QVERIFY(!d.bottleneck.fromMeasurement);
    }

    void clientWhenEveryPiLayerIsFaster()
    {
        // Pi 4 at gigabit, raw TCP 112 MB/s, local disk 114 MB/s, but the share gives 20 MB/s.
        const Run r = withSections(pi4Board(),
                                   {{u"lsusb-t"_qs, f("pi4-lsusb-t-uas-vl805.txt")},
                                    {u"ethtool-eth0"_qs, ethtool(u"1000Mb/s"_qs, u"Full"_qs)}},
                                   {share(u"net-pc-to-pi"_qs, 112), share(u"pi-disk-write"_qs, 114),
                                    share(u"share-write"_qs, 20, {{u"smbd"_qs, 30.0}})});
        const Diagnosis d = Diagnosis::diagnose(r);
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(Layer::Client));
    }

    void unknownWhenNothingIsKnown()
    {
        const Diagnosis d =
            Diagnosis::diagnose(run({{u"model"_qs, u"garbage"_qs}}, {share(u"share-write"_qs, 20)}));
        QVERIFY(!d.bottleneck.layer.has_value());
    }
};

QTEST_GUILESS_MAIN(TestDiagnosis)
#include "tst_diagnosis.moc"
