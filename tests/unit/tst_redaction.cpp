// What a run file keeps (TranscriptMinimizer) and what "Export for sharing" removes (Redaction):
// personal values are gone, things that only look personal stay, and the diagnosis is the same.
#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "core/probe/transcriptminimizer.h"
#include "core/report/redaction.h"
#include "core/treatment/piidentity.h"
#include "diagnosistestutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

Q_DECLARE_METATYPE(Run)

namespace {

// Written here (not fixtures): a process list as `ps -eo pid,user,pcpu,rss,comm,args` prints it,
// with another job's ssh line, and a kernel command line of a Pi OS with a quirk and a static IP.
const char *kProcesses = "    PID USER     %CPU   RSS COMMAND         COMMAND\n"
                         "      1 root      0.1 11000 systemd         /sbin/init splash\n"
                         "    812 root     98.0 20000 smbd            /usr/sbin/smbd --foreground --no-process-group\n"
                         "    901 alice     0.0  6000 ssh             ssh -oIdentityFile=/home/alice/.ssh/backup_key backup@10.1.2.3\n"
                         "    955 root     40.5  3000 ntfs-3g         /sbin/mount.ntfs-3g /dev/sda1 /srv/nas -o rw\n"
                         "   1002 alice     0.0  4000 sshd            sshd: alice@pts/0\n";
const char *kCmdline = "coherent_pool=1M 8250.nr_uarts=0 console=serial0,115200 root=/dev/sda2 rootfstype=ext4 "
                       "ip=192.168.1.50::192.168.1.1:255.255.255.0:alicepi:eth0:off "
                       "usb-storage.quirks=152d:0578:u fsck.repair=yes rootwait";

QString personalTranscript()
{
    using DiagTest::f;
    return DiagTest::transcript({
        {QStringLiteral("uname"), QStringLiteral("Linux alicepi 6.1.21-v8+ aarch64")},
        {QStringLiteral("model"), QStringLiteral("Raspberry Pi 4 Model B Rev 1.4")},
        {QStringLiteral("cpuinfo"), QStringLiteral("Hardware\t: BCM2835\nRevision\t: c03114\nSerial\t\t: 10000000abcdef01\nModel\t\t: Raspberry Pi 4 Model B Rev 1.4")},
        {QStringLiteral("lsusb"), QStringLiteral("Bus 002 Device 002: ID 152d:0578 JMicron Technology Corp. / JMicron USA Technology Corp. JMS578 SATA 6Gb/s")},
        {QStringLiteral("usb-sysfs"), QStringLiteral("usb\t2-1\tspeed=5000\tidVendor=152d\tidProduct=0578\tserial=0123456789ABCDEF\tdriver=usb")},
        {QStringLiteral("net-sysfs"), QStringLiteral("net\teth0\tdriver=bcmgenet\tpath=/sys/devices/platform/scb/fd580000.ethernet\ttype=1\toperstate=up\tcarrier=1\tmtu=1500\tspeed=1000\tduplex=full\taddress=dc:a6:32:12:34:56")},
        {QStringLiteral("route"), QStringLiteral("Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
                                                 "eth0\t00000000\t0101A8C0\t0003\t0\t0\t202\t00000000\t0\t0\t0\n"
                                                 "eth0\t0001A8C0\t00000000\t0001\t0\t0\t202\t00FFFFFF\t0\t0\t0")},
        {QStringLiteral("mounts"), QStringLiteral("/dev/sda1 /srv/nas fuseblk rw,relatime,user_id=0,group_id=0,allow_other 0 0\n"
                                                  "/dev/sdb1 /media/alice/Backup ext4 rw,relatime 0 0")},
        {QStringLiteral("exports"), QStringLiteral("/srv/nas 192.168.1.0/24(rw,sync,no_subtree_check) fe80::1:2ff:fe03:405/64(ro)")},
        {QStringLiteral("processes"), QString::fromUtf8(kProcesses)},
        {QStringLiteral("dmesg"), QStringLiteral("[    1.500000] usb 2-1: New USB device found, idVendor=152d, idProduct=0578, bcdDevice= 2.14\n"
                                                 "[    1.500010] usb 2-1: SerialNumber: 0123456789ABCDEF\n"
                                                 "[    1.600000] scsi 0:0:0:0: Direct-Access     WDC WD40 EFRX-68N32N0  0    PQ: 0 ANSI: 6\n"
                                                 "[    2.000000] bcmgenet fd580000.ethernet eth0: Link is Up - 1Gbps/Full - flow control rx/tx\n"
                                                 "[    3.000000] IPv6: ADDRCONF(NETDEV_CHANGE): eth0: link becomes ready, from 2001:4860:4860::8888 at 12:00:00")},
        {QStringLiteral("cmdline"), QString::fromUtf8(kCmdline)},
    });
}

Run personalRun()
{
    Run run = DiagTest::run({}, QJsonArray{DiagTest::share(QStringLiteral("share-write"), 30.0,
                                                           QJsonObject{{QStringLiteral("smbd"), 98.0}})});
    run.setTranscript(personalTranscript());
    run.setLabel(QStringLiteral("alicepi before the new cable, measured by Alice Lindqvist"));
    // The change made from this PC (FixSession::changeEntry's keys).
    run.setExtraValue(QStringLiteral("changes"),
                      QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("20261203T040512Z-nfs-sync-export-3f9a")},
                                             {QStringLiteral("finding"), QStringLiteral("nfs-sync-export")},
                                             {QStringLiteral("when"), QStringLiteral("2026-12-03T04:05:12Z")},
                                             {QStringLiteral("from_pc"), QStringLiteral("ALICE-LAPTOP")},
                                             {QStringLiteral("status"), QStringLiteral("applied")}}});
    run.setProfile(QJsonObject{
        {QStringLiteral("name"), QStringLiteral("alicepi")},
        {QStringLiteral("host"), QStringLiteral("alicepi.local")},
        {QStringLiteral("user"), QStringLiteral("alice")},
        {QStringLiteral("key_path"), QStringLiteral("/home/alice/.ssh/id_ed25519")},
        {QStringLiteral("remote_dir"), QStringLiteral("/srv/nas")},
        {QStringLiteral("share_path"), QStringLiteral("C:\\Users\\alice\\nas")},
        {QStringLiteral("client_mount"), QJsonObject{{QStringLiteral("source"), QStringLiteral("//alicepi/nas")},
                                                     {QStringLiteral("fs_type"), QStringLiteral("cifs")},
                                                     {QStringLiteral("mount_point"), QStringLiteral("/mnt/alicepi")}}},
    });
    return run;
}

