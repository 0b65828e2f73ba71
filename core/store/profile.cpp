#include "core/store/profile.h"

#include "core/knowledge/workloads.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace {
const auto kName = QStringLiteral("name");
const auto kHost = QStringLiteral("host");
const auto kPort = QStringLiteral("port");
const auto kUser = QStringLiteral("user");
const auto kAuth = QStringLiteral("auth");
const auto kKeyPath = QStringLiteral("key_path");
const auto kRemoteDir = QStringLiteral("remote_dir");
const auto kSharePath = QStringLiteral("share_path");
const auto kProtocol = QStringLiteral("protocol");
const auto kSudo = QStringLiteral("sudo_allowed");
const auto kUses = QStringLiteral("uses");
} // namespace

QStringList Profile::validate() const
{
    QStringList problems;
    if (name.trimmed().isEmpty())
        problems << tr("Give the connection a name.");
    const QString h = host.trimmed();
    if (h.isEmpty())
        problems << tr("Enter the Pi's host name or IP address.");
    // Host names and IPv4/IPv6 literals never contain spaces, quotes or shell characters.
    else if (!QRegularExpression(QStringLiteral("^[A-Za-z0-9._:%\\[\\]-]+$")).match(h).hasMatch())
        problems << tr("The host \"%1\" contains characters a host name cannot have.").arg(h);
    if (port < 0 || port > 65535) // 0: the ssh config's Port for the host, else 22
        problems << tr("The port must be between 1 and 65535.");
    if (user.trimmed().isEmpty())
        problems << tr("Enter the user name to log in to the Pi with.");
    if (auth == Auth::KeyFile && keyPath.trimmed().isEmpty())
        problems << tr("Choose the private key file, or pick another way to log in.");
    if (!remoteDir.isEmpty() && !remoteDir.startsWith(QLatin1Char('/')))
        problems << tr("The directory on the Pi must be an absolute path, such as /srv/nas.");
    return problems;
}

QStringList Profile::missingFolders() const
{
    QStringList problems;
    if (remoteDir.trimmed().isEmpty())
        problems << tr("Enter the folder on the Pi behind the share, such as /srv/nas: the disk test writes there.");
    if (sharePath.trimmed().isEmpty())
        problems << tr("Choose where this PC sees the share: the share tests write there.");
    return problems;
}

QString Profile::authKey(Auth a)
{
    switch (a) {
    case Auth::Agent:
        return QStringLiteral("agent");
    case Auth::KeyFile:
        return QStringLiteral("key");
    case Auth::Password:
        return QStringLiteral("password");
    case Auth::Automatic:
        break;
    }
    return QStringLiteral("auto");
}

Profile::Auth Profile::authFromKey(const QString &key)
{
    if (key == QLatin1String("agent"))
        return Auth::Agent;
    if (key == QLatin1String("key"))
        return Auth::KeyFile;
    if (key == QLatin1String("password"))
        return Auth::Password;
    return Auth::Automatic;
}

QString Profile::protocolKey(Protocol p)
{
    switch (p) {
    case Protocol::Nfs:
        return QStringLiteral("nfs");
    case Protocol::Smb:
        return QStringLiteral("smb");
    case Protocol::Automatic:
        break;
    }
    return QStringLiteral("auto");
}

Profile::Protocol Profile::protocolFromKey(const QString &key)
{
    if (key == QLatin1String("nfs"))
        return Protocol::Nfs;
    if (key == QLatin1String("smb"))
        return Protocol::Smb;
    return Protocol::Automatic;
}

QJsonObject Profile::toJson() const
{
    return QJsonObject{{kName, name},
                       {kHost, host},
                       {kPort, port},
                       {kUser, user},
                       {kAuth, authKey(auth)},
                       {kKeyPath, keyPath},
                       {kRemoteDir, remoteDir},
                       {kSharePath, sharePath},
                       {kProtocol, protocolKey(protocol)},
                       {kSudo, sudoAllowed},
                       {kUses, QJsonArray::fromStringList(uses)}};
}

Profile Profile::fromJson(const QJsonObject &o)
{
    Profile p;
    p.name = o.value(kName).toString();
    p.host = o.value(kHost).toString(p.host);
    // Only a whole number from 1 to 65535 is a port, and 0 "the ssh config's, else 22" (a run made
    // with --host and no --port); anything else is kept as -1, which the connection refuses with a
    // message (QJsonValue::toInt would give 22 for 2^32+22).
    if (o.contains(kPort)) {
        const double port = o.value(kPort).toDouble(-1);
        p.port = port >= 0 && port <= 65535 && port == double(int(port)) ? int(port) : -1;
    }
    p.user = o.value(kUser).toString(p.user);
    p.auth = authFromKey(o.value(kAuth).toString());
    p.keyPath = o.value(kKeyPath).toString();
    p.remoteDir = o.value(kRemoteDir).toString();
    p.sharePath = o.value(kSharePath).toString();
    p.protocol = protocolFromKey(o.value(kProtocol).toString());
    p.sudoAllowed = o.value(kSudo).toBool(false);
    // Only the keys this version knows, each once: the file is data.
    for (const QJsonValue &v : o.value(kUses).toArray())
        if (Workload::kUses.contains(v.toString()) && !p.uses.contains(v.toString()))
            p.uses << v.toString();
    return p;
}
