#include "core/model/run.h"
#include "core/report/csvwriter.h"
#include "core/report/pdfwriter.h"
#include "core/report/redaction.h"
#include "core/report/report.h"
#include "core/report/reporthtml.h"
#include "core/report/reportjson.h"
#include "core/report/reportmarkdown.h"
#include "core/report/reporttext.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QGuiApplication>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

// Issue #28: the renderers were changed to read only the Report. This test pins what they give —
// the forum post (Markdown and plain), the text report, the JSON of `analyze --json`, the CSV, the
// HTML of the Report page and the HTML the PDF is printed from — for every run file in the tree (the
// shipped examples, the test bed's run, the hostile corpus), each as it is, with private names
// added, and redacted for sharing, in English and Japanese. The hashes in tests/golden/ were
// written by the renderers before the change; the outputs must stay byte for byte the same.
// tests/golden/long-raw-outputs.pinasrun was added after: raw outputs longer than the forum post
// takes (cut sections, the total cap), private names in them; its lines in the manifest came from the
// new code after `pinas-doctor analyze` of main (45b0b85) gave the same text, JSON, Markdown
// (also with --redact) and CSV of it, in both languages.
// Issue #34 (class 9) changed the redacted outputs and the forum posts' plain text on purpose: the
// label and the profile's name are replaced whole. Their lines were rewritten after a build that
// kept those two fields as before gave the old hashes for every output but the test bed's redacted
// JSON, where only the order of two host placeholders differs (the profile's name, an address
// there, is now collected before the Pi's uname name).
// Issue #38 (part B) changed only the analyze JSON outputs on purpose: the facts gained a NIC's
// driver_errors and a disk's health keys (null in every shipped run); the text, Markdown, HTML and
// CSV of every run kept their hashes, so no verdict moved.
// Issue #39 changed the text, HTML, JSON and Markdown outputs on purpose: the answers in the owner's
// terms ("What this NAS can do for you", JSON "answers") follow the verdict. Their lines were
// rewritten with PINAS_GOLDEN_WRITE; every CSV and load-error output kept its hash.
// The merge of #38 (board table, drivers' words) and #39 on main rewrote the manifest once more with
// PINAS_GOLDEN_WRITE: the answers card with the merged facts; checked by eye on pi3b-nfs (network
// bound, 94 % of 11.77 MB/s, as before).
// Issue #36 changed the text and HTML outputs on purpose: the bottleneck's reason is no longer said
// a second time below a verdict that names the layer (it is shown only when none is named), and the
// Japanese card figure reads 「上限 … のうち …」; every JSON and CSV output kept its hash, and the
// Markdown changed only in Japanese (the card figure).
// Issue #38 (nic-usb2-port) changed only pi3b-nfs's "named" outputs, on purpose: the private names
// add an ethtool section that links its USB 2.0 NIC (smsc95xx at 480M) at 1000 Mb/s, and a NIC on
// USB at 480M now gets the `usb2-nic` ceiling (37.5 MB/s) instead of gigabit's 117.7.
//
// PINAS_GOLDEN_WRITE=DIR writes every output into DIR and the manifest to DIR/renderers.sha256
// (to regenerate tests/golden/renderers.sha256 after an intended change, and to diff by hand).
class TestRenderGolden : public QObject
{
    Q_OBJECT

