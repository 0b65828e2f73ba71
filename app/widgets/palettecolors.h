#pragma once

#include <QColor>
#include <QPalette>

class QChart;

// Colours that stay readable in light and dark palettes: warnings are a red chosen against the
// palette's own background, and charts take their colours from the palette instead of Qt Charts'
// fixed light theme.
namespace PaletteColors {

// WCAG 2 contrast ratio, 1 (same) to 21 (black on white). 4.5 is the bar for normal text.
double contrastRatio(const QColor &a, const QColor &b);
bool isDark(const QPalette &palette);
// Red for warning text on palette's Window and Base colours, with at least 4.5:1 contrast.
QColor warningText(const QPalette &palette);
// Background, title, axis labels, grid and legend of chart from palette.
void applyToChart(QChart *chart, const QPalette &palette);

} // namespace PaletteColors
