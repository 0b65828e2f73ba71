// FactsTree: the USB tree and the network interfaces.
#include "app/widgets/factstree.h"

#include "core/findings/catalogue.h"
#include "core/knowledge/ceilings.h"

#include "core/model/factlabels.h"

namespace {

QString usbSpeedShort(double mbps)
{
    return mbps < 10 ? QStringLiteral("%1M").arg(mbps, 0, 'f', 1) : QStringLiteral("%1M").arg(qRound(mbps));
}

} // namespace

void FactsTree::addUsb()
{
    QTreeWidgetItem *g = addGroup(QStringLiteral("group.usb"), FactLabels::group(FactLabels::Group::Usb));
    for (const UsbDevice *root : m_facts.usb.children(QString()))
        addUsbDevice(g, *root);
    addUnknown(g);
}

void FactsTree::addUsbDevice(QTreeWidgetItem *parent, const UsbDevice &d)
{
    QString what = d.product.valueOr(d.className.valueOr(QString()));
    if (d.isNetwork())
        what = tr("Network adapter");
    else if (d.isMassStorage())
        what = tr("Storage device");
    else if (d.isHub() && !d.isRootHub())
        what = tr("Hub");
    const QString label = d.isRootHub()    ? tr("Bus %1").arg(d.bus)
                          : what.isEmpty() ? tr("Port %1").arg(d.port)
                                           : tr("Port %1: %2").arg(QString::number(d.port), what);
    QStringList drivers;
    if (d.driver.isKnown())
        drivers.append(d.driver.value());
    for (const QString &i : d.interfaceDrivers)
        if (!drivers.contains(i))
            drivers.append(i);
    QString value;
    if (d.speedMbps.isKnown() && !drivers.isEmpty())
        value =
            tr("%1, driver %2").arg(usbSpeedShort(d.speedMbps.value()), drivers.join(QStringLiteral(", ")));
    else if (d.speedMbps.isKnown())
        value = usbSpeedShort(d.speedMbps.value());
    else
        value = drivers.join(QStringLiteral(", "));
    QStringList sources = d.speedMbps.sources();
    for (const QString &s : d.driver.sources())
        if (!sources.contains(s))
            sources.append(s);

    QString explanation = d.speedMbps.isKnown() ? FactLabels::usbSpeed(d.speedMbps.value()) : QString();
    if (d.isRootHub())
        explanation = tr("A USB bus of the Pi. Everything below it shares its speed: %1.")
                          .arg(d.speedMbps.isKnown() ? FactLabels::usbSpeed(d.speedMbps.value())
                                                     : FactLabels::unknown());
    QTreeWidgetItem *item =
        addRow(parent, QStringLiteral("usb.%1").arg(d.path), label, value, sources, explanation);

    const bool usbStorage =
        d.driver.valueOr(QString()) == u"usb-storage" || drivers.contains(QStringLiteral("usb-storage"));
    if (usbStorage && !drivers.contains(QStringLiteral("uas")))
        markWarning(item, tr("This disk runs with the older usb-storage driver instead of uas (USB Attached "
                             "SCSI). On USB 3 that can cost speed and CPU; on a USB 2.0 only Pi the gain of "
                             "UAS is small."), FindingId::StorageNoUas);
    else if (d.isNetwork() && d.speedMbps.isKnown() && d.speedMbps.value() <= 480)
        markWarning(item, tr("The network chip is a USB 2.0 device: network traffic shares this bus with USB "
                             "disks."), FindingId::NicSharesUsb2Bus);
    for (const UsbDevice *child : m_facts.usb.children(d.path))
        addUsbDevice(item, *child);
}

