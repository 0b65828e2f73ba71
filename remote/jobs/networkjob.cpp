// NetworkJob's common part: finding a way to test, the rate window and its stop rule, the stall
// check, stopping, figures, failure and cancel. Each way of testing has its own file:
// networkjob_pilistener.cpp (python3, socat), networkjob_pclistener.cpp (bash-devtcp) and
// networkjob_sshchannel.cpp.
#include "remote/jobs/networkjob.h"

#include "remote/jobs/networkjob_p.h"
#include "remote/jobs/pctransfer.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

#include <QTimer>

#include <algorithm>

using namespace NetworkMethods;

NetworkJob::NetworkJob(CommandRunner *connection, Params params, QObject *parent)
    : Job(parent), m_connection(connection), m_params(std::move(params)), m_window(m_params.stability)
{
    m_measurement = Measurement(m_params.direction == Direction::PiToPc ? Measurement::Kind::NetPiToPc
                                                                         : Measurement::Kind::NetPcToPi);
}

NetworkJob::~NetworkJob()
{
    if (m_command && !m_command->isFinished())
        m_command->cancel();
}

QStringList NetworkJob::allMethods()
{
    return {python, socat, bash, ssh};
}

QString NetworkJob::remoteCommand(const QString &body) const
{
    if (m_params.remotePath.isEmpty())
        return body;
    return QStringLiteral("PATH=%1; export PATH; %2").arg(shellQuote(m_params.remotePath), body);
}

void NetworkJob::start()
{
    emit progress(0, tr("Looking for a way to test the network without installing anything…"));
    CommandOptions options;
    options.timeoutSeconds = 30; // a Pi that never answers fails the step instead of hanging it
    m_command = m_connection->run(remoteCommand(QStringLiteral(
        "for t in python3 socat bash; do command -v \"$t\" >/dev/null 2>&1 && echo \"@@has $t\"; done; exit 0")),
        options);
    connect(m_command, &RemoteCommand::finished, this, &NetworkJob::onDetected);
}

void NetworkJob::onDetected(const CommandResult &r)
{
    if (isFinished() || m_cancelRequested)
        return;
    if (!r.succeeded()) {
        fail(r.error ? r.error.message + QLatin1Char(' ') + r.error.detail
                     : tr("Could not look for network tools on the Pi (exit status %1): %2")
                           .arg(QString::number(r.exitStatus), QString(r.reason() + QLatin1Char(' ') + r.exitSignal).trimmed()));
        return;
    }
    const QByteArray out = r.standardOutput;
    // Without an address of the Pi's own (reached through a jump host) no listener can be reached:
    // the SSH channel is the one way, and its figure is that path's.
    const bool direct = !m_params.piHost.isEmpty();
    if (direct && out.contains("@@has python3"))
        m_available << python;
    if (direct && out.contains("@@has socat"))
        m_available << socat;
    if (direct && out.contains("@@has bash"))
        m_available << bash;
    m_available << ssh; // always there: the last resort, labelled as bound by the encryption
    const QStringList order = m_params.methods.isEmpty() ? allMethods() : m_params.methods;
    for (const QString &m : order) {
        if (m_available.contains(m)) {
            m_method = m;
            break;
        }
    }
    m_measurement.setMethod(m_method);
    if (m_method.isEmpty())
        fail(tr("No way to test the network from this PC to the Pi without installing something: the Pi has "
                "neither python3, socat nor bash."));
    else if (m_method == python || m_method == socat)
        startPiListener();
    else if (m_method == bash)
        startPcListener();
    else
        startSshChannel();
}

void NetworkJob::newTransfer(bool receive)
{
    m_transfer = new PcTransfer(receive ? PcTransfer::Mode::Receive : PcTransfer::Mode::Send, this);
    connect(m_transfer, &PcTransfer::started, this, &NetworkJob::beginMeasuring);
    connect(m_transfer, &PcTransfer::ended, this, [this] {
        if (!m_stopping && !isFinished())
            stopTransfer(); // the Pi hung up first: its sender ran out or stopped at its cap
    });
}

void NetworkJob::beginMeasuring()
{
    m_clock.start();
    m_started = true;
    emit progress(0.05, tr("Measuring with %1…").arg(m_method));
    m_capTimer = new QTimer(this);
    connect(m_capTimer, &QTimer::timeout, this, &NetworkJob::onTick);
    m_capTimer->start(kTransferTickMs);
}

void NetworkJob::onTick()
{
    if (!m_transfer)
        return;
    const PcTransfer::Sample s = m_transfer->sample();
    onBytes(s.bytes, s.seconds);
}

// (bytes so far, seconds since the transfer began), taken together.
void NetworkJob::onBytes(qint64 total, double t)
{
    if (!m_started || m_stopping || isFinished())
        return;
    m_bytes = total;
    if (total > m_bytesSeen) {
        m_bytesSeen = total;
        m_lastDataAt = t;
    } else if (m_bytesSeen > 0 && t - m_lastDataAt >= kStallSeconds) {
        // Data flowed, then nothing for seconds: a pulled cable or a Pi that stopped, not a slow
        // network. A figure from the bytes before it would pass for a measurement. (Before the
        // first data the start may be slow; a test that never moves anything fails at its cap.)
        fail(tr("No data moved for %1 s: the network link went down or the Pi stopped answering.")
                 .arg(kStallSeconds, 0, 'f', 1));
        return;
    }
    if (m_window.add(t, total) && !m_window.slices().isEmpty())
        emit rateSample(m_window.slices().last().x(), m_window.slices().last().y());
    emit progress(std::min(1.0, t / m_params.maxSeconds),
                  tr("%1 MB/s with %2").arg(QString::number(t > 0 ? double(total) / t / 1e6 : 0, 'f', 1), m_method));
    if (const auto stop = m_window.stopNow(t, total, m_params.minBytes, m_params.maxSeconds)) {
        m_measurement.setStop(*stop);
        stopTransfer();
    }
}

