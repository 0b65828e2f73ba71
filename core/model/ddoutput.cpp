#include "core/model/ddoutput.h"

#include <QRegularExpression>
#include <QtNumeric>

#include <cmath>
#include <optional>

// Formats this reader knows (all checked against real outputs in tests/fixtures):
//   GNU >= 8.24   "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 96.352 s, 11.1 MB/s"
//   GNU <  8.24   "1073741824 bytes (1.1 GB) copied, 96.352 s, 11.1 MB/s"
//   translated    "1073741824 Bytes (1,1 GB, 1,0 GiB) kopiert, 9,8 s, ..." (decimal commas),
//                 "1073741824 バイト (1.1 GB) コピーされました、 96.352 秒、 11.1 MB/秒"
//   BusyBox       "1073741824 bytes (1.0GB) copied, 96.352000 seconds, 10.6MB/s" (1024-based units)
//   BSD / macOS   "1073741824 bytes transferred in 96.352 secs (11143995 bytes/sec)"
// The shape, not the words, is matched: a byte count, a word, an optional "(human size)", some
// words, a number with a time unit, then an optional rate whose unit holds a '/'.

namespace {
// The shortest time dd can print (GNU dd's finest is a nanosecond); anything shorter is zero.
constexpr double kShortestSeconds = 1e-9;
}

