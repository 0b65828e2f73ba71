#include "app/pages/reportpage.h"
#include "app/widgets/plaintext.h"

#include "app/dialogs/fixplansdialog.h"
#include "app/i18n/reportlanguage.h"
#include "app/widgets/exportnotice.h"
#include "app/widgets/linechart.h"
#include "app/widgets/verdictcard.h"
#include "core/report/layerchart.h"
#include "core/report/report.h"
#include "core/report/reportfiles.h"
#include "core/report/reporthtml.h"
#include "core/report/reportmarkdown.h"
#include "core/treatment/planner.h"

#include <QAction>
#include <QJsonArray>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

ReportPage::ReportPage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reportPage"));
    m_title = PlainText::plain(new QLabel(this)); // the run's label
    m_title->setObjectName(QStringLiteral("reportTitle"));
    m_title->setTextFormat(Qt::PlainText); // the run's label is the user's text
    m_title->setWordWrap(true);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_title->setFont(f);
    m_languageLabel = new QLabel(this);
    m_languageBox = new QComboBox(this);
    m_languageBox->setObjectName(QStringLiteral("reportLanguage"));
    m_languageBox->addItem(QString(), AppSettings::languageKey(AppSettings::Language::System));
    // Language names in their own language, as in the Settings menu.
    m_languageBox->addItem(QStringLiteral("日本語"), AppSettings::languageKey(AppSettings::Language::Japanese));
    m_languageBox->addItem(QStringLiteral("English"), AppSettings::languageKey(AppSettings::Language::English));
    m_languageLabel->setBuddy(m_languageBox);
    m_copy = new QToolButton(this);
    m_copy->setObjectName(QStringLiteral("copyReport"));
    m_copy->setPopupMode(QToolButton::MenuButtonPopup);
    m_copy->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *copyMenu = new QMenu(m_copy);
    copyMenu->addAction(QString(), this, &ReportPage::copyMarkdown)->setObjectName(QStringLiteral("copyMarkdown"));
    copyMenu->addAction(QString(), this, &ReportPage::copyPlainText)->setObjectName(QStringLiteral("copyPlain"));
    m_copy->setMenu(copyMenu);
    connect(m_copy, &QToolButton::clicked, this, &ReportPage::copyMarkdown);
    m_pdf = new QPushButton(this);
    m_pdf->setObjectName(QStringLiteral("exportPdf"));
    m_csv = new QPushButton(this);
    m_csv->setObjectName(QStringLiteral("exportCsv"));
    m_fixes = new QPushButton(this);
    m_fixes->setObjectName(QStringLiteral("showFixPlans"));
    m_notice = new ExportNotice(this);
    m_verdict = new VerdictCard(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("reportBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setTabChangesFocus(true); // Ctrl+Tab moves on to the next page, not into the text
    // The report is the document the PDF prints: it reads as paper in a dark theme too, so the
    // colours of its severity labels keep their contrast against the page.
    QPalette paper = m_browser->palette();
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::Text, Qt::black);
    m_browser->setPalette(paper);
    m_seriesToggle = new QToolButton(this);
    m_seriesToggle->setObjectName(QStringLiteral("seriesToggle"));
    m_seriesToggle->setCheckable(true);
    m_seriesToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_seriesToggle->setArrowType(Qt::RightArrow);
    m_seriesToggle->setAutoRaise(true);
    m_series = new LineChart(this);
    m_series->setMinimumHeight(220);
    m_series->hide();
    connect(m_seriesToggle, &QToolButton::toggled, this, [this](bool open) {
        m_seriesToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        m_series->setVisible(open);
    });

    // The run's label on a row of its own: beside the buttons a long label was squeezed into a
    // column a word wide at 1024 pixels.
    auto *top = new QHBoxLayout;
    top->addWidget(m_languageLabel);
    top->addWidget(m_languageBox);
    top->addStretch(1);
    top->addWidget(m_copy);
    top->addWidget(m_pdf);
    top->addWidget(m_csv);
    top->addWidget(m_fixes);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(top);
    layout->addWidget(m_notice);
    layout->addWidget(m_verdict);
    layout->addWidget(m_browser, 1);
    layout->addWidget(m_seriesToggle);
    layout->addWidget(m_series);

    m_askSavePath = [this](const QString &filter, const QString &suggested) {
        return QFileDialog::getSaveFileName(this, rtr(QT_TR_NOOP("Export report")), suggested, filter);
    };
    connect(m_languageBox, &QComboBox::currentIndexChanged, this, [this] {
        setReportLanguage(AppSettings::languageFromKey(m_languageBox->currentData().toString()));
    });
    connect(m_pdf, &QPushButton::clicked, this, &ReportPage::exportPdf);
    connect(m_csv, &QPushButton::clicked, this, &ReportPage::exportCsv);
    connect(m_fixes, &QPushButton::clicked, this, &ReportPage::showFixPlans);
    retranslateUi();
    rebuild();
}

