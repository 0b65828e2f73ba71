#pragma once

#include "core/model/runstep.h"
#include "core/model/steps.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class Run;

// How much of a run there is to judge, from the steps the run recorded (docs: issue #14 point 2).
// The one definition every view uses — History, Compare, the report, the PDF/CSV and
// `analyze --json` ("completeness": "complete" | "partial" | "cancelled" | "facts-only").
//  - cancelled: a step was cancelled (the user stopped the run): no diagnosis is given;
//  - partial: a step failed or was skipped: the report says what is missing and why;
//  - facts only: nothing was measured (a bare transcript, pasted outputs, or only the probe ran);
//  - complete: every recorded step ended ok and something was measured.
struct Completeness
{
    Q_DECLARE_TR_FUNCTIONS(Completeness)
public:
    enum class State
    {
        Complete,
        Partial,
        Cancelled,
        FactsOnly
    };

    State state = State::Complete;
    QList<RunStep> missing; // the steps that did not end ok, in run order
    QStringList ran;        // the ids of the steps that ended ok
    // The pre-flight did not confirm that the share is the Pi folder the disk test ran in (the marker
    // was found in another folder the run did not follow, or not found in time): the disk figure and
    // the share figure may come from two different disks, so nothing compares them and the run is
    // not complete. From the run file's profile.preflight (docs/design.md "Pre-flight").
    bool shareUnconfirmed = false;
    QString shareOnPi;   // where the marker was found; empty: not found
    QString testsFolder; // the Pi folder the Pi-side tests used
    // A re-measure of chosen steps ("Measure again" after a change, run file `steps_chosen`): only
    // these step ids were asked for. The others are not missing (nothing failed): they were not
    // measured again, so their layers give no figure and no limit (Bottleneck). Empty: a whole run.
    QStringList chosen;
    QStringList leftOut; // the run's steps (Steps::runIds) not chosen, in run order

    bool isRemeasure() const { return !chosen.isEmpty(); }
    // Whether this stretch of the path was measured in this run: always in a whole run; in a
    // re-measure only when one of its steps was chosen.
    bool measures(StepInfo::Path path) const;

    bool isComplete() const { return state == State::Complete; }
    bool isCancelled() const { return state == State::Cancelled; }

    static Completeness of(const Run &run);

    static QString key(State state);   // JSON and CSV: "complete", "partial", "cancelled", "facts-only"
    static QString title(State state); // translated: "Complete", "Partial", "Cancelled", "Facts only"
    QString title() const { return title(state); }
    // One translated sentence for the report: what is missing and why, or what ran before a cancel.
    // Steps that ended with the same message are named together and the message is said once; a
    // failure says what to do next.
    QString explanation() const;
    // The sentence about a re-measure: which steps ran, which were left out (empty for a whole run).
    QString remeasureExplanation() const;
    // The sentence about the unconfirmed share (empty when the share was confirmed).
    QString shareExplanation() const;
    // A step id in words ("Pi disk write", "Hardware read"), translated.
    static QString stepTitle(const QString &id);
};
