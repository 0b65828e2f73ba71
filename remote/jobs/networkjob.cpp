#include "remote/jobs/networkjob.h"

#include "remote/ssh/shellquote.h"
#include "remote/ssh/commandrunner.h"

#include <QHostAddress>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace {

const QString kPython = QStringLiteral("python3");
const QString kSocat = QStringLiteral("socat");
const QString kBash = QStringLiteral("bash-devtcp");
const QString kSsh = QStringLiteral("ssh-channel");

// Listens on an ephemeral port of every interface, prints it, serves one connection: "send" streams
// zeros until the PC hangs up or the cap passes; "recv" counts what arrives until the PC hangs up,
// timed from the first data (as iperf3 times its test), not from the accept: the PC may take a
// moment to start sending, and that is not network time. That first chunk is not counted. It
// receives into one buffer: a new 1 MiB object per recv() cost 4 % of a gigabit link on the test
// bed, and more on a Pi's slower CPU.
const char kPythonListener[] = R"PY(import socket,sys,time
s=socket.socket(socket.AF_INET,socket.SOCK_STREAM)
s.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1)
s.bind(("",0)); s.listen(1)
print("@@port",s.getsockname()[1],flush=True)
s.settimeout(30); c,a=s.accept(); c.settimeout(None); s.close()
cap=float(sys.argv[2]); n=0; t0=time.time()
if sys.argv[1]=="send":
    b=bytes(1<<20)
    try:
        while time.time()-t0<cap:
            c.sendall(b); n+=len(b)
    except OSError:
        pass
else:
    m=memoryview(bytearray(1<<20)); k=c.recv_into(m); t0=time.time()
    while k:
        k=c.recv_into(m); n+=k
        if time.time()-t0>cap: break
print("@@bytes",n,flush=True)
print("@@seconds",time.time()-t0,flush=True)
)PY";

QString markerValue(const QByteArray &out, const char *name)
{
    const QByteArray prefix = QByteArray("@@") + name + ' ';
    for (const QByteArray &line : out.split('\n')) {
        if (line.startsWith(prefix))
            return QString::fromUtf8(line.mid(prefix.size())).trimmed();
    }
    return {};
}

} // namespace

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
    return {kPython, kSocat, kBash, kSsh};
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
                           .arg(r.exitStatus)
                           .arg(QString::fromUtf8(r.standardError).trimmed() + QLatin1Char(' ') + r.exitSignal));
        return;
    }
    const QByteArray out = r.standardOutput;
    if (out.contains("@@has python3"))
        m_available << kPython;
    if (out.contains("@@has socat"))
        m_available << kSocat;
    if (out.contains("@@has bash"))
        m_available << kBash;
    m_available << kSsh; // always there: the last resort, labelled as bound by the encryption
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
    else if (m_method == kPython || m_method == kSocat)
        startPiListener();
    else if (m_method == kBash)
        startPcListener();
    else
        startSshChannel();
}

