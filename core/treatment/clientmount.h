#pragma once

#include <QString>
#include <QStringList>

// The PC's own mount of the share made fast (the `client-mount-options` guide): the options the
// PC mounts with now, without the ones that slow it down, and the commands that mount it so. The
// app never changes the PC's mount itself; the user runs these lines (docs/design.md "Treatment").
//
//   ClientMount m{"nfs", "pi:/srv/nas", "/mnt/nas", "rw,sync,vers=3,rsize=8192,wsize=8192"};
//   m.fastOptions()   // "rw,vers=3"           (sync and the small sizes dropped)
//   m.mountCommand()  // "sudo umount /mnt/nas && sudo mount -t nfs -o rw,vers=3 pi:/srv/nas /mnt/nas"
struct ClientMount
{
    QString fsType;  // "nfs", "nfs4", "cifs", "smb3"
    QString source;  // "pi:/srv/nas", "//pi/media"
    QString mountPoint;
    QString options; // as /proc/mounts shows them

    // The options to keep: the current ones without "sync", rsize/wsize under 64 KiB (the kernel
    // then takes its default, up to 1 MiB), with "proto=udp" → "proto=tcp" and "vers=1.0" →
    // "vers=3.1.1". Options the kernel only reports (cifs "addr=", "echo_interval=") are left out.
    QStringList fastOptions() const;
    // Shell lines for this PC, each value quoted for sh; empty when the mount point or source is
    // not known.
    QString mountCommand() const;
    QString fstabLine() const;
    // Type, source and mount point known, and each one line of printable text.
    bool isKnown() const;
};
