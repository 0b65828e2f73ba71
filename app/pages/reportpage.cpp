#include "app/pages/reportpage.h"
#include "app/widgets/plaintext.h"

#include "app/i18n/reportlanguage.h"
#include "app/widgets/layerbarchart.h"
#include "app/widgets/linechart.h"
#include "core/report/layerchart.h"
#include "core/report/report.h"
#include "core/report/reportfiles.h"
#include "core/report/reporthtml.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

ReportPage::ReportPage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reportPage"));
    m_title = PlainText::plain(new QLabel(this)); // the run's label
    m_title->setObjectName(QStringLiteral("reportTitle"));
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
    m_pdf = new QPushButton(this);
    m_pdf->setObjectName(QStringLiteral("exportPdf"));
    m_csv = new QPushButton(this);
    m_csv->setObjectName(QStringLiteral("exportCsv"));
    m_layers = new LayerBarChart(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("reportBrowser"));
    m_browser->setOpenExternalLinks(true);
    // The report is the document the PDF prints: it reads as paper in a dark theme too, so the
    // colours of its severity labels keep their contrast against the page.
    QPalette paper = m_browser->palette();
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::Text, Qt::black);
    m_browser->setPalette(paper);
    m_series = new LineChart(this);

    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_languageLabel);
    top->addWidget(m_languageBox);
    top->addWidget(m_pdf);
    top->addWidget(m_csv);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("reportSplitter"));
    split->addWidget(m_layers);
    split->addWidget(m_browser);
    split->addWidget(m_series);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    m_askSavePath = [this](const QString &filter, const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Export report"), suggested, filter);
    };
    connect(m_languageBox, &QComboBox::currentIndexChanged, this, [this] {
        setReportLanguage(AppSettings::languageFromKey(m_languageBox->currentData().toString()));
    });
    connect(m_pdf, &QPushButton::clicked, this, &ReportPage::exportPdf);
    connect(m_csv, &QPushButton::clicked, this, &ReportPage::exportCsv);
    retranslateUi();
    rebuild();
}

void ReportPage::setRun(const Run &run)
{
    m_run = run;
    m_hasRun = true;
    rebuild();
}

void ReportPage::setReportLanguage(AppSettings::Language language)
{
    m_language = language;
    const int i = m_languageBox->findData(AppSettings::languageKey(language));
    if (i >= 0 && i != m_languageBox->currentIndex())
        m_languageBox->setCurrentIndex(i);
    rebuild();
}

QString ReportPage::summaryText() const
{
    return m_summary;
}

void ReportPage::rebuild()
{
    m_pdf->setEnabled(m_hasRun);
    m_csv->setEnabled(m_hasRun);
    if (!m_hasRun) {
        m_title->setText(tr("No report yet"));
        m_browser->setHtml(tr("<p>Run a diagnosis, or open a run from the history, to see its report here.</p>"));
        m_layers->hide();
        m_series->hide();
        return;
    }
    Report report;
    {
        ScopedReportLanguage language(m_language);
        report = Report::build(m_run);
    }
    m_summary = report.summary;
    m_title->setText(report.runLabel.isEmpty() ? report.title : report.runLabel);
    m_layers->setReport(report);
    m_layers->setVisible(m_layers->barCount() > 0);
    // The HTML shows the chart 640 px wide: drawn at the screen's pixel ratio, it stays sharp on HiDPI.
    const qreal dpr = qMax<qreal>(1.0, devicePixelRatioF());
    QImage chart = LayerChart::image(report, qRound(640 * dpr));
    chart.setDevicePixelRatio(dpr);
    m_browser->document()->addResource(QTextDocument::ImageResource, ReportHtml::chartUrl(), chart);
    m_browser->setHtml(ReportHtml::render(report));

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
    m_series->tidyAxes();
    m_series->setVisible(m_series->seriesCount() > 0);
}

QString ReportPage::suggestedName(const QString &suffix) const
{
    const QString stamp = m_run.started().isValid() ? m_run.started().toString(QStringLiteral("yyyyMMdd-HHmm"))
                                                    : QStringLiteral("report");
    return QStringLiteral("pinas-doctor-%1.%2").arg(stamp, suffix);
}

void ReportPage::exportPdf()
{
    if (!m_hasRun)
        return;
    const QString path = m_askSavePath(tr("PDF (*.pdf)"), suggestedName(QStringLiteral("pdf")));
    if (path.isEmpty())
        return;
    auto done = Result<void>::success();
    {
        ScopedReportLanguage language(m_language);
        done = ReportFiles::savePdf(Report::build(m_run), path);
    }
    if (!done.ok())
        QMessageBox::warning(this, tr("Export failed"), done.errorString());
}

void ReportPage::exportCsv()
{
    if (!m_hasRun)
        return;
    const QString path = m_askSavePath(tr("CSV (*.csv)"), suggestedName(QStringLiteral("csv")));
    if (path.isEmpty())
        return;
    auto done = Result<void>::success();
    {
        ScopedReportLanguage language(m_language);
        done = ReportFiles::saveCsv({m_run}, path);
    }
    if (!done.ok())
        QMessageBox::warning(this, tr("Export failed"), done.errorString());
}

void ReportPage::retranslateUi()
{
    m_languageLabel->setText(tr("Report &language:"));
    m_languageBox->setItemText(0, tr("Same as the window"));
    m_pdf->setText(tr("Export &PDF…"));
    m_csv->setText(tr("Export &CSV…"));
    m_browser->setAccessibleName(tr("Report"));
    m_series->setTitles(tr("During the run"), tr("seconds"), QString());
}

void ReportPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // A report in its own fixed language keeps it; one that follows the window is rebuilt. A fixed
        // one must not rebuild here: building installs a translator, which would post another change.
        if (m_language == AppSettings::Language::System)
            rebuild();
    }
    QWidget::changeEvent(event);
}
