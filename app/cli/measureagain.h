#pragma once

#include <QString>

class QCommandLineParser;
class Run;
struct Profile;

// `pinas-doctor fix RUNFILE --measure-again CHANGE_ID` (docs/design.md "Command line"): the
// window's "Measure again" without a window. Runs only the steps that can show what the change did
// (Remeasure::stepsAfter, RunOrchestrator::Params::stepsChosen) through RunCommand::measure, saves
// the run after with `after_change` and `steps_chosen` (next to RUNFILE or to --output), and prints
// the before/after card (BeforeAfter) as text, or as one JSON object with --json.
namespace MeasureAgain {
// `profile`: the Pi as `fix` resolved it (run file, --profile, --host…); --remote-dir and --share
// override its folders. Exit codes as `run`'s: 0, 3 (a step failed, the run after was saved), 2.
int run(const QCommandLineParser &p, const Run &before, const QString &beforePath, const QString &changeId,
        Profile profile);
// Where the run after goes without --output: beside the run before, "NAME-after-CHANGE_ID.pinasrun".
QString defaultOutput(const QString &beforePath, const QString &changeId);
} // namespace MeasureAgain
