// NetworkJob over raw TCP: a listener on the Pi (python3, socat) that the PC connects to, or a
// listener on the PC (bash-devtcp) that the Pi connects back to. The PC end is a PcTransfer.
#include "remote/jobs/networkjob.h"

#include "remote/jobs/networkjob_p.h"
#include "remote/jobs/pctransfer.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

#include <QHostAddress>
#include <QRandomGenerator>

using namespace NetworkMethods;

namespace {

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

} // namespace

void NetworkJob::startPiListener()
{
    const bool send = m_params.direction == Direction::PiToPc;
    const int cap = int(m_params.maxSeconds) + 5; // the Pi side stops on its own after this
    QString body;
    int port = 0;
    if (m_method == python) {
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
    attachTransfer(new PcTransfer(send ? PcTransfer::Mode::Receive : PcTransfer::Mode::Send, this));
    CommandOptions options;
    options.timeoutSeconds = cap + 60;
    m_command = m_connection->run(remoteCommand(body), options);
    connect(m_command, &RemoteCommand::finished, this, [this, send](const CommandResult &r) {
        onListenerFinished(r, send, tr("The listener on the Pi ended early: %1"));
    });
    if (m_method == python) {
        // The port arrives on stdout as "@@port N".
        connect(m_command, &RemoteCommand::standardOutputReceived, this, [this](const QByteArray &c) {
            if (m_portSeen)
                return;
            m_out.append(c);
            const int p = markerValue(m_out, "port").toInt();
            if (p > 0) {
                m_portSeen = true;
                m_transfer->connectTo(m_params.piHost, quint16(p));
            }
        });
    } else {
        m_transfer->connectTo(m_params.piHost, quint16(port));
    }
}

void NetworkJob::startPcListener()
{
    const bool send = m_params.direction == Direction::PiToPc;
    attachTransfer(new PcTransfer(send ? PcTransfer::Mode::Receive : PcTransfer::Mode::Send, this));
    const QHostAddress host(m_params.piHost);
    // A Pi reached over loopback (tests) gets a loopback-only listener.
    const QHostAddress bindTo = host.isLoopback() ? QHostAddress(QHostAddress::LocalHost) : QHostAddress::Any;
    QString why;
    const quint16 listenPort = m_transfer->listen(bindTo, &why);
    if (listenPort == 0) {
        fail(tr("Could not listen for the Pi's connection on this PC: %1").arg(why));
        return;
    }
    const int cap = int(m_params.maxSeconds) + 5;
    // The Pi connects back to the address it sees this PC's SSH connection coming from.
    const QString body =
        send ? QStringLiteral("exec bash -c 'exec 3<>/dev/tcp/${SSH_CONNECTION%% *}/$0 || exit 7; "
                              "dd if=/dev/zero bs=1048576 count=$1 >&3 2>/dev/null' %1 %2")
                   .arg(listenPort)
                   .arg(cap * 2000)
             : QStringLiteral("exec bash -c 'exec 3<>/dev/tcp/${SSH_CONNECTION%% *}/$0 || exit 7; "
                              "printf \"@@bytes %s\\n\" $(wc -c <&3)' %1")
                   .arg(listenPort);
    CommandOptions options;
    options.timeoutSeconds = cap + 60;
    m_command = m_connection->run(remoteCommand(body), options);
    connect(m_command, &RemoteCommand::finished, this, [this, send](const CommandResult &r) {
        onListenerFinished(r, send, tr("The Pi could not connect back to this PC (is a firewall in the way?): %1"));
    });
}

// The Pi-side end of a TCP test is over. Pi to PC: the figure is the PC's own count, taken when it
// stopped. PC to Pi: what the Pi counted, over its own time when it printed one (python3), else the
// time until its count came back.
void NetworkJob::onListenerFinished(const CommandResult &r, bool piSent, const QString &endedEarly)
{
    if (isFinished() || m_cancelRequested)
        return;
    if (!m_stopping) {
        if (piSent && m_started) {
            stopTransfer(); // the Pi's sender ran out before the rate settled: still a figure
            return;
        }
        fail(endedEarly.arg(r.error ? r.error.message : QString::fromUtf8(r.standardError).trimmed()));
        return;
    }
    if (piSent) {
        finishIfDone();
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
