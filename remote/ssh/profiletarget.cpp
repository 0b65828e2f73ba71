#include "remote/ssh/profiletarget.h"

#include <QStandardPaths>

QString appKnownHostsPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/known_hosts");
}

SshTarget sshTargetFromProfile(const Profile &profile, const QString &knownHostsPath)
{
    SshTarget t;
    t.host = profile.host;
    t.port = profile.port;
    t.user = profile.user;
    t.keyPath = profile.keyPath;
    switch (profile.auth) {
    case Profile::Auth::Agent:
        t.authMethod = SshTarget::AuthMethod::Agent;
        break;
    case Profile::Auth::KeyFile:
        t.authMethod = SshTarget::AuthMethod::KeyFile;
        break;
    case Profile::Auth::Password:
        t.authMethod = SshTarget::AuthMethod::Password;
        break;
    case Profile::Auth::Automatic:
        t.authMethod = SshTarget::AuthMethod::Auto;
        break;
    }
    t.appKnownHostsPath = knownHostsPath;
    return t;
}
