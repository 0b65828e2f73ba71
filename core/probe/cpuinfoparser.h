#pragma once

#include <QString>
#include <QStringList>

// /proc/cpuinfo (tabs or spaces around ":"; ARM and x86 keys).
struct CpuInfo
{
    int processors = 0;
    QString modelName;     // "ARMv7 Processor rev 4 (v7l)", "Intel(R) Xeon(R) ..."
    QString hardware;      // "BCM2835" (all Pis say so; not a model indicator)
    QString revision;      // "a02082" (lower case)
    QString model;         // newer kernels: "Raspberry Pi 4 Model B Rev 1.2"
    QString cpuPart;       // "0xd03"
    QStringList features;  // ARM "Features" or x86 "flags"
};

CpuInfo parseCpuinfo(const QString &text);

// The ARM core of a "CPU part" value: 0xd08 -> "Cortex-A72"; empty when not known.
QString armCoreName(const QString &cpuPart);
