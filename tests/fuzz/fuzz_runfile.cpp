// libFuzzer target: any bytes through the run-file loader, and what loads through the report
// (text, JSON, CSV), as a shared run file from a forum would go. Built with -DPINAS_FUZZ=ON and clang.
#include "core/model/run.h"
#include "core/report/csvwriter.h"
#include "core/report/report.h"
#include "core/report/reportjson.h"
#include "core/report/reporttext.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<Run> run = Run::fromBytes(bytes);
    if (!run.ok())
        return 0;
    const Report report = Report::build(run.value());
    (void)ReportText::render(report);
    (void)ReportJson::toBytes(report);
    (void)CsvWriter::reportsCsv({report});
    // What loads saves and loads again.
    (void)Run::fromBytes(run.value().toJsonBytes());
    return 0;
}
