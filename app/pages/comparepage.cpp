#include "app/pages/comparepage.h"
#include "app/widgets/plaintext.h"

#include "app/widgets/exportnotice.h"
#include "app/widgets/palettecolors.h"
#include "core/report/comparison.h"
#include "core/report/comparisonchart.h"
#include "core/report/report.h"
#include "core/report/reportfiles.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

ComparePage::ComparePage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("comparePage"));
    m_heading = PlainText::plain(new QLabel(this)); // the runs' labels
    m_heading->setWordWrap(true);
    m_csv = new QPushButton(this);
    m_csv->setObjectName(QStringLiteral("compareCsv"));
    m_pdf = new QPushButton(this);
    m_pdf->setObjectName(QStringLiteral("comparePdf"));
    m_notice = new ExportNotice(this);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_chart = new QChartView(new QChart, this);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);
    m_chart->setObjectName(QStringLiteral("compareChart"));
    PaletteColors::applyToChart(m_chart->chart(), palette());

    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_pdf);
    top->addWidget(m_csv);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_notice);
    layout->addWidget(split, 1);

    m_askSavePath = [this](const QString &filter, const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Export comparison"), suggested, filter);
    };
    connect(m_csv, &QPushButton::clicked, this, &ComparePage::exportCsv);
    connect(m_pdf, &QPushButton::clicked, this, &ComparePage::exportPdf);
    retranslateUi();
    rebuild();
}

void ComparePage::setRuns(const QList<Run> &runs)
{
    m_runs = runs;
    buildReports();
    rebuild();
}

void ComparePage::buildReports()
{
    m_reports.clear();
    if (m_runs.size() < 2)
        return; // nothing is compared
    for (const Run &run : std::as_const(m_runs))
        m_reports << Report::build(run);
}

int ComparePage::chartSetCount() const
{
    const auto series = m_chart->chart()->series();
    if (series.isEmpty())
        return 0;
    return int(static_cast<QBarSeries *>(series.first())->count());
}

void ComparePage::rebuild()
{
    m_csv->setEnabled(m_runs.size() >= 2);
    m_pdf->setEnabled(m_runs.size() >= 2);
    m_table->clear();
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *a : chart->axes())
        chart->removeAxis(a);
    if (m_runs.size() < 2) {
        m_heading->setText(tr("Select two or more runs in the history and press Compare."));
        m_table->setRowCount(0);
        m_table->setColumnCount(0);
        return;
    }
    const Comparison c = Comparison::build(m_runs, m_reports);
    // Two or more runs here: no singular form is needed.
    m_heading->setText(tr("Comparing %1 runs, oldest first: %2")
                           .arg(QString::number(m_runs.size()), c.runLabels.join(QStringLiteral(" / "))));

    // Table: one column per run, then the change of each other run against the baseline.
    QStringList headers{tr("What")};
    headers << c.runLabels;
    QList<int> changed;
    for (int i = 0; i < c.runLabels.size(); ++i)
        if (i != c.baseline) {
            headers << tr("Change (%1)").arg(c.runLabels.at(i));
            changed << i;
        }
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(c.rows.size()));
    for (int r = 0; r < c.rows.size(); ++r) {
        const Comparison::Row &row = c.rows.at(r);
        // Long titles and values (mount options) are cut in the cell: the whole text is the tooltip.
        auto cell = [](const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(text);
            return item;
        };
        m_table->setItem(r, 0, cell(row.title));
        for (int i = 0; i < row.values.size(); ++i)
            m_table->setItem(r, 1 + i, cell(row.values.at(i)));
        for (int k = 0; k < changed.size(); ++k) {
            auto *item = new QTableWidgetItem(Comparison::formatChange(Comparison::entry(row.changePercent, changed.at(k))));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, int(c.runLabels.size()) + 1 + k, item);
        }
    }
    m_table->resizeColumnsToContents();
    // No column wider than a third of the view (at least 220 px): at 1024 px the longest title and a
    // mount's options pushed every run but the first out of sight.
    const int widest = std::max(220, m_table->viewport()->width() / 3);
    for (int col = 0; col < m_table->columnCount(); ++col)
        m_table->setColumnWidth(col, std::min(m_table->columnWidth(col), widest));

    // Grouped bars: one set per run over the measured kinds.
    auto *series = new QBarSeries;
    QStringList categories;
    for (const Comparison::Row &row : c.rows) {
        if (row.group == Comparison::Row::Group::Measurement)
            categories << row.title;
    }
    double top = 1;
    for (int i = 0; i < c.runLabels.size(); ++i) {
        // A cancelled run is named but not drawn: its figures are not ranked against the others.
        const bool cancelled = c.completeness.value(i) == Completeness::State::Cancelled;
        // Qt Charts lays legend names out as HTML: a run's label is the user's text, so escaped
        // (an <img src=...> in a label would otherwise be loaded).
        const QString label = c.runLabels.at(i).toHtmlEscaped();
        auto *set = new QBarSet(cancelled ? tr("%1 (cancelled, not compared)").arg(label) : label);
        for (const Comparison::Row &row : c.rows) {
            if (row.group != Comparison::Row::Group::Measurement)
                continue;
            const double v =
                !cancelled && i < row.numbers.size() && row.numbers.at(i) ? *row.numbers.at(i) : 0.0;
            set->append(v);
            top = qMax(top, v);
        }
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    // A round end and round steps (0, 50, 100 …), not 287 / 575 / 862.
    const double step = ComparisonChart::niceStep(top * 1.1 / 5);
    const int ticks = int(std::ceil(top * 1.1 / step));
    y->setRange(0, step * ticks);
    y->setTickCount(ticks + 1);
    y->setTitleText(tr("MB/s"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->setTitle(tr("Measurements side by side"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    PaletteColors::applyToChart(chart, palette());
}

void ComparePage::exportCsv()
{
    if (m_runs.size() < 2)
        return;
    const QString path = m_askSavePath(tr("CSV (*.csv)"),
                                       ExportNotice::suggestedPath(QStringLiteral("pinas-doctor-comparison.csv")));
    if (path.isEmpty())
        return;
    const auto done = ReportFiles::saveCsv(m_reports, path); // keys and figures: no language to set
    if (!done.ok())
        QMessageBox::warning(this, tr("Export failed"), done.errorString());
    else
        m_notice->showSaved(path);
}

void ComparePage::exportPdf()
{
    if (m_runs.size() < 2)
        return;
    const QString path = m_askSavePath(tr("PDF (*.pdf)"),
                                       ExportNotice::suggestedPath(QStringLiteral("pinas-doctor-comparison.pdf")));
    if (path.isEmpty())
        return;
    const auto done = ReportFiles::saveComparisonPdf(Comparison::build(m_runs, m_reports), path);
    if (!done.ok())
        QMessageBox::warning(this, tr("Export failed"), done.errorString());
    else
        m_notice->showSaved(path);
}

void ComparePage::retranslateUi()
{
    m_csv->setText(tr("E&xport CSV…"));
    m_pdf->setText(tr("Export P&DF…"));
    m_table->setAccessibleName(tr("Comparison"));
    m_chart->setAccessibleName(tr("Measurements side by side"));
}

void ComparePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        buildReports(); // their texts are in the language they were built in
        rebuild();
    }
    if (event->type() == QEvent::PaletteChange)
        PaletteColors::applyToChart(m_chart->chart(), palette());
    QWidget::changeEvent(event);
}
