#include "core/report/reportfiles.h"

#include "core/model/run.h"
#include "core/report/comparison.h"
#include "core/report/csvwriter.h"
#include "core/report/pdfwriter.h"
#include "core/report/report.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace {
struct FilesTr
{
    Q_DECLARE_TR_FUNCTIONS(ReportFiles)
};
} // namespace

Result<void> ReportFiles::save(const QString &path, const std::function<Result<void>(QIODevice *)> &write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Result<void>::failure(FilesTr::tr("Cannot write %1: %2").arg(path, file.errorString()));
    const Result<void> written = write(&file);
    if (!written) {
        file.cancelWriting();
        return written;
    }
    if (!file.commit())
        return Result<void>::failure(FilesTr::tr("Cannot write %1: %2").arg(path, file.errorString()));
    return Result<void>::success();
}

Result<void> ReportFiles::savePdf(const Report &report, const QString &path)
{
    return save(path, [&report](QIODevice *d) { return PdfWriter::writeReport(report, d); });
}

Result<void> ReportFiles::saveComparisonPdf(const Comparison &comparison, const QString &path)
{
    return save(path, [&comparison](QIODevice *d) { return PdfWriter::writeComparison(comparison, d); });
}

Result<void> ReportFiles::saveCsv(const QList<Report> &reports, const QString &path)
{
    return save(path, [&reports](QIODevice *d) { return CsvWriter::writeReports(reports, d); });
}
