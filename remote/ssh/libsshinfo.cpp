#include "remote/ssh/libsshinfo.h"

#include <libssh/libssh.h>

QString libsshVersion()
{
    // ssh_version(0) returns the runtime library's version string, which can differ from the headers.
    const char *v = ssh_version(0);
    return v ? QString::fromLatin1(v) : QString();
}
