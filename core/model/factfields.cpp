#include "core/model/factfields.h"

// The fact descriptor table. Adding a Fact<T> field: the member in facts.h, a row here and the
// builder that offers it (core/probe/factsbuilder_<area>.cpp); give it a tree key for a row of
// its own on the Facts page. Only a warning on that row is written in app/widgets/factstree*.
// Keys are part of the analyze JSON contract (docs/design.md); labels are shown to the user.
// Rows are in the Facts page's order; the JSON's key order is QJsonObject's (sorted), so it does
// not depend on it. Where a fact was read is the builder's to say: each offer names its section.
namespace {
using G = FactLabels::Group;
using F = FactFormat;
using B = BoardFacts;
using N = NetInterface;
using D = BlockDevice;
using U = UsbDevice;
using Y = SystemFacts;
using P = PowerFacts;
using T = ThrottleFlags;
using M = SambaFacts;

// Labels of the few plain (non-Fact) values the Facts page names: a file system, a process.
struct PlainLabel
{
    const char *key;
    const char *label;
};
constexpr PlainLabel kPlainLabels[] = {
    {"fstype", QT_TRANSLATE_NOOP("FactLabels", "File system")},
    {"mountpoint", QT_TRANSLATE_NOOP("FactLabels", "Mount point")},
    {"fuse", QT_TRANSLATE_NOOP("FactLabels", "User-space (FUSE) file system driver")},
    {"cpu_percent", QT_TRANSLATE_NOOP("FactLabels", "CPU use (% of one core)")},
};
} // namespace

