#include "core/report/layerchart.h"
#include "core/report/report.h"
#include "core/report/reportmarkdown.h"
#include "diagnosistestutil.h"

#include <QFont>
#include <QGuiApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace DiagTest;

Q_DECLARE_METATYPE(Report)

// The forum post (`analyze --markdown`, "Copy for a forum post") read back by cmark, the CommonMark
// reference renderer; and the layer chart's labels, checked by their rectangles, not by eye.
class TestReportMarkdown : public QObject
{
    Q_OBJECT

    static QStringList examples()
    {
        return {u"pi3b-nfs.pinasrun"_qs, u"pi4-samba-ntfs.pinasrun"_qs, u"pi4-samba-ext4.pinasrun"_qs,
                u"pi4-uasp-local.pinasrun"_qs};
    }

    // An example as a real run would carry it: a profile with a host and a user, the Pi's name in uname.
    static Run withPrivateNames(const QString &name)
    {
        Run r = example(name);
        r.setProfile(QJsonObject{{u"name"_qs, u"kellerpi"_qs},
                                 {u"host"_qs, u"kellerpi.fritz.box"_qs},
                                 {u"user"_qs, u"hildegard"_qs},
                                 {u"remote_dir"_qs, u"/home/hildegard/nas"_qs}});
        r.setTranscript(r.transcript() +
                        u"@@begin uname\nLinux kellerpi 6.1.21-v8+ aarch64\n@@end uname exit=0\n"_qs
                        u"@@begin ethtool-eth0\nSettings for eth0:\n\tSpeed: 1000Mb/s\n\tDuplex: Full\n"
                        u"\tLink detected: yes\n\tinet 192.168.178.23 mac dc:a6:32:01:02:03\n@@end ethtool-eth0 exit=0\n"_qs);
        return r;
    }

