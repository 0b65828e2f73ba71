#include "core/diagnosis/rule.h"
#include "core/diagnosis/rulechecks.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"

// Network rules: docs/knowledge.md §2.1 (Ethernet ceilings), §4.11 (Wi-Fi), §4.12 (link speed, duplex,
// flaky cables and EEE).

namespace {

QString nicName(const DiagnosisInput &in)
{
    const NetInterface *n = in.nic();
    const QString name = n && !n->name.isEmpty() ? n->name : QStringLiteral("eth0");
    const QString driver = in.nicDriver();
    return driver.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, driver);
}

// The share figure against a ceiling: " The share reached 11.1 MB/s, 94 % of it." or nothing.
QString shareAgainst(const DiagnosisInput &in, double ceiling)
{
    const double s = in.shareFigure();
    if (s <= 0 || ceiling <= 0)
        return QString();
    return Rules::tr("The share reached %1 MB/s, %2 % of it.")
        .arg(Rules::rate(s), Rules::percent(100 * s / ceiling));
}

std::optional<Finding> link100m(const RuleContext &c)
{
    const int link = c.in.nicLinkMbps();
    if (c.in.nicIsWireless() || link <= 0 || link > 100)
        return std::nullopt;
    const bool boardIs100 = c.in.board && c.in.board->nicLinkMbps > 0 && c.in.board->nicLinkMbps <= 100;
    // The Pi's half of the link: this finding is about its NIC, whatever this PC's link allows.
    const Ceiling now = c.ceilings.piNetwork.isValid() ? c.ceilings.piNetwork
                        : c.ceilings.network.isValid() ? c.ceilings.network
                                                       : Ceilings::ethernetTcp(link);
    // After the fix the link runs at gigabit (117.7 MB/s), unless something else caps first.
    const double gigabit = Ceilings::ethernetTcp(1000).mbPerSecond;
    double after = gigabit;
    const double others = c.limitWithout({Layer::Network});
    if (!boardIs100 && others > 0)
        after = std::min(after, others);
    Finding f;
    f.layer = Layer::Network;
    f.severity = Finding::Severity::Critical;
    f.title = Rules::tr("The network link runs at %1 Mb/s").arg(link);
    const QString linked =
        c.in.nicLinkIsNegotiated()
            ? Rules::tr("%1 is linked at %2 Mb/s: at most %3 MB/s of TCP data.")
                  .arg(nicName(c.in), QString::number(link), Rules::mb(now.mbPerSecond))
            : Rules::tr("The %1's Ethernet (%2) cannot link faster than %3 Mb/s: at most %4 MB/s of TCP data.")
                  .arg(c.in.board ? c.in.board->name : QStringLiteral("board"),
                       c.in.board && !c.in.board->nicChip.isEmpty() ? c.in.board->nicChip : c.in.nicDriver(),
                       QString::number(link), Rules::mb(now.mbPerSecond));
    f.evidence = Figures::join(linked, shareAgainst(c.in, now.mbPerSecond));
    if (boardIs100) {
        f.fix = Rules::tr(
            "This board's Ethernet cannot go faster than 100 Mb/s. Serve the share from a Pi 4 or Pi 5, "
            "whose gigabit Ethernet is not a USB device.");
        f.expected = Rules::tr("up to ~%1 MB/s with a Pi 4 or Pi 5").arg(Rules::mb(gigabit));
    } else {
        f.fix = Rules::tr(
            "The board supports gigabit: check the cable (Cat 5e or better, all 8 wires), the switch "
            "port and the router; then look for \"1000Mbps\" in the link-up line of dmesg.");
        f.expected = Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after));
    }
    f.gainMbPerSecond = c.gainTo(after, c.in.shareFigure() > 0 ? c.in.shareFigure() : now.mbPerSecond);
    return f;
}

