#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class Run;

// Two or more runs side by side: every measurement (median MB/s per kind) and every fact that
// differs, with the change in % against the first run — the write-ups' "NTFS vs ext4" and
// "USB 3.0 vs UASP" tables. Build after installing the report language's translator.
struct Comparison
{
    Q_DECLARE_TR_FUNCTIONS(Comparison)
public:
    struct Row
    {
        enum class Group
        {
            Measurement,
            Verdict,
            Fact
        };
        Group group = Group::Fact;
        QString key;                          // "share-write", "bottleneck", "storage[0].driver"
        QString title;                        // translated where a label exists, else the key
        QStringList values;                   // one per run, "" when the run lacks it
        QList<std::optional<double>> numbers; // numeric values (MB/s for measurements)
        // Change against the first run in %, per run (the first is 0); nullopt when not numeric.
        QList<std::optional<double>> changePercent;
    };

    QStringList runLabels;
    QList<Row> rows; // measurements first, then the verdict, then facts

    const Row *row(const QString &key) const;

    static Comparison build(const QList<Run> &runs);
    QString toHtml() const;
    QString toText() const;
    QJsonObject toJson() const;
    // "+167 %", "−3 %", "" for none.
    static QString formatChange(std::optional<double> percent);
};
