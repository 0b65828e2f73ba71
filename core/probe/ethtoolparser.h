#pragma once

#include <QString>

#include <optional>

// `ethtool IFACE` and `ethtool -i IFACE` (the probe runs both in one section).
struct EthtoolInfo
{
    QString interface;                    // from "Settings for eth0:"
    std::optional<int> speedMbps;         // nullopt for "Unknown!"
    QString duplex;                       // "full" | "half" | ""
    std::optional<bool> linkDetected;
    std::optional<bool> autoNegotiation;
    std::optional<int> maxSupportedMbps;  // best of "Supported link modes"
    std::optional<int> maxAdvertisedMbps;
    std::optional<int> maxPartnerMbps;    // "Link partner advertised link modes"
    QString driver;                       // ethtool -i "driver:"
    QString busInfo;                      // ethtool -i "bus-info:" ("1-1.1:1.0" on USB, "fd580000.ethernet")
    QString port;                         // "Twisted Pair", "MII"
};

EthtoolInfo parseEthtool(const QString &text);
