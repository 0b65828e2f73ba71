#pragma once

#include <QList>
#include <QString>

#include <optional>

// The wifi section: `iw dev IFACE link` (after an "Interface IFACE" line) or `iwconfig`.
struct WifiLink
{
    QString interface;
    std::optional<bool> connected;
    QString ssid;
    std::optional<double> bitrateMbps;
    std::optional<int> frequencyMhz;
};

QList<WifiLink> parseWifi(const QString &text);
