#pragma once

#include "core/knowledge/boardinfo.h"
#include "core/knowledge/ceiling.h"

#include <QCoreApplication>

// The ceilings every measured layer is compared with (docs/design.md "Ceilings", docs/knowledge.md §2).
// Pure functions; figures carry their source next to them in ceilings.cpp. MB = 10^6 bytes.
class Ceilings
{
    Q_DECLARE_TR_FUNCTIONS(Ceilings)
public:
    // --- Ethernet ---------------------------------------------------------------------------
    // Bytes a full frame takes on the wire: preamble/SFD 8 + header 14 + MTU + FCS 4 + gap 12.
    static int ethernetWireBytes(int mtu = 1500);
    // TCP payload bytes per full frame over IPv4: MTU − 20 − 20 (− 12 for TCP timestamps).
    static int tcpPayloadBytes(int mtu = 1500, bool timestamps = true);
    // 1448/1538 at MTU 1500 with timestamps.
    static double tcpEfficiency(int mtu = 1500, bool timestamps = true);
    // 100 Mb/s -> 11.77 MB/s, 1000 Mb/s -> 117.7 MB/s (MTU 1500, timestamps on, Linux's default).
    static Ceiling ethernetTcp(int linkMbps, int mtu = 1500, bool timestamps = true);
    // Pi 3B+: gigabit PHY behind USB 2.0, ~300 Mb/s official, 253 Mb/s measured.
    static Ceiling pi3BPlusEthernet();
    // A gigabit (or faster) network adapter whose USB link runs at 480M: the same chip kind as the
    // Pi 3B+'s, with the same figures; USB 2.0's bulk limit above them.
    static Ceiling usb2Nic();
    // The NIC of a board at a negotiated link speed (0 = the board's own link speed).
    // Invalid for boards without Ethernet.
    static Ceiling nic(const BoardInfo &board, int negotiatedMbps = 0);

    // --- USB --------------------------------------------------------------------------------
    static Ceiling usb2Bulk();            // 53.25 MB/s theoretical
    static Ceiling usb2Storage(bool uas); // usb-storage 30–40 MB/s in practice; UAS below 53.25
    static Ceiling usb3Storage();         // 5 Gb/s: 500 MB/s raw, ~400–450 MB/s practical
    static Ceiling pi4Usb3HostLink();     // VL805 on PCIe Gen2 x1: 500 MB/s for all USB 3 ports
    // A disk attached at usbSpeedMbps (480 or 5000 as lsusb -t prints); invalid for other speeds.
    static Ceiling usbDisk(int usbSpeedMbps, bool uas);
    // NIC and disk on one USB 2.0 bus: each byte crosses it twice, so about half the usable bus
    // (default: half of practical usb-storage, 15–20 MB/s).
    static Ceiling sharedUsb2Nas(const Ceiling &usableBus = usb2Storage(false));

    // --- Storage ----------------------------------------------------------------------------
    // SD card bus by mode as /sys/kernel/debug/mmc0/ios names it ("DDR50", "SDR104"); invalid otherwise.
    static Ceiling sdCard(const QString &busMode);
    static Ceiling hdd();     // one hard disk, sequential: ~85–190 MB/s
    static Ceiling sataSsd(); // SATA III interface: 600 MB/s
    // An NVMe disk on the PCIe Gen 2 x1 link of a Pi 5 or CM4: 5 GT/s × 0.8 = 500 MB/s.
    static Ceiling nvmePcieGen2x1();
    // An NVMe disk's PCIe link as it trained (lspci LnkSta): gigatransfers per lane and lanes.
    static Ceiling nvmePcieLink(double gts, int lanes);

    // --- Wi-Fi ------------------------------------------------------------------------------
    // TCP payload over a Wi-Fi link at the PHY bit rate `iw` / `iwconfig` print: 50–70 % of it
    // (802.11 MAC efficiency); frequencyMhz picks the band for the text (0 = unknown).
    static Ceiling wifiBitrate(double bitrateMbps, int frequencyMhz = 0);

    // Formats a figure for explanations: up to 4 significant digits, no exponent ("11.77", "117.7").
    static QString number(double value);
};
