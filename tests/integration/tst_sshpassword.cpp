// Password logins against a real OpenSSH server on 127.0.0.1, with a throwaway account (root only):
// the right password gets in, a wrong one is refused with the methods named, and no password ever
// lands in a file.
#include "remote/ssh/sshconnection.h"
#include "tests/integration/connectwait.h"
#include "tests/integration/sshdfixture.h"
#include "tests/integration/testprompter.h"

#include <QDateTime>
#include <QDirIterator>
#include <QStandardPaths>
#include <QTest>

class TestSshPassword : public QObject
{
    Q_OBJECT
private:
    SshdFixture m_sshd;
    // Distinctive, and full of what breaks careless quoting.
    const QString m_password = QStringLiteral("Pw-7c31-ünï'\"$(x)`y`;z");
    QDateTime m_started;

    SshTarget passwordTarget() const
    {
        SshTarget t = m_sshd.target();
        t.user = SshdFixture::passwordUser();
        t.keyPath.clear(); // the account has no key: only the password can work
        t.acceptNewHostKey = true;
        return t;
    }

    // Every file under the fixture folder (known_hosts, keys, configs), the app's data and config
    // folders, and every file in the temp folder written since the test began.
    QStringList filesContainingPassword(int *scanned) const
    {
        const QList<QByteArray> needles{
            m_password.toUtf8(),
            QByteArray(reinterpret_cast<const char *>(m_password.utf16()), m_password.size() * 2)};
        const QStringList roots{
            m_sshd.dir(), QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
            QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation),
            QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation), QDir::tempPath()};
        QStringList found;
        *scanned = 0;
        for (const QString &root : roots) {
            if (root.isEmpty() || !QFileInfo::exists(root))
                continue;
            const bool onlyNew = root == QDir::tempPath();
            QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QFileInfo fi(it.next());
                if (fi.isSymLink() || fi.size() > 64 * 1024 * 1024 || found.contains(fi.absoluteFilePath()))
                    continue;
                if (onlyNew && fi.lastModified() < m_started)
                    continue;
                QFile f(fi.absoluteFilePath());
                if (!f.open(QIODevice::ReadOnly))
                    continue;
                const QByteArray data = f.readAll();
                ++*scanned;
                for (const QByteArray &needle : needles) {
                    if (data.contains(needle) && !found.contains(fi.absoluteFilePath()))
                        found << fi.absoluteFilePath();
                }
            }
        }
        return found;
    }

private slots:
    void initTestCase()
    {
        m_started = QDateTime::currentDateTime().addSecs(-2);
        QStandardPaths::setTestModeEnabled(true);
        if (!SshdFixture::isRoot())
            QSKIP("Password logins need a throwaway account, which only root can create; run as root.");
        if (const QString why = m_sshd.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (const QString why = m_sshd.createPasswordUser(m_password); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void passwordAuth()
    {
        TestPrompter prompter;
        prompter.password = m_password;
        SshConnection c(passwordTarget(), &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail));
        QCOMPARE(c.sessionInfo().authMethod, QStringLiteral("password"));
        QCOMPARE(prompter.passwordReasons(), {CredentialPrompter::PasswordReason::FirstAttempt});
        const CommandResult r = runAndWait(c, QStringLiteral("id -un"));
        QCOMPARE(r.standardOutput.trimmed(), SshdFixture::passwordUser().toUtf8());
    }

    void wrongPasswordRefused()
    {
        TestPrompter prompter;
        prompter.password = QStringLiteral("not-the-password");
        SshConnection c(passwordTarget(), &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY(!o.connected);
        QCOMPARE(o.error.kind, SshError::Kind::AuthFailed);
        // Three tries, the later ones telling the user the last one was wrong.
        using R = CredentialPrompter::PasswordReason;
        QCOMPARE(prompter.passwordReasons(), (QList<R>{R::FirstAttempt, R::WrongPassword, R::WrongPassword}));
        // The message names what was tried and what the server takes.
        QVERIFY2(o.error.message.contains(QLatin1String("Tried: none, password")),
                 qPrintable(o.error.message));
        QVERIFY2(o.error.message.contains(QLatin1String("publickey, password")), qPrintable(o.error.message));
        QVERIFY(o.error.message.contains(SshdFixture::passwordUser()));
    }

    void cancelledPromptStopsTheLogin()
    {
        TestPrompter prompter; // answers nothing: the user pressed Cancel
        SshConnection c(passwordTarget(), &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY(!o.connected);
        QCOMPARE(o.error.kind, SshError::Kind::Cancelled);
    }

    void keyboardInteractiveThroughPam()
    {
        // Many Pis let PAM ask for the password through keyboard-interactive; a second server set up so.
        SshdFixture pam;
        pam.setKeyboardInteractiveOnly(true);
        if (const QString why = pam.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
        SshTarget t = passwordTarget();
        t.port = pam.port();
        t.appKnownHostsPath = pam.path(QStringLiteral("known_hosts"));
        TestPrompter prompter;
        prompter.password = m_password;
        SshConnection c(t, &prompter);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail + pam.log()));
        QCOMPARE(c.sessionInfo().authMethod, QStringLiteral("keyboard-interactive"));
        QCOMPARE(prompter.kbdintPrompts().size(), 1);
        QVERIFY(!prompter.kbdintPrompts().constFirst().echo); // a password prompt hides what is typed
        QVERIFY(prompter.passwordReasons().isEmpty());        // not asked twice for the same password
    }

    // Runs last, after every login above has written whatever it writes.
    void noPasswordInAnyFile()
    {
        {
            TestPrompter prompter;
            prompter.password = m_password;
            SshConnection c(passwordTarget(), &prompter);
            QVERIFY(connectAndWait(c).connected);
        }
        QVERIFY(QFile::exists(passwordTarget().appKnownHostsPath)); // the code did write something

        // The scan must be able to fail: a planted copy is found first.
        const QString canary = m_sshd.path(QStringLiteral("canary.txt"));
        {
            QFile f(canary);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("some text " + m_password.toUtf8() + " more text");
        }
        int scanned = 0;
        QCOMPARE(filesContainingPassword(&scanned), QStringList{canary});
        QFile::remove(canary);

        const QStringList found = filesContainingPassword(&scanned);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char(' '))));
        QVERIFY(scanned > 0);
        qInfo() << "scanned" << scanned << "files";
    }
};

QTEST_GUILESS_MAIN(TestSshPassword)
#include "tst_sshpassword.moc"
