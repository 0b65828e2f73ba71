#pragma once

#include "core/report/report.h"

#include <QImage>
#include <QList>
#include <QRectF>
#include <QSizeF>

class QPainter;

// The layer chart of a report drawn with QPainter (vector on a QPdfWriter, or into an image):
// one row per layer with the measured figure as a bar and the ceiling as a marked outline, the
// end-to-end share figure as a vertical line. No Qt Charts: core has QtGui only.
namespace LayerChart {
// Rows shown: layers with a figure or a ceiling.
QList<Report::LayerRow> rowsOf(const Report &report);
QSizeF preferredSize(const Report &report, double width); // in the painter's units (height grows with rows)
// The axis end, a round figure (1, 2, 5 × 10^n): the largest figure, but a ceiling far above the
// measured figures (a 10 Gbit/s NIC next to an 11 MB/s share) is cut at four times them.
double axisMax(const QList<Report::LayerRow> &rows, double shareMbPerSecond);
void paint(QPainter *painter, const QRectF &rect, const Report &report);
// A high-resolution image (for HTML in the GUI or a PNG export).
QImage image(const Report &report, int width = 1600);
} // namespace LayerChart
