#include "core/diagnosis/answers.h"

#include "core/diagnosis/diagnosis.h"
#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/model/measurement.h"

#include <QJsonValue>

#include <cmath>

namespace {

using Verdict = Answer::Verdict;
using Figure = Workload::Figure;

Measurement::Kind kindOf(Figure figure)
{
    switch (figure) {
    case Figure::ShareRead:
        return Measurement::Kind::ShareRead;
    case Figure::ShareWrite:
        return Measurement::Kind::ShareWrite;
    case Figure::ShareSmallFiles:
        return Measurement::Kind::ShareSmallFiles;
    }
    return Measurement::Kind::Unknown;
}

// The run's own figure for the workload's direction, as DiagnosisInput holds it (medians); -1 = none.
double measuredFigure(const DiagnosisInput &in, Figure figure)
{
    switch (figure) {
    case Figure::ShareRead:
        return in.shareRead;
    case Figure::ShareWrite:
        return in.shareWrite;
    case Figure::ShareSmallFiles:
        return in.shareSmallFiles;
    }
    return -1;
}

// The lowest ceiling that bounds every share figure, whichever direction: the most the share could
// carry. A typical figure for a kind of device (Bottleneck::isAssumed) bounds nothing about this Pi,
// and the disk's layers only count when the disk test measured the disk behind the share.
std::optional<Layer> boundingLayer(const Diagnosis &d)
{
    std::optional<Layer> best;
    double lowest = 0;
    for (Layer l : {Layer::Network, Layer::Usb, Layer::Storage, Layer::Filesystem}) {
        if ((l == Layer::Usb || l == Layer::Storage) && !d.input.diskBehindShare)
            continue;
        const Ceiling c = d.ceilings.forLayer(l);
        if (!c.isValid() || Bottleneck::isAssumed(c))
            continue;
        if (!best || c.mbPerSecond < lowest) {
            best = l;
            lowest = c.mbPerSecond;
        }
    }
    return best;
}

// The layer that limits a measured share figure. The bottleneck explains the share figure it was
// judged on (write, else read): an answer resting on that same figure takes its layer. A figure of
// the other direction is limited by the tightest bounding ceiling when it reaches it as the
// bottleneck's rule asks (Bottleneck::kExplainsFrom); otherwise no layer is named. The small-files
// rate is set by per-file round trips, which no layer's throughput explains.
std::optional<Layer> limitOfMeasured(const Diagnosis &d, Figure figure, double mbPerSecond)
{
    if (figure == Figure::ShareSmallFiles)
        return std::nullopt;
    const Bottleneck &b = d.bottleneck;
    const bool judgedOnThis = (figure == Figure::ShareWrite) == d.input.shareFigureIsWrite();
    if (b.layer && b.fromMeasurement && judgedOnThis)
        return b.layer;
    const std::optional<Layer> bound = boundingLayer(d);
    if (bound && mbPerSecond >= Bottleneck::kExplainsFrom * d.ceilings.forLayer(*bound).mbPerSecond)
        return bound;
    return std::nullopt;
}

QString gb(double bytes)
{
    return Figures::rate(bytes / 1e9);
}

QString peakText(const Workload &w)
{
    return Answers::tr("one stream needs up to %1 MB/s at its peak (%2 Mbit/s), and %3 MB/s to play comfortably "
                       "(%4× for the player's buffer and seeks)")
        .arg(Figures::rate(w.peakMbPerSecond), Figures::rate(w.peakMbPerSecond * 8),
             Figures::rate(w.peakMbPerSecond * Workload::kComfortableHeadroom),
             QString::number(Workload::kComfortableHeadroom));
}

// Verdict and value at a rate, for either kind of workload.
void judgeAt(Answer &a, double mbPerSecond)
{
    if (a.isStream()) {
        a.verdict = Answers::streamVerdict(mbPerSecond, a.workload.peakMbPerSecond);
        a.value = Answers::streamsAtOnce(mbPerSecond, a.workload.peakMbPerSecond);
    } else {
        a.value = Answers::transferSeconds(a.bytes, mbPerSecond);
        a.verdict = Answers::transferVerdict(a.value, a.workload);
    }
}

void addAfterFix(Answer &a, const Diagnosis &d)
{
    const Finding *fix = d.mainFinding();
    const Bottleneck &b = d.bottleneck;
    // The fix's gain was worked out against the share figure the bottleneck explains; it lifts the
    // limit of its own layer, so it changes only the answers that layer limits, in proportion:
    // on that very figure it is exactly figure + gain.
    if (!fix || fix->gainMbPerSecond <= 0 || !a.limitedBy || *a.limitedBy != fix->layer || !b.fromMeasurement
        || b.shareMbPerSecond <= 0)
        return;
    Answer after = a;
    after.figureMbPerSecond = a.figureMbPerSecond * (b.shareMbPerSecond + fix->gainMbPerSecond) / b.shareMbPerSecond;
    judgeAt(after, after.figureMbPerSecond);
    a.afterFix = Answer::AfterFix{fix->id, after.figureMbPerSecond, after.verdict, after.value};
}

Answer answer(const Workload &w, const Diagnosis &d, double bytes)
{
    Answer a;
    a.workload = w;
    a.bytes = bytes;
    const Measurement::Kind kind = kindOf(w.figure);
    const QString test = Measurement::kindTitle(kind);
    if (d.completeness.isCancelled()) {
        a.reason = Answers::tr("The run was cancelled: run it again to answer this.");
        return a;
    }
    const double measured = measuredFigure(d.input, w.figure);
    if (measured > 0) {
        a.basis = Answer::Basis::Measured;
        a.figureMbPerSecond = measured;
        a.figureKey = Measurement::kindKey(kind);
        a.limitedBy = limitOfMeasured(d, w.figure, measured);
        judgeAt(a, measured);
        a.reason = a.isStream() ? Answers::tr("“%1” reached %2 MB/s; %3.").arg(test, Figures::rate(measured), peakText(w))
                                : Answers::tr("%1 GB at the %2 MB/s of “%3”.").arg(gb(bytes), Figures::rate(measured), test);
        addAfterFix(a, d);
        return a;
    }
    // No test in the workload's direction: a ceiling can still rule it out, never in.
    const QString missing = Answers::tr("This run has no “%1” test: run it to answer this.").arg(test);
    const std::optional<Layer> bound = boundingLayer(d);
    if (!bound) {
        a.reason = missing;
        return a;
    }
    const Ceiling c = d.ceilings.forLayer(*bound);
    Answer atCeiling = a;
    judgeAt(atCeiling, c.mbPerSecond);
    if (atCeiling.verdict != Verdict::No) {
        a.reason = missing;
        return a;
    }
    a = atCeiling;
    a.basis = Answer::Basis::Ceiling;
    a.figureMbPerSecond = c.mbPerSecond;
    a.figureKey = c.id;
    a.limitedBy = bound;
    a.reason = a.isStream()
                   ? Answers::tr("Not measured, but the %1 ceiling of %2 MB/s is already too low: %3.")
                         .arg(Layers::title(*bound), Ceilings::number(c.mbPerSecond), peakText(w))
                   : Answers::tr("Not measured, but at the %1 ceiling of %2 MB/s %3 GB take at least %4.")
                         .arg(Layers::title(*bound), Ceilings::number(c.mbPerSecond), gb(bytes),
                              Answer::durationText(a.value));
    return a;
}

QString valueText(bool stream, Verdict verdict, double value)
{
    if (verdict == Verdict::Unknown || value < 0)
        return QString();
    if (stream)
        return value < 1 ? Answer::tr("not even one") : Answer::tr("%1 at once").arg(qint64(value));
    return Answer::tr("about %1").arg(Answer::durationText(value));
}

} // namespace

