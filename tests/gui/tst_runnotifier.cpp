#include "app/notify/runnotifier.h"

#include <QSignalSpy>
#include <QTest>
#include <QWidget>

// The end of a long run is announced only to a user who is looking elsewhere.
class TestRunNotifier : public QObject
{
    Q_OBJECT
private slots:
    void rule_data()
    {
        QTest::addColumn<qint64>("elapsed");
        QTest::addColumn<bool>("active");
        QTest::addColumn<bool>("notify");
        QTest::newRow("long, elsewhere") << qint64(60000) << false << true;
        QTest::newRow("long, watching") << qint64(60000) << true << false;
        QTest::newRow("short, elsewhere") << qint64(5000) << false << false;
        QTest::newRow("exactly the minimum") << qint64(30000) << false << true;
    }
    void rule()
    {
        QFETCH(qint64, elapsed);
        QFETCH(bool, active);
        QFETCH(bool, notify);
        QCOMPARE(RunNotifier::shouldNotify(elapsed, 30000, active), notify);
    }

    void notifiesWhenTheWindowIsNotActive()
    {
        QWidget window; // never shown: not the active window
        RunNotifier notifier(&window);
        notifier.setMinimumDuration(0);
        QSignalSpy spy(&notifier, &RunNotifier::notified);
        notifier.runEnded(true); // no run started: nothing to announce
        QCOMPARE(spy.count(), 0);
        notifier.runStarted();
        notifier.runEnded(true);
        QCOMPARE(spy.count(), 1);
        notifier.runStarted();
        notifier.runEnded(false);
        QCOMPARE(spy.count(), 2);
        // A partial run says so.
        QVERIFY(spy.at(0).at(1).toString() != spy.at(1).at(1).toString());
    }

    void quietWhileWatched()
    {
        QWidget window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        RunNotifier notifier(&window);
        notifier.setMinimumDuration(0);
        QSignalSpy spy(&notifier, &RunNotifier::notified);
        notifier.runStarted();
        notifier.runEnded(true);
        QCOMPARE(spy.count(), 0);
    }

    void quietAfterAShortRun()
    {
        QWidget window;
        RunNotifier notifier(&window); // default minimum: 30 s
        QSignalSpy spy(&notifier, &RunNotifier::notified);
        notifier.runStarted();
        notifier.runEnded(true);
        QCOMPARE(spy.count(), 0);
    }
};

QTEST_MAIN(TestRunNotifier)
#include "tst_runnotifier.moc"
