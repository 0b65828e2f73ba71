#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Mount tables in the three shapes people meet: /proc/mounts (and /etc/fstab) lines
// "DEV DIR TYPE OPTS 0 0", and `mount` output "DEV on DIR type TYPE (OPTS)".
struct MountEntry
{
    QString device;        // "/dev/sda2", "UUID=...", "server:/export"
    QString mountPoint;
    QString fstype;
    QStringList options;
};

QList<MountEntry> parseMounts(const QString &text);

// File systems served by a user-space (FUSE) driver: "fuseblk", "fuse.sshfs", "fuse".
bool isFuseFstype(const QString &fstype);
