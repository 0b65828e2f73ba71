// What the Pi side is sent stays what the user chose: a Pi folder whose name holds a template
// placeholder ("@FILE@") is that folder, run through a real sh (issue 15, item 12).
#include "remote/jobs/remotediskjob.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

class TestHostileRemote : public QObject
{
    Q_OBJECT

private slots:
    void placeholdersInAFolderNameStayText_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("@FILE@") << "pi@FILE@share";
        QTest::newRow("@DIR@") << "@DIR@";
        QTest::newRow("@KEEP@ and quotes") << "it's @KEEP@ \"x\"";
        QTest::newRow("@@") << "@@pid 1@";
    }
    void placeholdersInAFolderNameStayText()
    {
        QFETCH(QString, name);
        QTemporaryDir base;
        const QString dir = base.filePath(name);
        QVERIFY(QDir().mkpath(dir));
        RemoteDiskJob::Params p;
        p.mode = RemoteDiskJob::Mode::Read; // reads a file that is not there: ends at once with 92
        p.remoteDir = dir;
        p.fileName = RemoteDiskJob::newFileName();
        const QString script = RemoteDiskJob::script(p);
        // The placeholder is gone; what remains is the folder's own name, once (it is the value).
        QCOMPARE(script.count(QLatin1String("@DIR@")), dir.count(QLatin1String("@DIR@")));
        QProcess sh;
        // The script's watcher ends with `kill -9 0`: its own process group, not this test's.
        sh.setChildProcessModifier([] { ::setsid(); });
        sh.start(QStringLiteral("sh"), {QStringLiteral("-c"), script}); // stdin stays open, as an SSH channel's
        QVERIFY(sh.waitForFinished(30000));
        // It got into the folder (exit 90 would be "cannot enter") and looked for its own file.
        QCOMPARE(sh.exitCode(), 92);
        QVERIFY(sh.readAllStandardOutput().contains("@@error nofile"));
    }
};

QTEST_GUILESS_MAIN(TestHostileRemote)
#include "tst_hostileremote.moc"