QString ReportPage::rtr(const char *source) const
{
    return ReportLanguage::translate(m_language, "ReportPage", source);
}

void ReportPage::setRun(const Run &run)
{
    m_run = run;
    forgetReport();
    m_hasRun = true;
    m_notice->hide();
    rebuild();
}

void ReportPage::setReportLanguage(AppSettings::Language language)
{
    m_language = language;
    const int i = m_languageBox->findData(AppSettings::languageKey(language));
    if (i >= 0 && i != m_languageBox->currentIndex())
        m_languageBox->setCurrentIndex(i);
    retranslateUi();
    rebuild();
}

QString ReportPage::summaryText() const
{
    return m_summary;
}

const Report &ReportPage::report()
{
    const QString language = Report::reportLocale().name();
    if (!m_report || language != m_reportLanguage) {
        m_report = Report::build(m_run);
        m_sharedReport.reset();
        m_reportLanguage = language;
        ++m_reportBuilds;
    }
    return *m_report;
}

const Report &ReportPage::reportForSharing()
{
    const Report &built = report();
    if (!m_sharedReport)
        m_sharedReport = Report::forSharing(m_run, built);
    return *m_sharedReport;
}

void ReportPage::forgetReport()
{
    m_report.reset();
    m_sharedReport.reset();
}

void ReportPage::rebuild()
{
    m_pdf->setEnabled(m_hasRun);
    m_csv->setEnabled(m_hasRun);
    m_fixes->setEnabled(m_hasRun);
    m_copy->setEnabled(m_hasRun);
    if (!m_hasRun) {
        m_title->setText(rtr(QT_TR_NOOP("No report yet")));
        m_browser->setHtml(
            rtr(QT_TR_NOOP("<p>Run a diagnosis, or open a run from the history, to see its report here.</p>")));
        m_verdict->hide();
        m_seriesToggle->hide();
        m_series->hide();
        return;
    }
    // Everything the page shows is made while the report's translator is on top: the report, its
    // HTML, the chart's legend, the verdict card and the time series' names.
    ScopedReportLanguage language(m_language);
    const Report &report = this->report();
    m_summary = report.summary;
    m_title->setText(report.runLabel.isEmpty() ? report.title : report.runLabel);
    m_verdict->setReport(report);
    m_verdict->show();
    // The HTML shows the chart 640 px wide: drawn at the screen's pixel ratio, it stays sharp on HiDPI.
    const qreal dpr = qMax<qreal>(1.0, devicePixelRatioF());
    QImage chart = LayerChart::image(report, qRound(640 * dpr));
    chart.setDevicePixelRatio(dpr);
    m_browser->document()->addResource(QTextDocument::ImageResource, ReportHtml::chartUrl(), chart);
    ReportHtml::Options options;
    options.verdict = false; // the card above says it
    m_browser->setHtml(ReportHtml::render(report, options));

    m_series->clear();
    for (const Sample &s : m_run.samples()) {
        if (s.busiestCore() >= 0)
            m_series->addPoint(tr("Busiest core (%)"), s.t, s.busiestCore());
        for (auto it = s.processCpu.cbegin(); it != s.processCpu.cend(); ++it)
            m_series->addPoint(tr("%1 (%)").arg(it.key()), s.t, it.value());
        if (s.nicRxBytesPerSecond >= 0)
            m_series->addPoint(tr("Pi network in (MB/s)"), s.t, s.nicRxBytesPerSecond / 1e6);
        if (s.nicTxBytesPerSecond >= 0)
            m_series->addPoint(tr("Pi network out (MB/s)"), s.t, s.nicTxBytesPerSecond / 1e6);
    }
    m_series->setTitles(tr("During the run"), tr("seconds"), QString());
    m_series->tidyAxes();
    m_seriesToggle->setVisible(m_series->seriesCount() > 0);
    m_series->setVisible(m_series->seriesCount() > 0 && m_seriesToggle->isChecked());
}

QString ReportPage::suggestedName(const QString &suffix) const
{
    const QString stamp = m_run.started().isValid()
                              ? m_run.started().toLocalTime().toString(QStringLiteral("yyyyMMdd-HHmm"))
                              : QStringLiteral("report");
    return ExportNotice::suggestedPath(QStringLiteral("pinas-doctor-%1.%2").arg(stamp, suffix));
}

