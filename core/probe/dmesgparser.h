#pragma once

#include <QList>
#include <QString>

#include <optional>

// The kernel log lines that matter for a NAS, with or without timestamps ("[  6.58]",
// "[Aug28 17:07]", "[  +8.06]", dmesg -T's "[Wed Oct  4 23:55:19 2023]") and as syslog, the
// journal or OpenWrt's logread print them ("Oct  4 23:55:19 raspberrypi kernel: ...",
// "2023-10-04T23:55:19+0100 raspberrypi kernel: ...", "Wed Mar 30 19:43:30 2022 kern.info
// kernel: ..."), `dmesg -x` ("kern  :info  : "), `dmesg -r` ("<6>") and journalctl's other short
// forms: network links, USB attach speeds and drivers, UAS quirks, SCSI disks, under-voltage,
// resets and I/O errors. What each driver's words mean is one table, kernelwords.cpp. Other lines
// are ignored.
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
        ControllerDown, // "nvme nvme0: controller is down", "Device not ready; aborting initialisation",
                        // "Removing after probe failure", "xHCI host controller not responding"
        ScsiDisk,       // "sd 0:0:0:0: [sda] 1953525168 512-byte logical blocks: (1.00 TB/932 GiB)"
        PcieLink,       // "brcm-pcie fd500000.pcie: link up, 5.0 GT/s PCIe x1 (SSC)"
        NicError,       // a NIC driver's error or reset: "NETDEV WATCHDOG: eth0 (bcmgenet): transmit queue 1
                        // timed out", "r8152 2-1:1.0 eth2: Tx status -71" (kernelwords.cpp)
        UsbError        // a USB device that failed to enumerate or a host controller's error:
                        // "usb 1-1.2: device descriptor read/64, error -71"
    };
    Kind kind = Kind::LinkUp;
    QString line;      // without the timestamp
    QString interface; // "eth0"
    QString driver;    // "smsc95xx", "macb", "xhci_hcd"
    QString usbPath;   // "1-1.2"; for "scsi hostN: uas" the device attached just before
    std::optional<double> speedMbps;
    QString duplex; // "full" | "half"
    QString text;   // vendor:product, product or manufacturer name, quirk flags
    int scsiHost = -1; // "scsi host2: ..." or "sd 2:0:0:0: ...": ties a disk to its USB driver
    QString disk;      // "sda" from "sd 0:0:0:0: [sda] ..." or "dev sda"
    std::optional<qint64> sizeBytes; // ScsiDisk
    std::optional<double> gigatransfers; // PcieLink: 5.0
    int lanes = -1;                      // PcieLink: 1
};

// The kernel's own text of a log line: without a syslog, journal or logread prefix and
// without dmesg's timestamp. Empty when the line is another program's syslog line.
QString kernelLogText(const QString &line);

QList<DmesgRecord> parseDmesg(const QString &text);
