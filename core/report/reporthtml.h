#pragma once

#include "core/report/report.h"

#include <QString>
#include <QUrl>

struct Report;

// The report as HTML (Qt's rich-text subset, so QTextBrowser and QTextDocument show it): the verdict
// card (completeness, bottleneck, its figure against its limit, the fix that matters most), the
// findings as cards, the layer chart and table, facts, measurements. Every string comes from the
// report (built in the report's language) or from tr() here: render while the report language's
// translator is installed, so nothing of the window's language slips in.
namespace ReportHtml {
// The chart is an <img> of this URL: add LayerChart::image() under it as a document resource.
QUrl chartUrl();
struct Options
{
    QString chartHtml;   // replaces the default <img> (the PDF writer puts a vector chart there)
    bool verdict = true; // the Report page shows the verdict as a widget above the HTML
};
QString render(const Report &report, const Options &options = {});
// The verdict card alone (the PDF's first block; also the text a test reads).
QString verdictHtml(const Report &report);
// "What this NAS can do for you": one row per workload answer, right below the verdict.
QString answersHtml(const Report &report);
// "measured" / "assumed" / "from the facts" after a figure, translated.
QString measuredMark();
QString assumedMark();
QString factMark();
// The mark after a layer's ceiling: "measured" when this run's disk test replaced an assumed one
// (a measured figure is never called "from the facts"), "assumed", else "from the facts".
QString ceilingMark(const Report::LayerRow &row);
} // namespace ReportHtml