void ReportPage::exportPdf()
{
    if (!m_hasRun)
        return;
    const QString path = m_askSavePath(rtr(QT_TR_NOOP("PDF (*.pdf)")), suggestedName(QStringLiteral("pdf")));
    if (path.isEmpty())
        return;
    auto done = Result<void>::success();
    {
        ScopedReportLanguage language(m_language);
        done = ReportFiles::savePdf(report(), path);
    }
    if (!done.ok())
        QMessageBox::warning(this, rtr(QT_TR_NOOP("Export failed")), done.errorString());
    else
        m_notice->showSaved(path);
}

void ReportPage::exportCsv()
{
    if (!m_hasRun)
        return;
    const QString path = m_askSavePath(rtr(QT_TR_NOOP("CSV (*.csv)")), suggestedName(QStringLiteral("csv")));
    if (path.isEmpty())
        return;
    auto done = Result<void>::success();
    {
        ScopedReportLanguage language(m_language);
        done = ReportFiles::saveCsv({report()}, path);
    }
    if (!done.ok())
        QMessageBox::warning(this, rtr(QT_TR_NOOP("Export failed")), done.errorString());
    else
        m_notice->showSaved(path);
}

void ReportPage::showFixPlans()
{
    if (!m_hasRun)
        return;
    QList<FixPlan> plans;
    {
        ScopedReportLanguage language(m_language); // the plans speak the report's language
        plans = Planner::plansFor(m_run);
    }
    auto *dialog = new FixPlansDialog(plans, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_fixDialog = dialog;
    if (m_piSource) {
        const Run run = m_run;
        const AppSettings::Language language = m_language;
        dialog->setTreatment(
            m_piSource,
            [run, language](const FixPlan &plan) {
                return FixSession::Replanner([run, language, finding = plan.finding](
                                                 const QMap<QString, QByteArray> &live, QString *error) {
                    ScopedReportLanguage l(language);
                    return FixSession::replanOnRun(run, finding, live, error);
                });
            },
            RunRecords::changes(m_run));
        if (m_sessionSetup)
            dialog->setSessionSetup(m_sessionSetup);
        connect(dialog, &FixPlansDialog::changesUpdated, this, [this](const QList<ChangeRecord> &changes) {
            RunRecords::setChanges(m_run, changes);
            forgetReport();
            rebuild(); // the report lists the changes made on the Pi
            emit changesRecorded(m_run);
        });
        connect(dialog, &FixPlansDialog::measureAgainRequested, this,
                [this](const QString &changeId, const QString &finding) {
                    if (m_fixDialog)
                        m_fixDialog->close();
                    emit measureAgainRequested(m_run, changeId, finding);
                });
    }
    dialog->open();
}

void ReportPage::copyMarkdown()
{
    if (!m_hasRun)
        return;
    ScopedReportLanguage language(m_language);
    QGuiApplication::clipboard()->setText(ReportMarkdown::render(reportForSharing()));
    m_notice->setText(rtr(QT_TR_NOOP("Copied for a forum post (Markdown, without host or user names).")));
    m_notice->show();
}

void ReportPage::copyPlainText()
{
    if (!m_hasRun)
        return;
    ScopedReportLanguage language(m_language);
    QGuiApplication::clipboard()->setText(ReportMarkdown::renderPlain(reportForSharing()));
    m_notice->setText(rtr(QT_TR_NOOP("Copied as plain text (without host or user names).")));
    m_notice->show();
}

void ReportPage::retranslateUi()
{
    m_languageLabel->setText(rtr(QT_TR_NOOP("Report &language:")));
    m_languageBox->setItemText(0, rtr(QT_TR_NOOP("Same as the window")));
    m_copy->setText(rtr(QT_TR_NOOP("C&opy for a forum post")));
    m_copy->menu()->actions().at(0)->setText(rtr(QT_TR_NOOP("As Markdown (forums, GitHub)")));
    m_copy->menu()->actions().at(1)->setText(rtr(QT_TR_NOOP("As plain text")));
    m_pdf->setText(rtr(QT_TR_NOOP("Export P&DF…")));
    m_csv->setText(rtr(QT_TR_NOOP("E&xport CSV…")));
    m_fixes->setText(rtr(QT_TR_NOOP("F&ixes…")));
    m_browser->setAccessibleName(rtr(QT_TR_NOOP("Report")));
    m_seriesToggle->setText(rtr(QT_TR_NOOP("During the run: CPU and network")));
}

void ReportPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The page's own texts come from the report language's catalogue, never from installing a
        // translator here: building a report installs one, which sends another LanguageChange.
        retranslateUi();
        if (m_language == AppSettings::Language::System)
            rebuild();
    }
    QWidget::changeEvent(event);
}