bool Answer::sameAs(const Answer &other) const
{
    if (verdict != other.verdict || (value < 0) != (other.value < 0))
        return false;
    return isStream() ? value == other.value : std::round(value / 60) == std::round(other.value / 60);
}

QString Answer::unitKey() const
{
    return isStream() ? QStringLiteral("streams") : QStringLiteral("seconds");
}

QString Answer::verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Yes:
        return QStringLiteral("yes");
    case Verdict::Tight:
        return QStringLiteral("tight");
    case Verdict::No:
        return QStringLiteral("no");
    case Verdict::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString Answer::verdictTitle(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Yes:
        return tr("Yes");
    case Verdict::Tight:
        return tr("Tight");
    case Verdict::No:
        return tr("No");
    case Verdict::Unknown:
        break;
    }
    return tr("Unknown");
}

QString Answer::durationText(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0 || seconds > 1e12)
        return QStringLiteral("?");
    if (seconds < 90)
        return tr("%1 s").arg(qint64(std::ceil(seconds)));
    const qint64 minutes = qint64(std::round(seconds / 60));
    if (minutes < 90)
        return tr("%1 min").arg(minutes);
    if (minutes < 48 * 60)
        return tr("%1 h %2 min").arg(QString::number(minutes / 60), QString::number(minutes % 60));
    return tr("%1 days").arg(QString::number(seconds / 86400, 'f', 1));
}

