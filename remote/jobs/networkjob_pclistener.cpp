// NetworkJob with the listener on the PC (bash-devtcp): the Pi connects back with bash's /dev/tcp to
// the address its SSH connection comes from. The PC end is a PcTransfer.
#include "remote/jobs/networkjob.h"

#include "remote/jobs/networkjob_p.h"
#include "remote/jobs/pctransfer.h"
#include "remote/ssh/commandrunner.h"

#include <QHostAddress>

using namespace NetworkMethods;

void NetworkJob::startPcListener()
{
    newTransfer(m_params.direction == Direction::PiToPc);
    const QHostAddress host(m_params.piHost);
    // A Pi reached over loopback (tests) gets a loopback-only listener.
    const QHostAddress bindTo = host.isLoopback() ? QHostAddress(QHostAddress::LocalHost) : QHostAddress::Any;
    connect(m_transfer, &PcTransfer::listenFailed, this, [this](const QString &why) {
        fail(tr("Could not listen for the Pi's connection on this PC: %1").arg(why));
    });
    connect(m_transfer, &PcTransfer::listening, this, &NetworkJob::runPcListenerCommand);
    m_transfer->listen(bindTo);
}

void NetworkJob::runPcListenerCommand(quint16 port)
{
    if (isFinished() || m_cancelRequested)
        return;
    const bool send = m_params.direction == Direction::PiToPc;
    const int cap = int(m_params.maxSeconds) + 5;
    // The Pi connects back to the address it sees this PC's SSH connection coming from.
    const QString body =
        send ? QStringLiteral("exec bash -c 'exec 3<>/dev/tcp/${SSH_CONNECTION%% *}/$0 || exit 7; "
                              "dd if=/dev/zero bs=1048576 count=$1 >&3 2>/dev/null' %1 %2")
                   .arg(QString::number(port), QString::number(cap * 2000))
             : QStringLiteral("exec bash -c 'exec 3<>/dev/tcp/${SSH_CONNECTION%% *}/$0 || exit 7; "
                              "printf \"@@bytes %s\\n\" $(wc -c <&3)' %1")
                   .arg(port);
    runPiSide(body, cap, [this, send](const CommandResult &r) {
        if (!m_stopping) {
            if (send && m_started) {
                stopTransfer(); // dd ran out of zeros before the rate settled: still a figure
                return;
            }
            fail(tr("The Pi could not connect back to this PC (is a firewall in the way?): %1").arg(r.reason()));
            return;
        }
        finishFromPiCommand(send, r);
    });
}
