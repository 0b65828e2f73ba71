#pragma once

#include "core/model/result.h"

#include <QString>

#include <functional>

class QIODevice;
class QLocale;
class QPainter;
class QRectF;
struct Comparison;
struct Report;

// PDF through QTextDocument + QPdfWriter: A4, a header (title) and a footer ("page 2 / 5") on every
// page, the report language's face embedded, and the layer chart drawn as vectors
// where the HTML holds the chart placeholder. Needs a QGuiApplication (fonts).
namespace PdfWriter {
// The report of one run.
Result<void> writeReport(const Report &report, QIODevice *device);
// A comparison of runs, with a grouped bar chart of the measurements.
Result<void> writeComparison(const Comparison &comparison, QIODevice *device);
// Any HTML (e.g. a comparison). `chart` (optional) paints into the rect where chartPlaceholder()
// stands in the HTML, its height chartAspect × the text width.
// `locale` is the report's: it picks the face (a Latin one for English, a Japanese one for Japanese).
Result<void> writeHtml(const QString &title, const QString &html, QIODevice *device, const QLocale &locale,
                       const std::function<void(QPainter *, const QRectF &)> &chart = {},
                       double chartAspect = 0.4);
// A paragraph to put in the HTML where the chart goes.
QString chartPlaceholder();
// The font family for a report in this locale: DejaVu Sans or Noto Sans for English (a Japanese
// face's Latin letters look typewritten), IPAGothic / Noto Sans CJK for Japanese. Qt embeds a
// subset of the face in the PDF.
QString fontFamily(const QLocale &locale);
} // namespace PdfWriter
