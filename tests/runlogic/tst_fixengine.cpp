// FixEngine on the scripted runner: the real change script runs under a local sh on files in a
// temporary folder (never this machine's /etc), with a fault placed at an exact point: sudo refused,
// the connection lost before the PC's confirmation. Each leaves the same bytes.
#include "core/treatment/confedits.h"
#include "remote/treatment/fixengine.h"
#include "tests/support/scriptedrunner.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

} // namespace

class TestFixEngine : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;
    const QByteArray m_before = "# mine\n/mnt/nfs *(rw,sync,no_subtree_check)\n";

    ChangeSpec change(const QString &id)
    {
        ChangeSpec c;
        c.id = id;
        c.finding = QStringLiteral("nfs-sync-export");
        c.files << FileEdit{m_file, m_before, ConfEdits::exportsWithAsync(m_before)};
        c.reload << QStringLiteral("true");
        c.backupRoot = m_dir.filePath(QStringLiteral("backups"));
        c.commitWaitSeconds = 1;
        return c;
    }

    // Privilege as root (the local sh runs as this user; as root or not, it may write the temp folder).
    static void asRoot(ScriptedRunner &pi)
    {
        pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::answer("0\n"));
    }

    static FixEngine::Outcome runApply(FixEngine &engine, const ChangeSpec &c, QString *message = nullptr)
    {
        QSignalSpy privilege(&engine, &FixEngine::privilegeKnown);
        engine.checkPrivilege();
        if (!privilege.wait(10000))
            return FixEngine::Outcome::Lost;
        QSignalSpy done(&engine, &FixEngine::finished);
        engine.apply(c); // a refusal before any command comes at once
        if (done.isEmpty() && !done.wait(60000))
            return FixEngine::Outcome::Lost;
        if (message)
            *message = done.first().at(2).toString();
        return done.first().at(0).value<FixEngine::Outcome>();
    }

private slots:
    void init()
    {
        m_file = m_dir.filePath(QStringLiteral("exports"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(m_before);
    }

    void appliesAndConfirms()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        QString message;
        QCOMPARE(runApply(engine, change(QStringLiteral("E1")), &message), FixEngine::Outcome::Applied);
        QCOMPARE(readAll(m_file), ConfEdits::exportsWithAsync(m_before));
        QVERIFY(pi.commands().last().contains(QStringLiteral("/commit")));
        QSignalSpy listed(&engine, &FixEngine::changesListed);
        engine.listChanges(m_dir.filePath(QStringLiteral("backups")));
        QVERIFY(listed.wait(10000));
        const auto changes = listed.first().at(0).value<QList<QJsonObject>>();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().value(QStringLiteral("status")).toString(), QStringLiteral("applied"));
        QCOMPARE(changes.first().value(QStringLiteral("finding")).toString(), QStringLiteral("nfs-sync-export"));
    }

    void sudoRefusedChangesNothing()
    {
        ScriptedRunner pi;
        pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::answer("1000\n")); // no "sudo-ok"
        FixEngine engine(&pi);
        QCOMPARE(runApply(engine, change(QStringLiteral("E2"))), FixEngine::Outcome::Refused);
        QCOMPARE(readAll(m_file), m_before);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("backups/E2"))));
        for (const QString &c : pi.commands())
            QVERIFY2(!c.contains(QStringLiteral("base64 -d")), qPrintable(c)); // the script never ran
    }

    void connectionLostBeforeTheConfirmationRollsBack()
    {
        ScriptedRunner pi;
        asRoot(pi);
        // The confirmation (not the apply script, which names the mark too) meets a lost connection.
        pi.script(QStringLiteral("^sh -c 'touch "), ScriptedRunner::Reply::loseConnection());
        FixEngine engine(&pi);
        const FixEngine::Outcome o = runApply(engine, change(QStringLiteral("E3")));
        QVERIFY(o == FixEngine::Outcome::RolledBack || o == FixEngine::Outcome::Lost);
        QTRY_COMPARE_WITH_TIMEOUT(readAll(m_dir.filePath(QStringLiteral("backups/E3/status"))).left(11),
                                  QByteArray("rolled-back"), 30000);
        QCOMPARE(readAll(m_file), m_before);
    }

    void fileChangedSinceThePlanIsRefused()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        ChangeSpec c = change(QStringLiteral("E4"));
        c.files.first().before = "/mnt/nfs *(rw,sync)\n"; // what the plan saw; the file says more now
        QCOMPARE(runApply(engine, c), FixEngine::Outcome::Refused);
        QCOMPARE(readAll(m_file), m_before);
    }

    void tooLargeAFileIsRefusedBeforeAnything()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        ChangeSpec c = change(QStringLiteral("E6"));
        c.files.first().after = QByteArray(200000, 'x');
        QCOMPARE(runApply(engine, c), FixEngine::Outcome::Refused);
        QCOMPARE(readAll(m_file), m_before);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("backups/E6"))));
    }

    void reloadFailureRollsBack()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        ChangeSpec c = change(QStringLiteral("E5"));
        c.reload = {QStringLiteral("false")};
        QCOMPARE(runApply(engine, c), FixEngine::Outcome::RolledBack);
        QCOMPARE(readAll(m_file), m_before);
    }
};

QTEST_GUILESS_MAIN(TestFixEngine)
#include "tst_fixengine.moc"
