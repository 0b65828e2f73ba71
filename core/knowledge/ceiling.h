#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

// A physical or practical throughput limit, in MB/s (10^6 bytes per second, as dd prints).
// Built by the functions in ceilings.h; a default-constructed Ceiling is "no ceiling known".
struct Ceiling
{
    QString id; // stable key for JSON and rules: "ethernet-tcp", "usb2-bulk", …
    // The figure to compare a measurement with: what a healthy setup reaches at best in practice.
    // Usually the high end of the range; below it where the range's top is only a theoretical bound
    // (UAS at 480M: 40 of 30–53.25; USB 3.0: 400 of 400–450).
    double mbPerSecond = 0;
    double low = 0; // equal to high when the figure is a single value
    double high = 0;
    const char *text = nullptr; // QT_TRANSLATE_NOOP("Ceilings", …) source with %1… placeholders
    QStringList args;           // numbers for the placeholders, already formatted
    QString source;             // where the figure comes from (computed / measured, with the source)

    // The one way to build a ceiling: `text` is a QT_TRANSLATE_NOOP("Ceilings", …) source, `source`
    // UTF-8 prose naming where the figure comes from.
    static Ceiling make(const char *id, double mbPerSecond, double low, double high, const char *text,
                        QStringList args, const char *source);

    bool isValid() const { return mbPerSecond > 0; }
    bool isRange() const { return high > low; }
    double mbitPerSecond() const { return mbPerSecond * 8; }
    // One sentence that says where the figure comes from, in the current UI language.
    QString explanation() const;
    // {"id", "mb_per_s", "low", "high", "explanation", "source"} for reports and `analyze --json`.
    QJsonObject toJson() const;
};