    // cmark's HTML of the text; the test fails when cmark cannot be run (scripts/setup installs it).
    static QString cmark(const QString &markdown)
    {
        QProcess p;
        p.start(u"cmark"_qs, {u"--to"_qs, u"html"_qs});
        if (!p.waitForStarted(30000))
            return QString();
        p.write(markdown.toUtf8());
        p.closeWriteChannel();
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            return QString();
        return QString::fromUtf8(p.readAllStandardOutput());
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(u"cmark"_qs).isEmpty())
            QFAIL("cmark is not installed: run scripts/setup");
    }

    void markdownOfTheExamples_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &e : examples())
            QTest::newRow(qPrintable(e)) << e;
    }

    void markdownOfTheExamples()
    {
        QFETCH(QString, name);
        const Run run = withPrivateNames(name);
        const Report report = Report::build(run);
        const QString md = ReportMarkdown::render(Report::forSharing(run, report));
        QVERIFY2(md.size() <= ReportMarkdown::kMaxChars, qPrintable(QString::number(md.size())));
        const QString html = cmark(md);
        QVERIFY2(!html.isEmpty(), "cmark did not render the Markdown");
        QVERIFY(html.contains(u"<h2>"_qs));
        QVERIFY(html.contains(u"<pre><code>"_qs)); // the raw outputs in a code block
        // The verdict and every fix come through as text.
        QVERIFY2(html.contains(report.verdictHeadline.toHtmlEscaped()), qPrintable(html.left(600)));
        for (const Finding &f : report.findings)
            QVERIFY2(html.contains(f.fix.simplified().toHtmlEscaped()), qPrintable(f.id));
        // Nothing names the Pi, the user or an address.
        for (const QString &secret : {u"kellerpi"_qs, u"fritz.box"_qs, u"hildegard"_qs, u"192.168.178.23"_qs,
                                      u"dc:a6:32:01:02:03"_qs})
            QVERIFY2(!md.contains(secret, Qt::CaseInsensitive), qPrintable(secret));
        const QString plain = ReportMarkdown::renderPlain(Report::forSharing(run, report));
        QVERIFY(plain.size() <= ReportMarkdown::kMaxChars);
        QVERIFY(!plain.contains(u"hildegard"_qs));
    }

    void markdownCharactersInDataStayText()
    {
        Run run = withPrivateNames(u"pi3b-nfs.pinasrun"_qs);
        run.setTranscript(run.transcript() + u"@@begin model\n```\n</details>**x**\n@@end model exit=0\n"_qs);
        const QString html = cmark(ReportMarkdown::render(Report::forSharing(run)));
        // The fence is longer than any backtick run in the data: the code block holds it whole.
        QVERIFY(html.contains(u"```\n&lt;/details&gt;**x**"_qs));
    }

    // Issue #28: the Report carries what the post needs, taken from the run once. The report for
    // sharing is the redacted run's, with the original's private words (the post never reads the Run).
    void reportCarriesWhatThePostNeeds()
    {
        const Run run = withPrivateNames(u"pi3b-nfs.pinasrun"_qs);
        const Report report = Report::build(run);
        QCOMPARE(report.piHost, u"kellerpi"_qs);
        QVERIFY(!report.forSharingCopy);
        for (const QString &w : {u"kellerpi.fritz.box"_qs, u"kellerpi"_qs, u"hildegard"_qs})
            QVERIFY2(report.privateWords.contains(w), qPrintable(report.privateWords.join(u", "_qs)));
        QVERIFY(
            std::any_of(report.rawOutputs.cbegin(), report.rawOutputs.cend(), [](const Report::RawOutput &o) {
                return o.id == u"ethtool-eth0"_qs && o.text.contains(u"192.168.178.23"_qs);
            }));

        const Report shared = Report::forSharing(run, report);
        QVERIFY(shared.forSharingCopy);
        QCOMPARE(shared.privateWords, report.privateWords);
        QVERIFY(!shared.piHost.isEmpty());
        QVERIFY2(shared.piHost != report.piHost, qPrintable(shared.piHost)); // a placeholder
        QVERIFY(
            std::any_of(shared.rawOutputs.cbegin(), shared.rawOutputs.cend(), [](const Report::RawOutput &o) {
                return o.id == u"ethtool-eth0"_qs && !o.text.contains(u"192.168.178.23"_qs) &&
                       !o.text.contains(u"dc:a6:32:01:02:03"_qs);
            }));
        QCOMPARE(shared.findings.size(), report.findings.size());
        const QString md = ReportMarkdown::render(shared);
        for (const QString &w : {u"kellerpi"_qs, u"hildegard"_qs, u"192.168.178.23"_qs})
            QVERIFY2(!md.contains(w, Qt::CaseInsensitive), qPrintable(w));
    }

    void chartLabelsDoNotOverlap_data()
    {
        QTest::addColumn<Report>("report");
        for (const QString &e : examples())
            QTest::newRow(qPrintable(e)) << Report::build(example(e));
        // A 10 Gbit/s ceiling beside an 11 MB/s figure.
        Report wide = Report::build(example(u"pi3b-nfs.pinasrun"_qs));
        for (Report::LayerRow &row : wide.layers)
            if (row.layer == Layer::Network)
                row.ceiling.mbPerSecond = 1250;
        QTest::newRow("10 Gbit/s beside 11 MB/s") << wide;
    }

    void chartLabelsDoNotOverlap()
    {
        QFETCH(Report, report);
        for (double width : {640.0, 1000.0, 1600.0}) {
            const QSizeF size = LayerChart::preferredSize(report, width);
            const QRectF area(QPointF(0, 0), size);
            const QList<LayerChart::Label> labels = LayerChart::labels(report, area, QFont());
            QVERIFY(labels.size() >= 4);
            for (int i = 0; i < labels.size(); ++i) {
                QVERIFY2(!labels.at(i).text.isEmpty(), "an empty label");
                QVERIFY2(area.adjusted(-1, -1, 1, 1).contains(labels.at(i).rect), qPrintable(labels.at(i).text));
                for (int j = i + 1; j < labels.size(); ++j)
                    QVERIFY2(!labels.at(i).rect.intersects(labels.at(j).rect),
                             qPrintable(labels.at(i).text + u" × "_qs + labels.at(j).text));
            }
        }
    }

    void aFarCeilingKeepsTheSmallBarReadable()
    {
        Report wide = Report::build(example(u"pi3b-nfs.pinasrun"_qs));
        for (Report::LayerRow &row : wide.layers)
            if (row.layer == Layer::Network)
                row.ceiling.mbPerSecond = 1250;
        const LayerChart::Axis axis = LayerChart::axisFor(LayerChart::rowsOf(wide), wide.shareMbPerSecond);
        QVERIFY(axis.log);
        // 11 MB/s gets a bar ten times longer than on a linear axis to 1250 (under 1 %: a sliver).
        QVERIFY2(axis.fraction(11.1) > 10 * 11.1 / 1250,
                 qPrintable(u"%1 (axis %2 to %3)"_qs.arg(QString::number(axis.fraction(11.1)), QString::number(axis.min), QString::number(axis.max))));
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv); // fonts for the chart's metrics
    TestReportMarkdown test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_reportmarkdown.moc"