    // Every run file the tests and the app ship, by path relative to the source tree.
    static QStringList runFiles()
    {
        QStringList files;
        const QDir root(QStringLiteral(PINAS_SOURCE_DIR));
        for (const QString &dir : {u"resources/examples"_qs, u"docs/runs"_qs, u"tests"_qs}) {
            QDirIterator it(root.filePath(dir), {u"*.pinasrun"_qs}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                files << root.relativeFilePath(it.next());
        }
        files.sort();
        return files;
    }

    // As a real run carries it: a profile with a host and a user, the Pi's name in uname (the
    // words the forum post hides), an address and a MAC in a raw output it shows.
    static Run withPrivateNames(Run r)
    {
        r.setProfile(QJsonObject{{u"name"_qs, u"kellerpi"_qs},
                                 {u"host"_qs, u"kellerpi.fritz.box"_qs},
                                 {u"user"_qs, u"hildegard"_qs},
                                 {u"remote_dir"_qs, u"/home/hildegard/nas"_qs}});
        r.setTranscript(
            r.transcript() +
            u"@@begin uname\nLinux kellerpi 6.1.21-v8+ aarch64\n@@end uname exit=0\n"_qs
            u"@@begin ethtool-eth0\nSettings for eth0:\n\tSpeed: 1000Mb/s\n\tDuplex: Full\n"
            u"\tLink detected: yes\n\tinet 192.168.178.23 mac dc:a6:32:01:02:03\n@@end ethtool-eth0 exit=0\n"_qs);
        return r;
    }

    // Every rendering of one run, in the language whose translator is installed.
    static void render(const QString &name, const Run &run, QMap<QString, QByteArray> *out)
    {
        const Report report = Report::build(run);
        const Report shared = Report::forSharing(run, report);
        out->insert(name + u".md"_qs, ReportMarkdown::render(shared).toUtf8());
        out->insert(name + u".plain.txt"_qs, ReportMarkdown::renderPlain(shared).toUtf8());
        out->insert(name + u".txt"_qs, ReportText::render(report).toUtf8());
        out->insert(name + u".json"_qs, ReportJson::toBytes(report));
        out->insert(name + u".csv"_qs, CsvWriter::reportsCsv({report}));
        out->insert(name + u".html"_qs, ReportHtml::render(report).toUtf8());
        ReportHtml::Options page;
        page.verdict = false;
        out->insert(name + u".page.html"_qs, ReportHtml::render(report, page).toUtf8());
        out->insert(name + u".pdf.html"_qs,
                    ReportHtml::render(report, {PdfWriter::chartPlaceholder(), true}).toUtf8());
    }

    static QByteArray csvOfMany(const QList<Run> &runs)
    {
        QList<Report> reports;
        for (const Run &run : runs)
            reports << Report::build(run);
        return CsvWriter::reportsCsv(reports);
    }

    // name -> output, for every run, variant and language.
    static QMap<QString, QByteArray> renderAll()
    {
        QMap<QString, QByteArray> out;
        QTranslator ja;
        if (!ja.load(QStringLiteral(PINAS_QM_DIR "/pinas_ja.qm")))
            return out;
        for (const char *lang : {"en", "ja"}) {
            const bool japanese = qstrcmp(lang, "ja") == 0;
            if (japanese)
                QCoreApplication::installTranslator(&ja);
            QList<Run> loaded;
            for (const QString &file : runFiles()) {
                const Result<Run> run = Run::load(QDir(QStringLiteral(PINAS_SOURCE_DIR)).filePath(file));
                const QString base = QString(file).replace(u'/', u'_') + u'.' + QLatin1String(lang);
                if (!run) {
                    out.insert(base + u".load-error"_qs, run.errorString().toUtf8());
                    continue;
                }
                loaded << run.value();
                const Run named = withPrivateNames(run.value());
                render(base + u".plain"_qs, run.value(), &out);
                render(base + u".named"_qs, named, &out);
                render(base + u".redacted"_qs, Redaction::of(run.value(), u"GOLDEN-PC"_qs).run(), &out);
                render(base + u".named-redacted"_qs, Redaction::of(named, u"GOLDEN-PC"_qs).run(), &out);
            }
            // The Compare page exports every run it shows in one CSV.
            out.insert(u"all-runs."_qs + QLatin1String(lang) + u".csv"_qs, csvOfMany(loaded));
            if (japanese)
                QCoreApplication::removeTranslator(&ja);
        }
        return out;
    }

    static QString hash(const QByteArray &bytes)
    {
        return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    }

    static QByteArray manifest(const QMap<QString, QByteArray> &outputs)
    {
        QByteArray m;
        for (auto it = outputs.cbegin(); it != outputs.cend(); ++it)
            m += (hash(it.value()) + u"  "_qs + it.key() + u'\n').toUtf8();
        return m;
    }

private slots:
    void initTestCase()
    {
        // Dates in the reports are shown in the user's time zone: the same zone on every machine.
        qputenv("TZ", "UTC");
    }

    void outputsAreThoseOfBeforeTheChange()
    {
        const QMap<QString, QByteArray> outputs = renderAll();
        QVERIFY2(!outputs.isEmpty(), "pinas_ja.qm was not built");
        QVERIFY(outputs.size() > 400); // every run file was found
        if (const QString dir = qEnvironmentVariable("PINAS_GOLDEN_WRITE"); !dir.isEmpty()) {
            QDir().mkpath(dir);
            for (auto it = outputs.cbegin(); it != outputs.cend(); ++it) {
                QFile f(QDir(dir).filePath(it.key()));
                QVERIFY(f.open(QIODevice::WriteOnly) && f.write(it.value()) == it.value().size());
            }
            QFile m(QDir(dir).filePath(u"renderers.sha256"_qs));
            QVERIFY(m.open(QIODevice::WriteOnly) && m.write(manifest(outputs)) > 0);
        }
        QFile golden(QStringLiteral(PINAS_SOURCE_DIR "/tests/golden/renderers.sha256"));
        QVERIFY(golden.open(QIODevice::ReadOnly));
        QMap<QString, QString> expected;
        for (const QByteArray &line : golden.readAll().split('\n')) {
            const QString l = QString::fromUtf8(line);
            if (!l.isEmpty())
                expected.insert(l.section(u"  "_qs, 1), l.section(u"  "_qs, 0, 0));
        }
        QCOMPARE(outputs.keys(), expected.keys());
        // On a difference the outputs are kept for a diff against a PINAS_GOLDEN_WRITE run of main.
        QTemporaryDir kept;
        kept.setAutoRemove(false);
        QStringList differ;
        for (auto it = outputs.cbegin(); it != outputs.cend(); ++it) {
            if (hash(it.value()) == expected.value(it.key()))
                continue;
            differ << it.key();
            QFile f(kept.filePath(it.key()));
            if (f.open(QIODevice::WriteOnly))
                f.write(it.value());
        }
        if (differ.isEmpty())
            kept.remove();
        QVERIFY2(differ.isEmpty(),
                 qPrintable(u"%1 outputs differ (kept in %2): %3"_qs.arg(
                     QString::number(differ.size()), kept.path(), differ.mid(0, 10).join(u", "_qs))));
    }
};

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv); // the HTML measures text for its chart
    TestRenderGolden t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_rendergolden.moc"
