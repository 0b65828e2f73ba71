#pragma once

#include "core/diagnosis/layer.h"
#include "core/knowledge/workloads.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

struct Diagnosis;

// One everyday workload answered in the owner's terms (issue #39): "Play a 4K UHD Blu-ray remux:
// yes, 2 at once", "First full backup of a laptop: about 4 h 38 min". It rests on the run's share
// figure for the workload's direction (Diagnosis::input: read, write or small files), or — when the
// run has no such test — on the lowest ceiling that bounds it (Diagnosis::ceilings), which can only
// ever rule a workload out: a ceiling is the most a layer lets through, never what the share does.
// Nothing here measures or recomputes a layer's figure or ceiling.
struct Answer
{
    Q_DECLARE_TR_FUNCTIONS(Answer)
public:
    enum class Verdict
    {
        Yes,
        Tight,
        No,
        Unknown,
    };
    enum class Basis
    {
        Measured, // the run's own share figure
        Ceiling,  // only a layer's ceiling: an upper bound, so the verdict is "no" or nothing
    };
    struct AfterFix
    {
        QString findingId; // the top fix (Diagnosis::mainFinding)
        double figureMbPerSecond = -1;
        Verdict verdict = Verdict::Unknown;
        double value = -1;
    };

    Workload workload;
    double bytes = 0; // Transfer: the size answered (the owner's, else the table's)
    Verdict verdict = Verdict::Unknown;
    double value = -1; // streams at once (a whole number) or seconds; -1 = unknown
    std::optional<Layer> limitedBy;
    std::optional<Basis> basis; // none when unknown
    double figureMbPerSecond = -1; // the rate the answer rests on: the share figure or the ceiling
    QString figureKey;             // "share-read", "share-write", "share-small-files" or the ceiling's id
    std::optional<AfterFix> afterFix;
    // Translated: what the answer rests on, with its numbers, or why it is unknown and which test
    // would answer it.
    QString reason;

    QString id() const { return QString::fromLatin1(workload.id); }
    bool isStream() const { return workload.kind == Workload::Kind::Stream; }
    QString unitKey() const; // "streams" | "seconds"
    // "Yes — 2 at once", "Tight — about 12 h 30 min", "No — not even one", "Unknown"
    QString headline() const;
    // "Limited by Network (measured)", "Limited by Network (its ceiling)", "" when no layer is named.
    QString limitText() const;
    // "After the top fix: yes — 5 at once"; "" without one.
    QString afterFixText() const;

    // The same verdict and the same figure as shown (streams, or the time to the minute): what the
    // before/after card and Compare use to tell which answers a change moved.
    bool sameAs(const Answer &other) const;

    static QString verdictKey(Verdict verdict); // "yes" | "tight" | "no" | "unknown"
    static QString verdictTitle(Verdict verdict); // translated
    static QString durationText(double seconds);  // "45 s", "38 min", "12 h 30 min", "2.3 days"
    // {"id", "title", "verdict", "value", "unit", "limited_by", "basis", "figure", "figure_mb_per_s",
    //  "peak_mb_per_s" | "bytes", "after_fix": {"finding", "figure_mb_per_s", "verdict", "value"}|null,
    //  "reason"} — docs/design.md "Analyze JSON".
    QJsonObject toJson() const;
};

class Answers
{
    Q_DECLARE_TR_FUNCTIONS(Answers)
public:
    // Every workload of Workload::all(), answered from the diagnosis with the owner's sizes the run
    // recorded ("My data", DiagnosisInput::myData); a workload without one uses the table's size.
    static QList<Answer> of(const Diagnosis &d);

    // The arithmetic, one place (the test recomputes it from `analyze --json`):
    // streams at once = ⌊rate ÷ peak⌋, each stream counted at its format's peak rate;
    static int streamsAtOnce(double mbPerSecond, double peakMbPerSecond);
    // yes from Workload::kComfortableHeadroom × peak, tight from 1 × peak, else no;
    static Answer::Verdict streamVerdict(double mbPerSecond, double peakMbPerSecond);
    // seconds = bytes ÷ (rate × 10^6);
    static double transferSeconds(double bytes, double mbPerSecond);
    // yes within the workload's yesWithinSeconds, tight within tightWithinSeconds, else no.
    static Answer::Verdict transferVerdict(double seconds, const Workload &workload);
};
