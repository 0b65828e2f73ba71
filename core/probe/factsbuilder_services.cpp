#include "core/probe/dmesgparser.h"
#include "core/probe/exportsparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/nasprocesses.h"
#include "core/probe/numberfit.h"
#include "core/probe/probetext.h"
#include "core/probe/processparser.h"
#include "core/probe/smbconfparser.h"
#include "core/probe/systemparsers.h"
#include "core/probe/throttledparser.h"

namespace FactsBuild {

namespace {

void offerFlags(ThrottleFlags &flags, bool uv, bool cap, bool thr, bool soft, const QString &src)
{
    flags.underVoltage.offer(uv, src);
    flags.armFrequencyCapped.offer(cap, src);
    flags.throttled.offer(thr, src);
    flags.softTemperatureLimit.offer(soft, src);
}

void addExport(Facts &f, const ExportEntry &e, const QString &src)
{
    NfsExport *target = nullptr;
    for (NfsExport &x : f.nfsExports)
        if (x.path == e.path && x.clients == e.client)
            target = &x;
    if (!target) {
        NfsExport x;
        x.path = e.path;
        x.clients = e.client;
        x.source = src;
        f.nfsExports.append(x);
        target = &f.nfsExports.last();
    }
    for (const QString &o : e.options)
        if (!target->options.contains(o))
            target->options.append(o);
    if (e.options.contains(u"async"))
        target->async.offer(true, src);
    else if (e.options.contains(u"sync"))
        target->async.offer(false, src);
    else if (!target->async.isKnown()) {
        target->async.offer(false, src); // exports(5): sync is the default
        target->syncByDefault = true;
    }
}

QString smbValue(const SmbConf &c, std::initializer_list<const char16_t *> keys)
{
    for (const char16_t *k : keys) {
        const QString v = c.global.value(QString::fromUtf16(k));
        if (!v.isEmpty())
            return v;
    }
    return QString();
}

} // namespace

void power(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    if (const QString *s = text(t, ProbeSection::Throttled)) {
        if (const auto st = parseThrottled(*s)) {
            const QString src = sectionId(ProbeSection::Throttled);
            PowerFacts &p = f.power;
            p.bits.offer(qint64(st->bits), src);
            offerFlags(p.now, st->underVoltageNow(), st->armFrequencyCappedNow(), st->throttledNow(),
                       st->softTemperatureLimitNow(), src);
            offerFlags(p.sinceBoot, st->underVoltageSinceBoot(), st->armFrequencyCappedSinceBoot(),
                       st->throttledSinceBoot(), st->softTemperatureLimitSinceBoot(), src);
        }
        // People paste "vcgencmd measure_temp; vcgencmd get_throttled" together.
        f.system.temperatureC.offer(parseTemperature(*s), sectionId(ProbeSection::Throttled));
    }
    if (t.readable(ProbeSection::Dmesg)) {
        const TranscriptSection *s = t.section(ProbeSection::Dmesg);
        int events = 0;
        for (const DmesgRecord &r : in.dmesg)
            if (r.kind == DmesgRecord::Kind::UnderVoltage)
                ++events;
        if (events > 0) {
            f.power.sinceBoot.underVoltage.offer(true, sectionId(ProbeSection::Dmesg));
            f.power.underVoltageEvents.offer(events, sectionId(ProbeSection::Dmesg));
        } else if (s->complete && s->exitCode == 0) {
            f.power.underVoltageEvents.offer(0, sectionId(ProbeSection::Dmesg)); // the whole log, and none
        }
    }
}

void system(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    SystemFacts &sys = f.system;
    if (const QString *s = text(t, ProbeSection::Temp))
        sys.temperatureC.offer(parseTemperature(*s), sectionId(ProbeSection::Temp));
    if (const QString *s = text(t, ProbeSection::Cpufreq)) {
        const auto kv = parseKeyValueLines(*s);
        const QString src = sectionId(ProbeSection::Cpufreq);
        if (!kv.value(QStringLiteral("scaling_governor")).isEmpty())
            sys.governor.offer(kv.value(QStringLiteral("scaling_governor")), src);
        if (!kv.value(QStringLiteral("scaling_driver")).isEmpty())
            sys.cpufreqDriver.offer(kv.value(QStringLiteral("scaling_driver")), src);
        auto khz = [&](const char16_t *key) -> std::optional<int> {
            const auto v = ProbeText::integer(kv.value(QString::fromUtf16(key)));
            return v ? std::optional<int>(int(*v)) : std::nullopt;
        };
        sys.curFreqKHz.offer(khz(u"scaling_cur_freq"), src);
        sys.minFreqKHz.offer(khz(u"scaling_min_freq"), src);
        sys.maxFreqKHz.offer(khz(u"scaling_max_freq"), src);
        sys.maxFreqKHz.offer(khz(u"cpuinfo_max_freq"), src);
        const QString busy = kv.value(QStringLiteral("ondemand_io_is_busy"));
        if (busy == u"0" || busy == u"1")
            sys.ondemandIoIsBusy.offer(busy == u"1", src);
        for (const auto &[key, fact] : {std::pair{u"systemd", &sys.systemdRunning},
                                        std::pair{u"cpufrequtils", &sys.cpufrequtilsInstalled}}) {
            const QString v = kv.value(QString::fromUtf16(key));
            if (v == u"yes" || v == u"no")
                fact->offer(v == u"yes", src);
        }
    }
    if (const QString *s = text(t, ProbeSection::Meminfo)) {
        const MemInfo m = parseMeminfo(*s);
        sys.memTotalKb.offer(m.totalKb, sectionId(ProbeSection::Meminfo));
        sys.memAvailableKb.offer(m.availableKb, sectionId(ProbeSection::Meminfo));
    }
    if (const QString *s = text(t, ProbeSection::Loadavg)) {
        const LoadAverage l = parseLoadavg(*s);
        sys.load1.offer(l.load1, sectionId(ProbeSection::Loadavg));
        sys.load5.offer(l.load5, sectionId(ProbeSection::Loadavg));
        sys.load15.offer(l.load15, sectionId(ProbeSection::Loadavg));
    }
    if (const QString *s = text(t, ProbeSection::Cmdline)) {
        sys.usbStorageQuirks = parseUsbStorageQuirks(*s);
        sys.cmdlineSources = {sectionId(ProbeSection::Cmdline)};
    }
}

void services(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    if (const QString *s = text(t, ProbeSection::Processes)) {
        const QString src = sectionId(ProbeSection::Processes);
        const ProcessSnapshot snap = parseProcesses(*s);
        for (const ProcessRow &r : snap.rows) {
            if (!NasProcesses::isRelevant(r.name))
                continue;
            ProcessInfo p;
            p.pid = r.pid;
            p.user = r.user;
            p.name = r.name;
            p.command = r.command;
            p.cpuPercent = r.cpuPercent.value_or(-1);
            p.source = src;
            f.processes.append(p);
        }
        SystemFacts &sys = f.system;
        sys.load1.offer(snap.load1, src);
        sys.load5.offer(snap.load5, src);
        sys.load15.offer(snap.load15, src);
        sys.cpuIdlePercent.offer(snap.idlePercent, src);
        sys.cpuIowaitPercent.offer(snap.iowaitPercent, src);
        sys.cpuSoftirqPercent.offer(snap.softirqPercent, src);
        sys.memTotalKb.offer(snap.memTotalKb, src);
    }
    if (const QString *s = text(t, ProbeSection::Exports))
        for (const ExportEntry &e : parseExports(*s))
            addExport(f, e, sectionId(ProbeSection::Exports));
    if (const QString *s = text(t, ProbeSection::Exportfs))
        for (const ExportEntry &e : parseExports(*s))
            addExport(f, e, sectionId(ProbeSection::Exportfs));

    if (const QString *s = text(t, ProbeSection::SmbConf)) {
        const SmbConf c = parseSmbConf(*s);
        if (c.recognised) {
            const QString src = sectionId(ProbeSection::SmbConf);
            SambaFacts &sm = f.samba;
            sm.configured.offer(true, src);
            sm.fromTestparm.offer(c.fromTestparm, src);
            auto offer = [&](Fact<QString> &fact, std::initializer_list<const char16_t *> keys) {
                const QString v = smbValue(c, keys);
                if (!v.isEmpty())
                    fact.offer(v, src);
            };
            offer(sm.serverMinProtocol, {u"server min protocol", u"min protocol"});
            offer(sm.serverMaxProtocol, {u"server max protocol", u"max protocol", u"protocol"});
            offer(sm.serverSigning, {u"server signing"});
            offer(sm.serverSmbEncrypt, {u"server smb encrypt", u"smb encrypt"});
            offer(sm.aioReadSize, {u"aio read size"});
            offer(sm.aioWriteSize, {u"aio write size"});
            offer(sm.useSendfile, {u"use sendfile"});
            offer(sm.socketOptions, {u"socket options"});
            offer(sm.syncAlways, {u"sync always"});
            offer(sm.strictSync, {u"strict sync"});
            for (const SmbConfSection &sh : c.shares) {
                SambaShare share;
                share.name = sh.name;
                share.path = sh.values.value(QStringLiteral("path"));
                // The newer name first: Samba 4.14 renamed "smb encrypt" to "server smb encrypt".
                share.smbEncrypt = sh.values.value(QStringLiteral("server smb encrypt"),
                                                   sh.values.value(QStringLiteral("smb encrypt")));
                share.syncAlways = sh.values.value(QStringLiteral("sync always"));
                share.strictSync = sh.values.value(QStringLiteral("strict sync"));
                sm.shares.append(share);
            }
        }
    }
}

void dmesgEvents(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    if (!t.readable(ProbeSection::Dmesg))
        return;
    using K = DmesgRecord::Kind;
    using E = DmesgEvent::Kind;
    QList<DmesgEvent> events;
    for (const DmesgRecord &r : in.dmesg) {
        DmesgEvent e;
        switch (r.kind) {
        case K::LinkUp:
            e.kind = E::LinkUp;
            break;
        case K::LinkDown:
            e.kind = E::LinkDown;
            break;
        case K::UnderVoltage:
            e.kind = E::UnderVoltage;
            break;
        case K::VoltageNormalised:
            e.kind = E::VoltageNormalised;
            break;
        case K::UasAttached:
            e.kind = E::UasAttached;
            break;
        case K::UsbStorageAttached:
            e.kind = E::UsbStorageAttached;
            break;
        case K::UasIgnored:
            e.kind = E::UasIgnored;
            break;
        case K::UasBlacklisted:
            e.kind = E::UasBlacklisted;
            break;
        case K::UsbQuirks:
            e.kind = E::UsbQuirks;
            break;
        case K::UsbNewDevice:
            e.kind = E::UsbDeviceFound;
            break;
        case K::UsbReset:
            e.kind = E::UsbReset;
            break;
        case K::IoError:
            e.kind = E::IoError;
            break;
        case K::UasError:
            e.kind = E::UasError;
            break;
        case K::ControllerDown:
            e.kind = E::ControllerDown;
            break;
        case K::NicError:
            e.kind = E::NicError;
            break;
        case K::UsbError:
            e.kind = E::UsbError;
            break;
        default:
            continue;
        }
        e.line = r.line;
        e.device = r.interface.isEmpty() ? r.usbPath : r.interface;
        e.driver = r.driver;
        e.speedMbps = r.speedMbps ? ProbeText::fitting<int>(*r.speedMbps).value_or(-1) : -1;
        e.duplex = r.duplex;
        events.append(e);
    }
    // A long-running Pi can log thousands of flaps; the latest ones say most.
    constexpr qsizetype kMax = 200;
    if (events.size() > kMax)
        events = events.mid(events.size() - kMax);
    f.dmesg = events;
}

} // namespace FactsBuild
