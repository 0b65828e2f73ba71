#pragma once

#include <QByteArray>
#include <QJsonObject>

struct Report;

// The analyze --json document (docs/design.md "Command line"): facts, ceilings, measurements
// [{kind, bytes, seconds, mb_per_s}], bottleneck (layer key or null), findings
// [{id, severity, title, evidence, fix, expected}], plus label, summary and bottleneck_reason.
namespace ReportJson {
QJsonObject toJson(const Report &report);
QByteArray toBytes(const Report &report); // UTF-8, indented
} // namespace ReportJson
