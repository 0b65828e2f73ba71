#include "app/keychain/secretstore.h"

#include <QDirIterator>
#include <QSignalSpy>
#include <QTest>

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
    }
};

QTEST_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
