#include "app/setup/exampleruns.h"

QList<ExampleRun> ExampleRuns::all()
{
    // The two write-ups in docs/design.md, one run per situation they describe.
    return {
        {QStringLiteral(":/examples/pi3b-nfs.pinasrun"), tr("Raspberry Pi 3 Model B, NFS"),
         tr("Copies stay at 11 MB/s whatever the block size, while the CPU is idle.")},
        {QStringLiteral(":/examples/pi4-samba-ntfs.pinasrun"), tr("Raspberry Pi 4, Samba, NTFS disk"),
         tr("A USB 3 hard disk formatted NTFS, shared with Samba: about 30 MB/s.")},
        {QStringLiteral(":/examples/pi4-samba-ext4.pinasrun"), tr("Raspberry Pi 4, Samba, after reformatting to ext4"),
         tr("The same disk as ext4: about 80 MB/s, with smbd using a whole CPU core.")},
        {QStringLiteral(":/examples/pi4-uasp-local.pinasrun"), tr("Raspberry Pi 4, UASP enclosure"),
         tr("Local writes on the Pi with and without UASP: an honest case of a small gain.")},
    };
}
