#include "app/widgets/factgrouphelp.h"

QString FactGroupHelp::whyItMatters(const QString &groupKey)
{
    if (groupKey == QLatin1String("group.board"))
        return tr("Why it matters: the board decides the speed limits. A Pi 3 has 100 Mbit/s Ethernet on its USB "
                  "2.0 bus; a Pi 4 or 5 has gigabit Ethernet and USB 3.");
    if (groupKey == QLatin1String("group.power"))
        return tr("Why it matters: with too little power the Pi slows its CPU down and USB disks can drop out, "
                  "which looks like a slow or unreliable NAS.");
    if (groupKey == QLatin1String("group.usb"))
        return tr("Why it matters: a disk at 480M runs at USB 2.0 speed (30–40 MB/s at best), and a disk on "
                  "usb-storage instead of uas costs some speed and CPU.");
    if (groupKey == QLatin1String("group.network"))
        return tr("Why it matters: the link speed caps every copy: 100 Mbit/s means at most about 11.8 MB/s, "
                  "gigabit about 117 MB/s. Half duplex and Wi-Fi cost more.");
    if (groupKey == QLatin1String("group.storage"))
        return tr("Why it matters: the disk and its file system: NTFS or exFAT through FUSE and SD cards are "
                  "often slower than the network.");
    if (groupKey == QLatin1String("group.services"))
        return tr("Why it matters: how the folder is shared (NFS or Samba, sync or async, protocol version) "
                  "decides how much of the network and disk speed reaches the PC.");
    if (groupKey == QLatin1String("group.system"))
        return tr("Why it matters: the operating system, the CPU speed governor and the load show whether the "
                  "Pi has CPU to spare for the file server.");
    return {};
}