namespace {

constexpr int kMaxLineLength = 1000; // dd's lines are < 200 characters; longer ones are not dd's

// Patterns are written with <sp> (any space, also the no-break, narrow no-break and ideographic
// spaces of translations), <num> (a number with '.' or ',' and an optional exponent) and <sep>.
QRegularExpression compile(QString pattern)
{
    pattern.replace(QLatin1String("<sp>"), QLatin1String("[\\s\\x{00A0}\\x{202F}\\x{3000}]"));
    pattern.replace(QLatin1String("<num>"),
                    QLatin1String("\\d{1,20}(?:[.,]\\d{1,20})?(?:[eE][-+]?\\d{1,3})?"));
    pattern.replace(QLatin1String("<sep>"),
                    QLatin1String("[\\s,;(\\x{3001}\\x{FF0C}\\x{3000}\\x{00A0}\\x{202F}]*"));
    return QRegularExpression(pattern);
}

const QRegularExpression &summaryPattern()
{
    static const QRegularExpression re = compile(
        QStringLiteral("^<sp>*(\\d{1,19})<sp>+"  // 1: byte count
                       "([^\\s\\d(]{1,24})<sp>*" // 2: bytes / Bytes / バイト
                       "(\\([^)]{0,80}\\))?"     // 3: (1.1 GB, 1.0 GiB)
                       "([^\\d]{0,120}?)"        // 4: copied, / kopiert, / コピーされました、
                       "(<num>)<sp>*"            // 5: seconds
                       "([^\\s\\d,;/()\\x{3001}\\x{FF0C}\\x{3000}]{1,16})?" // 6: s / 秒 / seconds / secs
                       "<sep>"                                              //    , / 、 / (
                       "(?:(<num>|[Ii]nf(?:inity)?|[Nn]a[Nn])(<sp>*)" // 7: rate, 8: space before its unit
                       "([^\\s\\d][^\\s)]{0,15}/[^\\s)]{1,12}))?"     // 9: MB/s / MB/秒 / bytes/sec
                       "[\\s)\\x{3002}.]*$"));
    return re;
}

const QRegularExpression &recordsPattern()
{
    static const QRegularExpression re =
        compile(QStringLiteral("^<sp>*(\\d{1,19})\\+(\\d{1,19})<sp>+\\S.*$"));
    return re;
}

const QRegularExpression &messagePattern()
{
    static const QRegularExpression re(QStringLiteral("^\\s*(?:busybox:\\s*)?dd:\\s"));
    return re;
}

struct Number
{
    double value = -1.0;
    double ulp = 0.0; // one unit of the last printed digit
};

std::optional<Number> parseNumber(QString text)
{
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return std::nullopt;
    qsizetype expAt = text.indexOf(QLatin1Char('e'), 0, Qt::CaseInsensitive);
    const QString mantissa = expAt < 0 ? text : text.left(expAt);
    const int exponent = expAt < 0 ? 0 : text.mid(expAt + 1).toInt();
    const qsizetype dot = mantissa.indexOf(QLatin1Char('.'));
    const qsizetype decimals = dot < 0 ? 0 : mantissa.size() - dot - 1;
    return Number{v, std::pow(10.0, double(exponent - decimals))};
}

bool isTimeUnit(const QString &unit)
{
    static const QStringList known = {
        QStringLiteral("s"),        QStringLiteral("sec"),      QStringLiteral("secs"),
        QStringLiteral("second"),   QStringLiteral("seconds"),  QStringLiteral("seg"),
        QStringLiteral("segundos"), QStringLiteral("secondes"), QStringLiteral("secondi"),
        QStringLiteral("sek"),      QStringLiteral("sekunden"), QStringLiteral("sekund"),
        QStringLiteral("с"),        QStringLiteral("сек"),      QStringLiteral("秒"),
    };
    return known.contains(unit.toLower());
}

// The power of the unit before "/": B=0, kB=1, MB=2 ...; -1 when it is not a byte unit.
int unitPower(QString unit, bool *binary)
{
    unit = unit.section(QLatin1Char('/'), 0, 0).trimmed();
    const QString lower = unit.toLower();
    *binary = lower.contains(QLatin1Char('i'));
    if (lower.startsWith(QLatin1String("byte")) || lower == QLatin1String("b"))
        return 0;
    static const QString prefixes = QStringLiteral("kmgtpezy");
    const qsizetype p = lower.isEmpty() ? -1 : prefixes.indexOf(lower.at(0));
    if (p < 0)
        return -1;
    const QString rest = lower.mid(1);
    if (!rest.isEmpty() && rest != QLatin1String("b") && rest != QLatin1String("ib"))
        return -1;
    return int(p) + 1;
}

struct SummaryLine
{
    qint64 bytes = -1;
    Number seconds;
    bool integerSeconds = false;
    bool hasTime = false;
    QString timeUnit;
    QString paren;
    QString rateNumber;
    bool rateGlued = false;
    QString rateUnit;
    QString text;
};

std::optional<SummaryLine> matchSummary(const QString &line)
{
    if (line.size() > kMaxLineLength)
        return std::nullopt;
    const auto m = summaryPattern().match(line);
    if (!m.hasMatch())
        return std::nullopt;
    SummaryLine s;
    bool ok = false;
    s.bytes = m.captured(1).toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    s.paren = m.captured(3);
    s.timeUnit = m.captured(6);
    s.rateNumber = m.captured(7);
    s.rateGlued = !s.rateNumber.isEmpty() && m.captured(8).isEmpty();
    s.rateUnit = m.captured(9);
    // Without a rate, only a known time unit tells a dd line from any "123 words 4 x" line.
    if (s.rateUnit.isEmpty() && !isTimeUnit(s.timeUnit))
        return std::nullopt;
    const QString secondsText = m.captured(5);
    if (const auto n = parseNumber(secondsText)) {
        s.seconds = *n;
        s.hasTime = true;
        s.integerSeconds = !secondsText.contains(QLatin1Char('.')) &&
                           !secondsText.contains(QLatin1Char(',')) &&
                           !secondsText.contains(QLatin1Char('e'), Qt::CaseInsensitive);
    }
    s.text = line.trimmed();
    return s;
}

std::optional<DdRecords> matchRecords(const QString &line)
{
    if (line.size() > kMaxLineLength)
        return std::nullopt;
    const auto m = recordsPattern().match(line);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok1 = false, ok2 = false;
    DdRecords r{m.captured(1).toLongLong(&ok1), m.captured(2).toLongLong(&ok2)};
    if (!ok1 || !ok2)
        return std::nullopt;
    return r;
}

DdSummary::Flavor flavorOf(const SummaryLine &s)
{
    if (s.rateUnit.toLower().startsWith(QLatin1String("bytes/")))
        return DdSummary::Flavor::Bsd;
    // BusyBox glues number and unit: "(1.0GB)", "10.6MB/s".
    static const QRegularExpression glued(QStringLiteral("^\\(\\d+(?:\\.\\d+)?[KMGTPE]?B\\)$"));
    if (s.rateGlued || (s.timeUnit == QLatin1String("seconds") && glued.match(s.paren).hasMatch()))
        return DdSummary::Flavor::BusyBox;
    return DdSummary::Flavor::Gnu;
}

// dd rounds the rate it prints (GNU even rounds up), and progress lines round the time to whole
// seconds: compare intervals, not numbers.
bool rateAgrees(const DdSummary &r, const Number &printed, int power, bool binary, double secondsUlp)
{
    const double base = binary ? 1024.0 : 1000.0;
    const double mult = std::pow(base, power);
    const double lo = std::max(0.0, printed.value - printed.ulp) * mult;
    const double hi = (printed.value + printed.ulp) * mult;
    const double sLo = std::max(r.seconds - secondsUlp / 2, 1e-12);
    const double sHi = r.seconds + secondsUlp / 2;
    const double eLo = double(r.bytes) / sHi;
    const double eHi = double(r.bytes) / sLo;
    return eLo <= hi * 1.02 && eHi >= lo * 0.98;
}

void checkRate(DdSummary &r, const SummaryLine &s)
{
    if (s.rateNumber.isEmpty() || !r.ok)
        return;
    const auto printed = parseNumber(s.rateNumber);
    bool binary = false;
    const int power = unitPower(s.rateUnit, &binary);
    if (!printed || power < 0)
        return; // "Infinity B/s", or a unit we cannot read: nothing to cross-check
    const bool busyBox = r.flavor == DdSummary::Flavor::BusyBox;
    r.printedRate = printed->value * std::pow(binary || busyBox ? 1024.0 : 1000.0, power);
    const double sUlp = r.secondsFromCaller ? 0.0 : s.seconds.ulp;
    if (r.flavor == DdSummary::Flavor::Gnu || r.flavor == DdSummary::Flavor::Bsd)
        r.rateConsistent = rateAgrees(r, *printed, power, binary, sUlp);
    else if (busyBox)
        r.rateConsistent = rateAgrees(r, *printed, power, true, sUlp);
    else
        r.rateConsistent =
            rateAgrees(r, *printed, power, true, sUlp) || rateAgrees(r, *printed, power, false, sUlp);
}

DdSummary makeRun(const SummaryLine *s, const QList<DdRecords> &records, const QStringList &messages,
                  const DdParseOptions &options, bool last)
{
    DdSummary r;
    r.messages = messages;
    if (!records.isEmpty())
        r.recordsIn = records.at(0);
    if (records.size() > 1)
        r.recordsOut = records.at(1);
    if (s) {
        r.flavor = flavorOf(*s);
        r.bytes = s->bytes;
        if (s->hasTime)
            r.seconds = s->seconds.value;
        r.line = s->text;
        if (!s->rateNumber.isEmpty())
            r.printedRateText =
                s->rateNumber + (s->rateGlued ? QString() : QStringLiteral(" ")) + s->rateUnit;
    } else {
        r.flavor = DdSummary::Flavor::RecordsOnly;
        const DdRecords &rec = r.recordsOut.isKnown() ? r.recordsOut : r.recordsIn;
        // Counts are up to 19 digits each: a sum or product past 2^63 stays unknown.
        qint64 blocks = 0;
        qint64 bytes = 0;
        if (options.blockSize > 0 && rec.isKnown() && !qAddOverflow(rec.full, rec.partial, &blocks) &&
            !qMulOverflow(blocks, options.blockSize, &bytes)) {
            r.bytes = bytes;
            r.bytesFromRecords = true;
            r.bytesApproximate = rec.partial > 0;
        } else if (options.blockSize > 0 && rec.isKnown()) {
            r.reason = DdOutput::tr("dd's record counts are too large to give a byte count.");
        }
    }
    if (r.seconds < 0 && last && options.elapsedSeconds >= 0 && std::isfinite(options.elapsedSeconds)) {
        r.seconds = options.elapsedSeconds;
        r.secondsFromCaller = true;
    }

    if (r.bytes < 0) {
        if (r.reason.isEmpty()) // else it already says why the records gave no byte count
            r.reason = DdOutput::tr("dd printed only record counts; the byte count needs the block size.");
    } else if (r.seconds < 0) {
        r.reason = DdOutput::tr("dd printed no time, and no elapsed time was measured.");
    } else if (r.seconds < kShortestSeconds) {
        // dd prints nanoseconds at its finest: "7.6e-303 s" is no measurement, and billions of
        // bytes over it make a rate of infinity (found by fuzz_ddoutput).
        r.reason =
            DdOutput::tr("dd reported %1 bytes in zero seconds; no rate can be computed.").arg(r.bytes);
    } else {
        r.ok = true;
    }
    if (s)
        checkRate(r, *s);
    return r;
}

QStringList splitLines(const QString &text)
{
    // Progress lines end in '\r' only; a CRLF pair is one line end.
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            lines.append(text.mid(start, i - start));
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            start = i + 1;
        }
    }
    if (start < text.size())
        lines.append(text.mid(start));
    return lines;
}

