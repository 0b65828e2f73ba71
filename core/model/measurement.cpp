#include "core/model/measurement.h"

#include "core/model/figurecheck.h"

#include "core/model/jsonfields.h"
#include "core/model/steps.h"
#include "core/model/ddoutput.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

using JsonFields::Check;

namespace {
const auto kKind = QLatin1String("kind");
const auto kBytes = QLatin1String("bytes");
const auto kSeconds = QLatin1String("seconds");
const auto kPeakCpu = QLatin1String("peak_process_cpu");
const auto kCpuLimit = QLatin1String("process_cpu_limit");
const auto kRaw = QLatin1String("raw");
const auto kMethod = QLatin1String("method");
const auto kCacheSuspect = QLatin1String("cache_suspect");
const auto kError = QLatin1String("error");
const auto kFileCount = QLatin1String("file_count");
const auto kBlockSize = QLatin1String("block_size");
} // namespace

QList<Measurement::Kind> Measurement::allKinds()
{
    return Steps::kinds();
}

QString Measurement::kindKey(Kind kind)
{
    const StepInfo *step = Steps::of(kind);
    return step ? step->id : QString();
}

Measurement::Kind Measurement::kindFromKey(const QString &key)
{
    const StepInfo *step = Steps::find(key);
    return step ? step->kind : Kind::Unknown;
}

QString Measurement::kindTitle(Kind kind)
{
    const StepInfo *step = Steps::of(kind);
    return step ? step->title() : tr("Unknown measurement");
}

Measurement::Measurement(Kind kind)
{
    setKind(kind);
}

void Measurement::setKind(Kind kind)
{
    m_kind = kind;
    m_kindKey = kindKey(kind);
}

Measurement Measurement::fromDdOutput(Kind kind, const QString &raw, const DdParseOptions &options)
{
    Measurement m(kind);
    m.setMethod(QStringLiteral("dd"));
    m.setRaw(raw);
    m.setBlockSize(options.blockSize);
    m.applyRaw(options);
    return m;
}

double Measurement::mbPerSecond() const
{
    if (!hasFigures())
        return -1.0;
    return double(m_bytes) / m_seconds / 1e6;
}

bool Measurement::applyRaw()
{
    DdParseOptions options;
    options.blockSize = m_blockSize;
    return applyRaw(options);
}

QString Measurement::figuresProblem(qint64 bytes, double seconds)
{
    // One rule for every place a figure enters (FigureCheck), worded for a measurement.
    const QString why = FigureCheck::problem(bytes, seconds);
    return why.isEmpty() ? QString() : tr("The figures are impossible (%1); they were not used.").arg(why);
}

bool Measurement::applyRaw(const DdParseOptions &options)
{
    m_rawProblem.clear();
    if (m_bytes >= 0 && m_seconds >= 0)
        return true;
    // A failed test keeps dd's output as a record of what happened, not as a figure: the progress
    // lines of a dd cut off by a lost connection would read as a measurement (seen on the test
    // bed: 38.8 MB/s from 1.5 s of writing into the page cache of a 30 MB/s disk).
    if (m_raw.isEmpty() || !m_error.isEmpty())
        return false;
    const DdSummary s = DdOutput::parseText(m_raw, options);
    if (!s.ok) {
        m_rawProblem = s.reason;
        return false;
    }
    if (m_bytes < 0)
        m_bytes = s.bytes;
    if (m_seconds < 0)
        m_seconds = s.seconds;
    m_figuresFromRaw = true;
    return true;
}

QJsonObject Measurement::toJson() const
{
    QJsonObject o = m_extra;
    o.insert(kKind, m_kindKey);
    if (m_bytes >= 0)
        o.insert(kBytes, double(m_bytes));
    if (m_seconds >= 0)
        o.insert(kSeconds, m_seconds);
    if (!m_peakProcessCpu.isEmpty())
        o.insert(kPeakCpu, JsonFields::numberMapToJson(m_peakProcessCpu));
    if (!m_processCpuLimit.isEmpty())
        o.insert(kCpuLimit, JsonFields::numberMapToJson(m_processCpuLimit));
    if (!m_raw.isEmpty())
        o.insert(kRaw, m_raw);
    if (!m_method.isEmpty())
        o.insert(kMethod, m_method);
    if (m_cacheSuspect)
        o.insert(kCacheSuspect, true);
    if (!m_error.isEmpty())
        o.insert(kError, m_error);
    if (m_fileCount >= 0)
        o.insert(kFileCount, m_fileCount);
    if (m_blockSize > 0)
        o.insert(kBlockSize, double(m_blockSize));
    return o;
}

