#include "core/model/completeness.h"

#include "core/model/displaytext.h"
#include "core/model/measurement.h"
#include "core/model/run.h"
#include "core/model/steps.h"

#include <QStringList>

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
    if (cancelled)
        c.state = State::Cancelled;
    else if (failed)
        c.state = State::Partial;
    else if (!measuredStep && !anyFigure)
        c.state = State::FactsOnly;
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
        return tr("Every step of the run ended normally.");
    case State::FactsOnly:
        return tr("Nothing was measured: the verdict rests on the hardware facts alone.");
    case State::Cancelled:
        return tr("Cancelled — no diagnosis. What ran before the cancel: %1.").arg(ranList);
    case State::Partial:
        break;
    }
    QStringList parts;
    for (const RunStep &s : missing) {
        // The summary is a headline: each reason is cut there (the step list keeps its whole message).
        const QString why = DisplayText::cut(s.message.simplified(), kMaxReasonInSummary);
        parts << (why.isEmpty() ? tr("%1 (%2)").arg(stepTitle(s.id), RunStep::statusTitle(s.status))
                                : tr("%1 (%2: %3)").arg(stepTitle(s.id), RunStep::statusTitle(s.status), why));
    }
    return tr("Part of the run is missing: %1.").arg(parts.join(tr("; ")));
}