void NetworkJob::stopTransfer()
{
    if (m_stopping)
        return;
    m_stopping = true;
    if (m_transfer) {
        // The PC end's count and time, read together now: what arrives after this is not counted.
        const PcTransfer::Sample s = m_transfer->sample();
        m_bytes = s.bytes;
        m_stopSeconds = s.seconds;
    } else {
        m_stopSeconds = m_clock.elapsed() / 1000.0; // the SSH channel: counted on this thread
    }
    if (m_capTimer)
        m_capTimer->stop();
    const bool receivedHere = m_params.direction == Direction::PiToPc;
    if (m_method == ssh && !receivedHere && m_command) {
        m_command->closeStandardInput(); // wc prints its count and ends
        return;
    }
    if (m_transfer)
        m_transfer->stop(); // a receiver drops the connection; a sender flushes, then the Pi sees EOF
    if (receivedHere) {
        // The figure is taken; the job ends once the Pi-side sender is gone, so the next command
        // never overlaps with its teardown. python3, socat and dd stop on their own when the PC
        // hangs up (EPIPE); the SSH-channel dd has no socket to lose and is killed with its channel.
        if (!m_command || m_command->isFinished()) {
            finishWithFigures(m_bytes, m_stopSeconds);
            return;
        }
        if (m_method == ssh)
            m_command->cancel();
        QTimer::singleShot(3000, this, [this] {
            if (m_command && !m_command->isFinished())
                m_command->cancel();
        });
    }
}

// The Pi side of a TCP test (a listener, or a sender or counter that connects back), bounded by the
// test's cap. `onEnd` hears of its end unless the job has ended or was cancelled meanwhile.
void NetworkJob::runPiSide(const QString &body, int capSeconds, std::function<void(const CommandResult &)> onEnd)
{
    CommandOptions options;
    options.timeoutSeconds = capSeconds + 60;
    m_command = m_connection->run(remoteCommand(body), options);
    connect(m_command, &RemoteCommand::finished, this, [this, onEnd = std::move(onEnd)](const CommandResult &r) {
        if (!isFinished() && !m_cancelRequested)
            onEnd(r);
    });
}

// The figure of a TCP test once the Pi-side command has ended after the stop. The Pi sent: the PC's
// own count and time, taken when it stopped. The Pi received: the Pi's "@@bytes" count, over the
// Pi's "@@seconds" where its command times itself (python3), else over the PC's clock.
void NetworkJob::finishFromPiCommand(bool piSent, const CommandResult &r)
{
    if (piSent) {
        finishWithFigures(m_bytes, m_stopSeconds);
        return;
    }
    const qint64 bytes = markerValue(r.standardOutput, "bytes").toLongLong();
    double seconds = markerValue(r.standardOutput, "seconds").toDouble();
    if (seconds <= 0)
        seconds = m_clock.elapsed() / 1000.0;
    if (bytes <= 0)
        fail(tr("The Pi received nothing."));
    else
        finishWithFigures(bytes, seconds);
}

void NetworkJob::finishWithFigures(qint64 bytes, double seconds)
{
    if (bytes <= 0 || seconds <= 0) {
        fail(tr("The network test moved no data."));
        return;
    }
    if (const QString problem = Measurement::figuresProblem(bytes, seconds); !problem.isEmpty()) {
        fail(problem); // a Pi that lies about what it moved
        return;
    }
    m_measurement.setBytes(bytes);
    m_measurement.setSeconds(seconds);
    if (!m_measurement.stop())
        m_measurement.setStop(TestStop::Cap); // the cap timer ended it (no data came to decide on)
    if (m_method == ssh)
        m_measurement.setError(QString()); // a figure, labelled by its method as encryption-bound
    dropTransfer();
    emit progress(1, tr("%1 MB/s with %2").arg(QString::number(m_measurement.mbPerSecond(), 'f', 1), m_method));
    finish(Outcome::Ok);
}

void NetworkJob::fail(const QString &error)
{
    if (isFinished())
        return;
    m_stopping = true;
    if (m_capTimer)
        m_capTimer->stop();
    dropTransfer();
    if (m_command && !m_command->isFinished())
        m_command->cancel();
    m_measurement.setError(error);
    finish(Outcome::Failed, error);
}

void NetworkJob::cancel()
{
    if (isFinished() || m_cancelRequested)
        return;
    m_cancelRequested = true;
    m_stopping = true;
    if (m_capTimer)
        m_capTimer->stop();
    dropTransfer();
    // Finish once the Pi side is really gone, so the next command never overlaps its teardown.
    if (m_command && !m_command->isFinished()) {
        connect(m_command, &RemoteCommand::finished, this, [this] { finish(Outcome::Cancelled); });
        m_command->cancel();
    } else {
        finish(Outcome::Cancelled);
    }
}

qint64 NetworkJob::pcEndBytesForTests() const
{
    return m_transfer ? m_transfer->sample().bytes : -1;
}

void NetworkJob::dropTransfer()
{
    if (!m_transfer)
        return;
    m_pcEndThread = m_transfer->ioThreadId();
    m_transfer->disconnect(this);
    m_transfer->stop();        // its socket closes now on its thread...
    m_transfer->deleteLater(); // ...which is joined on this loop's next turn (this may run in its signal)
    m_transfer = nullptr;
}

void NetworkJob::fillResult(StepResult &result) const
{
    result.method = m_method;
}