struct Item
{
    std::optional<SummaryLine> summary;
    std::optional<DdRecords> records;
    QString message;
};

} // namespace

double DdSummary::bytesPerSecond() const
{
    if (!ok || seconds <= 0)
        return -1.0;
    return double(bytes) / seconds;
}

QString DdOutput::flavorKey(DdSummary::Flavor flavor)
{
    static const char *const keys[] = {"unknown", "gnu", "busybox", "bsd", "records-only"}; // enum order
    return QString::fromLatin1(keys[int(flavor)]);
}

QList<DdSummary> DdOutput::parseAllText(const QString &text, const DdParseOptions &options)
{
    QList<Item> items;
    for (const QString &line : splitLines(text)) {
        Item item;
        if (auto rec = matchRecords(line))
            item.records = rec;
        else if (auto sum = matchSummary(line))
            item.summary = std::move(sum);
        else if (line.size() <= kMaxLineLength && messagePattern().match(line).hasMatch())
            item.message = line.trimmed();
        else
            continue;
        items.append(std::move(item));
    }

    // Records come in pairs (in, out) just before the final summary of a copy. A summary with no
    // records before it, whole seconds, and more dd lines after it is a status=progress line.
    struct Pending
    {
        const SummaryLine *summary = nullptr;
        QList<DdRecords> records;
        QStringList messages;
    };
    QList<Pending> runs;
    Pending current;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const Item &item = items.at(i);
        if (!item.message.isEmpty()) {
            current.messages.append(item.message);
        } else if (item.records) {
            if (current.records.size() == 2) { // a new pair starts: the last one had no summary
                runs.append(current);
                current = Pending();
            }
            current.records.append(*item.records);
        } else {
            bool moreDdLinesFollow = false;
            for (qsizetype j = i + 1; j < items.size() && !moreDdLinesFollow; ++j)
                moreDdLinesFollow = items.at(j).message.isEmpty();
            const bool progress =
                current.records.isEmpty() && item.summary->integerSeconds && moreDdLinesFollow;
            if (progress)
                continue;
            current.summary = &*item.summary;
            runs.append(current);
            current = Pending();
        }
    }
    if (!current.records.isEmpty())
        runs.append(current);

    QList<DdSummary> result;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const Pending &p = runs.at(i);
        result.append(makeRun(p.summary, p.records, p.messages, options, i == runs.size() - 1));
    }
    return result;
}

QList<DdSummary> DdOutput::parseAll(const QByteArray &raw, const DdParseOptions &options)
{
    return parseAllText(QString::fromUtf8(raw), options);
}

DdSummary DdOutput::parseText(const QString &text, const DdParseOptions &options)
{
    const QList<DdSummary> all = parseAllText(text, options);
    if (!all.isEmpty())
        return all.last();
    DdSummary none;
    if (text.trimmed().isEmpty())
        none.reason = tr("The dd output is empty.");
    else
        none.reason = tr("No dd summary or record counts were found in the output.");
    return none;
}

DdSummary DdOutput::parse(const QByteArray &raw, const DdParseOptions &options)
{
    return parseText(QString::fromUtf8(raw), options);
}
