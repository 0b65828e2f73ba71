#include "core/knowledge/ceilings.h"

#include <QtGlobal>

// Every figure below cites docs/knowledge.md (section numbers) and the
// primary source it gives. "[computed]" marks arithmetic, not a measurement. MB = 10^6 bytes.

namespace {

// Ethernet framing, docs/knowledge.md §2.1 [computed]: 8 preamble/SFD + 14 header + 4 FCS + 12 inter-frame gap.
constexpr int kEthernetOverheadBytes = 8 + 14 + 4 + 12; // 38
// IPv4 20 + TCP 20, and the 12-byte timestamp option Linux turns on by default (§2.1).
constexpr int kIpTcpHeaderBytes = 20 + 20;
constexpr int kTcpTimestampBytes = 12;

// USB 2.0 high speed, §2.2 [computed]: 13 bulk transactions × 512 bytes per 125 µs micro-frame.
constexpr double kUsb2BulkMBps = 13.0 * 512.0 / 125e-6 / 1e6; // 53.248
// Practical usb-storage (Bulk-Only Transport) on a Pi, §2.2 and §3.2 (measured ~31.5–32.2 MB/s,
// geerlingguy/raspberry-pi-dramble#7; 35.5–36.8 MB/s, raspberrypi/linux#2482).
constexpr double kUsb2StorageLowMBps = 30;
constexpr double kUsb2StorageHighMBps = 40;

// USB 3.0, §2.2: 5 Gbit/s × 8/10 (8b/10b) = 4 Gbit/s = 500 MB/s raw [computed]; roughly 400–450 MB/s
// after protocol overhead (a user's estimate in raspberrypi/firmware#1877, not a spec value).
constexpr double kUsb3RawMBps = 5e9 * 0.8 / 8 / 1e6; // 500
constexpr double kUsb3PracticalLowMBps = 400;
constexpr double kUsb3PracticalHighMBps = 450;

// Pi 4 VL805 on PCIe Gen2 x1 (link from ThomasKaiser/sbc-bench results/reviews/RPi-4B-Rev1.1.md):
// 5 GT/s × 8/10 = 500 MB/s shared by both USB 3.0 ports, §2.2 [computed].
constexpr double kPcieGen2LaneMBps = 5e9 * 0.8 / 8 / 1e6; // 500

// Pi 3B+: "PoE-capable Ethernet (300Mb/s)" (raspberrypi/documentation introduction.adoc) and
// iperf3 253 Mbit/s (geerlingguy/sbc-reviews web/data/results.yml, issue #16), §2.1 and §3.1.
constexpr double kPi3BPlusOfficialMbps = 300;
constexpr double kPi3BPlusMeasuredMbps = 253;

// SD bus modes, §3.4: DDR50 at 50 MHz ≈ 50 MB/s (cloudmesh/cloudmesh-pi-cluster
// cloudmesh/sd-card/benchmarks.md, fixture pi4-mmc0-ios-ddr50.txt); SDR104 104 MB/s is the SD
// specification's bus maximum (Pi 5 runs SDR104 per sbc-bench RPi-5B review; value not verified).
constexpr double kSdDdr50MBps = 50;
constexpr double kSdSdr104MBps = 104;

// One hard disk, sequential, §2.3: ~85 MB/s (inner zones, 4 TB HDD on a Pi 4, vakabus/pi-nas-benchmarks)
// to 186.9 MB/s (7200 rpm 3.5" read, gist z3ntu/b4493ea41d4f2e35020bc37b891365a7).
constexpr double kHddLowMBps = 85;
constexpr double kHddHighMBps = 190;

// SATA III: 6 Gbit/s × 8/10 = 600 MB/s interface ceiling, §2.2 [computed].
constexpr double kSataIIIMBps = 6e9 * 0.8 / 8 / 1e6; // 600

} // namespace

QString Ceilings::number(double value)
{
    if (qAbs(value) >= 1000)
        return QString::number(value, 'f', 0);
    return QString::number(value, 'g', 4);
}

int Ceilings::ethernetWireBytes(int mtu)
{
    return mtu + kEthernetOverheadBytes;
}

int Ceilings::tcpPayloadBytes(int mtu, bool timestamps)
{
    return mtu - kIpTcpHeaderBytes - (timestamps ? kTcpTimestampBytes : 0);
}

double Ceilings::tcpEfficiency(int mtu, bool timestamps)
{
    const int payload = tcpPayloadBytes(mtu, timestamps);
    if (mtu <= 0 || payload <= 0)
        return 0;
    return double(payload) / double(ethernetWireBytes(mtu));
}

