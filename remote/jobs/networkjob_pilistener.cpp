// NetworkJob with a listener on the Pi (python3, socat) that the PC connects to; the PC end is a
// PcTransfer.
#include "remote/jobs/networkjob.h"

#include "remote/jobs/networkjob_p.h"
#include "remote/jobs/pctransfer.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

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
        // Below Linux's ephemeral range (32768-60999 by default, the same on Raspberry Pi OS): a
        // port the kernel handed to some outgoing connection cannot be listened on, and socat then
        // ends at once ("the listener ended early", seen once in CI). socat's stderr is kept: it is
        // that message's reason (e.g. "bind(...): Address already in use").
        port = QRandomGenerator::global()->bounded(20000, 32768);
        body = send ? QStringLiteral("socat -u OPEN:/dev/zero TCP4-LISTEN:%1,reuseaddr").arg(port)
                    : QStringLiteral("socat -u TCP4-LISTEN:%1,reuseaddr STDOUT | wc -c | "
                                     "sed 's/^ */@@bytes /'")
                          .arg(port);
    }
    newTransfer(send);
    runPiSide(body, cap, [this, send](const CommandResult &r) {
        if (!m_stopping) {
            fail(tr("The listener on the Pi ended early: %1").arg(r.reason()));
            return;
        }
        finishFromPiCommand(send, r);
    });
    if (m_method == python) {
        // The port arrives on stdout as "@@port N".
        connect(m_command, &RemoteCommand::standardOutputReceived, this, [this](const QByteArray &c) {
            if (m_portSeen || !m_transfer)
                return;
            m_out.append(c);
            const int p = markerValue(m_out, "port").toInt();
            if (p > 0) {
                m_portSeen = true;
                connectToPi(quint16(p));
            }
        });
    } else {
        connectToPi(quint16(port));
    }
}

void NetworkJob::connectToPi(quint16 port)
{
    connect(m_transfer, &PcTransfer::connectFailed, this, [this, port](const QString &why) {
        fail(tr("Could not connect to the test listener on the Pi (%1 port %2): %3")
                 .arg(m_params.piHost, QString::number(port), why));
    });
    m_transfer->connectTo(m_params.piHost, port, 51); // socat may not listen yet: 5 s of tries
}
