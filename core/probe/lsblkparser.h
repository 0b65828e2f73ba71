#pragma once

#include <QList>
#include <QString>

#include <optional>

// `lsblk`: the probe's "-b -P" key="value" form, or a table with a header as people paste it
// (any column order, tree characters, human sizes like "4.5T").
struct LsblkRow
{
    QString name;          // without tree characters: "sda2"
    QString parent;        // PKNAME, or "" when not shown
    QString type;          // "disk", "part", "rom"
    std::optional<qint64> sizeBytes;
    std::optional<bool> rotational;
    std::optional<bool> removable;
    QString transport;     // "usb", "sata", "nvme", "mmc" (TRAN)
    QString model;
    QString fstype;
    QString mountPoint;
    QString label;
};

QList<LsblkRow> parseLsblk(const QString &text);
