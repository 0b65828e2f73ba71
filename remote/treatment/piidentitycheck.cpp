#include "remote/treatment/piidentitycheck.h"

#include "remote/ssh/commandrunner.h"

PiIdentityCheck::PiIdentityCheck(CommandRunner *runner, QObject *parent) : QObject(parent), m_runner(runner)
{
}

void PiIdentityCheck::check(const PiIdentity &recorded)
{
    if (!recorded.isKnown()) {
        // Queued like every other outcome: the caller connects to finished() after calling.
        QMetaObject::invokeMethod(
            this, [this] { emit finished(Verdict::RunUnknown, PiIdentity::unknownText()); },
            Qt::QueuedConnection);
        return;
    }
    if (!m_runner) {
        QMetaObject::invokeMethod(
            this, [this] { emit finished(Verdict::CannotRead, tr("There is no connection to the Pi.")); },
            Qt::QueuedConnection);
        return;
    }
    m_live.hostKeySha256 = m_runner->hostKeySha256();
    CommandOptions options;
    options.timeoutSeconds = 30;
    RemoteCommand *cmd = m_runner->run(PiIdentity::machineIdCommand(), options);
    connect(cmd, &RemoteCommand::finished, this, [this, cmd, recorded](const CommandResult &r) {
        cmd->deleteLater();
        if (r.error || r.cancelled) {
            emit finished(
                Verdict::CannotRead,
                tr("The app could not read which Pi this is, so it changed nothing: %1").arg(r.reason()));
            return;
        }
        // A Pi without a readable /etc/machine-id gives no hash: a mismatch only when the run has one.
        m_live.machineIdSha256 =
            r.exitStatus == 0
                ? PiIdentity::machineIdFromOutput(QString::fromLatin1(r.standardOutput.left(256)))
                : QString();
        const QString why = PiIdentity::mismatch(recorded, m_live);
        emit finished(why.isEmpty() ? Verdict::Same : Verdict::Other, why);
    });
}
