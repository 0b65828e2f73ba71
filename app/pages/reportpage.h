#pragma once

#include "app/dialogs/fixplansdialog.h"
#include "app/dialogs/pirunnersource.h"
#include "core/model/run.h"
#include "core/report/report.h"
#include "core/store/appsettings.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class ExportNotice;
class FixSession;
class LineChart;
class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class QToolButton;
class VerdictCard;

// One run's report, in one language (its own, which can differ from the window's): the verdict
// card first (completeness, bottleneck, its figure, the fix that matters most), then the findings,
// the layer chart and table, facts and measurements (HTML from core/report), and the run's time
// series folded away below, so charts never squeeze the text. Every text on the page follows the
// report language, its buttons included. Exports PDF and CSV; copies a forum post.
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
    VerdictCard *verdictCard() const { return m_verdict; }
    void setReportLanguage(AppSettings::Language language);
    // How many times the page built its run's Report (test seam: once per run and language, however
    // often it is shown, exported or copied).
    int reportBuilds() const { return m_reportBuilds; }

    // Test seam: where Export asks to save (defaults to a file dialog).
    void setAskSavePath(std::function<QString(const QString &filter, const QString &suggested)> ask)
    {
        m_askSavePath = std::move(ask);
    }

    // The way to the Pi for applying fixes from the window (FixPlansDialog); unset: the plans are
    // read-only. setupSession: test seam handed to each FixSession (backup folder, waits).
    void setPiRunnerSource(PiRunnerSource source) { m_piSource = std::move(source); }
    void setFixSessionSetup(std::function<void(FixSession &)> setup) { m_sessionSetup = std::move(setup); }
    FixPlansDialog *fixPlansDialog() const { return m_fixDialog; }

signals:
    // The run's `changes` changed (an apply or undo from the window): the caller saves the run file.
    void changesRecorded(const Run &run);
    void measureAgainRequested(const Run &before, const QString &changeId, const QString &finding);

public slots:
    void exportPdf();
    void exportCsv();
    void copyMarkdown();
    void copyPlainText();
    // Opens the run's treatment plans (FixPlansDialog, not modal for the app: no nested loop).
    void showFixPlans();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    QString suggestedName(const QString &suffix) const;
    QString rtr(const char *source) const; // in the report language
    // The run's report in the language whose translator is installed (the caller's
    // ScopedReportLanguage): built on first use and again only for another run or language.
    const Report &report();
    const Report &reportForSharing(); // the forum post's (Report::forSharing), cached the same way
    void forgetReport();              // the run changed

    Run m_run;
    bool m_hasRun = false;
    AppSettings::Language m_language = AppSettings::Language::System;
    std::function<QString(const QString &, const QString &)> m_askSavePath;
    PiRunnerSource m_piSource;
    std::function<void(FixSession &)> m_sessionSetup;
    QPointer<FixPlansDialog> m_fixDialog;

    QLabel *m_title = nullptr;
    QLabel *m_languageLabel = nullptr;
    QComboBox *m_languageBox = nullptr;
    QToolButton *m_copy = nullptr;
    QPushButton *m_pdf = nullptr;
    QPushButton *m_csv = nullptr;
    QPushButton *m_fixes = nullptr;
    ExportNotice *m_notice = nullptr;
    VerdictCard *m_verdict = nullptr;
    QTextBrowser *m_browser = nullptr;
    QToolButton *m_seriesToggle = nullptr;
    LineChart *m_series = nullptr;
    QString m_summary;
    std::optional<Report> m_report;
    std::optional<Report> m_sharedReport;
    QString m_reportLanguage; // the locale m_report was built in ("en", "ja")
    int m_reportBuilds = 0;
};
