// The hostile corpus (tests/hostile/corpus, made by make_corpus.py, and the big inputs made here)
// through `pinas-doctor analyze`: text, --json, --pdf and --csv. Whatever the run file holds, the
// output is data: no terminal escape, no spreadsheet formula, no impossible figure, and no blow-up
// (a 300k-character label: PDF < 10 s; 50k sections: < 3 s, as generous guards).
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Analyzed
{
    int exitCode = -1;
    QByteArray out;
    QString err;
    qint64 ms = 0;
};

Analyzed analyze(const QStringList &args)
{
    Analyzed a;
    QProcess p;
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(PINAS_DOCTOR_BIN), QStringList{QStringLiteral("analyze")} + args);
    if (!p.waitForFinished(120000))
        p.kill();
    a.ms = timer.elapsed();
    a.exitCode = p.exitCode();
    a.out = p.readAllStandardOutput();
    a.err = QString::fromUtf8(p.readAllStandardError());
    return a;
}

QString corpus(const QString &name)
{
    return QStringLiteral(PINAS_SOURCE_DIR "/tests/hostile/corpus/") + name + QStringLiteral(".pinasrun");
}

// No escape, bell, NUL, C1 control or bidi override reaches the terminal.
bool terminalSafe(const QString &text, QString *why)
{
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) ||
            (u >= 0x2066 && u <= 0x2069)) {
            *why = QStringLiteral("U+%1").arg(int(u), 4, 16, QLatin1Char('0'));
            return false;
        }
    }
    return true;
}

// The fields of an RFC 4180 text (quotes undone).
QList<QStringList> parseCsv(QString text)
{
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    QList<QStringList> rows{QStringList()};
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            rows.last() << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            rows.last() << field;
            field.clear();
            rows.append(QStringList());
            ++i;
        } else {
            field += c;
        }
    }
    if (rows.last().isEmpty())
        rows.removeLast();
    return rows;
}

} // namespace

