#pragma once

#include <QStringList>

// `pinas-doctor fix …` (docs/design.md "Command line", "Treatment"): prints the plans of a run's
// findings, applies one with consent (--yes), undoes a change, lists the changes on a Pi, each
// through FixSession, the same flow as the window's. Asks nothing on the terminal but the sudo
// password when sudo on the Pi needs one (no echo; or --sudo-password-stdin). args[0] is the
// program name.
// Exit codes: 0 done (an apply prints the change id on its last line), 2 bad usage or refused before
// any change, 3 failed and rolled back (or the connection was lost mid-change).
namespace FixCommand {
int run(const QStringList &args);
}
