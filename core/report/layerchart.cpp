#include "core/report/layerchart.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

struct ChartTr
{
    Q_DECLARE_TR_FUNCTIONS(LayerChart)
};

// Proportions of the em (the width / 40), so the chart scales with any paint device.
constexpr double kRowHeightEm = 2.2;
constexpr double kAxisEm = 1.4;       // the axis figures under the plot
constexpr double kLegendLineEm = 1.3; // one line of the legend

const QColor kMeasured(0x30, 0x70, 0xc0);
const QColor kCeilingFill(0xe6, 0xe6, 0xe6);
const QColor kCeilingEdge(0x60, 0x60, 0x60);
const QColor kShareLine(0xb0, 0x20, 0x20);
const QColor kBottleneckTint(0xfb, 0xec, 0xd0);
const QColor kText(0x30, 0x30, 0x30);

QStringList legendLines(const Report &report, bool log)
{
    QStringList lines{ChartTr::tr("Blue bar: measured. Grey box: ceiling (assumed where marked). Figures: measured / "
                             "ceiling in MB/s.")};
    if (report.shareMbPerSecond > 0)
        lines << ChartTr::tr("Red line: through the share, %1 MB/s.").arg(Figures::rate(report.shareMbPerSecond));
    if (log)
        lines << ChartTr::tr("The axis is logarithmic: each step is ten times the one before.");
    return lines;
}

QString valueText(const Report::LayerRow &r)
{
    const QString measured = r.measured > 0 ? Figures::rate(r.measured) : QStringLiteral("–");
    if (!r.ceiling.isValid())
        return measured;
    const QString ceiling = Ceilings::number(r.ceiling.mbPerSecond);
    return r.ceilingAssumed ? ChartTr::tr("%1 / %2 (assumed)").arg(measured, ceiling)
                            : QStringLiteral("%1 / %2").arg(measured, ceiling);
}

double niceAbove(double m)
{
    const double p = std::pow(10.0, std::floor(std::log10(std::max(m, 1.0))));
    for (double f : {1.0, 2.0, 5.0, 10.0})
        if (f * p >= m * (1 - 1e-9))
            return f * p;
    return 10 * p;
}

// Everything paint() needs, computed once: the rows, the plot and the labels.
struct Layout
{
    QList<Report::LayerRow> rows;
    LayerChart::Axis axis;
    QRectF plot;
    double em = 1;
    QFont font;
    QList<LayerChart::Label> rowTitles, values, ticks, legend;
    QList<QFont> legendFonts;
};

