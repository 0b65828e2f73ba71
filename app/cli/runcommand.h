#pragma once

#include "core/store/profile.h"
#include "remote/jobs/runorchestrator.h"

#include <QObject>
#include <QStringList>

#include <functional>

class CommandRunner;
class Run;

// `pinas-doctor run …` (docs/design.md "Command line"): the whole diagnosis without a window. Progress
// goes to stderr; never asks anything on the terminal. args[0] is the program name.
// Exit codes: 0 every step ran, 3 a step failed but the partial run was saved, 2 bad usage or no
// connection.
namespace RunCommand {
// makeRunner: empty = a real SSH connection to the profile's Pi; tests pass the scripted runner
// (AppContext::makeRunner's shape), which is used instead of connecting.
using RunnerMaker = std::function<CommandRunner *(const Profile &profile, QObject *parent)>;
int run(const QStringList &args, const RunnerMaker &makeRunner = {});

// One measured run without a window, for `run` and `fix --measure-again`: connects to the profile's
// Pi (never asks anything), runs the orchestrator with `params` (its profile is set from `profile`),
// prints progress on stderr and writes the run file `out` (after `beforeSave` had its say). Same exit
// codes as `run`.
struct Measure
{
    Profile profile;
    RunOrchestrator::Params params;
    QString knownHosts;
    bool acceptNewHostKey = false;
    QString out;
    std::function<void(Run &)> beforeSave;
};
int measure(const Measure &m, const RunnerMaker &makeRunner = {});
}
