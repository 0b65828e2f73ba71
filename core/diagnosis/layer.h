#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

// The layers a byte crosses between the Pi's disk and the PC (docs/design.md "The layers it measures"),
// and the names the analyze JSON uses for them ("bottleneck": "network").
enum class Layer
{
    Storage,
    Usb,
    Filesystem,
    Network,
    ServerCpu,
    Client,
};

class Layers
{
    Q_DECLARE_TR_FUNCTIONS(Layers)
public:
    static QString key(Layer layer); // "storage", "usb", "filesystem", "network", "server-cpu", "client"
    static std::optional<Layer> fromKey(const QString &key);
    static QString title(Layer layer); // translated: "Network"
};