std::optional<Finding> sharesUsb2Bus(const RuleContext &c)
{
    if (!c.in.nicSharesUsbBusWithDisk())
        return std::nullopt;
    const Ceiling shared = Ceilings::sharedUsb2Nas(Ceilings::usb2Storage(c.in.share.usbDriver == u"uas"));
    Finding f;
    f.layer = Layer::Usb;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("The Ethernet and the disk share one USB 2.0 bus");
    f.evidence =
        Rules::tr("%1 and the disk (%2, %3M) hang from the same USB 2.0 bus, so every byte a NAS copy moves "
                  "crosses it twice: about %4–%5 MB/s for both together.")
            .arg(nicName(c.in), c.in.share.usbDriver.isEmpty() ? QStringLiteral("USB") : c.in.share.usbDriver,
                 QString::number(c.in.share.usbSpeedMbps), Rules::mb(shared.low), Rules::mb(shared.high));
    f.fix = Rules::tr(
        "Only a board whose Ethernet and USB 3 ports are separate (Pi 4, Pi 5) removes this limit; a "
        "USB network adapter on the same board does not.");
    const double network = c.ceilings.network.mbPerSecond;
    if (network > 0 && network <= shared.low) {
        f.expected =
            Rules::tr("none while the %1 MB/s network is the lower limit; up to ~%2 MB/s on a Pi 4 or Pi 5")
                .arg(Rules::mb(network), Rules::mb(Ceilings::ethernetTcp(1000).mbPerSecond));
        f.gainMbPerSecond = 0;
    } else {
        f.expected = Rules::tr("up to ~%1 MB/s on a Pi 4 or Pi 5")
                         .arg(Rules::mb(Ceilings::ethernetTcp(1000).mbPerSecond));
        f.gainMbPerSecond = c.gainTo(Ceilings::ethernetTcp(1000).mbPerSecond, shared.mbPerSecond);
    }
    return f;
}

std::optional<Finding> wifi(const RuleContext &c)
{
    if (!c.in.nicIsWireless())
        return std::nullopt;
    const double wired = (c.in.board && c.in.board->hasEthernet()) ? Ceilings::nic(*c.in.board).mbPerSecond
                                                                   : Ceilings::ethernetTcp(1000).mbPerSecond;
    const double others = c.limitWithout({Layer::Network});
    const double after = others > 0 ? std::min(wired, others) : wired;
    const NetInterface *n = c.in.nic();
    Finding f;
    f.layer = Layer::Network;
    f.severity = Finding::Severity::Critical;
    f.title = Rules::tr("The share is served over Wi-Fi");
    QString bitrate;
    if (n && n->wifiBitrateMbps.isKnown())
        bitrate = Rules::tr("Its bit rate is %1 Mb/s.").arg(Rules::mb(n->wifiBitrateMbps.value()));
    const double cap = c.ceilings.network.mbPerSecond;
    f.evidence = Figures::join(
        Figures::join(Rules::tr("The NAS traffic goes through %1, a wireless interface.")
                          .arg(n ? n->name : QStringLiteral("wlan0")),
                      bitrate),
        cap <= 0 ? QString()
        : c.ceilings.network.id == u"wifi-bitrate"
            ? Rules::tr("At that bit rate about %1 MB/s of data gets through.").arg(Rules::mb(cap))
            : Rules::tr("This board's Wi-Fi carries about %1 MB/s.").arg(Rules::mb(cap)));
    if (c.in.board && !c.in.board->hasEthernet()) {
        f.fix = Rules::tr("The %1 has no Ethernet port: serve the share from a board with Ethernet (Pi 4, "
                          "Pi 5), or add a USB Ethernet adapter.")
                    .arg(c.in.board->name);
    } else {
        f.fix = Rules::tr("Connect the Pi with an Ethernet cable.");
    }
    f.expected = c.in.board && !c.in.board->hasEthernet()
                     ? Rules::tr("up to ~%1 MB/s on a board with gigabit Ethernet").arg(Rules::mb(after))
                     : Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after));
    f.gainMbPerSecond = c.gainTo(after, c.in.shareFigure() > 0 ? c.in.shareFigure() : cap);
    return f;
}

