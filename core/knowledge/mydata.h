#pragma once

#include "core/knowledge/workloads.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

// The owner's own sizes for the copy and backup workloads ("My data", issue #39): Settings → My
// data keeps them, each new run records the sizes it was answered with as the run file's "my_data"
// ({"backup-first-full": 500000000000, …}, bytes by workload id), and a report reads them from its
// run, so it reads the same on any machine and after the owner changes the settings.
struct MyData
{
    // Bounds of a size the owner may give: 1 MB to 1 PB (a file read from elsewhere is data).
    static constexpr double kMinBytes = 1e6;
    static constexpr double kMaxBytes = 1e15;
    static inline const QString kRunKey = QStringLiteral("my_data"); // the run file's key

    QMap<QString, double> bytes; // workload id -> bytes; only transfer workloads, within the bounds

    // The sizes of a run file's "my_data" (or the settings): unknown ids, non-numbers and sizes out
    // of bounds are left out, so those workloads use the table's size.
    static MyData fromJson(const QJsonValue &value);
    QJsonObject toJson() const;
    // The size a workload is answered with: the owner's, else the table's.
    double bytesFor(const Workload &workload) const;
    // This set with every transfer workload it lacks at its table size: what a run records.
    MyData completed() const;
    bool operator==(const MyData &other) const { return bytes == other.bytes; }
};
