#include "app/ssh/sshconnectiontester.h"

#include "app/ssh/promptdialogs.h"
#include "remote/ssh/profiletarget.h"
#include "remote/ssh/promptbridge.h"
#include "remote/ssh/remotecommand.h"
#include "remote/ssh/sshconnection.h"

SshConnectionTester::SshConnectionTester(QWidget *window, SecretStore *secrets, TargetMaker makeTarget, QObject *parent)
    : ConnectionTester(parent), m_window(window), m_secrets(secrets), m_makeTarget(std::move(makeTarget))
{
    if (!m_makeTarget) {
        m_makeTarget = [](const Profile &p) {
            SshTarget t = sshTargetFromProfile(p);
            t.applyUserDefaults();
            return t;
        };
    }
}

SshConnectionTester::~SshConnectionTester()
{
    teardown();
}

void SshConnectionTester::teardown()
{
    if (m_connection)
        m_connection->cancel();
    delete m_connection; // joins its worker thread
    m_connection = nullptr;
    delete m_dialogs;
    m_dialogs = nullptr;
    delete m_bridge;
    m_bridge = nullptr;
}

void SshConnectionTester::start(const Profile &profile)
{
    teardown();
    // A fresh bridge per attempt: after a cancel a bridge refuses every question.
    m_bridge = new PromptBridge(this);
    m_dialogs = new PromptDialogs(m_bridge, m_window, m_secrets, profile.name, this);
    m_connection = new SshConnection(m_makeTarget(profile), m_bridge, this);
    connect(m_connection, &SshConnection::stateChanged, this, [this](SshConnection::State s) {
        switch (s) {
        case SshConnection::State::Connecting:
            emit progress(tr("Connecting to %1…").arg(m_connection->target().host));
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
    connect(m_connection, &SshConnection::connectionFailed, this,
            [this](const SshError &e) { finish(false, e.message); });
    connect(m_connection, &SshConnection::connected, this, [this] {
        m_dialogs->rememberIfAsked();
        emit progress(tr("Logged in as %1 with %2.")
                          .arg(m_connection->sessionInfo().user, m_connection->sessionInfo().authMethod));
        // The model file ends with a NUL byte; tr drops it. Not every machine has a device tree.
        RemoteCommand *cmd = m_connection->run(
            QStringLiteral("uname -a; tr -d '\\000' </proc/device-tree/model 2>/dev/null && echo"), {20, true});
        connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
            if (r.error)
                finish(false, r.error.message);
            else
                finish(true, QString::fromUtf8(r.standardOutput).trimmed());
        });
    });
    m_connection->connectToHost();
}

void SshConnectionTester::cancel()
{
    if (m_connection)
        m_connection->cancel();
}

void SshConnectionTester::finish(bool ok, const QString &text)
{
    emit finished(ok, text);
    if (m_connection)
        m_connection->disconnectFromHost();
}