QString Answer::headline() const
{
    const QString value = valueText(isStream(), verdict, this->value);
    return value.isEmpty() ? verdictTitle(verdict)
                           : tr("%1 — %2").arg(verdictTitle(verdict), value);
}

QString Answer::limitText() const
{
    if (!limitedBy)
        return QString();
    return basis == Basis::Ceiling ? tr("Limited by %1 (its ceiling)").arg(Layers::title(*limitedBy))
                                   : tr("Limited by %1 (measured)").arg(Layers::title(*limitedBy));
}

QString Answer::afterFixText() const
{
    if (!afterFix)
        return QString();
    return tr("After the top fix: %1 — %2")
        .arg(verdictTitle(afterFix->verdict), valueText(isStream(), afterFix->verdict, afterFix->value));
}

QJsonObject Answer::toJson() const
{
    auto num = [](double v) { return v >= 0 ? QJsonValue(v) : QJsonValue(); };
    QJsonObject o{{QStringLiteral("id"), id()},
                  {QStringLiteral("title"), workload.translatedTitle()},
                  {QStringLiteral("verdict"), verdictKey(verdict)},
                  {QStringLiteral("value"), num(value)},
                  {QStringLiteral("unit"), unitKey()},
                  {QStringLiteral("limited_by"), limitedBy ? QJsonValue(Layers::key(*limitedBy)) : QJsonValue()},
                  {QStringLiteral("basis"), !basis                    ? QJsonValue()
                                            : *basis == Basis::Measured ? QJsonValue(QStringLiteral("measured"))
                                                                        : QJsonValue(QStringLiteral("ceiling"))},
                  {QStringLiteral("figure"), figureKey.isEmpty() ? QJsonValue() : QJsonValue(figureKey)},
                  {QStringLiteral("figure_mb_per_s"), num(figureMbPerSecond)},
                  {QStringLiteral("reason"), reason}};
    if (isStream())
        o.insert(QStringLiteral("peak_mb_per_s"), workload.peakMbPerSecond);
    else
        o.insert(QStringLiteral("bytes"), bytes);
    o.insert(QStringLiteral("after_fix"),
             afterFix ? QJsonValue(QJsonObject{{QStringLiteral("finding"), afterFix->findingId},
                                               {QStringLiteral("figure_mb_per_s"), afterFix->figureMbPerSecond},
                                               {QStringLiteral("verdict"), verdictKey(afterFix->verdict)},
                                               {QStringLiteral("value"), num(afterFix->value)}})
                      : QJsonValue());
    return o;
}

QList<Answer> Answers::of(const Diagnosis &d)
{
    QList<Answer> answers;
    for (const Workload &w : Workload::all())
        answers.append(answer(w, d, d.input.myData.bytesFor(w)));
    return answers;
}

int Answers::streamsAtOnce(double mbPerSecond, double peakMbPerSecond)
{
    if (!(mbPerSecond > 0) || !(peakMbPerSecond > 0))
        return 0;
    // 1e-9: a rate of exactly n peaks is n streams, whatever the floating point says.
    return int(std::min(std::floor(mbPerSecond / peakMbPerSecond + 1e-9), 1e6));
}

Answer::Verdict Answers::streamVerdict(double mbPerSecond, double peakMbPerSecond)
{
    if (mbPerSecond >= Workload::kComfortableHeadroom * peakMbPerSecond)
        return Verdict::Yes;
    if (mbPerSecond >= peakMbPerSecond)
        return Verdict::Tight;
    return Verdict::No;
}

double Answers::transferSeconds(double bytes, double mbPerSecond)
{
    return mbPerSecond > 0 ? bytes / (mbPerSecond * 1e6) : -1;
}

Answer::Verdict Answers::transferVerdict(double seconds, const Workload &workload)
{
    if (seconds < 0)
        return Verdict::Unknown;
    if (seconds <= workload.yesWithinSeconds)
        return Verdict::Yes;
    if (seconds <= workload.tightWithinSeconds)
        return Verdict::Tight;
    return Verdict::No;
}
