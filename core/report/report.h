#pragma once

#include "core/diagnosis/diagnosis.h"
#include "core/knowledge/ceiling.h"
#include "core/model/measurement.h"
#include "core/model/runstep.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QLocale>
#include <QList>
#include <QString>

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
        QString error;
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
    QString bottleneckReason;
    // The verdict card: the layer in large type (or "No diagnosis" / "Not named"), its figure
    // against its limit ("11.1 of 11.8 MB/s — 94 %", "" when none), and the fix that matters most.
    QString verdictHeadline;
    QString verdictFigure;
    const Finding *mainFinding() const { return diagnosis.mainFinding(); }
    // storage, usb, filesystem, network, server CPU (client when it is the bottleneck), then the
    // share as the PC sees it: the end-to-end figure every layer above limits.
    QList<LayerRow> layers;
    double shareMbPerSecond = -1;
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

    static Report build(const Run &run);
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
};
