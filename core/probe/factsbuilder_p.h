#pragma once

// Steps of FactsBuilder::build, one file per area. Internal to core/probe.
#include "core/model/facts.h"
#include "core/probe/dmesgparser.h"
#include "core/probe/transcript.h"

namespace FactsBuild {

// The transcript and what more than one step reads (the kernel log is parsed once).
struct Input
{
    const Transcript &transcript;
    QList<DmesgRecord> dmesg;
};

// The text of a section when it may be parsed (Transcript::readable), else nullptr.
const QString *text(const Transcript &t, ProbeSection section);

void board(const Input &in, Facts &f);
void usb(const Input &in, Facts &f);
void boardFromUsb(Facts &f); // after usb: the board a USB tree shows when nothing names it
// After usb and network: what the USB tree and the kernel log show of the board (a SuperSpeed root
// hub, SoC device addresses, the PCIe device, the SDIO Wi-Fi chip), each inference under its source.
void boardFromKernel(Facts &f, const QString *kernelLog);
// Last: the board table's facts for the identified board, under "board-table", after every reading.
void boardTable(Facts &f);
UsbDevice &ensureUsbDevice(Facts &f, const QString &path);
void network(const Input &in, Facts &f);
void storage(const Input &in, Facts &f);
void volumes(const Input &in, Facts &f); // called by storage, after the mounts
BlockDevice &diskNamed(Facts &f, const QString &name); // the disk of that name, added when new
void diskHealth(const Input &in, Facts &f);             // after storage: smartctl, nvme smart-log
// A dm-crypt mapping, or a device of an md / btrfs volume, seen by any section (lsblk's crypt and
// raid rows too); one entry per name.
void addVolumeDevice(Facts &f, const QString &name, const QString &kind, const QString &device,
                     const QString &src);
void addCrypt(Facts &f, const QString &name, const QString &cipher, const QString &backing,
              const QString &src);
void power(const Input &in, Facts &f);
void system(const Input &in, Facts &f);
void services(const Input &in, Facts &f);
void dmesgEvents(const Input &in, Facts &f);
void pcie(const Input &in, Facts &f); // after storage: ties an NVMe disk to its PCIe link

} // namespace FactsBuild
