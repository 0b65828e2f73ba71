#include "core/report/reporthtml.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/report/report.h"

#include <QCoreApplication>
#include <QLocale>

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReportHtml)
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString figure(double v)
{
    return v > 0 ? Tr::tr("%1 MB/s").arg(Ceilings::number(v)) : QStringLiteral("–");
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

} // namespace

QUrl ReportHtml::chartUrl()
{
    return QUrl(QStringLiteral("pinas:layer-chart"));
}

QString ReportHtml::render(const Report &r, const QString &chartHtml)
{
    QString h;
    h += QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>")
             .arg(esc(r.title));
    h += QStringLiteral("<h1>%1</h1>").arg(esc(r.title));
    QStringList meta;
    if (!r.runLabel.isEmpty())
        meta << esc(r.runLabel);
    if (r.started.isValid())
        meta << esc(r.started.toString(Qt::ISODate));
    if (!meta.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(meta.join(QStringLiteral(" · ")));
    h += QStringLiteral("<p style=\"font-size:large\"><b>%1</b></p>").arg(esc(r.summary));
    if (!r.bottleneckReason.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(r.bottleneckReason));

    h += QStringLiteral("<h2>%1</h2>").arg(esc(Tr::tr("Layers: measured and ceiling")));
    h += chartHtml.isEmpty()
             ? QStringLiteral("<p><img src=\"%1\" width=\"640\"></p>").arg(chartUrl().toString())
             : chartHtml;
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                        "width=\"100%\"><tr><th>%1</th><th>%2</th>"
                        "<th>%3</th><th>%4</th></tr>")
             .arg(esc(Tr::tr("Layer")), esc(Tr::tr("Measured")), esc(Tr::tr("Ceiling")),
                  esc(Tr::tr("Where the ceiling comes from")));
    for (const Report::LayerRow &l : r.layers) {
        const QString title = l.bottleneck ? QStringLiteral("<b>%1 ◀</b>").arg(esc(l.title)) : esc(l.title);
        QString measured = l.measured > 0 ? esc(Tr::tr("%1 MB/s").arg(Figures::rate(l.measured))) : QStringLiteral("–");
        if (!l.measuredBy.isEmpty())
            measured += QStringLiteral("<br><small>%1</small>").arg(esc(l.measuredBy));
        h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td><small>%4</small></td></tr>")
                 .arg(title, measured, esc(figure(l.ceiling.mbPerSecond)), esc(l.ceiling.explanation()));
    }
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h2>%1</h2>").arg(esc(Tr::tr("Findings")));
    if (r.findings.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("No problems found.")));
    int n = 0;
    for (const Finding &f : r.findings) {
        h += QStringLiteral("<h3>%1. <span style=\"color:%2\">[%3]</span> %4</h3>")
                 .arg(++n)
                 .arg(severityColor(f.severity), esc(Finding::severityTitle(f.severity)), esc(f.title));
        h += QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4<br><b>%5</b> %6<br><small>%7</small></p>")
                 .arg(esc(Tr::tr("Evidence:")), esc(f.evidence), esc(Tr::tr("Fix:")), esc(f.fix),
                      esc(Tr::tr("Expected gain:")), esc(f.expected), esc(f.id));
    }

    h += QStringLiteral("<h2>%1</h2><table cellpadding=\"3\">").arg(esc(Tr::tr("Facts")));
    for (const Report::FactRow &f : r.facts)
        h += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(esc(f.label), esc(f.value));
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h2>%1</h2>").arg(esc(Tr::tr("Measurements")));
    if (r.measurements.isEmpty()) {
        h += QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("None: the diagnosis comes from the facts alone.")));
    } else {
        h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" "
                            "cellpadding=\"4\"><tr><th>%1</th><th>%2</th><th>%3</th>"
                            "<th>%4</th><th>%5</th></tr>")
                 .arg(esc(Tr::tr("Measurement")), esc(Tr::tr("Bytes")), esc(Tr::tr("Seconds")),
                      esc(Tr::tr("MB/s")), esc(Tr::tr("Peak CPU (% of one core)")));
        for (const Report::MeasurementRow &m : r.measurements)
            h += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                                "<td align=\"right\">%4</td><td>%5</td></tr>")
                     .arg(esc(m.title), m.bytes >= 0 ? QString::number(m.bytes) : QStringLiteral("–"),
                          m.seconds > 0 ? QString::number(m.seconds) : QStringLiteral("–"),
                          m.mbPerSecond > 0 ? Figures::rate(m.mbPerSecond) : QStringLiteral("–"),
                          esc(m.peakCpu.isEmpty() ? m.error : m.peakCpu));
        h += QStringLiteral("</table>");
    }
    h += QStringLiteral("</body></html>");
    return h;
}
