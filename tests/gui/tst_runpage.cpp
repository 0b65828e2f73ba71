#include "app/appcontext.h"
#include "app/i18n/languagemanager.h"
#include "app/pages/runpage.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/integration/sshdfixture.h"

#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

// The Run page end to end against the loopback sshd (the "Pi" is this machine): Diagnose runs every
// step with progress, and the run lands in the history; Cancel stops early and still saves.
class TestRunPage : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;
    // Under the login's home: the pre-flight finds the share folder there (another folder of the
    // same disk than the Pi folder: a warning, the run goes on).
    QTemporaryDir m_dir{QDir::homePath() + QStringLiteral("/.pinas-runpage-XXXXXX")};

    Profile profile()
    {
        Profile p;
        p.name = QStringLiteral("loopback");
        p.host = QStringLiteral("127.0.0.1");
        p.port = m_sshd.port();
        p.user = m_sshd.user();
        p.auth = Profile::Auth::KeyFile;
        p.keyPath = m_sshd.clientKeyPath();
        p.remoteDir = m_dir.filePath(QStringLiteral("pi"));
        p.sharePath = m_dir.filePath(QStringLiteral("share"));
        return p;
    }

private slots:
    void initTestCase()
    {
        const QString why = m_sshd.start();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        QDir(m_dir.path()).mkpath(QStringLiteral("pi"));
        QDir(m_dir.path()).mkpath(QStringLiteral("share"));
    }

    void diagnoseSavesARun_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("whole run") << false;
        QTest::newRow("cancelled") << true;
    }
    void diagnoseSavesARun()
    {
        QFETCH(bool, cancel);
        AppSettings settings(m_dir.filePath(QStringLiteral("s.ini")));
        LanguageManager languages;
        ProfileStore profiles(m_dir.filePath(QStringLiteral("profiles.json")));
        QVERIFY(profiles.add(profile()));
        RunStore runs(m_dir.filePath(QStringLiteral("runs")));
        const int before = int(runs.list().size());
        const AppContext context{settings, languages, profiles, runs};
        RunPage page(context);
        page.setTargetMaker([this](const Profile &) {
            SshTarget t = m_sshd.target();
            t.acceptNewHostKey = true; // first contact is the connection test's subject, not this one's
            return t;
        });
        page.setAllowLocalShare(true); // a folder on this machine stands for the share
        page.setProfileName(QStringLiteral("loopback"));
        page.show();
        QSignalSpy saved(&page, &RunPage::runSaved);
        QSignalSpy progress(&page, &RunPage::progressChanged);

        auto *diagnose = page.findChild<QPushButton *>(QStringLiteral("diagnose"));
        QVERIFY(diagnose->isEnabled());
        QTest::mouseClick(diagnose, Qt::LeftButton);
        QVERIFY(page.isRunning());
        QVERIFY(page.findChild<QPushButton *>(QStringLiteral("cancelRun"))->isEnabled());
        if (cancel) {
            // Past the pre-flight and the hardware read (a tenth of the steps): the run has a transcript.
            QTRY_VERIFY_WITH_TIMEOUT(page.findChild<QProgressBar *>()->value() >= 10, 60000);
            QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("cancelRun")), Qt::LeftButton);
        }
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 240000);
        // The pre-flight said which folder the share really is, where the user looks, with the offer.
        // (A cancel may land during the pre-flight itself.)
        // The run follows the share to its folder (issue #26): one line says so, no warning stands.
        auto *message = page.findChild<QLabel *>(QStringLiteral("preflightNote"));
        auto *use = page.findChild<QPushButton *>(QStringLiteral("useShareFolder"));
        if (!cancel) {
            QVERIFY(message->isVisible());
            QVERIFY2(message->text().contains(QStringLiteral("The share is the folder %1 on the Pi, not the Pi folder %2: "
                                                             "the Pi-side tests run in %1.")
                                                  .arg(profile().sharePath, profile().remoteDir)),
                     qPrintable(message->text()));
            QVERIFY(!page.findChild<QLabel *>(QStringLiteral("preflightMessage"))->isVisible());
            QVERIFY(use->isVisible());
            QVERIFY(use->text().contains(profile().sharePath));
        }
        QCOMPARE(saved.first().at(1).toBool(), !cancel); // complete unless cancelled
        QVERIFY(!page.isRunning());
        QVERIFY(progress.count() > 2);
        QCOMPARE(runs.list().size(), before + 1);
        const auto run = runs.load(saved.first().first().toString());
        QVERIFY(run.ok());
        QVERIFY(run.value().transcript().startsWith(QStringLiteral("@@pinas-probe 2")));
        if (!cancel)
            QVERIFY(run.value().measurements().size() >= 5);
        // Nothing left behind on either side.
        QVERIFY(QDir(profile().remoteDir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty());
        QVERIFY(QDir(profile().sharePath).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty());
        // Taking the offer saves the share's folder as the profile's Pi folder.
        if (!cancel) {
            QTest::mouseClick(use, Qt::LeftButton);
            QCOMPARE(profiles.profiles().at(profiles.indexOf(QStringLiteral("loopback"))).remoteDir,
                     profile().sharePath);
            QVERIFY(!use->isVisible());
        }
    }

    // A setup problem found by the pre-flight: its message shows on the page, nothing is measured,
    // nothing is saved to the history, and the page is ready for the next try.
    void preflightFailureShowsItsMessage()
    {
        AppSettings settings(m_dir.filePath(QStringLiteral("s2.ini")));
        LanguageManager languages;
        ProfileStore profiles(m_dir.filePath(QStringLiteral("profiles2.json")));
        Profile p = profile();
        p.remoteDir = m_dir.filePath(QStringLiteral("no-such-folder"));
        QVERIFY(profiles.add(p));
        QTemporaryDir runsDir;
        RunStore runs(runsDir.filePath(QStringLiteral("runs")));
        const AppContext context{settings, languages, profiles, runs};
        RunPage page(context);
        page.setTargetMaker([this](const Profile &) {
            SshTarget t = m_sshd.target();
            t.acceptNewHostKey = true;
            return t;
        });
        page.setAllowLocalShare(true);
        page.setProfileName(QStringLiteral("loopback"));
        page.show();
        QSignalSpy saved(&page, &RunPage::runSaved);
        QSignalSpy idle(&page, &RunPage::becameIdle);
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("diagnose")), Qt::LeftButton);
        QVERIFY(idle.wait(60000));
        auto *message = page.findChild<QLabel *>(QStringLiteral("preflightMessage"));
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("The Pi folder %1 does not exist on 127.0.0.1").arg(p.remoteDir)),
                 qPrintable(message->text()));
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("currentStep"))->text().contains(QStringLiteral("nothing was measured")));
        QCOMPARE(saved.count(), 0);
        QVERIFY(runs.list().isEmpty());
        QVERIFY(!page.isRunning());
        QVERIFY(page.findChild<QPushButton *>(QStringLiteral("diagnose"))->isEnabled());
        QVERIFY(page.findChild<QProgressBar *>()->value() < 100);
        QVERIFY(QDir(p.sharePath).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty());
    }
};

QTEST_MAIN(TestRunPage)
#include "tst_runpage.moc"
