#pragma once

#include <QStringList>

// `pinas-doctor run …` (docs/design.md "Command line"): the whole diagnosis without a window. Progress
// goes to stderr; never asks anything on the terminal. args[0] is the program name.
// Exit codes: 0 every step ran, 3 a step failed but the partial run was saved, 2 bad usage or no
// connection.
namespace RunCommand {
int run(const QStringList &args);
}
