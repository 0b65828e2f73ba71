// The finding "nic-usb2-port": a gigabit (or faster) network adapter whose USB link runs at USB 2.0
// speed on a machine with a USB 3 host — its rule and its Facts page mark, in one place (issue #38).
//
// The same rule as a disk's (storage-usb2-port, docs/knowledge.md §4.2 "A disk's (or NIC's)
// negotiated speed is compared with the fastest root hub of the machine"): the adapter's speed in
// lsusb -t or sysfs against the fastest root hub, whatever the board, the driver or the hubs between.
// USB 2.0 carries about 300 Mb/s of a gigabit link (Ceilings::usb2Nic: the Pi 3B+'s own USB 2.0
// gigabit chip, specified at 300 Mb/s, 253 Mb/s measured with iperf3). Fixture:
// odroid-xu4-lsusb-t-r8152-uas-480m-NOT-PI.txt (an RTL8153 at 480M beside a 5000M root hub).
// The Pi 3B+'s own chip is on a USB 2.0-only board: that is nic-shares-usb2-bus and the board's
// ceiling, not this.
#include "core/findings/catalogue.h"

#include "core/diagnosis/figures.h"
#include "core/diagnosis/usbtopology.h"
#include "core/knowledge/ceilings.h"

namespace {

QString adapterName(const DiagnosisInput &in)
{
    const NetInterface *n = in.nic();
    const QString name = n && !n->name.isEmpty() ? n->name : Rules::tr("The network adapter");
    const QString driver = in.nicDriver();
    return driver.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, driver);
}

std::optional<Finding> adapterAtUsb2(const RuleContext &c)
{
    const double usbLink = c.in.nicUsbLinkMbps();
    if (usbLink <= 0 || usbLink > 480 || !c.in.nicMayExceedUsb2() || !UsbTopology::machineHasUsb3(c.in.facts))
        return std::nullopt;
    const NetInterface *n = c.in.nic();
    const int link = c.in.nicLinkIsNegotiated() ? int(n->speedMbps.value()) : 0;
    const Ceiling usb2 = Ceilings::usb2Nic();
    // In a USB 3 port the adapter carries its Ethernet link again, unless another layer is lower.
    const double wire = Ceilings::ethernetTcp(std::max(link, 1000)).mbPerSecond;
    const double others = c.limitWithout({Layer::Network});
    const double after = others > 0 ? std::min(wire, others) : wire;
    const UsbDevice *hub = UsbTopology::usb2HubAbove(c.in.facts, n->usbPath.valueOr(QString()));

    Finding f;
    f.layer = Layer::Network;
    f.title = Rules::tr("The network adapter runs at USB 2.0 speed on a machine with USB 3");
    QString evidence =
        c.in.board && c.in.board->hasUsb3()
            ? Rules::tr("%1 is connected at %2M (USB 2.0): about %3 MB/s at most, while the %4 has USB 3 ports.")
                  .arg(adapterName(c.in), QString::number(usbLink), Rules::mb(usb2.mbPerSecond), c.in.board->name)
            : Rules::tr("%1 is connected at %2M (USB 2.0): about %3 MB/s at most, while this machine has a USB 3 "
                        "(SuperSpeed) host.")
                  .arg(adapterName(c.in), QString::number(usbLink), Rules::mb(usb2.mbPerSecond));
    if (link >= 1000)
        evidence += u' ' + Rules::tr("Its Ethernet link runs at %1 Mb/s, which would carry up to %2 MB/s.")
                               .arg(QString::number(link), Rules::mb(wire));
    if (hub)
        evidence += u' ' + Rules::tr("It hangs from a USB 2.0 hub, %1, which holds it at 480M.")
                               .arg(UsbTopology::hubName(*hub));
    if (const double s = c.in.shareFigure(); s > 0)
        evidence += u' ' + Rules::tr("The share reached %1 MB/s.").arg(Rules::rate(s));
    f.evidence = evidence;
    f.fix = hub ? Rules::tr("Plug the adapter into a USB 3 port of the machine itself (or a USB 3 hub), with a USB 3 "
                            "cable.")
                : Rules::tr("Plug the adapter into a blue USB 3 port, directly or through a USB 3 hub; a USB 2.0 hub or "
                            "extension cable in between also forces 480M. An adapter that stays at 480M in a USB 3 "
                            "port is itself USB 2.0: a USB 3 adapter (or the board's own Ethernet) removes the limit.");
    f.expected = Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after));
    f.gainMbPerSecond = c.gainTo(after, c.in.shareFigure() > 0 ? c.in.shareFigure() : usb2.mbPerSecond);
    // Critical when moving the adapter would lift the share; a warning when another layer is lower.
    f.severity = f.gainMbPerSecond > 0.5 ? Finding::Severity::Critical : Finding::Severity::Warning;
    return f;
}

} // namespace

namespace FindingEntries {

const FindingEntry &nicUsb2Port()
{
    static const FindingEntry entry{
        .id = FindingId::NicUsb2Port,
        .rule = &adapterAtUsb2,
    };
    return entry;
}

} // namespace FindingEntries
