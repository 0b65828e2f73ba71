#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
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

    // Issue #36: a word or option the command line does not know is refused with the usage on
    // stderr and exit 64 — never a window (here no display at all: a window would abort with Qt's
    // platform error, exit 134). A terminal escape in the word is not passed on.
    void unknownWordsAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("mistyped command") << QStringList{QStringLiteral("fixx")} << QStringLiteral("fixx");
        QTest::newRow("mistyped option") << QStringList{QStringLiteral("--hlep")} << QStringLiteral("--hlep");
        QTest::newRow("a Qt option") << QStringList{QStringLiteral("-platform"), QStringLiteral("xcb")}
                                     << QStringLiteral("-platform");
        QTest::newRow("escape in the word") << QStringList{QStringLiteral("\x1b]0;owned\x07x")} << QStringLiteral("x");
        QTest::newRow("analyze's unknown option")
            << QStringList{QStringLiteral("analyze"), QStringLiteral("--jsn"), example("pi3b-nfs.pinasrun")}
            << QStringLiteral("jsn");
        QTest::newRow("run's unknown option") << QStringList{QStringLiteral("run"), QStringLiteral("--hots"), QStringLiteral("pi")}
                                              << QStringLiteral("hots");
        QTest::newRow("fix's unknown option") << QStringList{QStringLiteral("fix"), QStringLiteral("--appyl")}
                                              << QStringLiteral("appyl");
    }
    void unknownWordsAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Result r = runExe(args);
        QCOMPARE(r.code, 64);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("Usage: pinas-doctor")), qPrintable(r.err));
        QVERIFY(!r.err.contains(QChar(0x1b)));
        QVERIFY(r.out.isEmpty());
    }

    // fix's time options are bounded before anything connects: the Pi's wait for the PC's
    // confirmation (--commit-wait 5–600) and each root command's limit (--command-limit 2–3600).
    void fixTimeOptionsAreBounded_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        for (const char *v : {"4", "601", "x", "0"})
            QTest::newRow(qPrintable(QStringLiteral("commit-wait ") + QLatin1String(v)))
                << QStringList{QStringLiteral("fix"), example("pi3b-nfs.pinasrun"), QStringLiteral("--commit-wait"),
                               QLatin1String(v)}
                << QStringLiteral("--commit-wait takes");
        QTest::newRow("command-limit 1") << QStringList{QStringLiteral("fix"), example("pi3b-nfs.pinasrun"),
                                                        QStringLiteral("--command-limit"), QStringLiteral("1")}
                                         << QStringLiteral("--command-limit takes");
    }
    void fixTimeOptionsAreBounded()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Result r = runExe(args);
        QCOMPARE(r.code, 2); // a usage error of a known option, not an unknown word (64)
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void analyzeWithoutFileIsUsageError()
    {
        QCOMPARE(runExe({QStringLiteral("analyze")}).code, 2);
    }
    static QString example(const char *name)
    {
        return QStringLiteral(PINAS_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
    }

    static QByteArray fixture(const char *name)
    {
        QFile f(QStringLiteral(PINAS_SOURCE_DIR "/tests/fixtures/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static QString writeFile(QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
    {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return path;
    }

    void analyzeExampleVerdicts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("bottleneck");
        QTest::addColumn<QString>("firstFinding");
        for (const char *lang : {"en", "ja"}) {
            const QString l = QLatin1String(lang);
            QTest::addRow("pi3b-nfs %s", lang) << example("pi3b-nfs.pinasrun") << l << QStringLiteral("network")
                                               << QStringLiteral("network-link-100m");
            QTest::addRow("pi4-ntfs %s", lang) << example("pi4-samba-ntfs.pinasrun") << l << QStringLiteral("filesystem")
                                               << QStringLiteral("fs-fuse-ntfs");
            QTest::addRow("pi4-ext4 %s", lang) << example("pi4-samba-ext4.pinasrun") << l << QStringLiteral("server-cpu")
                                               << QStringLiteral("server-cpu-bound");
        }
    }

    void analyzeExampleVerdicts()
    {
        QFETCH(QString, file);
        QFETCH(QString, lang);
        QFETCH(QString, bottleneck);
        QFETCH(QString, firstFinding);
        const Result r = runExe({QStringLiteral("analyze"), file, QStringLiteral("--json"), QStringLiteral("--lang"), lang});
        QCOMPARE(r.code, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QStringLiteral("bottleneck")).toString(), bottleneck);
        const QJsonArray findings = o.value(QStringLiteral("findings")).toArray();
        QVERIFY(!findings.isEmpty());
        QCOMPARE(findings.first().toObject().value(QStringLiteral("id")).toString(), firstFinding);
        const QString title = findings.first().toObject().value(QStringLiteral("title")).toString();
        // Japanese titles hold kana or kanji; English ones do not.
        bool cjk = false;
        for (const QChar c : title)
            cjk |= c.unicode() >= 0x3040;
        QCOMPARE(cjk, lang == u"ja");
        if (bottleneck == u"server-cpu") {
            // UASP is reported, honestly, as a small gain.
            bool uas = false;
            for (const QJsonValue &f : findings)
                if (f.toObject().value(QStringLiteral("id")).toString() == u"storage-no-uas") {
                    uas = true;
                    QCOMPARE(f.toObject().value(QStringLiteral("severity")).toString(), QStringLiteral("info"));
                    QVERIFY(f.toObject().value(QStringLiteral("expected")).toString().contains(QStringLiteral("+3 %")));
                }
            QVERIFY(uas);
        }
    }

    void analyzePi3bSaysNinetyFourPercent()
    {
        const Result r = runExe({QStringLiteral("analyze"), example("pi3b-nfs.pinasrun"), QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(r.code, 0);
        const QString summary = r.out.section(u'\n', 1, 1);
        QVERIFY2(summary.contains(QStringLiteral("11.1 MB/s")) && summary.contains(QStringLiteral("94 %"))
                     && summary.contains(QStringLiteral("Network")),
                 qPrintable(summary));
    }

    void analyzeInputs_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("code");
        const QByteArray transcript = "@@pinas-probe 1\n@@begin lsusb-t\n" + fixture("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt")
                                      + "@@end lsusb-t exit=0\n@@begin dmesg\n" + fixture("pi3b-dmesg-smsc95xx-link-up-100.txt")
                                      + "@@end dmesg exit=0\n";
        QTest::newRow("bare transcript") << transcript << 0;
        QTest::newRow("pasted outputs") << fixture("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt") << 0;
        auto ddOnly = [](const QByteArray &raw) {
            const QJsonObject m{{QStringLiteral("kind"), QStringLiteral("share-write")}, {QStringLiteral("raw"), QString::fromUtf8(raw)}};
            return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("pinas-doctor-run")},
                                             {QStringLiteral("version"), 1},
                                             {QStringLiteral("measurements"), QJsonArray{m}}})
                .toJson();
        };
        QTest::newRow("raw dd, Japanese") << ddOnly(fixture("seed-pi3b-dd-ja-nfs-client.txt")) << 0;
        QTest::newRow("raw dd, German") << ddOnly(fixture("dd-coreutils91-de_DE-LOCAL-format.txt")) << 0;
        QTest::newRow("raw dd, BusyBox") << ddOnly(fixture("dd-busybox-docker-alpine-NOT-PI.txt")) << 0;
        QFile run(example("pi3b-nfs.pinasrun"));
        QVERIFY(run.open(QIODevice::ReadOnly));
        QTest::newRow("truncated run file") << run.readAll().left(1500) << 2;
        QByteArray binary(4096, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 131 + 7) % 256);
        QTest::newRow("binary") << binary << 2;
    }

    void analyzeInputs()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, code);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("input.pinasrun"), content);
        const Result r = runExe({QStringLiteral("analyze"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, code);
        if (code == 0) {
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QVERIFY(o.contains(QStringLiteral("facts")));
            for (const QJsonValue &m : o.value(QStringLiteral("measurements")).toArray())
                QVERIFY2(m.toObject().value(QStringLiteral("mb_per_s")).toDouble() > 0, qPrintable(r.out.left(400)));
        } else {
            QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
            QVERIFY(!r.err.trimmed().isEmpty());
            QVERIFY(r.out.isEmpty());
        }
    }

    void analyzeWritesPdfAndCsv()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const QString csv = dir.filePath(QStringLiteral("report.csv"));
        const Result r = runExe({QStringLiteral("analyze"), example("pi3b-nfs.pinasrun"), QStringLiteral("--lang"),
                                 QStringLiteral("ja"), QStringLiteral("--pdf"), pdf, QStringLiteral("--csv"), csv});
        QCOMPARE(r.code, 0);
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(5) == "%PDF-");
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        const QByteArray bytes = c.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QVERIFY(bytes.contains("share-write"));
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext not installed");
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString content = QString::fromUtf8(text.readAllStandardOutput()).remove(u' ');
        QVERIFY2(content.contains(QString::fromUtf8("診断レポート")), qPrintable(content.left(300)));
        QVERIFY(content.contains(QString::fromUtf8("ボトルネック")));
    }

    // --redact OUT: the run for sharing is written (owner only), what was removed goes to stderr
    // with the values, the file holds only placeholders, and the report is the same verdict.
    void analyzeRedactWritesSharableRun()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.pinasrun"));
        const QString shared = dir.filePath(QStringLiteral("shared.pinasrun"));
        QFile src(example("pi3b-nfs.pinasrun"));
        QVERIFY(src.open(QIODevice::ReadOnly));
        QJsonObject run = QJsonDocument::fromJson(src.readAll()).object();
        QJsonObject profile = run.value(QStringLiteral("profile")).toObject();
        profile.insert(QStringLiteral("host"), QStringLiteral("bobs-nas.example.org"));
        profile.insert(QStringLiteral("user"), QStringLiteral("bob"));
        run.insert(QStringLiteral("profile"), profile);
        // A change made on the Pi from another PC than this one, and a person's name in the label
        // (issue #34): neither may reach the shared copy.
        run.insert(QStringLiteral("label"), QStringLiteral("measured by Gunhild Rasmussen"));
        run.insert(QStringLiteral("changes"),
                   QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("20261203T040512Z-nfs-sync-export-3f9a")},
                                          {QStringLiteral("finding"), QStringLiteral("nfs-sync-export")},
                                          {QStringLiteral("when"), QStringLiteral("2026-12-03T04:05:12Z")},
                                          {QStringLiteral("from_pc"), QStringLiteral("GUNHILDS-LAPTOP")},
                                          {QStringLiteral("status"), QStringLiteral("applied")}}});
        run.insert(QStringLiteral("transcript"), QString(run.value(QStringLiteral("transcript")).toString() +
                                                     QStringLiteral("@@begin cmdline\nip=192.168.7.9 root=/dev/sda2\n"
                                                                    "@@end cmdline exit=0\n@@begin dmesg\n[ 1.0] usb 1-1: "
                                                                    "SerialNumber: WX41A12345\n@@end dmesg exit=0\n")));
        QFile out(in);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(run).toJson());
        out.close();

        const Result plain = runExe({QStringLiteral("analyze"), in});
        const Result r = runExe({QStringLiteral("analyze"), in, QStringLiteral("--redact"), shared});
        QCOMPARE(r.code, 0);
        // The same report, but for what the shared copy no longer holds: the label a person typed
        // and the name of the PC the change came from.
        const QRegularExpression pc(QStringLiteral("GUNHILDS-LAPTOP → (host-\\d+)"));
        const QString pcPlaceholder = pc.match(r.err).captured(1);
        QVERIFY2(!pcPlaceholder.isEmpty(), qPrintable(r.err));
        QString expected = plain.out;
        expected.replace(QStringLiteral("measured by Gunhild Rasmussen"), QStringLiteral("(label removed)"))
            .replace(QStringLiteral("GUNHILDS-LAPTOP"), pcPlaceholder);
        QCOMPARE(r.out, expected);
        QVERIFY2(r.err.contains(QStringLiteral("bobs-nas.example.org")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("WX41A12345")));
        QFile f(shared);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        for (const char *gone : {"bobs-nas", "\"bob\"", "192.168.7.9", "WX41A12345", "GUNHILDS", "Rasmussen"})
            QVERIFY2(!bytes.contains(gone), gone);
        QVERIFY(bytes.contains("root=/dev/sda2"));
        QVERIFY(bytes.contains("(label removed)"));
        QVERIFY(bytes.contains("20261203T040512Z-nfs-sync-export-3f9a")); // the change's own words stay
        QCOMPARE(int(f.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther)), 0);
        // A path that cannot be written: exit 2, one message.
        QCOMPARE(runExe({QStringLiteral("analyze"), in, QStringLiteral("--redact"), dir.filePath(QStringLiteral("no/such/dir/x"))}).code, 2);
    }

    void analyzeBadLangIsUsageError()
    {
        QCOMPARE(runExe({QStringLiteral("analyze"), example("pi3b-nfs.pinasrun"), QStringLiteral("--lang"), QStringLiteral("fr")}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
