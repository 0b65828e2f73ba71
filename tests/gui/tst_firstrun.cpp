#include "app/dialogs/welcomedialog.h"
#include "app/i18n/languagemanager.h"
#include "app/mainwindow.h"
#include "app/pages/factspage.h"
#include "app/pages/reportpage.h"
#include "app/setup/exampleruns.h"
#include "app/wizard/profilewizard.h"
#include "core/report/report.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/gui/testwindow.h"

#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>

// The first launch as a user meets it: fresh settings, no profile, no run.
class TestFirstRun : public QObject
{
    Q_OBJECT


    static WelcomeDialog *welcomeOf(MainWindow &w)
    {
        WelcomeDialog *d = w.showWelcomeIfFirstRun();
        return d && QTest::qWaitForWindowExposed(d) ? d : nullptr;
    }

private slots:
    void welcomeThenExampleReport_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("bottleneck"); // a word the summary must hold
        QTest::newRow("pi3b nfs") << ":/examples/pi3b-nfs.pinasrun" << "network";
        QTest::newRow("pi4 ntfs") << ":/examples/pi4-samba-ntfs.pinasrun" << "file system driver";
    }
    void welcomeThenExampleReport()
    {
        QFETCH(QString, resource);
        QFETCH(QString, bottleneck);
        TestAppEnv env;
        MainWindow w(env.context());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.shouldShowWelcome());

        WelcomeDialog *welcome = welcomeOf(w);
        QVERIFY(welcome);
        QPointer<WelcomeDialog> guard(welcome);
        QVERIFY(env.settings.welcomeShown());

        // One row per shipped example, each with a description.
        QListWidget *list = welcome->examples();
        QCOMPARE(list->count(), int(ExampleRuns::all().size()));
        int row = -1;
        for (int i = 0; i < list->count(); ++i) {
            QVERIFY(list->item(i)->text().contains(u'\n'));
            if (ExampleRuns::all().at(i).resource == resource)
                row = i;
        }
        QVERIFY(row >= 0);
        list->setCurrentRow(row);
        QTest::mouseClick(welcome->openExampleButton(), Qt::LeftButton);

        QTRY_VERIFY(guard.isNull()); // closed and deleted
        QCOMPARE(w.pages()->currentWidget(), w.reportPage());
        QVERIFY(w.reportPage()->hasRun());
        // The summary is the run's own verdict, as the report builder writes it.
        const auto run = Run::load(resource);
        QVERIFY(run.ok());
        QCOMPARE(w.reportPage()->summaryText(), Report::build(run.value()).summary);
        QVERIFY2(w.reportPage()->summaryText().contains(bottleneck, Qt::CaseInsensitive),
                 qPrintable(w.reportPage()->summaryText()));
        QVERIFY(!w.factsPage()->transcript().isEmpty());
        // An example is shown, not imported: the history stays the user's own.
        QVERIFY(env.runs.list().isEmpty());
    }

    void addMyPiOpensTheWizard()
    {
        TestAppEnv env;
        MainWindow w(env.context());
        w.setWizardSources({env.dir.filePath(QStringLiteral("no-ssh-config")), QByteArray(), {}});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        WelcomeDialog *welcome = welcomeOf(w);
        QVERIFY(welcome);
        QTest::mouseClick(welcome->addPiButton(), Qt::LeftButton);
        QTRY_VERIFY(w.findChild<ProfileWizard *>());
        QTRY_VERIFY(w.findChild<ProfileWizard *>()->isVisible());
        QVERIFY(!w.findChild<WelcomeDialog *>() || !w.findChild<WelcomeDialog *>()->isVisible());
    }

    void notShownOnceThereIsAProfileOrRun()
    {
        TestAppEnv env;
        env.settings.setWelcomeShown(true);
        {
            MainWindow w(env.context());
            QVERIFY(w.shouldShowWelcome()); // remembered, but still nothing to work with
        }
        Profile p;
        p.name = QStringLiteral("nas");
        QVERIFY(env.profiles.add(p));
        MainWindow w(env.context());
        QVERIFY(!w.shouldShowWelcome());
        QVERIFY(!w.showWelcomeIfFirstRun());
        // Help → Welcome… still reaches it.
        auto *action = w.findChild<QAction *>(QStringLiteral("welcomeAction"));
        QVERIFY(action);
        action->trigger();
        QTRY_VERIFY(w.findChild<WelcomeDialog *>());
    }
};

QTEST_MAIN(TestFirstRun)
#include "tst_firstrun.moc"