Ceiling Ceilings::ethernetTcp(int linkMbps, int mtu, bool timestamps)
{
    const double efficiency = tcpEfficiency(mtu, timestamps);
    if (linkMbps <= 0 || efficiency <= 0)
        return {};
    // docs/knowledge.md §2.1 [computed]: 100 Mb/s × 1448/1538 / 8 = 11.77 MB/s; 1000 Mb/s -> 117.7 MB/s.
    const double mb = linkMbps * 1e6 * efficiency / 8 / 1e6;
    const char *text =
        timestamps ? QT_TRANSLATE_NOOP(
                         "Ceilings",
                         "%1 Mb/s Ethernet carries at most %2 MB/s of TCP data: each full frame holds %3 "
                         "payload bytes in %4 bytes on the wire (MTU %5, TCP timestamps on).")
                   : QT_TRANSLATE_NOOP(
                         "Ceilings",
                         "%1 Mb/s Ethernet carries at most %2 MB/s of TCP data: each full frame holds %3 "
                         "payload bytes in %4 bytes on the wire (MTU %5, no TCP options).");
    return Ceiling::make(
        "ethernet-tcp", mb, mb, mb, text,
        {QString::number(linkMbps), number(mb), QString::number(tcpPayloadBytes(mtu, timestamps)),
         QString::number(ethernetWireBytes(mtu)), QString::number(mtu)},
        "docs/knowledge.md §2.1 [computed]: wire bytes = 8 preamble/SFD + 14 header + MTU + 4 FCS + 12 gap; "
        "TCP payload = MTU − 20 IPv4 − 20 TCP − 12 timestamps; matches iperf3 938–943 Mbit/s on "
        "gigabit Pis (geerlingguy/sbc-reviews web/data/results.yml)");
}

Ceiling Ceilings::pi3BPlusEthernet()
{
    const double official = kPi3BPlusOfficialMbps / 8; // 37.5 MB/s
    const double measured = kPi3BPlusMeasuredMbps / 8; // 31.6 MB/s
    return Ceiling::make(
        "pi3bplus-ethernet", official, measured, official,
        QT_TRANSLATE_NOOP("Ceilings",
                          "The Pi 3B+ Ethernet chip is a USB device on the USB 2.0 bus: about %1 Mb/s "
                          "(%2 MB/s) per the official specification, %3 Mb/s (%4 MB/s) measured with "
                          "iperf3."),
        {number(kPi3BPlusOfficialMbps), number(official), number(kPi3BPlusMeasuredMbps), number(measured)},
        "docs/knowledge.md §2.1, §3.1: 'PoE-capable Ethernet (300Mb/s)' raspberrypi/documentation "
        "introduction.adoc; iperf3 253 Mbit/s geerlingguy/sbc-reviews results.yml (issue #16); "
        "'never more than around 300 Mbps' geerlingguy/internet-pi#105");
}

Ceiling Ceilings::usb2Nic()
{
    // The best-sourced figure of a gigabit NIC behind USB 2.0 is the Pi 3B+'s own: its LAN7515 is a
    // USB 2.0 gigabit adapter on the board. Any other adapter at 480M shares the bulk limit.
    const double official = kPi3BPlusOfficialMbps / 8; // 37.5 MB/s
    const double measured = kPi3BPlusMeasuredMbps / 8; // 31.6 MB/s
    return Ceiling::make(
        "usb2-nic", official, measured, official,
        QT_TRANSLATE_NOOP("Ceilings",
                          "A gigabit network adapter linked at USB 2.0 speed (480M) carries about %1 Mb/s "
                          "(%2 MB/s): the Pi 3B+'s gigabit chip, a USB 2.0 adapter on its board, is specified "
                          "at that and measured at %3 Mb/s (%4 MB/s) with iperf3; USB 2.0 itself moves at "
                          "most %5 MB/s of bulk data."),
        {number(kPi3BPlusOfficialMbps), number(official), number(kPi3BPlusMeasuredMbps), number(measured),
         number(kUsb2BulkMBps)},
        "docs/knowledge.md §2.1, §2.2, §3.1: 'PoE-capable Ethernet (300Mb/s)' raspberrypi/documentation "
        "introduction.adoc; iperf3 253 Mbit/s geerlingguy/sbc-reviews results.yml; USB 2.0 bulk limit "
        "[computed]");
}

