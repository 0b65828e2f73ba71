#include "core/sharebench/sharebench.h"

#include "core/sharebench/mountinfo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <unistd.h>

// Real files on a real filesystem: the same code path the app takes on a mounted share.
class TestShareBench : public QObject
{
    Q_OBJECT

    static ShareBench::Settings small()
    {
        ShareBench::Settings s;
        s.minBytes = 8 << 20;
        s.maxBytes = 32 << 20;
        s.maxSeconds = 5;
        s.smallFiles = 50;
        s.smallFileSize = 16 << 10;
        return s;
    }

    static QStringList entries(const QString &dir)
    {
        return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

private slots:
    void writeThenReadThenCleanup()
    {
        QTemporaryDir dir;
        {
            ShareBench bench(dir.path(), small());
            const auto w = bench.write();
            QVERIFY2(w.ok, qPrintable(w.error));
            QCOMPARE(w.kind, QStringLiteral("share-write"));
            QVERIFY(w.bytes >= small().minBytes);
            QVERIFY(w.bytes <= small().maxBytes);
            QVERIFY(w.seconds > 0);
            QCOMPARE(QFileInfo(bench.testFilePath()).size(), w.bytes);
            QVERIFY(QFileInfo(bench.testFilePath()).fileName().startsWith(QStringLiteral(".pinas-doctor-")));

            const auto r = bench.read();
            QVERIFY2(r.ok, qPrintable(r.error));
            QCOMPARE(r.bytes, w.bytes); // read to the end: the file is smaller than a stable read needs
            QVERIFY(r.cacheBypass == QLatin1String("direct") || r.cacheBypass == QLatin1String("drop-cache"));
        }
        QVERIFY2(entries(dir.path()).isEmpty(), qPrintable(entries(dir.path()).join(u' ')));
    }

    void writtenDataIsNotCompressible()
    {
        QTemporaryDir dir;
        ShareBench bench(dir.path(), small());
        QVERIFY(bench.write().ok);
        QFile f(bench.testFilePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(1 << 20);
        QVERIFY(qCompress(head).size() > head.size() * 99 / 100);
    }

    void smallFilesAreCountedAndRemoved()
    {
        QTemporaryDir dir;
        ShareBench bench(dir.path(), small());
        const auto r = bench.smallFiles();
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.files, 50);
        QCOMPARE(r.bytes, qint64(50) * (16 << 10));
        QVERIFY(entries(dir.path()).isEmpty());
    }

    void copyFileCopiesAllOfIt()
    {
        QTemporaryDir src, share;
        const QString source = src.filePath(QStringLiteral("movie.mkv"));
        QFile f(source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(3 * 1000 * 1000 + 17, 'x'));
        f.close();
        ShareBench bench(share.path(), small());
        const auto r = bench.copyFile(source);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.bytes, qint64(3 * 1000 * 1000 + 17));
        QVERIFY(entries(share.path()).isEmpty());
    }

    void cancelStopsQuicklyAndLeavesNothing()
    {
        QTemporaryDir dir;
        ShareBench::Settings s = small();
        s.maxBytes = 4ll << 30;
        s.maxSeconds = 60;
        s.minBytes = 4ll << 30; // never "stable enough" on its own
        auto bench = std::make_unique<ShareBench>(dir.path(), s);
        ShareBench::Result result;
        QThread *worker = QThread::create([&] { result = bench->write(); });
        worker->start();
        // Under way: the test file has data in it. Then the cancel must end it long before its 60 s cap.
        QTRY_VERIFY_WITH_TIMEOUT(!entries(dir.path()).isEmpty() &&
                                     QFileInfo(dir.filePath(entries(dir.path()).first())).size() > 0,
                                 30000);
        bench->cancel();
        QVERIFY(worker->wait(30000));
        delete worker;
        QVERIFY(result.cancelled);
        QVERIFY(!result.ok);
        bench.reset();
        QVERIFY(entries(dir.path()).isEmpty());
    }

