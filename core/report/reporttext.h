#pragma once

#include <QString>

struct Report;

// The report as plain text for a terminal (analyze without --json): summary first.
namespace ReportText {
QString render(const Report &report);
}
