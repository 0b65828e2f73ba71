#include "app/widgets/linechart.h"

#include "app/widgets/palettecolors.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>

LineChart::LineChart(QWidget *parent) : QChartView(parent)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    m_x = new QValueAxis(chart);
    m_y = new QValueAxis(chart);
    m_x->setRange(0, m_maxX);
    m_y->setRange(0, m_maxY);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
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
    s->setName(name);
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
        m_maxX = x * 1.1;
        m_x->setRange(0, m_maxX);
    }
    if (y > m_maxY) {
        m_maxY = y * 1.15;
        m_y->setRange(0, m_maxY);
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
    m_x->setRange(0, m_maxX);
    m_y->setRange(0, m_maxY);
}