void NetworkJob::startPiListener()
{
    const bool send = m_params.direction == Direction::PiToPc;
    const int cap = int(m_params.maxSeconds) + 5; // the Pi side stops on its own after this
    QString body;
    int port = 0;
    if (m_method == kPython) {
        body = QStringLiteral("python3 -c %1 %2 %3")
                   .arg(shellQuote(QString::fromLatin1(kPythonListener)),
                        send ? QStringLiteral("send") : QStringLiteral("recv"), QString::number(cap));
    } else {
        port = QRandomGenerator::global()->bounded(20000, 60000);
        body = send ? QStringLiteral("socat -u OPEN:/dev/zero TCP4-LISTEN:%1,reuseaddr 2>/dev/null").arg(port)
                    : QStringLiteral("socat -u TCP4-LISTEN:%1,reuseaddr STDOUT 2>/dev/null | wc -c | "
                                     "sed 's/^ */@@bytes /'")
                          .arg(port);
    }
    CommandOptions options;
    options.timeoutSeconds = cap + 60;
    m_command = m_connection->run(remoteCommand(body), options);
    connect(m_command, &RemoteCommand::finished, this, [this, send](const CommandResult &r) {
        if (isFinished() || m_cancelRequested)
            return;
        if (!m_stopping) {
            fail(tr("The listener on the Pi ended early: %1")
                     .arg(r.error ? r.error.message : QString::fromUtf8(r.standardError).trimmed()));
            return;
        }
        if (send) {
            finishWithFigures(m_bytes, m_stopSeconds); // the PC's own figures, taken when it stopped
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
    });
    if (m_method == kPython) {
        // The port arrives on stdout as "@@port N".
        connect(m_command, &RemoteCommand::standardOutputReceived, this, [this](const QByteArray &c) {
            if (m_socket || m_portSeen)
                return;
            m_out.append(c);
            const int p = markerValue(m_out, "port").toInt();
            if (p > 0) {
                m_portSeen = true;
                connectToPi(p, 0);
            }
        });
    } else {
        connectToPi(port, 0);
    }
}

void NetworkJob::connectToPi(int port, int attempt)
{
    if (isFinished() || m_stopping)
        return;
    auto *socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, socket] { attachSocket(socket); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket, port, attempt](QAbstractSocket::SocketError) {
        if (socket == m_socket || isFinished())
            return;
        const QString why = socket->errorString();
        socket->deleteLater();
        // socat may not listen yet: try again for a few seconds
        if (attempt < 50)
            QTimer::singleShot(100, this, [this, port, attempt] { connectToPi(port, attempt + 1); });
        else
            fail(tr("Could not connect to the test listener on the Pi (%1 port %2): %3")
                     .arg(m_params.piHost, QString::number(port), why));
    });
    socket->connectToHost(m_params.piHost, quint16(port));
}

