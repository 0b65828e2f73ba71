#include "core/sharebench/sharefolder.h"

#include <QFile>
#include <QFileInfo>

#ifndef Q_OS_WIN
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#endif

QString ShareFolder::unreachable(const QString &dir)
{
#ifndef Q_OS_WIN
    struct stat st {};
    if (::stat(QFile::encodeName(dir).constData(), &st) != 0) {
        const int error = errno;
        const QString reason = QString::fromLocal8Bit(std::strerror(error));
        switch (error) {
        case ENOENT:
            return tr("The share folder %1 does not exist. Is the share mounted?").arg(dir);
        case ENOTCONN:
        case EIO:
        case ESTALE:
        case EHOSTDOWN:
            return tr("The share folder %1 no longer answers (%2): its mount lost the connection to the "
                      "server. Unmount it and mount the share again.")
                .arg(dir, reason);
        case EACCES:
            return tr("This PC's user may not open the share folder %1 (%2).").arg(dir, reason);
        default:
            return tr("The share folder %1 cannot be reached: %2.").arg(dir, reason);
        }
    }
    if (!S_ISDIR(st.st_mode))
        return tr("%1 is not a folder.").arg(dir);
    return {};
#else
    const QFileInfo info(dir);
    if (!info.exists())
        return tr("The share folder %1 does not exist. Is the share mounted?").arg(dir);
    if (!info.isDir())
        return tr("%1 is not a folder.").arg(dir);
    return {};
#endif
}

QString ShareFolder::notAShare(const QString &dir, const MountInfo &mount)
{
    // autofs stands in front of a share until something opens it; it is not this PC's disk.
    if (!mount.isValid() || mount.protocol() != QLatin1String("local") || mount.fsType == QLatin1String("autofs"))
        return {};
    return tr("The share folder %1 is on this PC's own disk (%2, %3 mounted at %4), not on a share of the "
              "Pi, so its tests would measure this PC. Mount the Pi's share there, or choose the folder "
              "where it is mounted.")
        .arg(dir, mount.fsType, mount.source, mount.mountPoint);
}
