#pragma once

#include <QList>
#include <QString>

#include <optional>

// Disk health as the disk itself reports it (issue #38, point 5): `smartctl -a`, `-x` or
// `-H -A -i` (ATA attributes, or an NVMe drive's SMART/Health log) and nvme-cli's
// `nvme smart-log`. The probe's section puts "### /dev/sda" before each disk's output; a pasted
// output gets it from the prompt line's command. A tool that is missing or refused (smartctl
// needs access to the device, which an unprivileged user rarely has; a USB bridge it does not
// know needs "-d sat") gives a report with only `failure` set: a line in the facts, not an error.
struct SmartReport
{
    QString device; // "sda", "nvme0" (nvme smart-log names the controller) or "" when not shown
    QString model;  // "Device Model:", "Model Number:", "Product:"
    std::optional<bool> healthPassed; // "overall-health self-assessment test result: PASSED", "Health Status: OK"
    // ATA attributes, raw values: 5, 187, 197, 198, 199
    std::optional<qint64> reallocatedSectors;
    std::optional<qint64> reportedUncorrectable;
    std::optional<qint64> pendingSectors;
    std::optional<qint64> offlineUncorrectable;
    std::optional<qint64> udmaCrcErrors;
    // NVMe SMART / Health log
    std::optional<int> criticalWarning;           // a bit field; 0 = none
    std::optional<qint64> mediaErrors;            // "Media and Data Integrity Errors", media_errors
    std::optional<qint64> thermalThrottleEvents;  // thermal management temperature 1 + 2 transitions
    std::optional<qint64> warningTemperatureMinutes; // "Warning  Comp. Temperature Time"
    std::optional<int> temperatureC;
    QString failure; // why nothing was read: "Permission denied", "Unknown USB bridge", "command not found"

    bool hasReadings() const;
};

QList<SmartReport> parseSmart(const QString &text);
