#include "core/diagnosis/bottleneck.h"

#include "core/diagnosis/diagnosisinput.h"
#include "core/diagnosis/figures.h"
#include "core/diagnosis/layerceilings.h"
#include "core/knowledge/ceilings.h"

#include <QList>

#include <algorithm>

namespace {

struct Candidate
{
    Layer layer;
    double limit;
    QString why; // translated
    bool assumed = false; // the limit is an assumed ceiling
    bool measured = false; // the limit is a figure this run measured
};

QString pct(double v)
{
    return Figures::percent(v);
}

QString rate(double v)
{
    return Figures::rate(v);
}

QList<Candidate> candidates(const DiagnosisInput &in, const LayerCeilings &c)
{
    QList<Candidate> list;
    const double s = in.shareFigure();
    const double net = in.networkFigure();
    // A re-measure after a change left this layer out: the run before measured it, not this one,
    // so neither its figure nor its ceiling explains this run's share figure.
    const bool networkCounts = in.measures(StepInfo::Path::Network);
    if (networkCounts && net > 0)
        list.append({Layer::Network, net, Bottleneck::tr("the raw network test reached %1 MB/s").arg(rate(net)),
                     false, true});
    else if (networkCounts && c.network.isValid())
        list.append({Layer::Network, c.network.mbPerSecond,
                     Bottleneck::tr("the network ceiling is %1 MB/s").arg(Ceilings::number(c.network.mbPerSecond)),
                     Bottleneck::isAssumed(c.network)});

    // A disk test in another folder than the share's measured another disk, maybe: neither its figure
    // nor that disk's ceilings say anything about the share. A re-measure that left the disk test
    // out is judged the same way.
    const bool diskCounts = in.diskBehindShare && in.measures(StepInfo::Path::PiDisk);
    const double disk = diskCounts ? in.piDiskFigure() : -1;
    if (disk > 0) {
        // The Pi's own dd crosses the USB link and the disk: name USB when dd sits at the USB ceiling.
        const bool atUsb = c.usb.isValid() && disk >= Bottleneck::kExplainsFrom * c.usb.mbPerSecond;
        list.append({atUsb ? Layer::Usb : Layer::Storage, disk,
                     Bottleneck::tr("the disk test on the Pi reached %1 MB/s").arg(rate(disk)), false, true});
    } else if (diskCounts) {
        if (c.storage.isValid())
            list.append({Layer::Storage, c.storage.mbPerSecond,
                         Bottleneck::tr("the disk's ceiling is %1 MB/s").arg(Ceilings::number(c.storage.mbPerSecond)),
                         Bottleneck::isAssumed(c.storage)});
    }
    if (c.usb.isValid() && diskCounts)
        list.append({Layer::Usb, c.usb.mbPerSecond,
                     Bottleneck::tr("the USB ceiling is %1 MB/s").arg(Ceilings::number(c.usb.mbPerSecond)),
                     Bottleneck::isAssumed(c.usb)});

    if (s > 0) {
        const double fuse = in.share.fuse
                                ? in.peakCpu({QStringLiteral("ntfs-3g"), QStringLiteral("mount.ntfs"),
                                              QStringLiteral("mount.exfat"), QStringLiteral("exfat-fuse")})
                                : -1;
        if (fuse >= Bottleneck::kSaturatedCpu)
            list.append({Layer::Filesystem, s,
                         Bottleneck::tr("the FUSE driver %1 used %2 % of one core")
                             .arg(in.share.fuseDriver, pct(fuse)),
                         false, true});
        else if (fuse < 0 && c.filesystem.isValid())
            list.append({Layer::Filesystem, c.filesystem.mbPerSecond,
                         Bottleneck::tr("the FUSE driver's ceiling is about %1 MB/s")
                             .arg(Ceilings::number(c.filesystem.mbPerSecond)),
                         Bottleneck::isAssumed(c.filesystem)});
        for (const QString &server : {QStringLiteral("smbd"), QStringLiteral("nfsd")}) {
            if (!in.mayServeTheShare(server))
                continue;
            const double cpu = in.peakCpu({server});
            // smbd serves a client with one process: one core's worth is its limit (docs/knowledge.md §4.8),
            // or its cgroup's CPU quota when that is less (Samba in a container with --cpus).
            const double allowance = in.cpuAllowance(server);
            if (cpu >= 0.95 * allowance)
                list.append({Layer::ServerCpu, s,
                             in.cpuLimitedByCgroup(server)
                                 ? Bottleneck::tr("%1 used %2 % of one core, all its cgroup CPU quota allows")
                                       .arg(server, pct(cpu))
                                 : Bottleneck::tr("%1 used %2 % of one core").arg(server, pct(cpu)),
                             false, true});
        }
    } else if (c.filesystem.isValid()) {
        list.append(
            {Layer::Filesystem, c.filesystem.mbPerSecond,
             Bottleneck::tr("the FUSE driver's ceiling is about %1 MB/s").arg(Ceilings::number(c.filesystem.mbPerSecond)),
             Bottleneck::isAssumed(c.filesystem)});
    }
    return list;
}

// The test that would turn an assumed ceiling of this layer into a figure.
QString settlingTest(Layer layer)
{
    switch (layer) {
    case Layer::Network:
        return Bottleneck::tr("the network test");
    case Layer::Usb:
    case Layer::Storage:
        return Bottleneck::tr("the disk test on the Pi");
    case Layer::Filesystem:
    case Layer::ServerCpu:
    case Layer::Client:
        break;
    }
    return Bottleneck::tr("the share test");
}

QString onlyAssumed(const Candidate &c)
{
    return Bottleneck::tr("Only an assumed figure points at %1 (%2); %3 would settle it.")
        .arg(Layers::title(c.layer), c.why, settlingTest(c.layer));
}

} // namespace

