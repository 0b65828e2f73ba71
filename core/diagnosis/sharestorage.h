#pragma once

#include "core/model/facts.h"

#include <QString>
#include <QStringList>

#include <optional>

// The disk and file system behind the share, as the facts show them: the mount holding the
// profile's remote directory when known, else the most likely NAS disk (a FUSE mount, then a
// USB disk outside /boot, then any USB mass-storage device in lsusb -t, then the SD card).
struct ShareStorage
{
    bool found = false;
    QString device; // "sda", "mmcblk0", or the USB path "1-1.5" when only lsusb -t shows it
    QString usbPath;
    double usbSpeedMbps = 0; // 480, 5000; 0 = not on USB or unknown
    QString usbDriver;       // "uas" | "usb-storage" | ""
    QString usbRoot;         // "usb1": the root hub the disk hangs from
    bool sdCard = false;
    bool nvme = false;      // an NVMe disk on PCIe (Pi 5 M.2 HAT, CM4 carrier): no USB in the path
    double pcieGts = 0;     // its PCIe link as trained (lspci LnkSta): 5 = Gen 2, 8 = Gen 3; 0 = unknown
    int pcieLanes = 0;
    bool encrypted = false; // the mount sits on a dm-crypt mapping
    QString cryptName;      // "data"
    QString cryptCipher;    // "aes-xts-plain64" when cryptsetup / dmsetup showed it
    std::optional<bool> rotational;
    QString mountPoint;
    QString fstype;         // as mounted: "fuseblk", "ext4"
    QString declaredFstype; // "ntfs", "exfat"
    QStringList mountOptions;
    bool fuse = false;
    QString fuseDriver; // "ntfs-3g" | "exfat-fuse" | other FUSE helper

    bool onUsb() const { return !nvme && (usbSpeedMbps > 0 || !usbDriver.isEmpty()); }
    bool isNtfsFuse() const;
    bool isExfatFuse() const;

    static ShareStorage find(const Facts &facts, const QString &remoteDir = QString());

private:
    static ShareStorage findDisk(const Facts &facts, const QString &remoteDir);
};