    void missingShareIsAClearError()
    {
        ShareBench bench(QStringLiteral("/nonexistent/pinas/share"), small());
        const auto r = bench.write();
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(QStringLiteral("/nonexistent/pinas/share")));
        QVERIFY(r.error.contains(QStringLiteral("mounted")));
    }

    void readWithoutWriteIsAnError()
    {
        QTemporaryDir dir;
        ShareBench bench(dir.path(), small());
        QVERIFY(!bench.read().ok);
    }

    void leftoversFromACrashAreFoundAndRemoved()
    {
        QTemporaryDir dir;
        QFile stale(dir.filePath(QStringLiteral(".pinas-doctor-1234.tmp")));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.close();
        QDir(dir.path()).mkdir(QStringLiteral(".pinas-doctor-5678.tmp"));
        QFile mine(dir.filePath(QStringLiteral("holiday.jpg")));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.close();
        QCOMPARE(ShareBench::leftovers(dir.path()).size(), 2);
        QCOMPARE(ShareBench::removeLeftovers(dir.path()), 2);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("holiday.jpg")});
    }

    // Which mounts get one flush at the end (FUSE: a flush holds the writer up) and which get
    // flushes beside the writes (kernel clients, whose page cache on the PC could swallow a test).
    // Lines in /proc/self/mountinfo's format as a Debian PC prints them for each client.
    void flushPolicyFollowsTheMount_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("atEndOnly");
        QTest::newRow("sshfs") << QByteArray("92 21 0:52 / /mnt/pi rw,nosuid,nodev - fuse.sshfs pi@pi:/srv rw,user_id=0,group_id=0\n") << true;
        QTest::newRow("smbnetfs") << QByteArray("93 21 0:53 / /mnt/smb rw,nosuid,nodev - fuse.smbnetfs smbnetfs rw,user_id=0\n") << true;
        QTest::newRow("rclone") << QByteArray("94 21 0:54 / /mnt/r rw - fuse.rclone pi: rw,user_id=1000\n") << true;
        QTest::newRow("plain fuse") << QByteArray("95 21 0:55 / /mnt/f rw - fuse somefs rw,user_id=0\n") << true;
        QTest::newRow("nfs4") << QByteArray("96 21 0:56 / /mnt/nfs rw,relatime - nfs4 pi:/srv rw,vers=4.2,rsize=1048576\n") << false;
        QTest::newRow("cifs") << QByteArray("97 21 0:57 / /mnt/cifs rw - cifs //pi/share rw,vers=3.1.1,cache=strict\n") << false;
        QTest::newRow("ext4") << QByteArray("98 21 8:1 / /data rw - ext4 /dev/sda1 rw\n") << false;
        QTest::newRow("fusectl is not fuse.") << QByteArray("99 21 0:58 / /sys/fs/fuse/connections rw - fusectl fusectl rw\n") << false;
    }

    void flushPolicyFollowsTheMount()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, atEndOnly);
        const QList<MountInfo> mounts = MountTable::parse(line);
        QCOMPARE(mounts.size(), 1);
        QCOMPARE(ShareBench::flushHoldsUpWrites(mounts.first()), atEndOnly);
    }

    // A nearly full share: refused before writing, with the figures; and a share that runs out of
    // room mid-test (inodes here): a clear error and no file left behind.
    void fullShare()
    {
        if (geteuid() != 0)
            QSKIP("mounting a small tmpfs needs root");
        QTemporaryDir dir;
        const QString mnt = dir.path();
        if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                       QStringLiteral("size=12m,nr_inodes=20"), QStringLiteral("tmpfs"), mnt})
            != 0)
            QSKIP("cannot mount tmpfs here");
        auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mnt}); });

        ShareBench bench(mnt, small()); // needs 16 MB free for an 8 MB floor
        const auto w = bench.write();
        QVERIFY(!w.ok);
        QVERIFY2(w.error.contains(QStringLiteral("free")), qPrintable(w.error));
        QVERIFY(entries(mnt).isEmpty());

        const auto f = bench.smallFiles(); // 50 files, 20 inodes
        QVERIFY(!f.ok);
        QVERIFY2(f.error.contains(QStringLiteral("space")), qPrintable(f.error));
        QVERIFY(entries(mnt).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestShareBench)
#include "tst_sharebench.moc"
