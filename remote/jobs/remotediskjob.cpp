#include "remote/jobs/remotediskjob.h"

#include "core/model/displaytext.h"
#include "core/model/ddoutput.h"
#include "remote/jobs/cleanupjob.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace {

// One value after a "@@name " marker line in the script's stdout (the last one wins).
QString marker(const QByteArray &out, const char *name)
{
    const QByteArray prefix = QByteArray("@@") + name + ' ';
    QString value;
    for (const QByteArray &line : out.split('\n')) {
        if (line.startsWith(prefix))
            value = QString::fromUtf8(line.mid(prefix.size())).trimmed();
    }
    return value;
}

} // namespace

RemoteDiskJob::RemoteDiskJob(CommandRunner *connection, Params params, QObject *parent)
    : Job(parent), m_connection(connection), m_params(std::move(params)), m_window(m_params.stability)
{
    m_measurement = Measurement(m_params.mode == Mode::Write ? Measurement::Kind::PiDiskWrite
                                                             : Measurement::Kind::PiDiskRead);
    m_measurement.setMethod(QStringLiteral("dd"));
    m_measurement.setBlockSize(1 << 20);
}

void RemoteDiskJob::start()
{
    emit progress(0, m_params.mode == Mode::Write ? tr("Writing a test file on the Pi…")
                                                  : tr("Reading the test file on the Pi…"));
    CommandOptions options;
    options.timeoutSeconds = int(m_params.maxSeconds) + 300; // dd stops itself long before
    options.killWithChannel = false; // the script has its own watcher and needs dd in the foreground
    options.keepOutput = false; // onStdout/onStderr keep what the job reads (dd prints a line a second)
    m_command = m_connection->run(script(m_params), options);
    connect(m_command, &RemoteCommand::standardOutputReceived, this, &RemoteDiskJob::onStdout);
    connect(m_command, &RemoteCommand::standardErrorReceived, this, &RemoteDiskJob::onStderr);
    connect(m_command, &RemoteCommand::finished, this, &RemoteDiskJob::onFinished);
}

void RemoteDiskJob::onStdout(const QByteArray &chunk)
{
    m_out += chunk;
    if (m_ddPid == 0) {
        const qint64 pid = marker(m_out, "pid").toLongLong();
        if (pid > 1)
            m_ddPid = pid;
    }
}

void RemoteDiskJob::onStderr(const QByteArray &chunk)
{
    m_err += chunk;
    if (m_err.size() > (4 << 20))
        m_err = m_err.right(1 << 20);
    // GNU status=progress: "104857600 bytes (105 MB, 100 MiB) copied, 1.0001 s, 105 MB/s\r"
    static const QRegularExpression re(QStringLiteral("(\\d+) bytes .*copied, ([0-9.]+) s"));
    const QStringList pieces = QString::fromUtf8(chunk).split(QRegularExpression(QStringLiteral("[\r\n]")),
                                                               Qt::SkipEmptyParts);
    for (const QString &piece : pieces) {
        const QRegularExpressionMatch m = re.match(piece);
        if (!m.hasMatch())
            continue;
        const qint64 bytes = m.captured(1).toLongLong();
        const double seconds = m.captured(2).toDouble();
        if (seconds <= m_lastSeconds)
            continue;
        m_lastSeconds = seconds;
        if (m_window.add(seconds, bytes) && !m_window.slices().isEmpty())
            emit rateSample(m_window.slices().last().x(), m_window.slices().last().y());
        const double fraction = std::max(seconds / m_params.maxSeconds, double(bytes) / double(m_params.maxBytes));
        emit progress(std::min(1.0, fraction), tr("%1 MB at %2 MB/s")
                                                   .arg(QString::number(double(bytes) / 1e6, 'f', 0),
                                                        QString::number(seconds > 0 ? double(bytes) / seconds / 1e6 : 0, 'f', 1)));
        if (const auto stop = m_window.stopNow(seconds, bytes, m_params.minBytes, m_params.maxSeconds)) {
            if (!m_stopSent)
                m_measurement.setStop(*stop);
            stopDd();
        }
    }
}

void RemoteDiskJob::stopDd()
{
    if (m_stopSent || m_ddPid <= 1 || isFinished())
        return;
    m_stopSent = true;
    // GNU dd prints its statistics on SIGINT and stops; the script then syncs and times the flush.
    // The command object stays with the connection (its parent) like every other one.
    m_connection->run(QStringLiteral("kill -INT %1").arg(shellQuote(QString::number(m_ddPid))));
}

