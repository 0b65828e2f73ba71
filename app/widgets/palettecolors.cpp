#include "app/widgets/palettecolors.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

#include <cmath>

namespace {

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

namespace PaletteColors {

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

bool isDark(const QPalette &palette)
{
    return luminance(palette.color(QPalette::Window)) < 0.2;
}

QColor warningText(const QPalette &palette)
{
    // Material's error reds: the dark one on light backgrounds, the light one on dark backgrounds.
    const QColor darkRed(0xb0, 0x00, 0x20), lightRed(0xff, 0x8a, 0x80);
    const QColor bg = palette.color(QPalette::Window);
    QColor pick = isDark(palette) ? lightRed : darkRed;
    if (contrastRatio(pick, bg) < 4.5) // an unusual palette: fall back to its own text colour
        pick = palette.color(QPalette::WindowText);
    return pick;
}

void applyToChart(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = palette.color(QPalette::Mid);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundPen(QPen(grid));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
    }
}

} // namespace PaletteColors
