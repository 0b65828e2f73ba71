// Issue #30: this PC's half of the path. The parsers read real outputs (tests/fixtures, with their
// .source; LOCAL ones were taken on this project's build machine); the sysfs files are the test's
// own (a temp dir); the PowerShell JSON is written here in the shape ConvertTo-Json prints for the
// cmdlets' properties, as no public output of the script was found.
#include "core/diagnosis/diagnosis.h"
#include "core/diagnosis/layerceilings.h"
#include "core/knowledge/ceilings.h"
#include "core/model/run.h"
#include "core/report/report.h"
#include "core/thispc/pcfacts.h"
#include "core/thispc/pcfactsjob.h"
#include "core/thispc/pcfactsreader.h"
#include "probetestutil.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace {

void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

QStringList ids(const Diagnosis &d)
{
    QStringList out;
    for (const Finding &f : d.findings)
        out << f.id;
    return out;
}

// This PC on a wired Linux port: the facts the PC-side tests start from.
PcFacts wiredLinuxPc(const QString &interface, int linkMbps, const QString &duplex = u"full"_qs)
{
    PcFacts p;
    p.os = u"linux"_qs;
    p.interface = interface;
    p.wireless = false;
    p.linkMbps = linkMbps;
    p.duplex = duplex;
    return p;
}

// A pasted run: the Pi's facts from real fixtures, a raw network figure, this PC's facts.
Run runWith(const QString &piText, const PcFacts &pc, double netMbPerSecond = -1,
            const QString &mountType = {})
{
    Run run;
    run.setTranscript(piText);
    if (netMbPerSecond > 0) {
        Measurement m(Measurement::Kind::NetPcToPi);
        m.setBytes(qint64(netMbPerSecond * 1e6 * 10));
        m.setSeconds(10);
        run.addMeasurement(m);
        Measurement s(Measurement::Kind::ShareWrite);
        s.setBytes(qint64(netMbPerSecond * 0.95 * 1e6 * 10));
        s.setSeconds(10);
        if (!mountType.isEmpty())
            s.setMethod(mountType);
        run.addMeasurement(s);
    }
    if (!mountType.isEmpty()) {
        QJsonObject profile;
        profile.insert(QStringLiteral("client_mount"),
                       QJsonObject{{QStringLiteral("fs_type"), mountType},
                                   {QStringLiteral("options"), QStringLiteral("rw")}});
        run.setProfile(profile);
    }
    run.setExtraValue(QStringLiteral("pc"), pc.toJson());
    return run;
}

} // namespace

class TestThisPc : public QObject
{
    Q_OBJECT

private slots:
    void routeInterface()
    {
        const QString real = ProbeTest::fixture(u"ip-route-get-loopback-debian12-LOCAL.txt"_qs);
        QVERIFY(!real.isEmpty());
        QCOMPARE(PcFactsReader::routeInterface(real), u"lo"_qs);
        QCOMPARE(PcFactsReader::routeInterface(QString()), QString());
    }

