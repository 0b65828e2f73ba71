#pragma once

#include "remote/ssh/credentialprompter.h"

#include <QString>

// What a connected session turned out to be, for the GUI and the run file. Kept apart from
// sshsession.h so that code outside remote/ never sees libssh's headers.
struct SshSessionInfo
{
    QString host; // after the ssh config's HostName
    int port = 0;
    QString user;
    QString authMethod; // e.g. "ssh-agent", "password"
    HostKeyInfo hostKey;
    QString serverBanner;
};
