#include "core/model/facts.h"

#include <QRegularExpression>

namespace {
// Drivers of USB network adapters seen on Pis and common dongles.
const QStringList kUsbNetDrivers = {
    QStringLiteral("smsc95xx"),  QStringLiteral("lan78xx"),      QStringLiteral("smsc75xx"),
    QStringLiteral("r8152"),     QStringLiteral("ax88179_178a"), QStringLiteral("asix"),
    QStringLiteral("cdc_ether"), QStringLiteral("cdc_ncm"),      QStringLiteral("rndis_host"),
    QStringLiteral("aqc111"),    QStringLiteral("rtl8150"),      QStringLiteral("dm9601"),
};
} // namespace

bool UsbDevice::isHub() const
{
    const QString d = driver.valueOr(QString());
    const QString c = className.valueOr(QString()).toLower();
    return isRootHub() || d == u"hub" || c == u"hub" || c == u"root_hub";
}

bool UsbDevice::isMassStorage() const
{
    const QString d = driver.valueOr(QString());
    return d == u"uas" || d == u"usb-storage" || interfaceDrivers.contains(QStringLiteral("uas")) ||
           interfaceDrivers.contains(QStringLiteral("usb-storage")) ||
           className.valueOr(QString()).compare(u"Mass Storage", Qt::CaseInsensitive) == 0;
}

bool UsbDevice::isNetwork() const
{
    if (kUsbNetDrivers.contains(driver.valueOr(QString())))
        return true;
    for (const QString &d : interfaceDrivers)
        if (kUsbNetDrivers.contains(d))
            return true;
    return false;
}

const UsbDevice *UsbFacts::find(const QString &path) const
{
    for (const UsbDevice &d : devices)
        if (d.path == path)
            return &d;
    return nullptr;
}

UsbDevice *UsbFacts::find(const QString &path)
{
    for (UsbDevice &d : devices)
        if (d.path == path)
            return &d;
    return nullptr;
}

QString UsbFacts::rootOf(const QString &path) const
{
    // "1-1.2" hangs from bus 1 whatever the hubs between.
    const qsizetype dash = path.indexOf(u'-');
    if (path.startsWith(u"usb"))
        return path;
    if (dash <= 0)
        return QString();
    bool ok = false;
    const int bus = path.left(dash).toInt(&ok);
    return ok ? QStringLiteral("usb%1").arg(bus) : QString();
}

QList<const UsbDevice *> UsbFacts::children(const QString &path) const
{
    QList<const UsbDevice *> out;
    for (const UsbDevice &d : devices)
        if (d.parentPath == path)
            out.append(&d);
    return out;
}

const BlockDevice *StorageFacts::findDisk(const QString &name) const
{
    for (const BlockDevice &d : disks)
        if (d.name == name)
            return &d;
    return nullptr;
}

BlockDevice *StorageFacts::findDisk(const QString &name)
{
    for (BlockDevice &d : disks)
        if (d.name == name)
            return &d;
    return nullptr;
}

QString StorageFacts::diskOf(const QString &device)
{
    QString n = device;
    if (n.startsWith(u"/dev/"))
        n = n.mid(5);
    static const QRegularExpression sdLike(QStringLiteral("^((?:sd|hd|vd|xvd)[a-z]+)\\d*$"));
    static const QRegularExpression pLike(QStringLiteral("^((?:mmcblk|nvme\\d+n|loop|md)\\d+)(?:p\\d+)?$"));
    if (const auto m = sdLike.match(n); m.hasMatch())
        return m.captured(1);
    if (const auto m = pLike.match(n); m.hasMatch())
        return m.captured(1);
    return QString();
}

QList<const Filesystem *> StorageFacts::mountsOf(const QString &disk) const
{
    QList<const Filesystem *> out;
    for (const Filesystem &f : mounts)
        if (!disk.isEmpty() && diskOf(f.device) == disk)
            out.append(&f);
    return out;
}

const CryptDevice *StorageFacts::cryptFor(const QString &device) const
{
    const QString name = device.section(u'/', -1);
    for (const CryptDevice &c : crypt)
        if (!name.isEmpty() && c.name == name)
            return &c;
    return nullptr;
}

const NetInterface *Facts::interface(const QString &name) const
{
    for (const NetInterface &i : interfaces)
        if (i.name == name)
            return &i;
    return nullptr;
}

NetInterface *Facts::interface(const QString &name)
{
    for (NetInterface &i : interfaces)
        if (i.name == name)
            return &i;
    return nullptr;
}

const NetInterface *Facts::primaryInterface() const
{
    for (const NetInterface &i : interfaces)
        if (i.defaultRoute.valueOr(false))
            return &i;
    const NetInterface *wired = nullptr;
    for (const NetInterface &i : interfaces) {
        if (i.wireless.valueOr(false) || i.name == u"lo")
            continue;
        if (i.link.valueOr(false) || i.speedMbps.isKnown())
            return &i;
        if (!wired)
            wired = &i;
    }
    // Nothing wired is up: a Wi-Fi link carries the traffic, else name the wired card anyway.
    for (const NetInterface &i : interfaces)
        if (i.name != u"lo" && i.link.valueOr(false))
            return &i;
    if (wired)
        return wired;
    for (const NetInterface &i : interfaces)
        if (i.name != u"lo")
            return &i;
    return nullptr;
}

bool Facts::hasProcess(const QString &name) const
{
    for (const ProcessInfo &p : processes)
        if (p.name == name)
            return true;
    return false;
}
