// NetworkJob through the SSH channel itself, when the Pi has nothing to listen with: zeros from the
// Pi's dd on the channel's stdout (Pi to PC), or into `wc -c` on its stdin (PC to Pi). The bytes are
// counted on this thread as the SSH worker delivers them; the figure is bound by the encryption, and
// labelled so by its method.
#include "remote/jobs/networkjob.h"

#include "remote/jobs/networkjob_p.h"
#include "remote/ssh/commandrunner.h"

#include <QTimer>

using namespace NetworkMethods;

void NetworkJob::startSshChannel()
{
    if (m_params.direction == Direction::PcToPi) {
        startSshChannelUpload();
        return;
    }
    const int count = int(m_params.maxSeconds + 5) * 200; // MiB; far more than the channel carries in the cap
    CommandOptions options;
    options.timeoutSeconds = int(m_params.maxSeconds) + 60;
    options.keepOutput = false; // counted, not kept
    options.outputLimitBytes = qint64(count) * 1048576 + 65536;
    m_command = m_connection->run(
        remoteCommand(QStringLiteral("dd if=/dev/zero bs=1048576 count=%1 2>/dev/null").arg(count)), options);
    m_clock.start();
    m_started = true;
    m_capTimer = new QTimer(this);
    connect(m_capTimer, &QTimer::timeout, this, [this] { onBytes(m_bytes, m_clock.elapsed() / 1000.0); });
    m_capTimer->start(250);
    connect(m_command, &RemoteCommand::standardOutputReceived, this, [this](const QByteArray &chunk) {
        m_bytes += chunk.size();
        onBytes(m_bytes, m_clock.elapsed() / 1000.0);
    });
    connect(m_command, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        if (isFinished() || m_cancelRequested)
            return;
        if (m_stopping) {
            finishWithFigures(m_bytes, m_stopSeconds);
            return;
        }
        if (r.succeeded() && m_bytes > 0)
            stopTransfer();
        else
            fail(r.error ? r.error.message : tr("The transfer through the SSH channel failed."));
    });
}

// PC to Pi with nothing to listen on the Pi: zeros go into the stdin of `wc -c` through the SSH
// channel. The PC's count drives the stability check; the figure is what the Pi counted, over the
// time until its count came back.
void NetworkJob::startSshChannelUpload()
{
    CommandOptions options;
    options.timeoutSeconds = int(m_params.maxSeconds) + 60;
    options.killWithChannel = false; // the wrapper would read the zeros itself; wc ends on EOF
    options.stdinZeroBytes = qint64(m_params.maxSeconds + 5) * 200 * 1048576;
    m_command = m_connection->run(remoteCommand(QStringLiteral("wc -c")), options);
    m_clock.start();
    m_started = true;
    m_capTimer = new QTimer(this);
    connect(m_capTimer, &QTimer::timeout, this, [this] { onBytes(m_bytes, m_clock.elapsed() / 1000.0); });
    m_capTimer->start(250);
    connect(m_command, &RemoteCommand::standardInputWritten, this, [this](qint64 total) {
        m_bytes = total;
        onBytes(m_bytes, m_clock.elapsed() / 1000.0);
    });
    connect(m_command, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        if (isFinished() || m_cancelRequested)
            return;
        const qint64 counted = QString::fromUtf8(r.standardOutput).trimmed().toLongLong();
        if (counted <= 0) {
            fail(r.error ? r.error.message : tr("The transfer through the SSH channel failed."));
            return;
        }
        finishWithFigures(counted, m_clock.elapsed() / 1000.0);
    });
}
