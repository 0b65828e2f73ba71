#include "app/appcontext.h"
#include "app/i18n/languagemanager.h"
#include "app/pages/runpage.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/integration/sshdfixture.h"

#include <QDir>
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
    QTemporaryDir m_dir;

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
            QTRY_VERIFY_WITH_TIMEOUT(page.findChild<QProgressBar *>()->value() > 0, 60000);
            QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("cancelRun")), Qt::LeftButton);
        }
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 240000);
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
    }
};

QTEST_MAIN(TestRunPage)
#include "tst_runpage.moc"
