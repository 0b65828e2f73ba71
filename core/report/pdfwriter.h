#pragma once

#include "core/model/result.h"

#include <QString>

#include <functional>

class QIODevice;
class QPainter;
class QRectF;
struct Comparison;
struct Report;

// PDF through QTextDocument + QPdfWriter: A4, a header (title) and a footer ("page 2 / 5") on every
// page, a font family with CJK glyphs so Japanese is embedded, and the layer chart drawn as vectors
// where the HTML holds the chart placeholder. Needs a QGuiApplication (fonts).
namespace PdfWriter {
// The report of one run.
Result<void> writeReport(const Report &report, QIODevice *device);
// A comparison of runs, with a grouped bar chart of the measurements.
Result<void> writeComparison(const Comparison &comparison, QIODevice *device);
// Any HTML (e.g. a comparison). `chart` (optional) paints into the rect where chartPlaceholder()
// stands in the HTML, its height chartAspect × the text width.
Result<void> writeHtml(const QString &title, const QString &html, QIODevice *device,
                       const std::function<void(QPainter *, const QRectF &)> &chart = {},
                       double chartAspect = 0.4);
// A paragraph to put in the HTML where the chart goes.
QString chartPlaceholder();
// The font family used for the PDF body: one with Japanese glyphs when installed.
QString fontFamily();
} // namespace PdfWriter
