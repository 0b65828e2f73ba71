#include "core/model/facts.h"

#include <QJsonArray>

// Facts::toJson: the analyze JSON "facts" object. Unknown values are null; every object has a
// "sources" map from its keys to the sections that showed them.
namespace {

QJsonValue v(const Fact<QString> &f)
{
    return f.isKnown() ? QJsonValue(f.value()) : QJsonValue();
}
QJsonValue v(const Fact<int> &f)
{
    return f.isKnown() ? QJsonValue(f.value()) : QJsonValue();
}
QJsonValue v(const Fact<qint64> &f)
{
    return f.isKnown() ? QJsonValue(f.value()) : QJsonValue();
}
QJsonValue v(const Fact<double> &f)
{
    return f.isKnown() ? QJsonValue(f.value()) : QJsonValue();
}
QJsonValue v(const Fact<bool> &f)
{
    return f.isKnown() ? QJsonValue(f.value()) : QJsonValue();
}

// Collects key -> sources while an object is filled.
class Obj
{
public:
    template <typename T> Obj &add(const QString &key, const Fact<T> &f)
    {
        m_o.insert(key, v(f));
        if (!f.sources().isEmpty())
            m_sources.insert(key, QJsonArray::fromStringList(f.sources()));
        return *this;
    }
    Obj &put(const QString &key, const QJsonValue &value)
    {
        m_o.insert(key, value);
        return *this;
    }
    QJsonObject done()
    {
        if (!m_sources.isEmpty())
            m_o.insert(QStringLiteral("sources"), m_sources);
        return m_o;
    }

private:
    QJsonObject m_o;
    QJsonObject m_sources;
};

QJsonObject boardJson(const BoardFacts &b)
{
    Obj o;
    o.add(QStringLiteral("model"), b.model)
        .add(QStringLiteral("model_name"), b.modelName)
        .add(QStringLiteral("type_code"), b.typeCode)
        .add(QStringLiteral("revision_code"), b.revisionCode)
        .add(QStringLiteral("board_revision"), b.boardRevision)
        .add(QStringLiteral("ram_mb"), b.ramMb)
        .add(QStringLiteral("soc"), b.soc)
        .add(QStringLiteral("manufacturer"), b.manufacturer)
        .add(QStringLiteral("raspberry_pi"), b.raspberryPi)
        .add(QStringLiteral("vendor"), b.vendor)
        .add(QStringLiteral("product"), b.product)
        .add(QStringLiteral("cpu_model"), b.cpuModel)
        .add(QStringLiteral("cpu_part"), b.cpuPart)
        .add(QStringLiteral("cpu_cores"), b.cpuCores)
        .add(QStringLiteral("cpu_has_aes"), b.cpuHasAes)
        .add(QStringLiteral("os_bits"), b.osBits)
        .add(QStringLiteral("kernel_arch"), b.kernelArch)
        .add(QStringLiteral("kernel_release"), b.kernelRelease)
        .add(QStringLiteral("os"), b.osName)
        .add(QStringLiteral("hostname"), b.hostname);
    return o.done();
}

QJsonObject nicJson(const NetInterface &n)
{
    Obj o;
    o.put(QStringLiteral("name"), n.name.isEmpty() ? QJsonValue() : QJsonValue(n.name))
        .add(QStringLiteral("driver"), n.driver)
        .add(QStringLiteral("speed_mbps"), n.speedMbps)
        .add(QStringLiteral("duplex"), n.duplex)
        .add(QStringLiteral("on_usb"), n.onUsb)
        .add(QStringLiteral("usb_path"), n.usbPath)
        .add(QStringLiteral("usb_speed_mbps"), n.usbSpeedMbps)
        .add(QStringLiteral("link"), n.link)
        .add(QStringLiteral("wireless"), n.wireless)
        .add(QStringLiteral("mtu"), n.mtu)
        .add(QStringLiteral("operstate"), n.operState)
        .add(QStringLiteral("max_supported_mbps"), n.maxSupportedMbps)
        .add(QStringLiteral("mac"), n.macAddress)
        .add(QStringLiteral("rx_bytes"), n.rxBytes)
        .add(QStringLiteral("tx_bytes"), n.txBytes)
        .add(QStringLiteral("rx_errors"), n.rxErrors)
        .add(QStringLiteral("tx_errors"), n.txErrors)
        .add(QStringLiteral("rx_dropped"), n.rxDropped)
        .add(QStringLiteral("tx_dropped"), n.txDropped)
        .add(QStringLiteral("default_route"), n.defaultRoute)
        .add(QStringLiteral("wifi_bitrate_mbps"), n.wifiBitrateMbps)
        .add(QStringLiteral("wifi_frequency_mhz"), n.wifiFrequencyMhz)
        .add(QStringLiteral("link_down_events"), n.linkDownEvents);
    return o.done();
}

QJsonObject usbJson(const UsbDevice &d)
{
    Obj o;
    o.put(QStringLiteral("path"), d.path)
        .put(QStringLiteral("parent"), d.parentPath)
        .put(QStringLiteral("bus"), d.bus)
        .put(QStringLiteral("port"), d.port)
        .add(QStringLiteral("devnum"), d.devnum)
        .add(QStringLiteral("speed_mbps"), d.speedMbps)
        .add(QStringLiteral("vendor_id"), d.vendorId)
        .add(QStringLiteral("product_id"), d.productId)
        .add(QStringLiteral("manufacturer"), d.manufacturer)
        .add(QStringLiteral("product"), d.product)
        .add(QStringLiteral("class"), d.className)
        .add(QStringLiteral("driver"), d.driver)
        .add(QStringLiteral("ports"), d.ports)
        .put(QStringLiteral("interface_drivers"), QJsonArray::fromStringList(d.interfaceDrivers))
        .put(QStringLiteral("hub"), d.isHub())
        .put(QStringLiteral("mass_storage"), d.isMassStorage())
        .put(QStringLiteral("network"), d.isNetwork());
    return o.done();
}

QJsonObject mountJson(const Filesystem &f)
{
    QJsonObject o{{QStringLiteral("device"), f.device},
                  {QStringLiteral("mountpoint"), f.mountPoint},
                  {QStringLiteral("fstype"), f.fstype},
                  {QStringLiteral("fuse"), f.fuse},
                  {QStringLiteral("options"), QJsonArray::fromStringList(f.options)},
                  {QStringLiteral("sources"), QJsonArray::fromStringList(f.sources)}};
    o.insert(QStringLiteral("declared_fstype"),
             f.declaredFstype.isEmpty() ? QJsonValue() : QJsonValue(f.declaredFstype));
    o.insert(QStringLiteral("fuse_driver"), f.fuseDriver.isEmpty() ? QJsonValue() : QJsonValue(f.fuseDriver));
    return o;
}

// The file system that matters on a disk: the first mounted one outside /boot.
const Filesystem *mainMount(const StorageFacts &s, const QString &disk)
{
    const Filesystem *first = nullptr;
    for (const Filesystem *f : s.mountsOf(disk)) {
        if (!first)
            first = f;
        if (!f->mountPoint.startsWith(u"/boot"))
            return f;
    }
    return first;
}

QJsonObject diskJson(const StorageFacts &s, const BlockDevice &d)
{
    Obj o;
    o.put(QStringLiteral("device"), d.name.isEmpty() ? QJsonValue() : QJsonValue(d.name))
        .add(QStringLiteral("usb_speed_mbps"), d.usbSpeedMbps)
        .add(QStringLiteral("driver"), d.usbDriver)
        .add(QStringLiteral("usb_path"), d.usbPath)
        .add(QStringLiteral("transport"), d.transport)
        .add(QStringLiteral("model"), d.model)
        .add(QStringLiteral("vendor"), d.vendor)
        .add(QStringLiteral("size_bytes"), d.sizeBytes)
        .add(QStringLiteral("rotational"), d.rotational)
        .add(QStringLiteral("removable"), d.removable)
        .add(QStringLiteral("sd_card"), d.sdCard)
        .add(QStringLiteral("kernel_errors"), d.kernelErrors)
        .add(QStringLiteral("pcie_gts"), d.pcieGts)
        .add(QStringLiteral("pcie_lanes"), d.pcieLanes);
    const Filesystem *m = mainMount(s, d.name);
    o.put(QStringLiteral("fstype"), m ? QJsonValue(m->fstype) : QJsonValue());
    o.put(QStringLiteral("fuse"), m ? QJsonValue(m->fuse) : QJsonValue());
    o.put(QStringLiteral("mountpoint"), m ? QJsonValue(m->mountPoint) : QJsonValue());
    QJsonArray fs;
    for (const Filesystem *f : s.mountsOf(d.name))
        fs.append(mountJson(*f));
    o.put(QStringLiteral("filesystems"), fs);
    o.put(QStringLiteral("partitions"), QJsonArray::fromStringList(d.partitions));
    return o.done();
}

QJsonArray flagNames(const ThrottleFlags &f)
{
    QJsonArray a;
    if (f.underVoltage.valueOr(false))
        a.append(QStringLiteral("under-voltage"));
    if (f.armFrequencyCapped.valueOr(false))
        a.append(QStringLiteral("arm-frequency-capped"));
    if (f.throttled.valueOr(false))
        a.append(QStringLiteral("throttled"));
    if (f.softTemperatureLimit.valueOr(false))
        a.append(QStringLiteral("soft-temperature-limit"));
    return a;
}

QJsonObject flagsJson(const ThrottleFlags &f)
{
    Obj o;
    o.add(QStringLiteral("under_voltage"), f.underVoltage)
        .add(QStringLiteral("arm_frequency_capped"), f.armFrequencyCapped)
        .add(QStringLiteral("throttled"), f.throttled)
        .add(QStringLiteral("soft_temperature_limit"), f.softTemperatureLimit);
    return o.done();
}

QJsonObject throttledJson(const PowerFacts &p)
{
    Obj o;
    o.put(QStringLiteral("now"), flagNames(p.now))
        .put(QStringLiteral("since_boot"), flagNames(p.sinceBoot))
        .add(QStringLiteral("bits"), p.bits)
        .put(QStringLiteral("hex"),
             p.bits.isKnown() ? QJsonValue(QStringLiteral("0x%1").arg(p.bits.value(), 0, 16)) : QJsonValue())
        .put(QStringLiteral("now_flags"), flagsJson(p.now))
        .put(QStringLiteral("since_boot_flags"), flagsJson(p.sinceBoot))
        .add(QStringLiteral("under_voltage_events"), p.underVoltageEvents);
    return o.done();
}

QJsonObject systemJson(const SystemFacts &s)
{
    Obj o;
    o.add(QStringLiteral("governor"), s.governor)
        .add(QStringLiteral("cpufreq_driver"), s.cpufreqDriver)
        .add(QStringLiteral("cur_freq_khz"), s.curFreqKHz)
        .add(QStringLiteral("min_freq_khz"), s.minFreqKHz)
        .add(QStringLiteral("max_freq_khz"), s.maxFreqKHz)
        .add(QStringLiteral("ondemand_io_is_busy"), s.ondemandIoIsBusy)
        .add(QStringLiteral("temperature_c"), s.temperatureC)
        .add(QStringLiteral("mem_total_kb"), s.memTotalKb)
        .add(QStringLiteral("mem_available_kb"), s.memAvailableKb)
        .add(QStringLiteral("load1"), s.load1)
        .add(QStringLiteral("load5"), s.load5)
        .add(QStringLiteral("load15"), s.load15)
        .add(QStringLiteral("cpu_idle_percent"), s.cpuIdlePercent)
        .add(QStringLiteral("cpu_iowait_percent"), s.cpuIowaitPercent)
        .add(QStringLiteral("cpu_softirq_percent"), s.cpuSoftirqPercent)
        .put(QStringLiteral("usb_storage_quirks"), QJsonArray::fromStringList(s.usbStorageQuirks));
    return o.done();
}

QJsonObject sambaJson(const SambaFacts &s)
{
    Obj o;
    o.add(QStringLiteral("configured"), s.configured)
        .add(QStringLiteral("from_testparm"), s.fromTestparm)
        .add(QStringLiteral("server_min_protocol"), s.serverMinProtocol)
        .add(QStringLiteral("server_max_protocol"), s.serverMaxProtocol)
        .add(QStringLiteral("server_signing"), s.serverSigning)
        .add(QStringLiteral("server_smb_encrypt"), s.serverSmbEncrypt)
        .add(QStringLiteral("aio_read_size"), s.aioReadSize)
        .add(QStringLiteral("aio_write_size"), s.aioWriteSize)
        .add(QStringLiteral("use_sendfile"), s.useSendfile)
        .add(QStringLiteral("socket_options"), s.socketOptions)
        .add(QStringLiteral("sync_always"), s.syncAlways)
        .add(QStringLiteral("strict_sync"), s.strictSync);
    QJsonArray shares;
    for (const SambaShare &sh : s.shares)
        shares.append(QJsonObject{{QStringLiteral("name"), sh.name},
                                  {QStringLiteral("path"), sh.path},
                                  {QStringLiteral("smb_encrypt"),
                                   sh.smbEncrypt.isEmpty() ? QJsonValue() : QJsonValue(sh.smbEncrypt)},
                                  {QStringLiteral("sync_always"),
                                   sh.syncAlways.isEmpty() ? QJsonValue() : QJsonValue(sh.syncAlways)},
                                  {QStringLiteral("strict_sync"),
                                   sh.strictSync.isEmpty() ? QJsonValue() : QJsonValue(sh.strictSync)}});
    o.put(QStringLiteral("shares"), shares);
    return o.done();
}

QString kindName(DmesgEvent::Kind k)
{
    switch (k) {
    case DmesgEvent::Kind::LinkUp:
        return QStringLiteral("link-up");
    case DmesgEvent::Kind::LinkDown:
        return QStringLiteral("link-down");
    case DmesgEvent::Kind::UnderVoltage:
        return QStringLiteral("under-voltage");
    case DmesgEvent::Kind::VoltageNormalised:
        return QStringLiteral("voltage-normalised");
    case DmesgEvent::Kind::UasAttached:
        return QStringLiteral("uas-attached");
    case DmesgEvent::Kind::UsbStorageAttached:
        return QStringLiteral("usb-storage-attached");
    case DmesgEvent::Kind::UasIgnored:
        return QStringLiteral("uas-ignored");
    case DmesgEvent::Kind::UasBlacklisted:
        return QStringLiteral("uas-blacklisted");
    case DmesgEvent::Kind::UsbQuirks:
        return QStringLiteral("usb-quirks");
    case DmesgEvent::Kind::UsbDeviceFound:
        return QStringLiteral("usb-device-found");
    case DmesgEvent::Kind::UsbReset:
        return QStringLiteral("usb-reset");
    case DmesgEvent::Kind::IoError:
        return QStringLiteral("io-error");
    case DmesgEvent::Kind::UasError:
        return QStringLiteral("uas-error");
    case DmesgEvent::Kind::ControllerDown:
        return QStringLiteral("controller-down");
    }
    return QString();
}

} // namespace

