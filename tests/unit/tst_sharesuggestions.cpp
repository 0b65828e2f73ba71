#include "app/setup/sharesuggestions.h"

#include <QTest>

namespace {

// A PC's /proc/self/mountinfo with shares from two Pis and one other server, in the formats the
// kernel prints for nfs/nfs4, cifs, smb3 and FUSE (sshfs, smbnetfs) mounts.
const char kMountinfo[] =
    "22 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw,errors=remount-ro\n"
    "90 22 0:50 / /mnt/nas rw,relatime shared:7 - nfs raspberrypi.local:/srv/nas "
    "rw,vers=3,rsize=131072,wsize=131072,hard,proto=tcp,addr=192.168.1.20\n"
    "91 22 0:51 / /media/pi-share rw,relatime - cifs //RASPBERRYPI/share rw,vers=3.1.1,addr=192.168.1.20\n"
    "92 22 0:52 / /mnt/by-ip rw,relatime - nfs4 192.168.1.20:/srv/nas rw,vers=4.2,addr=192.168.1.20\n"
    "93 22 0:53 / /home/me/pi\\040files rw,nosuid,nodev - fuse.sshfs pi@raspberrypi.local:/home/pi "
    "rw,user_id=1000\n"
    "94 22 0:54 / /mnt/v6 rw - nfs [fd00::20]:/export rw,vers=3\n"
    "95 22 0:55 / /mnt/other rw - cifs //othernas/media rw,vers=3.0\n"
    "96 22 0:56 / /mnt/smbnet rw - fuse.smbnetfs smbnetfs rw,user_id=1000\n"
    "97 22 0:57 / /mnt/usb rw - ext4 /dev/sdb1 rw\n"
    "98 22 0:58 / /mnt/pi2 rw - smb3 //pi2.lan/data rw\n"
    "not a mountinfo line at all\n";

QStringList mountPoints(const QList<ShareSuggestion> &list)
{
    QStringList out;
    for (const ShareSuggestion &s : list)
        out << s.mountPoint;
    return out;
}

} // namespace

class TestShareSuggestions : public QObject
{
    Q_OBJECT
private slots:
    void serverOf_data()
    {
        QTest::addColumn<QString>("fsType");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("server");
        QTest::newRow("nfs") << "nfs" << "pi:/srv" << "pi";
        QTest::newRow("nfs4 ipv4") << "nfs4" << "192.168.1.20:/" << "192.168.1.20";
        QTest::newRow("nfs ipv6 brackets") << "nfs" << "[fd00::20]:/export" << "fd00::20";
        QTest::newRow("cifs") << "cifs" << "//pi/share" << "pi";
        QTest::newRow("cifs backslashes") << "cifs" << "\\\\pi\\share" << "pi";
        QTest::newRow("sshfs user") << "fuse.sshfs" << "pi@nas.lan:/srv" << "nas.lan";
        QTest::newRow("sshfs no path") << "fuse.sshfs" << "nas.lan:" << "nas.lan";
        QTest::newRow("smbnetfs") << "fuse.smbnetfs" << "smbnetfs" << "";
        QTest::newRow("local") << "ext4" << "/dev/sda1" << "";
        QTest::newRow("garbage nfs") << "nfs" << ":::" << "";
        QTest::newRow("unclosed bracket") << "nfs" << "[fd00::1:/x" << "";
    }
    void serverOf()
    {
        QFETCH(QString, fsType);
        QFETCH(QString, source);
        QFETCH(QString, server);
        MountInfo m;
        m.mountPoint = QStringLiteral("/mnt/x");
        m.fsType = fsType;
        m.source = source;
        QCOMPARE(ShareSuggestions::serverOf(m), server);
    }