namespace FactFields {

const QList<FactField<BoardFacts>> &board()
{
    static const QList<FactField<BoardFacts>> rows{
        // The Facts page's "Board" row shows model_name, else model, else product (factstree.cpp).
        {"model_name", &B::modelName, QT_TRANSLATE_NOOP("FactLabels", "Board"), G::Board, nullptr},
        {"raspberry_pi", &B::raspberryPi, QT_TRANSLATE_NOOP("FactLabels", "Raspberry Pi"), G::Board, nullptr,
         F::YesNo},
        {"model", &B::model, QT_TRANSLATE_NOOP("FactLabels", "Model"), G::Board, nullptr},
        {"revision_code", &B::revisionCode, QT_TRANSLATE_NOOP("FactLabels", "Revision code"), G::Board,
         "revisionCode", F::Plain,
         QT_TRANSLATE_NOOP(
             "FactLabels",
             "The revision code in /proc/cpuinfo encodes the model, memory size, SoC and maker.")},
        {"board_revision", &B::boardRevision, QT_TRANSLATE_NOOP("FactLabels", "Board revision"), G::Board,
         "boardRevision"},
        {"ram_mb", &B::ramMb, QT_TRANSLATE_NOOP("FactLabels", "Memory on the board"), G::Board, "ram",
         F::BoardRam},
        {"soc", &B::soc, QT_TRANSLATE_NOOP("FactLabels", "SoC"), G::Board, "soc"},
        {"manufacturer", &B::manufacturer, QT_TRANSLATE_NOOP("FactLabels", "Manufacturer"), G::Board,
         "manufacturer"},
        {"cpu_model", &B::cpuModel, QT_TRANSLATE_NOOP("FactLabels", "CPU"), G::Board, "cpu"},
        {"cpu_cores", &B::cpuCores, QT_TRANSLATE_NOOP("FactLabels", "CPU cores"), G::Board, "cores", F::Plain,
         QT_TRANSLATE_NOOP(
             "FactLabels",
             "smbd serves each client with one process, so one core's speed limits one client.")},
        {"cpu_has_aes", &B::cpuHasAes, QT_TRANSLATE_NOOP("FactLabels", "AES instructions"), G::Board, "aes",
         F::YesNo,
         QT_TRANSLATE_NOOP(
             "FactLabels",
             "Without the ARMv8 crypto instructions, SMB signing and encryption cost much CPU time.")},
        {"os_bits", &B::osBits, QT_TRANSLATE_NOOP("FactLabels", "Operating system"), G::Board, "osBits",
         F::OsBits},
        {"os", &B::osName, QT_TRANSLATE_NOOP("FactLabels", "Distribution"), G::Board, "os"},
        {"kernel_release", &B::kernelRelease, QT_TRANSLATE_NOOP("FactLabels", "Kernel"), G::Board, "kernel"},
        {"hostname", &B::hostname, QT_TRANSLATE_NOOP("FactLabels", "Host name"), G::Board, "hostname"},
        {"nic_kind", &B::nicKind, QT_TRANSLATE_NOOP("FactLabels", "Ethernet of the board"), G::Board,
         "nicKind", F::NicKind},
        {"built_in_nic_on_usb", &B::builtInNicOnUsb,
         QT_TRANSLATE_NOOP("FactLabels", "Built-in Ethernet on USB"), G::Board, "nicOnUsb", F::YesNo},
        {"usb3", &B::usb3, QT_TRANSLATE_NOOP("FactLabels", "USB 3 host"), G::Board, "usb3host", F::YesNo,
         QT_TRANSLATE_NOOP(
             "FactLabels",
             "A SuperSpeed root hub in lsusb -t, else what the board table says of this model.")},
        {"wifi_chip", &B::wifiChip, QT_TRANSLATE_NOOP("FactLabels", "Wi-Fi chip"), G::Board, "wifiChip"},
        {"wifi_on_usb", &B::wifiOnUsb, QT_TRANSLATE_NOOP("FactLabels", "Wi-Fi chip on USB"), G::Board,
         "wifiOnUsb", F::YesNo},
        {"pcie_lanes", &B::pcieLanes, QT_TRANSLATE_NOOP("FactLabels", "Free PCIe lanes"), G::Board,
         "pcieLanes"},
        {"carrier_decides", &B::carrierDecides,
         QT_TRANSLATE_NOOP("FactLabels", "Ports decided by the carrier board"), G::Board, "carrier", F::YesNo,
         QT_TRANSLATE_NOOP("FactLabels", "A Compute Module: the Ethernet jack, USB ports and PCIe slot are "
                                         "on the carrier board, so the outputs tell more than the model.")},
        {"board_evidence", &B::boardEvidence, QT_TRANSLATE_NOOP("FactLabels", "Board inferred from"),
         G::Board, "evidence"},
        {"type_code", &B::typeCode, nullptr, G::Board, nullptr},
        {"vendor", &B::vendor, nullptr, G::Board, nullptr},
        {"product", &B::product, nullptr, G::Board, nullptr},
        {"cpu_part", &B::cpuPart, nullptr, G::Board, nullptr},
        {"kernel_arch", &B::kernelArch, nullptr, G::Board, nullptr},
    };
    return rows;
}

const QList<FactField<PowerFacts>> &power()
{
    static const QList<FactField<PowerFacts>> rows{
        {"bits", &P::bits, QT_TRANSLATE_NOOP("FactLabels", "Throttle flags"), G::Power, "bits", F::Hex,
         QT_TRANSLATE_NOOP(
             "FactLabels",
             "The value of vcgencmd get_throttled: the low bits are the state now, bits 16 to 19 what has "
             "happened since boot.")},
        {"under_voltage_events", &P::underVoltageEvents,
         QT_TRANSLATE_NOOP("FactLabels", "Under-voltage warnings in the kernel log"), G::Power, nullptr},
    };
    return rows;
}

const QList<FactField<ThrottleFlags>> &throttleFlags()
{
    // The Facts page names each flag "now" and "since boot" (FactLabels::throttleNow/SinceBoot).
    static const QList<FactField<ThrottleFlags>> rows{
        {"under_voltage", &T::underVoltage, nullptr, G::Power, nullptr, F::YesNo},
        {"arm_frequency_capped", &T::armFrequencyCapped, nullptr, G::Power, nullptr, F::YesNo},
        {"throttled", &T::throttled, nullptr, G::Power, nullptr, F::YesNo},
        {"soft_temperature_limit", &T::softTemperatureLimit, nullptr, G::Power, nullptr, F::YesNo},
    };
    return rows;
}

const QList<FactField<SystemFacts>> &system()
{
    static const QList<FactField<SystemFacts>> rows{
        {"temperature_c", &Y::temperatureC, QT_TRANSLATE_NOOP("FactLabels", "SoC temperature"), G::System,
         "temperature", F::Temperature,
         QT_TRANSLATE_NOOP("FactLabels", "The Pi throttles its CPU from 80 °C.")},
        {"governor", &Y::governor, QT_TRANSLATE_NOOP("FactLabels", "CPU frequency governor"), G::System,
         "governor", F::Plain,
         QT_TRANSLATE_NOOP("FactLabels",
                           "How the kernel picks the CPU frequency. \"powersave\" keeps it at the minimum.")},
        {"max_freq_khz", &Y::maxFreqKHz, QT_TRANSLATE_NOOP("FactLabels", "Highest CPU frequency"), G::System,
         "maxFreq", F::KHzAsMHz},
        {"mem_total_kb", &Y::memTotalKb, QT_TRANSLATE_NOOP("FactLabels", "Memory"), G::System, "memory",
         F::Megabytes},
        {"load1", &Y::load1, QT_TRANSLATE_NOOP("FactLabels", "Load (1 minute)"), G::System, "load",
         F::TwoDecimals},
        {"cpufreq_driver", &Y::cpufreqDriver, nullptr, G::System, nullptr},
        {"cur_freq_khz", &Y::curFreqKHz, nullptr, G::System, nullptr},
        {"min_freq_khz", &Y::minFreqKHz, nullptr, G::System, nullptr},
        {"ondemand_io_is_busy", &Y::ondemandIoIsBusy, nullptr, G::System, nullptr},
        {"systemd_running", &Y::systemdRunning, nullptr, G::System, nullptr},
        {"cpufrequtils_installed", &Y::cpufrequtilsInstalled, nullptr, G::System, nullptr},
        {"mem_available_kb", &Y::memAvailableKb, nullptr, G::System, nullptr},
        {"load5", &Y::load5, nullptr, G::System, nullptr},
        {"load15", &Y::load15, nullptr, G::System, nullptr},
        {"cpu_idle_percent", &Y::cpuIdlePercent, nullptr, G::System, nullptr},
        {"cpu_iowait_percent", &Y::cpuIowaitPercent, nullptr, G::System, nullptr},
        {"cpu_softirq_percent", &Y::cpuSoftirqPercent, nullptr, G::System, nullptr},
    };
    return rows;
}

const QList<FactField<UsbDevice>> &usb()
{
    // The USB tree on the Facts page draws each device as one row (factstree_net.cpp).
    static const QList<FactField<UsbDevice>> rows{
        {"devnum", &U::devnum, nullptr, G::Usb, nullptr},
        {"speed_mbps", &U::speedMbps, nullptr, G::Usb, nullptr, F::UsbSpeed},
        {"vendor_id", &U::vendorId, nullptr, G::Usb, nullptr},
        {"product_id", &U::productId, nullptr, G::Usb, nullptr},
        {"manufacturer", &U::manufacturer, nullptr, G::Usb, nullptr},
        {"product", &U::product, nullptr, G::Usb, nullptr},
        {"class", &U::className, nullptr, G::Usb, nullptr},
        {"driver", &U::driver, nullptr, G::Usb, nullptr},
        {"ports", &U::ports, nullptr, G::Usb, nullptr},
    };
    return rows;
}

const QList<FactField<NetInterface>> &nic()
{
    static const QList<FactField<NetInterface>> rows{
        {"driver", &N::driver, QT_TRANSLATE_NOOP("FactLabels", "Driver"), G::Network, "driver", F::Plain,
         QT_TRANSLATE_NOOP(
             "FactLabels",
             "The kernel driver names the network chip: smsc95xx (Pi 1 to 3B, 100 Mbit/s on USB), lan78xx "
             "(3B+, gigabit on USB 2.0), bcmgenet (Pi 4) or macb (Pi 5).")},
        {"speed_mbps", &N::speedMbps, QT_TRANSLATE_NOOP("FactLabels", "Link speed"), G::Network, "speed",
         F::LinkSpeed,
         QT_TRANSLATE_NOOP("FactLabels", "The speed the link negotiated with the switch or router.")},
        {"duplex", &N::duplex, QT_TRANSLATE_NOOP("FactLabels", "Duplex"), G::Network, "duplex"},
        {"link", &N::link, QT_TRANSLATE_NOOP("FactLabels", "Link detected"), G::Network, "link", F::YesNo},
        {"on_usb", &N::onUsb, QT_TRANSLATE_NOOP("FactLabels", "Connected through USB"), G::Network, "onUsb",
         F::YesNo,
         QT_TRANSLATE_NOOP("FactLabels", "A network chip on USB shares the USB bus with USB disks.")},
        {"usb_speed_mbps", &N::usbSpeedMbps, QT_TRANSLATE_NOOP("FactLabels", "USB link"), G::Network,
         "usbSpeed", F::UsbSpeed},
        {"wireless", &N::wireless, QT_TRANSLATE_NOOP("FactLabels", "Wi-Fi"), G::Network, "wireless",
         F::YesNo},
        {"wifi_bitrate_mbps", &N::wifiBitrateMbps, QT_TRANSLATE_NOOP("FactLabels", "Wi-Fi bit rate"),
         G::Network, "wifiRate", F::RoundedLink},
        {"mtu", &N::mtu, QT_TRANSLATE_NOOP("FactLabels", "MTU"), G::Network, "mtu"},
        {"rx_errors", &N::rxErrors, QT_TRANSLATE_NOOP("FactLabels", "Receive errors"), G::Network,
         "rx_errors"},
        {"rx_dropped", &N::rxDropped, QT_TRANSLATE_NOOP("FactLabels", "Received packets dropped"), G::Network,
         "rx_dropped"},
        {"tx_errors", &N::txErrors, QT_TRANSLATE_NOOP("FactLabels", "Send errors"), G::Network, "tx_errors"},
        {"tx_dropped", &N::txDropped, QT_TRANSLATE_NOOP("FactLabels", "Sent packets dropped"), G::Network,
         "tx_dropped"},
        {"link_down_events", &N::linkDownEvents,
         QT_TRANSLATE_NOOP("FactLabels", "Link drops in the kernel log"), G::Network, "linkDown"},
        {"driver_errors", &N::driverErrors, nullptr, G::Network, nullptr},
        {"max_supported_mbps", &N::maxSupportedMbps,
         QT_TRANSLATE_NOOP("FactLabels", "Fastest supported link"), G::Network, nullptr},
        {"usb_path", &N::usbPath, nullptr, G::Network, nullptr},
        {"operstate", &N::operState, nullptr, G::Network, nullptr},
        {"mac", &N::macAddress, nullptr, G::Network, nullptr},
        {"rx_bytes", &N::rxBytes, nullptr, G::Network, nullptr},
        {"tx_bytes", &N::txBytes, nullptr, G::Network, nullptr},
        {"default_route", &N::defaultRoute, nullptr, G::Network, nullptr},
        {"wifi_frequency_mhz", &N::wifiFrequencyMhz, nullptr, G::Network, nullptr},
    };
    return rows;
}

const QList<FactField<BlockDevice>> &disk()
{
    static const QList<FactField<BlockDevice>> rows{
        {"vendor", &D::vendor, QT_TRANSLATE_NOOP("FactLabels", "Vendor"), G::Storage, "vendor"},
        {"transport", &D::transport, QT_TRANSLATE_NOOP("FactLabels", "Connection"), G::Storage, "transport"},
        {"rotational", &D::rotational, QT_TRANSLATE_NOOP("FactLabels", "Spinning disk"), G::Storage,
         "rotational", F::YesNo,
         QT_TRANSLATE_NOOP("FactLabels",
                           "A spinning hard disk writes about 100 to 200 MB/s at best; SSDs more.")},
        {"sd_card", &D::sdCard, QT_TRANSLATE_NOOP("FactLabels", "SD card"), G::Storage, "sd", F::YesNo},
        {"usb_speed_mbps", &D::usbSpeedMbps, QT_TRANSLATE_NOOP("FactLabels", "USB link"), G::Storage,
         "usbSpeed", F::UsbSpeed,
         QT_TRANSLATE_NOOP(
             "FactLabels",
             "A USB 2.0 link carries at most about 35 to 40 MB/s in practice; USB 3 several hundred MB/s.")},
        {"driver", &D::usbDriver, QT_TRANSLATE_NOOP("FactLabels", "Driver"), G::Storage, "usbDriver"},
        {"usb_path", &D::usbPath, nullptr, G::Storage, nullptr},
        {"model", &D::model, nullptr, G::Storage, nullptr},
        {"size_bytes", &D::sizeBytes, QT_TRANSLATE_NOOP("FactLabels", "Size"), G::Storage, nullptr},
        {"removable", &D::removable, nullptr, G::Storage, nullptr},
        {"kernel_errors", &D::kernelErrors, nullptr, G::Storage, nullptr},
        {"pcie_gts", &D::pcieGts, nullptr, G::Storage, nullptr},
        {"pcie_lanes", &D::pcieLanes, nullptr, G::Storage, nullptr},
        {"smart_health", &D::smartHealth, QT_TRANSLATE_NOOP("FactLabels", "Disk health (SMART)"), G::Storage,
         nullptr},
        {"reallocated_sectors", &D::reallocatedSectors,
         QT_TRANSLATE_NOOP("FactLabels", "Reallocated sectors"), G::Storage, nullptr},
        {"pending_sectors", &D::pendingSectors, QT_TRANSLATE_NOOP("FactLabels", "Unreadable sectors"),
         G::Storage, nullptr},
        {"udma_crc_errors", &D::udmaCrcErrors, QT_TRANSLATE_NOOP("FactLabels", "Transfer (CRC) errors"),
         G::Storage, nullptr},
        {"media_errors", &D::mediaErrors, QT_TRANSLATE_NOOP("FactLabels", "Media errors"), G::Storage,
         nullptr},
        {"critical_warning", &D::criticalWarning, nullptr, G::Storage, nullptr},
        {"thermal_throttle_events", &D::thermalThrottleEvents,
         QT_TRANSLATE_NOOP("FactLabels", "Thermal throttling events"), G::Storage, nullptr},
        {"smart_note", &D::smartNote, QT_TRANSLATE_NOOP("FactLabels", "Disk health not read"), G::Storage,
         nullptr},
    };
    return rows;
}

const QList<FactField<CryptDevice>> &crypt()
{
    static const QList<FactField<CryptDevice>> rows{
        {"cipher", &CryptDevice::cipher, nullptr, G::Storage, nullptr},
        {"backing_device", &CryptDevice::backingDevice, nullptr, G::Storage, nullptr},
    };
    return rows;
}

const QList<FactField<NfsExport>> &nfsExport()
{
    static const QList<FactField<NfsExport>> rows{
        {"async", &NfsExport::async, QT_TRANSLATE_NOOP("FactLabels", "Asynchronous writes (async)"),
         G::Services, nullptr, F::YesNo},
    };
    return rows;
}

const QList<FactField<SambaFacts>> &samba()
{
    static const QList<FactField<SambaFacts>> rows{
        {"configured", &M::configured, nullptr, G::Services, nullptr, F::YesNo},
        {"from_testparm", &M::fromTestparm, nullptr, G::Services, nullptr, F::YesNo},
        {"server_min_protocol", &M::serverMinProtocol,
         QT_TRANSLATE_NOOP("FactLabels", "Oldest SMB protocol allowed"), G::Services, "minProtocol"},
        {"server_max_protocol", &M::serverMaxProtocol,
         QT_TRANSLATE_NOOP("FactLabels", "Newest SMB protocol allowed"), G::Services, "maxProtocol"},
        {"server_signing", &M::serverSigning, QT_TRANSLATE_NOOP("FactLabels", "SMB signing"), G::Services,
         "signing", F::Plain,
         QT_TRANSLATE_NOOP("FactLabels", "Signing checks every packet; it costs CPU on a Pi.")},
        {"server_smb_encrypt", &M::serverSmbEncrypt, QT_TRANSLATE_NOOP("FactLabels", "SMB encryption"),
         G::Services, "encrypt"},
        {"aio_read_size", &M::aioReadSize,
         QT_TRANSLATE_NOOP("FactLabels", "Asynchronous reads (aio read size)"), G::Services, "aioRead"},
        {"aio_write_size", &M::aioWriteSize,
         QT_TRANSLATE_NOOP("FactLabels", "Asynchronous writes (aio write size)"), G::Services, "aioWrite"},
        {"use_sendfile", &M::useSendfile, QT_TRANSLATE_NOOP("FactLabels", "use sendfile"), G::Services,
         "sendfile"},
        {"socket_options", &M::socketOptions, QT_TRANSLATE_NOOP("FactLabels", "Socket options"), G::Services,
         "socketOptions", F::Plain,
         QT_TRANSLATE_NOOP("FactLabels", "Options smbd sets on each client's connection; a fixed buffer size "
                                         "(SO_RCVBUF, SO_SNDBUF) turns Linux's own buffer tuning off.")},
        {"sync_always", &M::syncAlways, nullptr, G::Services, nullptr},
        {"strict_sync", &M::strictSync, nullptr, G::Services, nullptr},
    };
    return rows;
}

namespace {
template <typename S> const char *labelIn(const QList<FactField<S>> &rows, const QString &key)
{
    for (const FactField<S> &f : rows)
        if (f.label && key == QLatin1String(f.key))
            return f.label;
    return nullptr;
}
} // namespace

QString label(const QString &jsonKey)
{
    const char *text = nullptr;
    for (const char *t :
         {labelIn(board(), jsonKey), labelIn(power(), jsonKey), labelIn(throttleFlags(), jsonKey),
          labelIn(system(), jsonKey), labelIn(usb(), jsonKey), labelIn(nic(), jsonKey),
          labelIn(disk(), jsonKey), labelIn(crypt(), jsonKey), labelIn(nfsExport(), jsonKey),
          labelIn(samba(), jsonKey)}) {
        if (t) {
            text = t;
            break;
        }
    }
    for (const PlainLabel &p : kPlainLabels)
        if (!text && jsonKey == QLatin1String(p.key))
            text = p.label;
    return text ? FactLabels::tr(text) : QString();
}

QString format(FactFormat f, const QString &v)
{
    return f == F::NicKind ? FactLabels::nicKind(v) : v;
}

QString format(FactFormat f, int v)
{
    switch (f) {
    case F::LinkSpeed:
        return FactLabels::linkSpeed(v);
    case F::OsBits:
        return FactLabels::osBits(v);
    case F::BoardRam:
        return FactLabels::tr("%1 MB").arg(v);
    case F::KHzAsMHz:
        return FactLabels::tr("%1 MHz").arg(v / 1000);
    default:
        return QString::number(v);
    }
}

QString format(FactFormat f, qint64 v)
{
    switch (f) {
    case F::Megabytes:
        return FactLabels::megabytes(v);
    case F::Hex:
        return QStringLiteral("0x%1").arg(v, 0, 16);
    default:
        return QString::number(v);
    }
}

QString format(FactFormat f, double v)
{
    switch (f) {
    case F::UsbSpeed:
        return FactLabels::usbSpeed(v);
    case F::RoundedLink:
        return FactLabels::linkSpeed(qRound(v));
    case F::Temperature:
        return FactLabels::temperature(v);
    case F::TwoDecimals:
        return QString::number(v, 'f', 2);
    default:
        return QString::number(v);
    }
}

QString format(FactFormat, bool v)
{
    return FactLabels::yesNo(v);
}

} // namespace FactFields
