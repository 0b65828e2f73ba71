#include "core/probe/factsbuilder_p.h"
#include "core/probe/smartparser.h"

#include <algorithm>

namespace FactsBuild {

namespace {

// The disk a report is about: the device it names ("sda"; "nvme0" is the controller of
// "nvme0n1"), else the known disk of the same model, else the only disk that is not an SD card.
// A report that names none of them is kept under its model, never under a guessed device name.
BlockDevice *diskOf(const SmartReport &r, Facts &f)
{
    if (!r.device.isEmpty()) {
        QString name = r.device;
        if (name.startsWith(u"nvme") && name.indexOf(u'n', 4) < 0)
            name += QStringLiteral("n1");
        for (BlockDevice &d : f.storage.disks)
            if (d.name == name || (d.name.startsWith(name) && name.startsWith(u"nvme")))
                return &d;
        return &diskNamed(f, name);
    }
    QList<BlockDevice *> candidates;
    for (BlockDevice &d : f.storage.disks) {
        if (!r.model.isEmpty() && d.model.isKnown() &&
            d.model.value().simplified().compare(r.model.simplified(), Qt::CaseInsensitive) == 0)
            return &d;
        if (!d.name.startsWith(u"mmcblk"))
            candidates.append(&d);
    }
    if (candidates.size() == 1)
        return candidates.first();
    if (!candidates.isEmpty())
        return nullptr; // several disks and nothing says which: no fact rather than a wrong one
    BlockDevice &d = diskNamed(f, r.model.isEmpty() ? QStringLiteral("disk") : r.model.simplified());
    if (!r.model.isEmpty())
        d.model.offer(r.model.simplified(), sectionId(ProbeSection::Smart));
    return &d;
}

} // namespace

void diskHealth(const Input &in, Facts &f)
{
    const QString src = sectionId(ProbeSection::Smart);
    // A refused smartctl still ends the section with exit 0 (the probe keeps going): its words are
    // the note of why nothing is known. A section that failed gives no fact (Transcript::readable).
    const QString *text = FactsBuild::text(in.transcript, ProbeSection::Smart);
    if (!text)
        return;
    for (const SmartReport &r : parseSmart(*text)) {
        BlockDevice *d = diskOf(r, f);
        if (!d)
            continue;
        if (!r.failure.isEmpty() && !r.hasReadings()) {
            d->smartNote.offer(r.failure, src);
            continue;
        }
        if (r.healthPassed)
            d->smartHealth.offer(*r.healthPassed ? QStringLiteral("passed") : QStringLiteral("failed"), src);
        d->reallocatedSectors.offer(r.reallocatedSectors, src);
        if (r.pendingSectors || r.offlineUncorrectable)
            d->pendingSectors.offer(std::max(r.pendingSectors.value_or(0), r.offlineUncorrectable.value_or(0)), src);
        d->udmaCrcErrors.offer(r.udmaCrcErrors, src);
        if (r.mediaErrors || r.reportedUncorrectable)
            d->mediaErrors.offer(r.mediaErrors.value_or(0) + r.reportedUncorrectable.value_or(0), src);
        d->criticalWarning.offer(r.criticalWarning, src);
        d->thermalThrottleEvents.offer(r.thermalThrottleEvents, src);
    }
}

} // namespace FactsBuild
