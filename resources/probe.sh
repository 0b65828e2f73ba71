# Pi NAS Doctor probe, transcript version 2 (see docs/design.md "Probe transcript").
# POSIX sh, read-only: it installs nothing, writes nothing, needs no root, and never stops early.
# Every section is "@@begin TOKEN ID", the command's output, "@@end TOKEN ID exit=N" on a line of
# its own (a newline comes before it: a marker counts only at the start of a line). A command
# that is missing or refused still gives its section, with a non-zero exit.
# TOKEN is chosen per run by the app (a "PINAS_TOKEN=…" line put before this script), so no text
# on the Pi (a process's command line, a file) can end a section early; run alone, the script
# makes its own.
# The sysfs sections use one line per object: "KIND<TAB>NAME" then "<TAB>key=value" fields.
LC_ALL=C
LANG=C
export LC_ALL LANG
PATH="$PATH:/usr/sbin:/sbin:/usr/bin:/bin:/opt/vc/bin"

have() { command -v "$1" >/dev/null 2>&1; }

if [ -z "${PINAS_TOKEN:-}" ]; then
    PINAS_TOKEN=$(od -An -N16 -tx1 /dev/urandom 2>/dev/null | tr -d ' \n')
    [ -n "$PINAS_TOKEN" ] || PINAS_TOKEN="p$$x$(date +%s 2>/dev/null)"
fi

# A tool that hangs (vcgencmd while the firmware is busy, df on a dead NFS mount) must not stall
# the probe: external commands run under `timeout` where it works (GNU and newer BusyBox).
T=
if timeout 2 true >/dev/null 2>&1; then T="timeout 5"; fi

# sec ID CMD...: runs CMD with stderr folded in; the exit code is CMD's own.
sec() {
    _id=$1
    shift
    printf '@@begin %s %s\n' "$PINAS_TOKEN" "$_id"
    "$@" 2>&1
    _rc=$?
    printf '\n@@end %s %s exit=%s\n' "$PINAS_TOKEN" "$_id" "$_rc"
}

# need CMD: exit code 127 (as the shell gives for a missing command) with a note.
need() {
    have "$1" && return 0
    echo "$1: command not found"
    return 127
}

# One sysfs attribute as "<TAB>key=value"; `read` is a builtin, so no process per file.
attr() {
    _v=
    { [ -r "$1/$2" ] && read -r _v <"$1/$2"; } 2>/dev/null
    [ -n "$_v" ] && printf '\t%s=%s' "${2##*/}" "$_v"
    return 0
}

# The name of the driver bound to a sysfs device, as "<TAB>driver=NAME".
drv() {
    [ -L "$1/driver" ] || return 0
    _d=$(readlink "$1/driver" 2>/dev/null)
    printf '\tdriver=%s' "${_d##*/}"
}

catf() {
    [ -r "$1" ] || { echo "$1: not readable"; return 1; }
    cat "$1"
}

model() {
    [ -r /proc/device-tree/model ] || { echo "/proc/device-tree/model: not present"; return 1; }
    tr -d '\000' </proc/device-tree/model
    echo
}

dmi() {
    [ -d /sys/class/dmi/id ] || { echo "/sys/class/dmi/id: not present"; return 1; }
    for _k in sys_vendor product_name board_name; do
        _v=
        { read -r _v </sys/class/dmi/id/$_k; } 2>/dev/null
        echo "$_k=$_v"
    done
}

usb_sysfs() {
    [ -d /sys/bus/usb/devices ] || { echo "/sys/bus/usb/devices: not present"; return 1; }
    for _p in /sys/bus/usb/devices/*; do
        [ -e "$_p" ] || continue
        _n=${_p##*/}
        case $_n in
        *:*)
            printf 'if\t%s' "$_n"
            attr "$_p" bInterfaceClass
            drv "$_p"
            ;;
        *)
            printf 'dev\t%s' "$_n"
            for _a in busnum devnum speed idVendor idProduct manufacturer product bDeviceClass maxchild version; do
                attr "$_p" $_a
            done
            drv "$_p"
            ;;
        esac
        echo
    done
    return 0
}

