#include "app/i18n/languagemanager.h"
#include "app/mainwindow.h"
#include "app/pages/profilespanel.h"
#include "app/wizard/profilewizard.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A user's ~/.ssh/config with a Pi reached by IP address and a wildcard default block.
const char kSshConfig[] = "# my hosts\n"
                          "Host nas\n"
                          "    HostName 192.168.1.20\n"
                          "    User alice\n"
                          "    Port 2222\n"
                          "    IdentityFile ~/.ssh/id_nas\n"
                          "Host github.com\n"
                          "    User git\n"
                          "Host *\n"
                          "    ServerAliveInterval 30\n";

// This PC's mounts: the Pi's export by IP (NFS), a Samba share by its NetBIOS name, another server.
const char kMountinfo[] =
    "22 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw\n"
    "90 22 0:50 / /mnt/nas rw,relatime - nfs 192.168.1.20:/srv/nas rw,vers=3,addr=192.168.1.20\n"
    "91 22 0:51 / /media/pi rw,relatime - cifs //RASPBERRYPI/share rw,vers=3.1.1,addr=192.168.1.30\n"
    "95 22 0:55 / /mnt/other rw - cifs //othernas/media rw,vers=3.0\n";

template <typename T> T *child(QWidget *w, const char *name)
{
    return w->findChild<T *>(QString::fromLatin1(name));
}

void next(ProfileWizard *w)
{
    QTest::mouseClick(w->button(QWizard::NextButton), Qt::LeftButton);
}

} // namespace