Ceiling Ceilings::nic(const BoardInfo &board, int negotiatedMbps)
{
    if (!board.hasEthernet())
        return {};
    const int speed = negotiatedMbps > 0 ? negotiatedMbps : board.nicLinkMbps;
    // A gigabit link on the 3B+ is still squeezed through USB 2.0; at 100 Mb/s the link is the cap.
    if (board.nicOnSharedUsb2 && board.nicDriver == u"lan78xx" && speed >= 1000)
        return pi3BPlusEthernet();
    return ethernetTcp(speed);
}

Ceiling Ceilings::usb2Bulk()
{
    return Ceiling::make(
        "usb2-bulk", kUsb2BulkMBps, kUsb2BulkMBps, kUsb2BulkMBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "USB 2.0 (480 Mb/s) moves at most %1 MB/s of bulk data: 13 packets of 512 "
                          "bytes in every 125 µs micro-frame."),
        {number(kUsb2BulkMBps)},
        "docs/knowledge.md §2.2 [computed]: 13 × 512 B per 125 µs micro-frame (USB 2.0 bulk limits)");
}

Ceiling Ceilings::usb2Storage(bool uas)
{
    if (!uas) {
        return Ceiling::make(
            "usb2-storage", kUsb2StorageHighMBps, kUsb2StorageLowMBps, kUsb2StorageHighMBps,
            QT_TRANSLATE_NOOP("Ceilings", "A USB 2.0 disk with the usb-storage driver (Bulk-Only Transport) "
                                          "reaches about %1–%2 MB/s on a Raspberry Pi."),
            {number(kUsb2StorageLowMBps), number(kUsb2StorageHighMBps)},
            "docs/knowledge.md §2.2, §3.2 [measured]: 31.5–32.2 MB/s geerlingguy/raspberry-pi-dramble#7; "
            "35.5–36.8 MB/s raspberrypi/linux#2482");
    }
    // No Pi measurement of UAS at 480M in our sources: the practical figure stays that of usb-storage,
    // the bulk limit bounds it from above.
    return Ceiling::make(
        "usb2-uas", kUsb2StorageHighMBps, kUsb2StorageLowMBps, kUsb2BulkMBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "A USB 2.0 disk with UAS may do a little better than usb-storage's %1–%2 MB/s "
                          "but stays below the %3 MB/s USB 2.0 bulk limit."),
        {number(kUsb2StorageLowMBps), number(kUsb2StorageHighMBps), number(kUsb2BulkMBps)},
        "docs/knowledge.md §2.2: practical usb-storage 30–40 MB/s [measured], bulk limit 53.25 MB/s "
        "[computed]; no UAS-at-480M measurement on a Pi in the sources");
}

Ceiling Ceilings::usb3Storage()
{
    return Ceiling::make(
        "usb3-storage", kUsb3PracticalLowMBps, kUsb3PracticalLowMBps, kUsb3PracticalHighMBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "USB 3.0 signals at 5 Gb/s with 8b/10b coding, %1 MB/s raw; after protocol "
                          "overhead about %2–%3 MB/s remain."),
        {number(kUsb3RawMBps), number(kUsb3PracticalLowMBps), number(kUsb3PracticalHighMBps)},
        "docs/knowledge.md §2.2: 5 Gbit/s × 0.8 = 500 MB/s raw [computed]; ~400–450 MB/s practical "
        "(estimate in raspberrypi/firmware#1877); measured SSD writes 329 MB/s (Pi 4), 274 MB/s (Pi 5)");
}

Ceiling Ceilings::pi4Usb3HostLink()
{
    return Ceiling::make(
        "pi4-usb3-host-link", kPcieGen2LaneMBps, kPcieGen2LaneMBps, kPcieGen2LaneMBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "On a Pi 4 both USB 3.0 ports share the VL805 controller's PCIe Gen2 x1 link: "
                          "%1 MB/s in total."),
        {number(kPcieGen2LaneMBps)},
        "docs/knowledge.md §2.2 [computed]: 5 GT/s × 0.8; link width/speed from ThomasKaiser/sbc-bench "
        "results/reviews/RPi-4B-Rev1.1.md");
}

Ceiling Ceilings::usbDisk(int usbSpeedMbps, bool uas)
{
    // lsusb -t prints the attach speed: 480M is USB 2.0 high speed, 5000M (or more) SuperSpeed.
    if (usbSpeedMbps == 480)
        return usb2Storage(uas);
    if (usbSpeedMbps >= 5000)
        return usb3Storage();
    return {};
}

