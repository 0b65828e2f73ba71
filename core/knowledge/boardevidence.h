#pragma once

#include "core/knowledge/boardinfo.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class BoardTable;

// What a kernel log says about the board when no model line or revision code names it: SoC-specific
// device addresses, the device on the PCIe root port, the built-in NIC at its fixed USB position and
// the SDIO Wi-Fi chip (docs/knowledge.md §1.5). Each piece keeps the line it rests on.
// Pure and bounded: any text gives a value, never a guess beyond what a line shows.
struct BoardEvidence
{
    QString soc;          // "BCM2711", "BCM2712", "BCM2835"; empty = not shown or ambiguous
    QString nicDriver;    // the board's own NIC as the log shows it: "bcmgenet", "macb", "smsc95xx", "lan78xx"
    QString wifiChip;     // "BCM4345/6" as brcmfmac names it
    bool wifiOnSdio = false;
    QString wifiCompatible;      // "raspberrypi,4-model-b" from the Wi-Fi NVRAM file the kernel asked for
    std::optional<bool> usb3;    // a VL805 (USB 3 controller) on PCIe: true; a dwc_otg-only SoC: false
    bool pcieUserDevice = false; // an endpoint on the root port that is neither the VL805 nor the RP1
    QStringList lines;           // the kernel lines the pieces above rest on, verbatim (bounded)

    static BoardEvidence fromKernelLog(const QString &log);

    bool isEmpty() const { return lines.isEmpty(); }
    // How many independent pieces name the board (SoC, NIC, Wi-Fi chip, PCIe device).
    int pieces() const;
    // The rows of the table every piece fits (a row whose Wi-Fi chip is not in our sources fits any
    // chip). One row: the board; several: only what they all share may be said.
    QList<BoardInfo> candidates(const BoardTable &table) const;
};
