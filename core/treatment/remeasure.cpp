#include "core/treatment/remeasure.h"

#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/model/steps.h"

namespace {

// The stretch of the path whose steps measure a layer by themselves (besides the share).
StepInfo::Path pathOf(Layer layer)
{
    switch (layer) {
    case Layer::Storage:
    case Layer::Usb:
        return StepInfo::Path::PiDisk; // dd on the Pi crosses the disk and its USB link
    case Layer::Network:
        return StepInfo::Path::Network;
    case Layer::Filesystem: // a FUSE driver's CPU, sampled during the share test
    case Layer::ServerCpu:  // smbd's / nfsd's CPU, the same
    case Layer::Client:
        break;
    }
    return StepInfo::Path::Share;
}

} // namespace

QStringList Remeasure::stepsFor(std::optional<Layer> layer)
{
    const StepInfo::Path own = layer ? pathOf(*layer) : StepInfo::Path::Share;
    const QString probe = Steps::idOf(StepInfo::Job::Probe);
    QStringList ids;
    for (const QString &id : Steps::runIds(false)) {
        const StepInfo *step = Steps::find(id);
        if (id == probe || step->path == own || step->path == StepInfo::Path::Share)
            ids << id;
    }
    return ids;
}

QStringList Remeasure::stepsAfter(const Run &before, const QString &findingId)
{
    const Diagnosis d = Diagnosis::diagnose(before);
    const Finding *f = d.finding(findingId);
    return stepsFor(f ? std::optional(f->layer) : std::nullopt);
}
