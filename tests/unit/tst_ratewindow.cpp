#include "core/sharebench/ratewindow.h"

#include <QTest>

class TestRateWindow : public QObject
{
    Q_OBJECT
private slots:
    void steadyRateIsStableAfterWarmUpAndEnoughSlices()
    {
        RateWindow w; // 1 s slices; one warm-up slice, then 4 must agree within 2 %
        qint64 bytes = 0;
        for (int t = 1; t <= 4; ++t) {
            bytes += 11'800'000;
            QVERIFY(w.add(t, bytes));
            QVERIFY(!w.isStable()); // the fourth slice is the third after the warm-up
        }
        bytes += 11'700'000;
        QVERIFY(w.add(5, bytes));
        QVERIFY(w.isStable());
        QVERIFY(qAbs(w.recentRate() - 11'775'000) < 1);
    }

    void swingOfMoreThanTwoPercentIsNotStable()
    {
        RateWindow w;
        qint64 bytes = 0;
        // 11.3 and 11.8 MB/s alternate: 2.2 % either side of their mean (stable at the old 3 %).
        const qint64 perSecond[] = {11'800'000, 11'800'000, 11'300'000, 11'800'000, 11'300'000, 11'800'000};
        for (int i = 0; i < 6; ++i) {
            bytes += perSecond[i];
            w.add(i + 1, bytes);
        }
        QVERIFY(!w.isStable());
    }

    void stopNowSaysWhy()
    {
        RateWindow::Settings s;
        s.stableSlices = 2;
        RateWindow w(s);
        QCOMPARE(w.stopNow(0.5, 0, 0, 4), std::nullopt);
        w.add(1, 5'000'000);  // warm-up
        w.add(2, 10'000'000);
        w.add(3, 15'000'000);
        QVERIFY(w.isStable());
        QCOMPARE(w.stopNow(3, 15'000'000, 32'000'000, 4), std::nullopt); // stable, but under the floor
        QCOMPARE(w.stopNow(3, 15'000'000, 10'000'000, 4), std::optional(TestStop::Stable));
        QCOMPARE(w.stopNow(4, 15'000'000, 32'000'000, 4), std::optional(TestStop::Cap));
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

    // A stall before the rate settled (a busy PC for a second) is not in the settled span: it
    // starts where the stable slices do, with the bytes done by then.
    void stableSinceSkipsAStallBefore()
    {
        RateWindow::Settings s;
        s.sliceSeconds = 0.5;
        s.stableSlices = 3;
        RateWindow w(s);
        qint64 bytes = 0;
        const qint64 perHalf[] = {17'000'000, 11'000'000, 17'500'000, 17'400'000, 17'450'000};
        for (int i = 0; i < 5; ++i) {
            bytes += perHalf[i];
            QVERIFY(w.add(0.5 * (i + 1), bytes));
        }
        QVERIFY(w.isStable());
        const auto since = w.stableSince();
        QVERIFY(since.has_value());
        QCOMPARE(since->x(), 1.0);                     // after the warm-up and the stall
        QCOMPARE(since->y(), double(28'000'000));      // what was done by then
        const double settled = (bytes - since->y()) / (2.5 - since->x());
        QVERIFY(qAbs(settled - 34'900'000) < 100'000); // 17.45 MB per half second
        QVERIFY(double(bytes) / 2.5 < 0.95 * settled); // the whole test's rate: the stall in it

        w.add(3.0, bytes + 5'000'000); // a slower slice: no longer stable, no settled span
        QCOMPARE(w.stableSince(), std::nullopt);
    }

    void customTolerance()
    {
        RateWindow::Settings s;
        s.stableSlices = 2;
        s.tolerance = 0.10;
        s.warmupSlices = 0;
        RateWindow w(s);
        w.add(1, 100);
        w.add(2, 208); // 100 and 108: within 10 % of their mean
        QVERIFY(w.isStable());
    }
};

QTEST_GUILESS_MAIN(TestRateWindow)
#include "tst_ratewindow.moc"
