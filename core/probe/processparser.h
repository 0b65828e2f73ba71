#pragma once

#include <QList>
#include <QString>

#include <optional>

// `ps -eo pid,user,pcpu,rss,comm,args` (the probe), `ps aux`, BusyBox `ps`, or a `top` snapshot
// (procps, with "," decimals in some locales, or BusyBox): the process rows and top's summary.
struct ProcessRow
{
    int pid = -1;
    QString user;
    std::optional<double> cpuPercent;   // % of one core
    QString name;                       // "smbd", "nfsd", "mount.ntfs"
    QString command;                    // full command line when shown
};

struct ProcessSnapshot
{
    QList<ProcessRow> rows;
    std::optional<double> load1, load5, load15;
    std::optional<double> idlePercent, iowaitPercent, softirqPercent;
    std::optional<qint64> memTotalKb;
};

ProcessSnapshot parseProcesses(const QString &text);
