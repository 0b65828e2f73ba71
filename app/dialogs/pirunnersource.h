#pragma once

#include <QObject>
#include <QString>

#include <functional>

class CommandRunner;

// Where the treatment dialogs get their connection to the Pi (issue #29): called with an owner,
// it calls `ready` once with a CommandRunner that lives at least as long as the owner, or with an
// error. The app passes one built on SshAttempt (the run's profile, its prompts, and
// AppContext::makeRunner like the Run page); the dialogs' GUI tests pass the scripted runner.
using PiRunnerSource = std::function<void(
    QObject *owner, std::function<void(CommandRunner *runner, const QString &error)> ready)>;
