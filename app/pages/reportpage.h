#pragma once

#include "core/model/run.h"
#include "core/store/appsettings.h"

#include <QWidget>

class LayerBarChart;
class LineChart;
class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

// One run's report: the summary first, the layer chart (measured vs ceiling), the findings and
// facts (HTML from core/report), and the run's time series. Its language can differ from the
// window's. Exports PDF and CSV.
class ReportPage : public QWidget
{
    Q_OBJECT
public:
    explicit ReportPage(QWidget *parent = nullptr);

    void setRun(const Run &run);
    bool hasRun() const { return m_hasRun; }
    const Run &run() const { return m_run; }
    QString summaryText() const;
    QTextBrowser *browser() const { return m_browser; }
    void setReportLanguage(AppSettings::Language language);

    // Test seam: where Export asks to save (defaults to a file dialog).
    void setAskSavePath(std::function<QString(const QString &filter, const QString &suggested)> ask)
    {
        m_askSavePath = std::move(ask);
    }

public slots:
    void exportPdf();
    void exportCsv();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    QString suggestedName(const QString &suffix) const;

    Run m_run;
    bool m_hasRun = false;
    AppSettings::Language m_language = AppSettings::Language::System;
    std::function<QString(const QString &, const QString &)> m_askSavePath;

    QLabel *m_title = nullptr;
    QLabel *m_languageLabel = nullptr;
    QComboBox *m_languageBox = nullptr;
    QPushButton *m_pdf = nullptr;
    QPushButton *m_csv = nullptr;
    LayerBarChart *m_layers = nullptr;
    QTextBrowser *m_browser = nullptr;
    LineChart *m_series = nullptr;
    QString m_summary;
};
