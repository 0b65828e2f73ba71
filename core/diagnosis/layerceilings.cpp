#include "core/diagnosis/layerceilings.h"

#include "core/diagnosis/bottleneck.h"
#include "core/diagnosis/diagnosisinput.h"
#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"

#include <QJsonValue>

#include <algorithm>

namespace {

// ntfs-3g through Samba on a Pi 4 with a USB 3 HDD: "NTFS through ntfs-3g gave ~30 MB/s over SMB;
// reformatting to ext4 gave ~80 MB/s" (docs/design.md, the Pi 4 Samba write-up). No cleaner Pi figure
// exists (docs/knowledge.md "open questions": only the xfstests runtime comparison, ntfs3 8,106 s vs
// ntfs-3g 34,783 s). Used only as a rough cap for FUSE NTFS.
constexpr double kNtfs3gPi4SmbMBps = 30;

Ceiling networkCeiling(const DiagnosisInput &in)
{
    if (in.nicIsWireless()) {
        // The link's own bit rate says more than the board's figure: a Pi 4 far from its access
        // point runs at 6.5 Mb/s, not at the 108 Mb/s an iperf3 test reached beside it.
        if (const NetInterface *n = in.nic(); n && n->wifiBitrateMbps.valueOr(0) > 0)
            return Ceilings::wifiBitrate(n->wifiBitrateMbps.value(), n->wifiFrequencyMhz.valueOr(0));
        const double measured = in.board ? in.board->wifiMeasuredMbps : 0;
        const double nominal = in.board ? in.board->wifiNominalMbps : 0;
        return LayerCeilings::wifi(measured, nominal);
    }
    const int link = in.nicLinkMbps();
    Ceiling ceiling;
    if (in.board && in.board->hasEthernet())
        ceiling = Ceilings::nic(*in.board, link);
    else if (link > 0)
        ceiling = Ceilings::ethernetTcp(link);
    // A NIC on USB linked at 480M or slower: USB 2.0 holds a gigabit adapter well below its link
    // (the board's own NIC or an adapter; the Pi 3B+'s own figure is the same one).
    if (in.nicUsbLinkMbps() > 0 && in.nicUsbLinkMbps() <= 480 && in.nicMayExceedUsb2()) {
        const Ceiling usb2 = Ceilings::usb2Nic();
        if (!ceiling.isValid() || usb2.mbPerSecond < ceiling.mbPerSecond)
            ceiling = usb2;
    }
    return ceiling;
}

Ceiling usbCeiling(const DiagnosisInput &in)
{
    // A link speed from a shared file can be any number: none above USB4's 80 Gbit/s is a USB link.
    if (!in.share.onUsb() || !(in.share.usbSpeedMbps > 0 && in.share.usbSpeedMbps <= 80000))
        return {};
    const bool uas = in.share.usbDriver == u"uas";
    const Ceiling disk = Ceilings::usbDisk(int(in.share.usbSpeedMbps), uas);
    // Each byte of a NAS copy crosses a shared USB 2.0 bus twice (docs/knowledge.md §1.1, [computed]).
    if (in.nicSharesUsbBusWithDisk() && disk.isValid())
        return Ceilings::sharedUsb2Nas(Ceilings::usb2Storage(uas));
    return disk;
}

Ceiling storageCeiling(const DiagnosisInput &in)
{
    if (in.share.sdCard)
        return Ceilings::sdCard(in.board ? in.board->sdBusMode : QString());
    // The link lspci shows wins; else a Pi's NVMe disk sits on its one-lane PCIe Gen 2 link (other
    // boards' links are not in our sources).
    if (in.share.nvme && in.share.pcieGts > 0)
        return Ceilings::nvmePcieLink(in.share.pcieGts, in.share.pcieLanes > 0 ? in.share.pcieLanes : 1);
    if (in.share.nvme)
        return in.board ? Ceilings::nvmePcieGen2x1() : Ceiling();
    if (in.share.rotational.has_value()) {
        if (!*in.share.rotational)
            return in.share.onUsb() ? Ceilings::sataSsd() : Ceiling();
        // rotational=1 behind a USB bridge alone does not make a hard disk (bridges report SSDs so).
        return in.share.onUsb() ? LayerCeilings::hddBehindUsbBridge() : Ceilings::hdd();
    }
    return {};
}

} // namespace