QStringList findingIds(const Diagnosis &d)
{
    QStringList ids;
    for (const Finding &f : d.findings)
        ids.append(f.id + u'=' + QString::number(f.gainMbPerSecond, 'f', 3));
    return ids;
}

QString verdict(const Run &run)
{
    const Diagnosis d = Diagnosis::diagnose(run);
    QStringList out = findingIds(d);
    out.append(u"bottleneck=" + QString::number(int(d.bottleneck.layer.value_or(Layer(-1)))));
    for (const Measurement &m : run.measurements())
        out.append(m.kindKey() + u'=' + QString::number(m.mbPerSecond(), 'f', 3));
    return out.join(u' ');
}

} // namespace

class TestRedaction : public QObject
{
    Q_OBJECT

private slots:
    // What a run file keeps: only the NAS processes and the cmdline tokens the facts read.
    void minimiserKeepsOnlyWhatTheFactsRead()
    {
        const QString original = personalTranscript();
        const MinimizedTranscript m = TranscriptMinimizer::minimize(original);
        QCOMPARE(m.droppedProcesses, 2); // systemd, ssh (sshd, smbd and ntfs-3g are NAS processes)
        QCOMPARE(m.droppedCmdlineTokens, 7); // all but root=/dev/sda2 and usb-storage.quirks=
        QVERIFY(!m.text.contains(QStringLiteral("IdentityFile")));
        QVERIFY(!m.text.contains(QStringLiteral("10.1.2.3")));
        QVERIFY(!m.text.contains(QStringLiteral("console=")));
        QVERIFY(!m.text.contains(QStringLiteral("192.168.1.50")));
        QVERIFY(m.text.contains(QStringLiteral("usb-storage.quirks=152d:0578:u")));
        QVERIFY(m.text.contains(QStringLiteral("smbd /usr/sbin/smbd\n")));
        // The facts are the original's.
        const Facts before = TextFacts::facts(original), after = TextFacts::facts(m.text);
        QCOMPARE(after.processes.size(), before.processes.size());
        for (qsizetype i = 0; i < before.processes.size(); ++i) {
            QCOMPARE(after.processes[i].name, before.processes[i].name);
            QCOMPARE(after.processes[i].cpuPercent, before.processes[i].cpuPercent);
        }
        // The operands stay, the options go.
        QVERIFY(m.text.contains(QStringLiteral("/sbin/mount.ntfs-3g /dev/sda1 /srv/nas\n")));
        QCOMPARE(m.droppedOptions, 4); // smbd's two, ntfs-3g's -o rw
        QCOMPARE(QJsonDocument(after.toJson().value(QStringLiteral("storage")).toObject()).toJson(),
                 QJsonDocument(before.toJson().value(QStringLiteral("storage")).toObject()).toJson());
        QCOMPARE(after.system.usbStorageQuirks, before.system.usbStorageQuirks);
        // Every other section is as it was.
        const Transcript a = Transcript::parse(original), b = Transcript::parse(m.text);
        QCOMPARE(b.ids(), a.ids());
        for (const TranscriptSection &s : a.sections())
            if (s.id != u"processes" && s.id != u"cmdline") {
                QCOMPARE(b.section(s.id)->text, s.text);
                QCOMPARE(b.section(s.id)->exitCode, s.exitCode);
            }
    }