// The "Add my Pi" wizard from first page to saved profile, with a fake ~/.ssh/config file and
// mountinfo text: no DNS, no network at all.
class TestProfileWizard : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    ProfileWizard::Sources sources(QStringList *resolved = nullptr, QList<QHostAddress> addresses = {})
    {
        const QString path = m_dir.filePath(QStringLiteral("ssh_config"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(kSshConfig);
        ProfileWizard::Sources s;
        s.sshConfigPath = path;
        s.mountinfo = kMountinfo;
        s.resolve = [resolved, addresses](const QString &host, QObject *,
                                          std::function<void(const QList<QHostAddress> &)> done) {
            if (resolved)
                *resolved << host;
            done(addresses);
        };
        return s;
    }

private slots:
    void hostFromSshConfigToSavedProfile()
    {
        ProfileStore store(m_dir.filePath(QStringLiteral("p1.json")));
        QStringList resolved;
        ProfileWizard w(store, sources(&resolved));
        QSignalSpy saved(&w, &ProfileWizard::profileSaved);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        // Page 1: the default host, then the ssh config's "nas" (the wildcard is not offered).
        QCOMPARE(child<QLineEdit>(&w, "wizardHost")->text(), QStringLiteral("raspberrypi.local"));
        QCOMPARE(child<QLineEdit>(&w, "wizardName")->text(), QStringLiteral("raspberrypi"));
        auto *hosts = child<QComboBox>(&w, "wizardSshHosts");
        QCOMPARE(hosts->count(), 3); // "(none)", nas, github.com
        hosts->setCurrentIndex(hosts->findText(QStringLiteral("nas")));
        QCOMPARE(child<QLineEdit>(&w, "wizardHost")->text(), QStringLiteral("192.168.1.20"));
        QCOMPARE(child<QLineEdit>(&w, "wizardUser")->text(), QStringLiteral("alice"));
        QCOMPARE(child<QSpinBox>(&w, "wizardPort")->value(), 2222);
        QCOMPARE(child<QLineEdit>(&w, "wizardName")->text(), QStringLiteral("nas"));
        next(&w);
        QCOMPARE(w.currentId(), int(ProfileWizard::LoginPageId));

        // Page 2: the IdentityFile chose the key file login.
        QCOMPARE(child<QComboBox>(&w, "wizardAuth")->currentData().toString(),
                 Profile::authKey(Profile::Auth::KeyFile));
        QVERIFY(child<QLineEdit>(&w, "wizardKeyPath")->text().endsWith(QStringLiteral("id_nas")));
        next(&w);
        QCOMPARE(w.currentId(), int(ProfileWizard::FoldersPageId));

        // Page 3: the NFS mount from 192.168.1.20 is offered, with its export as the Pi folder.
        // An address needs no lookup.
        QVERIFY(resolved.isEmpty());
        QCOMPARE(w.shareSuggestions().size(), 1);
        QCOMPARE(child<QComboBox>(&w, "wizardShare")->currentText(), QStringLiteral("/mnt/nas"));
        QCOMPARE(child<QLineEdit>(&w, "wizardRemoteDir")->text(), QStringLiteral("/srv/nas"));
        QVERIFY(child<QLabel>(&w, "wizardShareNote")->text().contains(QStringLiteral("/mnt/nas")));
        // Asked once what the NAS is for (issue #39): the owner streams films and keeps photos.
        QTest::mouseClick(child<QCheckBox>(&w, "use-photos"), Qt::LeftButton, {}, QPoint(4, 4));
        QTest::mouseClick(child<QCheckBox>(&w, "use-films"), Qt::LeftButton, {}, QPoint(4, 4));
        next(&w);
        QCOMPARE(w.currentId(), int(ProfileWizard::TestPageId));
        QVERIFY(child<QLabel>(&w, "wizardSummary")->text().contains(QStringLiteral("192.168.1.20")));
        // No tester given: no button that could reach the network.
        QVERIFY(child<QAbstractButton>(&w, "wizardTestConnection")->isHidden());

        QTest::mouseClick(w.button(QWizard::FinishButton), Qt::LeftButton);
        QCOMPARE(saved.count(), 1);
        QCOMPARE(w.result(), int(QDialog::Accepted));

        // On disk, as another start of the app would read it.
        ProfileStore reread(store.filePath());
        QVERIFY(reread.load());
        QCOMPARE(reread.profiles().size(), 1);
        const Profile p = reread.profiles().first();
        QCOMPARE(p.name, QStringLiteral("nas"));
        QCOMPARE(p.host, QStringLiteral("192.168.1.20"));
        QCOMPARE(p.user, QStringLiteral("alice"));
        QCOMPARE(p.port, 2222);
        QCOMPARE(p.auth, Profile::Auth::KeyFile);
        QCOMPARE(p.remoteDir, QStringLiteral("/srv/nas"));
        QCOMPARE(p.sharePath, QStringLiteral("/mnt/nas"));
        QCOMPARE(p.protocol, Profile::Protocol::Nfs);
        QCOMPARE(p.uses, (QStringList{QStringLiteral("films"), QStringLiteral("photos")}));
    }

    void defaultHostMatchesByNameAndResolvedAddress()
    {
        ProfileStore store(m_dir.filePath(QStringLiteral("p2.json")));
        QStringList resolved;
        // The lookup is the test's own answer: the Pi is 192.168.1.20.
        ProfileWizard w(store, sources(&resolved, {QHostAddress(QStringLiteral("192.168.1.20"))}));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        next(&w);
        next(&w);
        QCOMPARE(w.currentId(), int(ProfileWizard::FoldersPageId));
        QCOMPARE(resolved, QStringList{QStringLiteral("raspberrypi.local")});
        QStringList points;
        for (const ShareSuggestion &s : w.shareSuggestions())
            points << s.mountPoint;
        // By name (//RASPBERRYPI) and by the resolved address (192.168.1.20), never the other server.
        QCOMPARE(points, (QStringList{QStringLiteral("/mnt/nas"), QStringLiteral("/media/pi")}));
    }

    void problemsStopThePage()
    {
        ProfileStore store(m_dir.filePath(QStringLiteral("p3.json")));
        Profile taken;
        taken.name = QStringLiteral("raspberrypi");
        QVERIFY(store.add(taken));
        ProfileWizard w(store, sources());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        next(&w); // the name is taken
        QCOMPARE(w.currentId(), int(ProfileWizard::HostPageId));
        QVERIFY(w.currentProblems().contains(QStringLiteral("raspberrypi")));
        child<QLineEdit>(&w, "wizardHost")->clear();
        QTest::keyClicks(child<QLineEdit>(&w, "wizardName"), QStringLiteral("-2"));
        next(&w); // no host
        QCOMPARE(w.currentId(), int(ProfileWizard::HostPageId));
        QTest::keyClicks(child<QLineEdit>(&w, "wizardHost"), QStringLiteral("pi.lan"));
        next(&w);
        QCOMPARE(w.currentId(), int(ProfileWizard::LoginPageId));
        auto *auth = child<QComboBox>(&w, "wizardAuth");
        auth->setCurrentIndex(auth->findData(Profile::authKey(Profile::Auth::KeyFile)));
        next(&w); // key file without a path
        QCOMPARE(w.currentId(), int(ProfileWizard::LoginPageId));
        QVERIFY(!w.currentProblems().isEmpty());
    }

    void fromTheWindowTheNewPiIsSelectedAndRemembered()
    {
        AppSettings settings(m_dir.filePath(QStringLiteral("s.ini")));
        LanguageManager languages;
        languages.apply(AppSettings::Language::English);
        ProfileStore profiles(m_dir.filePath(QStringLiteral("p4.json")));
        RunStore runs(m_dir.filePath(QStringLiteral("runs")));
        MainWindow mw({settings, languages, profiles, runs});
        mw.setWizardSources(sources());
        mw.show();
        QVERIFY(QTest::qWaitForWindowExposed(&mw));
        // "Add a Pi…" in the profiles panel opens the wizard.
        QTest::mouseClick(mw.profilesPanel()->findChild<QAbstractButton *>(QStringLiteral("addProfile")),
                          Qt::LeftButton);
        ProfileWizard *w = nullptr;
        QTRY_VERIFY((w = mw.findChild<ProfileWizard *>()));
        next(w);
        next(w);
        // No Pi folder and no share: the wizard does not go on to Finish (issue #26).
        child<QLineEdit>(w, "wizardRemoteDir")->clear();
        child<QComboBox>(w, "wizardShare")->setCurrentText(QString());
        next(w);
        QCOMPARE(w->currentId(), int(ProfileWizard::FoldersPageId));
        QVERIFY(w->currentProblems().contains(QStringLiteral("folder on the Pi")));
        QTest::keyClicks(child<QLineEdit>(w, "wizardRemoteDir"), QStringLiteral("/srv/nas"));
        child<QComboBox>(w, "wizardShare")->setCurrentText(QStringLiteral("/mnt/nas"));
        next(w);
        QTest::mouseClick(w->button(QWizard::FinishButton), Qt::LeftButton);
        QCOMPARE(profiles.profiles().size(), 1);
        QCOMPARE(mw.profilesPanel()->currentName(), QStringLiteral("raspberrypi"));
        QCOMPARE(settings.lastProfile(), QStringLiteral("raspberrypi"));
    }
};

QTEST_MAIN(TestProfileWizard)
#include "tst_profilewizard.moc"
