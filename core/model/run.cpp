#include "core/model/run.h"

#include "core/model/displaytext.h"
#include "core/model/jsonfields.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <iterator>

using JsonFields::Check;

namespace {
const auto kFormat = QLatin1String("format");
const auto kVersion = QLatin1String("version");
const auto kLabel = QLatin1String("label");
const auto kStarted = QLatin1String("started");
const auto kProfile = QLatin1String("profile");
const auto kTranscript = QLatin1String("transcript");
const auto kMeasurements = QLatin1String("measurements");
const auto kSamples = QLatin1String("samples");
const auto kSteps = QLatin1String("steps");
const auto kAppVersion = QLatin1String("app_version");

bool isSecretKey(const QString &key)
{
    static const QLatin1String words[] = {QLatin1String("password"),    QLatin1String("passphrase"),
                                          QLatin1String("secret"),      QLatin1String("token"),
                                          QLatin1String("private_key"), QLatin1String("privatekey")};
    const QString lower = key.toLower();
    return std::any_of(std::begin(words), std::end(words),
                       [&](QLatin1String w) { return lower.contains(w); });
}

QJsonValue withoutSecrets(const QJsonValue &value)
{
    if (value.isObject()) {
        QJsonObject clean;
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!isSecretKey(it.key()))
                clean.insert(it.key(), withoutSecrets(it.value()));
        return clean;
    }
    if (value.isArray()) {
        QJsonArray clean;
        for (const QJsonValue v : value.toArray())
            clean.append(withoutSecrets(v));
        return clean;
    }
    return value;
}

// "2026-11-29T12:00:00Z": whole seconds unless the time has milliseconds.
QString isoUtc(const QDateTime &t)
{
    const QDateTime utc = t.toUTC();
    return utc.toString(utc.time().msec() ? Qt::ISODateWithMs : Qt::ISODate);
}
} // namespace

QString Run::formatName()
{
    return QStringLiteral("pinas-doctor-run");
}
QString Run::fileSuffix()
{
    return QStringLiteral("pinasrun");
}

Run::Run() : m_appVersion(QStringLiteral(PINAS_VERSION)) {}

void Run::setStarted(const QDateTime &started)
{
    m_started = started.isValid() ? started.toUTC() : QDateTime();
}

void Run::setProfile(const QJsonObject &profile)
{
    m_profile = withoutSecrets(profile).toObject();
}

QString Run::profileName() const
{
    return m_profile.value(QLatin1String("name")).toString();
}

QList<Measurement> Run::measurements(Measurement::Kind kind) const
{
    QList<Measurement> out;
    for (const Measurement &m : m_measurements)
        if (m.kind() == kind)
            out.append(m);
    return out;
}

double Run::headlineMbPerSecond(Measurement::Kind kind) const
{
    QList<double> rates;
    for (const Measurement &m : m_measurements)
        if (m.kind() == kind && m.hasFigures())
            rates.append(m.mbPerSecond());
    if (rates.isEmpty())
        return -1.0;
    std::sort(rates.begin(), rates.end());
    const qsizetype n = rates.size();
    return n % 2 ? rates.at(n / 2) : (rates.at(n / 2 - 1) + rates.at(n / 2)) / 2;
}

void Run::setStep(const QString &id, RunStep::Status status, const QString &message)
{
    RunStep step;
    step.id = id;
    step.status = status;
    step.message = message;
    setStep(step);
}

void Run::setStep(const RunStep &given)
{
    RunStep step = given;
    step.message = RunStep::boundedMessage(step.message);
    for (RunStep &s : m_steps) {
        if (s.id == step.id) {
            s = step;
            return;
        }
    }
    m_steps.append(step);
}

std::optional<RunStep> Run::step(const QString &id) const
{
    for (const RunStep &s : m_steps)
        if (s.id == id)
            return s;
    return std::nullopt;
}

bool Run::isComplete() const
{
    return std::all_of(m_steps.begin(), m_steps.end(),
                       [](const RunStep &s) { return s.status == RunStep::Status::Ok; });
}

QJsonObject Run::toJson() const
{
    QJsonObject o = m_extra;
    o.insert(kFormat, formatName());
    o.insert(kVersion, kFormatVersion);
    o.insert(kLabel, m_label);
    if (m_started.isValid())
        o.insert(kStarted, isoUtc(m_started));
    if (!m_profile.isEmpty())
        o.insert(kProfile, withoutSecrets(m_profile));
    o.insert(kTranscript, m_transcript);
    QJsonArray measurements;
    for (const Measurement &m : m_measurements)
        measurements.append(m.toJson());
    o.insert(kMeasurements, measurements);
    QJsonArray samples;
    for (const Sample &s : m_samples)
        samples.append(s.toJson());
    o.insert(kSamples, samples);
    if (!m_steps.isEmpty()) {
        QJsonArray steps;
        for (const RunStep &s : m_steps)
            steps.append(s.toJson());
        o.insert(kSteps, steps);
    }
    if (!m_appVersion.isEmpty())
        o.insert(kAppVersion, m_appVersion);
    return o;
}

