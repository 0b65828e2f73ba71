#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

// One saved connection to a Pi. Holds no secret: passwords live in the OS keychain only.
struct Profile
{
    Q_DECLARE_TR_FUNCTIONS(Profile)
public:
    enum class Auth { Automatic, Agent, KeyFile, Password };
    enum class Protocol { Automatic, Nfs, Smb };

    QString name;
    QString host = QStringLiteral("raspberrypi.local");
    int port = 22; // 0: the ssh config's Port for the host, else 22; -1: a saved value that is no port (refused when connecting)
    QString user = QStringLiteral("pi");
    Auth auth = Auth::Automatic;
    QString keyPath;     // private key file on this PC, for Auth::KeyFile (or a hint for Automatic)
    QString remoteDir;   // the directory on the Pi behind the share, where tests write
    QString sharePath;   // the share as this PC mounts it: /mnt/nas, Z:\, \\pi\share
    Protocol protocol = Protocol::Automatic;
    bool sudoAllowed = false;
    // What the owner uses the NAS for, asked once (issue #39): use keys of Workload::kUses ("films",
    // "backups", "photos", "timemachine", "files"). The report leads with those workloads' answers.
    QStringList uses;

    // Translated problems, empty when the profile can be saved.
    QStringList validate() const;
    // Translated problems when the Pi folder or the share is empty: a run needs both, so the wizard
    // and the profile dialog do not finish without them (old profiles without them still load).
    QStringList missingFolders() const;

    QJsonObject toJson() const;
    static Profile fromJson(const QJsonObject &o);

    static QString authKey(Auth a);
    static Auth authFromKey(const QString &key);
    static QString protocolKey(Protocol p);
    static Protocol protocolFromKey(const QString &key);

    friend bool operator==(const Profile &, const Profile &) = default;
};
