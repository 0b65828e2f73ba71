#pragma once

#include <QList>
#include <QString>

#include <optional>

// `lsusb -t`: one entry per line (a device with several interfaces gives several entries with
// the same path). Old ("Bus 02.Port 1") and new usbutils ("Bus 002.Port 001") formats.
struct LsusbTreeEntry
{
    QString path;          // sysfs-style name: "usb2" for a root hub, "2-1", "1-1.3"
    QString parentPath;    // empty for a root hub
    int bus = -1;
    int port = -1;
    int devnum = -1;
    int interfaceNumber = -1;
    QString className;     // "root_hub", "Mass Storage", "Hub", "Vendor Specific Class", "vend."
    QString driver;        // "xhci_hcd", "uas", "usb-storage", "smsc95xx"; empty for "[none]"
    int ports = -1;        // "hub/4p"
    std::optional<double> speedMbps;
    QString vendorId;      // only with `lsusb -tv`
    QString productId;
};

QList<LsusbTreeEntry> parseLsusbTree(const QString &text);
