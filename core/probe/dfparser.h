#pragma once

#include <QList>
#include <QString>

#include <optional>

// `df -P -k` (the probe) or `df -h` as pasted: one row per file system; a device name too long
// for its column may wrap onto its own line.
struct DfRow
{
    QString filesystem;
    std::optional<qint64> sizeBytes;
    std::optional<qint64> usedBytes;
    std::optional<qint64> availableBytes;
    QString mountPoint;
};

QList<DfRow> parseDf(const QString &text);
