#include "core/model/runstep.h"

namespace {
const auto kStep = QLatin1String("step");
const auto kStatus = QLatin1String("status");
const auto kMessage = QLatin1String("message");
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
    o.insert(kStep, id);
    o.insert(kStatus, statusKey(status));
    if (!message.isEmpty())
        o.insert(kMessage, message);
    return o;
}

std::optional<RunStep> RunStep::fromJson(const QJsonObject &json)
{
    RunStep step;
    step.id = json.value(kStep).toString();
    const auto status = statusFromKey(json.value(kStatus).toString());
    if (step.id.isEmpty() || !status)
        return std::nullopt;
    step.status = *status;
    step.message = json.value(kMessage).toString();
    return step;
}