std::optional<Finding> halfDuplex(const RuleContext &c)
{
    const NetInterface *n = c.in.nic();
    if (!n || c.in.nicIsWireless() || n->duplex.valueOr(QString()).compare(u"half", Qt::CaseInsensitive) != 0)
        return std::nullopt;
    Finding f;
    f.layer = Layer::Network;
    f.severity = Finding::Severity::Critical;
    f.title = Rules::tr("The network link runs at half duplex");
    f.evidence = Rules::tr("%1 reports half duplex: sending and receiving take turns, and collisions cut the "
                           "throughput further.")
                     .arg(nicName(c.in));
    f.fix =
        Rules::tr("Let both ends auto-negotiate: replace the cable, try another switch port, and remove any "
                  "forced speed or duplex setting (ethtool -s).");
    const double full = c.ceilings.network.mbPerSecond;
    f.expected = full > 0 ? Rules::tr("up to ~%1 MB/s at full duplex").arg(Rules::mb(full))
                          : Rules::tr("a stable full-duplex link");
    // Half duplex at best halves a copy that sends acknowledgements back: count half the ceiling.
    f.gainMbPerSecond = full > 0 ? full / 2 : 0;
    return f;
}

// A link that went down and up since boot (the kernel log's "Link is Down"), or that damages frames
// (receive or send errors: CRC and framing faults of the cable, the port or EEE; a healthy wired
// LAN counts none). Dropped frames are not evidence: rx_dropped also counts frames of protocols the
// Pi does not handle (the kernel's if_link.h: "unsupported protocol"), so busy LANs show thousands.
constexpr qint64 kLinkErrorsWorthTelling = 10;

std::optional<Finding> unstableLink(const RuleContext &c)
{
    const NetInterface *n = c.in.nic();
    if (!n || c.in.nicIsWireless())
        return std::nullopt;
    const int downs = n->linkDownEvents.valueOr(0);
    const qint64 errors = n->rxErrors.valueOr(0) + n->txErrors.valueOr(0);
    // The driver's own words of a failure (kernelwords.cpp): a transmit queue that timed out and
    // was reset, USB transfer errors of a USB NIC. Each one stalls the link like a drop.
    const int driverErrors = n->driverErrors.valueOr(0);
    if (downs <= 0 && errors < kLinkErrorsWorthTelling && driverErrors <= 0)
        return std::nullopt;
    Finding f;
    f.layer = Layer::Network;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("The network link is unstable");
    const QString drops =
        downs > 0 ? Rules::tr("The link of %1 went down %n time(s) since boot (kernel log).", nullptr, downs)
                        .arg(nicName(c.in))
                  : QString();
    const QString damaged =
        errors >= kLinkErrorsWorthTelling
            ? Rules::tr("%1 counted %2 damaged frames (%3 received, %4 sent) since boot.")
                  .arg(nicName(c.in), QString::number(errors), QString::number(n->rxErrors.valueOr(0)),
                       QString::number(n->txErrors.valueOr(0)))
            : QString();
    QString firstError;
    for (const DmesgEvent &e : c.in.facts.dmesg)
        if (e.kind == DmesgEvent::Kind::NicError && (e.device == n->name || e.driver == n->driver.valueOr(QString()))) {
            firstError = e.line;
            break;
        }
    const QString failed =
        driverErrors > 0
            ? Rules::tr("The kernel log shows %1 error or reset line(s) from the driver of %2, e.g. \"%3\".")
                  .arg(QString::number(driverErrors), nicName(c.in), firstError.left(160))
            : QString();
    f.evidence = Figures::join(Figures::join(drops, damaged), failed);
    f.fix = Rules::tr("Replace the cable and try another switch port. On a Pi 4 whose link drops, turn off "
                      "Energy-Efficient Ethernet (dtparam=eee=off in config.txt, or on the switch).");
    f.expected = Rules::tr("a steady link: no stalls while the link comes back, no resent data");
    f.gainMbPerSecond = 0; // the stalls' cost depends on when they happen, not a figure
    return f;
}

} // namespace

const NetworkChecks &Rules::network()
{
    static const NetworkChecks checks{
        &link100m,
        &sharesUsb2Bus,
        &wifi,
        &halfDuplex,
        &unstableLink,
    };
    return checks;
}
