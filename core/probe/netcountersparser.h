#pragma once

#include <QList>
#include <QString>

#include <optional>

// Interface counters from /proc/net/dev or `ifconfig` (old net-tools and new formats).
struct NetCounters
{
    QString interface;
    std::optional<qint64> rxBytes, rxPackets, rxErrors, rxDropped;
    std::optional<qint64> txBytes, txPackets, txErrors, txDropped;
    std::optional<int> mtu;       // ifconfig only
    QString macAddress;           // ifconfig only
};

// /proc/net/dev: 8 receive then 8 transmit columns; the name may be glued to the first number.
QList<NetCounters> parseProcNetDev(const QString &text);
QList<NetCounters> parseIfconfig(const QString &text);