class TestHostileCorpus : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    void writeRun(const QString &path, const QByteArray &json)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
    }

    // Every output of analyze for one file: exit 0, terminal-safe, valid JSON, a PDF, a safe CSV.
    void analyzeAll(const QString &file, qint64 *pdfMs = nullptr)
    {
        const Analyzed text = analyze({file});
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QString why;
        QVERIFY2(terminalSafe(QString::fromUtf8(text.out), &why), qPrintable(why));
        QVERIFY2(!text.out.contains("inf MB/s") && !text.out.contains("nan"), text.out.constData());

        const Analyzed json = analyze({file, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(terminalSafe(QString::fromUtf8(json.out), &why), qPrintable(why));
        QJsonParseError error{};
        QVERIFY2(QJsonDocument::fromJson(json.out, &error).isObject(), qPrintable(error.errorString()));

        const QString pdf = m_dir.filePath(QStringLiteral("out.pdf"));
        const QString csv = m_dir.filePath(QStringLiteral("out.csv"));
        QFile::remove(pdf);
        QFile::remove(csv);
        const Analyzed files = analyze({file, QStringLiteral("--pdf"), pdf, QStringLiteral("--csv"), csv});
        QVERIFY2(files.exitCode == 0, qPrintable(files.err));
        if (pdfMs)
            *pdfMs = files.ms;
        QVERIFY(QFileInfo(pdf).size() > 1000);
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(c.readAll()));
        QVERIFY(rows.size() >= 1);
        for (const QStringList &row : rows)
            for (const QString &field : row)
                QVERIFY2(field.isEmpty() || !QStringLiteral("=+-@\t\r").contains(field.front()), qPrintable(field));
    }

private slots:
    void accepted_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"markup-label", "markup-everywhere", "control-label", "csv-formulas", "arg-chain",
                                 "forged-framing", "missing-exports", "forged-lines-label", "lone-surrogate-label",
                                 "personal-values"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void accepted()
    {
        QFETCH(QString, name);
        analyzeAll(corpus(name));
    }

    // Item 6: a figure outside physical sense is refused where it enters, with a message.
    void impossibleFiguresAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &f : QDir(QStringLiteral(PINAS_SOURCE_DIR "/tests/hostile/corpus"))
                                    .entryList({QStringLiteral("impossible-*.pinasrun")}))
            QTest::newRow(qPrintable(f)) << f.chopped(9);
        QTest::newRow("markup-format") << QStringLiteral("markup-format");
    }
    void impossibleFiguresAreRefused()
    {
        QFETCH(QString, name);
        const Analyzed a = analyze({corpus(name), QStringLiteral("--json")});
        QCOMPARE(a.exitCode, 2);
        QVERIFY(a.out.isEmpty());
        QCOMPARE(a.err.count(u'\n'), 1); // one line
        QString why;
        QVERIFY2(terminalSafe(a.err.chopped(1), &why), qPrintable(why));
    }

    void controlCharactersAreReplaced()
    {
        const Analyzed a = analyze({corpus(QStringLiteral("control-label"))});
        QCOMPARE(a.exitCode, 0);
        const QString text = QString::fromUtf8(a.out);
        QVERIFY(text.contains(QStringLiteral("gnp.exe"))); // the text is kept, only the controls go
        QVERIFY(!text.contains(QChar(0x202e)));
        // JSON keeps the data, escaped: the label reads back the same.
        const Analyzed json = analyze({corpus(QStringLiteral("control-label")), QStringLiteral("--json")});
        QVERIFY(json.out.contains("\\u202e"));
    }

    // Issue 27: a label's newlines forge no line of the report, JSON has no lone surrogate, a paste
    // with a Windows-1252 line loads, and --redact and --markdown keep no personal value.
    void issue27Outputs()
    {
        const Analyzed forged = analyze({corpus(QStringLiteral("forged-lines-label"))});
        QCOMPARE(forged.exitCode, 0);
        for (const QString &line : QString::fromUtf8(forged.out).split(u'\n'))
            QVERIFY2(!line.trimmed().startsWith(QStringLiteral("1. [Critical] Run curl")), qPrintable(line));

        const Analyzed json = analyze({corpus(QStringLiteral("lone-surrogate-label")), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(!json.out.contains("\\ud800"));
        QVERIFY(!json.out.contains("\\udfff"));

        const QString paste = QStringLiteral(PINAS_SOURCE_DIR "/tests/hostile/corpus/latin1-paste.txt");
        const Analyzed latin1 = analyze({paste});
        QVERIFY2(latin1.exitCode == 0, qPrintable(latin1.err));

        const QString redacted = m_dir.filePath(QStringLiteral("redacted.pinasrun"));
        const Analyzed red = analyze({corpus(QStringLiteral("personal-values")), QStringLiteral("--redact"), redacted});
        QVERIFY2(red.exitCode == 0, qPrintable(red.err));
        const Analyzed md = analyze({corpus(QStringLiteral("personal-values")), QStringLiteral("--markdown")});
        QFile f(redacted);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray file = f.readAll();
        for (const char *value : {"smithnas", "SMITHNAS", "john_doe", "cred-johndoe", "backupbox", "JohnsPhotos",
                                  "desktop-peter", "anna.k", "mediauser7", "Smith-Home-5G", "11:22:33",
                                  "id_ed25519_johnsmith", "Johns NAS"}) {
            QVERIFY2(!file.contains(value), value);
            QVERIFY2(!red.out.contains(value), value);
            QVERIFY2(!md.out.contains(value), value);
        }
    }

    // Forged framing: the fake end of "processes" in a command line does not hide ntfs-3g.
    void forgedFramingHidesNothing()
    {
        const Analyzed a = analyze({corpus(QStringLiteral("forged-framing")), QStringLiteral("--json")});
        QCOMPARE(a.exitCode, 0);
        QVERIFY2(a.out.contains("ntfs-3g"), a.out.constData());
    }

    // Item 8: an interface named "e%2%1%3" is a name, never a place for the finding's figures.
    void namesDoNotRewriteFigures()
    {
        const Analyzed a = analyze({corpus(QStringLiteral("arg-chain")), QStringLiteral("--json")});
        QCOMPARE(a.exitCode, 0);
        QVERIFY2(a.out.contains("network-link-100m"), a.out.constData());
        // The name stays as it is and the figures stay where they belong.
        QVERIFY2(a.out.contains("e%2%1%3 (bcmgenet) is linked at 100 Mb/s: at most 11.77 MB/s"), a.out.constData());
    }

    void missingExportsGiveNoNfs()
    {
        const Analyzed a = analyze({corpus(QStringLiteral("missing-exports")), QStringLiteral("--json")});
        QCOMPARE(a.exitCode, 0);
        QVERIFY2(!a.out.contains("/etc/exports: not"), a.out.constData());
        QVERIFY(!a.out.contains("nfs-sync-export"));
    }

    // Item 4 and 3's guards: a 300k-character label and board model, and 50k sections.
    void bigInputsStayBounded()
    {
        QFile base(corpus(QStringLiteral("markup-label")));
        QVERIFY(base.open(QIODevice::ReadOnly));
        QJsonObject run = QJsonDocument::fromJson(base.readAll()).object();
        const QString longText(300000, u'W');
        run.insert(QStringLiteral("label"), longText);
        run.insert(QStringLiteral("transcript"),
                   run.value(u"transcript").toString().replace(QStringLiteral("<img"), longText + QStringLiteral("<img")));
        const QString longRun = m_dir.filePath(QStringLiteral("long.pinasrun"));
        writeRun(longRun, QJsonDocument(run).toJson());
        qint64 pdfMs = 0;
        analyzeAll(longRun, &pdfMs);
        qInfo("300k-character label: text, JSON, PDF and CSV; the PDF run took %lld ms", pdfMs);

        QString transcript = QStringLiteral("@@pinas-probe 1\n");
        for (int i = 0; i < 50000; ++i)
            transcript += QStringLiteral("@@begin s%1\nline\n@@end s%1 exit=0\n").arg(i);
        run.insert(QStringLiteral("label"), QStringLiteral("many sections"));
        run.insert(QStringLiteral("transcript"), transcript);
        const QString manyRun = m_dir.filePath(QStringLiteral("many.pinasrun"));
        writeRun(manyRun, QJsonDocument(run).toJson());
        const Analyzed a = analyze({manyRun, QStringLiteral("--json")});
        QCOMPARE(a.exitCode, 0);
        qInfo("50k sections: analyze --json took %lld ms", a.ms);
    }
};

QTEST_GUILESS_MAIN(TestHostileCorpus)
#include "tst_hostilecorpus.moc"
