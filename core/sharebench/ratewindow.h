#pragma once

#include "core/model/teststop.h"

#include <QList>
#include <QPointF>

#include <optional>

// Decides when a transfer's rate has settled, so a test can stop early instead of running for a
// fixed size: on a 100 Mbit link a 1 GiB copy takes 96 s, but its rate is clear after a few seconds.
// Fed with (seconds since start, bytes done so far); looks at the rate of each one-second slice.
class RateWindow
{
public:
    struct Settings
    {
        double sliceSeconds = 1.0;   // rate is computed per slice
        int stableSlices = 4;        // how many recent slices must agree
        double tolerance = 0.02;     // ±2 % of their mean
        // Slices at the start that never count towards stability: a connection's slow start, a
        // page cache filling before write-back throttles, dd's first partial second.
        int warmupSlices = 1;
    };

    RateWindow();
    explicit RateWindow(Settings settings);

    // Call often (every block). Returns true when a new slice was completed.
    bool add(double seconds, qint64 bytes);

    bool isStable() const;
    // Whether a test fed to this window should end now, and why: Stable once at least minBytes
    // are done and the rate settled, Cap at capSeconds; nullopt while it should go on.
    std::optional<TestStop> stopNow(double seconds, qint64 bytes, qint64 minBytes, double capSeconds) const;
    // Rate of each completed slice, as (end time in s, bytes/s): the live chart's series.
    const QList<QPointF> &slices() const { return m_slices; }
    // Mean rate over the last stableSlices slices (bytes/s); 0 before that many exist.
    double recentRate() const;
    // Where the stable slices began, as (seconds, bytes done then); nullopt unless isStable().
    std::optional<QPointF> stableSince() const;
    // Stable at (seconds, bytes): the time before the stable slices beyond what their rate needed
    // for the bytes done by then — a stall before the rate settled; 0 when the start was as fast or
    // faster, or the rate is not stable (ShareBench::Result::stallSeconds).
    double stallSeconds(double seconds, qint64 bytes) const;

private:
    Settings m_settings;
    QList<QPointF> m_slices;
    QList<qint64> m_sliceEndBytes; // bytes done at each slice's end
    double m_sliceStart = 0;
    qint64 m_sliceStartBytes = 0;
};
