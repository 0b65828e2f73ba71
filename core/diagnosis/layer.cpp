#include "core/diagnosis/layer.h"

QString Layers::key(Layer layer)
{
    switch (layer) {
    case Layer::Storage:
        return QStringLiteral("storage");
    case Layer::Usb:
        return QStringLiteral("usb");
    case Layer::Filesystem:
        return QStringLiteral("filesystem");
    case Layer::Network:
        return QStringLiteral("network");
    case Layer::ServerCpu:
        return QStringLiteral("server-cpu");
    case Layer::Client:
        return QStringLiteral("client");
    }
    return QString();
}

std::optional<Layer> Layers::fromKey(const QString &key)
{
    for (Layer l :
         {Layer::Storage, Layer::Usb, Layer::Filesystem, Layer::Network, Layer::ServerCpu, Layer::Client})
        if (Layers::key(l) == key)
            return l;
    return std::nullopt;
}

QString Layers::title(Layer layer)
{
    switch (layer) {
    case Layer::Storage:
        return tr("Pi storage");
    case Layer::Usb:
        return tr("USB");
    case Layer::Filesystem:
        return tr("File system driver");
    case Layer::Network:
        return tr("Network");
    case Layer::ServerCpu:
        return tr("Server CPU");
    case Layer::Client:
        return tr("This PC");
    }
    return QString();
}
