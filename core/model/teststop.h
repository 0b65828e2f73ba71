#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

// Why a step ended (docs/design.md "Run file": steps[].stop). A throughput test runs until its rate
// is stable or until its time cap; a figure from a capped test is less settled than a stable one,
// and a reader of the run (or of a forum post) can tell which it was.
enum class TestStop
{
    Done,      // a step without a rate to settle (probe, cleanup)
    Stable,    // the rate settled: the last one-second slices agreed
    Cap,       // the time cap ended it before the rate settled
    Size,      // it ran out of work: the size limit, the planned files, the end of the file
    Error,     // it failed
    Cancelled, // the user stopped it
};

namespace TestStops {
QString key(TestStop stop); // "stable", "cap", …
std::optional<TestStop> fromKey(const QString &key);
QString title(TestStop stop); // translated, for reports and tooltips
} // namespace TestStops