Result<Run> Run::fromJson(const QJsonObject &json)
{
    const QJsonValue format = json.value(kFormat);
    if (format.isUndefined())
        return Result<Run>::failure(
            tr("The file is JSON but not a Pi NAS Doctor run file: it has no \"format\" field."));
    if (format.toString() != formatName())
        return Result<Run>::failure(tr("The file is a \"%1\" file, not a Pi NAS Doctor run file.")
                                        .arg(DisplayText::cut(format.toVariant().toString(), 80)));

    // "version" is the major version; a later minor change (a number like 1.1, or "1.1") stays readable.
    const QJsonValue version = json.value(kVersion);
    double major = -1;
    if (version.isDouble())
        major = std::floor(version.toDouble());
    else if (version.isString())
        major = version.toString().section(QLatin1Char('.'), 0, 0).toInt();
    if (major > kFormatVersion)
        return Result<Run>::failure(
            tr("This run file was written by a newer Pi NAS Doctor (format version %1). "
               "This version reads format version %2; please update the app to open it.")
                .arg(version.toVariant().toString(), QString::number(kFormatVersion)));
    if (major < 1)
        return Result<Run>::failure(tr("The run file has no valid format version."));

    Run run;
    run.m_appVersion.clear();
    auto badType = [](QLatin1String key) {
        return Result<Run>::failure(tr("The field \"%1\" of the run file has the wrong type.").arg(key));
    };
    if (JsonFields::readString(json, kLabel, &run.m_label) == Check::Bad)
        return badType(kLabel);
    QString started;
    if (JsonFields::readString(json, kStarted, &started) == Check::Bad)
        return badType(kStarted);
    if (!started.isEmpty()) {
        const QDateTime t = QDateTime::fromString(started, Qt::ISODateWithMs);
        if (!t.isValid())
            return Result<Run>::failure(
                tr("The start time \"%1\" in the run file is not an ISO 8601 date.").arg(started));
        run.m_started = t.toUTC();
    }
    const QJsonValue profile = json.value(kProfile);
    if (profile.isObject())
        run.setProfile(profile.toObject());
    else if (!profile.isUndefined() && !profile.isNull())
        return badType(kProfile);
    if (JsonFields::readString(json, kTranscript, &run.m_transcript) == Check::Bad)
        return badType(kTranscript);
    if (JsonFields::readString(json, kAppVersion, &run.m_appVersion) == Check::Bad)
        return badType(kAppVersion);

    for (QLatin1String key : {kMeasurements, kSamples, kSteps}) {
        const QJsonValue v = json.value(key);
        if (!v.isUndefined() && !v.isNull() && !v.isArray())
            return badType(key);
    }
    const QJsonArray measurements = json.value(kMeasurements).toArray();
    for (qsizetype i = 0; i < measurements.size(); ++i) {
        if (!measurements.at(i).isObject())
            return Result<Run>::failure(
                tr("Measurement %1 in the run file is not a JSON object.").arg(i + 1));
        auto m = Measurement::fromJson(measurements.at(i).toObject());
        if (!m)
            return Result<Run>::failure(tr("Measurement %1 in the run file is not valid: %2")
                                            .arg(QString::number(i + 1), m.errorString()));
        run.m_measurements.append(m.takeValue());
    }
    // Samples and steps are secondary: a malformed entry is dropped rather than losing the run.
    for (const QJsonValue v : json.value(kSamples).toArray())
        if (auto s = Sample::fromJson(v.toObject()))
            run.m_samples.append(*s);
    for (const QJsonValue v : json.value(kSteps).toArray())
        if (auto s = RunStep::fromJson(v.toObject()))
            run.m_steps.append(*s);

    static const QLatin1String known[] = {kFormat,     kVersion,      kLabel,   kStarted, kProfile,
                                          kTranscript, kMeasurements, kSamples, kSteps,   kAppVersion};
    for (auto it = json.begin(); it != json.end(); ++it)
        if (std::find(std::begin(known), std::end(known), it.key()) == std::end(known))
            run.m_extra.insert(it.key(), it.value());
    return Result<Run>::success(std::move(run));
}

bool Run::operator==(const Run &o) const
{
    return m_label == o.m_label && m_started == o.m_started && m_profile == o.m_profile &&
           m_transcript == o.m_transcript && m_measurements == o.m_measurements && m_samples == o.m_samples &&
           m_steps == o.m_steps && m_appVersion == o.m_appVersion && m_extra == o.m_extra;
}
