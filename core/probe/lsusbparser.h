#pragma once

#include <QList>
#include <QString>

// `lsusb`: "Bus 002 Device 002: ID 174c:55aa ASMedia Technology Inc. ..." (some builds add "Name:").
struct LsusbEntry
{
    int bus = -1;
    int devnum = -1;
    QString vendorId;      // lower case hex, 4 digits
    QString productId;
    QString description;   // the rest of the line, may be empty
};

QList<LsusbEntry> parseLsusb(const QString &text);
