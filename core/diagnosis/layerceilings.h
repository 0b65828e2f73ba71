#pragma once

#include "core/diagnosis/layer.h"
#include "core/knowledge/ceiling.h"

#include <QCoreApplication>
#include <QJsonObject>

struct DiagnosisInput;

// Each layer's ceiling from the facts alone (docs/design.md "The layers it measures"): the network from
// the NIC (negotiated link, driver, Wi-Fi, the 3B+ gigabit behind USB 2.0), USB from the disk's link
// speed and driver (and the bus it shares with a USB NIC), storage from the disk kind, the file
// system from a FUSE driver. Figures and their sources live in core/knowledge/ceilings.cpp.
struct LayerCeilings
{
    Q_DECLARE_TR_FUNCTIONS(LayerCeilings)
public:
    Ceiling network;
    Ceiling usb;
    Ceiling storage;
    Ceiling filesystem;

    Ceiling forLayer(Layer layer) const;
    // The lowest valid ceiling among network, usb, storage and filesystem, with its layer.
    std::optional<Layer> tightest() const;
    // {"network": {...}|null, "usb": ..., "storage": ..., "filesystem": ...}
    QJsonObject toJson() const;

    static LayerCeilings compute(const DiagnosisInput &in);
    // Wi-Fi of a board: the measured iperf3 figure of the board table (docs/knowledge.md §4.11).
    static Ceiling wifi(double measuredMbps, double nominalMbps);
    // ntfs-3g over SMB on a Pi 4: ~30 MB/s in the write-up of docs/design.md (CPU-bound FUSE helper).
    static Ceiling ntfs3g();
};
