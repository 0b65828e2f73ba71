#include "core/sharebench/mountinfo.h"

#include <QTest>

// mountinfo lines in the proc(5) format: the first is the man page's own example; the network ones
// follow the same format with the options the kernel prints for nfs, cifs and FUSE mounts.
static const char kSample[] =
    "36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 - ext3 /dev/root rw,errors=continue\n"
    "21 26 0:20 / / rw,relatime - ext4 /dev/vda1 rw\n"
    "90 21 0:50 / /mnt/nas rw,relatime shared:7 - nfs 192.168.1.20:/srv/nas "
    "rw,sync,vers=3,rsize=131072,wsize=131072,namlen=255,hard,proto=tcp,addr=192.168.1.20\n"
    "91 21 0:51 / /mnt/smb rw,relatime - cifs //pi/share rw,vers=3.1.1,cache=strict,rsize=4194304\n"
    "92 21 0:52 / /mnt/my\\040share rw,nosuid,nodev - fuse.sshfs pi@pi:/srv rw,user_id=0\n"
    "garbage line\n"
    "93 21 0:53 / /mnt/nas/inner rw - ext4 /dev/sdb1 rw\n";

class TestMountInfo : public QObject
{
    Q_OBJECT
private slots:
    void parsesAndFinds_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("mountPoint");
        QTest::addColumn<QString>("protocol");
        QTest::newRow("nfs") << "/mnt/nas/dir/file" << "/mnt/nas" << "nfs";
        QTest::newRow("nfs root") << "/mnt/nas" << "/mnt/nas" << "nfs";
        QTest::newRow("not a prefix match") << "/mnt/nasty" << "/" << "local";
        QTest::newRow("cifs") << "/mnt/smb/x" << "/mnt/smb" << "smb";
        QTest::newRow("escaped space") << "/mnt/my share/a" << "/mnt/my share" << "sshfs";
        QTest::newRow("nested mount wins") << "/mnt/nas/inner/x" << "/mnt/nas/inner" << "local";
    }
    void parsesAndFinds()
    {
        QFETCH(QString, path);
        QFETCH(QString, mountPoint);
        QFETCH(QString, protocol);
        const MountInfo m = MountTable::find(MountTable::parse(kSample), path);
        QCOMPARE(m.mountPoint, mountPoint);
        QCOMPARE(m.protocol(), protocol);
    }

    void nfsOptions()
    {
        const MountInfo m = MountTable::find(MountTable::parse(kSample), QStringLiteral("/mnt/nas/a"));
        QCOMPARE(m.option(QStringLiteral("vers")), QStringLiteral("3"));
        QCOMPARE(m.option(QStringLiteral("wsize")), QStringLiteral("131072"));
        QVERIFY(m.hasFlag(QStringLiteral("sync")));
        QVERIFY(m.isNetwork());
        QCOMPARE(m.source, QStringLiteral("192.168.1.20:/srv/nas"));
    }

    void garbageGivesNothing()
    {
        QVERIFY(MountTable::parse("\xff\xfe - - -\n\n").isEmpty());
        QVERIFY(!MountTable::find({}, QStringLiteral("/x")).isValid());
    }

    void thisMachineHasARoot()
    {
        const MountInfo m = MountTable::forPath(QStringLiteral("/"));
        QVERIFY(m.isValid());
#ifdef Q_OS_WIN
        // "/" is the current drive's root, a drive of this PC: refused as a share, as "/" is on Linux.
        QVERIFY2(m.mountPoint.size() == 3 && m.mountPoint.endsWith(QLatin1String(":\\")), qPrintable(m.mountPoint));
        QCOMPARE(m.protocol(), QStringLiteral("local"));
        QVERIFY(!m.isNetwork());
#else
        QCOMPARE(m.mountPoint, QStringLiteral("/"));
#endif
    }

#ifdef Q_OS_WIN
    // A UNC path is a share whatever its server: \\server\share is the mount, the rest a folder in it.
    void uncPathIsAShare()
    {
        const MountInfo m = MountTable::forPath(QStringLiteral("\\\\raspberrypi\\nas\\films"));
        QCOMPARE(m.mountPoint, QStringLiteral("\\\\raspberrypi\\nas"));
        QCOMPARE(m.protocol(), QStringLiteral("smb"));
        QVERIFY(m.isNetwork());
    }
#endif
};

QTEST_GUILESS_MAIN(TestMountInfo)
#include "tst_mountinfo.moc"
