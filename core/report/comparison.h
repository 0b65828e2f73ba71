#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

#include "core/model/completeness.h"

class Run;
struct Report;

// Two or more runs side by side: every measurement (median MB/s per kind) and every fact that
// differs, with the change in % against the first run — the write-ups' "NTFS vs ext4" and
// "USB 3.0 vs UASP" tables. Build after installing the report language's translator.
// Runs are shown oldest first and the baseline is the oldest run that was not cancelled: a
// cancelled run is listed with its state but gets no change figure, and no run is ranked against it.
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
        // Change against the baseline run in %, per run (the baseline is 0); nullopt when not numeric
        // or for a cancelled run.
        QList<std::optional<double>> changePercent;
    };

    QStringList runLabels;
    QList<Completeness::State> completeness; // per run, in the order of runLabels
    int baseline = 0;                        // the run the changes are against
    QLocale locale;                          // the report language's, for the PDF's face
    QList<Row> rows; // measurements first, then the verdict, then facts

    const Row *row(const QString &key) const;

    // Diagnoses every run itself.
    static Comparison build(QList<Run> runs);
    // The same from the runs' reports (reports[i] built from runs[i]): their diagnoses are taken
    // instead of diagnosing again, so a window that keeps the reports builds each once per run and
    // language (ComparePage). Other sizes: as build(runs).
    static Comparison build(const QList<Run> &runs, const QList<Report> &reports);
    QString toHtml() const;
    QString toText() const;
    QJsonObject toJson() const;
    // "+167 %", "−3 %", "" for none.
    static QString formatChange(std::optional<double> percent);
    // list[i], or nothing past its end. (QList::value() builds a default optional there, which GCC
    // at -O3 for Windows reports as maybe-uninitialized.)
    static std::optional<double> entry(const QList<std::optional<double>> &list, qsizetype i)
    {
        return i >= 0 && i < list.size() ? list.at(i) : std::optional<double>(std::nullopt);
    }
};