    void minimiserLeavesCleanTranscriptsAlone()
    {
        const QString clean = DiagTest::transcript({{QStringLiteral("model"), QStringLiteral("Raspberry Pi 3 Model B Rev 1.2")},
                                                    {QStringLiteral("cmdline"), QStringLiteral("root=/dev/mmcblk0p2")}});
        QCOMPARE(TranscriptMinimizer::minimize(clean).text, clean);
        QCOMPARE(TranscriptMinimizer::minimize(QStringLiteral("no markers here")).text, QStringLiteral("no markers here"));
    }

    // Version 2 framing, an unknown exit status and a cut-off tail come back as they were read.
    void minimiserKeepsFraming()
    {
        const QString t = QStringLiteral("@@pinas-probe 2 token=abc123\n@@begin abc123 cmdline\nquiet root=/dev/sda2\n"
                                         "@@end abc123 cmdline exit=0\n@@begin abc123 model\nRaspberry Pi 4\n@@end abc123 model\n"
                                         "@@begin abc123 dmesg\n[ 1.0] cut");
        const QString m = TranscriptMinimizer::minimize(t, QStringLiteral("abc123")).text;
        QCOMPARE(m, QStringLiteral("@@pinas-probe 2 token=abc123\n@@begin abc123 cmdline\nroot=/dev/sda2\n"
                                   "@@end abc123 cmdline exit=0\n@@begin abc123 model\nRaspberry Pi 4\n@@end abc123 model\n"
                                   "@@begin abc123 dmesg\n[ 1.0] cut\n"));
        const Transcript a = Transcript::parse(t), b = Transcript::parse(m);
        QCOMPARE(b.section(QStringLiteral("model"))->exitCode, a.section(QStringLiteral("model"))->exitCode);
        QCOMPARE(b.truncated(), a.truncated());
    }

