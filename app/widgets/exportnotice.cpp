#include "app/widgets/exportnotice.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace {
// For this session: the folder the user chose last.
QString &lastFolder()
{
    static QString folder;
    return folder;
}
} // namespace

ExportNotice::ExportNotice(QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("exportNotice"));
    setTextFormat(Qt::PlainText); // a path is data
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAccessibleName(tr("Export result"));
    hide();
}

QString ExportNotice::suggestedPath(const QString &fileName)
{
    QString folder = lastFolder();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    return QDir(folder).filePath(fileName);
}

void ExportNotice::showSaved(const QString &path)
{
    lastFolder() = QFileInfo(path).absolutePath();
    setText(tr("Saved: %1").arg(QDir::toNativeSeparators(path)));
    show();
}
