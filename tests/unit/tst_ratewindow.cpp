#include "core/sharebench/ratewindow.h"

#include <QTest>

class TestRateWindow : public QObject
{
    Q_OBJECT
private slots:
    void steadyRateIsStableAfterEnoughSlices()
    {
        RateWindow w; // 1 s slices, 4 must agree within 3 %
        qint64 bytes = 0;
        for (int t = 1; t <= 3; ++t) {
            bytes += 11'800'000;
            QVERIFY(w.add(t, bytes));
            QVERIFY(!w.isStable());
        }
        bytes += 11'700'000;
        QVERIFY(w.add(4, bytes));
        QVERIFY(w.isStable());
        QVERIFY(qAbs(w.recentRate() - 11'775'000) < 1);
    }

    void risingRateIsNotStable()
    {
        RateWindow w;
        qint64 bytes = 0;
        // A write-back cache filling: fast first, slowing down.
        const qint64 perSecond[] = {400'000'000, 200'000'000, 60'000'000, 12'000'000, 11'800'000};
        for (int i = 0; i < 5; ++i) {
            bytes += perSecond[i];
            w.add(i + 1, bytes);
        }
        QVERIFY(!w.isStable());
    }

    void sliceNeedsAFullSecond()
    {
        RateWindow w;
        QVERIFY(!w.add(0.5, 1000));
        QVERIFY(w.add(1.0, 2000));
        QCOMPARE(w.slices().size(), 1);
        QCOMPARE(w.slices().first().y(), 2000.0);
    }

    void customTolerance()
    {
        RateWindow::Settings s;
        s.stableSlices = 2;
        s.tolerance = 0.10;
        RateWindow w(s);
        w.add(1, 100);
        w.add(2, 208); // 100 and 108: within 10 % of their mean
        QVERIFY(w.isStable());
    }
};

QTEST_GUILESS_MAIN(TestRateWindow)
#include "tst_ratewindow.moc"
