#pragma once

#include "core/sharebench/ratewindow.h"
#include "core/sharebench/sharebench.h"

#include <optional>

// Test lengths for the two presets. Quick: a full diagnosis of a 100 Mbit/s Pi in about 20 s (each
// test stops as soon as its rate is stable — a warm-up slice, then the last slices within ±2 % —
// at the latest at its cap; bench/RESULTS.md has the figures). Thorough: larger floors and longer caps, so
// write-back caches and thermal throttling show.
namespace RunPresets {

// The lengths of a job that keeps its own: its quick and thorough values are in its factory row
// (remote/jobs/runsteps.cpp) or its own header, so a new job adds nothing here.
struct Lengths
{
    qint64 minBytes = 0;
    qint64 maxBytes = 0;
    double maxSeconds = 0;
};

struct Settings
{
    qint64 diskMinBytes;
    qint64 diskMaxBytes;
    double diskMaxSeconds;
    qint64 netMinBytes;
    double netMaxSeconds;
    RateWindow::Settings stability; // the Pi's disk: dd reports once a second, so one-second slices
    // The network and the share tests: their rate is known at every block, so the quick preset
    // judges it in half-second slices and reaches a stable figure in half the time.
    RateWindow::Settings transferStability;
    ShareBench::Settings share;
    // Tests: the lengths of every job that keeps its own (above), instead of its quick or thorough
    // ones, so a test can shorten a job it does not know (tests/support/shortrunlengths.h).
    std::optional<Lengths> ownLengths;
};

inline Settings settings(bool quick)
{
    Settings s{};
    s.stability = RateWindow::Settings{};
    if (quick) {
        s.diskMinBytes = 32ll << 20;
        s.diskMaxBytes = 1ll << 30;
        s.diskMaxSeconds = 6;
        s.netMinBytes = 16ll << 20;
        s.netMaxSeconds = 4; // warm-up + 4 stable half-second slices take 2.5 s: room for 3 more
        s.stability.stableSlices = 3;
        s.transferStability.sliceSeconds = 0.5;
        s.transferStability.stableSlices = 4;
        // 16 MiB: 1.4 s at 100 Mbit/s, inside the 2.5 s the rate needs to settle anyway.
        s.share.minBytes = 16ll << 20;
        s.share.maxBytes = 1ll << 30;
        s.share.maxSeconds = 6;
        s.share.smallFiles = 300;
        s.share.smallMaxSeconds = 3;
    } else {
        s.diskMinBytes = 256ll << 20;
        s.diskMaxBytes = 8ll << 30;
        s.diskMaxSeconds = 30;
        s.netMinBytes = 128ll << 20;
        s.netMaxSeconds = 20;
        s.stability.stableSlices = 5;
        s.transferStability = s.stability;
        s.share.minBytes = 256ll << 20;
        s.share.maxBytes = 8ll << 30;
        s.share.maxSeconds = 30;
        s.share.smallFiles = 1000;
        s.share.smallMaxSeconds = 20;
    }
    s.share.stability = s.transferStability;
    return s;
}

} // namespace RunPresets
