#pragma once

#include "core/diagnosis/layer.h"
#include "core/knowledge/ceiling.h"
#include "core/model/completeness.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

struct DiagnosisInput;
struct LayerCeilings;

// The layer that explains the end-to-end share figure (docs/design.md "The layers it measures").
// With a share figure S, each layer offers a limit E: its own measurement (Pi dd, raw TCP), its
// ceiling, or — for a FUSE driver or smbd/nfsd saturating one core — S itself. A layer explains S
// when S reaches at least 75 % of E; the tightest such limit wins. When every Pi-side layer is well
// above S, the PC is the only explanation left (client). Without a share figure the lowest ceiling
// names the likely bottleneck. A ceiling that is assumed (a typical figure for a kind of device, not a
// measurement or an exact fact) never names the bottleneck by itself: the reason then says which
// test would settle it. A cancelled run names none.
struct Bottleneck
{
    Q_DECLARE_TR_FUNCTIONS(Bottleneck)
public:
    std::optional<Layer> layer;   // nullopt = unknown
    double shareMbPerSecond = -1; // the figure explained; -1 = nothing measured
    double limitMbPerSecond = -1; // the figure that judged the layer: its own measurement, else its ceiling
    bool fromMeasurement = false; // the share figure was measured (else: ceilings alone)
    bool limitMeasured = false;   // the layer's limit is a figure this run measured (disk, network)
    QString reason;               // one translated sentence with the numbers
    // The layer's entry in LayerCeilings, copied when the bottleneck is named: the one limit the
    // card, the summary, the layer table, the chart and `analyze --json` "ceilings" all show for it.
    // Invalid when the layer has none (server CPU, the PC, a link of unknown speed).
    Ceiling ceiling;
    QString ceilingSide; // LayerCeilings::networkSide() for the network, else ""

    double percentOfLimit() const
    {
        return shareMbPerSecond > 0 && limitMbPerSecond > 0 ? 100 * shareMbPerSecond / limitMbPerSecond : -1;
    }
    // The ceiling explains the share figure as the layer's own measurement did (S ≥ 75 % of it):
    // only then is "N % of its limit" said of the ceiling. A link far faster than its own test
    // (a 10 Gb/s veth that carried 11.9 MB/s) leaves the measurement to say it.
    bool ceilingExplains() const
    {
        return shareMbPerSecond > 0 && ceiling.isValid() && shareMbPerSecond >= kExplainsFrom * ceiling.mbPerSecond;
    }
    // The share figure against the layer's ceiling: what "N % of its limit" says on every screen.
    double percentOfCeiling() const
    {
        return shareMbPerSecond > 0 && ceiling.isValid() ? 100 * shareMbPerSecond / ceiling.mbPerSecond : -1;
    }

    // A layer explains the share figure from this share of its limit on.
    static constexpr double kExplainsFrom = 0.75;
    // A process at this % of one core or more is saturated (top's way of counting).
    static constexpr double kSaturatedCpu = 85;

    // A typical figure for a kind of device ("a single hard disk reads 85–190 MB/s"), not a
    // measurement or an exact fact such as a negotiated link speed.
    static bool isAssumed(const Ceiling &ceiling);

    static Bottleneck find(const DiagnosisInput &in, const LayerCeilings &ceilings,
                           Completeness::State completeness = Completeness::State::Complete);

private:
    // Names the layer and says why; find() then copies the layer's ceiling.
    static Bottleneck judge(const DiagnosisInput &in, const LayerCeilings &ceilings,
                            Completeness::State completeness);
};
