#pragma once

#include "core/model/run.h"
#include "core/report/report.h"

#include <QWidget>

#include <functional>

class ExportNotice;
class QChartView;
class QLabel;
class QPushButton;
class QTableWidget;

// Two or more runs side by side: every measurement and fact that differs with the change in %,
// and a grouped bar chart of the measurements — "NTFS vs ext4", "USB 3.0 vs UASP".
class ComparePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePage(QWidget *parent = nullptr);

    void setRuns(const QList<Run> &runs);
    QTableWidget *table() const { return m_table; }
    int chartSetCount() const;
    // The chart's value axis is logarithmic (figures more than LayerChart::kLogFrom-fold apart).
    bool chartIsLogScale() const;

    void setAskSavePath(std::function<QString(const QString &filter, const QString &suggested)> ask)
    {
        m_askSavePath = std::move(ask);
    }

public slots:
    void exportCsv();
    void exportPdf();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void buildReports();

    QList<Run> m_runs;
    // One report per run, built once per run and language: the table, the CSV and the PDF read them
    // (the comparison takes their diagnoses instead of diagnosing again).
    QList<Report> m_reports;
    std::function<QString(const QString &, const QString &)> m_askSavePath;
    QLabel *m_heading = nullptr;
    QPushButton *m_csv = nullptr;
    QPushButton *m_pdf = nullptr;
    QTableWidget *m_table = nullptr;
    ExportNotice *m_notice = nullptr;
    QChartView *m_chart = nullptr;
};
