#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Runs the real executable, as a script or a scheduler would, with no display at all.
class TestCommandLine : public QObject
{
    Q_OBJECT

    static QProcessEnvironment headless()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *v : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(v));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        return env;
    }

    struct Result
    {
        int code;
        QString out;
        QString err;
    };

    static Result runExe(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(headless());
        p.start(QStringLiteral(PINAS_EXE), args);
        if (!p.waitForFinished(30000))
            return {-1, {}, QStringLiteral("timeout")};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void versionWithoutDisplay()
    {
        const Result r = runExe({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("pinas-doctor " PINAS_VERSION));
    }

    void helpListsSubcommands()
    {
        const Result r = runExe({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("analyze")));
        QVERIFY(r.out.contains(QStringLiteral("run")));
    }

    void analyzeUnreadableFileIsOneLineAndExit2()
    {
        QTemporaryDir dir;
        const Result r = runExe({QStringLiteral("analyze"), dir.filePath(QStringLiteral("missing.pinasrun"))});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY(r.err.contains(QStringLiteral("missing.pinasrun")));
    }

    void analyzeWithoutFileIsUsageError()
    {
        QCOMPARE(runExe({QStringLiteral("analyze")}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
