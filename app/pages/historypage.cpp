#include "app/pages/historypage.h"
#include "app/widgets/plaintext.h"

#include "app/widgets/palettecolors.h"
#include "core/model/displaytext.h"
#include "core/store/runstore.h"

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

// The headline columns, in the order a run measures them.
const Measurement::Kind kColumns[] = {Measurement::Kind::ShareWrite, Measurement::Kind::ShareRead,
                                      Measurement::Kind::PiDiskWrite, Measurement::Kind::NetPcToPi};
constexpr int kFixedColumns = 3; // date, label, connection
constexpr int kFileRole = Qt::UserRole + 1;

} // namespace

HistoryPage::HistoryPage(RunStore &store, QWidget *parent) : QWidget(parent), m_store(store)
{
    setObjectName(QStringLiteral("historyPage"));
    m_heading = new QLabel(this);
    m_onlyThisPi = new QCheckBox(this);
    m_onlyThisPi->setObjectName(QStringLiteral("onlyThisPi"));
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setColumnCount(kFixedColumns + int(std::size(kColumns)) + 1);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSortingEnabled(false);

    m_open = new QPushButton(this);
    m_relabel = new QPushButton(this);
    m_delete = new QPushButton(this);
    m_compare = new QPushButton(this);
    m_import = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openRun"));
    m_relabel->setObjectName(QStringLiteral("relabelRun"));
    m_delete->setObjectName(QStringLiteral("deleteRun"));
    m_compare->setObjectName(QStringLiteral("compareRuns"));
    m_import->setObjectName(QStringLiteral("importRun"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_onlyThisPi);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_open, m_relabel, m_delete, m_compare})
        buttons->addWidget(b);
    buttons->addStretch(1);
    buttons->addWidget(m_import);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    m_askLabel = [this](const QString &current) -> std::optional<QString> {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Label the run"),
                                                   tr("A short name for this run, e.g. \"ext4 after reformat\":"),
                                                   QLineEdit::Normal, current, &ok);
        return ok ? std::optional<QString>(text.trimmed()) : std::nullopt;
    };
    m_confirmDelete = [this](int count) {
        return QMessageBox::question(this, tr("Delete runs"),
                                     tr("Delete %n saved run(s)? This cannot be undone.", nullptr, count))
               == QMessageBox::Yes;
    };

    connect(m_open, &QPushButton::clicked, this, &HistoryPage::openSelected);
    connect(m_relabel, &QPushButton::clicked, this, &HistoryPage::relabelSelected);
    connect(m_delete, &QPushButton::clicked, this, &HistoryPage::deleteSelected);
    connect(m_compare, &QPushButton::clicked, this, &HistoryPage::compareSelected);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import a run"), QString(),
            tr("Runs and transcripts (*.pinasrun *.txt *.log);;All files (*)"));
        if (!path.isEmpty())
            importFile(path);
    });
    connect(m_onlyThisPi, &QCheckBox::toggled, this, &HistoryPage::refresh);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &HistoryPage::updateButtons);
    connect(m_table, &QTableWidget::itemDoubleClicked, this, &HistoryPage::openSelected);

    retranslateUi();
    refresh();
}

void HistoryPage::setProfileFilter(const QString &profileName)
{
    m_profile = profileName;
    refresh();
}

