#include "app/appcontext.h"
#include "app/cli/commandline.h"
#include "app/cli/runcommand.h"
#include "app/i18n/languagemanager.h"
#include "app/pages/runpage.h"
#include "core/model/steps.h"
#include "core/report/report.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/support/scriptedrunner.h"
#include "tests/support/shortrunlengths.h"

#include <QDir>
#include <QListWidget>
#include <QProgressBar>
#include <QRegularExpression>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

// A whole diagnosis on the Run page with no sshd: the app's runner factory (AppContext::makeRunner)
// hands the page a ScriptedRunner whose "Pi" is this machine (real dd, real python3 listener on
// 127.0.0.1), with one step's first command made to fail. The page, the saved run and its report
// must all say that this step, and only it, failed. The loopback-sshd run stays in tst_runpage.
class TestRunPageScripted : public QObject
{
    Q_OBJECT

    // Under the login's home: a real file system, so dd's direct I/O works.
    QTemporaryDir m_dir{QDir::homePath() + QStringLiteral("/.pinas-runpagescripted-XXXXXX")};


private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("pi")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("share")));
    }

    void failureAtAStep_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("firstCommand"); // a pattern only that step's first command has
        QTest::newRow("hardware read") << QStringLiteral("probe") << QStringLiteral("^LC_ALL=C LANG=C sh -s$"); // the script comes on stdin
        QTest::newRow("pi disk read") << QStringLiteral("pi-disk-read") << QStringLiteral("@@bypass");
    }
    void failureAtAStep()
    {
        QFETCH(QString, step);
        QFETCH(QString, firstCommand);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        AppSettings settings(m_dir.filePath(tag + QStringLiteral(".ini")));
        LanguageManager languages;
        ProfileStore profiles(m_dir.filePath(tag + QStringLiteral("-profiles.json")));
        Profile p;
        p.name = QStringLiteral("scripted");
        p.host = QStringLiteral("127.0.0.1");
        p.user = QStringLiteral("pi");
        p.remoteDir = m_dir.filePath(QStringLiteral("pi"));
        p.sharePath = m_dir.filePath(QStringLiteral("share"));
        QVERIFY(profiles.add(p));
        RunStore runs(m_dir.filePath(tag + QStringLiteral("-runs")));
        // Settings → My data: the run records the owner's sizes, the rest at the table's.
        MyData mine;
        mine.bytes.insert(QStringLiteral("backup-first-full"), 2e12);
        settings.setMyData(mine);

        // The page lets go of its runner when the run ends: count its commands as they start.
        int runnersMade = 0;
        QStringList commands;
        AppContext context{settings, languages, profiles, runs};
        context.makeRunner = [&, firstCommand](const Profile &, QObject *parent) -> CommandRunner * {
            ++runnersMade;
            auto *pi = new ScriptedRunner(parent);
            pi->script(firstCommand, ScriptedRunner::Reply::fail(QByteArrayLiteral("scripted failure"), 3), 1);
            connect(pi, &ScriptedRunner::commandStarted, this,
                    [&commands](const QString &command) { commands << command; });
            return pi;
        };
        RunPage page(context);
        page.setAllowLocalShare(true); // a folder on this machine stands for the share
        page.setRunLengths(shortRunLengths());
        page.setProfileName(p.name);
        page.show();
        QSignalSpy saved(&page, &RunPage::runSaved);

        auto *diagnose = page.findChild<QPushButton *>(QStringLiteral("diagnose"));
        QVERIFY(diagnose->isEnabled());
        QTest::mouseClick(diagnose, Qt::LeftButton);
        QVERIFY(page.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 120000);
        QCOMPARE(runnersMade, 1);
        QVERIFY(commands.size() > 3); // the run went through the scripted runner
        QVERIFY(!commands.filter(QRegularExpression(firstCommand)).isEmpty());

        // The page: the failed step is crossed, every other step ticked; ready for the next run.
        QCOMPARE(saved.first().at(1).toBool(), false); // not complete
        QTRY_VERIFY(!page.isRunning());
        QVERIFY(diagnose->isEnabled());
        QVERIFY(page.findChild<QProgressBar *>(QStringLiteral("runProgress"))->value() >= 99); // int(0.999… * 100)
        auto *list = page.findChild<QListWidget *>(QStringLiteral("steps"));
        const QStringList ids = Steps::runIds(false);
        QCOMPARE(list->count(), ids.size());
        for (int i = 0; i < list->count(); ++i) {
            const QString text = list->item(i)->text();
            const QString title = Steps::find(ids.at(i))->title();
            QVERIFY2(text.contains(title), qPrintable(text));
            if (ids.at(i) == step)
                QVERIFY2(text.startsWith(QStringLiteral("✗")), qPrintable(text));
            else
                QVERIFY2(text.startsWith(QStringLiteral("✓")), qPrintable(text));
        }

        // The saved run: the same, with the runner's error kept as the step's message.
        const auto loaded = runs.load(saved.first().first().toString());
        QVERIFY(loaded.ok());
        const Run &run = loaded.value();
        for (const QString &id : ids) {
            QVERIFY2(run.step(id), qPrintable(id));
            QCOMPARE(run.step(id)->status, id == step ? RunStep::Status::Failed : RunStep::Status::Ok);
        }
        QVERIFY(!run.step(step)->message.isEmpty());
        const MyData recorded = MyData::fromJson(run.extra().value(MyData::kRunKey));
        QVERIFY(recorded == mine.completed());
        QCOMPARE(recorded.bytes.value(QStringLiteral("backup-first-full")), 2e12);
        for (const Answer &a : Report::build(run).answers)
            if (a.id() == u"backup-first-full")
                QCOMPARE(a.bytes, 2e12);
        if (step == QLatin1String("probe"))
            QVERIFY(run.transcript().isEmpty());
        else
            QVERIFY(run.transcript().startsWith(QStringLiteral("@@pinas-probe 2")));

        // Its report: partial, naming the failed step; no figure for it, figures for the others.
        const Report report = Report::build(run);
        QCOMPARE(report.completeness.state, Completeness::State::Partial);
        QVERIFY2(report.completeness.explanation().contains(Steps::find(step)->shortTitle()),
                 qPrintable(report.completeness.explanation()));
        int figures = 0;
        for (const Report::MeasurementRow &row : report.measurements) {
            if (row.kind == step)
                QVERIFY(row.mbPerSecond < 0);
            else if (row.mbPerSecond > 0)
                ++figures;
        }
        QVERIFY2(figures >= 4, qPrintable(QString::number(figures)));

        // Nothing left behind on either side.
        QVERIFY(QDir(p.remoteDir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty());
        QVERIFY(QDir(p.sharePath).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty());
    }

    // `run` takes the same runner factory: a failed Pi disk read gives exit 3 and a saved partial run.
    void cliRunWithAFailure()
    {
        const QString out = m_dir.filePath(QStringLiteral("cli-run.json"));
        int runnersMade = 0;
        const int code = RunCommand::run(
            {QStringLiteral("pinas-doctor"), QStringLiteral("run"), QStringLiteral("--host"),
             QStringLiteral("127.0.0.1"), QStringLiteral("--user"), QStringLiteral("pi"),
             QStringLiteral("--remote-dir"), m_dir.filePath(QStringLiteral("pi")), QStringLiteral("--share"),
             m_dir.filePath(QStringLiteral("share")), QStringLiteral("--allow-local-share"),
             QStringLiteral("--out"), out},
            [&runnersMade](const Profile &profile, QObject *parent) -> CommandRunner * {
                ++runnersMade;
                if (profile.host != QLatin1String("127.0.0.1"))
                    return nullptr;
                auto *pi = new ScriptedRunner(parent);
                pi->script(QStringLiteral("@@bypass"),
                           ScriptedRunner::Reply::fail(QByteArrayLiteral("scripted failure"), 3), 1);
                return pi;
            });
        QCOMPARE(runnersMade, 1);
        QCOMPARE(code, int(CommandLine::PartialRun));
        const auto run = Run::load(out);
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        for (const QString &id : Steps::runIds(false)) {
            QVERIFY2(run.value().step(id), qPrintable(id));
            QCOMPARE(run.value().step(id)->status,
                     id == QLatin1String("pi-disk-read") ? RunStep::Status::Failed : RunStep::Status::Ok);
        }
    }
};

QTEST_MAIN(TestRunPageScripted)
#include "tst_runpagescripted.moc"
