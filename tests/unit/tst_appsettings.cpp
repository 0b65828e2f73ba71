#include "core/store/appsettings.h"

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
