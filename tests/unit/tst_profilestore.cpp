#include "core/store/profilestore.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
Profile sample(const QString &name)
{
    Profile p;
    p.name = name;
    p.host = QStringLiteral("192.168.1.20");
    p.port = 2222;
    p.user = QStringLiteral("pi");
    p.auth = Profile::Auth::KeyFile;
    p.keyPath = QStringLiteral("/home/me/.ssh/id_ed25519");
    p.remoteDir = QStringLiteral("/srv/nas");
    p.sharePath = QStringLiteral("/mnt/nas");
    p.protocol = Profile::Protocol::Nfs;
    return p;
}
} // namespace

class TestProfileStore : public QObject
{
    Q_OBJECT
private slots:
    void validation_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ok") << "host" << "raspberrypi.local" << true;
        QTest::newRow("ipv6") << "host" << "[fe80::1%eth0]" << true;
        QTest::newRow("empty host") << "host" << "" << false;
        QTest::newRow("space in host") << "host" << "rasp berry" << false;
        QTest::newRow("shell in host") << "host" << "pi;rm -rf ~" << false;
        QTest::newRow("port 0 (the ssh config's, else 22)") << "port" << "0" << true;
        QTest::newRow("port -1") << "port" << "-1" << false;
        QTest::newRow("port 65536") << "port" << "65536" << false;
        QTest::newRow("port 22") << "port" << "22" << true;
        QTest::newRow("empty name") << "name" << " " << false;
        QTest::newRow("empty user") << "user" << "" << false;
        QTest::newRow("relative dir") << "remoteDir" << "srv/nas" << false;
        QTest::newRow("key without path") << "keyPath" << "" << false;
    }
    void validation()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(bool, valid);
        Profile p = sample(QStringLiteral("nas"));
        if (field == QLatin1String("host"))
            p.host = value;
        else if (field == QLatin1String("port"))
            p.port = value.toInt();
        else if (field == QLatin1String("name"))
            p.name = value;
        else if (field == QLatin1String("user"))
            p.user = value;
        else if (field == QLatin1String("remoteDir"))
            p.remoteDir = value;
        else if (field == QLatin1String("keyPath"))
            p.keyPath = value;
        QCOMPARE(p.validate().isEmpty(), valid);
    }

    void jsonRoundTrip()
    {
        const Profile p = sample(QStringLiteral("リビングの NAS"));
        QCOMPARE(Profile::fromJson(p.toJson()), p);
    }

    // What the NAS is for (issue #39): kept in order, and from a file only the keys this version
    // knows, each once.
    void usesRoundTripAndFilter()
    {
        Profile p = sample(QStringLiteral("nas"));
        p.uses = {QStringLiteral("photos"), QStringLiteral("films")};
        QCOMPARE(Profile::fromJson(p.toJson()).uses, p.uses);
        QJsonObject o = p.toJson();
        o.insert(QStringLiteral("uses"), QJsonArray{QStringLiteral("films"), QStringLiteral("<b>x</b>"),
                                                    QStringLiteral("films"), 3, QStringLiteral("backups")});
        QCOMPARE(Profile::fromJson(o).uses, (QStringList{QStringLiteral("films"), QStringLiteral("backups")}));
    }

    void saveLoadAndEdit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/profiles.json"));
        ProfileStore store(path);
        QVERIFY(store.load()); // missing file = empty list
        QVERIFY(store.add(sample(QStringLiteral("a"))));
        QVERIFY(!store.add(sample(QStringLiteral("a"))));
        QVERIFY(store.errorString().contains(QStringLiteral("\"a\"")));
        QCOMPARE(store.duplicate(QStringLiteral("a")), QStringLiteral("a (2)"));
        QCOMPARE(store.duplicate(QStringLiteral("a")), QStringLiteral("a (3)"));
        Profile renamed = sample(QStringLiteral("b"));
        renamed.sudoAllowed = true;
        QVERIFY(store.update(QStringLiteral("a (2)"), renamed));
        QVERIFY(store.remove(QStringLiteral("a (3)")));
        QVERIFY(store.save());

        ProfileStore again(path);
        QVERIFY(again.load());
        QCOMPARE(again.profiles().size(), 2);
        QCOMPARE(again.profiles().at(1), renamed);
    }

    void damagedFileIsReportedAndLeftAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("profiles.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        ProfileStore store(path);
        QVERIFY(!store.load());
        QVERIFY(!store.errorString().isEmpty());
        QFile check(path);
        QVERIFY(check.open(QIODevice::ReadOnly));
        QCOMPARE(check.readAll(), QByteArray("{ not json"));
    }

    void failedSaveKeepsTheOldFile()
    {
        if (geteuid() == 0)
            QSKIP("root writes into read-only folders; this case needs a normal user");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("profiles.json"));
        ProfileStore store(path);
        QVERIFY(store.add(sample(QStringLiteral("a"))));
        QVERIFY(store.save());
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        QVERIFY(store.add(sample(QStringLiteral("b"))));
        QVERIFY(!store.save());
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        ProfileStore again(path);
        QVERIFY(again.load());
        QCOMPARE(again.profiles().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestProfileStore)
#include "tst_profilestore.moc"