void RemoteDiskJob::onFinished()
{
    if (m_cancelling || isFinished())
        return;
    const CommandResult r = m_command->result();
    m_measurement.setRaw(QString::fromUtf8(m_err));
    const QString flavor = marker(m_out, "flavor");
    if (!marker(m_out, "bypass").isEmpty())
        m_bypass = marker(m_out, "bypass");
    if (r.error) {
        removeFileThen(Outcome::Failed, r.error.message);
        return;
    }
    const int rc = r.exitStatus;
    if (rc == 90) {
        removeFileThen(Outcome::Failed, tr("Cannot enter the test directory %1 on the Pi.").arg(m_params.remoteDir));
        return;
    }
    if (rc == 91) {
        const qint64 availKiB = marker(m_out, "avail").toLongLong();
        removeFileThen(Outcome::Failed,
                       tr("Not enough free space in %1 on the Pi: %2 MB free, the test needs %3 MB.")
                           .arg(m_params.remoteDir, QString::number(std::floor(double(availKiB) * 1024 / 1e6), 'f', 0),
                                QString::number(2 * m_params.minBytes / 1000000)));
        return;
    }
    if (rc == 92) {
        removeFileThen(Outcome::Failed, tr("The test file to read is missing on the Pi."));
        return;
    }
    const bool interrupted = m_stopSent && rc == 130;
    const double t0 = marker(m_out, "start").toDouble();
    const double t1 = marker(m_out, "end").toDouble();
    const double piSeconds = (t1 > t0 && t0 > 0) ? t1 - t0 : -1;
    // BusyBox without its third status line prints records only: bs=1M and the Pi's clock fill in.
    const DdSummary dd = DdOutput::parse(m_err, DdParseOptions{1 << 20, piSeconds});
    if (rc != 0 && !interrupted) {
        QString why = dd.messages.join(QLatin1Char(' '));
        if (why.isEmpty())
            why = QString::fromUtf8(m_err).trimmed();
        why = DisplayText::cutFront(why, CommandResult::kMaxReasonChars);
        if (why.contains(QLatin1String("No space left"), Qt::CaseInsensitive))
            why = tr("The Pi's disk is full (%1).").arg(why);
        removeFileThen(Outcome::Failed, tr("dd failed on the Pi (exit status %1): %2").arg(QString::number(rc), why));
        return;
    }
    qint64 bytes = dd.ok ? dd.bytes : -1;
    if (m_params.mode == Mode::Write) {
        bool ok = false;
        const qint64 size = marker(m_out, "size").toLongLong(&ok);
        if (ok && size > 0)
            bytes = size; // what reached the file, whatever dd counted before the interrupt
    }
    // dd's own time when it printed one (GNU, BusyBox with its third line), plus the write's sync
    // timed on the Pi: starting sh and dd is not disk time, and on a busy Pi it is not small
    // (bench/compare-disk). Else the Pi's clock around the whole of it.
    double seconds = piSeconds > 0 ? piSeconds : dd.seconds;
    if (dd.ok && !dd.secondsFromCaller && dd.seconds > 0) {
        const double ddEnd = marker(m_out, "ddend").toDouble();
        if (m_params.mode == Mode::Read)
            seconds = dd.seconds;
        else if (ddEnd > 0 && t1 >= ddEnd)
            seconds = dd.seconds + (t1 - ddEnd);
    }
    if (bytes <= 0 || seconds <= 0) {
        removeFileThen(Outcome::Failed, tr("dd on the Pi gave no usable figures: %1")
                                            .arg(dd.ok ? QString() : dd.reason));
        return;
    }
    if (const QString problem = Measurement::figuresProblem(bytes, seconds); !problem.isEmpty()) {
        removeFileThen(Outcome::Failed, problem); // a dd that lies about its figures
        return;
    }
    m_measurement.setBytes(bytes);
    m_measurement.setSeconds(seconds);
    if (!interrupted)
        m_measurement.setStop(TestStop::Size); // dd wrote or read all it was given
    m_measurement.setMethod(flavor == QLatin1String("busybox") ? QStringLiteral("dd-busybox")
                                                               : QStringLiteral("dd"));
    if (m_params.mode == Mode::Read) {
        m_measurement.setMethod(m_measurement.method() + QLatin1Char('-') + m_bypass);
        const double rate = double(bytes) / seconds;
        if (m_bypass == QLatin1String("none")
            || (m_params.linkBytesPerSecond > 0 && rate > m_params.linkBytesPerSecond))
            m_measurement.setCacheSuspect(true);
    }
    emit progress(1, tr("%1 MB/s").arg(m_measurement.mbPerSecond(), 0, 'f', 1));
    finish(Outcome::Ok);
}

void RemoteDiskJob::cancel()
{
    if (isFinished() || m_cancelling)
        return;
    m_cancelling = true;
    // Remove the file once dd and its script are gone (the watcher on the Pi removes it too).
    if (m_command && !m_command->isFinished()) {
        connect(m_command, &RemoteCommand::finished, this, [this] { removeFileThen(Outcome::Cancelled, QString()); });
        m_command->cancel();
    } else {
        removeFileThen(Outcome::Cancelled, QString());
    }
}

void RemoteDiskJob::removeFileThen(Outcome outcome, const QString &error)
{
    m_measurement.setError(error);
    if (!m_connection->isConnected()) {
        finish(outcome, error); // the watcher on the Pi removed it; else the next connect does
        return;
    }
    CommandOptions options;
    options.timeoutSeconds = 20;
    RemoteCommand *rm = m_connection->run(CleanupJob::command(m_params.remoteDir, shellQuote(m_params.fileName)), options);
    connect(rm, &RemoteCommand::finished, this, [this, outcome, error] {
        finish(outcome, error);
    });
}
