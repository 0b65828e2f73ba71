// Redaction by meaning (issue 27): one run whose Pi is realistic — other servers in fstab, mounts,
// exports and the kernel log; Samba's hosts allow, valid users, force user, server string and
// netbios name; a cifs username= and a credentials= file named after a person; smbd's USER column;
// an sshfs operand user@host:; the key file's name; the Wi-Fi SSID and BSSID; volume labels;
// serials in the kernel command line and in "usb …: SerialNumber:" lines (also with a space); IPv4 after a dot, IPv6
// after "addr:" and "ipv6:", MACs without colons and with dashes; the host name in other letter
// cases and as NAME.lan / NAME.fritz.box; MACs bare after "MAC address", "HWaddr", "ether" and in
// udev's enx… interface names; disk serials in /dev/disk/by-id names, udev's ID_SERIAL, NVMe's "sn :"
// and world-wide names; a person's name in the run's label and this PC's name in a change's
// from_pc (issue #34). None of these values may survive `analyze --redact`
// (Redaction), the Markdown copy or the text report of the redacted run; the findings and figures
// stay those of the original.
#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/report/redaction.h"
#include "core/report/report.h"
#include "core/report/reportmarkdown.h"
#include "core/report/reporttext.h"
#include "tests/unit/diagnosistestutil.h"

#include <QJsonArray>
#include <QtTest>

