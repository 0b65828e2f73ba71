#include "core/probe/kernelwords.h"

#include <QRegularExpression>

namespace {

using K = DmesgRecord::Kind;

// "1-1.1:1.0" (a USB interface) -> "1-1.1"; a platform device ("fd580000.ethernet") has none.
QString usbPathOfBus(const QString &bus)
{
    static const QRegularExpression usbBus(QStringLiteral("^(\\d+-[\\d.]+):\\d+\\.\\d+$"));
    const QRegularExpressionMatch m = usbBus.match(bus);
    return m.hasMatch() ? m.captured(1) : QString();
}

struct Compiled
{
    QRegularExpression re;
    const KernelWords *row;
};

const QList<Compiled> &compiled()
{
    static const QList<Compiled> list = [] {
        QList<Compiled> out;
        for (const KernelWords &w : kernelWordsTable())
            out.append({QRegularExpression(QString::fromUtf8(w.pattern),
                                           QRegularExpression::CaseInsensitiveOption),
                        &w});
        return out;
    }();
    return list;
}

} // namespace

// The rows, first match wins. A row's words are the driver's own format strings (its source file
// in Linux, named in docs/knowledge.md) as real logs print them (tests/fixtures).
const QList<KernelWords> &kernelWordsTable()
{
    static const QList<KernelWords> rows = {
        // --- NIC link state ----------------------------------------------------------------------
        // phylib / phylink (phy_print_status): every NIC with a PHY driver
        {"bcmgenet macb lan78xx smsc95xx asix r8169 (phylib)",
         R"(^(?<driver>\S+) (?<bus>\S+) (?<iface>\S+): Link is Up - (?<speed>\d+(?:\.\d+)?)\s*(?<unit>[MG])bps/(?<duplex>Full|Half))",
         K::LinkUp, nullptr},
        {"bcmgenet macb lan78xx smsc95xx asix r8169 (phylib)",
         R"(^(?<driver>\S+) (?<bus>\S+) (?<iface>\S+): Link is Down)", K::LinkDown, nullptr},
        // the mii library (mii_check_media) of older usbnet drivers
        {"smsc95xx asix dm9601 mcs7830 (mii)",
         R"(^(?<driver>\S+) (?<bus>\S+) (?<iface>\S+): link up, (?<speed>\d+)\s*Mbps, (?<duplex>full|half)-duplex)",
         K::LinkUp, nullptr},
        {"smsc95xx asix dm9601 mcs7830 (mii)", R"(^(?<driver>\S+) (?<bus>\S+) (?<iface>\S+): link down\b)",
         K::LinkDown, nullptr},
        {"r8152", R"(^(?<driver>r8152) (?<bus>\S+) (?<iface>\S+): carrier on)", K::LinkUp, nullptr},
        {"r8152", R"(^(?<driver>r8152) (?<bus>\S+) (?<iface>\S+): carrier off)", K::LinkDown, nullptr},
        {"ax88179_178a", R"(^(?<driver>ax88179_178a) (?<bus>\S+) (?<iface>\S+): ax88179 - Link status is: 1)",
         K::LinkUp, nullptr},
        {"ax88179_178a", R"(^(?<driver>ax88179_178a) (?<bus>\S+) (?<iface>\S+): ax88179 - Link status is: 0)",
         K::LinkDown, nullptr},
        {"cdc_ncm huawei_cdc_ncm",
         R"(^(?<driver>\w*cdc_ncm) (?<bus>\S+) (?<iface>\S+): network connection: connected)", K::LinkUp,
         nullptr},
        {"cdc_ncm huawei_cdc_ncm",
         R"(^(?<driver>\w*cdc_ncm) (?<bus>\S+) (?<iface>\S+): network connection: disconnected)", K::LinkDown,
         nullptr},
        {"cdc_ncm", R"(^(?<driver>\w*cdc_ncm) (?<bus>\S+) (?<iface>\S+): (?<speed>\d+) mbit/s downlink)",
         K::LinkUp, nullptr},
        // --- NIC errors and resets ------------------------------------------------------------------
        // the network core's transmit watchdog: the driver is reset (before 6.8, then since)
        {"any NIC (dev_watchdog)",
         R"(^NETDEV WATCHDOG: (?<iface>\S+) \((?<driver>[^)\s]+)\): transmit queue \d+ timed out)", K::NicError,
         nullptr},
        {"any NIC (dev_watchdog)",
         R"(^(?<driver>\S+) (?<bus>\S+) (?<iface>\S+): NETDEV WATCHDOG: (?:CPU: \d+: )?transmit queue \d+ timed out)",
         K::NicError, nullptr},
        {"r8152", R"(^(?<driver>r8152) (?<bus>\S+) (?<iface>\S+): (?:Tx timeout|[TR]x status -\d+|[gs]et_registers -\d+))",
         K::NicError, nullptr},
        {"cdc_ether cdc_ncm smsc95xx asix ax88179_178a lan78xx (usbnet)",
         R"(^(?<driver>\S+) (?<bus>\d+-[\d.]+:\d+\.\d+) (?<iface>\S+): kevent \d+ may have been dropped)",
         K::NicError, nullptr},
        {"smsc95xx lan78xx",
         R"(^(?<driver>smsc95xx|smsc75xx|lan78xx) (?<bus>\S+) (?<iface>\S+): Failed to (?:read|write) reg)",
         K::NicError, nullptr},
        {"macb (Pi 5 RP1)", R"(^(?<driver>macb) (?<bus>\S+) (?<iface>\S+): DMA bus error: HRESP not OK)",
         K::NicError, nullptr},
        {"brcmfmac", R"(^(?:brcmfmac|ieee80211 phy\d+): brcmf_\w+: .*(?:error|fail|timeout|err[:=] ?-\d+))",
         K::NicError, "brcmfmac"},
        // a usbnet NIC that left (unplugged, or its USB device reset)
        {"cdc_ether cdc_ncm smsc95xx asix ax88179_178a lan78xx r8152 (usbnet)",
         R"(^(?<driver>\S+) (?<bus>\d+-[\d.]+:\d+\.\d+) (?<iface>\S+): unregister ')", K::UsbDisconnect, nullptr},
        // --- USB ------------------------------------------------------------------------------------
        {"usbcore (any USB device)", R"(^usb (?<usb>\d+-[\d.]+): USB disconnect)", K::UsbDisconnect, nullptr},
        {"usbcore (any USB device)", R"(^usb (?<usb>\d+-[\d.]+): reset (?<usbspeed>.+?) USB device)", K::UsbReset,
         nullptr},
        {"usbcore (any USB device)",
         R"(^usb (?<usb>\d+-[\d.]+): (?:device descriptor read/\w+, error|device not accepting address|unable to enumerate USB device|can't set config|Not enough bandwidth))",
         K::UsbError, nullptr},
        {"usbcore (hub ports)",
         R"(^usb (?:usb\d+|\d+-[\d.]+)-port[\d.]+: (?:over-current|Cannot enable|disabled by hub|unable to enumerate|attempt power cycle))",
         K::UsbError, nullptr},
        {"xhci_hcd (Pi 4 VL805, Pi 5 RP1)",
         R"(^(?<driver>xhci[_-]hcd) \S+: (?:xHCI host controller not responding, assume dead|HC died; cleaning up|Host halt failed|Abort failed to stop command ring))",
         K::ControllerDown, nullptr},
        {"xhci_hcd (Pi 4 VL805, Pi 5 RP1)",
         R"(^(?<driver>xhci[_-]hcd) \S+: (?:Timeout while waiting for (?:setup|address) device command|xHCI host not responding to stop endpoint command|Error while assigning device slot ID|ERROR (?:Transfer event|unknown event)|WARN(?:ING)?:? .*(?:error|failed|halted)))",
         K::UsbError, nullptr},
        // --- storage --------------------------------------------------------------------------------
        {"nvme", R"(^(?<disk>nvme\d+n\d+): I/O Cmd\()", K::IoError, "nvme"},
        {"block layer, SCSI (usb-storage, uas, nvme, mmc)",
         R"(I/O error|critical (?:target|medium) error|Device offlined)", K::IoError, nullptr},
        {"sd (usb-storage, uas)",
         R"(^sd \d+:\d+:\d+:\d+: \[\w+\] (?:tag#\d+ )?FAILED Result: hostbyte=DID_(?:ERROR|TIME_OUT|ABORT|NO_CONNECT|BAD_TARGET|RESET))",
         K::IoError, nullptr},
        {"uas", R"(uas_(?:eh_(?:abort|device_reset|bus_reset)_handler|zap_pending))", K::UasError, "uas"},
        {"nvme",
         R"(^nvme nvme\d+: (?:Device not ready; aborting initialisation|Removing after probe failure|I/O \d+ (?:\([^)]*\) )?QID \d+ timeout, (?:aborting|reset controller)|Does your device have a faulty power saving mode enabled|controller is down))",
         K::ControllerDown, "nvme"},
        {"mmc (sdhci-iproc, bcm2835-sdhost, sdhci-brcmstb)",
         R"(^mmc\d+: (?:Timeout waiting for hardware interrupt|card never left busy state|Controller never released inhibit bit|Card stuck being busy|error -\d+ whilst initialising SD card|Got data interrupt|Got command interrupt))",
         K::IoError, "mmc"},
        {"mmc (mmcblk)", R"(^(?<disk>mmcblk\d+): error -\d+ (?:transferring data|sending (?:status|stop) command))",
         K::IoError, "mmc"},
        {"any host controller",
         R"(controller is down|not responding, assume dead|HC died)", K::ControllerDown, nullptr},
    };
    return rows;
}

