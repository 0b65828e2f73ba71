#include "app/dialogs/hostkeydialog.h"
#include "app/dialogs/profiledialog.h"
#include "app/ssh/sshconnectiontester.h"
#include "tests/integration/sshdfixture.h"

#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

// The profile editor's "Test connection" against a real sshd on 127.0.0.1: the first-contact
// dialog shows the server's real fingerprint, trusting it logs in and shows `uname -a`.
class TestConnectionTest : public QObject
{
    Q_OBJECT

    SshdFixture m_sshd;

    Profile profile() const
    {
        Profile p;
        p.name = QStringLiteral("loopback");
        p.host = QStringLiteral("127.0.0.1");
        p.port = m_sshd.port();
        p.user = m_sshd.user();
        p.auth = Profile::Auth::KeyFile;
        p.keyPath = m_sshd.clientKeyPath();
        return p;
    }

    static HostKeyDialog *waitForHostKeyDialog()
    {
        HostKeyDialog *found = nullptr;
        (void)QTest::qWaitFor(
            [&] {
                for (QWidget *w : QApplication::topLevelWidgets()) {
                    if (auto *d = qobject_cast<HostKeyDialog *>(w); d && d->isVisible())
                        found = d;
                }
                return found != nullptr;
            },
            20000);
        return found;
    }

private slots:
    void initTestCase()
    {
        const QString why = m_sshd.start();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void firstContactThenLoggedIn()
    {
        ProfileDialog dialog(profile(), {});
        // The fixture's target: its temp known_hosts, no ~/.ssh files, loopback only.
        auto *tester = new SshConnectionTester(&dialog, nullptr, [this](const Profile &) { return m_sshd.target(); },
                                               &dialog);
        dialog.setConnectionTester(tester);
        dialog.show();
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testConnection"));
        QVERIFY(test && test->isVisible());
        QTest::mouseClick(test, Qt::LeftButton);

        HostKeyDialog *hostKey = waitForHostKeyDialog();
        QVERIFY2(hostKey, "no host key dialog");
        const QString shown = hostKey->findChild<QLabel *>(QStringLiteral("fingerprint"))->text();
        QVERIFY2(shown.contains(m_sshd.hostKeyFingerprint()), qPrintable(shown));
        QTest::mouseClick(hostKey->findChild<QPushButton *>(QStringLiteral("trust")), Qt::LeftButton);

        auto *out = dialog.findChild<QPlainTextEdit *>(QStringLiteral("testOutput"));
        QTRY_VERIFY_WITH_TIMEOUT(out->toPlainText().contains(QStringLiteral("Linux")), 20000);
        QTRY_VERIFY(test->isEnabled());

        // Second time: the key is known, no dialog, straight in.
        out->clear();
        QTest::mouseClick(test, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(out->toPlainText().contains(QStringLiteral("Linux")), 20000);
    }

    void changedKeyIsRefusedWithTheWayOut()
    {
        const QString why = m_sshd.restartWithNewHostKeys();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        ProfileDialog dialog(profile(), {});
        auto *tester = new SshConnectionTester(&dialog, nullptr, [this](const Profile &) { return m_sshd.target(); },
                                               &dialog);
        dialog.setConnectionTester(tester);
        dialog.show();
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("testConnection")), Qt::LeftButton);
        auto *out = dialog.findChild<QPlainTextEdit *>(QStringLiteral("testOutput"));
        QTRY_VERIFY_WITH_TIMEOUT(out->toPlainText().contains(QStringLiteral("ssh-keygen -R")), 20000);
        QVERIFY(!out->toPlainText().contains(QStringLiteral("Linux")));
    }
};

QTEST_MAIN(TestConnectionTest)
#include "tst_connectiontest.moc"
