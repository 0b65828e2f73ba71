#pragma once

#include "remote/jobs/job.h"

#include <QElapsedTimer>
#include <QPointer>

class CommandRunner;
class RemoteCommand;

// Scratch (the file count of a step with a job of its own): reads bytes of /dev/zero on the Pi.
class PiZeroReadJob : public Job
{
    Q_OBJECT
public:
    PiZeroReadJob(CommandRunner *runner, qint64 bytes, QObject *parent = nullptr);
    void start() override;
    void cancel() override;
    QList<Measurement> measurements() const override { return {m_measurement}; }

private:
    CommandRunner *m_runner;
    qint64 m_bytes;
    QPointer<RemoteCommand> m_command;
    QElapsedTimer m_clock;
    Measurement m_measurement{Measurement::Kind::PiZeroRead};
};