Ceiling Ceilings::sharedUsb2Nas(const Ceiling &usableBus)
{
    if (!usableBus.isValid())
        return {};
    // docs/knowledge.md §2.2 [computed estimate]: disk→SoC and SoC→NIC both cross the one bus.
    const double low = usableBus.low / 2;
    const double high = usableBus.high / 2;
    const double mb = usableBus.mbPerSecond / 2;
    const char *source = "docs/knowledge.md §2.2 [computed estimate, not a measurement]: Pi 1/2/3/3B+ NIC and USB "
                         "ports share one 480 Mb/s root port (raspberrypi/documentation "
                         "usb-bus-on-raspberry-pi.adoc); 3B+ ≈15–20 MB/s for network-to-USB-disk copies";
    if (usableBus.isRange()) {
        return Ceiling::make(
            "shared-usb2-nas", mb, low, high,
            QT_TRANSLATE_NOOP("Ceilings",
                              "Network and disk share one USB 2.0 bus, so every byte crosses it twice: a "
                              "NAS tops out near half of the usable %1–%2 MB/s, about %3–%4 MB/s."),
            {number(usableBus.low), number(usableBus.high), number(low), number(high)}, source);
    }
    return Ceiling::make(
        "shared-usb2-nas", mb, mb, mb,
        QT_TRANSLATE_NOOP("Ceilings",
                          "Network and disk share one USB 2.0 bus, so every byte crosses it twice: a NAS "
                          "tops out near half of the usable %1 MB/s, about %2 MB/s."),
        {number(usableBus.mbPerSecond), number(mb)}, source);
}

Ceiling Ceilings::sdCard(const QString &busMode)
{
    double mb = 0;
    const char *source = nullptr;
    if (busMode.compare(u"DDR50", Qt::CaseInsensitive) == 0) {
        mb = kSdDdr50MBps;
        source =
            "docs/knowledge.md §3.4: Pi 4 'sd uhs DDR50' at 50 MHz ≈ 50 MB/s bus ceiling "
            "(cloudmesh/cloudmesh-pi-cluster cloudmesh/sd-card/benchmarks.md); measured reads 43–44.5 MB/s "
            "(yacy/yacy_grid_cluster doc/sd_card_speed.md)";
    } else if (busMode.compare(u"SDR104", Qt::CaseInsensitive) == 0) {
        mb = kSdSdr104MBps;
        source = "docs/knowledge.md §3.4: Pi 5 runs UHS SDR104 (ThomasKaiser/sbc-bench RPi-5B review); 104 MB/s "
                 "is the SD specification's bus maximum (not verified)";
    } else {
        return {};
    }
    return Ceiling::make("sd-card", mb, mb, mb,
                         QT_TRANSLATE_NOOP("Ceilings", "The SD card bus runs in %1 mode: at most %2 MB/s."),
                         {busMode.toUpper(), number(mb)}, source);
}

Ceiling Ceilings::hdd()
{
    return Ceiling::make(
        "hdd", kHddHighMBps, kHddLowMBps, kHddHighMBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "A single hard disk reads and writes about %1–%2 MB/s sequentially, fastest on "
                          "the outer tracks."),
        {number(kHddLowMBps), number(kHddHighMBps)},
        "docs/knowledge.md §2.3 [measured]: 186.9 MB/s read 7200 rpm 3.5\" (gist "
        "z3ntu/b4493ea41d4f2e35020bc37b891365a7); ~85 MiB/s fio read, 4 TB HDD on Pi 4 "
        "(vakabus/pi-nas-benchmarks README.md); 173.8 MB/s hdparm on Pi 4 (Ysurac/openmptcprouter#1081)");
}

Ceiling Ceilings::nvmePcieGen2x1()
{
    // Same arithmetic as the Pi 4's VL805 link (docs/knowledge.md §2.2): PCIe Gen 2 runs 5 GT/s with
    // 8b/10b coding; the Pi 5's external connector and the CM4's slot are one lane at Gen 2 by default.
    constexpr double kGen2x1MBps = 5000.0 * 0.8 / 8;
    return Ceiling::make(
        "nvme-pcie-gen2-x1", kGen2x1MBps, kGen2x1MBps, kGen2x1MBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "The NVMe disk sits on one PCIe Gen 2 lane (5 GT/s with 8b/10b coding): at most "
                          "%1 MB/s, far above gigabit Ethernet."),
        {number(kGen2x1MBps)},
        "docs/knowledge.md §1 and §2.2 [computed]: PCIe Gen2 x1 = 5 GT/s × 0.8 (Pi 5 external PCIe connector "
        "and CM4IO slot: raspberrypi/documentation)");
}

