#include "core/report/reporthtml.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/report/report.h"

#include <QCoreApplication>

namespace {

struct HtmlTr
{
    Q_DECLARE_TR_FUNCTIONS(ReportHtml)
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString mbps(const QString &figure)
{
    return HtmlTr::tr("%1 MB/s").arg(figure);
}

QString severityColor(Finding::Severity s)
{
    switch (s) {
    case Finding::Severity::Critical:
        return QStringLiteral("#b02020");
    case Finding::Severity::Warning:
        return QStringLiteral("#a06000");
    case Finding::Severity::Info:
        break;
    }
    return QStringLiteral("#305080");
}

// A severity as a shape and a word, so it reads without colour too.
QString severityIcon(Finding::Severity s)
{
    switch (s) {
    case Finding::Severity::Critical:
        return QStringLiteral("✖"); // in DejaVu Sans and IPAGothic, unlike ⛔
    case Finding::Severity::Warning:
        return QStringLiteral("⚠");
    case Finding::Severity::Info:
        break;
    }
    return QStringLiteral("ℹ");
}

QString completenessColor(Completeness::State s)
{
    switch (s) {
    case Completeness::State::Complete:
        return QStringLiteral("#1d6b2f");
    case Completeness::State::Partial:
    case Completeness::State::FactsOnly:
        return QStringLiteral("#8a5a00");
    case Completeness::State::Cancelled:
        break;
    }
    return QStringLiteral("#a02020");
}

QString muted(const QString &escaped)
{
    return QStringLiteral("<span style=\"color:#505050\">%1</span>").arg(escaped);
}

// Every table's header row is in <thead>: Qt's document layout then repeats it on each page the
// table spans and moves it to the next page together with the first row, so a printed page never
// ends on a bare header (the PDF is this HTML laid out on pages).
QString htmlLayerTable(const Report &r)
{
    QString h = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">"
                               "<thead><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr></thead>")
                    .arg(esc(HtmlTr::tr("Layer")), esc(HtmlTr::tr("Measured")), esc(HtmlTr::tr("Ceiling")),
                         esc(HtmlTr::tr("Where the ceiling comes from")));
    for (const Report::LayerRow &l : r.layers) {
        const QString title = l.bottleneck ? QStringLiteral("<b>%1 ◀</b>").arg(esc(l.title)) : esc(l.title);
        QString measured = QStringLiteral("–");
        if (l.measured > 0) {
            measured = esc(mbps(Figures::rate(l.measured)));
            measured += QStringLiteral("<br>") +
                        muted(esc(HtmlTr::tr("measured: %1").arg(l.measuredBy.isEmpty() ? ReportHtml::measuredMark()
                                                                                     : l.measuredBy)));
        }
        QString ceiling = QStringLiteral("–");
        if (l.ceiling.isValid())
            ceiling = esc(mbps(Ceilings::number(l.ceiling.mbPerSecond))) + QStringLiteral("<br>") +
                      muted(esc(ReportHtml::ceilingMark(l)));
        h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                 .arg(title, measured, ceiling, muted(esc(l.ceilingSource())));
    }
    return h + QStringLiteral("</table>");
}

QString findingCards(const Report &r)
{
    if (r.findings.isEmpty())
        return QStringLiteral("<p>%1</p>").arg(esc(HtmlTr::tr("No problems found.")));
    QString h;
    for (const Finding &f : r.findings) {
        const QString color = severityColor(f.severity);
        h += QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"6\" "
                            "style=\"border-color: %1; border-style: solid; margin-bottom: 8px\"><tr><td>")
                 .arg(color);
        h += QStringLiteral("<p style=\"font-size:large\"><span style=\"color:%1\">%2 %3</span> <b>%4</b></p>")
                 .arg(color, severityIcon(f.severity), esc(Finding::severityTitle(f.severity)), esc(f.title));
        h += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(HtmlTr::tr("Evidence:")), esc(f.evidence));
        h += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(HtmlTr::tr("Fix:")), esc(f.fix));
        h += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(HtmlTr::tr("Expected gain:")), esc(f.expected));
        h += QStringLiteral("</td></tr></table>");
    }
    return h;
}

