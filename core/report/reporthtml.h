#pragma once

#include <QString>
#include <QUrl>

struct Report;

// The report as HTML (Qt's rich-text subset, so QTextBrowser and QTextDocument show it): summary,
// layer chart, layer table, findings, facts, measurements.
namespace ReportHtml {
// The chart is an <img> of this URL: add LayerChart::image() under it as a document resource.
QUrl chartUrl();
// chartHtml replaces the default <img> (the PDF writer puts a vector chart there).
QString render(const Report &report, const QString &chartHtml = QString());
} // namespace ReportHtml
