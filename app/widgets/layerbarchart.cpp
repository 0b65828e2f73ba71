#include "app/widgets/layerbarchart.h"

#include "app/widgets/palettecolors.h"
#include "core/report/layerchart.h"
#include "core/report/report.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QValueAxis>

LayerBarChart::LayerBarChart(QWidget *parent) : QChartView(parent)
{
    setChart(new QChart);
    chart()->legend()->setAlignment(Qt::AlignRight); // beside: the height goes to the rows
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    PaletteColors::applyToChart(chart(), palette());
    setAccessibleName(QCoreApplication::translate("LayerBarChart", "Each layer against its ceiling"));
}

void LayerBarChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        PaletteColors::applyToChart(chart(), palette());
        for (QAbstractSeries *s : chart()->series())
            if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
                for (QBarSet *set : bars->barSets())
                    set->setLabelColor(palette().color(QPalette::Text)); // the values beside the bars
    }
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(QCoreApplication::translate("LayerBarChart", "Each layer against its ceiling"));
    QChartView::changeEvent(event);
}

void LayerBarChart::setReport(const Report &report)
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes())
        c->removeAxis(a);

    auto *measured = new QBarSet(QCoreApplication::translate("LayerBarChart", "Measured"));
    auto *ceiling = new QBarSet(QCoreApplication::translate("LayerBarChart", "Ceiling"));
    QStringList categories;
    m_bars = 0;
    for (const Report::LayerRow &row : LayerChart::rowsOf(report)) {
        categories << (row.bottleneck ? QCoreApplication::translate("LayerBarChart", "%1 (bottleneck)").arg(row.title)
                                      : row.title);
        measured->append(qMax(row.measured, 0.0));
        ceiling->append(row.ceiling.isValid() ? row.ceiling.mbPerSecond : 0.0);
        ++m_bars;
    }
    auto *series = new QHorizontalBarSeries;
    series->append(ceiling);
    series->append(measured);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4); // 1177 stays 1177, not 1.18e+03
    // Beside the bar end, in the text colour: inside a thin bar they overlapped and could not be read.
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    for (QBarSet *set : {ceiling, measured})
        set->setLabelColor(palette().color(QPalette::Text));
    c->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    auto *x = new QValueAxis;
    // The same axis as the report's own chart: a round end, and a far-off ceiling cut off.
    x->setRange(0, LayerChart::axisMax(LayerChart::rowsOf(report), report.shareMbPerSecond));
    x->setTickCount(6);
    x->setTitleText(QCoreApplication::translate("LayerBarChart", "MB/s"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    c->setTitle(QCoreApplication::translate("LayerBarChart", "Each layer against its ceiling"));
    // Every row gets room for its name: with four rows in the first 220 px two names were dropped.
    setMinimumHeight(100 + 32 * m_bars);
    PaletteColors::applyToChart(c, palette()); // the new axes start with the light theme's colours
}
