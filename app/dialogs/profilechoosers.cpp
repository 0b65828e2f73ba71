#include "app/dialogs/profilechoosers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>

QString ProfileChoosers::privateKey(QWidget *parent, const QString &current)
{
    const QString start = current.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh") : current;
    const QString file = QFileDialog::getOpenFileName(
        parent, QCoreApplication::translate("ProfileChoosers", "Choose the private key"), start);
    return file.isEmpty() ? QString() : QDir::toNativeSeparators(file);
}

QString ProfileChoosers::shareFolder(QWidget *parent, const QString &current)
{
    const QString dir = QFileDialog::getExistingDirectory(
        parent, QCoreApplication::translate("ProfileChoosers", "Choose where the share is mounted"), current);
    return dir.isEmpty() ? QString() : QDir::toNativeSeparators(dir);
}