    void removesPersonalValues()
    {
        const Run original = personalRun();
        const Redaction r = Redaction::of(original, QStringLiteral("ALICE-LAPTOP"));
        const QByteArray saved = r.run().toJsonBytes();
        for (const char *gone : {"alice", "Alice", "Lindqvist", "alicepi", "ALICE-LAPTOP", "10000000abcdef01", "0123456789ABCDEF",
                                 "dc:a6:32:12:34:56", "192.168.1", "0101A8C0", "0001A8C0", "fe80::1:2ff:fe03:405",
                                 "2001:4860", "IdentityFile", "console=serial0"})
            QVERIFY2(!saved.contains(gone), gone);
        // Not personal, and read by the facts: kept.
        for (const char *kept : {"6.1.21-v8+", "152d:0578", "usb-storage.quirks=152d:0578:u", "root=/dev/sda2",
                                 "Raspberry Pi 4 Model B Rev 1.4", "scsi 0:0:0:0", "12:00:00",
                                 "00FFFFFF", "/srv/nas", "/dev/sda1", "dc:a6:32:", "host-1", "user-1", "serial-1",
                                 "192.0.2.", "2001:db8::"})
            QVERIFY2(saved.contains(kept), kept);
        QVERIFY(saved.contains("/home/user-1/.ssh/id_ed25519"));
        QVERIFY(saved.contains("C:\\\\Users\\\\user-1\\\\nas"));
        QVERIFY(saved.contains("/media/user-1/Backup"));
        // The whole name first: "alicepi.local" is one placeholder, not "host-N.local".
        QCOMPARE(r.run().profile().value(QStringLiteral("host")).toString(), QStringLiteral("host-1"));

        // What was removed, with the values for the user's eyes.
        QStringList categories;
        for (const Redaction::Group &g : r.removed())
            categories.append(g.category + u':' + QString::number(g.count));
        QVERIFY2(categories.contains(QStringLiteral("Serial numbers:2")), qPrintable(categories.join(u", ")));
        QVERIFY2(categories.contains(QStringLiteral("MAC addresses:1")), qPrintable(categories.join(u", ")));
        QVERIFY2(categories.contains(QStringLiteral("Other processes' command lines:2")), qPrintable(categories.join(u", ")));
        QVERIFY(r.removedText().contains(QStringLiteral("10000000abcdef01 → serial-")));
        QVERIFY(r.removedText().contains(QStringLiteral("ALICE-LAPTOP → host-")));
        // The label is the user's own words: a name in it has no shape to find, so it goes whole.
        QCOMPARE(r.run().label(), QStringLiteral("(label removed)"));
        QCOMPARE(r.run().profileName(), QStringLiteral("(profile name removed)"));
        QVERIFY(r.removedText().contains(QStringLiteral("measured by Alice Lindqvist → (label removed)")));
        // The change's own words stay: the report still lists it.
        const QJsonObject change = r.run().extra().value(QStringLiteral("changes")).toArray().at(0).toObject();
        QCOMPARE(change.value(QStringLiteral("id")).toString(), QStringLiteral("20261203T040512Z-nfs-sync-export-3f9a"));
        QCOMPARE(change.value(QStringLiteral("status")).toString(), QStringLiteral("applied"));
        QVERIFY(change.value(QStringLiteral("from_pc")).toString().startsWith(QLatin1String("host-")));
        // Redacting again finds nothing new to replace but placeholders.
        const Redaction again = Redaction::of(r.run(), QStringLiteral("ALICE-LAPTOP"));
        QCOMPARE(again.run().toJsonBytes(), saved);
    }

    // What every Pi of a kind prints names nobody: the stock shares' comments of Debian's smb.conf
    // (samba-common) and the kernel's serial-port driver lines, with and without timestamps. The
    // owner's own comment and the board's serial still go.
    void stockWordsAreNotPersonal()
    {
        Run run = personalRun();
        run.setTranscript(DiagTest::transcript({
            {QStringLiteral("cpuinfo"), QStringLiteral("Hardware\t: BCM2835\nRevision\t: c03114\nSerial\t\t: 10000000abcdef01")},
            {QStringLiteral("smb-conf"), QStringLiteral("[global]\n   server string = %h server (Samba, Ubuntu)\n"
                                                    "[homes]\n   comment = Home Directories\n"
                                                    "[printers]\n   comment = All Printers\n"
                                                    "[print$]\n   comment = Printer Drivers\n"
                                                    "[films]\n   comment = Bjorn's films\n   path = /srv/films")},
            {QStringLiteral("dmesg"), QStringLiteral("Serial: 8250/16550 driver, 1 ports, IRQ sharing enabled\n"
                                                 "[    0.812345] Serial: 8250/16550 driver, 4 ports, IRQ sharing enabled\n"
                                                 "[    0.820000] Serial: AMBA PL011 UART driver\n"
                                                 "[    1.500010] usb 2-1: SerialNumber: NA4LRAR3")},
        }));
        const Redaction r = Redaction::of(run, QStringLiteral("my-pc"));
        const QByteArray saved = r.run().toJsonBytes();
        for (const char *kept : {"Home Directories", "All Printers", "Printer Drivers"})
            QVERIFY2(saved.contains(kept), kept);
        for (const char *gone : {"Bjorn", "10000000abcdef01", "NA4LRAR3"})
            QVERIFY2(!saved.contains(gone), gone);
        QVERIFY2(!r.removedText().contains(QStringLiteral("8250")), qPrintable(r.removedText()));
        QVERIFY2(!r.removedText().contains(QStringLiteral("Directories")), qPrintable(r.removedText()));
    }

