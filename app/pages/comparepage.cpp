#include "app/pages/comparepage.h"
#include "app/widgets/plaintext.h"

#include "app/widgets/exportnotice.h"
#include "app/widgets/palettecolors.h"
#include "core/report/comparison.h"
#include "core/report/comparisonchart.h"
#include "core/report/layerchart.h"
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
#include <QLogValueAxis>
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

bool ComparePage::chartIsLogScale() const
{
    for (QAbstractAxis *a : m_chart->chart()->axes(Qt::Vertical)) {
        if (a->type() == QAbstractAxis::AxisTypeLogValue)
            return true;
    }
    return false;
}

int ComparePage::chartSetCount() const
{
    const auto series = m_chart->chart()->series();
    if (series.isEmpty())
        return 0;
    return int(static_cast<QBarSeries *>(series.first())->count());
}

namespace {

// A header of two lines: a label longer than a short word, broken at the space nearest its middle.
QString twoLines(const QString &label)
{
    if (label.size() <= 16)
        return label;
    const qsizetype middle = label.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label.at(i) == u' ' && (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    }
    return best < 0 ? label : label.left(best) + u'\n' + label.mid(best + 1);
}

} // namespace

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
    // Headers on two lines (a run's label broken at its middle space), so that at 1024 px every
    // column fits in sight; a change column names its run only when there are several. Each
    // header's whole text is its tooltip.
    QStringList headers{tr("What")}, tips{tr("What")};
    for (const QString &label : c.runLabels) {
        headers << twoLines(label);
        tips << label;
    }
    QList<int> changed;
    for (int i = 0; i < c.runLabels.size(); ++i)
        if (i != c.baseline) {
            headers << (c.runLabels.size() == 2
                            ? tr("Change")
                            : tr("Change\n%1", "a Compare column: how run %1 differs from the first run")
                                  .arg(c.runLabels.at(i)));
            tips << tr("Change\n%1", "a Compare column: how run %1 differs from the first run").arg(c.runLabels.at(i));
            changed << i;
        }
    m_table->setColumnCount(int(headers.size()));
    for (int col = 0; col < headers.size(); ++col) {
        auto *header = new QTableWidgetItem(headers.at(col));
        header->setToolTip(tips.at(col));
        m_table->setHorizontalHeaderItem(col, header);
    }
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

    // Grouped bars: one set per run over the measured kinds. The figures come first: the axis
    // (linear, or log when they are far apart) is chosen from them before the bars are made.
    auto *series = new QBarSeries;
    QStringList categories;
    for (const Comparison::Row &row : c.rows) {
        if (row.group == Comparison::Row::Group::Measurement)
            categories << row.title;
    }
    QList<QList<double>> figures;
    double top = 1, low = 0;
    for (int i = 0; i < c.runLabels.size(); ++i) {
        // A cancelled run is named but not drawn: its figures are not ranked against the others.
        const bool cancelled = c.completeness.value(i) == Completeness::State::Cancelled;
        QList<double> values;
        for (const Comparison::Row &row : c.rows) {
            if (row.group != Comparison::Row::Group::Measurement)
                continue;
            const double v =
                !cancelled && i < row.numbers.size() && row.numbers.at(i) ? *row.numbers.at(i) : 0.0;
            values << v;
            top = qMax(top, v);
            if (v > 0)
                low = low > 0 ? qMin(low, v) : v;
        }
        figures << values;
    }
    // The report's rule for its layer chart: figures more than 20-fold apart (a 2,000 MB/s disk
    // beside an 11 MB/s share) get a log axis in decades, or the small bars vanish.
    const LayerChart::Axis range = LayerChart::axisForRange(low, top);
    for (int i = 0; i < c.runLabels.size(); ++i) {
        const bool cancelled = c.completeness.value(i) == Completeness::State::Cancelled;
        // Qt Charts lays legend names out as HTML: a run's label is the user's text, so escaped
        // (an <img src=...> in a label would otherwise be loaded).
        const QString label = c.runLabels.at(i).toHtmlEscaped();
        auto *set = new QBarSet(cancelled ? tr("%1 (cancelled, not compared)").arg(label) : label);
        // On a log axis a figure not measured is the axis' floor: no bar, and no log of zero.
        for (double v : figures.at(i))
            set->append(v > 0 || !range.log ? v : range.min);
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    QAbstractAxis *y = nullptr;
    if (range.log) {
        auto *logAxis = new QLogValueAxis;
        logAxis->setBase(10);
        logAxis->setRange(range.min, range.max);
        logAxis->setMinorTickCount(-1);
        logAxis->setLabelFormat(QStringLiteral("%g"));
        logAxis->setTitleText(tr("MB/s (log)"));
        y = logAxis;
    } else {
        auto *linear = new QValueAxis;
        // A round end and round steps (0, 50, 100 …), not 287 / 575 / 862.
        const double step = ComparisonChart::niceStep(top * 1.1 / 5);
        const int ticks = int(std::ceil(top * 1.1 / step));
        linear->setRange(0, step * ticks);
        linear->setTickCount(ticks + 1);
        linear->setTitleText(tr("MB/s"));
        linear->setLabelFormat(QStringLiteral("%.0f"));
        y = linear;
    }
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
