#pragma once

#include "core/diagnosis/layer.h"

#include <QJsonObject>
#include <QList>
#include <QString>

// A setting of the Pi's configuration that a rule holds responsible, as the rule read it: the file
// (a path on the Pi), its section ("global", a share's name; empty for a file without sections),
// the parameter and its value. A fix that removes settings takes exactly these (issue #35: the plan
// comes from the rule's evidence, never from reading the file a second way).
struct ConfSetting
{
    QString file;
    QString section;
    QString parameter;
    QString value;
    bool operator==(const ConfSetting &) const = default;
};

// One thing the rules found, with what shows it and what to do about it. Texts are translated when
// the finding is made, so build findings after the report language's translator is installed.
struct Finding
{
    enum class Severity
    {
        Info,
        Warning,
        Critical,
    };

    QString id; // stable (docs/design.md "Finding ids"): "network-link-100m"
    Severity severity = Severity::Info;
    Layer layer = Layer::Storage;
    QString title;    // one line
    QString evidence; // the fact or figure that shows it, with numbers
    QString fix;      // what to do
    QString expected; // the gain as a figure: "up to ~110 MB/s", "≈ +3 %: small"
    // For ranking: the throughput the fix may add, in MB/s (0 when it cannot be put in a number,
    // e.g. a stability problem); ties go to the higher severity.
    double gainMbPerSecond = 0;
    // The settings that cause it, when a setting does (not in toJson(): the plan reads them).
    QList<ConfSetting> settings;

    static QString severityKey(Severity severity);   // "info" | "warning" | "critical"
    static QString severityTitle(Severity severity); // translated
    // {"id", "severity", "title", "evidence", "fix", "expected", "layer", "gain_mb_per_s"}
    QJsonObject toJson() const;
};