QString factTable(const Report &r)
{
    QString h = QStringLiteral("<table cellpadding=\"3\">");
    for (const Report::FactRow &f : r.facts)
        h += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(esc(f.label), esc(f.value));
    return h + QStringLiteral("</table>");
}

QString changeTable(const Report &r)
{
    QString h = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><thead><tr><th>%1</th><th>%2</th>"
                               "<th>%3</th><th>%4</th><th>%5</th></tr></thead>")
                    .arg(esc(HtmlTr::tr("Change")), esc(HtmlTr::tr("Finding")), esc(HtmlTr::tr("When")), esc(HtmlTr::tr("From PC")),
                         esc(HtmlTr::tr("Status")));
    for (const Report::ChangeRow &c : r.changes)
        h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                 .arg(esc(c.id), esc(c.finding), esc(c.when), esc(c.fromPc), esc(c.status));
    return h + QStringLiteral("</table>");
}

QString measurementTable(const Report &r)
{
    if (r.measurements.isEmpty())
        return QStringLiteral("<p>%1</p>").arg(esc(HtmlTr::tr("None: the diagnosis comes from the facts alone.")));
    QString h = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><thead><tr><th>%1</th><th>%2</th>"
                               "<th>%3</th><th>%4</th><th>%5</th></tr></thead>")
                    .arg(esc(HtmlTr::tr("Measurement")), esc(HtmlTr::tr("Bytes")), esc(HtmlTr::tr("Seconds")),
                         esc(HtmlTr::tr("MB/s")), esc(HtmlTr::tr("Peak CPU (% of one core)")));
    for (const Report::MeasurementRow &m : r.measurements)
        h += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                            "<td align=\"right\">%4</td><td>%5</td></tr>")
                 .arg(esc(m.title), m.bytes >= 0 ? r.locale.toString(m.bytes) : QStringLiteral("–"),
                      m.seconds > 0 ? r.locale.toString(m.seconds, 'f', 2) : QStringLiteral("–"),
                      m.mbPerSecond > 0 ? Figures::rate(m.mbPerSecond) : QStringLiteral("–"),
                      esc(m.peakCpu.isEmpty() ? m.error : m.peakCpu));
    return h + QStringLiteral("</table>");
}

// Colour and shape per verdict, so it reads without colour too.
QString verdictMark(Answer::Verdict v)
{
    switch (v) {
    case Answer::Verdict::Yes:
        return QStringLiteral("<span style=\"color:#1d6b2f\">✔</span>");
    case Answer::Verdict::Tight:
        return QStringLiteral("<span style=\"color:#8a5a00\">⚠</span>");
    case Answer::Verdict::No:
        return QStringLiteral("<span style=\"color:#b02020\">✖</span>");
    case Answer::Verdict::Unknown:
        break;
    }
    return QStringLiteral("<span style=\"color:#505050\">?</span>");
}

} // namespace

QString ReportHtml::answersHtml(const Report &r)
{
    if (r.answers.isEmpty())
        return QString();
    QString h = QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                               "style=\"border-color: #305080; border-style: solid; margin-top: 6px\">");
    h += QStringLiteral("<tr><td colspan=\"3\"><p style=\"font-size:large\"><b>%1</b></p></td></tr>")
             .arg(esc(HtmlTr::tr("What this NAS can do for you")));
    if (!r.uses.isEmpty()) {
        QStringList titles;
        for (const QString &use : r.uses)
            titles << Workload::useTitle(use);
        h += QStringLiteral("<tr><td colspan=\"3\">%1</td></tr>")
                 .arg(muted(esc(HtmlTr::tr("First what you use it for: %1").arg(titles.join(HtmlTr::tr(", "))))));
    }
    for (const Answer &a : r.answers) {
        // The limit as a sentence of its own, then the reason ("。" and no space in Japanese).
        const QString why = esc(a.limitText().isEmpty()
                                    ? a.reason
                                    : Figures::join(HtmlTr::tr("%1.").arg(a.limitText()), a.reason));
        QString answer = QStringLiteral("%1 <b>%2</b>").arg(verdictMark(a.verdict), esc(a.headline()));
        if (a.afterFix)
            answer += QStringLiteral("<br>%1").arg(esc(a.afterFixText()));
        h += QStringLiteral("<tr><td width=\"28%\">%1</td><td width=\"27%\">%2</td><td>%3</td></tr>")
                 .arg(esc(a.workload.translatedTitle()), answer, muted(why));
    }
    return h + QStringLiteral("</table>");
}

