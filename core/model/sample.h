#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

// One reading of the Pi sampler during a run. Rates are in bytes per second, CPU in % (per core,
// and per process as % of one core, as top shows it); -1 means "not read".
// JSON keys: t, cpu, iowait, proc, proc_limit, nic_rx, nic_tx, disk_read, disk_write, step.
struct Sample
{
    double t = 0.0;                   // seconds since the run started
    QList<double> cpuPerCore;         // % busy per core (user+system+irq, not iowait)
    double iowait = -1.0;             // % of all cores waiting for I/O
    QMap<QString, double> processCpu; // e.g. {"smbd": 98.0, "ntfs-3g": 40.5}
    // The CPU a process may use at most, from its cgroup's quota (a container's --cpus, systemd's
    // CPUQuota), in % of one core like processCpu: {"smbd": 20.0}. Absent: no quota found.
    QMap<QString, double> processCpuLimit;
    double nicRxBytesPerSecond = -1.0;
    double nicTxBytesPerSecond = -1.0;
    double diskReadBytesPerSecond = -1.0;
    double diskWriteBytesPerSecond = -1.0;
    QString step; // the measurement kind key running when it was taken

    double busiestCore() const; // highest per-core %, -1 when none

    QJsonObject toJson() const;
    // Samples are many and secondary: a malformed one is dropped (nullopt), the run still loads.
    static std::optional<Sample> fromJson(const QJsonObject &json);

    bool operator==(const Sample &) const = default;
};
