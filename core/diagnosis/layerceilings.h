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
    // The assumed storage ceiling (a kind of disk's typical figure) that the Pi's own disk test beat:
    // `storage` then holds the measured figure (diskMeasured) and this one says what was assumed.
    Ceiling beatenStorage;
    // The two halves of the network link, each as a ceiling: `network` is the lower one. Both are
    // kept so that a screen can say which side holds the copy back when they differ.
    Ceiling piNetwork;
    Ceiling pcNetwork;

    // "this PC's link" / "the Pi's link" when both halves are known and differ, else "": the card
    // and the summary name the side whose figure they show.
    QString networkSide() const;
    // What the layer table says under a layer's ceiling beyond where it comes from: which side of
    // the network it is, and why a measured figure stands above it. "" when nothing needs saying.
    QString noteFor(Layer layer, double measuredMbPerSecond) const;

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
    // A disk that reports itself rotational behind a USB bridge: many bridges report an SSD so, so
    // the hard disk's figure is only what the disk would do if it is one.
    static Ceiling hddBehindUsbBridge();
    // The Pi's disk test beat the assumed ceiling `assumed`: the measurement is the disk's figure,
    // with a sentence on what the disk really is.
    static Ceiling diskMeasured(double mbPerSecond, const Ceiling &assumed, bool onUsb);
};