block_sysfs() {
    [ -d /sys/block ] || { echo "/sys/block: not present"; return 1; }
    for _p in /sys/block/*; do
        _n=${_p##*/}
        case $_n in loop* | ram* | zram*) continue ;; esac
        printf 'block\t%s' "$_n"
        attr "$_p" size
        attr "$_p" removable
        attr "$_p" queue/rotational
        attr "$_p" device/model
        attr "$_p" device/vendor
        attr "$_p" device/type
        printf '\tpath=%s\n' "$(readlink -f "$_p" 2>/dev/null)"
        for _q in "$_p/$_n"*; do
            [ -d "$_q" ] || continue
            printf 'part\t%s\tdisk=%s' "${_q##*/}" "$_n"
            attr "$_q" size
            echo
        done
    done
    return 0
}

net_sysfs() {
    [ -d /sys/class/net ] || { echo "/sys/class/net: not present"; return 1; }
    for _p in /sys/class/net/*; do
        _n=${_p##*/}
        printf 'net\t%s' "$_n"
        drv "$_p/device"
        printf '\tpath=%s' "$(readlink -f "$_p/device" 2>/dev/null)"
        for _a in type operstate carrier mtu speed duplex address; do
            attr "$_p" $_a
        done
        [ -d "$_p/wireless" ] || [ -d "$_p/phy80211" ] && printf '\twireless=1'
        for _a in rx_bytes tx_bytes rx_errors tx_errors rx_dropped tx_dropped; do
            attr "$_p/statistics" $_a
        done
        echo
    done
    return 0
}

# The PCIe link each PCI function trained at: "pci<TAB>0000:01:00.0<TAB>class=0x010802<TAB>
# current_link_speed=5.0 GT/s PCIe<TAB>current_link_width=1...". sysfs gives it without root, where
# lspci -vv prints "Capabilities: <access denied>". No PCI bus (a Pi before the 4): not present.
pci_sysfs() {
    [ -d /sys/bus/pci/devices ] || { echo "/sys/bus/pci/devices: not present"; return 1; }
    for _p in /sys/bus/pci/devices/*; do
        [ -e "$_p" ] || continue
        printf 'pci\t%s' "${_p##*/}"
        drv "$_p"
        for _a in class current_link_speed current_link_width max_link_speed max_link_width; do
            attr "$_p" $_a
        done
        echo
    done
    return 0
}

lspci_vv() {
    [ -d /sys/bus/pci/devices ] || { echo "/sys/bus/pci/devices: not present"; return 1; }
    need lspci || return 127
    $T lspci -vv
}

ifaces() {
    for _p in /sys/class/net/*; do
        _n=${_p##*/}
        [ -e "$_p" ] && [ "$_n" != lo ] && echo "$_n"
    done
}

ethtool_iface() {
    need ethtool || return 127
    $T ethtool "$1"
    _rc=$?
    $T ethtool -i "$1"
    return $_rc
}

wifi() {
    _w=
    for _p in /sys/class/net/*; do
        [ -d "$_p/wireless" ] || [ -d "$_p/phy80211" ] && _w="$_w ${_p##*/}"
    done
    [ -n "$_w" ] || { echo "no wireless interface"; return 0; }
    if have iw; then
        for _i in $_w; do
            echo "Interface $_i"
            $T iw dev "$_i" link
        done
    elif have iwconfig; then
        $T iwconfig $_w
    else
        catf /proc/net/wireless
    fi
}

throttled() {
    need vcgencmd || return 127
    $T vcgencmd get_throttled
}

temp() {
    _rc=1
    if have vcgencmd; then $T vcgencmd measure_temp && _rc=0; fi
    for _z in /sys/class/thermal/thermal_zone*; do
        [ -r "$_z/temp" ] || continue
        _t=
        _v=
        { read -r _t <"$_z/type"; read -r _v <"$_z/temp"; } 2>/dev/null
        [ -n "$_v" ] && echo "${_z##*/} type=$_t temp=$_v" && _rc=0
    done
    [ $_rc = 0 ] || echo "no temperature sensor"
    return $_rc
}

