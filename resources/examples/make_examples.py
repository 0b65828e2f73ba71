#!/usr/bin/env python3
"""Builds the example runs of docs/design.md's two write-ups from the real fixture outputs in tests/fixtures.

Run from anywhere: python3 resources/examples/make_examples.py. The *.pinasrun files it writes are
committed; rerun after changing a fixture. Lines that no fixture holds (the model string, mounts,
the process list, figures the write-ups state only as numbers) are reconstructed and each run's
"notes" says which.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "..", "..", "tests", "fixtures")


def fixture(name):
    with open(os.path.join(FIX, name), encoding="utf-8") as f:
        return f.read()


def transcript(sections):
    out = ["@@pinas-probe 1"]
    for sid, text in sections:
        out.append("@@begin " + sid)
        out.append(text.rstrip("\n"))
        out.append("@@end %s exit=0" % sid)
    return "\n".join(out) + "\n"


def dd_runs(name):
    """Splits a fixture holding several dd runs into one raw output per run."""
    text = fixture(name)
    runs = re.split(r"(?m)^(?=\d+\+\d+ records in)", text)
    return [r for r in runs if r.strip()]


def run(label, started, notes, sections, measurements):
    return {
        "format": "pinas-doctor-run",
        "version": 1,
        "label": label,
        "started": started,
        "profile": {"name": "example"},
        "notes": notes,
        "transcript": transcript(sections),
        "measurements": measurements,
        "samples": [],
    }


def share(kind, mb_per_s, peaks, seconds_for_gib=None):
    size = 1073741824
    seconds = round(size / (mb_per_s * 1e6), 3)
    return {"kind": kind, "bytes": size, "seconds": seconds, "peak_process_cpu": peaks, "method": "reconstructed"}


def write(name, data):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")


PI3B_FIXTURES = ["pi3b-cpuinfo-a02082-armv7.txt", "seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt",
                 "pi3b-dmesg-smsc95xx-link-up-100.txt", "pi3b-vcgencmd-get-throttled-0x0.txt",
                 "seed-pi3b-top-during-nfs-write.txt", "seed-pi3b-dd-ja-nfs-client.txt"]
write("pi3b-nfs.pinasrun", run(
    "Pi 3B NFS (write-up)", "2026-11-29T12:00:00Z",
    "Reconstructed from the Pi 3 Model B NFS write-up in docs/design.md. Real outputs: "
    + ", ".join(PI3B_FIXTURES) + ". Reconstructed: the model string (matches revision a02082).",
    [("model", "Raspberry Pi 3 Model B Rev 1.2"),
     ("cpuinfo", fixture("pi3b-cpuinfo-a02082-armv7.txt")),
     ("lsusb-t", fixture("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt")),
     ("throttled", fixture("pi3b-vcgencmd-get-throttled-0x0.txt")),
     ("processes", fixture("seed-pi3b-top-during-nfs-write.txt")),
     ("dmesg", fixture("pi3b-dmesg-smsc95xx-link-up-100.txt"))],
    [{"kind": "share-write", "raw": fixture("seed-pi3b-dd-ja-nfs-client.txt"), "method": "dd",
      "peak_process_cpu": {"nfsd": 17.6}}]))

# Pi 4 with a USB 3 HDD. The write-up's first enclosure ran usb-storage: the real lsusb -t of a Pi 4
# with its driver column set to usb-storage.
PI4_LSUSB_UAS = fixture("pi4-lsusb-t-uas-vl805.txt")
PI4_LSUSB_BOT = PI4_LSUSB_UAS.replace("Driver=uas,", "Driver=usb-storage,")
PS_HEADER = "  PID USER     %CPU   RSS COMMAND         COMMAND\n"
SMB_CONF = "[global]\n\tserver role = standalone server\n\tmap to guest = Bad User\n\n[hdd]\n\tpath = /mnt/hdd\n\tread only = No\n"


def pi4_sections(lsusb, mounts, ps, dmesg=None):
    s = [("model", "Raspberry Pi 4 Model B Rev 1.2"),
         ("cpuinfo", fixture("pi4-cpuinfo-c03112-armv7l.txt")),
         ("lsusb-t", lsusb),
         ("mounts", mounts),
         ("smb-conf", SMB_CONF),
         ("processes", ps)]
    if dmesg:
        s.append(("dmesg", dmesg))
    return s


PI4_COMMON = ("Reconstructed from the Pi 4 Samba write-up in docs/design.md. Real outputs: pi4-cpuinfo-c03112-armv7l.txt, "
              "pi4-lsusb-t-uas-vl805.txt")
usb3_dd = dd_runs("seed-pi4-dd-usb3-enclosure.txt")
uasp_dd = dd_runs("seed-pi4-dd-uasp-enclosure.txt")

write("pi4-samba-ntfs.pinasrun", run(
    "Pi 4 Samba, NTFS (ntfs-3g)", "2026-11-29T12:00:00Z",
    PI4_COMMON + " (driver column set to usb-storage, the write-up's first enclosure). Reconstructed: the model "
    "string, the mount line (fuseblk), the smb.conf, the process list and the share figure (~30 MB/s, ntfs-3g "
    "near 100 % of one core) stated in the write-up.",
    pi4_sections(PI4_LSUSB_BOT,
                 "/dev/root / ext4 rw,noatime 0 0\n/dev/sda1 /mnt/hdd fuseblk rw,relatime,user_id=0,group_id=0,"
                 "allow_other,blksize=4096 0 0\n",
                 PS_HEADER + "  612 root      0.3 17000 smbd            /usr/sbin/smbd --foreground --no-process-group\n"
                 "  655 root      0.0  6000 mount.ntfs      /sbin/mount.ntfs /dev/sda1 /mnt/hdd -o rw\n"),
    [share("share-write", 30.0, {"ntfs-3g": 99.0, "smbd": 48.0})]))

write("pi4-samba-ext4.pinasrun", run(
    "Pi 4 Samba, ext4 after reformat", "2026-11-29T13:00:00Z",
    PI4_COMMON + " (driver column set to usb-storage, the write-up's first enclosure), "
    "seed-pi4-dd-usb3-enclosure.txt (local dd writes). Reconstructed: the model string, the mount line, the "
    "smb.conf, the process list and the share figure (~80 MB/s with smbd above 100 % CPU) stated in the write-up.",
    pi4_sections(PI4_LSUSB_BOT, "/dev/root / ext4 rw,noatime 0 0\n/dev/sda1 /mnt/hdd ext4 rw,relatime 0 0\n",
                 PS_HEADER + "  612 root      0.3 17000 smbd            /usr/sbin/smbd --foreground --no-process-group\n"),
    [{"kind": "pi-disk-write", "raw": r, "method": "dd"} for r in usb3_dd]
    + [share("share-write", 80.0, {"smbd": 104.0})]))

write("pi4-uasp-local.pinasrun", run(
    "Pi 4 ext4, UASP enclosure (local dd)", "2026-11-29T14:00:00Z",
    PI4_COMMON + ", pi4-dmesg-uas-attach-jms561.txt, seed-pi4-dd-uasp-enclosure.txt (local dd writes). "
    "Reconstructed: the model string, the mount line, the smb.conf and the process list.",
    pi4_sections(PI4_LSUSB_UAS, "/dev/root / ext4 rw,noatime 0 0\n/dev/sda1 /mnt/hdd ext4 rw,relatime 0 0\n",
                 PS_HEADER + "  612 root      0.0 17000 smbd            /usr/sbin/smbd --foreground --no-process-group\n",
                 fixture("pi4-dmesg-uas-attach-jms561.txt")),
    [{"kind": "pi-disk-write", "raw": r, "method": "dd"} for r in uasp_dd]))
