#pragma once

// Shared by the files of NetworkJob (one per way of testing): the method names and the marker reader.
#include <QByteArray>
#include <QString>

namespace NetworkMethods {
inline const QString python = QStringLiteral("python3");
inline const QString socat = QStringLiteral("socat");
inline const QString bash = QStringLiteral("bash-devtcp");
inline const QString ssh = QStringLiteral("ssh-channel");

// The value after a "@@name " marker line in a command's output (the first one); empty if none.
inline QString markerValue(const QByteArray &out, const char *name)
{
    const QByteArray prefix = QByteArray("@@") + name + ' ';
    for (const QByteArray &line : out.split('\n')) {
        if (line.startsWith(prefix))
            return QString::fromUtf8(line.mid(prefix.size())).trimmed();
    }
    return {};
}
} // namespace NetworkMethods
