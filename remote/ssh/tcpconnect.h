#pragma once

#include "remote/ssh/ssherror.h"

#include <atomic>
#include <functional>

// Opens the TCP connection for a session ourselves (libssh then gets the socket through
// SSH_OPTIONS_FD) so that a failure is classified from errno and getaddrinfo codes, which stay exact
// whatever the system language, and so that a cancel is seen within a tenth of a second.
struct TcpConnectResult
{
    qintptr fd = -1; // connected, blocking socket; -1 on error (or when unsupported on this OS)
    SshError error;
};

// onSocket is called with each socket as soon as it exists (so a cancel from another thread can
// shut it down) and with -1 when that socket is closed again.
TcpConnectResult connectTcp(const QString &host, int port, int timeoutSeconds, const std::atomic_bool &cancel,
                            const std::function<void(qintptr)> &onSocket);

// The mapping from system codes to messages, apart so unit tests can check it without a network.
SshError classifyResolveError(int gaiCode, const QString &host, const QString &detail);
SshError classifyConnectErrno(int err, const QString &host, int port, int timeoutSeconds,
                              const QString &detail);

// Closes a socket made by connectTcp that libssh never took over.
void closeSocket(qintptr fd);
