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

    // What kind of Ethernet the board brings (docs/knowledge.md §1.4):
    //   "none"            no Ethernet on the board (A, A+, Zero, 3A+, CM1/CM3/CM3+/CM4S)
    //   "usb-100m-shared" a 100 Mb/s USB NIC on the one USB 2.0 bus the disks use (B, B+, 2B, 3B)
    //   "usb-1g-on-usb2"  a gigabit USB NIC behind the same USB 2.0 bus (3B+: at most ~300 Mb/s)
    //   "native-1g"       the SoC's own gigabit MAC, not on USB (4B, 400, CM4)
    //   "rp1-1g"          the gigabit MAC inside the Pi 5's RP1 I/O chip on PCIe (5, 500, CM5)
    QString nicKind;
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

    // The on-board Wi-Fi chip as the brcmfmac driver names it ("BCM43430/1", "BCM4345/6",
    // "BCM43436"); empty = no Wi-Fi or not in our sources. Every Pi Wi-Fi chip sits on SDIO, not USB.
    QString wifiChip;
    // PCIe lanes a user can attach a device to (an NVMe HAT, a carrier's slot): 0 = none (the Pi 4's
    // one lane is taken by its VL805 USB controller), 1, -1 = the carrier board decides.
    int pcieLanes = 0;
    // Compute Modules: what the carrier board decides (Ethernet jack, USB ports, PCIe slot). Empty otherwise.
    QString carrierNote;

    QString sdBusMode; // "DDR50", "SDR104"; empty = not in our sources
    QString source;    // where these facts come from

    bool isValid() const { return !id.isEmpty(); }
    bool hasEthernet() const { return !nicDriver.isEmpty(); }
    bool hasUsb3() const { return usb3Ports > 0; }
    bool usb3Known() const { return usb3Ports >= 0; }
    bool isComputeModule() const { return !carrierNote.isEmpty(); }
};
