#pragma once

#include "core/report/comparison.h"

#include <QRectF>

class QPainter;

// A grouped bar chart of a comparison's measurements (one group per measurement kind, one bar
// per run) drawn with QPainter, for the comparison PDF. The GUI draws its own with Qt Charts.
namespace ComparisonChart {
double aspect(const Comparison &comparison); // height / width
// The smallest round step (1, 2 or 5 × 10^n) of at least `atLeast`, for axes that read 0, 50, 100.
double niceStep(double atLeast);
void paint(QPainter *painter, const QRectF &rect, const Comparison &comparison);
} // namespace ComparisonChart