namespace {

QString personalTranscript()
{
    return DiagTest::transcript({
        {QStringLiteral("uname"), QStringLiteral("Linux smithnas 6.1.21-v8+ aarch64")},
        {QStringLiteral("model"), QStringLiteral("Raspberry Pi 4 Model B Rev 1.4")},
        {QStringLiteral("cpuinfo"), QStringLiteral("Hardware\t: BCM2835\nRevision\t: c03114\nSerial\t\t: 10000000abcdef01\n"
                                                   "Model\t\t: Raspberry Pi 4 Model B Rev 1.4")},
        {QStringLiteral("fstab"), QStringLiteral("proc /proc proc defaults 0 0\n"
                                                 "LABEL=JohnsPhotos /srv/photos ext4 defaults,noatime 0 2\n"
                                                 "//backupbox/photos /mnt/backup cifs username=john_doe,credentials=/etc/samba/cred-johndoe,vers=3.0 0 0\n"
                                                 "archive-srv:/export/media /mnt/media nfs defaults 0 0\n"
                                                 "/dev/disk/by-id/usb-Seagate_Expansion_NA9QXZ77-0:0-part1 /srv/backup ext4 defaults 0 2")},
        // udev and the disk tools, as pasted: the serial stands only inside the disk's id.
        {QStringLiteral("disks"), QStringLiteral("lrwxrwxrwx 1 root root 9 Dec  4 10:00 ata-WDC_WD40EFRX-68N32N0_WD-WX71D2345678 -> ../../sdb\n"
                                                 "lrwxrwxrwx 1 root root 9 Dec  4 10:00 wwn-0x50014ee2b5c6d7e8 -> ../../sdb\n"
                                                 "lrwxrwxrwx 1 root root 13 Dec  4 10:00 nvme-Samsung_SSD_970_EVO_Plus_1TB_S4EWNX0N987654_1 -> ../../nvme0n1\n"
                                                 "E: ID_SERIAL=JMicron_Generic_DISK00_0123456789ABCDEF0123-0:0\n"
                                                 "sn        : S59ANM0R112233 \n"
                                                 "mn        : Samsung SSD 980 1TB")},
        {QStringLiteral("mounts"), QStringLiteral("/dev/sda1 /srv/nas ext4 rw,relatime 0 0\n"
                                                  "//backupbox/photos /mnt/backup cifs rw,relatime,vers=3.0,username=john_doe,addr=192.168.178.40 0 0\n"
                                                  "jane@vault.smith.example:/data /mnt/vault fuse.sshfs rw,nosuid,nodev 0 0\n"
                                                  "SMITHNAS.fritz.box:/srv/nas /mnt/self nfs4 rw 0 0")},
        {QStringLiteral("exports"), QStringLiteral("/srv/nas laptop-anna(rw,sync,no_subtree_check) 192.168.178.0/24(ro)")},
        {QStringLiteral("smb-conf"), QStringLiteral("[global]\n\tnetbios name = SMITHNAS\n\tserver string = Smith Family Files\n"
                                                    "\thosts allow = 192.168.178. desktop-peter\n\tworkgroup = SMITHFAM\n"
                                                    "[media]\n\tpath = /srv/nas\n\tvalid users = john_doe, @family, anna.k\n"
                                                    "\tforce user = mediauser7\n\tread only = No")},
        {QStringLiteral("processes"), QStringLiteral("    PID USER     %CPU   RSS COMMAND         COMMAND\n"
                                                     "    812 root     98.0 20000 smbd            /usr/sbin/smbd --foreground --no-process-group\n"
                                                     "    900 jdoe2     5.0  3000 smbd            /usr/sbin/smbd --foreground --no-process-group\n"
                                                     "    955 jane     10.0  3000 sshfs           sshfs jane@vault.smith.example:/data /mnt/vault -o IdentityFile=/home/jane/.ssh/id_vault\n"
                                                     "   1002 john      0.0  4000 sshd            sshd: john@pts/0")},
        {QStringLiteral("wifi"), QStringLiteral("Connected to 3c:a6:2f:11:22:33 (on wlan0)\n\tSSID: Smith-Home-5G\n\tfreq: 5180\n"
                                                "\tsignal: -51 dBm\n\ttx bitrate: 433.3 MBit/s VHT-MCS 9 80MHz VHT-NSS 1")},
        {QStringLiteral("btrfs-sysfs"), QStringLiteral("btrfs\t7d6f9b1e-52c4-4d6b-9d55-3f1b2a7c8e90\tlabel=SmithArchive\tdevices=sdb,sdc")},
        {QStringLiteral("ifconfig"), QStringLiteral("eth0      Link encap:Ethernet  HWaddr dc:a6:32:44:55:66\n"
                                                    "          inet addr:192.168.178.23  Bcast:192.168.178.255  Mask:255.255.255.0\n"
                                                    "          inet6 addr:2a02:8109:1234:5678::42/64 Scope:Global")},
        {QStringLiteral("dmesg"), QStringLiteral("[    0.000000] Kernel command line: coherent_pool=1M bcm2708.serial=0x5a3b9c1d "
                                                 "smsc95xx.macaddr=B8:27:EB:3B:9C:1D root=/dev/sda2 rootwait\n"
                                                 "[    1.500000] usb 2-1: New USB device found, idVendor=152d, idProduct=0578, bcdDevice= 2.14\n"
                                                 "[    1.500010] usb 2-1: SerialNumber: WD-WCC4E1234567\n"
                                                 "[    1.700010] usb 2-2: SerialNumber: AS2115 0003F7\n"
                                                 "[    2.000000] bcmgenet fd580000.ethernet eth0: Link is Up - 1Gbps/Full - flow control rx/tx\n"
                                                 "[    3.100000] lan78xx 1-1.1.1:1.0: using mac=b827eb998877 from the device tree\n"
                                                 "[    3.200000] r8152 2-2:1.0 eth1: address DC-A6-32-77-88-99\n"
                                                 "[   20.000000] nfs: server archive-srv not responding, still trying\n"
                                                 "[   21.000000] mountd: authenticated mount request from laptop.192.168.178.61:803\n"
                                                 "[   22.000000] IPv6: eth0 ipv6:2a02:8109:1234:5678::43 added\n"
                                                 "[   23.000000] CIFS: VFS: \\\\backupbox\\photos has not responded in 180 seconds\n"
                                                 "[   24.000000] Samba name server SmithNAS is now a local master browser for workgroup SMITHFAM\n"
                                                 "[   25.000000] smithnas.lan: resolved by avahi-daemon\n"
                                                 "[   26.000000] r8152 2-1:1.0 enxb827eb445566: renamed from eth1\n"
                                                 "[   27.000000] lan78xx 1-1.1.1:1.0 eth2: MAC address: B827EB4A5B6C\n"
                                                 "[   28.000000] smsc95xx 1-1.1:1.0 eth3: HWaddr b827eb7d8e9f")},
        {QStringLiteral("cmdline"), QStringLiteral("coherent_pool=1M bcm2708.serial=0x5a3b9c1d smsc95xx.macaddr=b827eb3b9c1d "
                                                   "root=/dev/sda2 usb-storage.quirks=152d:0578:u rootwait")},
    });
}

Run personalRun()
{
    Run run = DiagTest::run({}, QJsonArray{DiagTest::share(QStringLiteral("share-write"), 30.0,
                                                           QJsonObject{{QStringLiteral("smbd"), 98.0}})});
    run.setTranscript(personalTranscript());
    run.setLabel(QStringLiteral("smithnas after the new cable (john_doe), measured by Ingrid Halvorsen"));
    // A change made on the Pi from another PC than the one that exports the run.
    run.setExtraValue(QStringLiteral("changes"),
                      QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("20261203T040512Z-nfs-sync-export-3f9a")},
                                             {QStringLiteral("finding"), QStringLiteral("nfs-sync-export")},
                                             {QStringLiteral("when"), QStringLiteral("2026-12-03T04:05:12Z")},
                                             {QStringLiteral("from_pc"), QStringLiteral("INGRIDS-MACBOOK")},
                                             {QStringLiteral("status"), QStringLiteral("applied")}}});
    run.setProfile(QJsonObject{
        {QStringLiteral("name"), QStringLiteral("Johns NAS")},
        {QStringLiteral("host"), QStringLiteral("smithnas.lan")},
        {QStringLiteral("user"), QStringLiteral("john")},
        {QStringLiteral("key_path"), QStringLiteral("/home/john/.ssh/id_ed25519_johnsmith")},
        {QStringLiteral("remote_dir"), QStringLiteral("/srv/nas")},
        {QStringLiteral("client_mount"), QJsonObject{{QStringLiteral("source"), QStringLiteral("//smithnas/media")},
                                                     {QStringLiteral("fs_type"), QStringLiteral("cifs")},
                                                     {QStringLiteral("mount_point"), QStringLiteral("/mnt/smithnas")}}},
    });
    return run;
}

