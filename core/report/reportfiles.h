#pragma once

#include "core/model/result.h"

#include <QList>
#include <QString>

#include <functional>

class QIODevice;
struct Comparison;
struct Report;

// Saves reports to files atomically (QSaveFile): the old file stays when anything fails.
namespace ReportFiles {
Result<void> save(const QString &path, const std::function<Result<void>(QIODevice *)> &write);
Result<void> savePdf(const Report &report, const QString &path);
Result<void> saveComparisonPdf(const Comparison &comparison, const QString &path);
Result<void> saveCsv(const QList<Report> &reports, const QString &path);
} // namespace ReportFiles
