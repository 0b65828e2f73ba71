#include "core/report/comparisonchart.h"

#include "core/diagnosis/figures.h"
#include "core/report/layerchart.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

QList<const Comparison::Row *> measurementRows(const Comparison &c)
{
    QList<const Comparison::Row *> rows;
    for (const Comparison::Row &r : c.rows)
        if (r.group == Comparison::Row::Group::Measurement)
            rows.append(&r);
    return rows;
}

const QColor kRunColors[] = {QColor(0x30, 0x70, 0xc0), QColor(0xd0, 0x60, 0x20), QColor(0x40, 0x90, 0x40),
                             QColor(0x80, 0x50, 0xa0), QColor(0x90, 0x90, 0x30)};

} // namespace

double ComparisonChart::niceStep(double atLeast)
{
    if (!(atLeast > 0))
        return 1;
    const double p = std::pow(10.0, std::floor(std::log10(atLeast)));
    for (double f : {1.0, 2.0, 5.0})
        if (f * p >= atLeast * (1 - 1e-9))
            return f * p;
    return 10 * p;
}

double ComparisonChart::aspect(const Comparison &c)
{
    const qsizetype groups = std::max<qsizetype>(1, measurementRows(c).size());
    const qsizetype runs = std::max<qsizetype>(1, c.runLabels.size());
    return std::min(1.2, 0.06 * double(groups * runs) + 0.06 * double(groups) + 0.08 + 0.04 * double(runs));
}

void ComparisonChart::paint(QPainter *p, const QRectF &rect, const Comparison &c)
{
    const QList<const Comparison::Row *> rows = measurementRows(c);
    const qsizetype runs = c.runLabels.size();
    if (rows.isEmpty() || runs == 0)
        return;
    double max = 1, min = 0;
    for (const Comparison::Row *r : rows)
        for (const auto &n : r->numbers)
            if (n && *n > 0) {
                max = std::max(max, *n);
                min = min > 0 ? std::min(min, *n) : *n;
            }
    // Figures far apart are drawn on the report's log scale (a 2,000 MB/s disk beside an 11 MB/s
    // share); the figure beside each bar says its value either way.
    const LayerChart::Axis axis = LayerChart::axisForRange(min, max);
    auto length = [&](double v) { return axis.log ? axis.fraction(v) : v / max; };
    const double em = rect.width() / 40;
    p->save();
    QFont font = p->font();
    font.setPixelSize(std::max(1, int(em * 0.8)));
    p->setFont(font);
    // Legend: one swatch per run.
    double y = rect.top();
    for (qsizetype i = 0; i < runs; ++i) {
        p->fillRect(QRectF(rect.left(), y + em * 0.2, em * 0.8, em * 0.8), kRunColors[i % 5]);
        p->setPen(Qt::black);
        p->drawText(QRectF(rect.left() + em * 1.2, y, rect.width(), em * 1.2),
                    Qt::AlignLeft | Qt::AlignVCenter, c.runLabels.at(i));
        y += em * 1.2;
    }
    y += em * 0.5;
    const double labelW = rect.width() * 0.22;
    const double plotW = rect.width() - labelW - rect.width() * 0.14;
    const double barH = em * 1.1;
    for (const Comparison::Row *r : rows) {
        p->setPen(Qt::black);
        p->drawText(QRectF(rect.left(), y, labelW - em * 0.5, barH * runs), Qt::AlignRight | Qt::AlignVCenter,
                    r->title);
        for (qsizetype i = 0; i < runs; ++i) {
            // A cancelled run is named but not drawn: it is not ranked against the others.
            const bool cancelled = c.completeness.value(i) == Completeness::State::Cancelled;
            const std::optional<double> n = cancelled ? std::nullopt : Comparison::entry(r->numbers, i);
            const QRectF bar(rect.left() + labelW, y + i * barH + barH * 0.1, n ? plotW * length(*n) : 0,
                             barH * 0.8);
            p->fillRect(bar, kRunColors[i % 5]);
            const QString change = i != c.baseline ? Comparison::formatChange(Comparison::entry(r->changePercent, i)) : QString();
            QString value = n ? Figures::rate(*n) : cancelled ? Completeness::title(Completeness::State::Cancelled)
                                                              : QStringLiteral("–");
            if (!change.isEmpty())
                value += QStringLiteral(" (%1)").arg(change);
            p->drawText(QRectF(bar.right() + em * 0.4, bar.top(), rect.width(), bar.height()),
                        Qt::AlignLeft | Qt::AlignVCenter, value);
        }
        y += barH * runs + em * 0.6;
    }
    p->restore();
}