std::optional<DmesgRecord> matchKernelWords(const QString &kernelText, int *row)
{
    if (row)
        *row = -1;
    const QList<Compiled> &rows = compiled();
    for (int i = 0; i < rows.size(); ++i) {
        const Compiled &c = rows.at(i);
        const QRegularExpressionMatch m = c.re.match(kernelText);
        if (!m.hasMatch())
            continue;
        if (row)
            *row = i;
        DmesgRecord r;
        r.kind = c.row->meaning;
        r.line = kernelText;
        r.driver = c.row->fixedDriver ? QString::fromUtf8(c.row->fixedDriver) : m.captured(u"driver");
        r.interface = m.captured(u"iface");
        r.usbPath = m.captured(u"usb");
        if (r.usbPath.isEmpty())
            r.usbPath = usbPathOfBus(m.captured(u"bus"));
        r.disk = m.captured(u"disk");
        if (const QString speed = m.captured(u"speed"); !speed.isEmpty()) {
            const double v = speed.toDouble();
            r.speedMbps = m.captured(u"unit").compare(u"G", Qt::CaseInsensitive) == 0 ? v * 1000 : v;
        } else if (const QString word = m.captured(u"usbspeed"); !word.isEmpty()) {
            r.speedMbps = usbSpeedMbps(word);
        }
        r.duplex = m.captured(u"duplex").toLower();
        return r;
    }
    return std::nullopt;
}

// The kernel's speed word of a USB device ("high-speed", "SuperSpeed Plus Gen 2x1") in Mbit/s.
std::optional<double> usbSpeedMbps(const QString &w)
{
    const QString l = w.toLower();
    if (l.startsWith(u"low"))
        return 1.5;
    if (l.startsWith(u"full"))
        return 12;
    if (l.startsWith(u"high"))
        return 480;
    if (l.contains(u"gen 2x2"))
        return 20000;
    if (l.contains(u"plus") || l.contains(u"gen 2"))
        return 10000;
    if (l.startsWith(u"super")) // SuperSpeed, Super-Speed
        return 5000;
    return std::nullopt;
}
