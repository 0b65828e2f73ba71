// ShareChange: the before/after card's noise band from the runs' own repeated share figures, and
// verdicts that stay true for small and huge changes (no "100 % slower" while data still moves, no
// "170 % faster" for 2.7 times).
#include "core/treatment/sharechange.h"
#include "diagnosistestutil.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace DiagTest;

namespace {

// A run whose share write was measured once per figure (MB/s), 100 MB each.
Run withShareWrites(const QList<double> &mbps)
{
    QJsonArray ms;
    for (const double v : mbps)
        ms.append(QJsonObject{{u"kind"_s, u"share-write"_s},
                              {u"bytes"_s, 1e8},
                              {u"seconds"_s, 100.0 / v},
                              {u"method"_s, u"cifs"_s}});
    return run({{u"model"_s, u"Raspberry Pi 4 Model B Rev 1.4"_s}}, ms);
}

} // namespace

class TstShareChange : public QObject
{
    Q_OBJECT
private slots:
    void noiseBandFromTheRunsOwnSpread_data()
    {
        QTest::addColumn<QList<double>>("before");
        QTest::addColumn<QList<double>>("after");
        QTest::addColumn<double>("band");
        QTest::newRow("no repeats: 5 %") << QList<double>{50} << QList<double>{60} << 0.05;
        QTest::newRow("repeats 40..60 before: 40 %") << QList<double>{40, 50, 60} << QList<double>{70} << 0.4;
        QTest::newRow("the wider of the two runs")
            << QList<double>{99, 100, 101} << QList<double>{90, 100, 110} << 0.2;
        QTest::newRow("close repeats: at least 2 %") << QList<double>{100, 100.5} << QList<double>{} << 0.02;
        QTest::newRow("wild repeats: at most 50 %") << QList<double>{10, 100} << QList<double>{} << 0.5;
    }
    void noiseBandFromTheRunsOwnSpread()
    {
        QFETCH(QList<double>, before);
        QFETCH(QList<double>, after);
        QFETCH(double, band);
        QCOMPARE(ShareChange::shareFigures(withShareWrites(before)).size(), before.size());
        QVERIFY(qAbs(ShareChange::noiseBand(withShareWrites(before), withShareWrites(after)) - band) < 1e-6);
    }

    // Within the band the runs are the same: a 10 % gain is noise when the runs spread by 20 %.
    void aGainInsideTheSpreadIsNoHelp()
    {
        QCOMPARE(ShareChange::direction(100, 110, 0.2), ShareChange::Direction::Same);
        QCOMPARE(ShareChange::direction(100, 110, 0.05), ShareChange::Direction::Faster);
        QCOMPARE(ShareChange::direction(100, 85, 0.1), ShareChange::Direction::Slower);
        QCOMPARE(ShareChange::direction(-1, 85, 0.1), ShareChange::Direction::Unmeasured);
        QVERIFY(ShareChange::verdict(100, 110, 0.2, true).contains(u"within 20 %, the noise"_s));
    }

    void wordsStayHonest_data()
    {
        QTest::addColumn<double>("before");
        QTest::addColumn<double>("after");
        QTest::addColumn<bool>("gone");
        QTest::addColumn<QString>("says");
        QTest::newRow("small gain, one decimal")
            << 100.0 << 106.4 << true << u"It helped: the share is 6.4 % faster."_s;
        QTest::newRow("double and more: times")
            << 30.0 << 80.0 << true << u"It helped: the share is 2.7 times as fast."_s;
        QTest::newRow("ten times and more: whole") << 3.0 << 80.0 << true << u"27 times as fast"_s;
        QTest::newRow("faster, finding still there")
            << 30.0 << 80.0 << false << u"2.7 times as fast, but the finding is still there"_s;
        QTest::newRow("slower by a third") << 90.0 << 60.0 << true << u"33 % slower than before"_s;
        QTest::newRow("nearly stopped: what is left")
            << 100.0 << 0.4 << true << u"runs at 0.4 % of its speed before"_s;
        QTest::newRow("a tiny rest is no 0 %")
            << 100.0 << 0.0034 << true << u"runs at 0.0034 % of its speed before"_s;
        QTest::newRow("no data at all") << 100.0 << 0.0 << true << u"moved no data after the change"_s;
    }
    void wordsStayHonest()
    {
        QFETCH(double, before);
        QFETCH(double, after);
        QFETCH(bool, gone);
        QFETCH(QString, says);
        const QString v = ShareChange::verdict(before, after, 0.05, gone);
        QVERIFY2(v.contains(says), qPrintable(v));
        QVERIFY2(!v.contains(u"100 %"_s), qPrintable(v));
    }
};

QTEST_GUILESS_MAIN(TstShareChange)
#include "tst_sharechange.moc"
