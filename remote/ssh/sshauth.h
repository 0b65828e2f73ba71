#pragma once

#include "remote/ssh/credentialprompter.h"
#include "remote/ssh/ssherror.h"

#include <libssh/libssh.h>

#include <atomic>

struct AuthOutcome
{
    SshError error;
    QString
        method; // what let us in: "none", "ssh-agent", "publickey (PATH)", "keyboard-interactive", "password"
};

// Authenticates in the order OpenSSH users expect: none, ssh-agent, key files (target's key, the ssh
// config's IdentityFile, then the defaults; passphrases through the prompter), keyboard-interactive,
// password. A failure names what was tried and what the server offers. Secrets are kept only as long
// as the call that needs them.
AuthOutcome authenticate(ssh_session session, const SshTarget &target, const QString &user,
                         const QStringList &keyFiles, CredentialPrompter *prompter,
                         const std::atomic_bool &cancel);

// Method names the server offers, as the protocol spells them.
QStringList offeredMethodNames(int methodMask);