    // Issue #34: which Pi it is — `pi_identity` (its host key's fingerprint, its machine id's hash) and
    // the probe's machine-id section, in either framing — never goes into a copy for sharing; the
    // other sections stay, and the removed list says it was left out.
    void dropsWhichPiItIs_data()
    {
        QTest::addColumn<QString>("transcript");
        const QString hash(64, u'd');
        QTest::newRow("version 1") << QStringLiteral("@@pinas-probe 1\n@@begin model\nRaspberry Pi 4 Model B Rev 1.4\n"
                                                     "@@end model exit=0\n@@begin machine-id\n%1  -\n"
                                                     "@@end machine-id exit=0\n@@begin uname\nLinux x 6.1.21-v8+ "
                                                     "aarch64\n@@end uname exit=0\n")
                                          .arg(hash);
        QTest::newRow("version 2") << QStringLiteral("@@pinas-probe 2 token=t0\n@@begin t0 model\nRaspberry Pi 4 Model B "
                                                     "Rev 1.4\n@@end t0 model exit=0\n@@begin t0 machine-id\n%1  -\n"
                                                     "@@end t0 machine-id exit=0\n@@begin t0 uname\nLinux x 6.1.21-v8+ "
                                                     "aarch64\n@@end t0 uname exit=0\n")
                                          .arg(hash);
        QTest::newRow("cut off") << QStringLiteral("@@pinas-probe 1\n@@begin model\nRaspberry Pi 4 Model B Rev 1.4\n"
                                                   "@@end model exit=0\n@@begin machine-id\n%1  -\n")
                                        .arg(hash);
    }
    void dropsWhichPiItIs()
    {
        QFETCH(QString, transcript);
        Run run;
        run.setTranscript(transcript);
        const PiIdentity id{QStringLiteral("SHA256:somePisHostKeyFingerprint"), QString(64, u'd')};
        if (transcript.contains(QStringLiteral("machine-id exit=0")))
            QCOMPARE(PiIdentity::fromProbe(id.hostKeySha256, transcript), id); // what a run records
        id.recordIn(run);
        const Redaction r = Redaction::of(run, QStringLiteral("my-pc"));
        const QByteArray saved = r.run().toJsonBytes();
        QVERIFY2(!saved.contains("pi_identity"), saved.constData());
        QVERIFY(!saved.contains("somePisHostKeyFingerprint"));
        QVERIFY(!saved.contains(QByteArray(64, 'd')));
        QVERIFY(!saved.contains("machine-id"));
        QVERIFY(saved.contains("Raspberry Pi 4 Model B Rev 1.4"));
        QVERIFY(!PiIdentity::ofRun(r.run()).isKnown());
        QVERIFY2(r.removedText().contains(QStringLiteral("Which Pi it is")), qPrintable(r.removedText()));
        QCOMPARE(TextFacts::transcript(r.run().transcript()).readable(QStringLiteral("model")).text
                     ? *TextFacts::transcript(r.run().transcript()).readable(QStringLiteral("model")).text
                     : QString(),
                 QStringLiteral("Raspberry Pi 4 Model B Rev 1.4"));
        // Redacting again changes nothing.
        QCOMPARE(Redaction::of(r.run(), QStringLiteral("my-pc")).run().toJsonBytes(), saved);
    }

