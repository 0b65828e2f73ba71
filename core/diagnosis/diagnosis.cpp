#include "core/diagnosis/diagnosis.h"

#include "core/diagnosis/rule.h"
#include "core/model/run.h"

const Finding *Diagnosis::mainFinding() const
{
    if (!bottleneck.layer) {
        // No verdict on speed, but something is broken (a read-only file system, a failing disk):
        // its fix rests on a fact, not on figures, and is still the one that matters most.
        if (completeness.isCancelled())
            return nullptr;
        for (const Finding &f : findings)
            if (f.severity == Finding::Severity::Critical && f.gainMbPerSecond <= 0)
                return &f;
        return nullptr;
    }
    if (bottleneck.layer)
        for (const Finding &f : findings)
            if (f.layer == *bottleneck.layer && f.gainMbPerSecond > 0)
                return &f;
    for (const Finding &f : findings)
        if (f.gainMbPerSecond > 0)
            return &f;
    // Nothing promises a gain: the most severe problem, but never a remark ("not a Raspberry Pi")
    // presented as the fix that matters most.
    for (const Finding &f : findings)
        if (f.severity != Finding::Severity::Info)
            return &f;
    return nullptr;
}

const Finding *Diagnosis::finding(const QString &id) const
{
    for (const Finding &f : findings)
        if (f.id == id)
            return &f;
    return nullptr;
}

Diagnosis Diagnosis::diagnose(const DiagnosisInput &input, const Completeness &completeness)
{
    Diagnosis d;
    d.input = input;
    d.input.diskBehindShare = input.diskBehindShare && !completeness.shareUnconfirmed;
    for (const StepInfo::Path path : {StepInfo::Path::PiDisk, StepInfo::Path::Network, StepInfo::Path::Share})
        if (!completeness.measures(path) && !d.input.notMeasured.contains(path))
            d.input.notMeasured << path;
    d.completeness = completeness;
    d.ceilings = LayerCeilings::compute(d.input);
    d.bottleneck = Bottleneck::find(d.input, d.ceilings, completeness.state);
    d.findings = Rules::evaluate(d.input, d.ceilings);
    return d;
}

Diagnosis Diagnosis::diagnose(const DiagnosisInput &input)
{
    const bool measured = input.shareFigure() > 0 || input.piDiskFigure() > 0 || input.networkFigure() > 0;
    Completeness c;
    c.state = measured ? Completeness::State::Complete : Completeness::State::FactsOnly;
    return diagnose(input, c);
}

Diagnosis Diagnosis::diagnose(const Run &run)
{
    return diagnose(DiagnosisInput::fromRun(run), Completeness::of(run));
}
