#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class Run;

// The before/after card's judgement of the share figure (docs/design.md "Treatment", "Measure
// again"): the noise band two runs are compared within, from the runs' own spread where they
// repeated the share test, and the change said in words that stay true for small and huge changes
// (never "100 % slower" for a share that still moves data, never "170 % faster" for 2.7 times).
class ShareChange
{
    Q_DECLARE_TR_FUNCTIONS(ShareChange)
public:
    static constexpr double kDefaultNoise = 0.05; // neither run repeated its share test
    static constexpr double kMinNoise = 0.02;     // repeats that agree closely still leave some noise
    static constexpr double kMaxNoise = 0.5;

    enum class Direction
    {
        Unmeasured, // no share figure in one of the runs
        Same,       // within the noise band
        Faster,
        Slower,
    };

    // The share's figures of a run (MB/s): each measurement with figures of the kind the diagnosis
    // takes as the share (write, else read).
    static QList<double> shareFigures(const Run &run);
    // (max - min) / median of repeated figures; -1 with fewer than two.
    static double spread(const QList<double> &figures);
    // The larger spread of the two runs, between kMinNoise and kMaxNoise; kDefaultNoise when neither
    // run has repeated share figures.
    static double noiseBand(const Run &before, const Run &after);

    static Direction direction(double before, double after, double band);
    // The whole sentence of the card's verdict on the share (translated), for `helped` (faster and
    // the finding gone), faster with the finding still there, slower, or the same within `band`.
    static QString verdict(double before, double after, double band, bool findingGone);
};
