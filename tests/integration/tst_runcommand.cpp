// `pinas-doctor run` end to end against a real OpenSSH server on 127.0.0.1: a full headless run
// with a local directory as the share, and the setup mistakes the pre-flight stops with exit 2 and
// no run file (read-only or missing Pi folder, share not mounted, share of another folder).
#include "core/model/completeness.h"
#include "core/model/run.h"
#include "core/report/report.h"
#include "core/treatment/beforeafter.h"
#include "core/treatment/remeasure.h"
#include "tests/integration/readonlyfolder.h"
#include "tests/integration/sshdfixture.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestRunCommand : public QObject
{
    Q_OBJECT
private:
    SshdFixture m_sshd;

    struct Outcome
    {
        int exitCode = -1;
        QString stderrText;
    };

    Outcome runCli(const QStringList &extra, const QString &command = QStringLiteral("run"),
                   QString *standardOutput = nullptr)
    {
        QProcess p;
        QStringList args{command,
                         QStringLiteral("--host"),
                         QStringLiteral("127.0.0.1"),
                         QStringLiteral("--port"),
                         QString::number(m_sshd.port()),
                         QStringLiteral("--user"),
                         m_sshd.user(),
                         QStringLiteral("--identity"),
                         m_sshd.clientKeyPath(),
                         QStringLiteral("--known-hosts"),
                         m_sshd.path(QStringLiteral("cli_known_hosts")),
                         QStringLiteral("--accept-new-host-key")};
        args << extra;
        p.start(QStringLiteral(PINAS_DOCTOR_BIN), args);
        if (!p.waitForFinished(280000))
            p.kill();
        if (standardOutput)
            *standardOutput = QString::fromUtf8(p.readAllStandardOutput());
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
    }
    static bool isEmpty(const QString &dir)
    {
        return QDir(dir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }
    static QStringList tempFiles(const QString &dir)
    {
        return QDir(dir).entryList({QStringLiteral(".pinas-doctor-*")}, QDir::AllEntries | QDir::Hidden);
    }

private slots:
    void initTestCase()
    {
        if (const QString why = m_sshd.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void badUsageIsExit2()
    {
        QProcess p;
        p.start(QStringLiteral(PINAS_DOCTOR_BIN), {QStringLiteral("run"), QStringLiteral("--host"), QStringLiteral("127.0.0.1")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
    }

    void unknownHostKeyIsRefusedWithoutTheFlag()
    {
        QTemporaryDir dir;
        QProcess p;
        p.start(QStringLiteral(PINAS_DOCTOR_BIN),
                {QStringLiteral("run"), QStringLiteral("--host"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                 QString::number(m_sshd.port()), QStringLiteral("--user"), m_sshd.user(), QStringLiteral("--identity"),
                 m_sshd.clientKeyPath(), QStringLiteral("--known-hosts"), dir.filePath(QStringLiteral("kh")),
                 QStringLiteral("--remote-dir"), dir.path(), QStringLiteral("--share"), dir.path(),
                 QStringLiteral("--out"), dir.filePath(QStringLiteral("x.pinasrun"))});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.pinasrun"))));
    }

    void fullRunWritesEveryMeasurement()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        QTemporaryDir outDir;
        const QString out = outDir.filePath(QStringLiteral("full.pinasrun"));
        // The "share" is a folder on this machine's disk: allowed by the flag.
        const Outcome o = runCli({QStringLiteral("--remote-dir"), remote.path(), QStringLiteral("--share"), share.path(),
                                  QStringLiteral("--allow-local-share"), QStringLiteral("--label"),
                                  QStringLiteral("loopback"), QStringLiteral("--out"), out});
        QVERIFY2(o.exitCode == 0, qPrintable(o.stderrText));
        qInfo("%s", qPrintable(o.stderrText));
        // Two folders of the same "Pi": the share is the other one. The run follows it: the disk test
        // runs in the share's folder, and one line says so (issue #26).
        QVERIFY2(o.stderrText.contains(QStringLiteral("The share is the folder %1 on the Pi, not the Pi folder %2: the "
                                                      "Pi-side tests run in %1.")
                                           .arg(share.path(), remote.path())),
                 qPrintable(o.stderrText));
        const Result<Run> run = Run::load(out);
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        const Run r = run.value();
        QCOMPARE(r.label(), QStringLiteral("loopback"));
        QVERIFY(r.transcript().startsWith(QLatin1String("@@pinas-probe 2 token=")));
        QVERIFY(r.isComplete());
        for (Measurement::Kind k : Measurement::allKinds()) {
            if (k == Measurement::Kind::ShareCopyFile)
                continue;
            const QList<Measurement> ms = r.measurements(k);
            QVERIFY2(ms.size() == 1, qPrintable(Measurement::kindKey(k)));
            QVERIFY2(ms.first().hasFigures() && ms.first().mbPerSecond() > 1, qPrintable(Measurement::kindKey(k)));
        }
        QVERIFY(!r.samples().isEmpty());
        QVERIFY(!r.samples().first().cpuPerCore.isEmpty());
        QVERIFY(r.profile().contains(QStringLiteral("client_mount")));
        const QJsonObject preflight = r.profile().value(QStringLiteral("preflight")).toObject();
        QCOMPARE(preflight.value(QStringLiteral("tests_folder")).toString(), share.path());
        QCOMPARE(preflight.value(QStringLiteral("share_on_pi")).toString(), share.path());
        QVERIFY(preflight.value(QStringLiteral("passed")).toBool()); // the problem was settled
        QCOMPARE(Completeness::of(r).state, Completeness::State::Complete);
        // Which Pi it was (issue #34): the key the server showed and the hash of its machine id (this
        // machine's: the loopback sshd), never the id itself.
        const QJsonObject identity = r.extra().value(QStringLiteral("pi_identity")).toObject();
        QCOMPARE(identity.value(QStringLiteral("host_key_sha256")).toString(), m_sshd.hostKeyFingerprint());
        QFile machineId(QStringLiteral("/etc/machine-id"));
        if (machineId.open(QIODevice::ReadOnly)) {
            const QByteArray id = machineId.readAll();
            QCOMPARE(identity.value(QStringLiteral("machine_id_sha256")).toString(),
                     QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha256).toHex()));
            QVERIFY(!r.transcript().contains(QString::fromLatin1(id.trimmed())));
        }
        QVERIFY(tempFiles(remote.path()).isEmpty());
        QVERIFY(tempFiles(share.path()).isEmpty());
    }

    // The same, with the chosen folder kept on purpose: the run measures, but nothing compares the
    // disk with the share, the run file says the pre-flight did not pass, and the run is partial.
    void keptOtherFolderIsNotComplete()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        QTemporaryDir outDir;
        const QString out = outDir.filePath(QStringLiteral("kept.pinasrun"));
        const Outcome o = runCli({QStringLiteral("--remote-dir"), remote.path(), QStringLiteral("--share"), share.path(),
                                  QStringLiteral("--allow-local-share"), QStringLiteral("--keep-pi-folder"),
                                  QStringLiteral("--out"), out});
        QVERIFY2(o.exitCode == 3, qPrintable(o.stderrText));
        QVERIFY2(o.stderrText.contains(QStringLiteral("Going on with the Pi folder %1, as asked").arg(remote.path())),
                 qPrintable(o.stderrText));
        const Run r = Run::load(out).value();
        const QJsonObject preflight = r.profile().value(QStringLiteral("preflight")).toObject();
        QVERIFY(!preflight.value(QStringLiteral("passed")).toBool());
        QCOMPARE(preflight.value(QStringLiteral("tests_folder")).toString(), remote.path());
        const Report report = Report::build(r);
        QCOMPARE(report.completeness.state, Completeness::State::Partial);
        QVERIFY(report.diagnosis.bottleneck.layer != Layer::Storage && report.diagnosis.bottleneck.layer != Layer::Usb &&
                report.diagnosis.bottleneck.layer != Layer::Client);
        QVERIFY2(report.summary.contains(share.path()), qPrintable(report.summary));
        QVERIFY(tempFiles(remote.path()).isEmpty());
        QVERIFY(tempFiles(share.path()).isEmpty());
    }

    // A Pi folder the login may not write in: the pre-flight stops the run before any test, says
    // what, where and how to fix it, exits 2 and writes nothing.
    void readOnlyRemoteDirStopsBeforeMeasuring()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        QTemporaryDir outDir;
        const ReadOnlyFolder readOnly(remote.path());
        if (!readOnly.ok())
            QSKIP("cannot make a folder read-only here");
        const QString out = outDir.filePath(QStringLiteral("partial.pinasrun"));
        const Outcome o = runCli({QStringLiteral("--remote-dir"), remote.path(), QStringLiteral("--share"), share.path(),
                                  QStringLiteral("--allow-local-share"), QStringLiteral("--out"), out});
        QVERIFY2(o.exitCode == 2, qPrintable(o.stderrText));
        // As root the folder is a read-only mount, else a folder without the write bit: each is named.
        QVERIFY2(o.stderrText.contains(SshdFixture::isRoot()
                                           ? QStringLiteral("The Pi folder %1 on 127.0.0.1 is on a file system mounted "
                                                            "read-only")
                                                 .arg(remote.path())
                                           : QStringLiteral("may not write in the Pi folder %1").arg(remote.path())),
                 qPrintable(o.stderrText));
        QVERIFY2(!o.stderrText.contains(QStringLiteral("Reading the Pi's hardware")), qPrintable(o.stderrText));
        QVERIFY(isEmpty(outDir.path()));
        QVERIFY(isEmpty(share.path()));
    }

    // A share that is not mounted leaves a plain folder on this PC's disk: measuring it would
    // blame or clear the Pi with this PC's own figures. The pre-flight refuses it and says why,
    // writes nothing there and no run file, and the run exits 2.
    void unmountedShareIsRefused()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        QTemporaryDir outDir;
        const QString out = outDir.filePath(QStringLiteral("local.pinasrun"));
        const Outcome o = runCli({QStringLiteral("--remote-dir"), remote.path(), QStringLiteral("--share"), share.path(),
                                  QStringLiteral("--preset"), QStringLiteral("quick"), QStringLiteral("--out"), out});
        QVERIFY2(o.exitCode == 2, qPrintable(o.stderrText));
        QVERIFY2(o.stderrText.contains(QLatin1String("own disk")), qPrintable(o.stderrText));
        QVERIFY2(o.stderrText.contains(QLatin1String("no run file was written")), qPrintable(o.stderrText));
        QVERIFY(isEmpty(outDir.path()));
        QVERIFY(isEmpty(share.path()));
        QVERIFY(isEmpty(remote.path()));
    }

    void missingRemoteDirIsExit2()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        QTemporaryDir outDir;
        const QString missing = remote.filePath(QStringLiteral("gone"));
        const Outcome o = runCli({QStringLiteral("--remote-dir"), missing, QStringLiteral("--share"), share.path(),
                                  QStringLiteral("--allow-local-share"), QStringLiteral("--out"),
                                  outDir.filePath(QStringLiteral("x.pinasrun"))});
        QVERIFY2(o.exitCode == 2, qPrintable(o.stderrText));
        QVERIFY2(o.stderrText.contains(QStringLiteral("The Pi folder %1 does not exist on 127.0.0.1").arg(missing)),
                 qPrintable(o.stderrText));
        QVERIFY(isEmpty(outDir.path()));
        QVERIFY(isEmpty(share.path()));
    }

    // Issue #36: `run --host ALIAS` without --port takes the alias's HostName and Port from
    // ~/.ssh/config (here a HOME of the test's own), as OpenSSH does; it reached the Pi when the
    // pre-flight speaks of the Pi's folder. --port still names the port (22 here: nothing listens).
    void sshConfigAliasGivesHostAndPort()
    {
        QTemporaryDir home;
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral(".ssh")));
        {
            QFile config(home.filePath(QStringLiteral(".ssh/config")));
            QVERIFY(config.open(QIODevice::WriteOnly));
            config.write(QStringLiteral("Host pinas-cfg-alias\n  HostName 127.0.0.1\n  Port %1\n")
                             .arg(m_sshd.port()).toUtf8());
        }
        QTemporaryDir outDir;
        const QString missing = outDir.filePath(QStringLiteral("gone"));
        const QStringList args{QStringLiteral("run"), QStringLiteral("--host"), QStringLiteral("pinas-cfg-alias"),
                               QStringLiteral("--user"), m_sshd.user(), QStringLiteral("--identity"),
                               m_sshd.clientKeyPath(), QStringLiteral("--known-hosts"),
                               m_sshd.path(QStringLiteral("cli_known_hosts")), QStringLiteral("--accept-new-host-key"),
                               QStringLiteral("--remote-dir"), missing, QStringLiteral("--share"), outDir.path(),
                               QStringLiteral("--allow-local-share"), QStringLiteral("--out"),
                               outDir.filePath(QStringLiteral("x.pinasrun"))};
        const auto run = [&](const QStringList &extra) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("HOME"), home.path());
            env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(PINAS_DOCTOR_BIN), args + extra);
            if (!p.waitForFinished(120000))
                p.kill();
            return Outcome{p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
        };
        const Outcome viaConfig = run({});
        QCOMPARE(viaConfig.exitCode, 2);
        QVERIFY2(viaConfig.stderrText.contains(QStringLiteral("The Pi folder %1 does not exist").arg(missing)),
                 qPrintable(viaConfig.stderrText));
        const Outcome named = run({QStringLiteral("--port"), QStringLiteral("1")});
        QCOMPARE(named.exitCode, 2);
        QVERIFY2(!named.stderrText.contains(QStringLiteral("does not exist")), qPrintable(named.stderrText));
        QVERIFY2(named.stderrText.contains(QStringLiteral("port 1")), qPrintable(named.stderrText));
    }

    // Two folders, the share not one the Pi serves: the marker is found nowhere on the Pi.
    void shareOfAnotherFolderIsExit2()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QStringLiteral("/tmp/pinas-share-elsewhere-XXXXXX"));
        QTemporaryDir outDir;
        const Outcome o = runCli({QStringLiteral("--remote-dir"), remote.path(), QStringLiteral("--share"), share.path(),
                                  QStringLiteral("--allow-local-share"), QStringLiteral("--out"),
                                  outDir.filePath(QStringLiteral("x.pinasrun"))});
        QVERIFY2(o.exitCode == 2, qPrintable(o.stderrText));
        QVERIFY2(o.stderrText.contains(QStringLiteral("The share folder %1 on this PC is not the Pi folder %2")
                                           .arg(share.path(), remote.path())),
                 qPrintable(o.stderrText));
        QVERIFY(isEmpty(outDir.path()));
        QVERIFY(isEmpty(share.path()));
        QVERIFY(isEmpty(remote.path()));
    }

    // `fix RUNFILE --measure-again CHANGE_ID` (issue #29): a real run before, a change recorded in it
    // (as `fix --apply` records one: this test changes nothing on this machine), then the re-measure
    // through the same loopback sshd: only the change's steps run, the run after is saved with
    // `after_change` and `steps_chosen`, and the before/after card is printed as JSON and as text.
    void measureAgainAfterAChange()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        QTemporaryDir outDir;
        const QString beforeFile = outDir.filePath(QStringLiteral("before.pinasrun"));
        const QStringList folders{QStringLiteral("--remote-dir"), remote.path(), QStringLiteral("--share"),
                                  share.path(), QStringLiteral("--allow-local-share")};
        const Outcome made = runCli(folders + QStringList{QStringLiteral("--out"), beforeFile});
        QVERIFY2(made.exitCode == 0, qPrintable(made.stderrText));
        {
            QJsonObject o = Run::load(beforeFile).value().toJson();
            o.insert(QStringLiteral("changes"),
                     QJsonArray{QJsonObject{
                         {QStringLiteral("id"), QStringLiteral("20261203T140000Z-smb-sync-always-ab12")},
                         {QStringLiteral("finding"), QStringLiteral("smb-sync-always")},
                         {QStringLiteral("status"), QStringLiteral("applied")}}});
            QVERIFY(Run::fromJson(o).value().save(beforeFile).ok());
        }
        const Run before = Run::load(beforeFile).value();
        const QString id = QStringLiteral("20261203T140000Z-smb-sync-always-ab12");

        // A change the run file does not record: nothing runs, nothing is written.
        QString printed;
        Outcome o = runCli(
            QStringList{beforeFile, QStringLiteral("--measure-again"), QStringLiteral("other")} + folders,
            QStringLiteral("fix"), &printed);
        QVERIFY2(o.exitCode == 2, qPrintable(o.stderrText));
        QCOMPARE(QDir(outDir.path()).entryList(QDir::Files).size(), 1);
        // A change id and --apply at once, or neither: refused before anything.
        o = runCli(QStringList{beforeFile, id, QStringLiteral("--apply"), QStringLiteral("smb-sync-always"),
                               QStringLiteral("--yes"), QStringLiteral("--measure-again")} +
                       folders,
                   QStringLiteral("fix"), &printed);
        QVERIFY2(o.exitCode == 2 && o.stderrText.contains(QStringLiteral("--measure-again goes with")),
                 qPrintable(o.stderrText));
        o = runCli(QStringList{beforeFile, QStringLiteral("--measure-again")} + folders,
                   QStringLiteral("fix"), &printed);
        QVERIFY2(o.exitCode == 2 && o.stderrText.contains(QStringLiteral("--measure-again goes with")),
                 qPrintable(o.stderrText));
        QCOMPARE(QDir(outDir.path()).entryList(QDir::Files).size(), 1);

        o = runCli(QStringList{beforeFile, QStringLiteral("--measure-again"), id, QStringLiteral("--json")} +
                       folders,
                   QStringLiteral("fix"), &printed);
        QVERIFY2(o.exitCode == 0, qPrintable(o.stderrText));
        const QJsonObject card = QJsonDocument::fromJson(printed.toUtf8()).object();
        QVERIFY2(!card.isEmpty(), qPrintable(printed));
        const QString afterFile =
            outDir.filePath(QStringLiteral("before-after-") + id + QStringLiteral(".pinasrun"));
        QCOMPARE(card.value(QStringLiteral("after_run")).toString(), afterFile);
        QCOMPARE(card.value(QStringLiteral("before_run")).toString(), beforeFile);
        QCOMPARE(card.value(QStringLiteral("change")).toString(), id);
        QCOMPARE(card.value(QStringLiteral("finding")).toString(), QStringLiteral("smb-sync-always"));
        const QStringList steps = Remeasure::stepsAfter(before, QStringLiteral("smb-sync-always"));
        QCOMPARE(card.value(QStringLiteral("steps")).toArray().toVariantList().size(), steps.size());
        QVERIFY(card.value(QStringLiteral("share_before")).toDouble() > 1);
        QVERIFY(card.value(QStringLiteral("share_after")).toDouble() > 1);
        // The loopback Pi has no such finding. Whether the share came out faster is this machine's
        // noise: the card must only be consistent with itself (helped = faster and the finding gone;
        // the undo command exactly when it did not help).
        QCOMPARE(card.value(QStringLiteral("finding_before")).toBool(), false);
        QCOMPARE(card.value(QStringLiteral("finding_after")).toBool(), false);
        const bool helped = card.value(QStringLiteral("helped")).toBool();
        QCOMPARE(helped, card.value(QStringLiteral("faster")).toBool());
        QCOMPARE(card.contains(QStringLiteral("undo")), !helped);
        if (!helped)
            QCOMPARE(card.value(QStringLiteral("undo")).toString(),
                     QStringLiteral("pinas-doctor fix %1 --undo %2 --yes").arg(beforeFile, id));
        const Run after = Run::load(afterFile).value();
        const QJsonObject afterChange = after.extra().value(QStringLiteral("after_change")).toObject();
        QCOMPARE(afterChange.value(QStringLiteral("id")).toString(), id);
        QCOMPARE(afterChange.value(QStringLiteral("finding")).toString(), QStringLiteral("smb-sync-always"));
        QCOMPARE(afterChange.value(QStringLiteral("before_run")).toString(), beforeFile);
        QStringList chosen;
        for (const QJsonValue &v : after.extra().value(QStringLiteral("steps_chosen")).toArray())
            chosen << v.toString();
        QCOMPARE(chosen, steps);
        // Only those steps ran: no network test in a re-measure of a Samba change.
        QVERIFY(after.measurements(Measurement::Kind::NetPiToPc).isEmpty());
        QVERIFY(!after.measurements(Measurement::Kind::ShareWrite).isEmpty());
        QCOMPARE(after.profileName(), before.profileName());

        // The same card as text, to --output: the window's words (BeforeAfter).
        const QString textFile = outDir.filePath(QStringLiteral("again.pinasrun"));
        o = runCli(QStringList{beforeFile, QStringLiteral("--measure-again"), id, QStringLiteral("--output"),
                               textFile} +
                       folders,
                   QStringLiteral("fix"), &printed);
        QVERIFY2(o.exitCode == 0, qPrintable(o.stderrText));
        QVERIFY(QFile::exists(textFile));
        QVERIFY2(printed.startsWith(QStringLiteral("Change %1: ").arg(id)), qPrintable(printed));
        QVERIFY2(printed.contains(QStringLiteral("The share as the PC sees it | ")), qPrintable(printed));
        QVERIFY2(printed.contains(QStringLiteral("The finding | not found | gone")), qPrintable(printed));
        // Exactly the card the window shows for these two runs (BeforeAfter), with the undo line when
        // it did not help.
        const BeforeAfter expected =
            BeforeAfter::of(before, Run::load(textFile).value(), QStringLiteral("smb-sync-always"));
        QCOMPARE(printed, expected.toText(
                              id, QStringLiteral("pinas-doctor fix %1 --undo %2 --yes").arg(beforeFile, id)));
        QCOMPARE(printed.contains(
                     QStringLiteral("It did not help: to take the change back, run pinas-doctor fix ")),
                 !expected.helped);
        QVERIFY(tempFiles(remote.path()).isEmpty());
        QVERIFY(tempFiles(share.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRunCommand)
#include "tst_runcommand.moc"