    void sysfsLink()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkpath(u"enp3s0"_qs);
        writeFile(dir.path() + u"/enp3s0/speed"_qs, "100\n");
        writeFile(dir.path() + u"/enp3s0/duplex"_qs, "half\n");
        QDir(dir.path()).mkpath(u"wlan0/wireless"_qs);
        writeFile(dir.path() + u"/wlan0/speed"_qs, "-1\n");
        PcFacts wired;
        PcFactsReader::readSysfsNet(dir.path(), u"enp3s0"_qs, wired);
        QCOMPARE(wired.linkMbps.value_or(0), 100);
        QCOMPARE(wired.duplex, u"half"_qs);
        QCOMPARE(wired.wireless.value_or(true), false);
        PcFacts wifi;
        PcFactsReader::readSysfsNet(dir.path(), u"wlan0"_qs, wifi);
        QCOMPARE(wifi.wireless.value_or(false), true);
        QVERIFY(!wifi.linkMbps);
        PcFacts escape;
        PcFactsReader::readSysfsNet(dir.path(), u"../enp3s0"_qs, escape);
        QVERIFY(escape.sources.isEmpty());
    }

    void iwLink()
    {
        PcFacts p;
        PcFactsReader::readIwLink(ProbeTest::fixture(u"iw-dev-link-vht-5ghz-NOT-PI.txt"_qs), p);
        QCOMPARE(p.wireless.value_or(false), true);
        QCOMPARE(p.wifiFrequencyMhz.value_or(0), 5280);
        QVERIFY(p.wifiBitrateMbps.value_or(0) > 700);
    }

    // A shaper on this PC's interface (tc), read from real tc output of this machine.
    void tcShaper()
    {
        PcFacts tbf;
        PcFactsReader::readTcQdisc(
            ProbeTest::fixture(u"tc-qdisc-tbf-100mbit-debian12-LOCAL.json"_qs).toUtf8(), QString(), tbf);
        QCOMPARE(tbf.shaper, u"tbf"_qs);
        QCOMPARE(tbf.shaperMbps.value_or(0), 100.0);
        const QByteArray htbJson = ProbeTest::fixture(u"tc-qdisc-htb-debian12-LOCAL.json"_qs).toUtf8();
        QVERIFY(PcFactsReader::rootQdiscIsHtb(htbJson));
        QVERIFY(!PcFactsReader::rootQdiscIsHtb(
            ProbeTest::fixture(u"tc-qdisc-tbf-100mbit-debian12-LOCAL.json"_qs).toUtf8()));
        // The default class 1:10 may borrow up to 150 Mbit/s, under its parent's 300.
        PcFacts htb;
        PcFactsReader::readTcQdisc(htbJson, ProbeTest::fixture(u"tc-class-htb-debian12-LOCAL.txt"_qs), htb);
        QCOMPARE(htb.shaper, u"htb"_qs);
        QCOMPARE(htb.shaperMbps.value_or(0), 150.0);
        // Without its classes (tc class did not answer) or without a default class: no limit known.
        PcFacts noClasses;
        PcFactsReader::readTcQdisc(htbJson, QString(), noClasses);
        QVERIFY(!noClasses.shaperMbps);
        PcFacts noDefault;
        PcFactsReader::readTcQdisc(QByteArray(htbJson).replace("\"0x10\"", "\"0\""),
                                   ProbeTest::fixture(u"tc-class-htb-debian12-LOCAL.txt"_qs), noDefault);
        QVERIFY(!noDefault.shaperMbps);
        // cake in iproute2's JSON shape: bandwidth in bytes per second, or "unlimited".
        PcFacts cake;
        PcFactsReader::readTcQdisc(
            R"([{"kind":"cake","handle":"8002:","root":true,"options":{"bandwidth":10000000,"diffserv":"diffserv3"}}])",
            QString(), cake);
        QCOMPARE(cake.shaperMbps.value_or(0), 80.0);
        PcFacts unlimited;
        PcFactsReader::readTcQdisc(
            R"([{"kind":"cake","handle":"8002:","root":true,"options":{"bandwidth":"unlimited"}}])",
            QString(), unlimited);
        QVERIFY(!unlimited.shaperMbps);
        // An unshaped interface, and junk.
        PcFacts none;
        PcFactsReader::readTcQdisc(
            ProbeTest::fixture(u"tc-qdisc-noqueue-veth-debian12-LOCAL.json"_qs).toUtf8(), QString(), none);
        PcFactsReader::readTcQdisc("not json", QString(), none);
        QVERIFY(!none.shaperMbps && none.shaper.isEmpty());
    }

    void windowsJson()
    {
        // Written here (see the file comment).
        const QByteArray json = R"({"route":{"InterfaceAlias":"Ethernet 2"},
            "adapter":{"Name":"Ethernet 2","LinkSpeed":"100 Mbps","MediaType":"802.3","PhysicalMediaType":"802.3","FullDuplex":true},
            "smb":[{"Dialect":"3.1.1","Encrypted":false,"Signed":true}],
            "client":{"RequireSecuritySignature":true,"EnableSecuritySignature":true}})";
        PcFacts p;
        PcFactsReader::readWindowsJson(json, p);
        QCOMPARE(p.interface, u"Ethernet 2"_qs);
        QCOMPARE(p.linkMbps.value_or(0), 100);
        QCOMPARE(p.duplex, u"full"_qs);
        QCOMPARE(p.wireless.value_or(true), false);
        QCOMPARE(p.smbDialect, u"3.1.1"_qs);
        QCOMPARE(p.smbSigningRequired.value_or(false), true);
        QCOMPARE(p.smbEncryption.value_or(true), false);
        PcFacts wifi;
        PcFactsReader::readWindowsJson(
            R"({"adapter":{"Name":"Wi-Fi","LinkSpeed":"866.7 Mbps","PhysicalMediaType":"Native 802.11"}})",
            wifi);
        QCOMPARE(wifi.wireless.value_or(false), true);
        QCOMPARE(wifi.wifiBitrateMbps.value_or(0), 866.7);
        QVERIFY(!wifi.linkMbps);
        PcFacts junk;
        PcFactsReader::readWindowsJson("not json", junk);
        QVERIFY(junk.isEmpty());
    }

    void hostsOnACommandLine()
    {
        QVERIFY(PcFactsReader::isPlainHost(u"raspberrypi.local"_qs));
        QVERIFY(PcFactsReader::isPlainHost(u"192.168.1.20"_qs));
        QVERIFY(PcFactsReader::isPlainHost(u"fe80::1%eth0"_qs));
        QVERIFY(!PcFactsReader::isPlainHost(u"pi'; Remove-Item x"_qs));
        QVERIFY(!PcFactsReader::isPlainHost(u"-oProxyCommand=x"_qs));
        QVERIFY(!PcFactsReader::isPlainHost(QString()));
        const PcFacts refused = PcFactsReader::collect(u"pi$(reboot)"_qs);
        QVERIFY(refused.interface.isEmpty());
        QCOMPARE(refused.notes.size(), 1);
    }

    void jsonRoundTripAndBounds()
    {
        PcFacts p = wiredLinuxPc(u"eth0"_qs, 1000);
        p.sources = {u"sysfs"_qs};
        const PcFacts back = PcFacts::fromJson(p.toJson());
        QCOMPARE(back.toJson(), p.toJson());
        QJsonObject hostile = p.toJson();
        hostile.insert(u"link_mbps"_qs, -5);
        hostile.insert(u"duplex"_qs, u"=HYPERLINK(1)"_qs);
        hostile.insert(u"interface"_qs, QString(100000, u'x'));
        const PcFacts h = PcFacts::fromJson(hostile);
        QVERIFY(!h.linkMbps);
        QVERIFY(h.duplex.isEmpty());
        QVERIFY(h.interface.size() <= 200);
    }

    // This machine's own facts for a Pi at 127.0.0.1: the route leaves through lo (no packet is sent:
    // `ip route get` only asks the kernel).
    void collectHereOnLinux()
    {
#ifdef Q_OS_LINUX
        if (QStandardPaths::findExecutable(u"ip"_qs).isEmpty())
            QSKIP("iproute2 is not installed");
        const PcFacts p = PcFactsReader::collect(u"127.0.0.1"_qs);
        QCOMPARE(p.os, u"linux"_qs);
        QCOMPARE(p.interface, u"lo"_qs);
        QCOMPARE(p.interfaceSource, u"ip route get"_qs);
#else
        QSKIP("Linux only");
#endif
    }

    // Where PowerShell does not answer (here: none installed; Wine likewise) the Windows reader says so.
    void windowsReaderWithoutPowerShell()
    {
        if (!QStandardPaths::findExecutable(u"powershell"_qs).isEmpty())
            QSKIP("PowerShell is installed here");
        const PcFacts p = PcFactsReader::collectWindows(u"127.0.0.1"_qs);
        QCOMPARE(p.os, u"windows"_qs);
        QVERIFY(p.interface.isEmpty());
        QCOMPARE(p.notes.size(), 1);
        QVERIFY(p.notes.first().contains(u"PowerShell"_qs));
    }

    // Wine 8's powershell.exe is a stub: it prints nothing and exits 0. A script of that shape
    // stands in for it here; the reader must say it read nothing, not stay silent.
    void windowsReaderWithAStubPowerShell()
    {
#ifdef Q_OS_UNIX
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        writeFile(bin.filePath(u"powershell"_qs), "#!/bin/sh\nexit 0\n");
        QVERIFY(QFile::setPermissions(bin.filePath(u"powershell"_qs),
                                      QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", bin.path().toLocal8Bit() + ':' + path);
        const PcFacts p = PcFactsReader::collectWindows(u"127.0.0.1"_qs);
        qputenv("PATH", path);
        QCOMPARE(p.os, u"windows"_qs);
        QVERIFY(p.interface.isEmpty());
        QCOMPARE(p.notes.size(), 1);
        QVERIFY2(p.notes.first().contains(u"PowerShell answered nothing readable"_qs),
                 qPrintable(p.notes.first()));
#else
        QSKIP("Unix only (a shell script stands in for the stub)");
#endif
    }

    void jobRunsTheReaderOffThread()
    {
        PcFactsJob job;
        Qt::HANDLE readerThread = nullptr;
        job.setReader([&readerThread](const QString &host) {
            readerThread = QThread::currentThreadId();
            PcFacts p;
            p.interface = host;
            return p;
        });
        QSignalSpy done(&job, &PcFactsJob::finished);
        job.start(u"pi.local"_qs);
        QVERIFY(done.wait(10000));
        QVERIFY(job.isDone());
        QCOMPARE(job.result().interface, u"pi.local"_qs);
        QVERIFY(readerThread != QThread::currentThreadId());
    }

    // --- Findings -------------------------------------------------------------------------------------
    // The Pi's side is gigabit (a Pi 4's real bcmgenet lines); this PC's port runs at 100 Mb/s.
    void pcLinkAt100NamesThePc()
    {
        PcFacts pc = wiredLinuxPc(u"enp3s0"_qs, 100);
        const Run run = runWith(ProbeTest::fixture(u"pi4-dmesg-bcmgenet-link-flap.txt"_qs), pc, 11.2);
        const Diagnosis d = Diagnosis::diagnose(run);
        QVERIFY2(ids(d).contains(u"pc-link-slow"_qs), qPrintable(ids(d).join(u',')));
        QVERIFY(!ids(d).contains(u"network-link-100m"_qs));
        const LayerCeilings c = LayerCeilings::compute(d.input);
        QCOMPARE(c.network.mbPerSecond, Ceilings::ethernetTcp(100).mbPerSecond);
        for (const Finding &f : d.findings)
            if (f.id == u"pc-link-slow")
                QVERIFY(f.evidence.contains(u"enp3s0"_qs));
        QCOMPARE(int(d.bottleneck.layer.value_or(Layer::Client)), int(Layer::Network));
        // The report's facts name this PC's link beside the Pi's.
        const Report r = Report::build(run);
        bool named = false;
        for (const Report::FactRow &row : r.facts)
            named = named || (row.label == u"This PC" && row.value == u"enp3s0, 100 Mb/s, full duplex");
        QVERIFY(named);
    }

    // The test bed's case in facts: a veth says 10000 Mb/s, tbf on it lets 100 through.
    void pcShaperIsTheLink()
    {
        PcFacts pc = wiredLinuxPc(u"tb7h1p"_qs, 10000);
        PcFactsReader::readTcQdisc(
            ProbeTest::fixture(u"tc-qdisc-tbf-100mbit-debian12-LOCAL.json"_qs).toUtf8(), QString(), pc);
        QCOMPARE(pc.wiredLimitMbps().value_or(0), 100.0);
        QVERIFY(pc.shaperIsTheLimit());
        const Run run = runWith(ProbeTest::fixture(u"pi4-dmesg-bcmgenet-link-flap.txt"_qs), pc, 11.2);
        const Diagnosis d = Diagnosis::diagnose(run);
        QVERIFY2(ids(d).contains(u"pc-link-slow"_qs), qPrintable(ids(d).join(u',')));
        QVERIFY(!ids(d).contains(u"network-link-100m"_qs));
        for (const Finding &f : d.findings)
            if (f.id == u"pc-link-slow") {
                QVERIFY(f.title.contains(u"100 Mb/s"_qs));
                QVERIFY2(f.evidence.contains(u"tb7h1p"_qs) && f.evidence.contains(u"tbf"_qs),
                         qPrintable(f.evidence));
                QCOMPARE(int(f.severity), int(Finding::Severity::Critical));
            }
        QCOMPARE(LayerCeilings::compute(d.input).network.mbPerSecond, Ceilings::ethernetTcp(100).mbPerSecond);
        QCOMPARE(int(d.bottleneck.layer.value_or(Layer::Client)), int(Layer::Network));
        const Report r = Report::build(run);
        bool named = false;
        for (const Report::FactRow &row : r.facts)
            named =
                named || (row.label == u"This PC" &&
                          row.value == u"tb7h1p, 10000 Mb/s, full duplex, limited to 100 Mb/s by a traffic "
                                       u"shaper (tbf)");
        QVERIFY(named);
        // The run file keeps it; a shaper above the port's speed is not the limit.
        const PcFacts back = PcFacts::fromJson(pc.toJson());
        QCOMPARE(back.shaper, u"tbf"_qs);
        QCOMPARE(back.shaperMbps.value_or(0), 100.0);
        PcFacts slowPort = pc;
        slowPort.linkMbps = 100;
        slowPort.shaperMbps = 500;
        QVERIFY(!slowPort.shaperIsTheLimit());
        QCOMPARE(slowPort.wiredLimitMbps().value_or(0), 100.0);
        // A gigabit shaper on a 10 Gb/s port: a limit, but not a slow link.
        PcFacts gigabit = pc;
        gigabit.shaperMbps = 1000;
        QVERIFY(!ids(Diagnosis::diagnose(
                         runWith(ProbeTest::fixture(u"pi4-dmesg-bcmgenet-link-flap.txt"_qs), gigabit)))
                     .contains(u"pc-link-slow"_qs));
    }

    void pcHalfDuplexAndGigabit()
    {
        PcFacts pc;
        pc.wireless = false;
        pc.linkMbps = 1000;
        pc.duplex = u"full"_qs;
        const QString pi = ProbeTest::fixture(u"pi4-dmesg-bcmgenet-link-flap.txt"_qs);
        QVERIFY(!ids(Diagnosis::diagnose(runWith(pi, pc))).contains(u"pc-link-slow"_qs));
        pc.duplex = u"half"_qs;
        QVERIFY(ids(Diagnosis::diagnose(runWith(pi, pc))).contains(u"pc-link-slow"_qs));
        // No PC facts (older runs): no PC finding.
        Run old;
        old.setTranscript(pi);
        const QStringList none = ids(Diagnosis::diagnose(old));
        QVERIFY(!none.contains(u"pc-link-slow"_qs) && !none.contains(u"pc-wifi"_qs));
    }

    void pcOnWifi()
    {
        PcFacts pc;
        pc.interface = u"wlp0s20f3"_qs;
        PcFactsReader::readIwLink(ProbeTest::fixture(u"iw-dev-link-vht-5ghz-NOT-PI.txt"_qs), pc);
        const Diagnosis d =
            Diagnosis::diagnose(runWith(ProbeTest::fixture(u"pi4-dmesg-bcmgenet-link-flap.txt"_qs), pc));
        QVERIFY(ids(d).contains(u"pc-wifi"_qs));
    }

    // Windows requires signing; the Pi 4's CPU (real cpuinfo: no "aes" in Features) signs in software.
    void pcSigningAgainstACpuWithoutAes()
    {
        PcFacts pc;
        pc.os = u"windows"_qs;
        pc.smbSigningRequired = true;
        pc.smbDialect = u"3.1.1"_qs;
        const QString pi4 = ProbeTest::fixture(u"pi4-cpuinfo-c03112-armv7l.txt"_qs);
        QVERIFY(
            ids(Diagnosis::diagnose(runWith(pi4, pc, 40, u"cifs"_qs))).contains(u"pc-smb-signing-cpu"_qs));
        // Over NFS, SMB signing costs nothing.
        QVERIFY(
            !ids(Diagnosis::diagnose(runWith(pi4, pc, 40, u"nfs4"_qs))).contains(u"pc-smb-signing-cpu"_qs));
        // Not required: no finding.
        pc.smbSigningRequired = false;
        QVERIFY(
            !ids(Diagnosis::diagnose(runWith(pi4, pc, 40, u"cifs"_qs))).contains(u"pc-smb-signing-cpu"_qs));
    }

    // A Linux PC's cifs mount with "seal" encrypts: the Pi 4 (no AES) pays for it. The mount options are
    // written here in the form /proc/self/mountinfo gives them (client_mount.options).
    void linuxCifsSealIsEncryption()
    {
        Run run = runWith(ProbeTest::fixture(u"pi4-cpuinfo-c03112-armv7l.txt"_qs), PcFacts(), 40, u"cifs"_qs);
        QJsonObject profile = run.profile();
        profile.insert(u"client_mount"_qs,
                       QJsonObject{{u"fs_type"_qs, u"cifs"_qs},
                                   {u"options"_qs, u"rw,relatime,vers=3.1.1,seal,rsize=4194304"_qs}});
        run.setProfile(profile);
        const Diagnosis d = Diagnosis::diagnose(run);
        QCOMPARE(d.input.pc.smbDialect, u"3.1.1"_qs);
        QVERIFY(d.input.pc.smbEncryption.value_or(false));
        QVERIFY(ids(d).contains(u"pc-smb-signing-cpu"_qs));
    }

    void runFileKeepsThePcFacts()
    {
        PcFacts pc;
        pc.interface = u"eth0"_qs;
        pc.linkMbps = 1000;
        Run run;
        run.setTranscript(u"@@pinas-probe 1\n"_qs);
        run.setExtraValue(u"pc"_qs, pc.toJson());
        const Result<Run> back = Run::fromBytes(run.toJsonBytes());
        QVERIFY(back);
        QCOMPARE(PcFacts::fromJson(back.value().extra().value(u"pc"_qs).toObject()).linkMbps.value_or(0),
                 1000);
    }
};

QTEST_GUILESS_MAIN(TestThisPc)
#include "tst_thispc.moc"