bool Bottleneck::isAssumed(const Ceiling &ceiling)
{
    // Figures for a kind of device or a board model, not for this Pi's own parts or links.
    static const QStringList typical{QStringLiteral("hdd"), QStringLiteral("sata-ssd"), QStringLiteral("sd-card"),
                                     QStringLiteral("fuse-ntfs-3g"), QStringLiteral("wifi")};
    return ceiling.isValid() && (typical.contains(ceiling.id) || ceiling.id.startsWith(u"nvme"));
}

Bottleneck Bottleneck::find(const DiagnosisInput &in, const LayerCeilings &ceilings, Completeness::State completeness)
{
    Bottleneck b = judge(in, ceilings, completeness);
    if (b.layer) {
        b.ceiling = ceilings.forLayer(*b.layer);
        if (*b.layer == Layer::Network)
            b.ceilingSide = ceilings.networkSide();
    }
    return b;
}

Bottleneck Bottleneck::judge(const DiagnosisInput &in, const LayerCeilings &ceilings, Completeness::State completeness)
{
    Bottleneck b;
    const double s = in.shareFigure();
    b.shareMbPerSecond = s;
    b.fromMeasurement = s > 0;
    if (completeness == Completeness::State::Cancelled) {
        b.reason = tr("The run was cancelled: no bottleneck is named.");
        return b;
    }
    const QList<Candidate> list = candidates(in, ceilings);
    if (s <= 0) {
        // Without a share figure, the lowest limit is where a copy will likely stop. From facts alone
        // (nothing measured) the ceilings may say so; once the run measured something but not the
        // share (a share step failed), only measured figures are compared — a ceiling next to a
        // measurement is no verdict — and one measured figure alone names nothing.
        const bool factsOnly = completeness == Completeness::State::FactsOnly ||
                               !(in.piDiskFigure() > 0 || in.networkFigure() > 0);
        const Candidate *low = nullptr;
        int comparable = 0;
        for (const Candidate &c : list) {
            if (!factsOnly && !c.measured)
                continue;
            ++comparable;
            if (!low || c.limit < low->limit)
                low = &c;
        }
        if (!low)
            return b;
        if (low->assumed) {
            b.reason = onlyAssumed(*low);
            return b;
        }
        if (!factsOnly && comparable < 2) {
            b.reason = tr("The share was not measured, and %1 is the only layer measured (%2): no bottleneck is "
                          "named; the share tests would settle it.")
                           .arg(Layers::title(low->layer), low->why);
            return b;
        }
        b.layer = low->layer;
        b.limitMbPerSecond = low->limit;
        b.limitMeasured = low->measured;
        b.reason = low->measured
                       ? tr("Nothing was measured through the share; of the measured figures, %1 is the lowest: %2.")
                             .arg(Layers::title(low->layer), low->why)
                       : tr("Nothing was measured through the share; from the facts alone, %1 is the lowest "
                            "limit: %2.")
                             .arg(Layers::title(low->layer), low->why);
        return b;
    }
    const Candidate *best = nullptr;
    const Candidate *assumed = nullptr; // an assumed limit that would explain the figure
    for (const Candidate &c : list) {
        if (s < kExplainsFrom * c.limit)
            continue;
        const Candidate *&slot = c.assumed ? assumed : best;
        if (!slot || c.limit < slot->limit)
            slot = &c;
    }
    if (!best && assumed) {
        b.reason = Figures::join(tr("The share reached %1 MB/s.").arg(rate(s)), onlyAssumed(*assumed));
        return b;
    }
    if (best) {
        b.layer = best->layer;
        b.limitMbPerSecond = best->limit;
        b.limitMeasured = best->measured;
        // A measured limit that judged the layer is not its ceiling: the share is put against the
        // ceiling every screen shows, and the measurement given as what it is.
        const Ceiling ceiling = ceilings.forLayer(best->layer);
        if (best->measured && ceiling.isValid() && s < ceiling.mbPerSecond * 0.999 &&
            s >= kExplainsFrom * ceiling.mbPerSecond)
            b.reason = tr("The share reached %1 MB/s, %2 % of the %3 MB/s ceiling of %4; %5.")
                           .arg(rate(s), pct(100 * s / ceiling.mbPerSecond), Ceilings::number(ceiling.mbPerSecond),
                                Layers::title(best->layer), best->why);
        else
            b.reason = best->limit > s * 1.001
                           ? tr("The share reached %1 MB/s, %2 % of what %3 allows: %4.")
                                 .arg(rate(s), pct(100 * s / best->limit), Layers::title(best->layer), best->why)
                           : tr("The share reached %1 MB/s while %2.").arg(rate(s), best->why);
        return b;
    }
    // Every Pi-side limit is well above the share figure: only the PC side is left, provided the
    // Pi's side is known from figures, not assumed: the network from a test or the link, the disk
    // from its own test.
    bool network = false;
    const bool disk = in.diskBehindShare && in.piDiskFigure() > 0;
    double lowest = -1;
    for (const Candidate &c : list) {
        network |= c.layer == Layer::Network && !c.assumed;
        if (lowest < 0 || c.limit < lowest)
            lowest = c.limit;
    }
    if (network && disk) {
        b.layer = Layer::Client;
        b.limitMbPerSecond = -1;
        b.reason =
            tr("The share reached %1 MB/s, but every layer on the Pi allows at least %2 MB/s: the PC (its "
               "disk, mount options or antivirus) is the remaining explanation.")
                .arg(rate(s), Ceilings::number(lowest));
        return b;
    }
    b.reason =
        in.notMeasured.isEmpty()
            ? tr("The share reached %1 MB/s; too little is known about the layers to name the bottleneck.")
                  .arg(rate(s))
            : tr("The share reached %1 MB/s. Only part of the path was measured again after the change: no "
                 "bottleneck is named from the rest.")
                  .arg(rate(s));
    return b;
}