cpufreq() {
    _c=/sys/devices/system/cpu/cpu0/cpufreq
    [ -d $_c ] || { echo "$_c: not present"; return 1; }
    for _a in scaling_driver scaling_governor scaling_cur_freq scaling_min_freq scaling_max_freq cpuinfo_min_freq cpuinfo_max_freq; do
        _v=
        { read -r _v <$_c/$_a; } 2>/dev/null
        echo "$_a=$_v"
    done
    _v=
    { read -r _v </sys/devices/system/cpu/cpufreq/ondemand/io_is_busy; } 2>/dev/null
    [ -n "$_v" ] && echo "ondemand_io_is_busy=$_v"
    # Where a governor setting outlives a reboot: systemd-tmpfiles, or cpufrequtils' own file.
    if [ -d /run/systemd/system ]; then echo "systemd=yes"; else echo "systemd=no"; fi
    if [ -e /etc/init.d/cpufrequtils ]; then echo "cpufrequtils=yes"; else echo "cpufrequtils=no"; fi
    return 0
}

cpufrequtils_conf() {
    # cpufrequtils' init script sets the governor from this file at boot (the cpu-governor fix
    # keeps its setting there when the package is installed).
    [ -e /etc/default/cpufrequtils ] || { echo "/etc/default/cpufrequtils: not present"; return 1; }
    catf /etc/default/cpufrequtils
}

exportfs_v() {
    need exportfs || return 127
    $T exportfs -v
}

smbconf() {
    if have testparm; then
        $T testparm -s </dev/null
        return $?
    fi
    catf /etc/samba/smb.conf
}

lsblk_p() {
    need lsblk || return 127
    $T lsblk -b -P -o NAME,KNAME,PKNAME,TYPE,SIZE,ROTA,RM,TRAN,MODEL,FSTYPE,MOUNTPOINT 2>/dev/null && return 0
    $T lsblk -b -P -o NAME,KNAME,TYPE,SIZE,ROTA,RM,MODEL,FSTYPE,MOUNTPOINT
}

lsusb_t() {
    need lsusb || return 127
    $T lsusb -t
}

lsusb_l() {
    need lsusb || return 127
    $T lsusb
}

# Local file systems only (-l): a dead network mount would hang df, and shares are not disks.
df_local() {
    $T df -P -k -l 2>/dev/null && return 0
    $T df -P -k
}

# capped N CMD...: CMD's output, at most N lines, and CMD's own exit code (a pipe would give head's).
capped() {
    _n=$1
    shift
    _o=$("$@" 2>&1)
    _rc=$?
    [ -n "$_o" ] && printf '%s\n' "$_o" | head -n "$_n"
    return $_rc
}

mdstat() {
    # The file exists only while the md driver is loaded.
    [ -e /proc/mdstat ] || { echo "/proc/mdstat: not present"; return 1; }
    [ -r /proc/mdstat ] || { echo "/proc/mdstat: not readable"; return 1; }
    head -n 400 /proc/mdstat
}

# The btrfs file systems the kernel has registered, root-free: "btrfs<TAB>UUID<TAB>label=L<TAB>devices=sda,sdb".
btrfs_sysfs() {
    [ -d /sys/fs/btrfs ] || { echo "/sys/fs/btrfs: not present"; return 1; }
    _c=0
    for _p in /sys/fs/btrfs/*-*-*-*-*; do
        [ -d "$_p/devices" ] || continue
        _c=$((_c + 1))
        [ $_c -le 64 ] || break
        printf 'btrfs\t%s' "${_p##*/}"
        attr "$_p" label
        _d=
        for _q in "$_p"/devices/*; do
            [ -e "$_q" ] && _d="$_d${_d:+,}${_q##*/}"
        done
        printf '\tdevices=%s\n' "$_d"
    done
    return 0
}

