// libFuzzer target: any bytes as a run through the forum post (ReportMarkdown::render and
// renderPlain: redaction, escaping, fences, the length cap). Checked: no crash, no hang, and the
// post stays within its size (ReportMarkdown::kMaxChars and the cap's note).
#include "core/model/run.h"
#include "core/report/report.h"
#include "core/report/reportmarkdown.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<Run> run = Run::fromBytes(bytes);
    if (!run.ok())
        return 0;
    const Report report = Report::build(run.value());
    const Report shared = Report::forSharing(run.value(), report);
    const QString md = ReportMarkdown::render(shared);
    const QString plain = ReportMarkdown::renderPlain(shared);
    if (md.size() > ReportMarkdown::kMaxChars + 200 || plain.size() > ReportMarkdown::kMaxChars + 200)
        std::abort();
    return 0;
}
