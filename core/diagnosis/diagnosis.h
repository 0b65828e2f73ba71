#pragma once

#include "core/diagnosis/bottleneck.h"
#include "core/diagnosis/diagnosisinput.h"
#include "core/diagnosis/finding.h"
#include "core/diagnosis/layerceilings.h"
#include "core/model/completeness.h"

#include <QList>

class Run;

// The verdict on one run: ceilings per layer, the bottleneck and the ranked findings.
// Texts are translated at creation: diagnose after installing the report language's translator.
struct Diagnosis
{
    DiagnosisInput input;
    Completeness completeness; // of the run: a cancelled run gets no bottleneck and no main fix
    LayerCeilings ceilings;
    Bottleneck bottleneck;
    QList<Finding> findings; // ranked by expected gain

    // The finding the summary names: the first one on the bottleneck's layer, else the first. None
    // when no bottleneck could be named (cancelled, assumptions only): the fix would rest on nothing.
    const Finding *mainFinding() const;
    const Finding *finding(const QString &id) const;

    static Diagnosis diagnose(const Run &run);
    static Diagnosis diagnose(const DiagnosisInput &input, const Completeness &completeness);
    // From facts and measurements alone: complete when something was measured, else facts only.
    static Diagnosis diagnose(const DiagnosisInput &input);
};