    void matches_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("host");
        QTest::addColumn<bool>("match");
        QTest::newRow("same") << "raspberrypi.local" << "raspberrypi.local" << true;
        QTest::newRow("case and dot") << "RaspberryPi.Local." << "raspberrypi.local" << true;
        QTest::newRow("netbios vs mdns") << "RASPBERRYPI" << "raspberrypi.local" << true;
        QTest::newRow("mdns vs short") << "raspberrypi.local" << "raspberrypi" << true;
        QTest::newRow("different domains") << "raspberrypi.lan" << "raspberrypi.local" << false;
        QTest::newRow("other host") << "othernas" << "raspberrypi.local" << false;
        QTest::newRow("prefix is not a match") << "raspberrypi2" << "raspberrypi" << false;
        QTest::newRow("same v4") << "192.168.1.20" << "192.168.1.20" << true;
        QTest::newRow("v6 spelled differently") << "fd00:0:0::20" << "FD00::20" << true;
        QTest::newRow("v4 vs other v4") << "192.168.1.21" << "192.168.1.20" << false;
        QTest::newRow("address vs name, nothing resolved") << "192.168.1.20" << "raspberrypi.local" << false;
        QTest::newRow("empty") << "" << "raspberrypi.local" << false;
    }
    void matches()
    {
        QFETCH(QString, server);
        QFETCH(QString, host);
        QFETCH(bool, match);
        QCOMPARE(ShareSuggestions::serverMatches(server, host), match);
    }

    void suggestsByName()
    {
        const auto list = ShareSuggestions::forHost(MountTable::parse(kMountinfo), QStringLiteral("raspberrypi.local"));
        QCOMPARE(mountPoints(list), (QStringList{QStringLiteral("/mnt/nas"), QStringLiteral("/media/pi-share"),
                                                 QStringLiteral("/home/me/pi files")}));
        QCOMPARE(list.at(0).protocol, QStringLiteral("nfs"));
        QCOMPARE(list.at(0).remotePath, QStringLiteral("/srv/nas"));
        QCOMPARE(list.at(1).protocol, QStringLiteral("smb"));
        QCOMPARE(list.at(1).remotePath, QString()); // an SMB share name is not a folder on the Pi
        QCOMPARE(list.at(2).protocol, QStringLiteral("sshfs"));
        QCOMPARE(list.at(2).remotePath, QStringLiteral("/home/pi"));
    }

    void suggestsByAddressGiven()
    {
        // The addresses the host resolved to, handed in: the test itself resolves nothing.
        const QList<QHostAddress> addresses{QHostAddress(QStringLiteral("192.168.1.20")),
                                            QHostAddress(QStringLiteral("fd00::20"))};
        const auto list = ShareSuggestions::forHost(MountTable::parse(kMountinfo), QStringLiteral("raspberrypi.local"),
                                                    addresses);
        QCOMPARE(mountPoints(list), (QStringList{QStringLiteral("/mnt/nas"), QStringLiteral("/media/pi-share"),
                                                 QStringLiteral("/mnt/by-ip"), QStringLiteral("/home/me/pi files"),
                                                 QStringLiteral("/mnt/v6")}));
        QCOMPARE(list.at(4).remotePath, QStringLiteral("/export"));
    }

    void hostGivenAsAddress()
    {
        const auto list = ShareSuggestions::forHost(MountTable::parse(kMountinfo), QStringLiteral("192.168.1.20"));
        QCOMPARE(mountPoints(list), QStringList{QStringLiteral("/mnt/by-ip")});
    }

    void otherPiAndNothing()
    {
        const auto mounts = MountTable::parse(kMountinfo);
        QCOMPARE(mountPoints(ShareSuggestions::forHost(mounts, QStringLiteral("pi2.lan"))),
                 QStringList{QStringLiteral("/mnt/pi2")});
        QVERIFY(ShareSuggestions::forHost(mounts, QStringLiteral("unknown.local")).isEmpty());
        QVERIFY(ShareSuggestions::forHost(mounts, QString()).isEmpty());
        QVERIFY(ShareSuggestions::forHost(MountTable::parse(QByteArray("\x00\xff garbage", 10)),
                                          QStringLiteral("pi")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestShareSuggestions)
#include "tst_sharesuggestions.moc"
