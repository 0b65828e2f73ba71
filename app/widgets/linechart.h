#pragma once

#include <QChartView>
#include <QHash>

class QLineSeries;
class QValueAxis;

// A small line chart (Qt Charts) with named series that grow point by point: the run page's live
// throughput and Pi CPU charts, and the report's time series. Axes follow the data.
class LineChart : public QChartView
{
    Q_OBJECT
public:
    explicit LineChart(QWidget *parent = nullptr);

    void setTitles(const QString &title, const QString &xTitle, const QString &yTitle);
    // Adds a point to the series named name (created on first use; name is also its legend text).
    void addPoint(const QString &name, double x, double y);
    void clear();
    // Round axis ends and ticks (0, 5, 10 … rather than 0, 7, 13 …), once a finished run's points are in.
    void tidyAxes();
    int seriesCount() const { return int(m_series.size()); }
    int pointCount(const QString &name) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QLineSeries *series(const QString &name);

    QHash<QString, QLineSeries *> m_series;
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    // An empty chart shows 0–10 on both axes rather than a squashed 0–1 with repeated labels.
    static constexpr double kInitialMax = 10;
    double m_maxX = kInitialMax;
    double m_maxY = kInitialMax;
};