Ceiling LayerCeilings::wifi(double measuredMbps, double nominalMbps)
{
    const double mbit = measuredMbps > 0 ? measuredMbps : nominalMbps;
    if (mbit <= 0)
        return {};
    const double mb = mbit / 8;
    // docs/knowledge.md §4.11 and §2.1: iperf3 figures 3B+ 24.5, Pi 4 108, Pi 5 186 Mbit/s
    // (geerlingguy/sbc-reviews web/data/results.yml); official nominal figures in introduction.adoc.
    return Ceiling::make("wifi", mb, mb, mb,
                         QT_TRANSLATE_NOOP("Ceilings",
                                           "This board's Wi-Fi reached %1 Mb/s (%2 MB/s) in an iperf3 test; "
                                           "a wired gigabit link carries about 117 MB/s."),
                         {Ceilings::number(mbit), Ceilings::number(mb)},
                         "docs/knowledge.md §4.11: geerlingguy/sbc-reviews web/data/results.yml (iperf3); "
                         "raspberrypi/documentation introduction.adoc (nominal)");
}

Ceiling LayerCeilings::ntfs3g()
{
    return Ceiling::make(
        "fuse-ntfs-3g", kNtfs3gPi4SmbMBps, kNtfs3gPi4SmbMBps, kNtfs3gPi4SmbMBps,
        QT_TRANSLATE_NOOP("Ceilings",
                          "ntfs-3g runs in user space (FUSE) and is bound by one CPU core: about %1 "
                          "MB/s over SMB on a Pi 4 with a USB 3 disk, against about 80 MB/s with ext4."),
        {Ceilings::number(kNtfs3gPi4SmbMBps)},
        "docs/design.md Pi 4 Samba write-up (~30 MB/s ntfs-3g vs ~80 MB/s ext4); docs/knowledge.md §4.4");
}

Ceiling LayerCeilings::hddBehindUsbBridge()
{
    const Ceiling hdd = Ceilings::hdd();
    return Ceiling::make("hdd", hdd.mbPerSecond, hdd.low, hdd.high,
                         QT_TRANSLATE_NOOP("Ceilings",
                                           "The disk reports itself rotational, as many USB bridges also report "
                                           "an SSD: if it is a hard disk, it reads and writes about %1–%2 MB/s "
                                           "sequentially."),
                         {Ceilings::number(hdd.low), Ceilings::number(hdd.high)},
                         "docs/knowledge.md §2.3 (hard disk figures); the rotational flag of a disk behind a "
                         "USB–SATA bridge is the bridge's answer, not the disk's");
}

Ceiling LayerCeilings::diskMeasured(double mbPerSecond, const Ceiling &assumed, bool onUsb)
{
    const QStringList args{Figures::rate(mbPerSecond), Ceilings::number(assumed.mbPerSecond)};
    if (assumed.id == u"hdd")
        return Ceiling::make("disk-measured", mbPerSecond, mbPerSecond, mbPerSecond,
                             onUsb ? QT_TRANSLATE_NOOP("Ceilings",
                                                       "The disk test on the Pi reached %1 MB/s, more than a "
                                                       "hard disk's %2 MB/s: the disk is faster than a hard "
                                                       "disk — an SSD behind a USB bridge that reports itself "
                                                       "rotational.")
                                   : QT_TRANSLATE_NOOP("Ceilings",
                                                       "The disk test on the Pi reached %1 MB/s, more than a "
                                                       "hard disk's %2 MB/s: the disk is faster than a hard "
                                                       "disk, whatever it reports."),
                             args, "measured by this run's disk test (pi-disk-write / pi-disk-read)");
    return Ceiling::make("disk-measured", mbPerSecond, mbPerSecond, mbPerSecond,
                         QT_TRANSLATE_NOOP("Ceilings",
                                           "The disk test on the Pi reached %1 MB/s, more than the %2 MB/s "
                                           "assumed for this kind of disk: the measured figure stands for it."),
                         args, "measured by this run's disk test (pi-disk-write / pi-disk-read)");
}

Ceiling LayerCeilings::forLayer(Layer layer) const
{
    switch (layer) {
    case Layer::Network:
        return network;
    case Layer::Usb:
        return usb;
    case Layer::Storage:
        return storage;
    case Layer::Filesystem:
        return filesystem;
    case Layer::ServerCpu:
    case Layer::Client:
        break;
    }
    return {};
}

std::optional<Layer> LayerCeilings::tightest() const
{
    std::optional<Layer> best;
    double low = 0;
    for (Layer l : {Layer::Network, Layer::Usb, Layer::Storage, Layer::Filesystem}) {
        const Ceiling c = forLayer(l);
        if (c.isValid() && (!best || c.mbPerSecond < low)) {
            best = l;
            low = c.mbPerSecond;
        }
    }
    return best;
}

namespace {

// Both halves of the link known and of different speeds: only then is "which side" a question.
bool sidesDiffer(const LayerCeilings &c)
{
    return c.piNetwork.isValid() && c.pcNetwork.isValid() &&
           Ceilings::number(c.piNetwork.mbPerSecond) != Ceilings::number(c.pcNetwork.mbPerSecond);
}

bool networkIsPcs(const LayerCeilings &c)
{
    return sidesDiffer(c) && c.pcNetwork.mbPerSecond < c.piNetwork.mbPerSecond;
}

// A test's own timing (two clocks, a buffer still draining when it stops) moves a figure by a few
// per cent: up to this far above a ceiling a figure is at the ceiling, not beyond it.
constexpr double kTimingSpread = 1.05;

} // namespace

