#include "core/diagnosis/usbtopology.h"

namespace {

// The VL805's internal USB 2.0 hub on the Pi 4 and Pi 400 (KNOWLEDGE.md §4.2, fixture
// pi4-lsusb-asmedia-vl805.txt): part of the host, not a hub the user plugged in.
bool isHostInternalHub(const Facts &facts, const UsbDevice &hub)
{
    if (hub.vendorId.valueOr(QString()) == u"2109" && hub.productId.valueOr(QString()) == u"3431")
        return true;
    // A hub alone on a one-port root hub is the host's own fan-out (the VL805's, the LAN951x's).
    const UsbDevice *root = facts.usb.find(hub.parentPath);
    return root && root->isRootHub() && root->ports.valueOr(0) == 1 && facts.usb.children(root->path).size() == 1;
}

} // namespace

namespace UsbTopology {

bool machineHasUsb3(const Facts &facts)
{
    return facts.board.usb3.valueOr(false) || fastestRootHubMbps(facts) >= 5000;
}

double fastestRootHubMbps(const Facts &facts)
{
    double best = 0;
    for (const UsbDevice &d : facts.usb.devices)
        if (d.isRootHub())
            best = std::max(best, d.speedMbps.valueOr(0));
    return best;
}

const UsbDevice *usb2HubAbove(const Facts &facts, const QString &usbPath)
{
    for (const UsbDevice &d : facts.usb.devices)
        if (!d.isRootHub() && d.isHub() && d.speedMbps.valueOr(0) >= 5000)
            return nullptr; // a USB 3 hub shows its USB 2.0 half too: that half is not the limit
    const UsbDevice *device = facts.usb.find(usbPath);
    const UsbDevice *limiting = nullptr;
    for (const UsbDevice *d = device ? facts.usb.find(device->parentPath) : nullptr; d && !d->isRootHub();
         d = facts.usb.find(d->parentPath)) {
        const double speed = d->speedMbps.valueOr(0);
        if (d->isHub() && speed > 0 && speed <= 480 && !isHostInternalHub(facts, *d))
            limiting = d; // the one nearest the root: every hub below it is behind it anyway
    }
    return limiting;
}

QString hubName(const UsbDevice &hub)
{
    const QString product = hub.product.valueOr(QString());
    const QString maker = hub.manufacturer.valueOr(QString());
    QString name = maker.isEmpty() ? product : product.isEmpty() ? maker : maker + u' ' + product;
    if (name.isEmpty() && hub.vendorId.isKnown())
        name = QStringLiteral("ID %1:%2").arg(hub.vendorId.value(), hub.productId.valueOr(QString()));
    return name.isEmpty() ? hub.path : QStringLiteral("%1 (%2)").arg(name.left(80), hub.path);
}

} // namespace UsbTopology
