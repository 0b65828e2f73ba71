#include "core/diagnosis/diagnosis.h"

#include "core/diagnosis/rule.h"
#include "core/model/run.h"

const Finding *Diagnosis::mainFinding() const
{
    if (bottleneck.layer)
        for (const Finding &f : findings)
            if (f.layer == *bottleneck.layer && f.gainMbPerSecond > 0)
                return &f;
    for (const Finding &f : findings)
        if (f.gainMbPerSecond > 0)
            return &f;
    return findings.isEmpty() ? nullptr : &findings.first();
}

const Finding *Diagnosis::finding(const QString &id) const
{
    for (const Finding &f : findings)
        if (f.id == id)
            return &f;
    return nullptr;
}

Diagnosis Diagnosis::diagnose(const DiagnosisInput &input)
{
    Diagnosis d;
    d.input = input;
    d.ceilings = LayerCeilings::compute(d.input);
    d.bottleneck = Bottleneck::find(d.input, d.ceilings);
    d.findings = Rules::evaluate(d.input, d.ceilings);
    return d;
}

Diagnosis Diagnosis::diagnose(const Run &run)
{
    return diagnose(DiagnosisInput::fromRun(run));
}
