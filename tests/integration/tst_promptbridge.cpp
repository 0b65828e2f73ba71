// The GUI's way of answering questions from the SSH worker thread: signals out, answers back, and a
// cancel while a dialog is open that returns at once instead of waiting for an answer that never comes.
#include "remote/ssh/promptbridge.h"
#include "remote/ssh/sshconnection.h"
#include "tests/integration/connectwait.h"
#include "tests/integration/sshdfixture.h"

#include <QFile>
#include <QTest>
#include <QThread>

class TestPromptBridge : public QObject
{
    Q_OBJECT
private:
    SshdFixture m_sshd;

private slots:
    void initTestCase()
    {
        if (const QString why = m_sshd.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void questionsArriveOnTheCallersThread()
    {
        // An encrypted key, so both a host key question and a passphrase question come up.
        const QString key = m_sshd.path(QStringLiteral("id_bridge"));
        int rc = 0;
        SshdFixture::run(QStringLiteral("ssh-keygen"),
                         {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                          QStringLiteral("-N"), QStringLiteral("bridge-pp"), QStringLiteral("-f"), key},
                         &rc);
        QCOMPARE(rc, 0);
        QFile pub(key + QStringLiteral(".pub")), auth(m_sshd.path(QStringLiteral("authorized_keys")));
        QVERIFY(pub.open(QIODevice::ReadOnly) && auth.open(QIODevice::Append));
        auth.write(pub.readAll());
        auth.close();

        PromptBridge bridge;
        QThread *const mine = QThread::currentThread();
        QStringList asked;
        connect(&bridge, &PromptBridge::hostKeyConfirmationRequested, this,
                [&](quint64 id, const HostKeyInfo &info) {
                    QCOMPARE(QThread::currentThread(), mine);
                    asked << info.sha256Fingerprint;
                    bridge.answerHostKey(id, true);
                });
        connect(&bridge, &PromptBridge::passphraseRequested, this,
                [&](quint64 id, const QString &path, bool) {
                    QCOMPARE(QThread::currentThread(), mine);
                    asked << path;
                    bridge.answerText(id, QStringLiteral("bridge-pp"));
                });
        SshTarget t = m_sshd.target();
        t.keyPath = key;
        SshConnection c(t, &bridge);
        const ConnectOutcome o = connectAndWait(c);
        QVERIFY2(o.connected, qPrintable(o.error.message + QLatin1Char(' ') + o.error.detail));
        QCOMPARE(asked, (QStringList{m_sshd.hostKeyFingerprint(), key}));
        QVERIFY(QFile::exists(t.appKnownHostsPath));
    }

    // Without a server: every kind of question crosses threads with its arguments intact.
    void everyQuestionCrossesThreads()
    {
        PromptBridge bridge;
        connect(&bridge, &PromptBridge::passwordRequested, this,
                [&](quint64 id, const SshTarget &t, CredentialPrompter::PasswordReason r) {
                    bridge.answerText(id, t.host + (r == CredentialPrompter::PasswordReason::WrongPassword
                                                        ? QStringLiteral("-again")
                                                        : QString()));
                });
        connect(
            &bridge, &PromptBridge::keyboardInteractiveRequested, this,
            [&](quint64 id, const QString &name, const QString &, const QList<KeyboardInteractivePrompt> &p) {
                bridge.answerTexts(
                    id, QStringList{name, p.value(1).text,
                                    p.value(1).echo ? QStringLiteral("echo") : QStringLiteral("hidden")});
            });
        connect(&bridge, &PromptBridge::passphraseRequested, this,
                [&](quint64 id, const QString &, bool) { bridge.answerText(id, std::nullopt); });

        std::optional<QString> password;
        std::optional<QStringList> answers;
        std::optional<QString> passphrase{QStringLiteral("unset")};
        QThread *worker = QThread::create([&] {
            SshTarget t;
            t.host = QStringLiteral("pi");
            password = bridge.askPassword(t, CredentialPrompter::PasswordReason::WrongPassword);
            answers = bridge.askKeyboardInteractive(
                QStringLiteral("pam"), {},
                {{QStringLiteral("Code: "), true}, {QStringLiteral("PIN: "), false}});
            passphrase = bridge.askPassphrase(QStringLiteral("/k"), false);
        });
        worker->start();
        QTRY_VERIFY_WITH_TIMEOUT(worker->isFinished(), 5000);
        delete worker;
        QCOMPARE(password, std::optional<QString>(QStringLiteral("pi-again")));
        QCOMPARE(answers, std::optional<QStringList>(
                              {QStringLiteral("pam"), QStringLiteral("PIN: "), QStringLiteral("hidden")}));
        QVERIFY(!passphrase); // the user pressed Cancel
    }

    void cancelWhileADialogIsOpen()
    {
        QFile::remove(m_sshd.target().appKnownHostsPath);
        PromptBridge bridge;
        QSignalSpy asked(&bridge, &PromptBridge::hostKeyConfirmationRequested);
        QSignalSpy aborted(&bridge, &PromptBridge::promptsAborted);
        SshConnection c(m_sshd.target(), &bridge);
        QSignalSpy failed(&c, &SshConnection::connectionFailed);
        c.connectToHost();
        QVERIFY(asked.wait(10000)); // the "dialog" is open and nobody answers it
        QElapsedTimer clock;
        clock.start();
        c.cancel();
        QVERIFY2(clock.elapsed() < 20000,
                 QByteArray::number(clock.elapsed())); // does not wait for the dialog
        QCOMPARE(failed.size(), 1);
        QCOMPARE(c.lastError().kind, SshError::Kind::Cancelled);
        QCOMPARE(aborted.size(), 1);
        QVERIFY(!QFile::exists(m_sshd.target().appKnownHostsPath));
        // Once aborted, the bridge refuses at once (it belongs to the cancelled attempt).
        QVERIFY(!bridge.confirmNewHostKey({}));
    }
};

QTEST_GUILESS_MAIN(TestPromptBridge)
#include "tst_promptbridge.moc"
