#include "core/knowledge/modelstring.h"
#include "core/probe/dmesgparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/lsusbparser.h"
#include "core/probe/lsusbtreeparser.h"
#include "core/probe/probetext.h"
#include "core/probe/sysfsparser.h"

#include <QRegularExpression>

#include <algorithm>

namespace FactsBuild {

namespace {

const QStringList kFunctionDrivers = {QStringLiteral("uas"), QStringLiteral("usb-storage")};

// A driver that says what the device is for beats "usbhid" or "hub" on another interface.
void offerDriver(UsbDevice &d, const QString &driver, const QString &source)
{
    if (driver.isEmpty())
        return;
    if (!d.interfaceDrivers.contains(driver))
        d.interfaceDrivers.append(driver);
    UsbDevice probe;
    probe.driver.offer(driver, source);
    const bool better = kFunctionDrivers.contains(driver) || probe.isNetwork();
    if (d.driver.isKnown() && d.driver.value() != driver && better &&
        !kFunctionDrivers.contains(d.driver.value()) && !d.isNetwork())
        d.driver.set(driver, source);
    else
        d.driver.offer(driver, source);
}

// Sort key: bus, then the port chain, so the list reads as the tree (depth first).
QList<int> treeKey(const UsbDevice &d)
{
    QList<int> key{d.bus};
    if (d.isRootHub())
        return key;
    const QString chain = d.path.section(u'-', 1);
    for (const QString &p : chain.split(u'.'))
        key.append(p.toInt() + 1);
    return key;
}

void usbFromSysfs(const QString &text, Facts &f)
{
    const QString src = sectionId(ProbeSection::UsbSysfs);
    for (const SysfsRecord &r : parseSysfsRecords(text)) {
        if (r.kind == u"dev") {
            UsbDevice &d = ensureUsbDevice(f, r.name);
            if (const auto v = ProbeText::integer(r.value(QStringLiteral("devnum"))))
                d.devnum.offer(int(*v), src);
            if (const auto v = ProbeText::number(r.value(QStringLiteral("speed"))))
                d.speedMbps.offer(*v, src);
            if (!r.value(QStringLiteral("idVendor")).isEmpty())
                d.vendorId.offer(r.value(QStringLiteral("idVendor")).toLower(), src);
            if (!r.value(QStringLiteral("idProduct")).isEmpty())
                d.productId.offer(r.value(QStringLiteral("idProduct")).toLower(), src);
            if (!r.value(QStringLiteral("manufacturer")).isEmpty())
                d.manufacturer.offer(r.value(QStringLiteral("manufacturer")), src);
            if (!r.value(QStringLiteral("product")).isEmpty())
                d.product.offer(r.value(QStringLiteral("product")), src);
            if (d.isRootHub())
                d.className.offer(QStringLiteral("root_hub"), src);
            else if (r.value(QStringLiteral("bDeviceClass")) == u"09")
                d.className.offer(QStringLiteral("Hub"), src);
            if (const auto v = ProbeText::integer(r.value(QStringLiteral("maxchild"))); v && *v > 0)
                d.ports.offer(int(*v), src);
        } else if (r.kind == u"if") {
            const QString dev = r.name.section(u':', 0, 0);
            UsbDevice &d = ensureUsbDevice(f, dev);
            if (r.value(QStringLiteral("bInterfaceClass")) == u"08")
                d.className.offer(QStringLiteral("Mass Storage"), src);
            offerDriver(d, r.value(QStringLiteral("driver")), src);
        }
    }
}

void fromTree(const QString &text, Facts &f)
{
    const QString src = sectionId(ProbeSection::LsusbTree);
    for (const LsusbTreeEntry &e : parseLsusbTree(text)) {
        UsbDevice &d = ensureUsbDevice(f, e.path);
        if (e.devnum >= 0)
            d.devnum.offer(e.devnum, src);
        if (e.speedMbps)
            d.speedMbps.offer(*e.speedMbps, src);
        if (!e.className.isEmpty())
            d.className.offer(e.className, src);
        if (e.ports >= 0)
            d.ports.offer(e.ports, src);
        if (!e.vendorId.isEmpty()) {
            d.vendorId.offer(e.vendorId, src);
            d.productId.offer(e.productId, src);
        }
        offerDriver(d, e.driver, src);
    }
}

void fromLsusb(const QString &text, Facts &f)
{
    const QString src = sectionId(ProbeSection::Lsusb);
    for (const LsusbEntry &e : parseLsusb(text)) {
        UsbDevice *d = nullptr;
        for (UsbDevice &c : f.usb.devices)
            if (c.bus == e.bus && c.devnum.isKnown() && c.devnum.value() == e.devnum)
                d = &c;
        const bool root = e.vendorId == u"1d6b" && e.devnum == 1;
        if (!d && root)
            d = &ensureUsbDevice(f, QStringLiteral("usb%1").arg(e.bus));
        if (!d) {
            // Without the tree the position is unknown: keep the device under its bus.
            d = &ensureUsbDevice(f, QStringLiteral("usb%1").arg(e.bus));
            UsbDevice orphan;
            orphan.path = QStringLiteral("%1-?%2").arg(QString::number(e.bus), QString::number(e.devnum));
            orphan.parentPath = d->path;
            orphan.bus = e.bus;
            f.usb.devices.append(orphan);
            d = &f.usb.devices.last();
        }
        d->devnum.offer(e.devnum, src);
        d->vendorId.offer(e.vendorId, src);
        d->productId.offer(e.productId, src);
        if (!e.description.isEmpty())
            d->product.offer(e.description, src);
        if (root) {
            // Linux Foundation root hubs: 0001 = 1.1, 0002 = 2.0, 0003 = 3.0.
            d->className.offer(QStringLiteral("root_hub"), src);
            if (e.productId == u"0002")
                d->speedMbps.offer(480.0, src);
            else if (e.productId == u"0003")
                d->speedMbps.offer(5000.0, src);
            else if (e.productId == u"0001")
                d->speedMbps.offer(12.0, src);
        }
    }
}

void usbFromDmesg(const QList<DmesgRecord> &records, Facts &f)
{
    const QString src = sectionId(ProbeSection::Dmesg);
    for (const DmesgRecord &r : records) {
        if (r.usbPath.isEmpty())
            continue;
        using K = DmesgRecord::Kind;
        switch (r.kind) {
        case K::UsbNewDevice: {
            UsbDevice &d = ensureUsbDevice(f, r.usbPath);
            d.speedMbps.offer(r.speedMbps, src);
            break;
        }
        case K::UsbIds: {
            UsbDevice &d = ensureUsbDevice(f, r.usbPath);
            d.vendorId.offer(r.text.section(u':', 0, 0), src);
            d.productId.offer(r.text.section(u':', 1, 1), src);
            break;
        }
        case K::UsbProduct:
            ensureUsbDevice(f, r.usbPath).product.offer(r.text, src);
            break;
        case K::UsbManufacturer:
            ensureUsbDevice(f, r.usbPath).manufacturer.offer(r.text, src);
            break;
        case K::UasAttached:
        case K::UsbStorageAttached: {
            UsbDevice &d = ensureUsbDevice(f, r.usbPath);
            d.className.offer(QStringLiteral("Mass Storage"), src);
            offerDriver(d, r.driver, src);
            break;
        }
        case K::LinkUp:
        case K::NetDevice:
            offerDriver(ensureUsbDevice(f, r.usbPath), r.driver, src);
            break;
        case K::UsbReset:
            // "reset SuperSpeed USB device": the link the device came back at.
            ensureUsbDevice(f, r.usbPath).speedMbps.offer(r.speedMbps, src);
            break;
        default:
            break;
        }
    }
}

} // namespace

UsbDevice &ensureUsbDevice(Facts &f, const QString &path)
{
    if (UsbDevice *d = f.usb.find(path))
        return *d;
    UsbDevice d;
    d.path = path;
    static const QRegularExpression root(QStringLiteral("^usb(\\d+)$"));
    static const QRegularExpression dev(QStringLiteral("^(\\d+)-([\\d.]+)$"));
    if (const auto m = root.match(path); m.hasMatch()) {
        d.bus = m.captured(1).toInt();
    } else if (const auto m2 = dev.match(path); m2.hasMatch()) {
        d.bus = m2.captured(1).toInt();
        const QString chain = m2.captured(2);
        const qsizetype dot = chain.lastIndexOf(u'.');
        d.port = chain.mid(dot + 1).toInt();
        d.parentPath = dot < 0 ? QStringLiteral("usb%1").arg(d.bus)
                               : QStringLiteral("%1-%2").arg(QString::number(d.bus), chain.left(dot));
        ensureUsbDevice(f, d.parentPath);
    }
    f.usb.devices.append(d);
    return f.usb.devices.last();
}

// A Pi 3B+ is the only board whose USB tree is dwc_otg's root hub, a 4-port hub and below it a
// 3-port hub holding the lan78xx gigabit chip (LAN7515: docs/knowledge.md, the 3B+ row). When no
// model line names the board, that tree does, with "usb-topology" as the source so the facts
// say it was inferred.
void boardFromUsb(Facts &f)
{
    BoardFacts &b = f.board;
    if (b.modelName.isKnown() || b.typeCode.isKnown() || !b.raspberryPi.valueOr(true))
        return;
    for (const UsbDevice &d : f.usb.devices) {
        if (d.driver.valueOr(QString()) != u"lan78xx" || d.parentPath.isEmpty())
            continue;
        const UsbDevice *hub3 = f.usb.find(d.parentPath);
        const UsbDevice *hub4 = hub3 ? f.usb.find(hub3->parentPath) : nullptr;
        const UsbDevice *root = hub4 ? f.usb.find(hub4->parentPath) : nullptr;
        if (!root || !root->isRootHub() || root->driver.valueOr(QString()) != u"dwc_otg" ||
            hub3->ports.valueOr(0) != 3 || hub4->ports.valueOr(0) != 4)
            continue;
        const QString src = QStringLiteral("usb-topology");
        b.typeCode.offer(0x0d, src);
        b.modelName.offer(ModelString::nameForType(0x0d), src);
        b.raspberryPi.offer(true, src);
        return;
    }
}

void usb(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    if (const QString *s = text(t, ProbeSection::UsbSysfs))
        usbFromSysfs(*s, f);
    if (const QString *s = text(t, ProbeSection::LsusbTree))
        fromTree(*s, f);
    if (const QString *s = text(t, ProbeSection::Lsusb))
        fromLsusb(*s, f);
    usbFromDmesg(in.dmesg, f);
    std::stable_sort(f.usb.devices.begin(), f.usb.devices.end(),
                     [](const UsbDevice &a, const UsbDevice &b) { return treeKey(a) < treeKey(b); });
}

} // namespace FactsBuild
