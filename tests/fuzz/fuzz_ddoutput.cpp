// libFuzzer target: any bytes through the dd output reader, as UTF-8 and as raw UTF-16 (which
// reaches the no-break and ideographic spaces of translations directly), with and without the
// block size and elapsed time a caller passes. Built with -DPINAS_FUZZ=ON and clang.
// Besides crashes and sanitizer reports it stops on a broken promise of DdSummary: ok means a
// usable byte count and a positive, finite time.
#include "core/model/ddoutput.h"

#include <QByteArray>
#include <QString>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <limits>

namespace {

void check(const DdSummary &s)
{
    (void)DdOutput::flavorKey(s.flavor);
    const bool promiseKept = !s.ok || (s.bytes >= 0 && s.seconds > 0 && std::isfinite(s.seconds) &&
                                       std::isfinite(s.bytesPerSecond()) && s.bytesPerSecond() >= 0);
    const bool reasonGiven = s.ok || !s.reason.isEmpty();
    if (!promiseKept || !reasonGiven) {
        std::fprintf(stderr, "DdSummary broke its promise: ok=%d bytes=%lld seconds=%g reason='%s'\n",
                     int(s.ok), static_cast<long long>(s.bytes), s.seconds, qPrintable(s.reason));
        std::abort();
    }
}

void parseWith(const QString &text, const DdParseOptions &options)
{
    check(DdOutput::parseText(text, options));
    for (const DdSummary &s : DdOutput::parseAllText(text, options))
        check(s);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    check(DdOutput::parse(bytes));

    // Options chosen by the input's first byte, so the same seeds also exercise records x block
    // size (up to overflow) and the caller's stopwatch standing in for a missing time.
    static const qint64 blockSizes[] = {512, 4096, 1 << 20, qint64(1) << 40,
                                        std::numeric_limits<qint64>::max()};
    static const double elapsed[] = {-1.0,
                                     0.0,
                                     1e-9,
                                     2.5,
                                     1e300,
                                     std::numeric_limits<double>::infinity(),
                                     std::numeric_limits<double>::quiet_NaN()};
    const unsigned pick = size > 0 ? data[0] : 0;
    const DdParseOptions options{blockSizes[pick % std::size(blockSizes)],
                                 elapsed[(pick / std::size(blockSizes)) % std::size(elapsed)]};
    parseWith(QString::fromUtf8(bytes), options);
    parseWith(QString::fromLatin1(bytes), options);
    QString utf16(qsizetype(size / 2), Qt::Uninitialized);
    std::memcpy(utf16.data(), data, size_t(utf16.size()) * sizeof(QChar));
    parseWith(utf16, options);
    return 0;
}
