#include "core/store/appsettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

class TestAppSettings : public QObject
{
    Q_OBJECT
private slots:
    void defaultsWhenEmpty()
    {
        QTemporaryDir dir;
        AppSettings s(dir.filePath(QStringLiteral("s.ini")));
        QCOMPARE(s.language(), AppSettings::Language::System);
        QVERIFY(s.mainWindowGeometry().isEmpty());
        QVERIFY(s.lastProfile().isEmpty());
        QVERIFY(!s.welcomeShown());
    }

    void valuesSurviveAReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        {
            AppSettings s(path);
            s.setLanguage(AppSettings::Language::Japanese);
            s.setSplitterState(QStringLiteral("main"), QByteArray("\x01\x02", 2));
            s.setLastProfile(QStringLiteral("nas"));
            s.setWelcomeShown(true);
            s.sync();
        }
        AppSettings s(path);
        QCOMPARE(s.language(), AppSettings::Language::Japanese);
        QCOMPARE(s.splitterState(QStringLiteral("main")), QByteArray("\x01\x02", 2));
        QCOMPARE(s.lastProfile(), QStringLiteral("nas"));
        QVERIFY(s.welcomeShown());
    }

    // Settings → My data survives a reopen; a hand-edited value that is not what the app writes
    // reads as nothing (the table's sizes), never as a wrong size.
    void myDataSurvivesAReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        QVERIFY(AppSettings(path).myData().bytes.isEmpty());
        {
            AppSettings s(path);
            MyData d;
            d.bytes.insert(QStringLiteral("backup-first-full"), 2e12);
            s.setMyData(d);
            s.sync();
        }
        QCOMPARE(AppSettings(path).myData().bytes.value(QStringLiteral("backup-first-full")), 2e12);
        {
            QSettings raw(path, QSettings::IniFormat);
            raw.setValue(QStringLiteral("answers/myData"), QStringLiteral("{\"backup-first-full\": -5, \"x\": 1e9"));
        }
        QVERIFY(AppSettings(path).myData().bytes.isEmpty());
        AppSettings s(path);
        s.setMyData(MyData());
        s.sync();
        QVERIFY(!QSettings(path, QSettings::IniFormat).contains(QStringLiteral("answers/myData")));
    }

    void languageKeysRoundTrip_data()
    {
        QTest::addColumn<int>("language");
        QTest::newRow("system") << int(AppSettings::Language::System);
        QTest::newRow("ja") << int(AppSettings::Language::Japanese);
        QTest::newRow("en") << int(AppSettings::Language::English);
    }
    void languageKeysRoundTrip()
    {
        QFETCH(int, language);
        const auto l = AppSettings::Language(language);
        QCOMPARE(AppSettings::languageFromKey(AppSettings::languageKey(l)), l);
    }

    void unknownLanguageKeyFallsBackToSystem()
    {
        QCOMPARE(AppSettings::languageFromKey(QStringLiteral("klingon")), AppSettings::Language::System);
    }
};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
