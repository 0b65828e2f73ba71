#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// dd's "N+M records in/out" line: full and partial blocks.
struct DdRecords
{
    qint64 full = -1;
    qint64 partial = -1;
    bool isKnown() const { return full >= 0 && partial >= 0; }
    bool operator==(const DdRecords &) const = default;
};

// What one dd copy reported. Figures are -1 when unknown; ok is true only when both the byte
// count and the time are known, so bytesPerSecond() can be trusted.
struct DdSummary
{
    // Which dd wrote it decides how its rate units read: BusyBox prints 1024-based "MB".
    enum class Flavor
    {
        Unknown,
        Gnu,
        BusyBox,
        Bsd,
        RecordsOnly
    };

    bool ok = false;
    QString reason; // translated, set when !ok
    qint64 bytes = -1;
    double seconds = -1.0;
    double printedRate = -1.0; // bytes per second as dd printed it (rounded by dd)
    QString printedRateText;   // verbatim, e.g. "11.1 MB/s" or "11.1 MB/秒"
    QString line;              // the summary line it came from, trimmed
    Flavor flavor = Flavor::Unknown;
    DdRecords recordsIn;
    DdRecords recordsOut;
    bool bytesFromRecords = false;  // no byte count: records out x block size
    bool bytesApproximate = false;  // ... and partial records made that an upper bound
    bool secondsFromCaller = false; // no time printed: the caller's own stopwatch
    bool rateConsistent = true;     // false when dd's printed rate disagrees with bytes/seconds
    QStringList messages;           // "dd: ..." warnings and errors printed before the summary

    double bytesPerSecond() const; // -1 when !ok or seconds is 0
};

// Options for output that lacks the summary line (BusyBox without its third status line,
// GNU with status=noxfer): the block size turns records into bytes, and the caller's measured
// elapsed time stands in for the missing seconds.
struct DdParseOptions
{
    qint64 blockSize = 0;         // obs=; 0 = unknown
    double elapsedSeconds = -1.0; // -1 = unknown
};

// Reads dd's final summary in any locale and format: GNU coreutils old and new, German decimal
// commas, Japanese 秒 units, status=progress lines (carriage returns), BusyBox, BSD. Any bytes in
// give a result; garbage gives ok=false with a reason, never a crash.
class DdOutput
{
    Q_DECLARE_TR_FUNCTIONS(DdOutput)

public:
    // The last completed copy in the output (progress lines are skipped).
    static DdSummary parse(const QByteArray &raw, const DdParseOptions &options = {});
    static DdSummary parseText(const QString &text, const DdParseOptions &options = {});

    // Every completed copy in order, for output holding several dd runs.
    static QList<DdSummary> parseAll(const QByteArray &raw, const DdParseOptions &options = {});
    static QList<DdSummary> parseAllText(const QString &text, const DdParseOptions &options = {});

    static QString flavorKey(DdSummary::Flavor flavor);
};
