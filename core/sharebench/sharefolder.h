#pragma once

#include "core/sharebench/mountinfo.h"

#include <QCoreApplication>
#include <QString>

// Whether a folder on this PC can stand for the Pi's share, said in words for the user. A share
// test through a mount that went away would measure nothing (or this PC's own disk), and "does not
// exist" is the wrong thing to say about a FUSE mount that lost its server.
class ShareFolder
{
    Q_DECLARE_TR_FUNCTIONS(ShareFolder)

public:
    // Why the folder cannot be used now: missing, not a folder, or a mount that no longer answers.
    // Empty when it can.
    static QString unreachable(const QString &dir);

    // Why the folder is not the Pi's share as this PC mounts it: it is on this PC's own disk (the
    // share is not mounted there). Empty when it is a network or FUSE mount, or when nobody can tell.
    static QString notAShare(const QString &dir, const MountInfo &mount);
};
