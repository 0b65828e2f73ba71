#pragma once

#include "core/model/result.h"

#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;
struct Report;

// CSV for spreadsheets: RFC 4180 (CRLF, fields with comma, quote or line break in double quotes,
// quotes doubled), UTF-8 with a BOM so Excel in Japanese opens it as UTF-8.
namespace CsvWriter {
QString field(const QString &value);    // one field, quoted when it has to be
// Text from the run (label, method, process names, errors) for a spreadsheet: a value that starts
// with = + - @ tab or CR gets a leading ' so Excel and LibreOffice show it instead of running it as
// a formula (OWASP's advice). Numbers the app writes itself do not pass through here. Cut to
// kMaxCellChars, as a report cuts the strings it shows.
QString text(const QString &value);
// A single-line field (the run's label): text() with line breaks as visible symbols
// (DisplayText::singleLine), cut to DisplayText::kMaxChars.
QString line(const QString &value);
inline constexpr qsizetype kMaxCellChars = 1000;
QString row(const QStringList &fields); // one record with its CRLF
// One row per measurement per report (one report per run): run, started, completeness, kind, bytes,
// seconds, mb_per_s, method, peak_process_cpu, error. The header uses these stable keys.
Result<void> writeReports(const QList<Report> &reports, QIODevice *device);
QByteArray reportsCsv(const QList<Report> &reports); // the same bytes, BOM included
} // namespace CsvWriter