void NetworkJob::startPcListener()
{
    m_server = new QTcpServer(this);
    const QHostAddress host(m_params.piHost);
    // A Pi reached over loopback (tests) gets a loopback-only listener.
    const QHostAddress bindTo = host.isLoopback() ? QHostAddress(QHostAddress::LocalHost) : QHostAddress::Any;
    if (!m_server->listen(bindTo, 0)) {
        fail(tr("Could not listen for the Pi's connection on this PC: %1").arg(m_server->errorString()));
        return;
    }
    connect(m_server, &QTcpServer::newConnection, this, [this] {
        QTcpSocket *s = m_server->nextPendingConnection();
        if (m_socket || !s) {
            delete s;
            return;
        }
        s->setParent(this);
        m_server->close();
        attachSocket(s);
    });
    const bool send = m_params.direction == Direction::PiToPc;
    const int cap = int(m_params.maxSeconds) + 5;
    // The Pi connects back to the address it sees this PC's SSH connection coming from.
    const QString body =
        send ? QStringLiteral("exec bash -c 'exec 3<>/dev/tcp/${SSH_CONNECTION%% *}/$0 || exit 7; "
                              "dd if=/dev/zero bs=1048576 count=$1 >&3 2>/dev/null' %1 %2")
                   .arg(m_server->serverPort())
                   .arg(cap * 2000)
             : QStringLiteral("exec bash -c 'exec 3<>/dev/tcp/${SSH_CONNECTION%% *}/$0 || exit 7; "
                              "printf \"@@bytes %s\\n\" $(wc -c <&3)' %1")
                   .arg(m_server->serverPort());
    CommandOptions options;
    options.timeoutSeconds = cap + 60;
    m_command = m_connection->run(remoteCommand(body), options);
    connect(m_command, &RemoteCommand::finished, this, [this, send](const CommandResult &r) {
        if (isFinished() || m_cancelRequested)
            return;
        if (!m_stopping) {
            if (send && m_socket) {
                stopTransfer(); // dd ran out of zeros before the rate settled: still a figure
                return;
            }
            fail(tr("The Pi could not connect back to this PC (is a firewall in the way?): %1")
                     .arg(r.error ? r.error.message : QString::fromUtf8(r.standardError).trimmed()));
            return;
        }
        if (send) {
            finishWithFigures(m_bytes, m_stopSeconds);
            return;
        }
        const qint64 bytes = markerValue(r.standardOutput, "bytes").toLongLong();
        if (bytes <= 0)
            fail(tr("The Pi received nothing."));
        else
            finishWithFigures(bytes, m_clock.elapsed() / 1000.0);
    });
}

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
    connect(m_capTimer, &QTimer::timeout, this, [this] { onBytes(m_bytes); });
    m_capTimer->start(250);
    connect(m_command, &RemoteCommand::standardOutputReceived, this, [this](const QByteArray &chunk) {
        m_bytes += chunk.size();
        onBytes(m_bytes);
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
    connect(m_capTimer, &QTimer::timeout, this, [this] { onBytes(m_bytes); });
    m_capTimer->start(250);
    connect(m_command, &RemoteCommand::standardInputWritten, this, [this](qint64 total) {
        m_bytes = total;
        onBytes(m_bytes);
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

void NetworkJob::attachSocket(QTcpSocket *socket)
{
    m_socket = socket;
    m_clock.start();
    m_started = true;
    emit progress(0.05, tr("Measuring with %1…").arg(m_method));
    m_capTimer = new QTimer(this);
    connect(m_capTimer, &QTimer::timeout, this, [this] { onBytes(m_bytes); });
    m_capTimer->start(250);
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        if (!m_stopping && !isFinished())
            stopTransfer();
    });
    if (m_params.direction == Direction::PiToPc) {
        socket->setReadBufferSize(0);
        connect(socket, &QTcpSocket::readyRead, this, [this] {
            m_bytes += m_socket->skip(m_socket->bytesAvailable());
            onBytes(m_bytes);
        });
    } else {
        connect(socket, &QTcpSocket::bytesWritten, this, [this](qint64 n) {
            m_bytes += n;
            onBytes(m_bytes);
            pump();
        });
        pump();
    }
}

void NetworkJob::pump()
{
    static const QByteArray zeros(1 << 20, '\0');
    while (m_socket && !m_stopping && m_socket->bytesToWrite() < 4 * zeros.size())
        m_socket->write(zeros);
}

void NetworkJob::onBytes(qint64 total)
{
    if (!m_started || m_stopping || isFinished())
        return;
    const double t = m_clock.elapsed() / 1000.0;
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
                  tr("%1 MB/s with %2").arg(t > 0 ? double(total) / t / 1e6 : 0, 0, 'f', 1).arg(m_method));
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
    m_stopSeconds = m_clock.elapsed() / 1000.0;
    if (m_capTimer)
        m_capTimer->stop();
    const bool receivedHere = m_params.direction == Direction::PiToPc;
    if (m_method == kSsh && !receivedHere && m_command) {
        m_command->closeStandardInput(); // wc prints its count and ends
        return;
    }
    if (m_socket) {
        if (receivedHere)
            m_socket->abort();
        else
            m_socket->disconnectFromHost(); // flushes, then the Pi sees EOF and prints its count
    }
    if (receivedHere) {
        // The figure is taken; the job ends once the Pi-side sender is gone, so the next command
        // never overlaps with its teardown. python3, socat and dd stop on their own when the PC
        // hangs up (EPIPE); the SSH-channel dd has no socket to lose and is killed with its channel.
        if (!m_command || m_command->isFinished()) {
            finishWithFigures(m_bytes, m_stopSeconds);
            return;
        }
        if (m_method == kSsh)
            m_command->cancel();
        QTimer::singleShot(3000, this, [this] {
            if (m_command && !m_command->isFinished())
                m_command->cancel();
        });
    }
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
    if (m_method == kSsh)
        m_measurement.setError(QString()); // a figure, labelled by its method as encryption-bound
    emit progress(1, tr("%1 MB/s with %2").arg(m_measurement.mbPerSecond(), 0, 'f', 1).arg(m_method));
    finish(Outcome::Ok);
}

void NetworkJob::fail(const QString &error)
{
    if (isFinished())
        return;
    m_stopping = true;
    if (m_socket)
        m_socket->abort();
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
    if (m_socket)
        m_socket->abort();
    // Finish once the Pi side is really gone, so the next command never overlaps its teardown.
    if (m_command && !m_command->isFinished()) {
        connect(m_command, &RemoteCommand::finished, this, [this] { finish(Outcome::Cancelled); });
        m_command->cancel();
    } else {
        finish(Outcome::Cancelled);
    }
}
