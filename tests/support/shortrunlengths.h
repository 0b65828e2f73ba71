#pragma once

#include "remote/jobs/presets.h"

// Test lengths for whole runs through the scripted runner: a few MiB and about a second per
// step, so a run's logic is tested without measuring anything worth a figure.
inline RunPresets::Settings shortRunLengths()
{
    RunPresets::Settings s = RunPresets::settings(true);
    s.diskMinBytes = 2ll << 20;
    s.diskMaxBytes = 8ll << 20;
    s.diskMaxSeconds = 1;
    s.netMinBytes = 1ll << 20;
    s.netMaxSeconds = 1;
    s.share.minBytes = 2ll << 20;
    s.share.maxBytes = 8ll << 20;
    s.share.maxSeconds = 1;
    s.share.smallFiles = 20;
    s.share.smallMaxSeconds = 1;
    s.ownLengths = RunPresets::Lengths{2ll << 20, 8ll << 20, 1};
    return s;
}
