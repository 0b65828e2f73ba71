#include "core/knowledge/boardevidence.h"

#include "core/knowledge/boardtable.h"

#include <QRegularExpression>

#include <array>

// Device addresses are fixed by each SoC's peripheral map; the lines quoted are public kernel logs
// (docs/knowledge.md §1.5, fixtures named there).

namespace {

struct AddressRow
{
    const char *device;    // "fd580000.ethernet" as the kernel prints it
    const char *soc;       // empty: more than one SoC uses the address
    const char *nicDriver; // the board's own NIC at this address; empty: not a NIC
    int usb3;              // -1 says nothing; 0: the SoC's only USB host is dwc_otg (USB 2.0)
};

constexpr std::array<AddressRow, 10> kAddresses{{
    {"fd580000.ethernet", "BCM2711", "bcmgenet", -1}, // Pi 4 / 400 / CM4 GENET (raspberrypi/linux#4044)
    {"fd580000.genet", "BCM2711", "bcmgenet", -1},    // older kernels' node name (raspberrypi/linux#3034)
    {"fd500000.pcie", "BCM2711", "", -1},             // BCM2711 PCIe root (gokrazy/gokrazy#188)
    {"fe980000.usb", "BCM2711", "", -1},              // BCM2711 dwc2 (peripheral base 0xfe000000)
    {"1f00100000.ethernet", "BCM2712", "macb", -1},   // the RP1's GEM on a Pi 5 (KNOWLEDGE.md §1.1)
    {"1000120000.pcie", "BCM2712", "", -1},           // BCM2712 PCIe root of the RP1 (raspberrypi/linux#5825)
    {"1000110000.pcie", "BCM2712", "", -1},           // BCM2712 external PCIe (raspberrypi/linux#6511)
    {"20980000.usb", "BCM2835", "", 0},               // BCM2835 dwc_otg (marcone/teslausb#239)
    {"3f980000.usb", "", "", 0},                      // BCM2836 and BCM2837 dwc_otg (raspberrypi/linux#4393)
    {"usb-bcm2708_usb", "", "", 0},                   // 3.x kernels' dwc_otg bus name (raspberrypi/linux#136)
}};

constexpr qsizetype kMaxLines = 8;
constexpr qsizetype kMaxLineLength = 200;

void keep(BoardEvidence &e, const QString &line)
{
    const QString l = line.trimmed().left(kMaxLineLength);
    if (e.lines.size() < kMaxLines && !e.lines.contains(l))
        e.lines.append(l);
}

} // namespace

