#include "core/model/factfields.h"
#include "core/model/facts.h"

#include <QJsonArray>

// Facts::toJson: the analyze JSON "facts" object. Unknown values are null; every object has a
// "sources" map from its keys to the sections that showed them.
namespace {

// Collects key -> sources while an object is filled.
class Obj
{
public:
    // Every field of the descriptor table: its key, its value (null when unknown), its sources.
    template <typename S> Obj &fields(const S &s, const QList<FactField<S>> &rows)
    {
        for (const FactField<S> &f : rows) {
            m_o.insert(f.jsonKey(), f.json(s));
            const QStringList sources = f.sources(s);
            if (!sources.isEmpty())
                m_sources.insert(f.jsonKey(), QJsonArray::fromStringList(sources));
        }
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
    o.fields(b, FactFields::board());
    return o.done();
}

QJsonObject nicJson(const NetInterface &n)
{
    Obj o;
    o.put(QStringLiteral("name"), n.name.isEmpty() ? QJsonValue() : QJsonValue(n.name))
        .fields(n, FactFields::nic());
    return o.done();
}

QJsonObject usbJson(const UsbDevice &d)
{
    Obj o;
    o.put(QStringLiteral("path"), d.path)
        .put(QStringLiteral("parent"), d.parentPath)
        .put(QStringLiteral("bus"), d.bus)
        .put(QStringLiteral("port"), d.port)
        .put(QStringLiteral("interface_drivers"), QJsonArray::fromStringList(d.interfaceDrivers))
        .put(QStringLiteral("hub"), d.isHub())
        .put(QStringLiteral("mass_storage"), d.isMassStorage())
        .put(QStringLiteral("network"), d.isNetwork())
        .fields(d, FactFields::usb());
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
        .fields(d, FactFields::disk());
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
    o.fields(f, FactFields::throttleFlags());
    return o.done();
}

QJsonObject throttledJson(const PowerFacts &p)
{
    Obj o;
    o.put(QStringLiteral("now"), flagNames(p.now))
        .put(QStringLiteral("since_boot"), flagNames(p.sinceBoot))
        .put(QStringLiteral("hex"),
             p.bits.isKnown() ? QJsonValue(QStringLiteral("0x%1").arg(p.bits.value(), 0, 16)) : QJsonValue())
        .put(QStringLiteral("now_flags"), flagsJson(p.now))
        .put(QStringLiteral("since_boot_flags"), flagsJson(p.sinceBoot))
        .fields(p, FactFields::power());
    return o.done();
}

QJsonObject systemJson(const SystemFacts &s)
{
    Obj o;
    o.fields(s, FactFields::system())
        .put(QStringLiteral("usb_storage_quirks"), QJsonArray::fromStringList(s.usbStorageQuirks));
    return o.done();
}

QJsonObject sambaJson(const SambaFacts &s)
{
    Obj o;
    o.fields(s, FactFields::samba());
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
    case DmesgEvent::Kind::NicError:
        return QStringLiteral("nic-error");
    case DmesgEvent::Kind::UsbError:
        return QStringLiteral("usb-error");
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
        co.put(QStringLiteral("name"), c.name).fields(c, FactFields::crypt());
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
            .fields(e, FactFields::nfsExport())
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
