#pragma once

#include "remote/jobs/job.h"

#include <QPointer>
#include <QStringList>

class CommandRunner;
class RemoteCommand;

// Removes what an interrupted run left in the Pi-side test directory: files named
// .pinas-doctor-*.tmp, only there (not below), only regular files. Nothing else is touched.
class CleanupJob : public Job
{
    Q_OBJECT
public:
    CleanupJob(CommandRunner *connection, const QString &remoteDir, QObject *parent = nullptr);

    void start() override;
    void cancel() override;

    QStringList removed() const { return m_removed; } // file names removed

    // The shell command: also usable on its own to remove one known file (name given).
    static QString command(const QString &remoteDir, const QString &pattern = QStringLiteral(".pinas-doctor-*.tmp"));

private:
    CommandRunner *m_connection;
    QString m_dir;
    QPointer<RemoteCommand> m_command;
    QStringList m_removed;
};
