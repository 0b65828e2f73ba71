#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

// Parsers for the short one-file sections: each is a few lines, so they share a file.

struct UnameInfo
{
    QString kernel; // "Linux"
    QString hostname;
    QString release; // "6.1.21-v8+"
    QString machine; // "aarch64", "armv7l", "x86_64"
};
// `uname -s -n -r -m` (the probe) or `uname -a` as pasted.
UnameInfo parseUname(const QString &text);
// The Pi's host name as what must not leave the machine (Redaction, the forum post's private words):
// the second word of a `uname` section, whatever its first word. parseUname reads only a Linux
// line, as facts need; hiding a name must not depend on that.
QString unameHostName(const QString &text);

// /etc/os-release: KEY=value with optional quotes.
QHash<QString, QString> parseOsRelease(const QString &text);

struct MemInfo
{
    std::optional<qint64> totalKb;
    std::optional<qint64> availableKb;
};
MemInfo parseMeminfo(const QString &text);

struct LoadAverage
{
    std::optional<double> load1, load5, load15;
};
// /proc/loadavg ("0.88 0.44 0.51 1/119 4971") or any "load average: 8,05, 7,56, 6,85" line.
LoadAverage parseLoadavg(const QString &text);

// `getconf LONG_BIT` -> 32 / 64.
std::optional<int> parseLongBit(const QString &text);

// /proc/cmdline: the "usb-storage.quirks=VID:PID:FLAGS,..." entries.
QStringList parseUsbStorageQuirks(const QString &text);

// KEY=value lines (the probe's cpufreq and dmi sections).
QHash<QString, QString> parseKeyValueLines(const QString &text);

// /proc/net/route: the interfaces carrying a default route (destination 00000000).
QStringList parseDefaultRouteInterfaces(const QString &text);
