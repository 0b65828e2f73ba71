// Volumes over more than one block device: dm-crypt mappings (cryptsetup, dmsetup, a luks-… mount),
// md RAID (/proc/mdstat) and btrfs (`btrfs filesystem show` and the probe's btrfs-sysfs section).
#include "core/probe/cryptparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/probetext.h"
#include "core/probe/sysfsparser.h"

#include <QRegularExpression>

namespace FactsBuild {

namespace {

// /proc/mdstat: "md0 : active raid1 sdb1[1] sda1[0]".
void fromMdstat(const QString &text, Facts &f)
{
    static const QRegularExpression md(
        QStringLiteral("^(md\\w+)\\s*:\\s*active\\s+(?:\\(\\S+\\)\\s+)?(\\w+)\\s+(.*)$"));
    for (const QString &line : ProbeText::lines(text)) {
        const QRegularExpressionMatch m = md.match(line);
        if (!m.hasMatch())
            continue;
        for (const QString &dev : ProbeText::fields(m.captured(3)))
            addVolumeDevice(f, m.captured(1), m.captured(2), dev.section(u'[', 0, 0),
                            sectionId(ProbeSection::Mdstat));
    }
}

// `btrfs filesystem show`: "Label: 'pool'  uuid: ..." then "\tdevid    1 size ... path /dev/sda".
void fromBtrfsShow(const QString &text, Facts &f)
{
    static const QRegularExpression label(
        QStringLiteral("^Label:\\s*(?:'([^']*)'|(\\S+))\\s+uuid:\\s*(\\S+)"));
    static const QRegularExpression dev(QStringLiteral("^\\s*devid\\s+\\d+.*\\spath\\s+(\\S+)"));
    QString name;
    for (const QString &line : ProbeText::lines(text)) {
        QRegularExpressionMatch m;
        if ((m = label.match(line)).hasMatch()) {
            name = !m.captured(1).isEmpty()   ? m.captured(1)
                   : m.captured(2) != u"none" ? m.captured(2)
                                              : m.captured(3);
        } else if ((m = dev.match(line)).hasMatch() && !name.isEmpty()) {
            addVolumeDevice(f, name, QStringLiteral("btrfs"), m.captured(1).section(u'/', -1),
                            sectionId(ProbeSection::Btrfs));
        }
    }
}

// The probe's btrfs-sysfs section: "btrfs<TAB>UUID<TAB>label=pool<TAB>devices=sda,sdb". Named as
// fromBtrfsShow names it (the label, else the uuid), so both sections describe one volume.
void fromBtrfsSysfs(const QString &text, Facts &f)
{
    for (const SysfsRecord &r : parseSysfsRecords(text)) {
        if (r.kind != u"btrfs" || r.name.isEmpty())
            continue;
        const QString label = r.value(QStringLiteral("label"));
        const QString name = label.isEmpty() || label == u"none" ? r.name : label;
        for (const QString &dev : r.value(QStringLiteral("devices")).split(u',', Qt::SkipEmptyParts))
            addVolumeDevice(f, name, QStringLiteral("btrfs"), dev.trimmed(),
                            sectionId(ProbeSection::BtrfsSysfs));
    }
}

void fromCrypt(const Transcript &t, Facts &f)
{
    if (const QString *s = text(t, ProbeSection::Cryptsetup))
        for (const CryptMapping &c : parseCryptsetupStatus(*s))
            addCrypt(f, c.name, c.cipher, c.device, sectionId(ProbeSection::Cryptsetup));
    if (const QString *s = text(t, ProbeSection::Dmsetup))
        for (const CryptMapping &c : parseDmsetupTable(*s))
            addCrypt(f, c.name, c.cipher, c.device.contains(u':') ? QString() : c.device,
                     sectionId(ProbeSection::Dmsetup));
    // A mount from /dev/mapper/luks-... with type crypto_LUKS below it in lsblk is caught above;
    // the name alone ("luks-<uuid>", as udisks and systemd-cryptsetup name them) is evidence too.
    for (const Filesystem &m : f.storage.mounts)
        if (m.device.startsWith(u"/dev/mapper/luks-"))
            addCrypt(f, m.device.section(u'/', -1), QString(), QString(), m.sources.value(0));
}

} // namespace

void addVolumeDevice(Facts &f, const QString &name, const QString &kind, const QString &device,
                     const QString &src)
{
    for (MultiDeviceVolume &v : f.storage.volumes)
        if (v.name == name) {
            if (!v.devices.contains(device))
                v.devices.append(device);
            return;
        }
    f.storage.volumes.append(MultiDeviceVolume{name, kind, {device}, src});
}

void addCrypt(Facts &f, const QString &name, const QString &cipher, const QString &backing,
              const QString &src)
{
    if (name.isEmpty())
        return;
    CryptDevice *c = nullptr;
    for (CryptDevice &x : f.storage.crypt)
        if (x.name == name)
            c = &x;
    if (!c) {
        f.storage.crypt.append(CryptDevice{name, {}, {}});
        c = &f.storage.crypt.last();
    }
    if (!cipher.isEmpty())
        c->cipher.offer(cipher, src);
    if (!backing.isEmpty())
        c->backingDevice.offer(backing.section(u'/', -1), src);
}

void volumes(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    fromCrypt(t, f);
    if (const QString *s = text(t, ProbeSection::Mdstat))
        fromMdstat(*s, f);
    if (const QString *s = text(t, ProbeSection::BtrfsSysfs))
        fromBtrfsSysfs(*s, f);
    if (const QString *s = text(t, ProbeSection::Btrfs))
        fromBtrfsShow(*s, f);
}

} // namespace FactsBuild
