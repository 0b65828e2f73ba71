#include "app/pages/comparepage.h"
#include "app/widgets/plaintext.h"

#include "app/widgets/palettecolors.h"
#include "core/report/comparison.h"
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
#include <QPageSize>
#include <QPdfWriter>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextDocument>
#include <QValueAxis>
#include <QVBoxLayout>

ComparePage::ComparePage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("comparePage"));
    m_heading = PlainText::plain(new QLabel(this)); // the runs' labels
    m_heading->setWordWrap(true);
    m_csv = new QPushButton(this);
    m_csv->setObjectName(QStringLiteral("compareCsv"));
    m_pdf = new QPushButton(this);
    m_pdf->setObjectName(QStringLiteral("comparePdf"));
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
    rebuild();
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
    const Comparison c = Comparison::build(m_runs);
    m_heading->setText(tr("Comparing %n run(s): %1", nullptr, int(m_runs.size())).arg(c.runLabels.join(QStringLiteral(" / "))));

    // Table: one column per run, then the change of each later run against the first.
    QStringList headers{tr("What")};
    headers << c.runLabels;
    for (int i = 1; i < c.runLabels.size(); ++i)
        headers << tr("Change (%1)").arg(c.runLabels.at(i));
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(c.rows.size()));
    for (int r = 0; r < c.rows.size(); ++r) {
        const Comparison::Row &row = c.rows.at(r);
        m_table->setItem(r, 0, new QTableWidgetItem(row.title));
        for (int i = 0; i < row.values.size(); ++i)
            m_table->setItem(r, 1 + i, new QTableWidgetItem(row.values.at(i)));
        for (int i = 1; i < row.changePercent.size(); ++i) {
            auto *item = new QTableWidgetItem(Comparison::formatChange(row.changePercent.at(i)));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, int(c.runLabels.size()) + i, item);
        }
    }
    m_table->resizeColumnsToContents();

    // Grouped bars: one set per run over the measured kinds.
    auto *series = new QBarSeries;
    QStringList categories;
    for (const Comparison::Row &row : c.rows) {
        if (row.group == Comparison::Row::Group::Measurement)
            categories << row.title;
    }
    double top = 1;
    for (int i = 0; i < c.runLabels.size(); ++i) {
        auto *set = new QBarSet(c.runLabels.at(i));
        for (const Comparison::Row &row : c.rows) {
            if (row.group != Comparison::Row::Group::Measurement)
                continue;
            const double v = i < row.numbers.size() && row.numbers.at(i) ? *row.numbers.at(i) : 0.0;
            set->append(v);
            top = qMax(top, v);
        }
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    y->setRange(0, top * 1.15);
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
    const QString path = m_askSavePath(tr("CSV (*.csv)"), QStringLiteral("pinas-doctor-comparison.csv"));
    if (path.isEmpty())
        return;
    const auto done = ReportFiles::saveCsv(m_runs, path);
    if (!done.ok())
        QMessageBox::warning(this, tr("Export failed"), done.errorString());
}

void ComparePage::exportPdf()
{
    if (m_runs.size() < 2)
        return;
    const QString path = m_askSavePath(tr("PDF (*.pdf)"), QStringLiteral("pinas-doctor-comparison.pdf"));
    if (path.isEmpty())
        return;
    const QString html = Comparison::build(m_runs).toHtml();
    const auto done = ReportFiles::save(path, [&html](QIODevice *device) -> Result<void> {
        QPdfWriter pdf(device);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(300);
        pdf.setTitle(QStringLiteral("Pi NAS Doctor"));
        QTextDocument doc;
        doc.setDefaultFont(QFont(QStringLiteral("IPAGothic"), 9));
        doc.setHtml(html);
        doc.print(&pdf);
        return Result<void>::success();
    });
    if (!done.ok())
        QMessageBox::warning(this, tr("Export failed"), done.errorString());
}

void ComparePage::retranslateUi()
{
    m_csv->setText(tr("Export &CSV…"));
    m_pdf->setText(tr("Export &PDF…"));
    m_table->setAccessibleName(tr("Comparison"));
    m_chart->setAccessibleName(tr("Measurements side by side"));
}

void ComparePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuild();
    }
    if (event->type() == QEvent::PaletteChange)
        PaletteColors::applyToChart(m_chart->chart(), palette());
    QWidget::changeEvent(event);
}