Result<Measurement> Measurement::fromJson(const QJsonObject &json)
{
    Measurement m;
    if (JsonFields::readString(json, kKind, &m.m_kindKey) != Check::Ok || m.m_kindKey.isEmpty())
        return Result<Measurement>::failure(tr("A measurement has no valid \"kind\"."));
    m.m_kind = kindFromKey(m.m_kindKey);
    const QString kind = m.m_kindKey;
    auto badNumber = [&](QLatin1String key) {
        return Result<Measurement>::failure(
            tr("The field \"%1\" of a \"%2\" measurement is not a valid number.").arg(key, kind));
    };
    auto badText = [&](QLatin1String key) {
        return Result<Measurement>::failure(
            tr("The field \"%1\" of a \"%2\" measurement is not text.").arg(key, kind));
    };

    if (JsonFields::readCount(json, kBytes, &m.m_bytes) == Check::Bad)
        return badNumber(kBytes);
    if (JsonFields::readNumber(json, kSeconds, &m.m_seconds) == Check::Bad)
        return badNumber(kSeconds);
    if (JsonFields::readNumberMap(json, kPeakCpu, &m.m_peakProcessCpu) == Check::Bad)
        return Result<Measurement>::failure(
            tr("The field \"%1\" of a \"%2\" measurement must map process names to numbers.")
                .arg(kPeakCpu, kind));
    if (JsonFields::readNumberMap(json, kCpuLimit, &m.m_processCpuLimit) == Check::Bad)
        return Result<Measurement>::failure(
            tr("The field \"%1\" of a \"%2\" measurement must map process names to numbers.")
                .arg(kCpuLimit, kind));
    if (JsonFields::readString(json, kRaw, &m.m_raw) == Check::Bad)
        return badText(kRaw);
    if (JsonFields::readString(json, kMethod, &m.m_method) == Check::Bad)
        return badText(kMethod);
    if (JsonFields::readString(json, kError, &m.m_error) == Check::Bad)
        return badText(kError);
    const QJsonValue cache = json.value(kCacheSuspect);
    if (!cache.isUndefined() && !cache.isNull() && !cache.isBool())
        return Result<Measurement>::failure(
            tr("The field \"%1\" of a \"%2\" measurement must be true or false.").arg(kCacheSuspect, kind));
    m.m_cacheSuspect = cache.toBool(false);
    qint64 files = -1;
    if (JsonFields::readCount(json, kFileCount, &files) == Check::Bad ||
        files > std::numeric_limits<int>::max())
        return badNumber(kFileCount);
    m.m_fileCount = int(files);
    if (JsonFields::readCount(json, kBlockSize, &m.m_blockSize) == Check::Bad)
        return badNumber(kBlockSize);

    for (auto it = json.begin(); it != json.end(); ++it) {
        static const QLatin1String known[] = {kKind,   kBytes,        kSeconds, kPeakCpu,   kRaw,      kMethod,
                                              kCacheSuspect, kError, kFileCount, kBlockSize, kCpuLimit};
        if (std::find(std::begin(known), std::end(known), it.key()) == std::end(known))
            m.m_extra.insert(it.key(), it.value());
    }

    // A measurement may hold only dd's output: the figures then come from reading it. When that
    // fails the measurement still loads, without figures, and says why.
    m.applyRaw();
    if (m.m_bytes >= 0 && m.m_seconds >= 0) {
        const QString problem = figuresProblem(m.m_bytes, m.m_seconds);
        if (!problem.isEmpty())
            return Result<Measurement>::failure(tr("A \"%1\" measurement: %2").arg(kind, problem));
    }
    // % of one core: no machine has 1000 cores.
    for (const QMap<QString, double> *map : {&m.m_peakProcessCpu, &m.m_processCpuLimit})
        for (double v : *map)
            if (v < 0 || v > 100000)
                return Result<Measurement>::failure(
                    tr("A \"%1\" measurement gives a process CPU share of %2 %, which no machine has.")
                        .arg(kind, QString::number(v)));
    return Result<Measurement>::success(std::move(m));
}

bool Measurement::operator==(const Measurement &o) const
{
    return m_kindKey == o.m_kindKey && m_bytes == o.m_bytes && m_seconds == o.m_seconds &&
           m_peakProcessCpu == o.m_peakProcessCpu && m_processCpuLimit == o.m_processCpuLimit && m_raw == o.m_raw && m_method == o.m_method &&
           m_cacheSuspect == o.m_cacheSuspect && m_error == o.m_error && m_fileCount == o.m_fileCount &&
           m_blockSize == o.m_blockSize && m_extra == o.m_extra;
}
