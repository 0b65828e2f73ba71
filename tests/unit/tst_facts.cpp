// Facts from every real command output in tests/fixtures that the probe gathers: each row
// feeds one fixture to FactsBuilder as its section, and again unlabelled through the paste
// recogniser, and checks the facts that output shows.
#include "core/model/factfields.h"
#include "core/model/factlabels.h"
#include "core/model/facts.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/pasterecognizer.h"
#include "core/probe/transcript.h"
#include "probetestutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace ProbeTest;

class TestFacts : public QObject
{
    Q_OBJECT

    static QJsonObject factsOf(const QString &section, const QString &text)
    {
        Transcript t;
        t.addSection(TranscriptSection{section, text, 0, true});
        return FactsBuilder::build(t).toJson();
    }

    static void check(const QJsonObject &facts, const QStringList &expectations)
    {
        for (const QString &e : expectations) {
            const qsizetype sep = e.indexOf(QStringLiteral(" == "));
            QVERIFY2(sep > 0, qPrintable(e));
            const QString path = e.left(sep);
            const QString want = e.mid(sep + 4);
            const QString got = at(facts, path);
            if (got != want)
                QFAIL(
                    qPrintable(QStringLiteral("%1: got %2, expected %3\n%4")
                                   .arg(path, got, want,
                                        QString::fromUtf8(QJsonDocument(facts).toJson(QJsonDocument::Compact))
                                            .left(3000))));
        }
    }

    // Every "sources" entry anywhere in the facts JSON.
    static QSet<QString> sourcesIn(const QJsonValue &v)
    {
        QSet<QString> out;
        if (v.isArray()) {
            for (const QJsonValue &e : v.toArray())
                out.unite(sourcesIn(e));
        } else if (v.isObject()) {
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (it.key() == u"sources" && it.value().isArray())
                    for (const QJsonValue &s : it.value().toArray())
                        out.insert(s.toString());
                else
                    out.unite(sourcesIn(it.value()));
            }
        }
        return out;
    }

    // Outputs the probe does not gather (benchmarks, root-only files) or that the dd parser owns.
    static bool notGathered(const QString &name)
    {
        return name.startsWith(u"dd-") || name.contains(u"-dd-") || name.contains(u"hdparm") ||
               name.contains(u"mmc0-ios") || name.contains(u"iperf3") || name.startsWith(u"sampler-");
    }

