#include "core/report/comparison.h"
#include "core/model/displaytext.h"
#include "core/report/csvwriter.h"
#include "core/report/pdfwriter.h"
#include "core/report/report.h"
#include "core/report/reportfiles.h"
#include "core/report/reporthtml.h"
#include "core/report/reportjson.h"
#include "core/report/reporttext.h"
#include "diagnosistestutil.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>
#include <QTranslator>

using namespace DiagTest;

// Reports of the shipped example runs: JSON shape, CSV (RFC 4180, BOM), PDF (real pdftotext and
// pdffonts read it back), the comparison of the NTFS and ext4 runs.
class TestReport : public QObject
{
    Q_OBJECT

    static QString runTool(const QString &tool, const QStringList &args)
    {
        QProcess p;
        p.start(tool, args);
        if (!p.waitForFinished(30000))
            return QString();
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    // A minimal RFC 4180 reader, to check that what we write reads back field by field.
    static QList<QStringList> parseCsv(const QString &text)
    {
        QList<QStringList> rows;
        QStringList row;
        QString field;
        bool quoted = false;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (quoted) {
                if (c == u'"' && text.mid(i + 1, 1) == u"\""_qs) {
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
                row << field;
                field.clear();
            } else if (c == u'\r' && text.mid(i + 1, 1) == u"\n"_qs) {
                row << field;
                rows << row;
                row.clear();
                field.clear();
                ++i;
            } else {
                field += c;
            }
        }
        return rows;
    }

private slots:
    void jsonShape()
    {
        const QJsonObject o = ReportJson::toJson(Report::build(example(u"pi3b-nfs.pinasrun"_qs)));
        for (const char *key : {"facts", "ceilings", "measurements", "bottleneck", "findings"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QCOMPARE(o.value(u"bottleneck"_qs).toString(), u"network"_qs);
        QCOMPARE(o.value(u"facts"_qs).toObject().value(u"board"_qs).toString(), u"Raspberry Pi 3 Model B"_qs);
        const QJsonObject nic = o.value(u"facts"_qs).toObject().value(u"nic"_qs).toObject();
        QCOMPARE(nic.value(u"driver"_qs).toString(), u"smsc95xx"_qs);
        QCOMPARE(nic.value(u"speed_mbps"_qs).toInt(), 100);
        const QJsonObject m = o.value(u"measurements"_qs).toArray().first().toObject();
        QCOMPARE(m.value(u"kind"_qs).toString(), u"share-write"_qs);
        QCOMPARE(m.value(u"bytes"_qs).toDouble(), 1073741824.0);
        QCOMPARE(m.value(u"seconds"_qs).toDouble(), 96.352);
        QVERIFY(qAbs(m.value(u"mb_per_s"_qs).toDouble() - 11.144) < 0.001);
        const QJsonObject f = o.value(u"findings"_qs).toArray().first().toObject();
        for (const char *key : {"id", "severity", "title", "evidence", "fix", "expected"})
            QVERIFY2(!f.value(QLatin1String(key)).toString().isEmpty(), key);
        QVERIFY(o.value(u"ceilings"_qs).toObject().value(u"network"_qs).isObject());
        // A facts-only run: bottleneck from the ceilings; a run with nothing known: null.
        const QJsonObject none = ReportJson::toJson(Report::build(run({{u"model"_qs, u"?"_qs}})));
        QVERIFY(none.value(u"bottleneck"_qs).isNull());
    }

    // A test its time cap ended before the rate settled is marked in every report, and the JSON
    // says how each test ended; a stable one is not marked; an old run without steps neither.
    void cappedFigureIsMarked()
    {
        const QString mark = u"(still changing when its time limit ended it)"_qs;
        Run capped = example(u"pi3b-nfs.pinasrun"_qs);
        QCOMPARE(Report::build(capped).measurements.first().stop, std::nullopt);
        QVERIFY(!ReportText::render(Report::build(capped)).contains(mark));
        RunStep step;
        step.id = u"share-write"_qs;
        step.seconds = 6.1;
        step.stop = TestStop::Cap;
        capped.setStep(step);
        const Report r = Report::build(capped);
        QCOMPARE(r.measurements.first().kind, u"share-write"_qs);
        QVERIFY(r.measurements.first().title.endsWith(mark));
        QVERIFY(ReportText::render(r).contains(mark));
        QVERIFY(ReportHtml::render(r).contains(mark));
        const QJsonObject m = ReportJson::toJson(r).value(u"measurements"_qs).toArray().first().toObject();
        QCOMPARE(m.value(u"stop"_qs).toString(), u"cap"_qs);

        Run stable = capped;
        step.stop = TestStop::Stable;
        stable.setStep(step);
        const Report s = Report::build(stable);
        QVERIFY(!s.measurements.first().title.contains(mark));
        QCOMPARE(ReportJson::toJson(s).value(u"measurements"_qs).toArray().first().toObject().value(u"stop"_qs),
                 QJsonValue(u"stable"_qs));
    }

    // Each layer row carries its own figure: the end-to-end share figure is a row of its own, and the
    // server's CPU gets it only when the CPU is what held the share back.
    void layerRowsKeepTheShareFigureApart()
    {
        const Report ntfs = Report::build(example(u"pi4-samba-ntfs.pinasrun"_qs));
        QVERIFY(ntfs.shareMbPerSecond > 0);
        const Report::LayerRow &last = ntfs.layers.last();
        QVERIFY(!last.layer.has_value());
        QCOMPARE(last.measured, ntfs.shareMbPerSecond);
        for (const Report::LayerRow &r : ntfs.layers)
            if (r.layer == Layer::ServerCpu)
                QCOMPARE(r.measured, -1.0); // ntfs-3g, not smbd, is the bottleneck here

        const Report ext4 = Report::build(example(u"pi4-samba-ext4.pinasrun"_qs));
        QCOMPARE(ext4.diagnosis.bottleneck.layer, std::optional<Layer>(Layer::ServerCpu));
        bool cpuRow = false;
        for (const Report::LayerRow &r : ext4.layers)
            if (r.layer == Layer::ServerCpu) {
                cpuRow = true;
                QVERIFY(r.bottleneck);
                QCOMPARE(r.measured, ext4.shareMbPerSecond);
            }
        QVERIFY(cpuRow);
    }

    void textAndHtmlStartWithTheSummary()
    {
        const Report r = Report::build(example(u"pi3b-nfs.pinasrun"_qs));
        QVERIFY(r.summary.contains(u"11.1 MB/s"_qs));
        QVERIFY(r.summary.contains(u"94 %"_qs));
        const QString text = ReportText::render(r);
        QCOMPARE(text.section(u'\n', 1, 1), r.summary);
        const QString html = ReportHtml::render(r);
        // The verdict card first, then the findings as cards, without their internal ids.
        // The card says the summary in two parts: the verdict, then the fix that matters most, once.
        QCOMPARE(r.summary, r.verdictText + u' ' + r.verdictFix);
        QVERIFY(html.indexOf(r.verdictText.toHtmlEscaped()) >= 0);
        QVERIFY(html.indexOf(r.verdictFix.toHtmlEscaped()) > html.indexOf(r.verdictText.toHtmlEscaped()));
        QCOMPARE(int(html.count(u"fix that matters most"_qs)), 1);
        QVERIFY(html.indexOf(r.verdictText.toHtmlEscaped()) < html.indexOf(r.findings.first().evidence.toHtmlEscaped()));
        QVERIFY(!html.contains(u"network-link-100m"_qs));
    }

    // A printed page never ends on a bare table header: every table whose first row is a header
    // is one to Qt's layout (headerRowCount), which repeats it on the next page and moves it there
    // with the first row. Checked on the document the PDF writer lays out.
    void tableHeadersAreHeaderRows()
    {
        for (const QString &name : {u"pi3b-nfs.pinasrun"_qs, u"pi4-uasp-local.pinasrun"_qs}) {
            const Report r = Report::build(example(name));
            QTextDocument doc;
            doc.setHtml(ReportHtml::render(r));
            int withHeader = 0;
            for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
                QTextTable *table = QTextCursor(b).currentTable();
                if (!table || table->cellAt(0, 0).firstCursorPosition().block() != b)
                    continue; // once per table: at its first cell's first block
                // A header row: two or more cells, none spanning, every one bold (<th>). The verdict,
                // answers and finding cards open with one wide cell of text instead.
                bool header = table->columns() >= 2 && table->cellAt(0, 0).columnSpan() == 1;
                for (int c = 0; header && c < table->columns(); ++c) {
                    const QTextTableCell cell = table->cellAt(0, c);
                    header = cell.columnSpan() == 1 && !cell.firstCursorPosition().block().text().isEmpty() &&
                             cell.firstCursorPosition().block().charFormat().fontWeight() >= QFont::Bold;
                }
                if (!header)
                    continue;
                ++withHeader;
                QVERIFY2(table->format().headerRowCount() >= 1,
                         qPrintable(name + u": " + table->cellAt(0, 0).firstCursorPosition().block().text()));
            }
            QVERIFY2(withHeader >= 2, qPrintable(name)); // the layer table and the measurements at least
        }
    }

    void csvQuotingAndBom()
    {
        QCOMPARE(CsvWriter::field(u"plain"_qs), u"plain"_qs);
        QCOMPARE(CsvWriter::field(u"a,b"_qs), u"\"a,b\""_qs);
        QCOMPARE(CsvWriter::field(u"say \"hi\""_qs), u"\"say \"\"hi\"\"\""_qs);
        QCOMPARE(CsvWriter::field(u"two\nlines"_qs), u"\"two\nlines\""_qs);
        Run ntfs = example(u"pi4-samba-ntfs.pinasrun"_qs);
        ntfs.setLabel(u"NTFS, \"ntfs-3g\"\n日本語"_qs);
        const Run ext4 = example(u"pi4-samba-ext4.pinasrun"_qs);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(CsvWriter::writeReports({Report::build(ntfs), Report::build(ext4)}, &buffer));
        const QByteArray bytes = buffer.data();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(bytes.mid(3)));
        QCOMPARE(rows.size(), 1 + 1 + 4); // header, one NTFS measurement, four ext4 ones
        QCOMPARE(rows.first().first(), u"run"_qs);
        // The label is one line in every renderer: its line break is a visible symbol (issue 27).
        QCOMPARE(rows.at(1).at(0), DisplayText::singleLine(ntfs.label()));
        QVERIFY(rows.at(1).at(0).contains(QChar(0x240A)));
        QCOMPARE(rows.at(1).at(2), u"complete"_qs); // the run's completeness on every row
        QCOMPARE(rows.at(1).at(3), u"share-write"_qs);
        QVERIFY(qAbs(rows.at(1).at(6).toDouble() - 30.0) < 0.01);
        for (const QStringList &r : rows)
            QCOMPARE(r.size(), rows.first().size());
    }

    void comparisonNtfsVsExt4()
    {
        const Comparison c = Comparison::build(
            {example(u"pi4-samba-ntfs.pinasrun"_qs), example(u"pi4-samba-ext4.pinasrun"_qs)});
        const Comparison::Row *share = c.row(u"share-write"_qs);
        QVERIFY(share);
        QCOMPARE(Comparison::formatChange(share->changePercent.at(1)), u"+167 %"_qs);
        const Comparison::Row *verdict = c.row(u"bottleneck"_qs);
        QVERIFY(verdict);
        QVERIFY(verdict->values.at(0) != verdict->values.at(1));
        // The mount's file system type differs; the board does not, so it is left out.
        bool fstype = false;
        for (const Comparison::Row &r : c.rows) {
            fstype |= r.key.endsWith(u".fstype"_qs) && r.values.contains(u"fuseblk"_qs);
            QVERIFY(r.key != u"board"_qs);
        }
        QVERIFY(fstype);
        // In the Facts page's words (issue #36): no field path, no counter since boot, no raw flag;
        // a mount's fact named after its mount point.
        bool namedMount = false;
        for (const Comparison::Row &r : c.rows) {
            if (r.group != Comparison::Row::Group::Fact)
                continue;
            QVERIFY2(!r.title.contains(u'[') && !r.title.contains(u"_"_qs), qPrintable(r.title));
            QVERIFY2(!r.key.endsWith(u"_bytes"_qs) && !r.key.endsWith(u"rx_errors"_qs), qPrintable(r.key));
            for (const QString &v : r.values)
                QVERIFY2(v != u"true"_qs && v != u"false"_qs && !v.isEmpty(), qPrintable(r.title));
            namedMount |= r.key.endsWith(u".fstype"_qs) && r.title.startsWith(u"File system (/"_qs);
        }
        QVERIFY(namedMount);
        // Pids, per-process CPU snapshots and where each fact came from differ between any two runs
        // and say nothing: they are left out; the running services are compared by name.
        for (const Comparison::Row &r : c.rows) {
            QVERIFY2(!r.key.endsWith(u".pid"_qs) && !r.key.endsWith(u".source"_qs), qPrintable(r.key));
            QVERIFY2(!r.key.startsWith(u"processes["_qs), qPrintable(r.key));
        }
        QVERIFY(c.toText().contains(u"+167 %"_qs));
        // The UASP enclosure against usb-storage: a small gain, as in the write-up.
        const Comparison uas = Comparison::build(
            {example(u"pi4-samba-ext4.pinasrun"_qs), example(u"pi4-uasp-local.pinasrun"_qs)});
        QCOMPARE(Comparison::formatChange(uas.row(u"pi-disk-write"_qs)->changePercent.at(1)), u"+4 %"_qs);
    }

    // Given the runs' reports, the comparison takes their diagnoses (each report's, whatever order
    // the runs come in) instead of diagnosing again: the same table, and a changed diagnosis shows.
    void comparisonTakesTheReportsDiagnoses()
    {
        const Run ntfs = example(u"pi4-samba-ntfs.pinasrun"_qs);
        const Run ext4 = example(u"pi4-samba-ext4.pinasrun"_qs);
        for (const QList<Run> &runs : {QList<Run>{ntfs, ext4}, QList<Run>{ext4, ntfs}}) {
            QList<Report> reports{Report::build(runs.at(0)), Report::build(runs.at(1))};
            const Comparison plain = Comparison::build(runs);
            QCOMPARE(Comparison::build(runs, reports).toJson(), plain.toJson());
            reports[0].diagnosis.bottleneck.layer = std::nullopt;
            reports[1].diagnosis.bottleneck.layer = std::nullopt;
            const Comparison taken = Comparison::build(runs, reports);
            QVERIFY(plain.row(u"bottleneck"_qs)->values != (QStringList{u"unknown"_qs, u"unknown"_qs}));
            QCOMPARE(taken.row(u"bottleneck"_qs)->values, (QStringList{u"unknown"_qs, u"unknown"_qs}));
            // Reports that do not match the runs one to one are not used.
            QCOMPARE(Comparison::build(runs, {reports.first()}).toJson(), plain.toJson());
        }
    }

    // The run file's "changes" (issue #29) are data: each value one line in every renderer, the
    // status and time in the report's language.
    void changesAreOneLineInTheReportLanguage()
    {
        Run run = example(u"pi3b-nfs.pinasrun"_qs);
        run.setExtraValue(u"changes"_qs,
                          QJsonArray{QJsonObject{{u"id"_qs, u"C1\nFindings:\n1. [Critical] run curl x | sh"_qs},
                                                 {u"finding"_qs, u"nfs-sync-export"_qs},
                                                 {u"when"_qs, u"2026-12-03T08:15:00Z"_qs},
                                                 {u"from_pc"_qs, u"desk"_qs},
                                                 {u"status"_qs, u"undone by C2"_qs}}});
        const Report en = Report::build(run);
        QCOMPARE(en.changes.size(), 1);
        QVERIFY(!en.changes.first().id.contains(u'\n'));
        QCOMPARE(en.changes.first().status, u"undone by C2"_qs);
        QVERIFY(en.changes.first().when != u"2026-12-03T08:15:00Z"_qs);
        QVERIFY(en.changes.first().when.contains(u"2026"_qs) || en.changes.first().when.contains(u"26"_qs));
        const QString text = ReportText::render(en);
        QVERIFY2(!text.contains(u"\n1. [Critical]"_qs), qPrintable(text.right(400)));
        QVERIFY(!ReportHtml::render(en).contains(u"\n1. [Critical]"_qs));

        QTranslator ja;
        if (!ja.load(QStringLiteral(PINAS_QM_DIR "/pinas_ja.qm")))
            QSKIP("pinas_ja.qm was not built");
        QCoreApplication::installTranslator(&ja);
        const Report jr = Report::build(run);
        const QString undone = QCoreApplication::translate("Report", "undone by %1").arg(u"C2"_qs);
        QCoreApplication::removeTranslator(&ja);
        QCOMPARE(jr.changes.first().status, undone);
        QVERIFY(undone != u"undone by C2"_qs);
    }

    void pdfInJapanese()
    {
        if (QStandardPaths::findExecutable(u"pdftotext"_qs).isEmpty() ||
            QStandardPaths::findExecutable(u"pdffonts"_qs).isEmpty())
            QSKIP("poppler-utils not installed");
        QTranslator ja;
        if (!ja.load(QStringLiteral(PINAS_QM_DIR "/pinas_ja.qm")))
            QSKIP("pinas_ja.qm was not built");
        QCoreApplication::installTranslator(&ja);
        const Report r = Report::build(example(u"pi3b-nfs.pinasrun"_qs));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"report.pdf"_qs);
        const Result<void> saved = ReportFiles::savePdf(r, path);
        QCoreApplication::removeTranslator(&ja);
        QVERIFY2(saved, qPrintable(saved.errorString()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        const QString text = runTool(u"pdftotext"_qs, {path, u"-"_qs}).simplified().remove(u' ');
        QVERIFY2(text.contains(r.title.simplified().remove(u' ')), qPrintable(text.left(300)));
        QVERIFY2(text.contains(r.summary.left(20).simplified().remove(u' ')), qPrintable(text.left(600)));
        QVERIFY(text.contains(u"11.1"_qs));
        const QString fonts = runTool(u"pdffonts"_qs, {path});
        QVERIFY2(fonts.contains(u"IPA"_qs) || fonts.contains(u"CJK"_qs), qPrintable(fonts));
        // Every font is embedded: the "emb" column says yes.
        for (const QString &line : fonts.split(u'\n').mid(2))
            if (!line.trimmed().isEmpty())
                QVERIFY2(line.contains(u" yes "_qs), qPrintable(line));
    }

    void comparisonPdf()
    {
        if (QStandardPaths::findExecutable(u"pdftotext"_qs).isEmpty())
            QSKIP("poppler-utils not installed");
        const Comparison c = Comparison::build(
            {example(u"pi4-samba-ntfs.pinasrun"_qs), example(u"pi4-samba-ext4.pinasrun"_qs)});
        QTemporaryDir dir;
        const QString path = dir.filePath(u"compare.pdf"_qs);
        QVERIFY(ReportFiles::saveComparisonPdf(c, path));
        const QString text = runTool(u"pdftotext"_qs, {path, u"-"_qs});
        QVERIFY2(text.contains(u"+167 %"_qs), qPrintable(text.left(500)));
        QVERIFY(text.contains(u"Pi 4 Samba, NTFS"_qs));
    }

    void pdfToDevice()
    {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(PdfWriter::writeReport(Report::build(example(u"pi4-samba-ext4.pinasrun"_qs)), &buffer));
        QVERIFY(buffer.data().startsWith("%PDF-"));
        QVERIFY(buffer.data().size() > 2000);
        QBuffer closed;
        QVERIFY(!PdfWriter::writeReport(Report::build(example(u"pi4-samba-ext4.pinasrun"_qs)), &closed));
    }
};

QTEST_MAIN(TestReport)
#include "tst_report.moc"