QJsonObject Facts::toJson() const
{
    QJsonObject o;
    const QString boardName = board.modelName.valueOr(board.model.valueOr(board.product.valueOr(QString())));
    o.insert(QStringLiteral("board"), boardName.isEmpty() ? QJsonValue() : QJsonValue(boardName));
    o.insert(QStringLiteral("board_info"), boardJson(board));

    const NetInterface *nic = primaryInterface();
    o.insert(QStringLiteral("nic"), nic ? QJsonValue(nicJson(*nic)) : QJsonValue());
    QJsonArray ifs;
    for (const NetInterface &n : interfaces)
        ifs.append(nicJson(n));
    o.insert(QStringLiteral("interfaces"), ifs);

    QJsonArray usbDevs;
    for (const UsbDevice &d : usb.devices)
        usbDevs.append(usbJson(d));
    o.insert(QStringLiteral("usb"), usbDevs);

    QJsonArray disks;
    for (const BlockDevice &d : storage.disks)
        disks.append(diskJson(storage, d));
    o.insert(QStringLiteral("storage"), disks);
    QJsonArray mounts;
    for (const Filesystem &f : storage.mounts)
        mounts.append(mountJson(f));
    o.insert(QStringLiteral("mounts"), mounts);
    QJsonArray crypt;
    for (const CryptDevice &c : storage.crypt) {
        Obj co;
        co.put(QStringLiteral("name"), c.name)
            .add(QStringLiteral("cipher"), c.cipher)
            .add(QStringLiteral("backing_device"), c.backingDevice);
        crypt.append(co.done());
    }
    o.insert(QStringLiteral("crypt"), crypt);
    QJsonArray volumes;
    for (const MultiDeviceVolume &v : storage.volumes)
        volumes.append(QJsonObject{{QStringLiteral("name"), v.name},
                                   {QStringLiteral("kind"), v.kind},
                                   {QStringLiteral("devices"), QJsonArray::fromStringList(v.devices)},
                                   {QStringLiteral("source"), v.source}});
    o.insert(QStringLiteral("volumes"), volumes);

    o.insert(QStringLiteral("throttled"), throttledJson(power));
    o.insert(QStringLiteral("system"), systemJson(system));

    QJsonArray exports;
    for (const NfsExport &e : nfsExports) {
        Obj eo;
        eo.put(QStringLiteral("path"), e.path)
            .put(QStringLiteral("clients"), e.clients)
            .put(QStringLiteral("options"), QJsonArray::fromStringList(e.options))
            .add(QStringLiteral("async"), e.async)
            .put(QStringLiteral("sync_by_default"), e.syncByDefault)
            .put(QStringLiteral("source"), e.source);
        exports.append(eo.done());
    }
    o.insert(QStringLiteral("nfs_exports"), exports);
    o.insert(QStringLiteral("samba"), sambaJson(samba));

    QJsonArray procs;
    for (const ProcessInfo &p : processes)
        procs.append(QJsonObject{
            {QStringLiteral("pid"), p.pid},
            {QStringLiteral("user"), p.user},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("command"), p.command},
            {QStringLiteral("cpu_percent"), p.cpuPercent < 0 ? QJsonValue() : QJsonValue(p.cpuPercent)},
            {QStringLiteral("source"), p.source}});
    o.insert(QStringLiteral("processes"), procs);

    QJsonArray events;
    for (const DmesgEvent &e : dmesg)
        events.append(QJsonObject{
            {QStringLiteral("kind"), kindName(e.kind)},
            {QStringLiteral("line"), e.line},
            {QStringLiteral("device"), e.device},
            {QStringLiteral("driver"), e.driver},
            {QStringLiteral("speed_mbps"), e.speedMbps < 0 ? QJsonValue() : QJsonValue(e.speedMbps)},
            {QStringLiteral("duplex"), e.duplex}});
    o.insert(QStringLiteral("dmesg"), events);
    o.insert(QStringLiteral("sections"), QJsonArray::fromStringList(sections));
    return o;
}