BoardEvidence BoardEvidence::fromKernelLog(const QString &log)
{
    // The built-in NIC sits at a fixed USB position: 1-1.1 (LAN951x) and 1-1.1.1 (the 3B+'s LAN7515).
    static const QRegularExpression usbNic(QStringLiteral("\\b(smsc95xx|lan78xx) 1-1\\.1(?:\\.1)?:1\\.0\\b"));
    // "pci 0000:01:00.0: [1106:3483] type 00 class 0x0c0330": the device on the SoC's root port.
    static const QRegularExpression pcie(
        QStringLiteral("\\bpci [0-9a-f]{4}:01:00\\.0: \\[([0-9a-f]{4}):([0-9a-f]{4})\\]"));
    static const QRegularExpression fw(
        QStringLiteral("brcmfmac: brcmf_fw_alloc_request: using brcm/brcmfmac\\w+-sdio for chip (\\S+)"));
    static const QRegularExpression fwChip(QStringLiteral("brcmfmac: .*Firmware: (BCM\\d+/\\d+) wl0"));
    static const QRegularExpression nvram(QStringLiteral("brcmfmac\\w*-sdio\\.(raspberrypi,[a-z0-9-]+)\\.txt"));
    static const QRegularExpression sdio(QStringLiteral("\\bbrcmfmac mmc\\d+:\\d+:\\d+"));

    BoardEvidence e;
    QStringList socs;
    const QStringList all = log.split(u'\n');
    for (const QString &line : all) {
        if (!line.contains(u"usb") && !line.contains(u"pci") && !line.contains(u"ethernet") &&
            !line.contains(u"genet") && !line.contains(u"brcmfmac") && !line.contains(u"smsc95xx") &&
            !line.contains(u"lan78xx"))
            continue;
        for (const AddressRow &row : kAddresses) {
            if (!line.contains(QLatin1String(row.device)))
                continue;
            const QString soc = QString::fromLatin1(row.soc);
            if (!soc.isEmpty() && !socs.contains(soc))
                socs.append(soc);
            if (*row.nicDriver && e.nicDriver.isEmpty())
                e.nicDriver = QString::fromLatin1(row.nicDriver);
            if (row.usb3 == 0 && !e.usb3)
                e.usb3 = false;
            keep(e, line);
        }
        // Each pattern only on lines that can hold it: a long log is read in linear time.
        const bool nicLine = line.contains(u"smsc95xx") || line.contains(u"lan78xx");
        if (const auto m = nicLine ? usbNic.match(line) : QRegularExpressionMatch();
            m.hasMatch() && e.nicDriver.isEmpty()) {
            e.nicDriver = m.captured(1);
            keep(e, line);
        }
        if (const auto m = line.contains(u"pci ") ? pcie.match(line) : QRegularExpressionMatch(); m.hasMatch()) {
            const QString id = m.captured(1) + u':' + m.captured(2);
            if (id == u"1106:3483") { // VIA VL805 xHCI: a USB 3 host (Pi 4, Pi 400, some CM4 carriers)
                e.usb3 = true;
            } else if (id == u"1de4:0001") { // the Pi 5's RP1 I/O chip
                if (!socs.contains(u"BCM2712"))
                    socs.append(QStringLiteral("BCM2712"));
            } else {
                e.pcieUserDevice = true;
            }
            keep(e, line);
        }
        if (!line.contains(u"brcmfmac"))
            continue;
        if (const auto m = fw.match(line); m.hasMatch()) {
            e.wifiChip = m.captured(1);
            e.wifiOnSdio = true;
            keep(e, line);
        } else if (const auto m2 = fwChip.match(line); m2.hasMatch() && e.wifiChip.isEmpty()) {
            e.wifiChip = m2.captured(1);
            keep(e, line);
        }
        if (const auto m = nvram.match(line); m.hasMatch() && e.wifiCompatible.isEmpty()) {
            e.wifiCompatible = m.captured(1);
            keep(e, line);
        }
        if (sdio.match(line).hasMatch())
            e.wifiOnSdio = true;
    }
    // Two SoCs in one log (a pasted mix of machines) say nothing.
    if (socs.size() == 1)
        e.soc = socs.first();
    // A dwc_otg-only address next to a SuperSpeed controller: the log is of a board with both.
    if (e.usb3 == std::optional<bool>(false) && (e.soc == u"BCM2711" || e.soc == u"BCM2712"))
        e.usb3.reset();
    return e;
}

int BoardEvidence::pieces() const
{
    return int(!soc.isEmpty()) + int(!nicDriver.isEmpty()) + int(!wifiChip.isEmpty()) + int(pcieUserDevice);
}

QList<BoardInfo> BoardEvidence::candidates(const BoardTable &table) const
{
    QList<BoardInfo> out;
    for (const BoardInfo &b : table.boards()) {
        if (!soc.isEmpty() && !b.soc.startsWith(soc))
            continue;
        if (!nicDriver.isEmpty() && b.nicDriver != nicDriver)
            continue;
        if (!wifiChip.isEmpty() && !b.wifiChip.isEmpty() && b.wifiChip != wifiChip)
            continue; // "none" never equals a chip; "" (not in our sources) fits any
        if (pcieUserDevice && b.pcieLanes == 0)
            continue; // the Pi 4's and Pi 400's one lane holds their VL805 and nothing else
        if (usb3 == std::optional<bool>(false) && b.hasUsb3())
            continue;
        out.append(b);
    }
    return out;
}
