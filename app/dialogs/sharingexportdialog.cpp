#include "app/dialogs/sharingexportdialog.h"

#include "app/widgets/plaintext.h"
#include "core/store/privatefile.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

SharingExportDialog::SharingExportDialog(const Run &run, const QString &pcName, QWidget *parent)
    : QDialog(parent), m_redaction(Redaction::of(run, pcName))
{
    setObjectName(QStringLiteral("sharingExportDialog"));
    setWindowTitle(tr("Export for Sharing"));
    auto *intro = new QLabel(tr("The copy keeps everything the diagnosis reads. These are replaced or left "
                                "out; the values below are shown only here and are not in the file."),
                             this);
    intro->setWordWrap(true);
    m_removed = new QTreeWidget(this);
    m_removed->setObjectName(QStringLiteral("removedList"));
    m_removed->setHeaderLabels({tr("What"), tr("How many")});
    m_removed->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_removed->header()->setStretchLastSection(false);
    // Tree items show their text as it is: values from the Pi never render as rich text.
    for (const Redaction::Group &g : m_redaction.removed()) {
        auto *item = new QTreeWidgetItem(m_removed, {g.category, QString::number(g.count)});
        for (const QString &v : g.values)
            new QTreeWidgetItem(item, {v});
        item->setExpanded(true);
    }
    if (m_removed->topLevelItemCount() == 0)
        new QTreeWidgetItem(m_removed, {tr("Nothing personal was found to remove.")});
    const Redaction::Group kept = Redaction::kept();
    auto *keptItem = new QTreeWidgetItem(m_removed, {kept.category, QString::number(kept.count)});
    for (const QString &v : kept.values)
        new QTreeWidgetItem(keptItem, {v});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("Save Copy…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &SharingExportDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_removed, 1);
    layout->addWidget(buttons);
    resize(560, 420);

    m_askSavePath = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Save Run for Sharing"), suggested,
                                            tr("Run files (*.%1)").arg(Run::fileSuffix()));
    };
}

Result<void> SharingExportDialog::saveTo(const QString &path)
{
    QString error;
    if (!PrivateFile::write(path, m_redaction.run().toJsonBytes(), &error))
        return Result<void>::failure(tr("Cannot write \"%1\": %2").arg(QDir::toNativeSeparators(path), error));
    m_savedPath = path;
    return Result<void>::success();
}

void SharingExportDialog::save()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    // No label in the suggested name: a label may name the owner or the Pi.
    const QString path = m_askSavePath(QDir(folder).filePath(QStringLiteral("pinas-run-shared.") + Run::fileSuffix()));
    if (path.isEmpty())
        return; // the file dialog was cancelled: the export dialog stays
    const Result<void> saved = saveTo(path);
    if (!saved) {
        PlainText::warning(this, tr("Export for Sharing"), saved.errorString());
        return;
    }
    accept();
}
