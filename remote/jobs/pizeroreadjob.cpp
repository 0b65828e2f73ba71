#include "remote/jobs/pizeroreadjob.h"

#include "remote/ssh/commandrunner.h"

PiZeroReadJob::PiZeroReadJob(CommandRunner *runner, qint64 bytes, QObject *parent)
    : Job(parent), m_runner(runner), m_bytes(bytes)
{
}

void PiZeroReadJob::start()
{
    CommandOptions options;
    options.timeoutSeconds = 30;
    m_clock.start();
    m_command = m_runner->run(QStringLiteral("head -c %1 /dev/zero | wc -c").arg(m_bytes), options);
    connect(m_command, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        if (r.cancelled) {
            finish(Outcome::Cancelled);
            return;
        }
        if (!r.succeeded()) {
            m_measurement.setError(r.reason());
            finish(Outcome::Failed, r.reason());
            return;
        }
        m_measurement.setBytes(QString::fromUtf8(r.standardOutput).trimmed().toLongLong());
        m_measurement.setSeconds(std::max(m_clock.elapsed(), qint64(1)) / 1000.0);
        m_measurement.setStop(TestStop::Size); // it read what it was asked
        finish(Outcome::Ok);
    });
}

void PiZeroReadJob::cancel()
{
    if (m_command && !m_command->isFinished()) {
        m_command->cancel();
        return;
    }
    finish(Outcome::Cancelled);
}
