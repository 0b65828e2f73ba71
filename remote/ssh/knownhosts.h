#pragma once

#include "remote/ssh/credentialprompter.h"
#include "remote/ssh/ssherror.h"

#include <libssh/libssh.h>

// The server's key in the form users compare: type and "SHA256:..." like `ssh-keygen -lf` prints.
HostKeyInfo serverHostKeyInfo(ssh_session session, const QString &knownHostsName);

// Checks the server's key against the app's known_hosts (read and written) and the user's files
// (only read). Known: ok. Changed in any file: refused, naming the files and the ssh-keygen command.
// Unknown: asks the prompter (or, without one, obeys target.acceptNewHostKey); an accepted key is
// written to the app's file only. Leaves the session pointing at the app's file.
SshError verifyHostKey(ssh_session session, const SshTarget &target, const QString &host, int port,
                       CredentialPrompter *prompter, HostKeyInfo *infoOut);

// Points libssh at the app's file (read/write) and the first user file (read-only); libssh also uses
// them to prefer the host key type already on record.
void setKnownHostsFiles(ssh_session session, const QString &appFile, const QString &readOnlyFile);
