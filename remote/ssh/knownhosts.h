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

// Removes every key on record for knownHostsName ("pi", "[pi]:2222") from one known_hosts file:
// plain entries naming it (alone or in a list) and hashed ones ("|1|salt|hash") that hash to it.
// Comments, markers (@revoked, @cert-authority) and other hosts stay as they were; the file is
// rewritten whole, owner only. For the app's own file: the user's files are never written. False
// with the reason when the file cannot be read or written, or is too large to be a known_hosts.
bool forgetHostKey(const QString &file, const QString &knownHostsName, QString *error = nullptr);

// Points libssh at the app's file (read/write) and the first user file (read-only); libssh also uses
// them to prefer the host key type already on record.
void setKnownHostsFiles(ssh_session session, const QString &appFile, const QString &readOnlyFile);
