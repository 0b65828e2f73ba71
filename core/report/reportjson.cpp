#include "core/report/reportjson.h"
#include "core/model/strictjson.h"

#include "core/report/report.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace {
QJsonValue num(double v)
{
    return v >= 0 ? QJsonValue(v) : QJsonValue();
}
} // namespace

QJsonObject ReportJson::toJson(const Report &r)
{
    QJsonArray measurements;
    for (const Report::MeasurementRow &m : r.measurements) {
        QJsonObject row{{QStringLiteral("kind"), m.kind},
                        {QStringLiteral("bytes"), m.bytes >= 0 ? QJsonValue(double(m.bytes)) : QJsonValue()},
                        {QStringLiteral("seconds"), num(m.seconds)},
                        {QStringLiteral("mb_per_s"), num(m.mbPerSecond)}};
        if (m.stop)
            row.insert(QStringLiteral("stop"), TestStops::key(*m.stop));
        measurements.append(row);
    }
    QJsonArray findings;
    for (const Finding &f : r.findings)
        findings.append(f.toJson());
    QJsonArray answers;
    for (const Answer &a : r.answers)
        answers.append(a.toJson());
    const Bottleneck &b = r.diagnosis.bottleneck;
    QJsonArray missing;
    for (const RunStep &step : r.completeness.missing)
        missing.append(step.toJson());
    return QJsonObject{
        {QStringLiteral("completeness"), Completeness::key(r.completeness.state)},
        {QStringLiteral("missing_steps"), missing},
        {QStringLiteral("label"), r.runLabel},
        {QStringLiteral("summary"), r.summary},
        {QStringLiteral("facts"), r.factsJson},
        {QStringLiteral("ceilings"), r.diagnosis.ceilings.toJson()},
        {QStringLiteral("measurements"), measurements},
        {QStringLiteral("bottleneck"), b.layer ? QJsonValue(Layers::key(*b.layer)) : QJsonValue()},
        {QStringLiteral("bottleneck_reason"), b.reason},
        {QStringLiteral("findings"), findings},
        {QStringLiteral("answers"), answers}};
}

QByteArray ReportJson::toBytes(const Report &report)
{
    return StrictJson::toBytes(QJsonDocument(toJson(report)));
}
