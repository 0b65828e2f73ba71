// A server process's cgroup CPU quota (Samba in a container with --cpus, systemd CPUQuota=): the
// sampler reports it, the run file keeps it, and the diagnosis calls a server CPU-bound when it
// sits at 95 % of its allowance rather than at 95 % of a core. Parser and rules on hand-made
// input with known answers; the sampler's own shell script on this machine's real /proc and, as
// root, in a cgroup made here with a real quota.
#include "core/diagnosis/diagnosis.h"
#include "core/probe/samplerparser.h"
#include "diagnosistestutil.h"
#include "remote/jobs/samplerjob.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using DiagTest::share;

namespace {

// Two snapshots 1 s apart: smbd pid 42 (+20 ticks) and pid 43 (+0), with the given Q lines.
QByteArray snapshots(const QByteArray &quotaLines)
{
    return "@@hz 100\n@@s 10.0\ncpu0 0 0 0 100 0 0 0 0 0 0\n"
           "P 42 (smbd) S 1 1 1 0 -1 0 0 0 0 0 0 0 0 0\n" +
           quotaLines +
           "@@e\n@@s 11.0\ncpu0 0 0 0 200 0 0 0 0 0 0\n"
           "P 42 (smbd) S 1 1 1 0 -1 0 0 0 0 0 10 10 0 0\n" +
           quotaLines + "@@e\n";
}

Run cpuHost(double smbdPeak, const QJsonObject &limits)
{
    // A Pi 4 at gigabit, raw TCP 112 MB/s, local disk 114 MB/s, the share at 9 MB/s.
    QJsonObject write = share(u"share-write"_s, 9, {{u"smbd"_s, smbdPeak}});
    if (!limits.isEmpty())
        write.insert(u"process_cpu_limit"_s, limits);
    return DiagTest::run({{u"model"_s, u"Raspberry Pi 4 Model B Rev 1.2"_s},
                          {u"ethtool-eth0"_s, DiagTest::ethtool(u"1000Mb/s"_s, u"Full"_s)}},
                         {share(u"net-pc-to-pi"_s, 112), share(u"pi-disk-write"_s, 114), write});
}

// A process only this test runs: `tail -f /dev/null` under a name of its own (the kernel takes a
// process's name from the file it ran, a symlink included), so no other process on a shared
// machine, in a cgroup or not, has the same name.
struct OwnProcess
{
    QTemporaryDir dir;
    QString name = u"pnq%1"_s.arg(getpid() % 100000);
    QProcess process;
    bool start()
    {
        const QString link = dir.filePath(name);
        if (!QFile::link(u"/usr/bin/tail"_s, link))
            return false;
        process.start(link, {u"-f"_s, u"/dev/null"_s});
        return process.waitForStarted();
    }
    ~OwnProcess()
    {
        process.kill();
        process.waitForFinished();
    }
};

QString runSh(const QString &script, int seconds)
{
    QProcess p;
    p.start(u"timeout"_s, {QString::number(seconds), u"sh"_s, u"-c"_s, script});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestCpuLimit : public QObject
{
    Q_OBJECT
private slots:
    void parserTakesTheTightestLevel()
    {
        // v1 style: the container at 20 %, its parent unlimited (-1); v2 style "max" likewise.
        for (const QByteArray &q : {QByteArray("Q 42 20000 100000\nQ 42 -1 100000\n"),
                                    QByteArray("Q 42 max 100000\nQ 42 20000 100000\nQ 42 50000 100000\n")}) {
            SamplerParser p;
            const QList<Sample> s = p.feed(snapshots(q));
            QCOMPARE(s.size(), 1);
            QCOMPARE(s[0].processCpu.value(u"smbd"_s), 20.0);
            QCOMPARE(s[0].processCpuLimit.value(u"smbd"_s), 20.0);
        }
    }

    void noQuotaMeansNoLimit()
    {
        SamplerParser p;
        QVERIFY(p.feed(snapshots("Q 42 max 100000\nQ 42 -1 100000\n"))[0].processCpuLimit.isEmpty());
        SamplerParser none;
        QVERIFY(none.feed(snapshots(""))[0].processCpuLimit.isEmpty());
    }

    void oneFreeProcessFreesTheName()
    {
        // Two smbd: one in a 20 % container, one outside any quota: smbd as a name is not limited.
        const QByteArray raw = "@@s 1.0\nP 42 (smbd) S 1 1 1 0 -1 0 0 0 0 0 0 0 0 0\nQ 42 20000 100000\n"
                               "P 43 (smbd) S 1 1 1 0 -1 0 0 0 0 0 0 0 0 0\n@@e\n"
                               "@@s 2.0\nP 42 (smbd) S 1 1 1 0 -1 0 0 0 0 0 1 0 0 0\nQ 42 20000 100000\n"
                               "P 43 (smbd) S 1 1 1 0 -1 0 0 0 0 0 1 0 0 0\n@@e\n";
        SamplerParser p;
        QVERIFY(p.feed(raw)[0].processCpuLimit.isEmpty());
    }

    void garbageQuotaLinesAreIgnored()
    {
        SamplerParser p;
        const QList<Sample> s =
            p.feed(snapshots("Q\nQ 42\nQ x 1 2\nQ 42 0 100000\nQ 42 20000 0\nQ 42 abc def\nQ 42 -5 100\n"));
        QCOMPARE(s.size(), 1);
        QVERIFY(s[0].processCpuLimit.isEmpty());
    }

    void sampleAndMeasurementKeepTheLimit()
    {
        Sample s;
        s.t = 1;
        s.processCpuLimit = {{u"smbd"_s, 20.0}};
        QCOMPARE(Sample::fromJson(s.toJson()), std::optional<Sample>(s));
        QVERIFY(s.toJson().contains(u"proc_limit"_s));
        Sample plain;
        QVERIFY(!plain.toJson().contains(u"proc_limit"_s)); // old readers see what they always saw

        Measurement m(Measurement::Kind::ShareWrite);
        m.setBytes(1000000);
        m.setSeconds(1);
        m.setProcessCpuLimit({{u"smbd"_s, 50.0}});
        const Result<Measurement> back = Measurement::fromJson(m.toJson());
        QVERIFY(back);
        QCOMPARE(back.value(), m);
        QVERIFY(back.value().extra().isEmpty());
        QJsonObject bad = m.toJson();
        bad.insert(u"process_cpu_limit"_s, u"fifty"_s);
        QVERIFY(!Measurement::fromJson(bad));
    }

    void atTheQuotaIsServerCpuBound()
    {
        const Diagnosis d = Diagnosis::diagnose(cpuHost(19.6, {{u"smbd"_s, 20.0}}));
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(Layer::ServerCpu));
        const Finding *f = d.finding(u"server-cpu-bound"_s);
        QVERIFY(f);
        QVERIFY2(f->evidence.contains(u"20 %"_s) && f->evidence.contains(u"cgroup"_s), qPrintable(f->evidence));
        QVERIFY(f->fix.contains(u"--cpus"_s));
        QVERIFY(d.bottleneck.reason.contains(u"cgroup"_s));
        // With a whole core it could do about 5 times as much: 9 MB/s * 100 / 20, below the network.
        QVERIFY2(f->expected.contains(u"45"_s), qPrintable(f->expected));
    }

    void theSameFigureWithoutAQuotaIsNot()
    {
        const Diagnosis d = Diagnosis::diagnose(cpuHost(19.6, {}));
        QVERIFY(!d.finding(u"server-cpu-bound"_s));
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(Layer::Client));
    }

