#pragma once

// Builds runs for the diagnosis and report tests: transcripts from real fixture outputs (and a
// few lines written here, each marked), the shipped example runs.
#include "core/model/run.h"
#include "probetestutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPair>

namespace DiagTest {

using Sections = QList<QPair<QString, QString>>;

inline QString transcript(const Sections &sections)
{
    QString t = QStringLiteral("@@pinas-probe 1\n");
    for (const auto &s : sections)
        t += QStringLiteral("@@begin %1\n%2\n@@end %1 exit=0\n").arg(s.first, s.second.trimmed());
    return t;
}

// A run from sections, measurements (run-file JSON objects) and extra top-level keys.
inline Run run(const Sections &sections, const QJsonArray &measurements = {}, const QJsonObject &extra = {})
{
    QJsonObject o = extra;
    o.insert(QStringLiteral("format"), QStringLiteral("pinas-doctor-run"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("transcript"), transcript(sections));
    o.insert(QStringLiteral("measurements"), measurements);
    Result<Run> r = Run::fromJson(o);
    return r ? r.value() : Run();
}

inline QJsonObject share(const QString &kind, double mbPerSecond, const QJsonObject &peaks = {})
{
    const double bytes = 1073741824.0;
    return QJsonObject{{QStringLiteral("kind"), kind},
                       {QStringLiteral("bytes"), bytes},
                       {QStringLiteral("seconds"), bytes / (mbPerSecond * 1e6)},
                       {QStringLiteral("peak_process_cpu"), peaks}};
}

inline Run example(const QString &name)
{
    Result<Run> r = Run::load(QStringLiteral(":/examples/") + name);
    return r ? r.value() : Run();
}

inline QString f(const char *name)
{
    return ProbeTest::fixture(QString::fromLatin1(name));
}

// Written here, not a fixture: lsusb -t of a Pi 4 with a disk on the USB 2.0 hub (480M).
inline QString pi4LsusbDiskAt480()
{
    return QStringLiteral("/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 5000M\n"
                          "/:  Bus 01.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/1p, 480M\n"
                          "    |__ Port 1: Dev 2, If 0, Class=Hub, Driver=hub/4p, 480M\n"
                          "        |__ Port 2: Dev 3, If 0, Class=Mass Storage, Driver=usb-storage, 480M\n");
}

inline Sections pi4Board()
{
    return {{QStringLiteral("model"), QStringLiteral("Raspberry Pi 4 Model B Rev 1.2")},
            {QStringLiteral("cpuinfo"), f("pi4-cpuinfo-c03112-armv7l.txt")}};
}

inline Sections pi3bBoard()
{
    return {{QStringLiteral("model"), QStringLiteral("Raspberry Pi 3 Model B Rev 1.2")},
            {QStringLiteral("cpuinfo"), f("pi3b-cpuinfo-a02082-armv7.txt")}};
}

inline QString ethtool(const QString &speed, const QString &duplex)
{
    return QStringLiteral("Settings for eth0:\n\tSpeed: %1\n\tDuplex: %2\n\tLink detected: yes\n")
        .arg(speed, duplex);
}

} // namespace DiagTest
