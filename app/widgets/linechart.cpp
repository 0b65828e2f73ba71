#include "app/widgets/linechart.h"

#include "app/widgets/palettecolors.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {
// 0 to a round end in at most six steps of 1, 2 or 5 × 10^n (QValueAxis::applyNiceNumbers() ran
// 26 s of data out to 40).
void roundAxis(QValueAxis *axis, double dataMax)
{
    const double top = std::max(dataMax, 1.0);
    const double magnitude = std::pow(10.0, std::floor(std::log10(top / 6)));
    double step = magnitude;
    for (double f : {1.0, 2.0, 5.0, 10.0}) {
        step = f * magnitude;
        if (top / step <= 6)
            break;
    }
    const int steps = int(std::ceil(top / step - 1e-9));
    axis->setRange(0, steps * step);
    axis->setTickCount(steps + 1);
}
} // namespace

LineChart::LineChart(QWidget *parent) : QChartView(parent)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignRight); // beside: the height goes to the axis figures
    chart->setMargins(QMargins(4, 4, 4, 4));
    m_x = new QValueAxis(chart);
    m_y = new QValueAxis(chart);
    roundAxis(m_x, m_maxX);
    roundAxis(m_y, m_maxY);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    // Lower than this, Qt Charts elides the axis figures and title to "…".
    setMinimumHeight(200);
    PaletteColors::applyToChart(chart, palette());
}

void LineChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        PaletteColors::applyToChart(chart(), palette());
    QChartView::changeEvent(event);
}

void LineChart::setTitles(const QString &title, const QString &xTitle, const QString &yTitle)
{
    chart()->setTitle(title);
    setAccessibleName(title);
    m_x->setTitleText(xTitle);
    m_y->setTitleText(yTitle);
}

QLineSeries *LineChart::series(const QString &name)
{
    if (QLineSeries *s = m_series.value(name))
        return s;
    auto *s = new QLineSeries(chart());
    s->setName(name.toHtmlEscaped()); // Qt Charts lays legend names out as HTML; names come from the Pi
    chart()->addSeries(s);
    s->attachAxis(m_x);
    s->attachAxis(m_y);
    m_series.insert(name, s);
    return s;
}

void LineChart::addPoint(const QString &name, double x, double y)
{
    series(name)->append(x, y);
    // Grow the axes with some headroom, never shrink while a run is on.
    if (x > m_maxX) {
        roundAxis(m_x, x * 1.1);
        m_maxX = m_x->max();
    }
    if (y > m_maxY) {
        roundAxis(m_y, y * 1.15);
        m_maxY = m_y->max();
    }
}

int LineChart::pointCount(const QString &name) const
{
    const QLineSeries *s = m_series.value(name);
    return s ? int(s->count()) : 0;
}

void LineChart::clear()
{
    chart()->removeAllSeries();
    m_series.clear();
    m_maxX = kInitialMax;
    m_maxY = kInitialMax;
    roundAxis(m_x, m_maxX);
    roundAxis(m_y, m_maxY);
}

void LineChart::tidyAxes()
{
    double maxX = 0, maxY = 0;
    for (const QLineSeries *s : std::as_const(m_series))
        for (const QPointF &p : s->points()) {
            maxX = std::max(maxX, p.x());
            maxY = std::max(maxY, p.y());
        }
    roundAxis(m_x, maxX);
    roundAxis(m_y, maxY);
    m_maxX = m_x->max();
    m_maxY = m_y->max();
}
