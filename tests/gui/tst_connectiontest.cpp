#include "app/dialogs/hostkeydialog.h"
#include "app/dialogs/profiledialog.h"
#include "app/ssh/sshconnectiontester.h"
#include "app/wizard/profilewizard.h"
#include "core/store/profilestore.h"
#include "tests/integration/sshdfixture.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
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

    // The fixture's target, trusting its key at first contact (these tests are not about the key).
    SshTarget knownTarget() const
    {
        SshTarget t = m_sshd.target();
        t.acceptNewHostKey = true;
        return t;
    }

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // With PINAS_SHOTS=DIR, a PNG of the widget as the user sees it.
    static void shoot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("PINAS_SHOTS");
        if (!dir.isEmpty())
            w->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
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
        // The whole fingerprint is in sight: its label is as wide as its text needs.
        auto *fingerprint = hostKey->findChild<QLabel *>(QStringLiteral("fingerprint"));
        QTRY_VERIFY(fingerprint->width() >= fingerprint->sizeHint().width());
        shoot(hostKey, QStringLiteral("host-key-first-contact"));
        QTest::mouseClick(hostKey->findChild<QPushButton *>(QStringLiteral("trust")), Qt::LeftButton);

        auto *out = dialog.findChild<QPlainTextEdit *>(QStringLiteral("testOutput"));
        QTRY_VERIFY_WITH_TIMEOUT(out->toPlainText().contains(QStringLiteral("Linux")), 20000);
        QTRY_VERIFY(test->isEnabled());

        // Second time: the key is known, no dialog, straight in.
        out->clear();
        QTest::mouseClick(test, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(out->toPlainText().contains(QStringLiteral("Linux")), 20000);
    }

    // The same pre-flight as a run: a Pi folder that does not exist and a share folder that is a
    // plain folder on this PC are named with the run's own messages, and the test does not pass.
    void profileDialogShowsThePreflightProblems()
    {
        QTemporaryDir dir(QDir::homePath() + QStringLiteral("/.pinas-ct-XXXXXX"));
        Profile p = profile();
        p.remoteDir = dir.filePath(QStringLiteral("missing"));
        p.sharePath = dir.path();
        ProfileDialog dialog(p, {});
        auto *tester = new SshConnectionTester(&dialog, nullptr, [this](const Profile &) { return knownTarget(); },
                                               &dialog);
        QSignalSpy finished(tester, &ConnectionTester::finished);
        dialog.setConnectionTester(tester);
        dialog.show();
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testConnection"));
        QTest::mouseClick(test, Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).toBool(), false);
        const QString text = dialog.findChild<QPlainTextEdit *>(QStringLiteral("testOutput"))->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Linux")), qPrintable(text)); // the login worked
        QVERIFY2(text.contains(QStringLiteral("The Pi folder %1 does not exist on 127.0.0.1").arg(p.remoteDir)),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("The share folder %1 is on this PC's own disk").arg(p.sharePath)),
                 qPrintable(text));
        QTRY_VERIFY(test->isEnabled());
        // Nothing of the Pi was found behind the share: no folder to offer.
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("useShareFolder"))->isVisible());
        QVERIFY(QDir(dir.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    }

    // The wizard's test page: the share is another folder of the "Pi" (under its home), found there
    // and named, with the way to fix it; the test passes with that warning.
    void wizardShowsTheSameMessages()
    {
        QTemporaryDir dir(QDir::homePath() + QStringLiteral("/.pinas-ct-XXXXXX"));
        QDir(dir.path()).mkdir(QStringLiteral("pi"));
        QDir(dir.path()).mkdir(QStringLiteral("share"));
        const QString remote = dir.filePath(QStringLiteral("pi"));
        const QString share = dir.filePath(QStringLiteral("share"));
        ProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
        ProfileWizard::Sources sources;
        sources.sshConfigPath = dir.filePath(QStringLiteral("no_ssh_config"));
        sources.mountinfo = QByteArray("22 1 259:2 / / rw,relatime shared:1 - ext4 /dev/root rw\n");
        sources.resolve = [](const QString &, QObject *, std::function<void(const QList<QHostAddress> &)> done) {
            done({});
        };
        ProfileWizard w(store, sources);
        auto *tester = new SshConnectionTester(&w, nullptr, [this](const Profile &) { return knownTarget(); }, &w);
        tester->setAllowLocalShare(true); // the folder stands for the share as this PC mounts it
        QSignalSpy finished(tester, &ConnectionTester::finished);
        w.setConnectionTester(tester);
        w.show();
        w.findChild<QLineEdit *>(QStringLiteral("wizardHost"))->setText(QStringLiteral("127.0.0.1"));
        w.findChild<QSpinBox *>(QStringLiteral("wizardPort"))->setValue(m_sshd.port());
        w.findChild<QLineEdit *>(QStringLiteral("wizardUser"))->setText(m_sshd.user());
        w.findChild<QLineEdit *>(QStringLiteral("wizardName"))->setText(QStringLiteral("loopback"));
        QTest::mouseClick(w.button(QWizard::NextButton), Qt::LeftButton);
        QTRY_COMPARE(w.currentId(), int(ProfileWizard::LoginPageId));
        auto *auth = w.findChild<QComboBox *>(QStringLiteral("wizardAuth"));
        auth->setCurrentIndex(auth->findData(Profile::authKey(Profile::Auth::KeyFile)));
        w.findChild<QLineEdit *>(QStringLiteral("wizardKeyPath"))->setText(m_sshd.clientKeyPath());
        QTest::mouseClick(w.button(QWizard::NextButton), Qt::LeftButton);
        QTRY_COMPARE(w.currentId(), int(ProfileWizard::FoldersPageId));
        w.findChild<QLineEdit *>(QStringLiteral("wizardRemoteDir"))->setText(remote);
        w.findChild<QComboBox *>(QStringLiteral("wizardShare"))->setEditText(share);
        QTest::mouseClick(w.button(QWizard::NextButton), Qt::LeftButton);
        QTRY_COMPARE(w.currentId(), int(ProfileWizard::TestPageId));
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("wizardTestConnection")), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        const QString text = w.findChild<QPlainTextEdit *>(QStringLiteral("wizardTestOutput"))->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("The share folder %1 on this PC is the folder %1 on 127.0.0.1, not the "
                                              "chosen Pi folder %2")
                                   .arg(share, remote)),
                 qPrintable(text));
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(QDir(share).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
        QVERIFY(QDir(remote).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));

        // The offer to use the folder the share really is: it fills the Pi folder field and the
        // summary, and a second test then passes without the warning.
        auto *use = w.findChild<QPushButton *>(QStringLiteral("useShareFolder"));
        QVERIFY(use && use->isVisible());
        QCOMPARE(use->text(), QStringLiteral("Use %1 as the Pi folder").arg(share));
        QTest::mouseClick(use, Qt::LeftButton);
        QVERIFY(!use->isVisible());
        QCOMPARE(w.findChild<QLineEdit *>(QStringLiteral("wizardRemoteDir"))->text(), share);
        QVERIFY(w.findChild<QLabel *>(QStringLiteral("wizardSummary"))->text().contains(share));
        finished.clear();
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("wizardTestConnection")), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY2(finished.first().at(1).toString().contains(QStringLiteral("the share is the Pi folder")),
                 qPrintable(finished.first().at(1).toString()));
        QVERIFY(!use->isVisible());
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

        // The way out in the window: forget the app's entry (after a warning that defaults to No),
        // then the next test shows the new key as at first contact.
        auto *forget = dialog.findChild<QPushButton *>(QStringLiteral("forgetHostKey"));
        QVERIFY(forget);
        QTRY_VERIFY(forget->isVisible());
        const QString name = SshTarget::knownHostsName(QStringLiteral("127.0.0.1"), m_sshd.port());
        QVERIFY2(forget->text().contains(name), qPrintable(forget->text()));
        shoot(&dialog, QStringLiteral("profile-changed-key"));

        QTest::mouseClick(forget, Qt::LeftButton); // first answer No: nothing changes
        QMessageBox *ask = nullptr;
        QTRY_VERIFY((ask = dialog.findChild<QMessageBox *>(QStringLiteral("forgetHostKeyConfirm"))) && ask->isVisible());
        QCOMPARE(ask->defaultButton(), ask->button(QMessageBox::No));
        const QByteArray before = readFile(m_sshd.target().appKnownHostsPath);
        QVERIFY(before.contains(name.toUtf8()));
        ask->button(QMessageBox::No)->click();
        QTRY_VERIFY(!dialog.findChild<QMessageBox *>(QStringLiteral("forgetHostKeyConfirm")));
        QCOMPARE(readFile(m_sshd.target().appKnownHostsPath), before);
        QVERIFY(forget->isVisible());

        QTest::mouseClick(forget, Qt::LeftButton);
        QTRY_VERIFY((ask = dialog.findChild<QMessageBox *>(QStringLiteral("forgetHostKeyConfirm"))) && ask->isVisible());
        ask->button(QMessageBox::Yes)->click();
        QTRY_VERIFY(out->toPlainText().contains(QStringLiteral("is forgotten")));
        QVERIFY(!readFile(m_sshd.target().appKnownHostsPath).contains(name.toUtf8()));
        QVERIFY(!forget->isVisible());

        out->clear();
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("testConnection")), Qt::LeftButton);
        HostKeyDialog *hostKey = waitForHostKeyDialog();
        QVERIFY2(hostKey, "no host key dialog for the new key");
        QVERIFY(hostKey->findChild<QLabel *>(QStringLiteral("fingerprint"))->text().contains(m_sshd.hostKeyFingerprint()));
        QTest::mouseClick(hostKey->findChild<QPushButton *>(QStringLiteral("trust")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(out->toPlainText().contains(QStringLiteral("Linux")), 20000);
    }
};

QTEST_MAIN(TestConnectionTest)
#include "tst_connectiontest.moc"
