#pragma once

#include <QList>
#include <QString>

#include <optional>

// `df -P -k` (the probe) or `df -h`, `df -T`, `df -hT` as pasted: one row per file system; a device name too long
// for its column may wrap onto its own line.
struct DfRow
{
    QString filesystem;
    QString fstype; // df -T's "Type" column ("ext4", "ntfs3", "fuseblk"); "" without -T
    std::optional<qint64> sizeBytes;
    std::optional<qint64> usedBytes;
    std::optional<qint64> availableBytes;
    QString mountPoint;
};

QList<DfRow> parseDf(const QString &text);