have_btrfs_fs() {
    for _p in /sys/fs/btrfs/*-*-*-*-*; do
        [ -d "$_p/devices" ] && return 0
    done
    return 1
}

# `btrfs filesystem show` scans every disk, so only when a btrfs file system is there.
btrfs_show() {
    have_btrfs_fs || { echo "btrfs file system: not present"; return 1; }
    need btrfs || return 127
    capped 400 $T btrfs filesystem show
}

# Of `cryptsetup status`, only the lines named here: no key material may reach the transcript,
# whatever a cryptsetup version prints (`dmsetup table` would print the key, so it is not run).
crypt_fields() {
    while IFS= read -r _l; do
        _t=${_l#"${_l%%[![:blank:]]*}"}
        case $_t in
        *" is active"* | *" is inactive"* | *" is in use"*)
            [ "$_t" = "$_l" ] && printf '%s\n' "$_l"
            ;;
        type:* | cipher:* | keysize:* | "key location:"* | device:* | loop:* | "sector size:"* | offset:* | size:* | mode:* | flags:*)
            printf '%s\n' "$_l"
            ;;
        esac
    done
}

# `cryptsetup status` of each dm-crypt mapping lsblk lists (TYPE crypt): the cipher, the backing device.
crypt_status() {
    need lsblk || return 127
    _names=$($T lsblk -rn -o NAME,TYPE 2>/dev/null | while read -r _n _t; do
        [ "$_t" = crypt ] && echo "$_n"
    done | head -n 16)
    [ -n "$_names" ] || { echo "dm-crypt mapping: not present"; return 1; }
    need cryptsetup || return 127
    _rc=0
    for _n in $_names; do
        _o=$($T cryptsetup status "$_n" 2>&1) || _rc=$?
        printf '%s\n' "$_o" | head -n 40 | crypt_fields
    done
    return $_rc
}

# Which Pi this is (issue #34): a hash of /etc/machine-id, never the id itself; the run records it
# with the SSH host key (pi_identity) so that a change is made only on the Pi the run came from.
# Each disk's own health report, "### /dev/NAME" before it. smartctl needs access to the device,
# which the probe's unprivileged user rarely has: its refusal is the section's text (a line in
# the facts), and the section still ends with exit 0 once a tool ran. NVMe drives without
# smartctl are read with nvme-cli. Nothing is installed.
smart_health() {
    have smartctl || have nvme || { echo "smartctl: command not found"; return 127; }
    _n=0
    for _p in /sys/block/sd* /sys/block/nvme*n*; do
        [ -e "$_p" ] || continue
        _n=$((_n + 1))
        [ $_n -le 16 ] || break
        _d=${_p##*/}
        printf '### /dev/%s\n' "$_d"
        if have smartctl; then
            capped 200 $T smartctl -H -A "/dev/$_d"
        elif [ "${_d#nvme}" != "$_d" ]; then
            capped 60 $T nvme smart-log "/dev/$_d"
        else
            echo "smartctl: command not found"
        fi
    done
    [ $_n -gt 0 ] || { echo "no sd or nvme disk: not present"; return 1; }
    return 0
}

machine_id() {
    [ -r /etc/machine-id ] || { echo "/etc/machine-id: not readable"; return 1; }
    need sha256sum || return 127
    LC_ALL=C sha256sum </etc/machine-id
}

processes() {
    ps -eo pid,user,pcpu,rss,comm,args 2>/dev/null && return 0
    ps
}

echo "@@pinas-probe 2 token=$PINAS_TOKEN"
sec uname uname -s -n -r -m
sec os-release catf /etc/os-release
sec model model
sec machine-id machine_id
sec dmi dmi
sec cpuinfo catf /proc/cpuinfo
sec meminfo catf /proc/meminfo
sec loadavg catf /proc/loadavg
sec long-bit getconf LONG_BIT
sec lsusb-t lsusb_t
sec lsusb lsusb_l
sec usb-sysfs usb_sysfs
sec block-sysfs block_sysfs
sec lsblk lsblk_p
sec mounts catf /proc/self/mounts
sec fstab catf /etc/fstab
sec df df_local
sec mdstat mdstat
sec btrfs-sysfs btrfs_sysfs
sec btrfs btrfs_show
sec cryptsetup crypt_status
sec net-sysfs net_sysfs
sec net-dev catf /proc/net/dev
sec route catf /proc/net/route
for _i in $(ifaces); do
    sec "ethtool-$_i" ethtool_iface "$_i"
done
sec wifi wifi
sec throttled throttled
sec temp temp
sec cpufreq cpufreq
sec cpufrequtils cpufrequtils_conf
sec exports catf /etc/exports
sec exportfs exportfs_v
sec smb-conf smbconf
sec processes processes
sec dmesg $T dmesg
sec cmdline catf /proc/cmdline
# The Pi firmware's kernel command line file (Bookworm and later: /boot/firmware; before: /boot),
# where a usb-storage quirk that turns UAS off is removed (the storage-no-uas fix).
sec firmware-cmdline catf /boot/firmware/cmdline.txt
sec boot-cmdline catf /boot/cmdline.txt
sec pci-sysfs pci_sysfs
sec lspci lspci_vv
sec smart smart_health
exit 0
