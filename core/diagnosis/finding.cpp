#include "core/diagnosis/finding.h"

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Finding)
};
} // namespace

QString Finding::severityKey(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Critical:
        return QStringLiteral("critical");
    }
    return QString();
}

QString Finding::severityTitle(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return Tr::tr("Info");
    case Severity::Warning:
        return Tr::tr("Warning");
    case Severity::Critical:
        return Tr::tr("Critical");
    }
    return QString();
}

QJsonObject Finding::toJson() const
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("severity"), severityKey(severity)},
                       {QStringLiteral("title"), title},
                       {QStringLiteral("evidence"), evidence},
                       {QStringLiteral("fix"), fix},
                       {QStringLiteral("expected"), expected},
                       {QStringLiteral("layer"), Layers::key(layer)},
                       {QStringLiteral("gain_mb_per_s"), gainMbPerSecond}};
}
