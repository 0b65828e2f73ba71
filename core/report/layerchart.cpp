#include "core/report/layerchart.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LayerChart)
};

// Proportions of the row height, so the chart scales with any paint device.
constexpr double kRowHeightEm = 2.2;
constexpr double kAxisEm = 1.3;      // the axis figures under the plot
constexpr double kLegendLineEm = 1.2; // one line of the legend

// The legend, a line each: joined they ran past the right edge once the share line was added.
QStringList legendLines(const Report &report)
{
    QStringList lines{Tr::tr("Bar: measured. Grey box: ceiling. Values: measured / ceiling in MB/s.")};
    if (report.shareMbPerSecond > 0)
        lines << Tr::tr("Red line: through the share, %1 MB/s.").arg(Figures::rate(report.shareMbPerSecond));
    return lines;
}

} // namespace

double LayerChart::axisMax(const QList<Report::LayerRow> &rows, double share)
{
    double m = share;
    for (const Report::LayerRow &r : rows) {
        m = std::max(m, r.measured);
        // A 400 MB/s USB 3 ceiling would squeeze an 11 MB/s network: cap the axis at 4× the rest.
        m = std::max(m, r.ceiling.mbPerSecond);
    }
    double rest = share;
    for (const Report::LayerRow &r : rows)
        rest = std::max(rest, r.measured);
    if (rest > 0)
        m = std::min(m, std::max(rest * 4, 20.0));
    // A round figure: 1, 2, 5 × 10^n.
    const double p = std::pow(10.0, std::floor(std::log10(std::max(m, 1.0))));
    for (double f : {1.0, 2.0, 5.0, 10.0})
        if (f * p >= m)
            return f * p;
    return 10 * p;
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
    return QSizeF(width, em * (kRowHeightEm * std::max<qsizetype>(1, rowsOf(report).size()) + kAxisEm +
                               kLegendLineEm * legendLines(report).size() + 0.5));
}

void LayerChart::paint(QPainter *p, const QRectF &rect, const Report &report)
{
    const QList<Report::LayerRow> rows = rowsOf(report);
    const double em = rect.width() / 40;
    p->save();
    QFont font = p->font();
    font.setPixelSize(std::max(1, int(em * 0.8)));
    p->setFont(font);
    const QFontMetricsF fm(font, p->device());
    const double labelW = rect.width() * 0.24;
    const double valueW = rect.width() * 0.2;
    const QRectF plot(rect.left() + labelW, rect.top(), rect.width() - labelW - valueW,
                      em * kRowHeightEm * rows.size());
    const double max = LayerChart::axisMax(rows, report.shareMbPerSecond);
    auto x = [&](double v) { return plot.left() + plot.width() * std::clamp(v / max, 0.0, 1.0); };

    for (int i = 0; i < rows.size(); ++i) {
        const Report::LayerRow &r = rows.at(i);
        const double top = plot.top() + i * em * kRowHeightEm;
        const QRectF bar(plot.left(), top + em * 0.4, 0, em * 1.2);
        p->setPen(r.bottleneck ? QColor(0xb0, 0x20, 0x20) : QColor(0x30, 0x30, 0x30));
        p->drawText(QRectF(rect.left(), top, labelW - em * 0.5, em * kRowHeightEm),
                    Qt::AlignRight | Qt::AlignVCenter, r.title);
        if (r.ceiling.isValid()) {
            p->setPen(QPen(QColor(0x60, 0x60, 0x60), em * 0.08, Qt::DashLine));
            p->setBrush(QColor(0xe8, 0xe8, 0xe8));
            p->drawRect(QRectF(bar.left(), bar.top(), x(r.ceiling.mbPerSecond) - bar.left(), bar.height()));
        }
        if (r.measured > 0) {
            p->setPen(Qt::NoPen);
            p->setBrush(r.bottleneck ? QColor(0xd0, 0x40, 0x30) : QColor(0x30, 0x70, 0xc0));
            p->drawRect(QRectF(bar.left(), bar.top() + bar.height() * 0.2, x(r.measured) - bar.left(),
                               bar.height() * 0.6));
        }
        const QString value = QStringLiteral("%1 / %2").arg(
            r.measured > 0 ? Figures::rate(r.measured) : QStringLiteral("–"),
            r.ceiling.isValid() ? Ceilings::number(r.ceiling.mbPerSecond) : QStringLiteral("–"));
        p->setPen(QColor(0x30, 0x30, 0x30));
        p->drawText(QRectF(plot.right() + em * 0.5, top, valueW - em * 0.5, em * kRowHeightEm),
                    Qt::AlignLeft | Qt::AlignVCenter, value);
    }
    if (report.shareMbPerSecond > 0) {
        p->setPen(QPen(QColor(0xb0, 0x20, 0x20), em * 0.1));
        p->drawLine(QPointF(x(report.shareMbPerSecond), plot.top()),
                    QPointF(x(report.shareMbPerSecond), plot.bottom()));
    }
    // Axis and legend.
    p->setPen(QPen(QColor(0x30, 0x30, 0x30), em * 0.05));
    p->drawLine(plot.bottomLeft(), plot.bottomRight());
    const double legendTop = plot.bottom() + em * 0.3;
    p->drawText(QRectF(plot.left(), legendTop, plot.width(), em), Qt::AlignLeft | Qt::AlignTop,
                QStringLiteral("0"));
    p->drawText(QRectF(plot.left(), legendTop, plot.width(), em), Qt::AlignRight | Qt::AlignTop,
                Tr::tr("%1 MB/s").arg(Ceilings::number(max)));
    double lineTop = legendTop + em * kAxisEm;
    for (const QString &line : legendLines(report)) {
        // A line wider than the chart (a long translation) gets a smaller font, never a cut.
        QFont lineFont = font;
        const double wide = fm.horizontalAdvance(line);
        if (wide > rect.width())
            lineFont.setPixelSize(std::max(1, int(font.pixelSize() * rect.width() / wide)));
        p->setFont(lineFont);
        p->drawText(QRectF(rect.left(), lineTop, rect.width(), em * kLegendLineEm), Qt::AlignLeft | Qt::AlignTop,
                    line);
        lineTop += em * kLegendLineEm;
    }
    p->setFont(font);
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
