#pragma once

#include "core/report/comparison.h"

#include <QRectF>

class QPainter;

// A grouped bar chart of a comparison's measurements (one group per measurement kind, one bar
// per run) drawn with QPainter, for the comparison PDF. The GUI draws its own with Qt Charts.
namespace ComparisonChart {
double aspect(const Comparison &comparison); // height / width
void paint(QPainter *painter, const QRectF &rect, const Comparison &comparison);
} // namespace ComparisonChart
