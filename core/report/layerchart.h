#pragma once

#include "core/report/report.h"

#include <QImage>
#include <QList>
#include <QRectF>
#include <QSizeF>

class QFont;
class QPainter;

// The report's one layer chart, drawn with QPainter (vector on a QPdfWriter, an image in the app):
// one row per layer, the measured figure as a solid blue bar and the ceiling as a grey outlined box
// behind it (the same meaning everywhere), the bottleneck's row tinted and its name bold, the
// end-to-end share figure as a red line. When the figures differ more than kLogFrom-fold (a
// 10 Gbit/s NIC beside an 11 MB/s share) the axis is logarithmic with labelled decades, so the
// small bar stays readable. Labels are laid out first and never overlap (tested by geometry).
// No Qt Charts: core has QtGui only.
namespace LayerChart {
constexpr double kLogFrom = 20;

// Rows shown: layers with a figure or a ceiling.
QList<Report::LayerRow> rowsOf(const Report &report);
QSizeF preferredSize(const Report &report, double width); // in the painter's units (height grows with rows)

struct Axis
{
    bool log = false;
    double min = 0; // > 0 on a log axis
    double max = 1;
    QList<double> ticks; // labelled figures
    double fraction(double value) const; // 0 … 1 along the plot
};
Axis axisFor(const QList<Report::LayerRow> &rows, double shareMbPerSecond);
// The same axis for any figures from lo to hi (MB/s, > 0; lo 0 when none): Compare's bars use it.
Axis axisForRange(double lo, double hi);

// Every text the chart draws, with the rectangle it takes: the geometry a test checks.
struct Label
{
    QString text;
    QRectF rect;
};
QList<Label> labels(const Report &report, const QRectF &rect, const QFont &font);

void paint(QPainter *painter, const QRectF &rect, const Report &report);
// A high-resolution image (for HTML in the GUI or a PNG export).
QImage image(const Report &report, int width = 1600);
} // namespace LayerChart
