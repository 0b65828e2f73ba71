#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class CommandRunner;
struct Profile;

// `pinas-doctor run …` (docs/design.md "Command line"): the whole diagnosis without a window. Progress
// goes to stderr; never asks anything on the terminal. args[0] is the program name.
// Exit codes: 0 every step ran, 3 a step failed but the partial run was saved, 2 bad usage or no
// connection.
namespace RunCommand {
// makeRunner: empty = a real SSH connection to the profile's Pi; tests pass the scripted runner
// (AppContext::makeRunner's shape), which is used instead of connecting.
using RunnerMaker = std::function<CommandRunner *(const Profile &profile, QObject *parent)>;
int run(const QStringList &args, const RunnerMaker &makeRunner = {});
}
