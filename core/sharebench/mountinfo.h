#pragma once

#include <QList>
#include <QString>

// Which mount a path lives on and how it is mounted, read from /proc/self/mountinfo on Linux and
// on Windows from the drive type and the network drive mapping (see windowsMount in the .cpp). Tells the report whether the "share" is really a
// network share and with which options (vers, rsize/wsize, sync) the PC mounted it.
struct MountInfo
{
    QString mountPoint;
    QString fsType;        // nfs, nfs4, cifs, smb3, fuse.sshfs, fuse.smbnetfs, ext4, …
    QString source;        // server:/export, //server/share, user@host:/path, /dev/sda1
    QString options;       // per-mount options
    QString superOptions;  // filesystem options: vers=, rsize=, wsize=, sync for NFS/CIFS

    bool isValid() const { return !mountPoint.isEmpty(); }
    // "nfs", "smb", "sshfs", "fuse" (other FUSE) or "local".
    QString protocol() const;
    bool isNetwork() const;
    // A value from options or superOptions, e.g. option("vers") -> "3"; empty when absent.
    QString option(const QString &key) const;
    bool hasFlag(const QString &flag) const;
};

namespace MountTable {

// Parses mountinfo text (proc(5) format). Lines that do not parse are skipped.
QList<MountInfo> parse(const QByteArray &mountinfo);

// The mount holding absolutePath (longest mount point prefix); invalid when none matches.
MountInfo find(const QList<MountInfo> &mounts, const QString &absolutePath);

// This machine's mount for a path (canonicalised); invalid when unknown.
MountInfo forPath(const QString &path);

} // namespace MountTable
