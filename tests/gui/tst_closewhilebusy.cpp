// Closing the main window while the Run page is busy. While it connects, or while a login prompt
// (the first-contact host-key question) is open, nothing is lost: the attempt stops and the window
// closes at once, without a question, and no later run closes it. During a run the window always
// asks; No keeps the run going, Yes cancels it, saves the partial run and then closes.
#include "app/mainwindow.h"
#include "app/pages/runpage.h"
#include "tests/gui/testwindow.h"
#include "tests/integration/sshdfixture.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QTcpServer>
#include <QTest>
#include <QTimer>

namespace {

// Answers every message box the window raises with `answer`, and remembers what it asked.
class QuestionAnswerer : public QObject
{
public:
    QStringList asked;
    QMessageBox::StandardButton answer = QMessageBox::No;

    QuestionAnswerer()
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked << box->text();
                box->button(answer)->click();
            }
        });
        m_timer.start(20);
    }

private:
    QTimer m_timer;
};

bool anyDialogVisible()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (qobject_cast<QDialog *>(w) && w->isVisible())
            return true;
    return false;
}

} // namespace

class TestCloseWhileBusy : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;
    // Under the login's home, where the pre-flight finds the share folder: the run goes on.
    QTemporaryDir m_dir{QDir::homePath() + QStringLiteral("/.pinas-closebusy-XXXXXX")};

    Profile profile() const
    {
        Profile p;
        p.name = QStringLiteral("loopback");
        p.host = QStringLiteral("127.0.0.1");
        p.remoteDir = m_dir.filePath(QStringLiteral("pi"));
        p.sharePath = m_dir.filePath(QStringLiteral("share"));
        return p;
    }

    // A window with the loopback profile selected, its Run page aimed at `target`.
    static void aim(MainWindow &w, SshTarget target)
    {
        w.runPage()->setTargetMaker([target](const Profile &) { return target; });
        w.runPage()->setAllowLocalShare(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }

private slots:
    void initTestCase()
    {
        if (const QString why = m_sshd.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QDir(m_dir.path()).mkpath(QStringLiteral("pi"));
        QDir(m_dir.path()).mkpath(QStringLiteral("share"));
    }

    void closeWhileConnecting()
    {
        TestAppEnv env;
        QVERIFY(env.profiles.add(profile()));
        QTcpServer silent; // accepts, never sends the SSH banner: the attempt stays in "Connecting"
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        SshTarget t = m_sshd.target();
        t.port = silent.serverPort();
        t.connectTimeoutSeconds = 600;
        MainWindow w(env.context());
        aim(w, t);
        QuestionAnswerer answerer;
        w.runPage()->diagnose();
        QVERIFY(w.runPage()->isRunning());
        QVERIFY(!w.runPage()->isMeasuring());
        QVERIFY(w.close());
        QVERIFY(!w.isVisible());
        QVERIFY(!w.runPage()->isRunning());
        QVERIFY2(answerer.asked.isEmpty(), qPrintable(answerer.asked.join(u'\n')));

        // Shown again, a later attempt that ends must not close the window (no close is pending).
        w.show();
        w.runPage()->diagnose();
        QVERIFY(w.runPage()->isRunning());
        w.runPage()->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!w.runPage()->isRunning(), 20000);
        QVERIFY(w.isVisible());
    }

    void closeWhileAPromptIsOpen()
    {
        TestAppEnv env;
        QVERIFY(env.profiles.add(profile()));
        SshTarget t = m_sshd.target();
        t.acceptNewHostKey = false;
        t.appKnownHostsPath = env.dir.filePath(QStringLiteral("known_hosts")); // empty: first contact
        MainWindow w(env.context());
        aim(w, t);
        QuestionAnswerer answerer;
        w.runPage()->diagnose();
        QTRY_VERIFY_WITH_TIMEOUT(anyDialogVisible(), 30000); // "Is this the Pi you expect?"
        QVERIFY(w.close());
        QVERIFY(!w.isVisible());
        QVERIFY(!w.runPage()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!anyDialogVisible(), 5000);
        QVERIFY2(answerer.asked.isEmpty(), qPrintable(answerer.asked.join(u'\n')));
        QVERIFY(!QFile::exists(t.appKnownHostsPath) ||
                QFile(t.appKnownHostsPath).size() == 0); // nothing accepted
    }

    void closeDuringARunAlwaysAsks()
    {
        TestAppEnv env;
        QVERIFY(env.profiles.add(profile()));
        SshTarget t = m_sshd.target();
        t.acceptNewHostKey = true;
        MainWindow w(env.context());
        aim(w, t);
        const int before = int(env.runs.list().size());
        QuestionAnswerer answerer;
        w.runPage()->diagnose();
        QTRY_VERIFY_WITH_TIMEOUT(w.runPage()->isMeasuring(), 60000);

        answerer.answer = QMessageBox::No;
        QVERIFY(!w.close());
        QCOMPARE(answerer.asked.size(), 1);
        QVERIFY(w.isVisible());
        QVERIFY(w.runPage()->isMeasuring());

        answerer.answer = QMessageBox::Yes;
        QVERIFY(!w.close()); // not yet: the run stops first, then the window closes
        QCOMPARE(answerer.asked.size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isVisible(), 120000);
        QVERIFY(!w.runPage()->isRunning());
        QCOMPARE(int(env.runs.list().size()), before + 1); // the partial run was saved
    }
};

QTEST_MAIN(TestCloseWhileBusy)
#include "tst_closewhilebusy.moc"
