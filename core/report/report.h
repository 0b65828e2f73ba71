#pragma once

#include "core/diagnosis/answers.h"
#include "core/diagnosis/diagnosis.h"
#include "core/knowledge/ceiling.h"
#include "core/model/measurement.h"
#include "core/model/probesection.h"
#include "core/model/runstep.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

class Run;

// The report of one run, ready for any renderer (text, JSON, HTML, PDF, the GUI): the summary
// sentence first, then each layer's measured figure against its ceiling, the ranked findings, the
// facts and the measurements. Texts are translated when build() runs: install the report
// language's translator first (the report language may differ from the UI's).
struct Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
public:
    struct LayerRow
    {
        std::optional<Layer> layer; // none: the end-to-end row (the share as the PC sees it)
        QString title;              // translated layer name
        double measured = -1;       // MB/s; -1 = not measured
        QString measuredBy;         // translated: "dd on the Pi", "raw TCP", "through the share"
        Ceiling ceiling;            // invalid = none known
        bool ceilingAssumed = false; // a typical figure for a kind of device, not this Pi's
        bool bottleneck = false;
        // LayerCeilings::noteFor: whose half of the link, why the measured figure is above the ceiling.
        QString ceilingNote;
        // Where the ceiling comes from, then its note: what every layer table prints beside it.
        QString ceilingSource() const;
    };
    struct FactRow
    {
        QString label; // translated
        QString value;
    };
    struct MeasurementRow
    {
        QString kind;  // key: "share-write"
        QString title; // translated
        qint64 bytes = -1;
        double seconds = -1;
        double mbPerSecond = -1;
        QString peakCpu; // "nfsd 17.6 %", "" when none
        QString error;   // as the report shows it: said once ("the error is given above")
        // As the run holds them, for the CSV: the method, the busiest processes' peak CPU and the
        // step's own error.
        QString method;
        QMap<QString, double> peakProcessCpu;
        QString runError;
        // Why its step ended (from the run's steps; none in older runs). A test its time cap ended
        // before the rate settled gives a figure that is less sure: its title says so.
        std::optional<TestStop> stop;
    };

    QString title; // "Pi NAS Doctor report"
    QString runLabel;
    QDateTime started;   // invalid when unknown
    QString startedText; // in the report's locale and the user's time zone; "" when unknown
    QLocale locale;      // the report language's locale, for its numbers and dates
    Completeness completeness;
    // The summary: what failed (once), the bottleneck, the main problem, then the one fix that matters
    // most — verdictText then verdictFix. The card, the HTML/PDF and the Markdown show the two parts;
    // the text report and the JSON "summary" the whole. "The fix that matters most" is said once.
    QString summary;
    QString verdictText;
    QString verdictFix; // fixSentence(main finding); "" when no fix is named
    QString bottleneckReason; // why no bottleneck is named; "" when the verdict says it already
    // The verdict card: the layer in large type (or "No diagnosis" / "Not named"), its figure
    // against its limit ("11.1 of 11.8 MB/s — 94 %", "" when none), and the fix that matters most.
    QString verdictHeadline;
    QString verdictFigure;
    const Finding *mainFinding() const { return diagnosis.mainFinding(); }
    // storage, usb, filesystem, network, server CPU (client when it is the bottleneck), then the
    // share as the PC sees it: the end-to-end figure every layer above limits.
    QList<LayerRow> layers;
    double shareMbPerSecond = -1;
    // "What this NAS can do for you" (issue #39): every everyday workload answered from the figures
    // and ceilings above (Answers::of), shown right below the verdict.
    QList<Answer> answers;
    // What the owner said the NAS is for (the run's profile "uses", Workload::kUses keys): the
    // answers for those come first.
    QStringList uses;
    QList<Finding> findings;
    QList<FactRow> facts;
    QList<MeasurementRow> measurements;
    // Changes the app made on the Pi after this run (`fix --apply`, issue #29), from the run file's
    // "changes" key: at most kMaxChanges, each value cut to 200 characters (the file is data).
    struct ChangeRow
    {
        QString id, finding, when, fromPc, status;
    };
    QList<ChangeRow> changes;
    static constexpr int kMaxChanges = 100;
    QJsonObject factsJson;
    Diagnosis diagnosis;

    // What the forum post and the CSV need from the run beyond what the report shows, so that no
    // renderer reads the Run: the app that wrote it, its label as written, the Pi's host name (from
    // uname), what must not leave the machine and the raw outputs a helper on a forum asks for.
    QString appVersion;
    QString label;  // the run's label as the user wrote it (runLabel is its one-line form)
    QString piHost; // "" when the run has no uname
    // The profile's host and user, the Pi's host name (uname, facts), each also without its domain,
    // longest first; words under 3 characters are left out (they would scrub ordinary text). Of the
    // original run also in a report forSharing().
    QStringList privateWords;
    struct RawOutput
    {
        QString id; // the transcript section: "model", "lsusb-t", "ethtool-eth0" (core/model/probesection.h)
        QString text; // trimmed, whole
    };
    QList<RawOutput> rawOutputs; // the sections of kRawSections that succeeded, in that order
    static const QList<ProbeSection> kRawSections;
    // Built from the run's copy for sharing (Redaction), for the forum post.
    bool forSharingCopy = false;

    static Report build(const Run &run);
    // The report the forum post is written from: built from the run redacted for sharing
    // (Redaction::of with this PC's name, as "Export for sharing"), so a value is replaced while it
    // is still itself, with the private words of the original (built: Report::build(run), reused
    // when the caller has it).
    static Report forSharing(const Run &run, const Report &built);
    static Report forSharing(const Run &run);
    // "The fix that matters most: FIX Expected gain: GAIN." — the one wording every view uses.
    static QString fixSentence(const Finding &finding);
    // The report language's locale: the current translation names it ("ja" in the Japanese one).
    static QLocale reportLocale();
    // A date and time in the report's locale and the user's time zone, e.g. "2026/12/01 18:40 CET".
    static QString dateTimeText(const QDateTime &when, const QLocale &locale);
    // The measurement rows of a run (also used by the CSV writer and the comparison); steps: the
    // run's steps, for how each test ended (a step's id is its measurement's kind key).
    static QList<MeasurementRow> measurementRows(const QList<Measurement> &measurements,
                                                 const QList<RunStep> &steps = {});

private:
    void takeSharingParts(const Run &run); // reportsharing.cpp: appVersion … rawOutputs
};
