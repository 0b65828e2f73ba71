#pragma once

#include "core/diagnosis/layer.h"

#include <QString>
#include <QStringList>

#include <optional>

class Run;

// "Measure again" after a change (issue #29, "Prove it"): not a whole diagnosis but the steps that
// can show what the change did. The step registry (core/model/steps.h) knows which stretch of the
// path each step measures; a finding knows its layer.
//
//   Remeasure::stepsAfter(before, "smb-sync-always")
//     // {"probe", "pi-disk-write", "pi-disk-read", "share-write", "share-read", "share-small-files"}
class Remeasure
{
public:
    // In the run's order: the probe (the finding's evidence is read again), the steps that measure
    // `layer` on the Pi (storage and USB: the disk test; network: the network test; the others are
    // measured through the share), then the share steps (not the optional file copy).
    static QStringList stepsFor(std::optional<Layer> layer);
    // The steps for the finding `findingId` of the run before the change (its layer as that run's
    // diagnosis gives it); a finding that run does not have gets the probe and the share steps.
    static QStringList stepsAfter(const Run &before, const QString &findingId);
};
