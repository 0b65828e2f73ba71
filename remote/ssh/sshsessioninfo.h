#pragma once

#include "remote/ssh/credentialprompter.h"

#include <QString>

// What a connected session turned out to be, for the GUI and the run file. Kept apart from
// sshsession.h so that code outside remote/ never sees libssh's headers.
struct SshSessionInfo
{
    QString host; // after the ssh config's HostName
    // How the ssh config reaches the host when not directly ("ProxyJump bastion", "ProxyCommand …")
    // and the line that says so; empty for a direct connection.
    QString proxy;
    QString proxyLine;
    int port = 0;
    QString user;
    QString authMethod; // e.g. "ssh-agent", "password"
    HostKeyInfo hostKey;
    QString serverBanner;
};