Layout layOut(const Report &report, const QRectF &rect, const QFont &base, QPaintDevice *device)
{
    // Pixel-sized fonts measure in the device's own pixels (a PDF at 300 dpi, an image).
    auto metrics = [device](const QFont &f) { return device ? QFontMetricsF(f, device) : QFontMetricsF(f); };
    Layout l;
    l.rows = LayerChart::rowsOf(report);
    l.axis = LayerChart::axisFor(l.rows, report.shareMbPerSecond);
    l.em = rect.width() / 40;
    l.font = base;
    l.font.setPixelSize(std::max(1, int(l.em * 0.8)));
    const QFontMetricsF fm = metrics(l.font);
    const double rowH = l.em * kRowHeightEm;

    // Columns as wide as their longest text, within bounds: names left, figures right.
    double titleW = 0, valueW = 0;
    for (const Report::LayerRow &r : l.rows) {
        QFont bold = l.font;
        bold.setBold(r.bottleneck);
        titleW = std::max(titleW, metrics(bold).horizontalAdvance(r.title));
        valueW = std::max(valueW, fm.horizontalAdvance(valueText(r)));
    }
    titleW = std::min(titleW + l.em * 0.6, rect.width() * 0.3);
    valueW = std::min(valueW + l.em * 0.6, rect.width() * 0.3);
    l.plot = QRectF(rect.left() + titleW, rect.top(), rect.width() - titleW - valueW, rowH * l.rows.size());

    for (int i = 0; i < l.rows.size(); ++i) {
        const Report::LayerRow &r = l.rows.at(i);
        const double top = l.plot.top() + i * rowH;
        QFont bold = l.font;
        bold.setBold(r.bottleneck);
        const QFontMetricsF bm = metrics(bold);
        const QString title = bm.elidedText(r.title, Qt::ElideRight, titleW - l.em * 0.5);
        const double tw = bm.horizontalAdvance(title);
        l.rowTitles.append({title, QRectF(rect.left() + titleW - l.em * 0.5 - tw, top + (rowH - bm.height()) / 2, tw,
                                          bm.height())});
        const QString value = fm.elidedText(valueText(r), Qt::ElideRight, valueW - l.em * 0.5);
        l.values.append({value, QRectF(l.plot.right() + l.em * 0.5, top + (rowH - fm.height()) / 2,
                                       fm.horizontalAdvance(value), fm.height())});
    }

    // Axis figures: centred on their tick, one left out when it would touch its neighbour.
    const double tickTop = l.plot.bottom() + l.em * 0.3;
    QRectF last;
    for (double t : l.axis.ticks) {
        const QString text = t == 0 ? QStringLiteral("0") : Ceilings::number(t);
        const double w = fm.horizontalAdvance(text);
        const double x = l.plot.left() + l.plot.width() * l.axis.fraction(t);
        QRectF r(x - w / 2, tickTop, w, fm.height());
        if (r.left() < rect.left())
            r.moveLeft(rect.left());
        if (last.isValid() && r.left() < last.right() + l.em * 0.4)
            continue;
        l.ticks.append({text, r});
        last = r;
    }
    const QString unit = ChartTr::tr("MB/s");
    const double uw = fm.horizontalAdvance(unit);
    // The unit after the last figure, never on it (the last tick sits at the plot's right edge).
    const double unitLeft = std::max(l.plot.right() + l.em * 0.5, last.isValid() ? last.right() + l.em * 0.5 : 0.0);
    const QRectF unitRect(unitLeft, tickTop, uw, fm.height());
    l.ticks.append({unit, unitRect});

    double lineTop = tickTop + l.em * kAxisEm;
    for (const QString &line : legendLines(report, l.axis.log)) {
        // A line wider than the chart (a long translation) gets a smaller font, never a cut.
        QFont lineFont = l.font;
        const double wide = fm.horizontalAdvance(line);
        if (wide > rect.width())
            lineFont.setPixelSize(std::max(1, int(l.font.pixelSize() * rect.width() / wide)));
        const QFontMetricsF lm = metrics(lineFont);
        l.legend.append({line, QRectF(rect.left(), lineTop, std::min(rect.width(), lm.horizontalAdvance(line)),
                                      lm.height())});
        l.legendFonts.append(lineFont);
        lineTop += l.em * kLegendLineEm;
    }
    return l;
}

} // namespace

double LayerChart::Axis::fraction(double value) const
{
    if (log) {
        if (value <= min)
            return 0;
        return std::clamp(std::log10(value / min) / std::log10(max / min), 0.0, 1.0);
    }
    return std::clamp(value / max, 0.0, 1.0);
}

LayerChart::Axis LayerChart::axisFor(const QList<Report::LayerRow> &rows, double share)
{
    double hi = share, lo = share > 0 ? share : 0;
    for (const Report::LayerRow &r : rows)
        for (double v : {r.measured, r.ceiling.isValid() ? r.ceiling.mbPerSecond : -1.0})
            if (v > 0) {
                hi = std::max(hi, v);
                lo = lo > 0 ? std::min(lo, v) : v;
            }
    return axisForRange(lo, hi);
}

LayerChart::Axis LayerChart::axisForRange(double lo, double hi)
{
    Axis a;
    if (hi <= 0) {
        a.max = 10;
        a.ticks = {0, 5, 10};
        return a;
    }
    if (lo > 0 && hi / lo > kLogFrom) {
        // Decades around every figure: 1, 10, 100, 1000 MB/s.
        a.log = true;
        // A decade well below the smallest figure: 11 MB/s on an axis from 10 would be a sliver again.
        a.min = std::pow(10.0, std::floor(std::log10(lo / 3)));
        a.max = std::pow(10.0, std::ceil(std::log10(hi)));
        if (a.max <= a.min)
            a.max = a.min * 10;
        for (double t = a.min; t <= a.max * 1.0001; t *= 10)
            a.ticks.append(t);
        return a;
    }
    a.max = niceAbove(hi);
    const double step = niceAbove(a.max / 5);
    for (double t = 0; t <= a.max * 1.0001; t += step)
        a.ticks.append(t);
    return a;
}

