#pragma once

#include <QHash>
#include <QList>
#include <QString>

// The probe's own sysfs dump format (usb-sysfs, block-sysfs, net-sysfs sections):
// "KIND<TAB>NAME" followed by "<TAB>key=value" fields, one object per line.
struct SysfsRecord
{
    QString kind;                      // "dev", "if" (usb-sysfs); "block", "part"; "net"
    QString name;                      // "1-1.2", "1-1.2:1.0", "sda", "eth0"
    QHash<QString, QString> attributes;

    QString value(const QString &key) const { return attributes.value(key); }
};

QList<SysfsRecord> parseSysfsRecords(const QString &text);

// The USB device a sysfs device path runs through: ".../usb2/2-2/2-2:1.0/host0/..." -> "2-2";
// empty when the path is not under a USB bus.
QString usbPathInSysfsPath(const QString &devicePath);