QUrl ReportHtml::chartUrl()
{
    return QUrl(QStringLiteral("pinas:layer-chart"));
}

QString ReportHtml::measuredMark()
{
    return HtmlTr::tr("measured");
}

QString ReportHtml::assumedMark()
{
    return HtmlTr::tr("assumed");
}

QString ReportHtml::factMark()
{
    return HtmlTr::tr("from the facts");
}

QString ReportHtml::ceilingMark(const Report::LayerRow &row)
{
    if (row.ceiling.id == u"disk-measured")
        return measuredMark();
    return row.ceilingAssumed ? assumedMark() : factMark();
}

QString ReportHtml::verdictHtml(const Report &r)
{
    const QString color = completenessColor(r.completeness.state);
    // Qt's rich text draws a table's border from the attribute, coloured by border-color.
    QString h = QStringLiteral("<table width=\"100%\" border=\"2\" cellspacing=\"0\" cellpadding=\"8\" "
                               "style=\"border-color: %1; border-style: solid\"><tr><td>")
                    .arg(color);
    h += QStringLiteral("<p><span style=\"color:%1\"><b>%2</b></span></p>")
             .arg(color, esc(HtmlTr::tr("Run: %1").arg(r.completeness.title())));
    h += QStringLiteral("<p style=\"font-size:x-large\"><b>%1</b></p>").arg(esc(r.verdictHeadline));
    if (!r.verdictFigure.isEmpty())
        h += QStringLiteral("<p style=\"font-size:large\">%1</p>").arg(esc(r.verdictFigure));
    h += QStringLiteral("<p>%1</p>").arg(esc(r.verdictText));
    if (!r.bottleneckReason.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(muted(esc(r.bottleneckReason)));
    if (!r.verdictFix.isEmpty())
        h += QStringLiteral("<p><b>%1</b></p>").arg(esc(r.verdictFix));
    return h + QStringLiteral("</td></tr></table>");
}

QString ReportHtml::render(const Report &r, const Options &options)
{
    QString h;
    h += QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>").arg(esc(r.title));
    h += QStringLiteral("<h1>%1</h1>").arg(esc(r.title));
    QStringList meta;
    if (!r.runLabel.isEmpty())
        meta << esc(r.runLabel);
    if (!r.startedText.isEmpty())
        meta << esc(r.startedText);
    if (!meta.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(meta.join(QStringLiteral(" · ")));
    if (options.verdict)
        h += verdictHtml(r);
    // Right below the verdict (on the Report page, the verdict card widget above this HTML).
    h += answersHtml(r);

    h += QStringLiteral("<h2>%1</h2>").arg(esc(HtmlTr::tr("Findings")));
    h += findingCards(r);

    h += QStringLiteral("<h2>%1</h2>").arg(esc(HtmlTr::tr("Layers: measured and ceiling")));
    h += options.chartHtml.isEmpty()
             ? QStringLiteral("<p><img src=\"%1\" width=\"640\"></p>").arg(chartUrl().toString())
             : options.chartHtml;
    h += htmlLayerTable(r);

    h += QStringLiteral("<h2>%1</h2>").arg(esc(HtmlTr::tr("Facts")));
    h += factTable(r);
    h += QStringLiteral("<h2>%1</h2>").arg(esc(HtmlTr::tr("Measurements")));
    h += measurementTable(r);
    if (!r.changes.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(HtmlTr::tr("Changes made on the Pi")));
        h += changeTable(r);
    }
    return h + QStringLiteral("</body></html>");
}