QList<Report::LayerRow> LayerChart::rowsOf(const Report &report)
{
    QList<Report::LayerRow> rows;
    for (const Report::LayerRow &r : report.layers)
        if (r.measured > 0 || r.ceiling.isValid())
            rows.append(r);
    return rows;
}

QSizeF LayerChart::preferredSize(const Report &report, double width)
{
    const double em = width / 40;
    const QList<Report::LayerRow> rows = rowsOf(report);
    const bool log = axisFor(rows, report.shareMbPerSecond).log;
    return QSizeF(width, em * (kRowHeightEm * std::max<qsizetype>(1, rows.size()) + 0.3 + kAxisEm +
                               kLegendLineEm * legendLines(report, log).size() + 0.3));
}

QList<LayerChart::Label> LayerChart::labels(const Report &report, const QRectF &rect, const QFont &font)
{
    const Layout l = layOut(report, rect, font, nullptr);
    return l.rowTitles + l.values + l.ticks + l.legend;
}

void LayerChart::paint(QPainter *p, const QRectF &rect, const Report &report)
{
    p->save();
    const Layout l = layOut(report, rect, p->font(), p->device());
    const double rowH = l.em * kRowHeightEm;
    auto x = [&](double v) { return l.plot.left() + l.plot.width() * l.axis.fraction(v); };

    // Grid lines at the labelled figures, under everything.
    p->setPen(QPen(QColor(0xd8, 0xd8, 0xd8), l.em * 0.04));
    for (double t : l.axis.ticks)
        p->drawLine(QPointF(x(t), l.plot.top()), QPointF(x(t), l.plot.bottom()));

    for (int i = 0; i < l.rows.size(); ++i) {
        const Report::LayerRow &r = l.rows.at(i);
        const double top = l.plot.top() + i * rowH;
        if (r.bottleneck)
            p->fillRect(QRectF(rect.left(), top, rect.width(), rowH), kBottleneckTint);
        const QRectF bar(l.plot.left(), top + l.em * 0.4, 0, l.em * 1.4);
        if (r.ceiling.isValid()) {
            p->setPen(QPen(kCeilingEdge, l.em * 0.08, r.ceilingAssumed ? Qt::DashLine : Qt::SolidLine));
            p->setBrush(kCeilingFill);
            p->drawRect(QRectF(bar.left(), bar.top(), x(r.ceiling.mbPerSecond) - bar.left(), bar.height()));
        }
        if (r.measured > 0) {
            p->setPen(Qt::NoPen);
            p->setBrush(kMeasured);
            p->drawRect(QRectF(bar.left(), bar.top() + bar.height() * 0.2, std::max(x(r.measured) - bar.left(), l.em * 0.15),
                               bar.height() * 0.6));
        }
        QFont f = l.font;
        f.setBold(r.bottleneck);
        p->setFont(f);
        p->setPen(kText);
        p->drawText(l.rowTitles.at(i).rect, Qt::AlignLeft | Qt::AlignVCenter, l.rowTitles.at(i).text);
        p->setFont(l.font);
        p->drawText(l.values.at(i).rect, Qt::AlignLeft | Qt::AlignVCenter, l.values.at(i).text);
    }
    if (report.shareMbPerSecond > 0) {
        p->setPen(QPen(kShareLine, l.em * 0.1));
        p->drawLine(QPointF(x(report.shareMbPerSecond), l.plot.top()),
                    QPointF(x(report.shareMbPerSecond), l.plot.bottom()));
    }
    p->setPen(QPen(kText, l.em * 0.05));
    p->drawLine(l.plot.bottomLeft(), l.plot.bottomRight());
    p->setFont(l.font);
    for (const LayerChart::Label &t : l.ticks)
        p->drawText(t.rect, Qt::AlignCenter, t.text);
    for (int i = 0; i < l.legend.size(); ++i) {
        p->setFont(l.legendFonts.at(i));
        p->drawText(l.legend.at(i).rect, Qt::AlignLeft | Qt::AlignVCenter, l.legend.at(i).text);
    }
    p->restore();
}

QImage LayerChart::image(const Report &report, int width)
{
    const QSizeF size = preferredSize(report, width);
    QImage img(size.toSize(), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paint(&p, QRectF(QPointF(0, 0), size), report);
    return img;
}