Ceiling Ceilings::nvmePcieLink(double gts, int lanes)
{
    if (!(gts > 0 && gts <= 64) || lanes <= 0 || lanes > 32)
        return {};
    // PCIe Gen 1 and 2 (2.5 and 5 GT/s) code 8 bits in 10; Gen 3 and later (8 GT/s and up) 128 in 130
    // (PCI-SIG; raspberrypi/documentation pcie.adoc: the Pi 5 connector is Gen 2 x1, Gen 3 when forced).
    const double coding = gts < 8 ? 0.8 : 128.0 / 130.0;
    const double mb = gts * 1000.0 * coding / 8 * lanes;
    const int gen = gts <= 2.5 ? 1 : gts <= 5 ? 2 : gts <= 8 ? 3 : gts <= 16 ? 4 : 5;
    return Ceiling::make("nvme-pcie-link", mb, mb, mb,
                         QT_TRANSLATE_NOOP("Ceilings",
                                           "The NVMe disk's PCIe link trained at %1 GT/s x%2 (Gen %3): at "
                                           "most %4 MB/s."),
                         {number(gts), QString::number(lanes), QString::number(gen), number(mb)},
                         "lspci -vv LnkSta [computed]: GT/s × lanes × line coding (8b/10b up to Gen 2, "
                         "128b/130b from Gen 3, PCI-SIG); Pi 5 connector Gen 2 x1 by default, Gen 3 with "
                         "dtparam=pciex1_gen=3 (raspberrypi/documentation pcie.adoc)");
}

Ceiling Ceilings::wifiBitrate(double bitrateMbps, int frequencyMhz)
{
    if (bitrateMbps <= 0)
        return {};
    // "Before 802.11n, the 802.11 MAC was generally viewed as being about 50% efficient"; with
    // 802.11n aggregation "an efficiency of 70%" under many conditions (M. Gast, 802.11n: A
    // Survival Guide, O'Reilly 2012, part II "The MAC"). The figure compared with is the low end:
    // a NAS copy also carries its TCP acknowledgements over the same air.
    constexpr double kLowEfficiency = 0.5;
    constexpr double kHighEfficiency = 0.7;
    const double low = bitrateMbps * kLowEfficiency / 8;
    const double high = bitrateMbps * kHighEfficiency / 8;
    const QString band = frequencyMhz >= 5900 ? QStringLiteral("6 GHz")
                         : frequencyMhz >= 4900 ? QStringLiteral("5 GHz")
                         : frequencyMhz >= 2400 ? QStringLiteral("2.4 GHz")
                                                : QString();
    const char *source = "Link bit rate from iw / iwconfig / /proc/net/wireless; 802.11 MAC efficiency "
                         "50 % (a/b/g) to 70 % (n with aggregation): M. Gast, 802.11n: A Survival Guide, "
                         "O'Reilly 2012, part II";
    if (band.isEmpty())
        return Ceiling::make("wifi-bitrate", low, low, high,
                             QT_TRANSLATE_NOOP("Ceilings",
                                               "The Wi-Fi link runs at %1 Mb/s; after the 802.11 overhead "
                                               "about %2–%3 MB/s of it carries data."),
                             {number(bitrateMbps), number(low), number(high)}, source);
    return Ceiling::make("wifi-bitrate", low, low, high,
                         QT_TRANSLATE_NOOP("Ceilings",
                                           "The Wi-Fi link runs at %1 Mb/s on %4; after the 802.11 overhead "
                                           "about %2–%3 MB/s of it carries data."),
                         {number(bitrateMbps), number(low), number(high), band}, source);
}

Ceiling Ceilings::sataSsd()
{
    return Ceiling::make(
        "sata-ssd", kSataIIIMBps, kSataIIIMBps, kSataIIIMBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "A SATA SSD is limited by the 6 Gb/s SATA interface with 8b/10b coding: at "
                          "most %1 MB/s."),
        {number(kSataIIIMBps)},
        "docs/knowledge.md §2.2 [computed]: 6 Gbit/s × 0.8; measured through USB 3: 329 MB/s Pi 4, 274 MB/s "
        "Pi 5 (raspberrypi/firmware#1877)");
}
