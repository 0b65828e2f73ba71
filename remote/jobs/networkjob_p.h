#pragma once

// What the files of NetworkJob (one per way of testing) share: the method names and the reader of
// the "@@name value" lines the Pi-side commands print.
#include <QByteArray>
#include <QString>

namespace NetworkMethods {

inline const QString python = QStringLiteral("python3");
inline const QString socat = QStringLiteral("socat");
inline const QString bash = QStringLiteral("bash-devtcp");
inline const QString ssh = QStringLiteral("ssh-channel");

// The value after the first "@@name " line of a command's output; empty if there is none.
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
