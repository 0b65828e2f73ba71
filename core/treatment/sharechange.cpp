#include "core/treatment/sharechange.h"

#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"

#include <QLocale>

#include <algorithm>

namespace {

// A percentage with two significant digits below 1, one decimal below 10, whole above: "0.034",
// "4.6", "12".
QString percent(double fraction)
{
    const double p = fraction * 100;
    if (p < 0.995)
        return QLocale().toString(p, 'g', 2);
    return QLocale().toString(p, 'f', p < 9.95 ? 1 : 0);
}

QString times(double ratio)
{
    return QLocale().toString(ratio, 'f', ratio < 9.95 ? 1 : 0);
}

} // namespace

QList<double> ShareChange::shareFigures(const Run &run)
{
    for (const Measurement::Kind kind : {Measurement::Kind::ShareWrite, Measurement::Kind::ShareRead}) {
        QList<double> out;
        for (const Measurement &m : run.measurements(kind))
            if (m.hasFigures())
                out << m.mbPerSecond();
        if (!out.isEmpty())
            return out;
    }
    return {};
}

double ShareChange::spread(const QList<double> &figures)
{
    if (figures.size() < 2)
        return -1;
    QList<double> sorted = figures;
    std::sort(sorted.begin(), sorted.end());
    const qsizetype n = sorted.size();
    const double median = n % 2 ? sorted.at(n / 2) : (sorted.at(n / 2 - 1) + sorted.at(n / 2)) / 2;
    return median > 0 ? (sorted.last() - sorted.first()) / median : -1;
}

double ShareChange::noiseBand(const Run &before, const Run &after)
{
    const double s = std::max(spread(shareFigures(before)), spread(shareFigures(after)));
    return s < 0 ? kDefaultNoise : std::clamp(s, kMinNoise, kMaxNoise);
}

ShareChange::Direction ShareChange::direction(double before, double after, double band)
{
    if (!(before > 0) || after < 0)
        return Direction::Unmeasured;
    const double gain = after / before - 1;
    if (gain >= band)
        return Direction::Faster;
    if (gain <= -band)
        return Direction::Slower;
    return Direction::Same;
}

QString ShareChange::verdict(double before, double after, double band, bool findingGone)
{
    const double ratio = before > 0 ? after / before : 0;
    switch (direction(before, after, band)) {
    case Direction::Unmeasured:
        return tr("The share was not measured in both runs: no figure to compare.");
    case Direction::Same:
        return tr("It did not help: the share is as fast as before (within %1 %, the noise between two "
                  "runs).")
            .arg(percent(band));
    case Direction::Faster:
        if (findingGone)
            return ratio >= 2 ? tr("It helped: the share is %1 times as fast.").arg(times(ratio))
                              : tr("It helped: the share is %1 % faster.").arg(percent(ratio - 1));
        return ratio >= 2
                   ? tr("It did not help as meant: the share is %1 times as fast, but the finding is still "
                        "there, so something else changed. Undo the change unless you want to keep it "
                        "anyway.")
                         .arg(times(ratio))
                   : tr("It did not help as meant: the share is %1 % faster, but the finding is still there, "
                        "so something else changed. Undo the change unless you want to keep it anyway.")
                         .arg(percent(ratio - 1));
    case Direction::Slower:
        if (after <= 0)
            return tr(
                "It did not help: the share moved no data after the change. Undo the change unless another "
                "cause explains it.");
        // Beyond half the speed lost, "N % slower" reads near 100 % while data still moves: say what is left.
        return ratio < 0.5
                   ? tr("It did not help: the share runs at %1 % of its speed before. Undo the change "
                        "unless another cause explains it.")
                         .arg(percent(ratio))
                   : tr("It did not help: the share is %1 % slower than before. Undo the change unless "
                        "another cause explains it.")
                         .arg(percent(1 - ratio));
    }
    return QString();
}
