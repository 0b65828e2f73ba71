#include "app/ssh/sshconnectiontester.h"

#include "remote/ssh/remotecommand.h"

SshConnectionTester::SshConnectionTester(QWidget *window, SecretStore *secrets, TargetMaker makeTarget,
                                         QObject *parent)
    : ConnectionTester(parent), m_attempt(new SshAttempt(window, secrets, std::move(makeTarget), this))
{
    connect(m_attempt, &SshAttempt::stateChanged, this, [this](SshConnection::State s) {
        switch (s) {
        case SshConnection::State::Connecting:
            emit progress(tr("Connecting to %1…").arg(m_attempt->connection()->target().host));
            break;
        case SshConnection::State::VerifyingHostKey:
            emit progress(tr("Checking the host key…"));
            break;
        case SshConnection::State::Authenticating:
            emit progress(tr("Logging in…"));
            break;
        default:
            break;
        }
    });
    connect(m_attempt, &SshAttempt::failed, this, [this](const SshError &e) { finish(false, e.message); });
    connect(m_attempt, &SshAttempt::connected, this, [this] {
        SshConnection *c = m_attempt->connection();
        emit progress(tr("Logged in as %1 with %2.").arg(c->sessionInfo().user, c->sessionInfo().authMethod));
        // The model file ends with a NUL byte; tr drops it. Not every machine has a device tree.
        RemoteCommand *cmd =
            c->run(QStringLiteral("uname -a; tr -d '\\000' </proc/device-tree/model 2>/dev/null && echo"),
                   {20, true});
        connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
            if (r.error)
                finish(false, r.error.message);
            else
                finish(true, QString::fromUtf8(r.standardOutput).trimmed());
        });
    });
}

void SshConnectionTester::start(const Profile &profile)
{
    m_attempt->start(profile);
}

void SshConnectionTester::cancel()
{
    m_attempt->cancel();
}

void SshConnectionTester::finish(bool ok, const QString &text)
{
    emit finished(ok, text);
    if (m_attempt->connection())
        m_attempt->connection()->disconnectFromHost();
}