void HistoryPage::refresh()
{
    const QStringList keep = selectedFiles();
    const auto entries = (m_onlyThisPi->isChecked() && !m_profile.isEmpty()) ? m_store.list(m_profile) : m_store.list();
    const QLocale locale;
    m_table->setRowCount(0);
    m_table->setRowCount(int(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        const RunStore::Entry &e = entries.at(row);
        auto set = [&](int col, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setData(kFileRole, e.fileName);
            if (!e.readable)
                item->setForeground(PaletteColors::warningText(m_table->palette()));
            m_table->setItem(row, col, item);
            return item;
        };
        set(0, e.sortTime().isValid() ? locale.toString(e.sortTime().toLocalTime(), QLocale::ShortFormat) : QString());
        // The label and the profile's name are one line each, whatever a file holds (issue 27).
        set(1, e.readable ? DisplayText::line(e.label) : tr("Unreadable: %1").arg(e.error))
            ->setToolTip(PlainText::toolTip(e.readable ? e.label : e.error));
        set(2, DisplayText::line(e.profileName));
        for (int i = 0; i < int(std::size(kColumns)); ++i) {
            const auto it = e.headline.constFind(kColumns[i]);
            auto *item = set(kFixedColumns + i, it == e.headline.cend() ? QString() : locale.toString(*it, 'f', 1));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
        set(kFixedColumns + int(std::size(kColumns)),
            !e.readable ? tr("unreadable") : Completeness::title(e.completeness));
        if (keep.contains(e.fileName))
            m_table->selectRow(row);
    }
    m_table->resizeColumnsToContents();
    updateButtons();
}

QStringList HistoryPage::selectedFiles() const
{
    QStringList files;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        files << m_table->item(i.row(), 0)->data(kFileRole).toString();
    return files;
}

void HistoryPage::updateButtons()
{
    const int n = int(selectedFiles().size());
    m_open->setEnabled(n == 1);
    m_relabel->setEnabled(n == 1);
    m_delete->setEnabled(n >= 1);
    m_compare->setEnabled(n >= 2);
}

void HistoryPage::openSelected()
{
    const QStringList files = selectedFiles();
    if (files.size() == 1)
        emit openRequested(files.first());
}

void HistoryPage::compareSelected()
{
    const QStringList files = selectedFiles();
    if (files.size() >= 2)
        emit compareRequested(files);
}

void HistoryPage::relabelSelected()
{
    const QStringList files = selectedFiles();
    if (files.size() != 1)
        return;
    const auto run = m_store.load(files.first());
    const auto label = m_askLabel(run.ok() ? run.value().label() : QString());
    if (!label)
        return;
    const auto done = m_store.relabel(files.first(), *label);
    if (!done.ok())
        QMessageBox::warning(this, tr("Run not relabelled"), done.errorString());
    refresh();
}

void HistoryPage::deleteSelected()
{
    const QStringList files = selectedFiles();
    if (files.isEmpty() || !m_confirmDelete(int(files.size())))
        return;
    QStringList errors;
    for (const QString &f : files) {
        const auto done = m_store.remove(f);
        if (!done.ok())
            errors << done.errorString();
    }
    refresh();
    if (!errors.isEmpty())
        QMessageBox::warning(this, tr("Runs not deleted"), errors.join(QLatin1Char('\n')));
}

QString HistoryPage::importFile(const QString &path)
{
    const auto added = m_store.importFile(path);
    if (!added.ok()) {
        QMessageBox::warning(this, tr("Run not imported"), added.errorString());
        return {};
    }
    refresh();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, 0)->data(kFileRole).toString() == added.value())
            m_table->selectRow(row);
    }
    return added.value();
}

void HistoryPage::retranslateUi()
{
    m_heading->setText(tr("Saved runs"));
    m_onlyThisPi->setText(tr("Onl&y the selected Pi"));
    QStringList headers{tr("Date"), tr("Label"), tr("Connection")};
    for (Measurement::Kind k : kColumns)
        headers << tr("%1 (MB/s)").arg(Measurement::kindTitle(k));
    headers << tr("Status");
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setAccessibleName(tr("Saved runs"));
    m_open->setText(tr("&Open"));
    m_relabel->setText(tr("&Label…"));
    m_delete->setText(tr("&Delete"));
    m_compare->setText(tr("&Compare"));
    m_import->setText(tr("&Import…"));
    m_compare->setToolTip(tr("Select two or more runs (Ctrl+click) to compare them side by side."));
}

void HistoryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}
