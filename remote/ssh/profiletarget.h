#pragma once

#include "core/store/profile.h"
#include "remote/ssh/sshtarget.h"

// The app's own known_hosts file, in the app data folder.
QString appKnownHostsPath();

// What SSH needs from a saved profile. The user's ~/.ssh files are not filled in here: callers that
// want them (the GUI, the command line) call SshTarget::applyUserDefaults().
SshTarget sshTargetFromProfile(const Profile &profile, const QString &knownHostsPath = appKnownHostsPath());
