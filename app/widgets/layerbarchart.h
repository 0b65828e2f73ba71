#pragma once

#include <QChartView>

class QEvent;

struct Report;

// The report's layer chart in the window (Qt Charts): for every layer its measured MB/s next to its
// ceiling, the bottleneck called out in the title. The PDF draws its own vector version (core/report).
class LayerBarChart : public QChartView
{
    Q_OBJECT
public:
    explicit LayerBarChart(QWidget *parent = nullptr);
    void setReport(const Report &report);
    int barCount() const { return m_bars; }

protected:
    void changeEvent(QEvent *event) override;

private:
    int m_bars = 0;
};
