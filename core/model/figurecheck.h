#pragma once

#include <QCoreApplication>
#include <QString>

// Whether a transfer's figures make physical sense, checked where a figure enters the app (a job's
// result, a run file): a lying or broken Pi, or a hand-edited file, must not become a verdict.
// Bounds: no layer this app measures moves more than 100 GB/s; bytes are not negative; seconds are
// finite and positive; more than 1 MB in under 1 ms is a clock that did not run.
class FigureCheck
{
    Q_DECLARE_TR_FUNCTIONS(FigureCheck)

public:
    static constexpr double kMaxBytesPerSecond = 100e9;

    // Empty when the figures are plausible; otherwise why not (translated, with the figures).
    static QString problem(qint64 bytes, double seconds);
};
