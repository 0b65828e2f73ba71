#pragma once

#include "core/probe/dmesgparser.h"

#include <QList>
#include <QString>

#include <optional>

// What NIC, USB and storage drivers say in the kernel log about their link and their health, in
// ONE table (issue #38, point 3): each row is a driver (or a kernel layer every driver of a kind
// goes through, such as phylib or usbnet), the pattern of its words, and what they mean: link up
// with speed and duplex, link down, a reset, an error, a disconnect. docs/knowledge.md gives each
// row's source. The patterns apply to the kernel's own text (kernelLogText(): no timestamp, no
// syslog or journal prefix), so every log shape reads the same.
//
// Named groups a pattern may hold, read by matchKernelWords():
//   driver, bus (a USB interface "1-1.1:1.0" or a platform device "fd580000.ethernet"), iface,
//   speed + unit ("M"/"G", Mbit/s when absent), duplex, usb (a USB device path "1-1.2"),
//   usbspeed (the kernel's speed word, "SuperSpeed"), disk ("sda", "nvme0n1", "mmcblk0").
struct KernelWords
{
    const char *drivers; // who prints it: "bcmgenet macb lan78xx smsc95xx (phylib)"
    const char *pattern;
    DmesgRecord::Kind meaning;
    const char *fixedDriver; // the driver when the pattern has no driver group; nullptr otherwise
};

const QList<KernelWords> &kernelWordsTable();

// The first row whose pattern matches the kernel text, read into a record (line, driver,
// interface, USB path, speed, duplex, disk); nullopt when no row matches. `row`, when given, is
// set to the index of that row in kernelWordsTable() (-1 for none).
std::optional<DmesgRecord> matchKernelWords(const QString &kernelText, int *row = nullptr);

// The kernel's speed word of a USB device ("high-speed", "SuperSpeed Plus Gen 2x1") in Mbit/s;
// nothing for a word it does not know.
std::optional<double> usbSpeedMbps(const QString &word);
