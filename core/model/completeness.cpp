#include "core/model/completeness.h"

#include "core/model/displaytext.h"
#include "core/model/measurement.h"
#include "core/model/run.h"
#include "core/model/runrecords.h"
#include "core/model/steps.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

namespace {

constexpr qsizetype kMaxReasonInSummary = 300;

// Steps that are not measurements: the hardware read and the time series beside the tests.
bool isMeasurementStep(const QString &id)
{
    const StepInfo *step = Steps::find(id);
    return step && step->measures();
}

} // namespace

Completeness Completeness::of(const Run &run)
{
    Completeness c;
    bool cancelled = false, failed = false, measuredStep = false;
    for (const RunStep &s : run.steps()) {
        if (isMeasurementStep(s.id) && s.status == RunStep::Status::Ok)
            measuredStep = true;
        if (s.status == RunStep::Status::Ok) {
            c.ran << s.id;
            continue;
        }
        c.missing << s;
        cancelled |= s.status == RunStep::Status::Cancelled;
        failed = true;
    }
    bool anyFigure = false;
    for (const Measurement &m : run.measurements())
        anyFigure |= m.hasFigures() || (m.error().isEmpty() && !m.raw().isEmpty());
    // The pre-flight's finding about the share, kept in the profile under the pre-flight step's id
    // (runs before it have none: nothing to doubt).
    const RunProfile profile = RunProfile::of(run);
    if (profile.preflight && !profile.preflight->sameStorage) {
        c.shareOnPi = profile.preflight->shareOnPi;
        c.testsFolder = profile.preflight->testsFolder.value_or(profile.remoteDir);
        // The run followed the share to its real folder: the disk test ran behind the share.
        c.shareUnconfirmed = c.shareOnPi.isEmpty() || QDir::cleanPath(c.shareOnPi) != QDir::cleanPath(c.testsFolder);
    }
    // A re-measure names its steps (RunOrchestrator::Params::stepsChosen); ids this version does not
    // know as run steps are not kept (the file is data).
    for (const QString &id : RunRecords::stepsChosen(run)) {
        const StepInfo *step = Steps::find(id);
        if (step && step->role == StepInfo::Role::Step && !c.chosen.contains(step->id))
            c.chosen << step->id;
    }
    if (!c.chosen.isEmpty())
        for (const QString &id : Steps::runIds(false))
            if (!c.chosen.contains(id))
                c.leftOut << id;
    if (cancelled)
        c.state = State::Cancelled;
    else if (failed)
        c.state = State::Partial;
    else if (!measuredStep && !anyFigure)
        c.state = State::FactsOnly;
    else if (c.shareUnconfirmed)
        c.state = State::Partial;
    else
        c.state = State::Complete;
    return c;
}

QString Completeness::key(State state)
{
    switch (state) {
    case State::Complete:
        return QStringLiteral("complete");
    case State::Partial:
        return QStringLiteral("partial");
    case State::Cancelled:
        return QStringLiteral("cancelled");
    case State::FactsOnly:
        return QStringLiteral("facts-only");
    }
    return QString();
}

QString Completeness::title(State state)
{
    switch (state) {
    case State::Complete:
        return tr("Complete");
    case State::Partial:
        return tr("Partial");
    case State::Cancelled:
        return tr("Cancelled");
    case State::FactsOnly:
        return tr("Facts only");
    }
    return QString();
}

QString Completeness::stepTitle(const QString &id)
{
    // A step of a newer version keeps its id.
    const StepInfo *step = Steps::find(id);
    return step ? step->shortTitle() : id;
}