    void belowTheQuotaIsNot()
    {
        const Diagnosis d = Diagnosis::diagnose(cpuHost(12, {{u"smbd"_s, 20.0}}));
        QVERIFY(!d.finding(u"server-cpu-bound"_s));
    }

    void aQuotaAboveOneCoreStillMeansOneCore()
    {
        // --cpus=2: smbd serves the client on one core, so 60 % is not saturated and 97 % is,
        // and then it is the core, not the quota.
        QVERIFY(!Diagnosis::diagnose(cpuHost(60, {{u"smbd"_s, 200.0}})).finding(u"server-cpu-bound"_s));
        const Diagnosis d = Diagnosis::diagnose(cpuHost(97, {{u"smbd"_s, 200.0}}));
        const Finding *f = d.finding(u"server-cpu-bound"_s);
        QVERIFY(f);
        QVERIFY(!f->evidence.contains(u"cgroup"_s));
    }

    void aBusyServerCountsOnlyForItsOwnKindOfShare_data()
    {
        QTest::addColumn<QString>("mount");  // how the PC mounts the share (the measurement's method)
        QTest::addColumn<QString>("server"); // the process at a full core
        QTest::addColumn<bool>("cpuBound");
        QTest::newRow("smbd, SMB share") << u"cifs"_s << u"smbd"_s << true;
        QTest::newRow("smbd, smbnetfs share") << u"fuse.smbnetfs"_s << u"smbd"_s << true;
        QTest::newRow("smbd, Windows SMB share") << u"smb"_s << u"smbd"_s << true;
        QTest::newRow("nfsd, NFS share") << u"nfs4"_s << u"nfsd"_s << true;
        QTest::newRow("smbd, sshfs share") << u"fuse.sshfs"_s << u"smbd"_s << false;
        QTest::newRow("smbd, NFS share") << u"nfs"_s << u"smbd"_s << false;
        QTest::newRow("nfsd, SMB share") << u"cifs"_s << u"nfsd"_s << false;
        QTest::newRow("smbd, other FUSE share") << u"fuse.rclone"_s << u"smbd"_s << false;
        QTest::newRow("smbd, mount not known") << QString() << u"smbd"_s << true;
    }