// Each value, in the notation it has in the run, that must not survive.
const QStringList kMustGo = {
    QStringLiteral("smithnas"),        QStringLiteral("SMITHNAS"),          QStringLiteral("SmithNAS"),
    QStringLiteral("backupbox"),       QStringLiteral("john_doe"),          QStringLiteral("cred-johndoe"),
    QStringLiteral("archive-srv"),     QStringLiteral("192.168.178.40"),    QStringLiteral("jane"),
    QStringLiteral("vault.smith"),     QStringLiteral("laptop-anna"),       QStringLiteral("Smith Family Files"),
    QStringLiteral("desktop-peter"),   QStringLiteral("SMITHFAM"),          QStringLiteral("anna.k"),
    QStringLiteral("mediauser7"),      QStringLiteral("jdoe2"),             QStringLiteral("id_ed25519_johnsmith"),
    QStringLiteral("Smith-Home-5G"),   QStringLiteral("11:22:33"),          QStringLiteral("JohnsPhotos"),
    QStringLiteral("SmithArchive"),    QStringLiteral("5a3b9c1d"),          QStringLiteral("WD-WCC4E1234567"),
    QStringLiteral("192.168.178.61"),  QStringLiteral("2a02:8109:1234:5678::42"), QStringLiteral("5678::43"),
    QStringLiteral("998877"),          QStringLiteral("77-88-99"),          QStringLiteral("44:55:66"),
    QStringLiteral("abcdef01"),        QStringLiteral("Johns NAS"),         QStringLiteral("192.168.178.23"),
    QStringLiteral("3b9c1d"),          QStringLiteral("3B:9C:1D"),
    QStringLiteral("NA9QXZ77"),        QStringLiteral("WX71D2345678"),      QStringLiteral("50014ee2b5c6d7e8"),
    QStringLiteral("S4EWNX0N987654"),  QStringLiteral("0123456789ABCDEF0123"), QStringLiteral("S59ANM0R112233"),
    QStringLiteral("445566"),          QStringLiteral("4A5B6C"),            QStringLiteral("7d8e9f"),
    QStringLiteral("Halvorsen"),       QStringLiteral("INGRIDS"),           QStringLiteral("0003F7"),
};

QStringList survivors(const QString &text)
{
    QStringList out;
    for (const QString &v : kMustGo)
        if (text.contains(v, Qt::CaseInsensitive))
            out << v;
    static const QRegularExpression john(QStringLiteral("(?i)\\bjohn\\b"));
    if (john.match(text).hasMatch())
        out << QStringLiteral("john");
    return out;
}

