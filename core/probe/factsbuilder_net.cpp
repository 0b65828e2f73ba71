#include "core/probe/dmesgparser.h"
#include "core/probe/ethtoolparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/netcountersparser.h"
#include "core/probe/numberfit.h"
#include "core/probe/probetext.h"
#include "core/probe/sysfsparser.h"
#include "core/probe/systemparsers.h"
#include "core/probe/wifiparser.h"

#include <QHash>
#include <QRegularExpression>

namespace FactsBuild {

namespace {

NetInterface &ensure(Facts &f, const QString &name)
{
    if (NetInterface *i = f.interface(name))
        return *i;
    NetInterface n;
    n.name = name;
    f.interfaces.append(n);
    return f.interfaces.last();
}

bool looksWireless(const QString &name)
{
    return name.startsWith(u"wlan") || name.startsWith(u"wl");
}

void netFromSysfs(const QString &text, Facts &f)
{
    const QString src = sectionId(ProbeSection::NetSysfs);
    for (const SysfsRecord &r : parseSysfsRecords(text)) {
        if (r.kind != u"net" || r.name == u"lo")
            continue;
        NetInterface &n = ensure(f, r.name);
        if (!r.value(QStringLiteral("driver")).isEmpty())
            n.driver.offer(r.value(QStringLiteral("driver")), src);
        const QString path = r.value(QStringLiteral("path"));
        if (!path.isEmpty()) {
            const QString usbPath = usbPathInSysfsPath(path);
            n.onUsb.offer(!usbPath.isEmpty(), src);
            if (!usbPath.isEmpty())
                n.usbPath.offer(usbPath, src);
        }
        n.wireless.offer(r.value(QStringLiteral("wireless")) == u"1", src);
        if (const auto v = ProbeText::integer(r.value(QStringLiteral("speed"))); v && *v > 0)
            n.speedMbps.offer(int(*v), src);
        const QString duplex = r.value(QStringLiteral("duplex"));
        if (duplex == u"full" || duplex == u"half")
            n.duplex.offer(duplex, src);
        if (!r.value(QStringLiteral("operstate")).isEmpty())
            n.operState.offer(r.value(QStringLiteral("operstate")), src);
        if (r.value(QStringLiteral("carrier")) == u"1" || r.value(QStringLiteral("carrier")) == u"0")
            n.link.offer(r.value(QStringLiteral("carrier")) == u"1", src);
        if (const auto v = ProbeText::integer(r.value(QStringLiteral("mtu"))))
            n.mtu.offer(int(*v), src);
        if (!r.value(QStringLiteral("address")).isEmpty())
            n.macAddress.offer(r.value(QStringLiteral("address")), src);
        n.rxBytes.offer(ProbeText::integer(r.value(QStringLiteral("rx_bytes"))), src);
        n.txBytes.offer(ProbeText::integer(r.value(QStringLiteral("tx_bytes"))), src);
        n.rxErrors.offer(ProbeText::integer(r.value(QStringLiteral("rx_errors"))), src);
        n.txErrors.offer(ProbeText::integer(r.value(QStringLiteral("tx_errors"))), src);
        n.rxDropped.offer(ProbeText::integer(r.value(QStringLiteral("rx_dropped"))), src);
        n.txDropped.offer(ProbeText::integer(r.value(QStringLiteral("tx_dropped"))), src);
    }
}

void fromEthtool(const TranscriptSection &s, Facts &f)
{
    const EthtoolInfo e = parseEthtool(s.text);
    QString name = s.id.mid(sectionId(ProbeSection::Ethtool).size());
    if (name.isEmpty() || name == u"unknown")
        name = e.interface; // pasted without "Settings for": the name stays unknown ("")
    if (name == u"lo")
        return;
    if (e.driver.isEmpty() && !e.speedMbps && !e.linkDetected && !e.maxSupportedMbps && e.interface.isEmpty())
        return; // "command not found" or "No such device"
    NetInterface &n = ensure(f, name);
    const QString &src = s.id;
    n.speedMbps.offer(e.speedMbps, src);
    if (!e.duplex.isEmpty())
        n.duplex.offer(e.duplex, src);
    n.link.offer(e.linkDetected, src);
    n.maxSupportedMbps.offer(e.maxSupportedMbps, src);
    if (!e.driver.isEmpty())
        n.driver.offer(e.driver, src);
    static const QRegularExpression usbBus(QStringLiteral("^(\\d+-[\\d.]+):\\d+\\.\\d+$"));
    if (const auto m = usbBus.match(e.busInfo); m.hasMatch()) {
        n.onUsb.offer(true, src);
        n.usbPath.offer(m.captured(1), src);
    } else if (e.busInfo.startsWith(u"usb-")) {
        n.onUsb.offer(true, src); // older USB NIC drivers: "usb-3f980000.usb-1.1"
    } else if (!e.busInfo.isEmpty() && e.busInfo != u"N/A") {
        n.onUsb.offer(false, src);
    }
}

void fromCounters(const QList<NetCounters> &list, const QString &src, Facts &f)
{
    for (const NetCounters &c : list) {
        if (c.interface == u"lo")
            continue;
        NetInterface &n = ensure(f, c.interface);
        n.rxBytes.offer(c.rxBytes, src);
        n.txBytes.offer(c.txBytes, src);
        n.rxErrors.offer(c.rxErrors, src);
        n.txErrors.offer(c.txErrors, src);
        n.rxDropped.offer(c.rxDropped, src);
        n.txDropped.offer(c.txDropped, src);
        n.mtu.offer(c.mtu, src);
        if (!c.macAddress.isEmpty())
            n.macAddress.offer(c.macAddress.toLower(), src);
    }
}

void netFromDmesg(const QList<DmesgRecord> &records, Facts &f)
{
    const QString src = sectionId(ProbeSection::Dmesg);
    QHash<QString, DmesgRecord> lastUp; // the latest link-up per interface is the current one
    QHash<QString, int> downs, errors;
    QHash<QString, int> driverOnlyErrors; // "brcmfmac: brcmf_...: error": the driver, not the interface
    QStringList order;
    for (const DmesgRecord &r : records) {
        using K = DmesgRecord::Kind;
        if (r.kind == K::NicError && r.interface.isEmpty() && !r.driver.isEmpty())
            driverOnlyErrors[r.driver] += 1;
        if (r.interface.isEmpty() ||
            (r.kind != K::LinkUp && r.kind != K::LinkDown && r.kind != K::NetDevice && r.kind != K::NicError))
            continue;
        if (r.kind == K::NicError)
            errors[r.interface] += 1;
        if (!order.contains(r.interface))
            order.append(r.interface);
        NetInterface &n = ensure(f, r.interface);
        if (!r.driver.isEmpty() && r.driver != u"IPv6")
            n.driver.offer(r.driver, src);
        n.onUsb.offer(!r.usbPath.isEmpty(), src);
        if (!r.usbPath.isEmpty())
            n.usbPath.offer(r.usbPath, src);
        if (r.kind == K::LinkUp)
            lastUp.insert(r.interface, r);
        else if (r.kind == K::LinkDown)
            downs[r.interface] += 1;
    }
    for (const QString &name : order) {
        NetInterface &n = ensure(f, name);
        if (lastUp.contains(name)) {
            const DmesgRecord &r = lastUp.value(name);
            if (const auto mbps = r.speedMbps ? ProbeText::fitting<int>(*r.speedMbps) : std::nullopt)
                n.speedMbps.offer(*mbps, src);
            if (!r.duplex.isEmpty())
                n.duplex.offer(r.duplex, src);
        }
        if (downs.contains(name) || lastUp.contains(name))
            n.linkDownEvents.offer(downs.value(name), src);
        if (errors.contains(name) || lastUp.contains(name))
            n.driverErrors.offer(errors.value(name), src);
    }
    // A driver that names no interface counts for the interface it drives, when the log tells it.
    for (auto it = driverOnlyErrors.cbegin(); it != driverOnlyErrors.cend(); ++it)
        for (NetInterface &n : f.interfaces)
            if (n.driver.isKnown() && n.driver.value() == it.key())
                n.driverErrors.set(n.driverErrors.valueOr(0) + it.value(), src);
}

// A USB network adapter seen in the USB tree (lsusb -t, sysfs, dmesg) names the wired NIC's
// driver even when no network section was gathered.
void fromUsbTree(Facts &f)
{
    for (const UsbDevice &d : f.usb.devices) {
        if (!d.isNetwork() || !d.driver.isKnown())
            continue;
        const QString driver = d.driver.value();
        NetInterface *target = nullptr;
        for (NetInterface &n : f.interfaces)
            if ((n.driver.isKnown() && n.driver.value() == driver) ||
                (n.usbPath.isKnown() && n.usbPath.value() == d.path))
                target = &n;
        if (!target) {
            QList<NetInterface *> candidates;
            for (NetInterface &n : f.interfaces)
                if (!n.driver.isKnown() && !n.wireless.valueOr(looksWireless(n.name)))
                    candidates.append(&n);
            if (candidates.size() == 1)
                target = candidates.first();
            else if (candidates.isEmpty() && f.interfaces.isEmpty())
                target = &ensure(f, QString()); // the NIC exists, its name is not known
        }
        if (!target)
            continue;
        for (const QString &src : d.driver.sources())
            target->driver.offer(driver, src);
        const QStringList srcs = d.driver.sources();
        target->onUsb.offer(true, srcs.value(0));
        target->usbPath.offer(d.path, srcs.value(0));
        for (const QString &src : d.speedMbps.sources())
            target->usbSpeedMbps.offer(d.speedMbps.value(), src);
    }
}

} // namespace

void network(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    if (const QString *s = text(t, ProbeSection::NetSysfs))
        netFromSysfs(*s, f);
    for (const TranscriptSection *s : t.readableWithPrefix(sectionId(ProbeSection::Ethtool)))
        fromEthtool(*s, f);
    if (const QString *s = text(t, ProbeSection::NetDev))
        fromCounters(parseProcNetDev(*s), sectionId(ProbeSection::NetDev), f);
    if (const QString *s = text(t, ProbeSection::Ifconfig))
        fromCounters(parseIfconfig(*s), sectionId(ProbeSection::Ifconfig), f);
    if (const QString *s = text(t, ProbeSection::Wifi)) {
        for (const WifiLink &w : parseWifi(*s)) {
            NetInterface &n = ensure(f, w.interface);
            n.wireless.offer(true, sectionId(ProbeSection::Wifi));
            n.wifiBitrateMbps.offer(w.bitrateMbps, sectionId(ProbeSection::Wifi));
            n.wifiFrequencyMhz.offer(w.frequencyMhz, sectionId(ProbeSection::Wifi));
            n.link.offer(w.connected, sectionId(ProbeSection::Wifi));
        }
    }
    netFromDmesg(in.dmesg, f);
    fromUsbTree(f);
    // USB link speed of USB NICs found through sysfs / ethtool / dmesg paths.
    for (NetInterface &n : f.interfaces) {
        if (n.usbPath.isKnown() && !n.usbSpeedMbps.isKnown())
            if (const UsbDevice *d = f.usb.find(n.usbPath.value()); d && d->speedMbps.isKnown())
                for (const QString &src : d->speedMbps.sources())
                    n.usbSpeedMbps.offer(d->speedMbps.value(), src);
        if (!n.wireless.isKnown() && looksWireless(n.name))
            n.wireless.offer(true, QStringLiteral("name")); // "wlan0": the kernel names Wi-Fi so
    }
    if (const QString *s = text(t, ProbeSection::Route)) {
        const QStringList defaults = parseDefaultRouteInterfaces(*s);
        for (NetInterface &n : f.interfaces)
            if (!n.name.isEmpty())
                n.defaultRoute.offer(defaults.contains(n.name), sectionId(ProbeSection::Route));
    }
}

} // namespace FactsBuild