QString LayerCeilings::networkSide() const
{
    if (!sidesDiffer(*this))
        return QString();
    return networkIsPcs(*this) ? tr("this PC's link") : tr("the Pi's link");
}

QString LayerCeilings::noteFor(Layer layer, double measuredMbPerSecond) const
{
    const Ceiling c = forLayer(layer);
    if (!c.isValid())
        return QString();
    QString note;
    if (layer == Layer::Network && sidesDiffer(*this))
        note = networkIsPcs(*this)
                   ? tr("This PC's link is the lower of the two: the Pi's allows %1 MB/s.")
                         .arg(Ceilings::number(piNetwork.mbPerSecond))
                   : tr("The Pi's link is the lower of the two: this PC's allows %1 MB/s.")
                         .arg(Ceilings::number(pcNetwork.mbPerSecond));
    // A measured figure above its ceiling is never shown without a word on why.
    // Compared as printed: "30 / 30" needs no word, "11.9 / 11.77" does.
    if (measuredMbPerSecond > c.mbPerSecond &&
        Figures::rate(measuredMbPerSecond).toDouble() > Ceilings::number(c.mbPerSecond).toDouble()) {
        const QString above =
            measuredMbPerSecond <= kTimingSpread * c.mbPerSecond
                ? tr("The test measured %1 MB/s, a little above this ceiling: a test's own timing varies by a few "
                     "per cent, so a figure at the ceiling can read slightly over it.")
                      .arg(Figures::rate(measuredMbPerSecond))
                : tr("The test measured %1 MB/s, %2 % above this ceiling: the figure it rests on does not hold "
                     "for this setup.")
                      .arg(Figures::rate(measuredMbPerSecond),
                           Figures::percent(100 * (measuredMbPerSecond / c.mbPerSecond - 1)));
        note = Figures::join(note, above);
    }
    return note;
}

QJsonObject LayerCeilings::toJson() const
{
    QJsonObject o;
    for (Layer l : {Layer::Network, Layer::Usb, Layer::Storage, Layer::Filesystem}) {
        const Ceiling c = forLayer(l);
        QJsonObject entry = c.toJson();
        // Whose half of the link the network ceiling is, when the two differ.
        if (l == Layer::Network && sidesDiffer(*this))
            entry.insert(QStringLiteral("side"), networkIsPcs(*this) ? QStringLiteral("pc") : QStringLiteral("pi"));
        o.insert(Layers::key(l), c.isValid() ? QJsonValue(entry) : QJsonValue());
    }
    return o;
}

LayerCeilings LayerCeilings::compute(const DiagnosisInput &in)
{
    LayerCeilings c;
    c.piNetwork = networkCeiling(in);
    c.network = c.piNetwork;
    // This PC's half of the link: a 100 Mb/s port or a Wi-Fi link below the Pi's caps every copy.
    const PcFacts &pc = in.pc;
    Ceiling pcLink;
    if (pc.wireless.value_or(false) && pc.wifiBitrateMbps)
        pcLink = Ceilings::wifiBitrate(*pc.wifiBitrateMbps, pc.wifiFrequencyMhz.value_or(0));
    else if (!pc.wireless.value_or(true) && pc.linkMbps.value_or(0) > 0)
        pcLink = Ceilings::ethernetTcp(*pc.linkMbps);
    // A shaper on the PC's interface (tc) below its port or its Wi-Fi: Ethernet framing at its rate.
    if (pc.shaperIsTheLimit()) {
        const Ceiling shaped = Ceilings::ethernetTcp(std::max(1, qRound(*pc.shaperMbps)));
        if (!pcLink.isValid() || shaped.mbPerSecond < pcLink.mbPerSecond)
            pcLink = shaped;
    }
    c.pcNetwork = pcLink;
    if (pcLink.isValid() && (!c.network.isValid() || pcLink.mbPerSecond < c.network.mbPerSecond))
        c.network = pcLink;
    c.usb = usbCeiling(in);
    c.storage = storageCeiling(in);
    // Measured beats assumed: a disk test above a kind of disk's typical figure shows the assumption
    // was wrong (a bridge that reports an SSD as rotational). The ceiling and the disk test are of
    // one disk: the one under the folder the test ran in.
    const double disk = std::max(in.piDiskWrite, in.piDiskRead);
    if (disk > c.storage.mbPerSecond && c.storage.isValid() && Bottleneck::isAssumed(c.storage)) {
        c.beatenStorage = c.storage;
        c.storage = diskMeasured(disk, c.storage, in.share.onUsb());
    }
    if (in.share.isNtfsFuse())
        c.filesystem = ntfs3g();
    return c;
}