    // PiIdentity::mismatch names what differs, and only a field the run holds is compared.
    void piIdentityMismatchNamesWhatDiffers()
    {
        const PiIdentity run{QStringLiteral("SHA256:a"), QString(64, u'1')};
        QVERIFY(PiIdentity::mismatch(run, run).isEmpty());
        const QString key = PiIdentity::mismatch(run, {QStringLiteral("SHA256:b"), run.machineIdSha256});
        QVERIFY2(key.contains(QStringLiteral("host key is SHA256:b, the run's Pi had SHA256:a")), qPrintable(key));
        QVERIFY(!key.contains(QStringLiteral("machine id")));
        const QString machine = PiIdentity::mismatch(run, {run.hostKeySha256, QString(64, u'2')});
        QVERIFY2(machine.contains(QStringLiteral("machine id")) && !machine.contains(QStringLiteral("host key")),
                 qPrintable(machine));
        QVERIFY(PiIdentity::mismatch(run, {run.hostKeySha256, QString()}).contains(QStringLiteral("cannot be read")));
        // A run without a machine id (a Pi without /etc/machine-id): the host key decides.
        QVERIFY(PiIdentity::mismatch({run.hostKeySha256, QString()}, {run.hostKeySha256, QString(64, u'2')}).isEmpty());
        QCOMPARE(PiIdentity::machineIdFromOutput(QString(64, u'F') + QStringLiteral("  -\n")), QString(64, u'f'));
        QVERIFY(PiIdentity::machineIdFromOutput(QStringLiteral("/etc/machine-id: not readable")).isEmpty());
    }

    // Findings (ids and gains), bottleneck and figures of the redacted run are the original's.
    void diagnosisIsUnchanged_data()
    {
        QTest::addColumn<Run>("run");
        for (const char *name : {"pi3b-nfs.pinasrun", "pi4-samba-ext4.pinasrun", "pi4-samba-ntfs.pinasrun",
                                 "pi4-uasp-local.pinasrun"})
            QTest::newRow(name) << DiagTest::example(QString::fromLatin1(name));
        QTest::newRow("personal") << personalRun();
        // Real outputs pasted as they are (tests/fixtures, each with its .source).
        const QDir fixtures(QStringLiteral(PINAS_FIXTURES));
        for (const QString &file : fixtures.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
            QFile in(fixtures.filePath(file));
            QVERIFY(in.open(QIODevice::ReadOnly));
            auto run = Run::fromBytes(in.readAll());
            if (run)
                QTest::newRow(qPrintable(file)) << run.value();
        }
    }

    void diagnosisIsUnchanged()
    {
        QFETCH(Run, run);
        const Redaction r = Redaction::of(run, QStringLiteral("my-pc"));
        QCOMPARE(verdict(r.run()), verdict(run));
        QCOMPARE(r.run().measurements().size(), run.measurements().size());
        QCOMPARE(r.run().samples(), run.samples());
        QCOMPARE(r.run().steps().size(), run.steps().size());
    }

    // Text is data: a 10 MB transcript full of addresses and serials is redacted in linear time.
    // A blow-up guard, not a speed target.
    // A 10 MB log is redacted whole. No timed assertion (the figure is printed for whoever reads the
    // log; a quadratic pass over 10 MB would run into the test's own CTest timeout instead).
    void tenMegabytesAreRedacted()
    {
        QString dmesg;
        for (int i = 0; dmesg.size() < 10 * 1024 * 1024; ++i)
            dmesg += QStringLiteral("[%1.0] usb 1-1: SerialNumber: S%1X from 10.%2.%3.%4 mac 02:00:00:%5:%6:%7 at fe80::%8\n")
                         .arg(QString::number(i), QString::number((i >> 16) & 0xff), QString::number((i >> 8) & 0xff),
                              QString::number(i & 0xff), QString::number((i >> 16) & 0xff, 16).rightJustified(2, u'0'),
                              QString::number((i >> 8) & 0xff, 16).rightJustified(2, u'0'),
                              QString::number(i & 0xff, 16).rightJustified(2, u'0'), QString::number(i, 16));
        Run run;
        run.setTranscript(DiagTest::transcript({{QStringLiteral("dmesg"), dmesg}}));
        QElapsedTimer timer;
        timer.start();
        const Redaction r = Redaction::of(run, QStringLiteral("pc"));
        const qint64 ms = timer.elapsed();
        qInfo("10 MB redacted in %lld ms", ms);
        QVERIFY(!r.run().transcript().contains(QStringLiteral("SerialNumber: S1X")));
        QVERIFY(!r.run().transcript().contains(QStringLiteral("10.0.0.1 ")));
    }
};

QTEST_GUILESS_MAIN(TestRedaction)
#include "tst_redaction.moc"
