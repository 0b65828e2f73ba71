#pragma once

#include <QList>
#include <QString>

#include <optional>

// The kernel log lines that matter for a NAS, with or without timestamps ("[  6.58]",
// "[Aug28 17:07]", "[  +8.06]"): network links, USB attach speeds and drivers, UAS quirks,
// under-voltage, resets and I/O errors. Other lines are ignored.
struct DmesgRecord
{
    enum class Kind
    {
        LinkUp,
        LinkDown,
        NetDevice,
        UnderVoltage,
        VoltageNormalised,
        UsbNewDevice,
        UsbIds,
        UsbProduct,
        UsbManufacturer,
        UasAttached,
        UsbStorageAttached,
        UasIgnored,
        UasBlacklisted,
        UsbQuirks,
        UsbReset,
        UsbDisconnect,
        IoError,
        UasError,      // "uas_eh_abort_handler", "uas_eh_device_reset_handler": a command timed out on uas
        ControllerDown // "nvme nvme0: controller is down", "xHCI host controller not responding"
    };
    Kind kind = Kind::LinkUp;
    QString line;      // without the timestamp
    QString interface; // "eth0"
    QString driver;    // "smsc95xx", "macb", "xhci_hcd"
    QString usbPath;   // "1-1.2"; for "scsi hostN: uas" the device attached just before
    std::optional<double> speedMbps;
    QString duplex; // "full" | "half"
    QString text;   // vendor:product, product or manufacturer name, quirk flags
};

QList<DmesgRecord> parseDmesg(const QString &text);
