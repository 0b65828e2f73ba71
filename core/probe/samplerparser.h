#pragma once

#include "core/model/sample.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

// Reads the Pi sampler's output (remote/jobs/samplerscript) and turns each pair of consecutive
// snapshots into a Sample. The line format, one snapshot per second:
//
//   @@hz 100                       once, before the first snapshot (USER_HZ of /proc/<pid>/stat)
//   @@s 12345.67                   /proc/uptime of this snapshot: starts it
//   cpu0 2255 34 2290 22625563 6290 127 456 0 0 0     /proc/stat lines starting with "cpu"
//   N eth0: 1234 ... (the /proc/net/dev line)
//   D    8       0 sda 4 0 ... (the /proc/diskstats line)
//   P 812 (smbd) S 1 ...          (the /proc/<pid>/stat line of a watched process)
//   Q 812 20000 100000             a CPU quota on the way from that process's cgroup up to the
//   Q 812 max 100000               root: cgroup v2 cpu.max, or v1 cpu.cfs_quota_us and
//   Q 812 -1 100000                cpu.cfs_period_us ("max" and -1: no quota at that level)
//   @@e                            ends it
//
// Anything else is ignored; a snapshot without its end marker is dropped. Garbage never crashes.
class SamplerParser
{
public:
    SamplerParser();

    // Feed raw output as it arrives (any chunking); returns the samples completed by this chunk.
    // Sample::t is relative to the first snapshot's uptime plus timeOffset.
    QList<Sample> feed(const QByteArray &chunk);
    void setTimeOffset(double seconds) { m_timeOffset = seconds; }
    void setStep(const QString &step) { m_step = step; }
    int clockTicks() const { return m_hz; }

    // Whole disks only (partitions would count twice): sda, vdb, mmcblk0, nvme0n1.
    static bool isWholeDisk(const QString &name);

private:
    struct Snapshot
    {
        double uptime = -1;
        QList<QList<qint64>> cores; // per cpuN line: the numbers
        QList<qint64> total;        // the "cpu" line
        qint64 nicRx = 0, nicTx = 0;
        bool hasNic = false;
        qint64 diskReadSectors = 0, diskWriteSectors = 0;
        bool hasDisk = false;
        QHash<QString, qint64> processTicks; // by name, summed over processes
        QHash<qint64, QString> pidNames;      // pid -> name, from the P lines
        QHash<qint64, double> pidLimits;      // pid -> tightest quota, % of one core
    };

    void parseLine(const QByteArray &line, QList<Sample> &out);
    void parseQuota(const QList<QByteArray> &fields);
    static QMap<QString, double> limitsByName(const Snapshot &s);
    Sample diff(const Snapshot &a, const Snapshot &b) const;

    QByteArray m_buffer;
    Snapshot m_current;
    bool m_inSnapshot = false;
    bool m_havePrevious = false;
    Snapshot m_previous;
    double m_firstUptime = -1;
    double m_timeOffset = 0;
    int m_hz = 100;
    QString m_step;
};
