// The pre-flight of a run (PreflightJob through RunOrchestrator) against a real OpenSSH server on
// 127.0.0.1, with real folders: each setup mistake stops the run before anything is measured, with
// its own message, and leaves nothing behind (no marker in the share, no file in the Pi folder, no
// step run). The "share" is a folder on this machine standing for the PC's mount; the "Pi" is this
// machine too, so a marker written into the share is found by the Pi-side search when the share
// folder lies in one of the places it looks (the Pi folder, the login's home, Samba paths).
#include "remote/jobs/runorchestrator.h"
#include "tests/integration/loopbackpi.h"
#include "tests/integration/readonlyfolder.h"
#include "tests/integration/sshdfixture.h"

#include <QDir>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestPreflight : public QObject
{
    Q_OBJECT
private:
    LoopbackPi m_pi;

    struct Outcome
    {
        bool finished = false;
        bool failed = false;
        PreflightResult result;
        QStringList stepsStarted;
        Run run;
    };

    // A run whose pre-flight ends it, or which is cancelled as the first step starts (a passing
    // pre-flight: the steps are not what these tests are about).
    Outcome runUntilPreflight(const QString &remoteDir, const QString &shareDir, bool allowLocalShare = true,
                              std::optional<RunPresets::Settings> lengths = {})
    {
        RunOrchestrator::Params p;
        p.profile.name = QStringLiteral("loopback");
        p.profile.host = QStringLiteral("127.0.0.1");
        p.profile.remoteDir = remoteDir;
        p.profile.sharePath = shareDir;
        p.allowLocalShare = allowLocalShare;
        p.lengths = lengths;
        RunOrchestrator o(&m_pi.connection(), p);
        Outcome out;
        QSignalSpy done(&o, &RunOrchestrator::finished);
        connect(&o, &RunOrchestrator::preflightFinished, this,
                [&](const PreflightResult &r) { out.result = r; });
        connect(&o, &RunOrchestrator::stepStarted, this, [&](const QString &id) {
            if (id == QLatin1String("preflight"))
                return;
            out.stepsStarted << id;
            o.cancel();
        });
        o.start();
        out.finished = done.wait(120000);
        out.failed = o.preflightFailed();
        out.run = o.run();
        return out;
    }

    static bool isEmptyDir(const QString &dir)
    {
        return QDir(dir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

    static QString problems(const Outcome &o) { return o.result.problems().join(QLatin1Char('\n')); }

    // The failed pre-flight ran no step, recorded every step as skipped with the reason.
    static void checkStopped(const Outcome &o)
    {
        QVERIFY(o.finished);
        QVERIFY(o.failed);
        QVERIFY(!o.result.passed());
        QVERIFY2(o.stepsStarted.isEmpty(), qPrintable(o.stepsStarted.join(QLatin1Char(' '))));
        QVERIFY(o.run.measurements().isEmpty());
        QVERIFY(o.run.transcript().isEmpty());
        for (const QString &id : RunOrchestrator::stepIds(false)) {
            const auto s = o.run.step(id);
            QVERIFY(s);
            QCOMPARE(s->status, RunStep::Status::Skipped);
            QVERIFY(s->message.contains(o.result.headline()));
        }
    }

private slots:
    void initTestCase()
    {
        if (const QString why = m_pi.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void cleanupTestCase() { m_pi.shutdown(); }

    void shareIsThePiFolder()
    {
        QTemporaryDir dir(QDir::homePath() + QStringLiteral("/.pinas-pf-same-XXXXXX"));
        const Outcome o = runUntilPreflight(dir.path(), dir.path());
        QVERIFY(o.finished);
        QVERIFY2(o.result.passed(), qPrintable(problems(o)));
        QVERIFY(o.result.sameStorage);
        QCOMPARE(o.result.shareOnPi, dir.path());
        QVERIFY2(o.result.problems().isEmpty(), qPrintable(problems(o)));
        QCOMPARE(o.stepsStarted, QStringList{QStringLiteral("probe")}); // the run went on
        QVERIFY(LoopbackPi::tempFiles(dir.path()).isEmpty());
    }

    void missingPiFolder()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-pf-share-XXXXXX"));
        // A "%1" in the name: it stays the folder's name in the script and in every message.
        const QString missing = remote.filePath(QStringLiteral("no such %1 folder"));
        const Outcome o = runUntilPreflight(missing, share.path());
        checkStopped(o);
        const QString text = problems(o);
        QVERIFY2(text.contains(QStringLiteral("The Pi folder %1 does not exist on 127.0.0.1").arg(missing)),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("mkdir -p")), qPrintable(text));
        QVERIFY(!QFileInfo::exists(missing));
        QVERIFY(isEmptyDir(share.path()));
        QVERIFY(isEmptyDir(remote.path()));
    }

    void readOnlyPiFolder()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-pf-share-XXXXXX"));
        const ReadOnlyFolder readOnly(remote.path());
        if (!readOnly.ok())
            QSKIP("cannot make a folder read-only here");
        const Outcome o = runUntilPreflight(remote.path(), share.path());
        checkStopped(o);
        const QString text = problems(o);
        if (SshdFixture::isRoot()) {
            // A read-only mount (root writes through mode bits): named as such, never a chown (issue #26).
            QVERIFY2(text.contains(QStringLiteral("The Pi folder %1 on 127.0.0.1 is on a file system mounted read-only")
                                       .arg(remote.path())),
                     qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("fsck")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("sudo chown")), qPrintable(text));
        } else {
            // A permission: the login and the folder's owner are named.
            QVERIFY2(text.contains(QStringLiteral("may not write in the Pi folder %1 on 127.0.0.1 (owned by")
                                       .arg(remote.path())),
                     qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("sudo chown")), qPrintable(text));
        }
        QVERIFY(isEmptyDir(share.path()));
    }

    void noRoomInThePiFolder()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-pf-share-XXXXXX"));
        if (!SshdFixture::isRoot())
            QSKIP("needs root to mount a small tmpfs");
        int rc = 0;
        SshdFixture::run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                   QStringLiteral("size=1m"), QStringLiteral("none"), remote.path()},
                         &rc);
        if (rc != 0)
            QSKIP("cannot mount a small tmpfs here");
        auto restore = qScopeGuard([&] { SshdFixture::run(QStringLiteral("umount"), {remote.path()}); });
        // The quick preset: the disk test needs twice its 32 MiB floor; the folder has 1 MB.
        const Outcome o = runUntilPreflight(remote.path(), share.path());
        checkStopped(o);
        const QString text = problems(o);
        QVERIFY2(text.contains(QStringLiteral("MB are free in the Pi folder %1 on 127.0.0.1; the disk test needs 67 MB")
                                   .arg(remote.path())),
                 qPrintable(text));
        QVERIFY(isEmptyDir(remote.path()));
        QVERIFY(isEmptyDir(share.path()));
    }

    void shareNotMounted()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-pf-share-XXXXXX"));
        const Outcome o = runUntilPreflight(remote.path(), share.path(), false);
        checkStopped(o);
        const QString text = problems(o);
        QVERIFY2(text.contains(QStringLiteral("The share folder %1 is on this PC's own disk").arg(share.path())),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Mount the Pi's share there")), qPrintable(text));
        QVERIFY(isEmptyDir(share.path()));
        QVERIFY(isEmptyDir(remote.path()));
    }

    void shareMissing()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        const QString share = remote.filePath(QStringLiteral("not-mounted-here"));
        const Outcome o = runUntilPreflight(remote.path(), share);
        checkStopped(o);
        QVERIFY2(problems(o).contains(QStringLiteral("The share folder %1 does not exist").arg(share)),
                 qPrintable(problems(o)));
        QVERIFY(isEmptyDir(remote.path()));
    }

    // Two folders: the share is a folder the Pi does not serve (outside the Pi folder, the login's
    // home and every Samba path of this machine), so the marker is not found anywhere.
    void shareIsAnotherFolderNotFound()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        QTemporaryDir share(QStringLiteral("/tmp/pinas-pf-elsewhere-XXXXXX"));
        QVERIFY(share.isValid());
        const Outcome o = runUntilPreflight(remote.path(), share.path());
        checkStopped(o);
        const QString text = problems(o);
        QVERIFY2(text.contains(QStringLiteral("The share folder %1 on this PC is not the Pi folder %2 on 127.0.0.1")
                                   .arg(share.path(), remote.path())),
                 qPrintable(text));
        QVERIFY(o.result.shareOnPi.isEmpty());
        QVERIFY(isEmptyDir(share.path())); // the marker is gone
        QVERIFY(isEmptyDir(remote.path()));
    }

    // The share is another folder of the same disk, one the Pi shares (here: under the login's
    // home, as sshfs serves it): the pre-flight names it, and the run follows it there (issue #26).
    void shareOfTheSameDiskInAnotherFolder()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-pf-share-XXXXXX"));
        const Outcome o = runUntilPreflight(remote.path(), share.path());
        QVERIFY(o.finished);
        QVERIFY(!o.failed);
        QVERIFY(o.result.passed());
        QVERIFY(!o.result.sameStorage);
        QCOMPARE(o.result.shareOnPi, share.path());
        QVERIFY2(problems(o).isEmpty(), qPrintable(problems(o))); // settled: no warning stands
        QCOMPARE(o.result.note, QStringLiteral("The share is the folder %1 on the Pi, not the Pi folder %2: the Pi-side "
                                               "tests run in %1.")
                                    .arg(share.path(), remote.path()));
        QCOMPARE(o.result.testsFolder, share.path());
        QCOMPARE(o.stepsStarted, QStringList{QStringLiteral("probe")});
        const QJsonObject recorded = o.run.profile().value(QStringLiteral("preflight")).toObject();
        QCOMPARE(recorded.value(QStringLiteral("share_on_pi")).toString(), share.path());
        QCOMPARE(recorded.value(QStringLiteral("tests_folder")).toString(), share.path());
        QVERIFY(recorded.value(QStringLiteral("passed")).toBool());
        QVERIFY(isEmptyDir(share.path()));
        QVERIFY(LoopbackPi::tempFiles(remote.path()).isEmpty());
    }

    // Cancel while the Pi is being searched: the marker is removed, no step runs.
    void cancelDuringTheSearch()
    {
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-pf-remote-XXXXXX"));
        QTemporaryDir share(QStringLiteral("/tmp/pinas-pf-elsewhere-XXXXXX"));
        RunOrchestrator::Params p;
        p.profile.host = QStringLiteral("127.0.0.1");
        p.profile.remoteDir = remote.path();
        p.profile.sharePath = share.path();
        p.allowLocalShare = true;
        RunOrchestrator o(&m_pi.connection(), p);
        QSignalSpy done(&o, &RunOrchestrator::finished);
        // The PC-side checks are over and the marker written: the search is what gets cancelled.
        connect(&o, &RunOrchestrator::progressChanged, this, [&](double, const QString &text) {
            if (text.contains(QLatin1String("Looking for")))
                o.cancel();
        });
        o.start();
        QVERIFY(done.wait(60000));
        QVERIFY(o.wasCancelled());
        QVERIFY(!o.preflightFailed());
        QVERIFY(o.run().measurements().isEmpty());
        for (const QString &id : RunOrchestrator::stepIds(false))
            QCOMPARE(o.run().step(id)->status, RunStep::Status::Cancelled);
        QVERIFY(isEmptyDir(share.path()));
        QVERIFY(LoopbackPi::tempFiles(remote.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPreflight)
#include "tst_preflight.moc"