QString Completeness::explanation() const
{
    QStringList ranTitles;
    for (const QString &id : ran)
        ranTitles << stepTitle(id);
    const QString ranList = ranTitles.isEmpty() ? tr("nothing") : ranTitles.join(tr(", "));
    switch (state) {
    case State::Complete:
        return isRemeasure() ? remeasureExplanation() : tr("Every step of the run ended normally.");
    case State::FactsOnly:
        return tr("Nothing was measured: the verdict rests on the hardware facts alone.");
    case State::Cancelled:
        return tr("Cancelled — no diagnosis. What ran before the cancel: %1.").arg(ranList);
    case State::Partial:
        break;
    }
    // Steps that ended with the same message (the share vanished: every share step says so) are
    // named together and the message is said once; failures first, they are the headline.
    struct Group
    {
        RunStep::Status status;
        QString why;
        QStringList ids;
    };
    QList<Group> groups;
    for (const RunStep::Status status : {RunStep::Status::Failed, RunStep::Status::Skipped}) {
        for (const RunStep &s : missing) {
            if (s.status != status)
                continue;
            // The summary is a headline: each reason is cut there (the step list keeps its whole message).
            const QString why = DisplayText::cut(s.message.simplified(), kMaxReasonInSummary);
            auto same = std::find_if(groups.begin(), groups.end(),
                                     [&](const Group &g) { return g.status == status && g.why == why; });
            if (same == groups.end())
                groups.append({status, why, {s.id}});
            else
                same->ids << s.id;
        }
    }
    QStringList parts;
    for (const Group &g : groups) {
        QStringList titles;
        for (const QString &id : g.ids)
            titles << stepTitle(id);
        const QString names = titles.join(tr("; "));
        const bool failed = g.status == RunStep::Status::Failed;
        QString part = g.why.isEmpty() ? (failed ? tr("%1 failed.").arg(names) : tr("%1 did not run.").arg(names))
                                       : (failed ? tr("%1 failed: %2").arg(names, g.why)
                                                 : tr("%1 did not run: %2").arg(names, g.why));
        if (failed) {
            const bool share = std::any_of(g.ids.cbegin(), g.ids.cend(),
                                           [](const QString &id) { return id.startsWith(u"share-"); });
            const bool disk = std::any_of(g.ids.cbegin(), g.ids.cend(),
                                          [](const QString &id) { return id.startsWith(u"pi-disk-"); });
            if (share)
                part = tr("%1 %2", "two sentences in a row")
                           .arg(part, tr("Check that the share is still mounted on this PC (mount it again if it "
                                         "dropped), then run the diagnosis again."));
            else if (disk)
                part = tr("%1 %2", "two sentences in a row")
                           .arg(part, tr("Fix this on the Pi, then run the diagnosis again."));
        }
        parts << part;
    }
    if (shareUnconfirmed)
        parts << shareExplanation();
    if (isRemeasure())
        parts << remeasureExplanation();
    if (groups.isEmpty()) {
        // Nothing failed: the share is unconfirmed (and the run may be a re-measure).
        if (shareExplanation().isEmpty() || !isRemeasure())
            return shareExplanation().isEmpty() ? remeasureExplanation() : shareExplanation();
        return tr("%1 %2", "two sentences in a row").arg(shareExplanation(), remeasureExplanation());
    }
    QString sentences;
    for (const QString &part : std::as_const(parts))
        sentences = sentences.isEmpty() ? part : tr("%1 %2", "two sentences in a row").arg(sentences, part);
    return tr("Part of the run is missing. %1").arg(sentences);
}

bool Completeness::measures(StepInfo::Path path) const
{
    if (!isRemeasure())
        return true;
    return std::any_of(chosen.cbegin(), chosen.cend(), [path](const QString &id) {
        const StepInfo *step = Steps::find(id);
        return step && step->path == path;
    });
}

QString Completeness::remeasureExplanation() const
{
    if (!isRemeasure())
        return QString();
    QStringList ranTitles, leftTitles;
    for (const QString &id : chosen)
        ranTitles << stepTitle(id);
    for (const QString &id : leftOut)
        leftTitles << stepTitle(id);
    if (leftTitles.isEmpty())
        return tr("Measured again after a change: %1.").arg(ranTitles.join(tr(", ")));
    return tr("Measured again after a change: %1. Not measured again: %2; no verdict rests on those layers.")
        .arg(ranTitles.join(tr(", ")), leftTitles.join(tr(", ")));
}

QString Completeness::shareExplanation() const
{
    if (!shareUnconfirmed)
        return QString();
    if (shareOnPi.isEmpty())
        return tr("It was not confirmed that the share is the Pi folder %1 the disk test ran in: the disk and "
                  "share figures are not compared.")
            .arg(testsFolder);
    return tr("The share is the folder %1 on the Pi, but the disk test ran in %2: the two figures may come from "
              "different disks and are not compared.")
        .arg(shareOnPi, testsFolder);
}
