#include "core/probe/dmesgparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/lspciparser.h"
#include "core/probe/sysfsparser.h"

#include <QRegularExpression>

namespace FactsBuild {

namespace {

// The Pi 5's RP1 (its Ethernet, USB and GPIO chip) sits behind the host bridge at 1000120000:
// its "link up ... x4" line says nothing about a disk.
bool isRp1Bridge(const QString &line)
{
    return line.contains(u"1000120000.pcie");
}

// "5.0 GT/s PCIe" -> 5.0; "Unknown" or "" -> none.
std::optional<double> sysfsGts(const QString &v)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:\\.\\d+)?) GT/s"));
    const QRegularExpressionMatch m = re.match(v);
    return m.hasMatch() ? std::optional<double>(m.captured(1).toDouble()) : std::nullopt;
}

std::optional<int> sysfsLanes(const QString &v)
{
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok && n > 0 && n <= 32 ? std::optional<int>(n) : std::nullopt;
}

// The probe's pci-sysfs section (no root needed): one line per PCI function.
void pcieFromSysfs(const QString &text, Facts &f)
{
    const QString src = sectionId(ProbeSection::PciSysfs);
    for (const SysfsRecord &r : parseSysfsRecords(text)) {
        if (r.kind != u"pci")
            continue;
        PcieLink p;
        p.address = r.name;
        const QString cls = r.value(QStringLiteral("class")).toLower();
        p.nvme = cls.startsWith(u"0x0108") || r.value(QStringLiteral("driver")) == u"nvme";
        p.endpoint = !cls.startsWith(u"0x0604"); // a PCI bridge is a port, not a device
        p.description = r.value(QStringLiteral("driver"));
        p.gts.offer(sysfsGts(r.value(QStringLiteral("current_link_speed"))), src);
        p.lanes.offer(sysfsLanes(r.value(QStringLiteral("current_link_width"))), src);
        p.capableGts.offer(sysfsGts(r.value(QStringLiteral("max_link_speed"))), src);
        p.capableLanes.offer(sysfsLanes(r.value(QStringLiteral("max_link_width"))), src);
        f.pcie.append(p);
    }
}

} // namespace

void pcie(const Input &in, Facts &f)
{
    if (const QString *s = text(in.transcript, ProbeSection::PciSysfs))
        pcieFromSysfs(*s, f);
    if (const QString *s = text(in.transcript, ProbeSection::Lspci)) {
        const QString src = sectionId(ProbeSection::Lspci);
        for (const LspciFunction &l : parseLspci(*s)) {
            // The same function from pci-sysfs ("0000:01:00.0"; lspci may print "01:00.0").
            PcieLink *same = nullptr;
            for (PcieLink &x : f.pcie)
                if (!l.address.isEmpty() && (x.address == l.address || x.address.endsWith(u':' + l.address)))
                    same = &x;
            PcieLink fresh;
            PcieLink &p = same ? *same : fresh;
            if (!same)
                p.address = l.address;
            p.description = l.description;
            p.endpoint = p.endpoint || l.endpoint;
            p.nvme = p.nvme || l.isNvme();
            p.capableGts.offer(l.capableGts, src);
            p.capableLanes.offer(l.capableLanes, src);
            p.gts.offer(l.gts, src);
            p.lanes.offer(l.lanes, src);
            if (!same)
                f.pcie.append(p);
        }
    }
    QList<PcieLink> bridges;
    for (const DmesgRecord &r : in.dmesg) {
        if (r.kind != DmesgRecord::Kind::PcieLink || isRp1Bridge(r.line))
            continue;
        PcieLink p;
        p.description = r.line.section(u':', 0, 0);
        p.gts.offer(r.gigatransfers, sectionId(ProbeSection::Dmesg));
        if (r.lanes > 0)
            p.lanes.offer(r.lanes, sectionId(ProbeSection::Dmesg));
        bridges.append(p);
    }
    f.pcie += bridges;

    // The link an NVMe disk trained at: its own endpoint in lspci (named NVMe, else the only
    // endpoint with a link), else the one host bridge the kernel log shows.
    QList<BlockDevice *> nvme;
    for (BlockDevice &d : f.storage.disks)
        if (d.name.startsWith(u"nvme") || d.transport.valueOr(QString()) == u"nvme")
            nvme.append(&d);
    if (nvme.size() != 1)
        return;
    const PcieLink *link = nullptr;
    int endpoints = 0;
    for (const PcieLink &p : f.pcie) {
        if (!p.gts.isKnown() || p.gts.sources().contains(sectionId(ProbeSection::Dmesg)))
            continue;
        if (p.nvme) {
            link = &p;
            break;
        }
        if (p.endpoint) {
            ++endpoints;
            if (!link)
                link = &p;
        }
    }
    if (!link && endpoints == 0 && bridges.size() == 1)
        link = &f.pcie.last();
    else if (link && !link->nvme && endpoints > 1)
        link = nullptr;
    if (!link)
        return;
    for (const QString &src : link->gts.sources())
        nvme.first()->pcieGts.offer(link->gts.value(), src);
    if (link->lanes.isKnown())
        for (const QString &src : link->lanes.sources())
            nvme.first()->pcieLanes.offer(link->lanes.value(), src);
}

} // namespace FactsBuild
