#include "core/probe/nasprocesses.h"

#include <QStringList>

namespace NasProcesses {

bool isRelevant(const QString &name)
{
    static const QStringList kRelevant = {
        QStringLiteral("smbd"),         QStringLiteral("nmbd"),          QStringLiteral("samba"),
        QStringLiteral("nfsd"),         QStringLiteral("rpc.nfsd"),      QStringLiteral("rpc.mountd"),
        QStringLiteral("ganesha.nfsd"), QStringLiteral("ntfs-3g"),       QStringLiteral("lowntfs-3g"),
        QStringLiteral("mount.ntfs"),   QStringLiteral("mount.ntfs-3g"), QStringLiteral("mount.exfat-fuse"),
        QStringLiteral("exfat-fuse"),   QStringLiteral("mount.exfat"),   QStringLiteral("sshfs"),
        QStringLiteral("mergerfs"),     QStringLiteral("minidlnad"),     QStringLiteral("sshd"),
    };
    return kRelevant.contains(name);
}

} // namespace NasProcesses
