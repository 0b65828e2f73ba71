#pragma once

#include "core/sharebench/mountinfo.h"

#include <QHostAddress>
#include <QList>
#include <QString>

// Which of this PC's mounts are shares served by a given Pi, so the wizard can offer the mount
// path (and the exported folder) instead of asking the user to type them.
struct ShareSuggestion
{
    QString mountPoint;  // the share path for the profile
    QString protocol;    // "nfs", "smb" or "sshfs"
    QString server;      // as the mount shows it
    QString remotePath;  // the exported folder on the Pi (NFS, sshfs); empty for SMB shares
};

namespace ShareSuggestions {

// The server part of a network mount's source: "pi" from "pi:/srv", "//pi/share",
// "user@pi:/srv" or "[fe80::1]:/srv"; empty for local mounts or sources without a server.
QString serverOf(const MountInfo &mount);

// True when the server names the host: same name ignoring case and a trailing dot, same
// short name when one side is unqualified ("raspberrypi" and "raspberrypi.local"), or the same
// address when the server is written as an IP address and the host is, or resolved to, one of
// addresses. Never looks anything up itself.
bool serverMatches(const QString &server, const QString &host, const QList<QHostAddress> &addresses = {});

// NFS, CIFS/SMB and sshfs mounts whose server matches, in mount order; each mount point once.
QList<ShareSuggestion> forHost(const QList<MountInfo> &mounts, const QString &host,
                               const QList<QHostAddress> &addresses = {});

} // namespace ShareSuggestions