    void aBusyServerCountsOnlyForItsOwnKindOfShare()
    {
        // The share at the network's figure while a file server sits at a full core. That server
        // explains the share only when it serves it: a busy smbd (other clients, another share, a
        // second test on the same machine) says nothing about an sshfs share, whose limit here is the
        // network.
        QFETCH(QString, mount);
        QFETCH(QString, server);
        QFETCH(bool, cpuBound);
        QJsonObject write = share(u"share-write"_s, 109, {{server, 100.0}});
        if (!mount.isEmpty())
            write.insert(u"method"_s, mount);
        const Run r = DiagTest::run({{u"model"_s, u"Raspberry Pi 4 Model B Rev 1.2"_s},
                                     {u"ethtool-eth0"_s, DiagTest::ethtool(u"1000Mb/s"_s, u"Full"_s)}},
                                    {share(u"net-pc-to-pi"_s, 112), share(u"pi-disk-write"_s, 114), write});
        const Diagnosis d = Diagnosis::diagnose(r);
        QCOMPARE(bool(d.finding(u"server-cpu-bound"_s)), cpuBound);
        QCOMPARE(d.bottleneck.layer, std::optional<Layer>(cpuBound ? Layer::ServerCpu : Layer::Network));
        QCOMPARE(d.bottleneck.reason.contains(server), cpuBound);
    }

    void theLimitAlsoComesFromTheSamples()
    {
        Run r = cpuHost(19.6, {});
        Sample s;
        s.t = 5;
        s.step = u"share-write"_s;
        s.processCpu = {{u"smbd"_s, 19.6}};
        s.processCpuLimit = {{u"smbd"_s, 20.0}};
        r.setSamples({s});
        QVERIFY(Diagnosis::diagnose(r).finding(u"server-cpu-bound"_s));
    }

    void samplerScriptOnThisMachine()
    {
        // The real loop, watching a `tail` of ours for two snapshots (not `sleep`: the loop runs
        // its own): no quota outside cgroups.
        OwnProcess own;
        QVERIFY(own.start());
        const QString out = runSh(SamplerJob::script({own.name}), 3);
        QVERIFY2(out.contains(u"\nP "_s), qPrintable(out.left(2000)));
        SamplerParser p;
        const QList<Sample> samples = p.feed(out.toUtf8());
        QVERIFY(!samples.isEmpty());
        QVERIFY(samples.last().processCpu.contains(own.name));
        QVERIFY(samples.last().processCpuLimit.isEmpty());
    }

    void samplerScriptSeesARealQuota()
    {
        // cgroup v2 (cpu.max) or v1 (cpu.cfs_quota_us): a cgroup of ours at 30 % of a core.
        if (geteuid() != 0)
            QSKIP("making a cgroup with a CPU quota needs root");
        const bool v2 = QFile::exists(u"/sys/fs/cgroup/cgroup.controllers"_s);
        const QString base = v2 ? u"/sys/fs/cgroup"_s : u"/sys/fs/cgroup/cpu"_s;
        const QString dir = base + u"/pinas-test-cpulimit-%1"_s.arg(getpid());
        if (!QFileInfo(base).isDir() || !QDir().mkdir(dir))
            QSKIP("no writable cgroup cpu hierarchy here");
        auto write = [](const QString &path, const QByteArray &text) {
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        OwnProcess own;
        auto cleanup = qScopeGuard([&] {
            own.process.kill();
            own.process.waitForFinished();
            for (int i = 0; i < 50 && !QDir().rmdir(dir); ++i)
                QTest::qWait(100);
        });
        const bool quota = v2 ? write(dir + u"/cpu.max"_s, "30000 100000")
                              : write(dir + u"/cpu.cfs_period_us"_s, "100000") &&
                                    write(dir + u"/cpu.cfs_quota_us"_s, "30000");
        if (!quota)
            QSKIP("the cpu controller is not enabled for this cgroup");
        QVERIFY(own.start());
        QVERIFY(write(dir + u"/cgroup.procs"_s, QByteArray::number(own.process.processId())));
        SamplerParser p;
        const QList<Sample> samples = p.feed(runSh(SamplerJob::script({own.name}), 3).toUtf8());
        QVERIFY(!samples.isEmpty());
        QCOMPARE(samples.last().processCpuLimit.value(own.name), 30.0);
    }
};

QTEST_GUILESS_MAIN(TestCpuLimit)
#include "tst_cpulimit.moc"
