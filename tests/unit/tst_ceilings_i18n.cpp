#include "core/knowledge/ceilings.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

// Ceiling explanations are translated when asked for, not when built: the same Ceiling value
// reads in Japanese while the app's translator is installed and in English after it is removed.
class TestCeilingsI18n : public QObject
{
    Q_OBJECT
private slots:
    void explanationFollowsTheInstalledTranslator()
    {
        const Ceiling c = Ceilings::ethernetTcp(100);
        const QString english = c.explanation();
        QVERIFY(english.startsWith(u"100 Mb/s Ethernet"));

        QTranslator ja;
        QVERIFY(ja.load(QStringLiteral(":/i18n/pinas_ja.qm")));
        QVERIFY(QCoreApplication::installTranslator(&ja));
        const QString japanese = c.explanation();
        QCoreApplication::removeTranslator(&ja);

        QVERIFY(japanese != english);
        QVERIFY2(japanese.contains(u"MB/秒"), qPrintable(japanese));
        QVERIFY(japanese.contains(u"11.77"));
        QVERIFY(japanese.contains(u"1448"));
        QVERIFY(japanese.contains(u"1538"));
        QVERIFY(!japanese.contains(u'%'));
        QCOMPARE(c.explanation(), english);
    }

    void everyCeilingHasAJapaneseExplanation()
    {
        QTranslator ja;
        QVERIFY(ja.load(QStringLiteral(":/i18n/pinas_ja.qm")));
        QCoreApplication::installTranslator(&ja);
        const QList<Ceiling> all{Ceilings::ethernetTcp(1000),
                                 Ceilings::ethernetTcp(1000, 1500, false),
                                 Ceilings::pi3BPlusEthernet(),
                                 Ceilings::usb2Bulk(),
                                 Ceilings::usb2Storage(false),
                                 Ceilings::usb2Storage(true),
                                 Ceilings::usb3Storage(),
                                 Ceilings::pi4Usb3HostLink(),
                                 Ceilings::sharedUsb2Nas(),
                                 Ceilings::sharedUsb2Nas(Ceilings::usb2Bulk()),
                                 Ceilings::sdCard(QStringLiteral("DDR50")),
                                 Ceilings::hdd(),
                                 Ceilings::sataSsd()};
        for (const Ceiling &c : all) {
            const QString text = c.explanation();
            QVERIFY2(text.contains(u"MB/秒"), qPrintable(c.id));
            QVERIFY2(!text.contains(u'%'), qPrintable(c.id));
        }
        QCoreApplication::removeTranslator(&ja);
    }
};

QTEST_GUILESS_MAIN(TestCeilingsI18n)
#include "tst_ceilings_i18n.moc"