void FactsTree::addNetwork()
{
    QTreeWidgetItem *g =
        addGroup(QStringLiteral("group.network"), FactLabels::group(FactLabels::Group::Network));
    const NetInterface *primary = m_facts.primaryInterface();
    for (const NetInterface &n : m_facts.interfaces) {
        if (n.name == u"lo")
            continue;
        // ethtool lines pasted without their header give an interface with no name.
        const QString k = QStringLiteral("net.%1").arg(n.name.isEmpty() ? QStringLiteral("?") : n.name);
        QStringList summary;
        if (n.driver.isKnown())
            summary.append(n.driver.value());
        if (n.speedMbps.isKnown())
            summary.append(FactLabels::linkSpeed(n.speedMbps.value()));
        QTreeWidgetItem *iface =
            addRow(g, k, n.name.isEmpty() ? tr("Network interface (name not shown)") : n.name,
                   summary.join(QStringLiteral(", ")), {},
                   &n == primary ? tr("The interface the Pi most likely serves files on.") : QString());
        const auto &rows = FactFields::nic();
        addFields(iface, k, n, rows);
        const bool wireless = n.wireless.valueOr(false);
        QTreeWidgetItem *speed = fieldRow(k, rows, &NetInterface::speedMbps);
        if (speed && !wireless && n.speedMbps.value() > 0 && n.speedMbps.value() <= 100)
            markWarning(speed,
                        n.maxSupportedMbps.valueOr(0) > 100
                            ? tr("The link runs at 100 Mbit/s although the card can do more: at most about "
                                 "11.8 MB/s. Check the cable (all eight wires) and the switch port.")
                            : tr("A 100 Mbit/s link carries at most about 11.8 MB/s of file data."), FindingId::NetworkLink100m);
        QTreeWidgetItem *duplex = fieldRow(k, rows, &NetInterface::duplex);
        if (duplex && n.duplex.value() == u"half")
            markWarning(duplex, tr("Half duplex: sending and receiving take turns, and collisions slow both. "
                                   "Usually a bad cable or a forced speed setting."), FindingId::NetworkHalfDuplex);
        QTreeWidgetItem *onUsb = fieldRow(k, rows, &NetInterface::onUsb);
        if (onUsb && n.onUsb.value() && !wireless && n.usbSpeedMbps.valueOr(480) <= 480)
            markWarning(onUsb, tr("This network chip sits on the USB 2.0 bus that the disks use too."), FindingId::NicSharesUsb2Bus);
        QTreeWidgetItem *usbLink = fieldRow(k, rows, &NetInterface::usbSpeedMbps);
        // Marked only beside the finding: 480M alone is no fault (a Pi 1–3B+ has nothing faster).
        if (usbLink && m_findingsKnown && !wireless && n.usbSpeedMbps.value() > 0 && n.usbSpeedMbps.value() <= 480)
            markWarning(usbLink,
                        tr("The adapter's USB link runs at USB 2.0 speed: a gigabit adapter carries about %1 MB/s "
                           "at most here. A USB 3 port lifts that.")
                            .arg(Ceilings::number(Ceilings::usb2Nic().mbPerSecond)),
                        FindingId::NicUsb2Port);
        QTreeWidgetItem *wifi = fieldRow(k, rows, &NetInterface::wireless);
        if (wifi && wireless && &n == primary)
            markWarning(wifi, tr("The Pi serves over Wi-Fi, which is slower and less steady than a cable."), FindingId::NetworkWifi);
        // Only damaged frames and link drops: dropped frames include harmless ones (rules_network.cpp).
        for (Fact<qint64> NetInterface::*counter : {&NetInterface::rxErrors, &NetInterface::txErrors}) {
            QTreeWidgetItem *row = fieldRow(k, rows, counter);
            if (row && (n.*counter).value() > 0)
                markWarning(row, tr("Damaged frames make TCP resend and slow down."),
                            FindingId::NetworkLinkUnstable);
        }
        QTreeWidgetItem *drops = fieldRow(k, rows, &NetInterface::linkDownEvents);
        if (drops && n.linkDownEvents.value() > 0)
            markWarning(drops,
                        tr("The link went down and up again: check the cable, the switch and the power "
                           "saving (EEE) settings."),
                        FindingId::NetworkLinkUnstable);
    }
    addUnknown(g);
}
