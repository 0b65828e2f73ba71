#include "app/i18n/languagemanager.h"
#include "app/mainwindow.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/gui/japanesetext.h"
#include "tests/gui/testwindow.h"

#include <QAction>
#include <QMenuBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

QStringList menuTitles(const MainWindow &w)
{
    QStringList titles;
    for (QAction *a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void switchesLanguageAtRuntimeAndBack()
    {
        TestAppEnv env;
        MainWindow w(env.context());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        const QStringList englishMenus = menuTitles(w);
        const QString englishTitle = w.windowTitle();
        const QString englishTab = w.pages()->tabText(0);
        QCOMPARE(englishMenus, (QStringList{QStringLiteral("&File"), QStringLiteral("&View"), QStringLiteral("Dia&gnose"),
                                            QStringLiteral("&Settings"), QStringLiteral("&Help")}));
        QVERIFY(!hasJapanese(englishTitle));

        auto *japanese = w.findChild<QAction *>(QStringLiteral("languageJapanese"));
        QVERIFY(japanese);
        japanese->trigger();

        QTRY_VERIFY(hasJapanese(w.windowTitle()));
        const QStringList japaneseMenus = menuTitles(w);
        for (int i = 0; i < englishMenus.size(); ++i) {
            QVERIFY2(japaneseMenus.at(i) != englishMenus.at(i), qPrintable(japaneseMenus.at(i)));
            QVERIFY2(hasJapanese(japaneseMenus.at(i)), qPrintable(japaneseMenus.at(i)));
        }
        QVERIFY(hasJapanese(w.pages()->tabText(0)));
        QCOMPARE(env.languages.effective(), AppSettings::Language::Japanese);
        // The choice is remembered at once, not only at exit.
        QCOMPARE(AppSettings(env.dir.filePath(QStringLiteral("settings.ini"))).language(),
                 AppSettings::Language::Japanese);

        w.findChild<QAction *>(QStringLiteral("languageEnglish"))->trigger();
        QTRY_COMPARE(w.windowTitle(), englishTitle);
        QCOMPARE(menuTitles(w), englishMenus);
        QCOMPARE(w.pages()->tabText(0), englishTab);
        QCOMPARE(AppSettings(env.dir.filePath(QStringLiteral("settings.ini"))).language(),
                 AppSettings::Language::English);
    }

    void remembersSizeAndSplitter()
    {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        QList<int> sizes;
        {
            AppSettings settings(ini);
            LanguageManager languages;
            ProfileStore profiles(dir.filePath(QStringLiteral("profiles.json")));
            RunStore runs(dir.filePath(QStringLiteral("runs")));
            MainWindow w({settings, languages, profiles, runs});
            w.resize(1300, 900);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            auto *splitter = w.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
            splitter->setSizes({333, 555});
            sizes = splitter->sizes();
            w.close();
        }
        AppSettings settings(ini);
        LanguageManager languages;
        ProfileStore profiles(dir.filePath(QStringLiteral("profiles.json")));
        RunStore runs(dir.filePath(QStringLiteral("runs")));
        MainWindow w({settings, languages, profiles, runs});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), QSize(1300, 900));
        QCOMPARE(w.findChild<QSplitter *>(QStringLiteral("mainSplitter"))->sizes(), sizes);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
