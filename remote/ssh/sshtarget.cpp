#include "remote/ssh/sshtarget.h"

#include <QDir>

void SshTarget::applyUserDefaults()
{
    const QString sshDir = QDir::home().filePath(QStringLiteral(".ssh"));
    if (sshConfigPath.isEmpty())
        sshConfigPath = QDir(sshDir).filePath(QStringLiteral("config"));
    if (userKnownHostsPaths.isEmpty())
        userKnownHostsPaths << QDir(sshDir).filePath(QStringLiteral("known_hosts"));
    if (defaultKeyDir.isEmpty())
        defaultKeyDir = sshDir;
}

QString SshTarget::knownHostsName(const QString &host, int port)
{
    if (port == 22 || port <= 0)
        return host;
    return QStringLiteral("[%1]:%2").arg(host, QString::number(port));
}
