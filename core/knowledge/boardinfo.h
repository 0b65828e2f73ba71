#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// One row of the board table (resources/boards.json): what a Raspberry Pi model brings to a NAS.
// A default-constructed BoardInfo is "no board" (isValid() false).
struct BoardInfo
{
    QString id;   // stable key: "pi1b", "pi3b", "pi3bplus", "pi4b", "pi400", "cm4", "pi5", "zero2w", …
    QString name; // product name: "Raspberry Pi 3 Model B+"
    QString soc;  // "BCM2837B0"
    QList<int> typeCodes;        // new-style revision type field values (bits 4–11)
    QList<int> oldRevisionCodes; // pre-Pi-2 sequential codes (0x000d …)
    QStringList modelPrefixes;   // device-tree model strings without " Rev x.y"
    QStringList compatibles;     // /proc/device-tree/compatible board entries

    QString nicChip;              // "LAN9514", "LAN7515", …; empty without Ethernet
    QString nicDriver;            // "smsc95xx" | "lan78xx" | "bcmgenet" | "macb"; empty = no Ethernet
    int nicLinkMbps = 0;          // PHY link speed: 100 or 1000; 0 = no Ethernet
    bool nicOnSharedUsb2 = false; // the NIC is a USB device on the one USB 2.0 bus the disks use
    int nicCeilingMbps = 0;       // best realistic TCP payload rate (3B+: 300 over USB 2.0)
    double nicMeasuredMbps = 0;   // iperf figure from the cited source; 0 = none

    int usb2Ports = 0; // -1 = depends on the carrier board
    int usb3Ports = 0; // -1 = depends on the carrier board / not in our sources

    double wifiNominalMbps = 0;  // official figure; 0 = no Wi-Fi or none stated
    double wifiMeasuredMbps = 0; // iperf3 figure; 0 = none

    QString sdBusMode; // "DDR50", "SDR104"; empty = not in our sources
    QString source;    // where these facts come from

    bool isValid() const { return !id.isEmpty(); }
    bool hasEthernet() const { return !nicDriver.isEmpty(); }
    bool hasUsb3() const { return usb3Ports > 0; }
    bool usb3Known() const { return usb3Ports >= 0; }
};
