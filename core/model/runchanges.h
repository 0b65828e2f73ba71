#pragma once

#include <QJsonObject>
#include <QString>

// The run file's record of changes made on the Pi (docs/design.md "Run file"): written by the
// window and by `measure-again`, classified for sharing in RunFieldPrivacy.
namespace RunChanges {

// "after_change": the change that came between this run and the run it was planned on. beforeRun
// is that run's file: its history file name (the window) or the path given (`measure-again`).
inline QJsonObject afterChange(const QString &changeId, const QString &finding, const QString &beforeRun)
{
    return QJsonObject{{QStringLiteral("id"), changeId},
                       {QStringLiteral("finding"), finding},
                       {QStringLiteral("before_run"), beforeRun}};
}

} // namespace RunChanges