QString verdict(const Run &run)
{
    const Diagnosis d = Diagnosis::diagnose(run);
    QStringList out;
    for (const Finding &f : d.findings)
        out << f.id + u'=' + QString::number(f.gainMbPerSecond, 'f', 3);
    out << u"bottleneck=" + QString::number(int(d.bottleneck.layer.value_or(Layer(-1))));
    for (const Measurement &m : run.measurements())
        out << m.kindKey() + u'=' + QString::number(m.mbPerSecond(), 'f', 3);
    return out.join(u' ');
}

} // namespace

class TestRedactByMeaning : public QObject
{
    Q_OBJECT
private slots:
    void theRunHoldsEveryValue()
    {
        // The test means something only if the run holds them all to begin with.
        const QString all = QString::fromUtf8(personalRun().toJsonBytes());
        for (const QString &v : kMustGo)
            QVERIFY2(all.contains(v, Qt::CaseInsensitive), qPrintable(v));
    }

    void nothingSurvivesTheRedactedFile()
    {
        const Run run = personalRun();
        const Redaction redaction = Redaction::of(run, QStringLiteral("PETERS-LAPTOP"));
        const QString file = QString::fromUtf8(redaction.run().toJsonBytes());
        QVERIFY2(survivors(file).isEmpty(), qPrintable(survivors(file).join(u", ")));
        // Redacting the copy again changes nothing.
        const QStringList again =
            QString::fromUtf8(Redaction::of(redaction.run(), QString()).run().toJsonBytes()).split(u'\n');
        const QStringList lines = file.split(u'\n');
        QCOMPARE(again.size(), lines.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            // Line by line (the transcript is one JSON line: its escaped "\n" split too), so a
            // failure shows the value that changed.
            const QStringList a = again.at(i).split(QStringLiteral("\\n")), b = lines.at(i).split(QStringLiteral("\\n"));
            QCOMPARE(a.size(), b.size());
            for (qsizetype k = 0; k < a.size(); ++k)
                QCOMPARE(a.at(k), b.at(k));
        }
        // The dialog's list names what was replaced.
        const QString removed = redaction.removedText();
        for (const QString &v : {QStringLiteral("Smith-Home-5G"), QStringLiteral("JohnsPhotos"), QStringLiteral("john_doe")})
            QVERIFY2(removed.contains(v), qPrintable(v));
        QVERIFY(!Redaction::kept().values.isEmpty());
    }

    void nothingSurvivesTheReports()
    {
        const Run run = personalRun();
        const Redaction redaction = Redaction::of(run, QString());
        const QString text = ReportText::render(Report::build(redaction.run()));
        QVERIFY2(survivors(text).isEmpty(), qPrintable(survivors(text).join(u", ")));
        // The Markdown copy of the original run: scrubbed before escaping (john_doe, not john\_doe).
        const QString markdown = ReportMarkdown::render(Report::forSharing(run));
        QVERIFY2(survivors(markdown).isEmpty(), qPrintable(survivors(markdown).join(u", ")));
        QVERIFY(!markdown.contains(QStringLiteral("john\\_doe")));
        const QString plain = ReportMarkdown::renderPlain(Report::forSharing(run));
        QVERIFY2(survivors(plain).isEmpty(), qPrintable(survivors(plain).join(u", ")));
    }

    // A huge label (a hostile file) is cut before the passes copy it.
    void aHugeLabelIsCut()
    {
        Run run = personalRun();
        run.setLabel(QString(20 * 1024 * 1024, u'a') + QStringLiteral(" smithnas"));
        const Redaction redaction = Redaction::of(run, QString());
        QVERIFY(redaction.run().label().size() <= Redaction::kMaxLabelChars);
    }

    void findingsAndFiguresAreUnchanged()
    {
        const Run run = personalRun();
        const Run redacted = Redaction::of(run, QString()).run();
        QCOMPARE(verdict(redacted), verdict(run));
        const Facts before = Diagnosis::diagnose(run).input.facts, after = Diagnosis::diagnose(redacted).input.facts;
        QCOMPARE(after.processes.size(), before.processes.size());
        QCOMPARE(after.storage.volumes.size(), before.storage.volumes.size());
        QCOMPARE(after.board.typeCode.valueOr(-1), before.board.typeCode.valueOr(-1));
        QCOMPARE(after.system.usbStorageQuirks, before.system.usbStorageQuirks);
    }
};

QTEST_GUILESS_MAIN(TestRedactByMeaning)
#include "tst_redactbymeaning.moc"
