#include "core/store/privatefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

bool PrivateFile::makeFolder(const QString &dir)
{
    if (QFileInfo::exists(dir))
        return QFileInfo(dir).isDir(); // an existing folder keeps its mode (one made read-only stays so)
    if (!QDir().mkpath(dir))
        return false;
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return true;
}

void PrivateFile::ownerOnly(QFileDevice &file)
{
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

bool PrivateFile::write(const QString &path, const QByteArray &bytes, QString *error)
{
    // QSaveFile writes to a symlink's target; the link itself goes first, so the new file takes its
    // place (the folder is the owner's own, 0700, so nobody puts it back in between).
    if (QFileInfo(path).isSymLink() && !QFile::remove(path)) {
        if (error)
            *error = QStringLiteral("cannot replace the symbolic link %1").arg(path);
        return false;
    }
    QSaveFile f(path);
    f.setDirectWriteFallback(false);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    ownerOnly(f);
    if (f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}
