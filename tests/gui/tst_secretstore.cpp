#include "app/dialogs/passworddialog.h"
#include "app/keychain/secretstore.h"
#include "app/ssh/promptdialogs.h"
#include "remote/ssh/promptbridge.h"

#include <QApplication>
#include <QCheckBox>
#include <QDirIterator>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

// Runs against a real Secret Service (gnome-keyring in a private D-Bus session, started by
// tests/gui/run-with-keyring) when PINAS_KEYRING=1; otherwise checks the "no keychain" path.
class TestSecretStore : public QObject
{
    Q_OBJECT

    struct Read
    {
        bool done = false, found = false;
        QString secret, error;
    };

    static Read readKey(SecretStore &store, const QString &key)
    {
        Read r;
        store.read(key, [&](bool found, const QString &secret, const QString &error) {
            r = {true, found, secret, error};
        });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(r.done, 10000); }();
        return r;
    }

private slots:
    void roundTripInARealKeychain()
    {
        if (qEnvironmentVariable("PINAS_KEYRING") != QLatin1String("1"))
            QSKIP("no keyring session (run through tests/gui/run-with-keyring)");
        SecretStore store(QStringLiteral("Pi NAS Doctor test"));
        const QString secret = QStringLiteral("ピ-s3cr3t-%1").arg(QCoreApplication::applicationPid());
        bool written = false;
        QString error;
        store.write(QStringLiteral("nas"), secret, [&](bool ok, const QString &e) {
            written = ok;
            error = e;
        });
        QTRY_VERIFY_WITH_TIMEOUT(written || !error.isEmpty(), 10000);
        QVERIFY2(written, qPrintable(error));

        const Read r = readKey(store, QStringLiteral("nas"));
        QVERIFY(r.found);
        QCOMPARE(r.secret, secret);

        // The secret must not sit in clear in any file under HOME (where the keyring keeps its files).
        QDirIterator it(qEnvironmentVariable("HOME"), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (f.open(QIODevice::ReadOnly))
                QVERIFY2(!f.readAll().contains(secret.toUtf8()), qPrintable(f.fileName()));
        }

        bool removed = false;
        store.remove(QStringLiteral("nas"), [&](bool ok, const QString &) { removed = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(removed, 10000);
        QVERIFY(!readKey(store, QStringLiteral("nas")).found);
    }

    void noKeychainIsReportedNotFatal()
    {
        if (qEnvironmentVariable("PINAS_KEYRING") == QLatin1String("1"))
            QSKIP("a keyring is running");
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/pinas-bus");
        SecretStore store(QStringLiteral("Pi NAS Doctor test"));
        const Read r = readKey(store, QStringLiteral("nas"));
        QVERIFY(!r.found);
        QVERIFY(!r.error.isEmpty());
        QVERIFY(!store.keychainUsable()); // so no dialog offers "Remember" any more
    }

    // Issue #36: "the same password was asked five times in one session". A password the server took
    // answers the next connection to the same account and server without a dialog; it is asked
    // again once the server refuses it, and never sent to another server. With or without a
    // keychain (this binary also runs under a real one), and "Remember" is offered only when the
    // keychain can be used.
    void typedPasswordIsAskedOncePerSession()
    {
        SecretStore store(QStringLiteral("Pi NAS Doctor test"));
        QWidget window;
        SshTarget pi;
        pi.host = QStringLiteral("pi.lan");
        pi.user = QStringLiteral("pi");
        pi.port = 22;
        int dialogs = 0;
        bool rememberRight = true;
        // One attempt: a bridge and its dialogs, the question asked from a worker thread as the
        // connection asks it; a password dialog that shows is answered with `typed` (or Cancel).
        auto attempt = [&](const SshTarget &target, CredentialPrompter::PasswordReason reason,
                           const std::optional<QString> &typed, bool loginWorks) {
            PromptBridge bridge;
            PromptDialogs answers(&bridge, &window, &store, QStringLiteral("test-profile"));
            std::optional<QString> got;
            QThread *worker = QThread::create([&] { got = bridge.askPassword(target, reason); });
            worker->start();
            bool answered = false;
            while (!worker->isFinished()) {
                QTest::qWait(20);
                for (QWidget *w : QApplication::topLevelWidgets()) {
                    auto *d = qobject_cast<PasswordDialog *>(w);
                    if (!d || !d->isVisible() || answered)
                        continue;
                    answered = true;
                    ++dialogs;
                    const auto *remember = d->findChild<QCheckBox *>(QStringLiteral("remember"));
                    rememberRight = rememberRight && remember && remember->isVisible() == store.keychainUsable();
                    if (typed) {
                        d->findChild<QLineEdit *>(QStringLiteral("secret"))->setText(*typed);
                        d->accept();
                    } else {
                        d->reject();
                    }
                }
            }
            worker->wait();
            delete worker;
            if (loginWorks)
                answers.rememberIfAsked();
            return got;
        };
        using Reason = CredentialPrompter::PasswordReason;
        QCOMPARE(attempt(pi, Reason::FirstAttempt, QStringLiteral("s3cret"), true), std::optional<QString>(QStringLiteral("s3cret")));
        QCOMPARE(dialogs, 1);
        // The run's next connections: answered from the session, no dialog.
        for (int i = 0; i < 4; ++i)
            QCOMPARE(attempt(pi, Reason::FirstAttempt, std::nullopt, true), std::optional<QString>(QStringLiteral("s3cret")));
        QCOMPARE(dialogs, 1);
        // Another server, or another account on it, is asked, never sent this one's password.
        SshTarget other = pi;
        other.host = QStringLiteral("nas.lan");
        QCOMPARE(attempt(other, Reason::FirstAttempt, std::nullopt, false), std::optional<QString>());
        QCOMPARE(dialogs, 2);
        // The server refuses it (changed on the Pi): forgotten, the user is asked.
        QCOMPARE(attempt(pi, Reason::WrongPassword, std::nullopt, false), std::optional<QString>());
        QCOMPARE(dialogs, 3);
        QCOMPARE(attempt(pi, Reason::FirstAttempt, QStringLiteral("new"), true), std::optional<QString>(QStringLiteral("new")));
        QCOMPARE(dialogs, 4);
        QVERIFY(!store.sessionSecret(QStringLiteral("password pi@pi.lan:22")).isEmpty());
        QVERIFY(rememberRight);
    }
};

QTEST_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
