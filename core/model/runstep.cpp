#include "core/model/runstep.h"

#include "core/model/displaytext.h"

#include <cmath>

namespace {
const auto kStepKey = QLatin1String("step");
const auto kStatus = QLatin1String("status");
const auto kMessage = QLatin1String("message");
const auto kStepSecondsKey = QLatin1String("seconds");
const auto kStop = QLatin1String("stop");
} // namespace

QString RunStep::statusKey(Status status)
{
    switch (status) {
    case Status::Ok:
        return QStringLiteral("ok");
    case Status::Failed:
        return QStringLiteral("failed");
    case Status::Cancelled:
        return QStringLiteral("cancelled");
    case Status::Skipped:
        return QStringLiteral("skipped");
    }
    return QString();
}

std::optional<RunStep::Status> RunStep::statusFromKey(const QString &key)
{
    for (Status s : {Status::Ok, Status::Failed, Status::Cancelled, Status::Skipped})
        if (statusKey(s) == key)
            return s;
    return std::nullopt;
}

QString RunStep::statusTitle(Status status)
{
    switch (status) {
    case Status::Ok:
        return tr("Done");
    case Status::Failed:
        return tr("Failed");
    case Status::Cancelled:
        return tr("Cancelled");
    case Status::Skipped:
        return tr("Skipped");
    }
    return QString();
}

QJsonObject RunStep::toJson() const
{
    QJsonObject o;
    o.insert(kStepKey, id);
    o.insert(kStatus, statusKey(status));
    if (!message.isEmpty())
        o.insert(kMessage, message);
    if (seconds >= 0)
        o.insert(kStepSecondsKey, std::round(seconds * 1000) / 1000);
    if (stop)
        o.insert(kStop, TestStops::key(*stop));
    return o;
}

QString RunStep::boundedMessage(const QString &message)
{
    return DisplayText::cut(message, kMaxMessageChars);
}

std::optional<RunStep> RunStep::fromJson(const QJsonObject &json)
{
    RunStep step;
    step.id = json.value(kStepKey).toString();
    const auto status = statusFromKey(json.value(kStatus).toString());
    if (step.id.isEmpty() || !status)
        return std::nullopt;
    step.status = *status;
    step.message = boundedMessage(json.value(kMessage).toString());
    // A duration from a shared file is only shown, never computed with: anything odd is dropped.
    const double secs = json.value(kStepSecondsKey).toDouble(-1);
    step.seconds = std::isfinite(secs) && secs >= 0 && secs < 1e7 ? secs : -1;
    step.stop = TestStops::fromKey(json.value(kStop).toString());
    return step;
}