private slots:
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QStringList>("expect");

        auto row = [](const char *file, const char *section, std::initializer_list<const char *> expect) {
            QStringList e;
            for (const char *x : expect)
                e.append(QString::fromUtf8(x));
            QTest::newRow(file) << QString::fromUtf8(file) << QString::fromUtf8(section) << e;
        };
        // USB trees
        row("pi1b-lsusb-t-smsc95xx.txt", "lsusb-t",
            {"nic.driver == smsc95xx", "nic.on_usb == true", "nic.usb_speed_mbps == 480",
             "nic.usb_path == 1-1.1", "usb[path=usb1].driver == dwc_otg", "usb[path=usb1].speed_mbps == 480",
             "usb[path=1-1].hub == true", "usb[path=1-1].ports == 3", "usb[path=1-1.1].network == true",
             "usb# == 3", "storage# == 0"});
        row("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt", "lsusb-t",
            {"nic.driver == smsc95xx", "nic.on_usb == true", "nic.usb_speed_mbps == 480",
             "usb[path=1-1.5].driver == usb-storage", "usb[path=1-1.5].speed_mbps == 480",
             "usb[path=1-1.5].mass_storage == true", "usb[path=1-1].ports == 5", "storage# == 1",
             "storage[0].driver == usb-storage", "storage[0].usb_speed_mbps == 480",
             "storage[0].device == null", "storage[0].usb_path == 1-1.5"});
        row("pi4-lsusb-t-uas-vl805.txt", "lsusb-t",
            {"usb[path=2-1].driver == uas", "usb[path=2-1].speed_mbps == 5000",
             "usb[path=usb2].speed_mbps == 5000", "usb[path=usb2].driver == xhci_hcd",
             "usb[path=usb1].speed_mbps == 480", "usb[path=1-1].ports == 4",
             "usb[path=1-1.3].driver == usbhid", "usb[path=1-1.3].speed_mbps == 1.5",
             "usb[path=1-1.3].interface_drivers == [\"usbhid\"]", "usb# == 6", "storage[0].driver == uas",
             "storage[0].usb_speed_mbps == 5000", "nic == null"});
        row("pi5-lsusb-t-empty.txt", "lsusb-t",
            {"usb# == 4", "usb[0].path == usb1", "usb[0].driver == xhci-hcd", "usb[0].speed_mbps == 480",
             "usb[path=usb2].speed_mbps == 5000", "usb[path=usb4].ports == 1", "storage# == 0"});
        row("pi4-lsusb-asmedia-vl805.txt", "lsusb",
            {"usb[vendor_id=174c].product_id == 55aa", "usb[vendor_id=174c].bus == 2",
             "usb[vendor_id=2109].product == VIA Labs, Inc. Hub", "usb[path=usb2].speed_mbps == 5000",
             "usb[path=usb1].speed_mbps == 480", "usb[vendor_id=0000].product_id == 3825"});
        row("pi5-lsusb-asmedia-sandisk.txt", "lsusb",
            {"usb[vendor_id=0781].product == SanDisk Corp. Ultra Fit", "usb[vendor_id=0781].bus == 4",
             "usb[path=usb4].speed_mbps == 5000", "usb[path=usb3].speed_mbps == 480", "usb# == 6"});
        row("pi5-lsusb.txt", "lsusb",
            {"usb# == 4", "usb[path=usb3].speed_mbps == 480", "usb[path=usb4].speed_mbps == 5000"});
        // Network
        row("pi3b-ethtool-eth0-smsc95xx-nolink.txt", "ethtool-eth0",
            {"nic.name == eth0", "nic.speed_mbps == null", "nic.duplex == null", "nic.link == false",
             "nic.max_supported_mbps == 100", "nic.sources.link == [\"ethtool-eth0\"]"});
        row("pi3b-dmesg-smsc95xx-link-up-100.txt", "dmesg",
            {"nic.name == eth0", "nic.driver == smsc95xx", "nic.speed_mbps == 100", "nic.duplex == full",
             "nic.on_usb == true", "nic.usb_path == 1-1.1", "nic.sources.speed_mbps == [\"dmesg\"]"});
        row("pi5-dmesg-macb-100mbps-flap.txt", "dmesg",
            {"nic.driver == macb", "nic.speed_mbps == 100", "nic.duplex == full", "nic.on_usb == false",
             "nic.link_down_events == 1", "dmesg[1].kind == link-down"});
        row("pi5-dmesg-macb-link-flap-eee.txt", "dmesg",
            {"nic.driver == macb", "nic.speed_mbps == 1000", "nic.on_usb == false",
             "nic.link_down_events == 6", "dmesg# == 12"});
        row("rpi-proc-net-dev-eth0-rxdrop.txt", "net-dev",
            {"nic.name == eth0", "nic.rx_dropped == 15408", "nic.rx_bytes == 138076103",
             "nic.tx_bytes == 13329944", "nic.rx_errors == 0", "interfaces# == 1"});
        row("pi3b-ifconfig-eth0-rx-dropped.txt", "ifconfig",
            {"nic.name == eth0", "nic.rx_dropped == 15336", "nic.mtu == 1500", "nic.rx_bytes == 38165404",
             "nic.tx_errors == 0", "nic.mac == b8:27:eb:xx:xx:xx"});
        // dmesg: power, USB attach
        row("pi-smsc95xx-dmesg-under-voltage.txt", "dmesg",
            {"nic.driver == smsc95xx", "nic.speed_mbps == 100", "throttled.since_boot == [\"under-voltage\"]",
             "throttled.under_voltage_events == 3", "throttled.bits == null", "throttled.now == []"});
        row("pi4-dmesg-hwmon-undervoltage.txt", "dmesg",
            {"throttled.since_boot == [\"under-voltage\"]", "throttled.under_voltage_events == 4",
             "dmesg[0].kind == under-voltage", "dmesg[1].kind == voltage-normalised"});
        row("pi1-dmesg-smsc95xx-100mbps-usb-storage-seagate.txt", "dmesg",
            {"nic.driver == smsc95xx", "nic.speed_mbps == 100", "nic.on_usb == true", "nic.usb_path == 1-1.1",
             "usb[path=1-1.2].driver == usb-storage", "usb[path=1-1.2].speed_mbps == 480",
             "usb[path=1-1.2].vendor_id == 0bc2", "usb[path=1-1.2].product == Expansion Desk",
             "usb[path=1-1.2].manufacturer == Seagate", "storage[0].driver == usb-storage",
             "storage[0].usb_speed_mbps == 480"});
        row("pi4-dmesg-uas-attach-jms561.txt", "dmesg",
            {"usb[path=2-2].driver == uas", "usb[path=2-2].speed_mbps == 5000",
             "usb[path=2-2].vendor_id == 152d", "usb[path=2-2].product_id == 0561",
             "usb[path=1-1].speed_mbps == 480", "usb[path=1-1].vendor_id == 2109", "storage[0].driver == uas",
             "storage[0].usb_speed_mbps == 5000", "dmesg[kind=uas-attached].device == 2-2"});
        // Board
        row("pi1b-cpuinfo-000d.txt", "cpuinfo",
            {"board == Raspberry Pi Model B", "board_info.type_code == 1", "board_info.ram_mb == 512",
             "board_info.soc == BCM2835", "board_info.manufacturer == Egoman",
             "board_info.revision_code == 000d", "board_info.board_revision == 2.0",
             "board_info.cpu_model == ARM1176", "board_info.cpu_cores == 1", "board_info.os_bits == 32",
             "board_info.raspberry_pi == true"});
        row("pi3b-cpuinfo-a02082-armv7.txt", "cpuinfo",
            {"board == Raspberry Pi 3 Model B", "board_info.type_code == 8", "board_info.ram_mb == 1024",
             "board_info.soc == BCM2837", "board_info.manufacturer == Sony UK",
             "board_info.board_revision == 1.2", "board_info.cpu_model == Cortex-A53",
             "board_info.cpu_cores == 4", "board_info.os_bits == 32", "board_info.cpu_has_aes == false",
             "board_info.sources.type_code == [\"cpuinfo\"]"});
        row("pi4-cpuinfo-c03112-armv7l.txt", "cpuinfo",
            {"board == Raspberry Pi 4 Model B", "board_info.type_code == 17", "board_info.ram_mb == 4096",
             "board_info.soc == BCM2711", "board_info.manufacturer == Sony UK",
             "board_info.board_revision == 1.2", "board_info.cpu_model == Cortex-A72",
             "board_info.cpu_cores == 4"});
        // Boards from the board table and from indirect evidence (issue #38)
        row("pi3b-cpuinfo-a02082-aarch64-hardware-bcm2835.txt", "cpuinfo",
            {"board == Raspberry Pi 3 Model B", "board_info.soc == BCM2837", "board_info.nic_kind == usb-100m-shared",
             "board_info.sources.nic_kind == [\"board-table\"]", "board_info.usb3 == false"});
        row("pi3bplus-cpuinfo-a020d3-aarch64-hardware-bcm2835.txt", "cpuinfo",
            {"board == Raspberry Pi 3 Model B Plus", "board_info.soc == BCM2837", "board_info.nic_kind == usb-1g-on-usb2"});
        row("cm4-cpuinfo-d03141-aarch64.txt", "cpuinfo",
            {"board == Raspberry Pi Compute Module 4", "board_info.ram_mb == 8192", "board_info.carrier_decides == true",
             "board_info.usb3 == null"});
        row("pi4-cpuinfo-d03115-aarch64-no-hardware.txt", "cpuinfo",
            {"board == Raspberry Pi 4 Model B", "board_info.ram_mb == 8192", "board_info.usb3 == true",
             "board_info.built_in_nic_on_usb == false"});
        row("pi400-dmesg-brcm-pcie-vl805.txt", "dmesg",
            {"board_info.soc == BCM2711", "board_info.usb3 == true", "board_info.model_name == null"});
        row("pi5-dmesg-rp1-on-pcie-1000120000.txt", "dmesg",
            {"board_info.soc == BCM2712", "board_info.nic_kind == rp1-1g", "board_info.model_name == null"});
        row("cm4-dmesg-pcie-nvme-1987-5013-on-fd500000.txt", "dmesg",
            {"board == Raspberry Pi Compute Module 4", "board_info.sources.model_name == [\"kernel-pcie-device\"]"});
        row("pi4-openwrt-dmesg-brcmfmac43455-r8152-superspeed.txt", "dmesg",
            {"board_info.wifi_chip == BCM4345/6", "board_info.wifi_on_usb == false", "board_info.soc == BCM2711",
             "board_info.model_name == null", "usb[path=2-1].speed_mbps == 5000"});
        row("pi4-dmesg-grep-mac-brcmfmac43455-nvram-4-model-b.txt", "dmesg",
            {"board == Raspberry Pi 4 Model B", "board_info.sources.model_name == [\"kernel-wifi-firmware\"]"});
        row("pi3b-dmesg-dwc-otg-3f980000.txt", "dmesg", {"board_info.usb3 == false", "board_info.soc == null"});
        row("visionfive-dmesg-T-brcmfmac43430-sdio-NOT-PI.txt", "dmesg",
            {"board_info.wifi_chip == BCM43430/1", "board_info.raspberry_pi == null", "board_info.model_name == null"});
        row("pi4-lsusb-t-usb-storage-480m-usb2-hub.txt", "lsusb-t",
            {"board_info.usb3 == true", "storage[0].driver == usb-storage", "storage[0].usb_speed_mbps == 480",
             "usb[path=1-1.2].hub == true"});
        row("pi4-lsusb-t-dwc-otg-overlay-usb2-hubs.txt", "lsusb-t",
            {"board_info.usb3 == true", "usb[path=usb3].driver == dwc_otg", "storage# == 0"});
        row("pc-lsusb-t-usbutils-017-uas-480m-10000m-NOT-PI.txt", "lsusb-t",
            {"board_info.usb3 == true", "usb[path=usb2].speed_mbps == 10000", "usb[path=3-2].driver == uas",
             "storage[0].usb_speed_mbps == 480"});
        row("odroid-xu4-lsusb-t-r8152-uas-480m-NOT-PI.txt", "lsusb-t",
            {"board_info.usb3 == true", "nic.driver == r8152", "nic.usb_speed_mbps == 480",
             "storage[0].usb_speed_mbps == 480"});
        // Power
        row("pi3b-vcgencmd-get-throttled-0x0.txt", "throttled",
            {"throttled.bits == 0", "throttled.now == []", "throttled.since_boot == []",
             "throttled.now_flags.under_voltage == false"});
        row("pi3b-vcgencmd-get-throttled-0x50000.txt", "throttled",
            {"throttled.bits == 327680", "throttled.hex == 0x50000", "throttled.now == []",
             "throttled.since_boot == [\"under-voltage\",\"throttled\"]", "system.temperature_c == 39.2"});
        row("pi3b-vcgencmd-get-throttled-0x50005.txt", "throttled",
            {"throttled.bits == 327685", "throttled.now == [\"under-voltage\",\"throttled\"]",
             "throttled.since_boot == [\"under-voltage\",\"throttled\"]",
             "throttled.now_flags.arm_frequency_capped == false",
             "throttled.now_flags.soft_temperature_limit == false", "system.temperature_c == 38.6"});
        // Storage
        row("pi5-lsblk-ntfs-usb3-disks.txt", "lsblk",
            {"storage# == 8", "storage[device=sda].size_bytes == 4947802324992",
             "storage[device=sdb].partitions == [\"sdb1\",\"sdb2\"]",
             "storage[device=mmcblk0].sd_card == true", "storage[device=mmcblk0].fstype == vfat",
             "storage[device=mmcblk0].mountpoint == /boot/firmware",
             "storage[device=sdd].partitions == [\"sdd1\"]", "mounts# == 1"});
        row("pi5-mount-ntfs-3g-fuseblk-usb3.txt", "mounts",
            {"mounts# == 3", "mounts[0].device == /dev/sda2", "mounts[0].fstype == fuseblk",
             "mounts[0].fuse == true", "mounts[0].mountpoint == /srv/usb3disk1",
             "mounts[2].device == /dev/sdf1", "storage[device=sda].fstype == fuseblk",
             "storage[device=sda].fuse == true", "storage# == 3"});
        row("rpi-fstab-ntfs-usb-line.txt", "fstab",
            {"mounts[0].declared_fstype == ntfs", "mounts[0].mountpoint == /mnt/nfs",
             "mounts[0].sources == [\"fstab\"]"});
        // Services
        row("rpi-etc-exports-async-ntfs-usb.txt", "exports",
            {"nfs_exports# == 1", "nfs_exports[0].path == /mnt/nfs", "nfs_exports[0].clients == *",
             "nfs_exports[0].async == true", "nfs_exports[0].sync_by_default == false"});
        row("libreelec-testparm-samba416-NOT-PI.txt", "smb-conf",
            {"samba.configured == true", "samba.from_testparm == true", "samba.server_min_protocol == SMB3",
             "samba.server_max_protocol == null", "samba.aio_read_size == 16384",
             "samba.aio_write_size == 16384", "samba.use_sendfile == Yes", "samba.shares[0].name == Update",
             "samba.shares[1].path == /storage/videos", "samba.shares# == 3"});
        row("pi5-smb-conf-global-excerpt.txt", "smb-conf",
            {"samba.configured == true", "samba.from_testparm == false",
             "samba.socket_options == IPTOS_LOWDELAY TCP_NODELAY SO_KEEPALIVE",
             "samba.server_min_protocol == null"});
        row("pi5-smb-conf-share-excerpt.txt", "smb-conf",
            {"samba.shares[0].name == media", "samba.shares[0].path == /srv/media"});
        row("rpi-smb-conf-media-share-zh.txt", "smb-conf",
            {"samba.socket_options == TCP_NODELAY", "samba.shares[1].name == media",
             "samba.shares[1].path == /media/PI"});
        row("rpi-top-softirq-hang.txt", "processes",
            {"system.load1 == 4", "system.load15 == 2.23", "system.cpu_softirq_percent == 23.3",
             "system.cpu_idle_percent == 75.2", "system.mem_total_kb == 886476", "processes# == 0"});
        row("rpi-xbian-top-comma-decimals.txt", "processes",
            {"system.load1 == 8.05", "system.load15 == 6.85", "system.cpu_idle_percent == 98.7",
             "system.mem_total_kb == 366012"});
        // Boards from boot logs and cpuinfo (issue #16)
        row("pi2-bootlog-of-fdt-machine-model.txt", "dmesg",
            {"board == Raspberry Pi 2 Model B", "board_info.model == Raspberry Pi 2 Model B Rev 1.1",
             "board_info.raspberry_pi == true", "board_info.kernel_release == 4.9.35-v7+",
             "board_info.sources.model == [\"dmesg\"]"});
        row("pi1bplus-bootlog-machine-model.txt", "dmesg",
            {"board == Raspberry Pi Model B Plus", "board_info.model == Raspberry Pi Model B+", "board_info.raspberry_pi == true",
             "board_info.kernel_release == 3.18.5+"});
        row("radxa-orion-o6-bootlog-NOT-PI.txt", "dmesg",
            {"board == Radxa Orion O6", "board_info.raspberry_pi == false",
             "board_info.kernel_release == 6.18.18-gentoo-sky1"});
        row("nanopi-neo2-cpuinfo-NOT-PI.txt", "cpuinfo",
            {"board == Allwinnersun50iw2Family", "board_info.raspberry_pi == false",
             "board_info.cpu_has_aes == true", "board_info.cpu_cores == 4", "board_info.cpu_model == Cortex-A53"});
        row("sun4i-cpuinfo-NOT-PI.txt", "cpuinfo",
            {"board == sun4i", "board_info.raspberry_pi == false", "board_info.cpu_has_aes == false"});
        // Kernel-log errors
        row("pi4-dmesg-uas-abort-critical-target-error.txt", "dmesg",
            {"dmesg[0].kind == io-error", "dmesg[2].kind == uas-error", "dmesg[3].kind == uas-error",
             "dmesg# == 4"});
        row("pi5-dmesg-nvme-controller-down.txt", "dmesg",
            {"dmesg[1].kind == controller-down", "nic.driver == macb", "nic.speed_mbps == 1000"});
        row("pi-dmesg-buffer-io-error-ext4.txt", "dmesg", {"dmesg[0].kind == io-error", "dmesg# == 3"});
        // Issue #30: kernel logs as syslog, the journal, logread and relative stamps; disks from
        // their kernel lines; NVMe probe failures; lspci links; the board a USB tree shows.
        row("pi4-syslog-raspberrypi-kernel-machine-model.txt", "dmesg",
            {"board == Raspberry Pi 4 Model B", "board_info.kernel_release == 4.19.75-v7l+"});
        row("pi4-openwrt-logread-bcmgenet-link-down.txt", "dmesg",
            {"nic.name == eth0", "nic.driver == bcmgenet", "nic.on_usb == false"});
        row("pi4-dmesg-bcmgenet-link-flap.txt", "dmesg",
            {"nic.driver == bcmgenet", "nic.speed_mbps == 1000", "nic.duplex == full"});
        row("pi5-journal-uas-abort-reset-superspeed.txt", "dmesg",
            {"storage# == 1", "storage[0].device == sdb", "storage[0].driver == uas",
             "storage[0].usb_speed_mbps == 5000", "storage[0].usb_path == 2-1.2", "storage[0].kernel_errors == 5"});
        row("rpi-dmesg-relative-uas-jmicron-disk.txt", "dmesg",
            {"storage# == 1", "storage[0].device == sda", "storage[0].driver == uas",
             "storage[0].usb_speed_mbps == 5000", "storage[0].size_bytes == 1000204886016",
             "storage[0].kernel_errors == 0"});
        row("cm4-dmesg-nvme-not-ready-probe-failure.txt", "dmesg",
            {"dmesg[0].kind == controller-down", "dmesg[1].kind == controller-down", "dmesg# == 2"});
        row("rpi-lspci-vv-nvme-endpoint-gen2-x1-downgraded.txt", "lspci", {"storage# == 0"});
        row("visionfive2-lspci-vv-nvme-xg6-NOT-PI.txt", "lspci", {"storage# == 0"});
        row("pi3bplus-lsusb-t-lan78xx.txt", "lsusb-t",
            {"board == Raspberry Pi 3 Model B Plus", "nic.driver == lan78xx", "nic.usb_speed_mbps == 480",
             "board_info.raspberry_pi == true"});
        row("dietpi-rpi-proc-mounts-dev-root.txt", "mounts", {"storage# == 0"});
        // Wi-Fi
        row("pi3-iwconfig-wlan0-54mbps.txt", "wifi",
            {"nic.wireless == true", "nic.wifi_bitrate_mbps == 54", "nic.wifi_frequency_mhz == 2447",
             "nic.link == true"});
        row("pi2-iwconfig-edimax-72mbps.txt", "wifi",
            {"nic.wireless == true", "nic.wifi_bitrate_mbps == 72.2", "nic.link == true"});
        row("iw-dev-link-vht-5ghz-NOT-PI.txt", "wifi",
            {"nic.name == wlp0s20f3", "nic.wifi_bitrate_mbps == 866.7", "nic.wifi_frequency_mhz == 5280"});
        // NVMe, encryption, Samba settings
        row("pi5-lsblk-f-nvme-root.txt", "lsblk",
            {"storage[device=nvme0n1].partitions == [\"nvme0n1p1\",\"nvme0n1p2\"]",
             "mounts[mountpoint=/var/hdd.log].device == /dev/nvme0n1p2"});
        row("cryptsetup-status-luks2-NOT-PI.txt", "cryptsetup",
            {"crypt# == 1", "crypt[0].cipher == aes-xts-plain64", "crypt[0].backing_device == vda5"});
        row("cryptsetup-status-luks1-NOT-PI.txt", "cryptsetup",
            {"crypt[0].name == cryptgrp-home", "crypt[0].cipher == aes-cbc-essiv:sha256"});
        row("smb-conf-server-smb-encrypt-required.txt", "smb-conf",
            {"samba.server_smb_encrypt == required", "samba.server_signing == mandatory",
             "samba.server_min_protocol == SMB3"});
        row("smb-conf-min-protocol-nt1.txt", "smb-conf",
            {"samba.server_min_protocol == NT1", "samba.server_max_protocol == null"});
        // Per-share encryption, RAID and btrfs (issue #16 leftovers)
        row("smb-conf-share-encrypt-required-and-desired.txt", "smb-conf",
            {"samba.server_smb_encrypt == null", "samba.shares[0].name == home",
             "samba.shares[0].smb_encrypt == required", "samba.shares[1].smb_encrypt == desired"});
        row("samba-selftest-share-encrypt-NOT-PI.txt", "smb-conf",
            {"samba.server_smb_encrypt == null", "samba.shares# == 6", "samba.shares[0].smb_encrypt == null",
             "samba.shares[2].name == tmpenc", "samba.shares[2].smb_encrypt == required",
             "samba.shares[4].smb_encrypt == desired", "samba.shares[5].smb_encrypt == off"});
        row("mdstat-raid0-over-two-raid1-NOT-PI.txt", "mdstat",
            {"volumes# == 3", "volumes[0].name == md2", "volumes[0].kind == raid0",
             "volumes[0].devices == [\"md0\",\"md1\"]", "volumes[2].devices == [\"sdb1\",\"sdc1\"]"});
        row("mdstat-raid1-check-resync-delayed-NOT-PI.txt", "mdstat",
            {"volumes# == 3", "volumes[1].name == md2", "volumes[1].kind == raid1",
             "volumes[1].devices == [\"sdb3\",\"sda3\"]", "volumes[2].source == mdstat"});
        row("btrfs-fi-show-degraded-raid1-usb-stick.txt", "btrfs",
            {"volumes# == 1", "volumes[0].name == 3e55fdcf-d219-46a7-b8ce-400b38c35293",
             "volumes[0].kind == btrfs", "volumes[0].devices == [\"sdb2\"]"});
        row("btrfs-fi-show-raid1-two-loop-devices-LOCAL.txt", "btrfs",
            {"volumes# == 1", "volumes[0].name == pool", "volumes[0].devices == [\"loop2\",\"loop3\"]",
             "volumes[0].source == btrfs"});
        row("seed-pi3b-top-during-nfs-write.txt", "processes",
            {"processes[0].name == nfsd", "processes[0].cpu_percent == 17.6",
             "system.cpu_iowait_percent == 0.2", "system.load1 == 0.88", "system.mem_total_kb == 949448"});
        // Issue #38 part B: every driver's words (kernelwords.cpp), listing shapes, disk health
        row("pi4-openwrt-dmesg-ax88179-link-status.txt", "dmesg",
            {"interfaces[name=eth1].driver == ax88179_178a", "interfaces[name=eth1].on_usb == true",
             "interfaces[name=eth1].usb_path == 2-1", "interfaces[name=eth1].link_down_events == 0",
             "interfaces[name=eth0].driver == bcmgenet", "interfaces[name=eth0].on_usb == false",
             "interfaces[name=eth0].link_down_events == 3", "usb[path=2-1].driver == ax88179_178a",
             "usb[path=2-1].speed_mbps == 5000"});
        row("pi-syslog-netdev-watchdog-ax88179.txt", "dmesg",
            {"dmesg# == 1", "dmesg[0].kind == nic-error", "dmesg[0].device == eth1",
             "dmesg[0].driver == ax88179_178a", "interfaces[name=eth1].driver == ax88179_178a",
             "interfaces[name=eth1].driver_errors == 1"});
        row("pi4-openwrt-dmesg-netdev-watchdog-bcmgenet.txt", "dmesg",
            {"dmesg# == 1", "dmesg[0].kind == nic-error", "nic.name == eth0", "nic.driver == bcmgenet",
             "nic.driver_errors == 1"});
        row("pi4-journal-bcmgenet-netdev-watchdog-cpu.txt", "dmesg",
            {"dmesg# == 1", "dmesg[0].kind == nic-error", "nic.driver == bcmgenet", "nic.driver_errors == 1",
             "nic.on_usb == false"});
        row("pi4-syslog-iso-r8152-netdev-watchdog.txt", "dmesg",
            {"dmesg# == 1", "dmesg[0].kind == nic-error", "nic.name == eth1", "nic.driver == r8152",
             "nic.driver_errors == 1"});
        row("nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt", "dmesg",
            {"interfaces[name=eth1].driver == r8152", "interfaces[name=eth1].usb_path == 4-1",
             "interfaces[name=eth1].link_down_events == 0", "interfaces[name=eth1].speed_mbps == null",
             "interfaces[name=eth0].driver == rk_gmac-dwmac", "interfaces[name=eth0].speed_mbps == 1000",
             "interfaces[name=eth0].duplex == full", "board == null"});
        row("synology-dmesg-r8152-tx-status-71-NOT-PI.txt", "dmesg",
            {"nic.name == eth2", "nic.driver == r8152", "nic.driver_errors == 8", "nic.usb_path == 2-1",
             "dmesg[0].kind == nic-error"});
        row("nas-dmesg-cdc-ncm-1000-mbit-NOT-PI.txt", "dmesg",
            {"nic.name == enx00e04c68001d", "nic.driver == cdc_ncm", "nic.speed_mbps == 1000",
             "nic.link_down_events == 0", "nic.usb_path == 2-1.1"});
        row("pi3-dmesg-brcmfmac-bcdc-timeout-110.txt", "dmesg",
            {"dmesg# == 12", "dmesg[0].kind == nic-error", "dmesg[0].driver == brcmfmac", "storage# == 0"});
        row("rpi-journal-brcmfmac-sdio-htclk-110.txt", "dmesg",
            {"dmesg# == 6", "dmesg[0].kind == nic-error", "dmesg[0].driver == brcmfmac"});
        row("pi3-dmesg-brcmfmac-regrw-smsc95xx-link.txt", "dmesg",
            {"nic.name == eth0", "nic.driver == smsc95xx", "nic.speed_mbps == 100", "nic.driver_errors == 0",
             "dmesg[0].kind == nic-error", "dmesg[0].driver == brcmfmac"});
        row("pi4-dmesg-xhci-host-system-error-hc-died.txt", "dmesg",
            {"dmesg[0].kind == controller-down", "dmesg[0].driver == xhci_hcd", "dmesg[1].kind == usb-error",
             "storage[0].device == sda", "storage[0].driver == uas", "storage[0].kernel_errors == 4"});
        row("pi4-syslog-xhci-hc-died-io-error.txt", "dmesg",
            {"dmesg[0].kind == io-error", "storage[0].device == sdc", "storage[0].kernel_errors == 2",
             "dmesg[2].kind == usb-error", "dmesg[3].kind == controller-down"});
        row("pi5-nvme-smart-log-sn530.txt", "smart",
            {"storage# == 1", "storage[0].device == nvme0n1", "storage[0].media_errors == 0",
             "storage[0].critical_warning == 0", "storage[0].thermal_throttle_events == 0",
             "storage[0].smart_note == null"});
        row("smartctl-A-pending-sector-crc-i386-NOT-PI.txt", "smart",
            {"storage# == 1", "storage[0].device == sda", "storage[0].reallocated_sectors == 0",
             "storage[0].pending_sectors == 1", "storage[0].udma_crc_errors == 4", "storage[0].smart_health == null"});
        row("smartctl-a-udma-crc-65-NOT-PI.txt", "smart",
            {"storage# == 1", "storage[0].udma_crc_errors == 65", "storage[0].pending_sectors == 0",
             "storage[0].reallocated_sectors == null"});
        row("smartctl-x-usb-bridge-udma-crc-7-NOT-PI.txt", "smart",
            {"storage# == 1", "storage[0].udma_crc_errors == 7", "storage[0].pending_sectors == 0"});
        row("smartctl-nvme-health-log-terramaster-NOT-PI.txt", "smart",
            {"storage# == 1", "storage[0].media_errors == 0", "storage[0].critical_warning == 0",
             "storage[0].thermal_throttle_events == null"});
        row("pi5-smartctl-x-usb-flash-health-passed.txt", "smart",
            {"storage# == 1", "storage[0].device == sda", "storage[0].smart_health == passed",
             "storage[0].smart_note == null"});
        row("smartctl-a-uas-read-identity-failed-NOT-PI.txt", "smart",
            {"storage# == 1", "storage[0].smart_health == null",
             "storage[0].smart_note == Read Device Identity failed: scsi error unsupported field in scsi command"});
        row("dietpi-df-T-fuseblk-ntfs.txt", "df",
            {"mounts# == 1", "mounts[0].device == /dev/sdb1", "mounts[0].fstype == fuseblk",
             "mounts[0].fuse == true", "mounts[0].mountpoint == /mnt/0A5EC1981E18D273"});
        row("dietpi-mount-fuseblk-ntfs.txt", "mounts",
            {"mounts# == 1", "mounts[0].fstype == fuseblk", "mounts[0].fuse == true", "storage[0].device == sdb"});
        row("findmnt-tree-ext4-NOT-PI.txt", "mounts",
            {"mounts# == 5", "mounts[mountpoint=/var/cache].device == /dev/sda5",
             "mounts[mountpoint=/var/cache].fstype == ext4", "mounts[mountpoint=/boot].device == /dev/sda2",
             "mounts[mountpoint=/].fuse == false"});
        row("pi4-dmesg-usb-descriptor-read-71-hub.txt", "dmesg",
            {"dmesg[6].kind == usb-error", "dmesg[6].device == 1-1.3", "storage[0].device == sda",
             "storage[0].kernel_errors == 5"});
        row("pi-dmesg-mmc0-timeout-mmcblk0-error-110.txt", "dmesg",
            {"dmesg# == 6", "dmesg[0].kind == io-error", "dmesg[0].driver == mmc",
             "storage[0].device == mmcblk0", "storage[0].kernel_errors == 3", "storage[0].sd_card == true"});
        row("pi3bplus-syslog-lan78xx-kevent-dropped.txt", "dmesg",
            {"nic.driver == lan78xx", "nic.usb_path == 1-1.1.1", "nic.driver_errors == 4", "nic.on_usb == true"});
    }

    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, section);
        QFETCH(QStringList, expect);
        const QString text = fixture(file);
        QVERIFY2(!text.isEmpty(), qPrintable(file));
        const QJsonObject facts = factsOf(section, text);
        check(facts, expect);
        // Every place a fact was seen has a name for "Seen in:" (a section's row in
        // core/model/probesection.cpp, or a derived source's in factlabels.cpp).
        for (const QString &source : sourcesIn(facts))
            QVERIFY2(FactLabels::section(source) != source, qPrintable(source));
    }

    // The same outputs pasted without labels: the recogniser names the section by its shape.
    void pasted_data() { fixtures_data(); }
    void pasted()
    {
        QFETCH(QString, file);
        QFETCH(QString, section);
        QFETCH(QStringList, expect);
        const Transcript t = PasteRecognizer::recognize(fixture(file));
        QVERIFY2(t.section(section), qPrintable(t.ids().join(u',')));
        check(FactsBuilder::build(t).toJson(), expect);
    }

    void usbTreeWalksFromTheRootHubs()
    {
        Transcript t;
        t.addSection(TranscriptSection{QStringLiteral("lsusb-t"),
                                       fixture(QStringLiteral("pi4-lsusb-t-uas-vl805.txt")), 0, true});
        const Facts f = FactsBuilder::build(t);
        const auto roots = f.usb.children(QString());
        QCOMPARE(roots.size(), 2);
        QCOMPARE(roots.at(0)->path, QStringLiteral("usb1"));
        QCOMPARE(roots.at(1)->path, QStringLiteral("usb2"));
        const auto onHub = f.usb.children(QStringLiteral("1-1"));
        QCOMPARE(onHub.size(), 2);
        QCOMPARE(onHub.at(0)->port, 3);
        QCOMPARE(onHub.at(1)->port, 4);
        QCOMPARE(f.usb.rootOf(QStringLiteral("1-1.4")), QStringLiteral("usb1"));
        QCOMPARE(f.usb.children(QStringLiteral("usb2")).value(0)->driver.valueOr(QString()),
                 QStringLiteral("uas"));
    }

    void labelsNameTheJsonKeysAndSections()
    {
        QCOMPARE(FactLabels::field(QStringLiteral("speed_mbps")), QStringLiteral("Link speed"));
        QCOMPARE(FactLabels::field(QStringLiteral("no_such_key")), QStringLiteral("no_such_key"));
        QCOMPARE(FactLabels::section(QStringLiteral("ethtool-end0")),
                 QStringLiteral("Network card settings (ethtool end0)"));
        const QString seen = FactLabels::sources({QStringLiteral("lsusb-t"), QStringLiteral("dmesg")});
        QVERIFY(seen.startsWith(QStringLiteral("Seen in: USB tree (lsusb -t)")));
        QVERIFY(seen.endsWith(QStringLiteral("Kernel log (dmesg)")));
        QCOMPARE(FactLabels::throttleNow(QStringLiteral("under-voltage")),
                 QStringLiteral("Under-voltage now"));
        QCOMPARE(FactLabels::usbSpeed(480), QStringLiteral("USB 2.0 High Speed (480 Mbit/s)"));
        QCOMPARE(FactLabels::usbSpeed(5000), QStringLiteral("USB 3.0 SuperSpeed (5 Gbit/s)"));
        // Every flag name the JSON can hold has a label of its own.
        for (const char *flag :
             {"under-voltage", "arm-frequency-capped", "throttled", "soft-temperature-limit"}) {
            QVERIFY(FactLabels::throttleNow(QString::fromUtf8(flag)) != QString::fromUtf8(flag));
            QVERIFY(FactLabels::throttleSinceBoot(QString::fromUtf8(flag)) != QString::fromUtf8(flag));
        }
    }

    // The fact descriptor table (factfields.cpp): within one fact struct every key once, and each
    // JSON object holds every key of its table (null when unknown), so a row is all it takes to add
    // a field to the JSON.
    void descriptorTableIsWhole()
    {
        const auto check = [](const auto &rows, const QJsonObject &json, const char *what) {
            QSet<QString> keys;
            for (const auto &f : rows) {
                QVERIFY2(!keys.contains(f.jsonKey()),
                         qPrintable(QStringLiteral("%1: %2 twice").arg(QLatin1String(what), f.jsonKey())));
                keys.insert(f.jsonKey());
                QVERIFY2(json.contains(f.jsonKey()), f.key);
                if (f.label)
                    QCOMPARE(FactLabels::field(f.jsonKey()), FactLabels::tr(f.label)); // one label per key
            }
        };
        Facts f;
        f.interfaces.append(NetInterface{});
        f.usb.devices.append(UsbDevice{});
        f.storage.disks.append(BlockDevice{});
        f.storage.crypt.append(CryptDevice{});
        f.nfsExports.append(NfsExport{});
        const QJsonObject j = f.toJson();
        check(FactFields::board(), j.value(u"board_info").toObject(), "board");
        check(FactFields::power(), j.value(u"throttled").toObject(), "power");
        check(FactFields::throttleFlags(), j.value(u"throttled").toObject().value(u"now_flags").toObject(),
              "flags");
        check(FactFields::system(), j.value(u"system").toObject(), "system");
        check(FactFields::usb(), j.value(u"usb").toArray().at(0).toObject(), "usb");
        check(FactFields::nic(), j.value(u"interfaces").toArray().at(0).toObject(), "nic");
        check(FactFields::disk(), j.value(u"storage").toArray().at(0).toObject(), "disk");
        check(FactFields::crypt(), j.value(u"crypt").toArray().at(0).toObject(), "crypt");
        check(FactFields::nfsExport(), j.value(u"nfs_exports").toArray().at(0).toObject(), "nfs");
        check(FactFields::samba(), j.value(u"samba").toObject(), "samba");
        // A known value and its sources come out under the row's key.
        f.board.soc.offer(QStringLiteral("BCM2711"), QStringLiteral("cpuinfo"));
        const QJsonObject b = f.toJson().value(u"board_info").toObject();
        QCOMPARE(b.value(u"soc").toString(), QStringLiteral("BCM2711"));
        QCOMPARE(b.value(u"sources").toObject().value(u"soc").toArray().at(0).toString(),
                 QStringLiteral("cpuinfo"));
        QVERIFY(b.value(u"ram_mb").isNull());
    }

    // Every fixture the probe could gather has a row above.
    void everyFixtureHasARow()
    {
        const QStringList rows = {
#define X(f) QStringLiteral(f)
            X("pi1b-lsusb-t-smsc95xx.txt"),
            X("pi3b-cpuinfo-a02082-aarch64-hardware-bcm2835.txt"),
            X("pi3bplus-cpuinfo-a020d3-aarch64-hardware-bcm2835.txt"),
            X("cm4-cpuinfo-d03141-aarch64.txt"),
            X("pi4-cpuinfo-d03115-aarch64-no-hardware.txt"),
            X("pi400-dmesg-brcm-pcie-vl805.txt"),
            X("pi5-dmesg-rp1-on-pcie-1000120000.txt"),
            X("cm4-dmesg-pcie-nvme-1987-5013-on-fd500000.txt"),
            X("pi4-openwrt-dmesg-brcmfmac43455-r8152-superspeed.txt"),
            X("pi4-dmesg-grep-mac-brcmfmac43455-nvram-4-model-b.txt"),
            X("pi3b-dmesg-dwc-otg-3f980000.txt"),
            X("visionfive-dmesg-T-brcmfmac43430-sdio-NOT-PI.txt"),
            X("pi4-lsusb-t-usb-storage-480m-usb2-hub.txt"),
            X("pi4-lsusb-t-dwc-otg-overlay-usb2-hubs.txt"),
            X("pc-lsusb-t-usbutils-017-uas-480m-10000m-NOT-PI.txt"),
            X("odroid-xu4-lsusb-t-r8152-uas-480m-NOT-PI.txt"),
            X("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt"),
            X("pi4-lsusb-t-uas-vl805.txt"),
            X("pi5-lsusb-t-empty.txt"),
            X("pi4-lsusb-asmedia-vl805.txt"),
            X("pi5-lsusb-asmedia-sandisk.txt"),
            X("pi5-lsusb.txt"),
            X("pi3b-ethtool-eth0-smsc95xx-nolink.txt"),
            X("pi3b-dmesg-smsc95xx-link-up-100.txt"),
            X("pi5-dmesg-macb-100mbps-flap.txt"),
            X("pi5-dmesg-macb-link-flap-eee.txt"),
            X("rpi-proc-net-dev-eth0-rxdrop.txt"),
            X("pi3b-ifconfig-eth0-rx-dropped.txt"),
            X("pi-smsc95xx-dmesg-under-voltage.txt"),
            X("pi4-dmesg-hwmon-undervoltage.txt"),
            X("pi1-dmesg-smsc95xx-100mbps-usb-storage-seagate.txt"),
            X("pi4-dmesg-uas-attach-jms561.txt"),
            X("pi1b-cpuinfo-000d.txt"),
            X("pi3b-cpuinfo-a02082-armv7.txt"),
            X("pi4-cpuinfo-c03112-armv7l.txt"),
            X("pi3b-vcgencmd-get-throttled-0x0.txt"),
            X("pi3b-vcgencmd-get-throttled-0x50000.txt"),
            X("pi3b-vcgencmd-get-throttled-0x50005.txt"),
            X("pi5-lsblk-ntfs-usb3-disks.txt"),
            X("pi5-mount-ntfs-3g-fuseblk-usb3.txt"),
            X("rpi-fstab-ntfs-usb-line.txt"),
            X("rpi-etc-exports-async-ntfs-usb.txt"),
            X("libreelec-testparm-samba416-NOT-PI.txt"),
            X("pi5-smb-conf-global-excerpt.txt"),
            X("pi5-smb-conf-share-excerpt.txt"),
            X("rpi-smb-conf-media-share-zh.txt"),
            X("rpi-top-softirq-hang.txt"),
            X("rpi-xbian-top-comma-decimals.txt"),
            X("seed-pi3b-top-during-nfs-write.txt"),
            X("pi2-bootlog-of-fdt-machine-model.txt"),
            X("pi1bplus-bootlog-machine-model.txt"),
            X("radxa-orion-o6-bootlog-NOT-PI.txt"),
            X("nanopi-neo2-cpuinfo-NOT-PI.txt"),
            X("sun4i-cpuinfo-NOT-PI.txt"),
            X("pi4-dmesg-uas-abort-critical-target-error.txt"),
            X("pi5-dmesg-nvme-controller-down.txt"),
            X("pi-dmesg-buffer-io-error-ext4.txt"),
            X("pi3-iwconfig-wlan0-54mbps.txt"),
            X("pi2-iwconfig-edimax-72mbps.txt"),
            X("iw-dev-link-vht-5ghz-NOT-PI.txt"),
            X("pi5-lsblk-f-nvme-root.txt"),
            X("cryptsetup-status-luks2-NOT-PI.txt"),
            X("cryptsetup-status-luks1-NOT-PI.txt"),
            X("smb-conf-server-smb-encrypt-required.txt"),
            X("smb-conf-min-protocol-nt1.txt"),
            X("smb-conf-share-encrypt-required-and-desired.txt"),
            X("samba-selftest-share-encrypt-NOT-PI.txt"),
            X("mdstat-raid0-over-two-raid1-NOT-PI.txt"),
            X("mdstat-raid1-check-resync-delayed-NOT-PI.txt"),
            X("btrfs-fi-show-degraded-raid1-usb-stick.txt"),
            X("btrfs-fi-show-raid1-two-loop-devices-LOCAL.txt"),
            X("pi4-syslog-raspberrypi-kernel-machine-model.txt"),
            X("pi4-openwrt-logread-bcmgenet-link-down.txt"),
            X("pi4-dmesg-bcmgenet-link-flap.txt"),
            X("pi5-journal-uas-abort-reset-superspeed.txt"),
            X("rpi-dmesg-relative-uas-jmicron-disk.txt"),
            X("cm4-dmesg-nvme-not-ready-probe-failure.txt"),
            X("rpi-lspci-vv-nvme-endpoint-gen2-x1-downgraded.txt"),
            X("visionfive2-lspci-vv-nvme-xg6-NOT-PI.txt"),
            X("pi3bplus-lsusb-t-lan78xx.txt"),
            X("dietpi-rpi-proc-mounts-dev-root.txt"),
            X("pci-sysfs-debian12-vm-LOCAL-NOT-PI.txt"),
            X("ip-route-get-loopback-debian12-LOCAL.txt"), // a PC-side output: tst_thispc
            X("tc-class-htb-debian12-LOCAL.txt"),        // a PC-side output: tst_thispc
            X("pi4-openwrt-dmesg-ax88179-link-status.txt"),
            X("pi-syslog-netdev-watchdog-ax88179.txt"),
            X("pi4-openwrt-dmesg-netdev-watchdog-bcmgenet.txt"),
            X("pi4-journal-bcmgenet-netdev-watchdog-cpu.txt"),
            X("pi4-syslog-iso-r8152-netdev-watchdog.txt"),
            X("nanopi-r2s-dmesg-r8152-carrier-on-NOT-PI.txt"),
            X("synology-dmesg-r8152-tx-status-71-NOT-PI.txt"),
            X("nas-dmesg-cdc-ncm-1000-mbit-NOT-PI.txt"),
            X("pi3-dmesg-brcmfmac-bcdc-timeout-110.txt"),
            X("rpi-journal-brcmfmac-sdio-htclk-110.txt"),
            X("pi3-dmesg-brcmfmac-regrw-smsc95xx-link.txt"),
            X("pi4-dmesg-xhci-host-system-error-hc-died.txt"),
            X("pi4-syslog-xhci-hc-died-io-error.txt"),
            X("pi5-nvme-smart-log-sn530.txt"),
            X("smartctl-A-pending-sector-crc-i386-NOT-PI.txt"),
            X("smartctl-a-udma-crc-65-NOT-PI.txt"),
            X("smartctl-x-usb-bridge-udma-crc-7-NOT-PI.txt"),
            X("smartctl-nvme-health-log-terramaster-NOT-PI.txt"),
            X("pi5-smartctl-x-usb-flash-health-passed.txt"),
            X("smartctl-a-uas-read-identity-failed-NOT-PI.txt"),
            X("dietpi-df-T-fuseblk-ntfs.txt"),
            X("dietpi-mount-fuseblk-ntfs.txt"),
            X("findmnt-tree-ext4-NOT-PI.txt"),
            X("pi4-dmesg-usb-descriptor-read-71-hub.txt"),
            X("pi-dmesg-mmc0-timeout-mmcblk0-error-110.txt"),
            X("pi3bplus-syslog-lan78xx-kevent-dropped.txt"),
#undef X
        };
        for (const QString &name : fixtureNames())
            if (!notGathered(name) && !rows.contains(name))
                QFAIL(qPrintable(QStringLiteral("fixture without a facts row: %1").arg(name)));
    }
};

QTEST_GUILESS_MAIN(TestFacts)
#include "tst_facts.moc"
