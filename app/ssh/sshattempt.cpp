#include "app/ssh/sshattempt.h"

#include "app/ssh/promptdialogs.h"
#include "core/store/profile.h"
#include "remote/ssh/profiletarget.h"
#include "remote/ssh/promptbridge.h"

SshAttempt::TargetMaker SshAttempt::defaultTargetMaker()
{
    return [](const Profile &p) {
        SshTarget t = sshTargetFromProfile(p);
        t.applyUserDefaults();
        return t;
    };
}

SshAttempt::SshAttempt(QWidget *anchor, SecretStore *secrets, TargetMaker makeTarget, QObject *parent)
    : QObject(parent), m_anchor(anchor), m_secrets(secrets),
      m_makeTarget(makeTarget ? std::move(makeTarget) : defaultTargetMaker())
{
}

SshAttempt::~SshAttempt()
{
    teardown();
}

void SshAttempt::setTargetMaker(TargetMaker makeTarget)
{
    m_makeTarget = makeTarget ? std::move(makeTarget) : defaultTargetMaker();
}

CommandRunner *SshAttempt::runner() const
{
    if (m_connection)
        return m_connection;
    return m_runner;
}

void SshAttempt::teardown()
{
    m_runnerPending = false;
    delete m_runner;
    if (m_connection) {
        m_connection->disconnect(this);
        m_connection->cancel(); // closes an open prompt through the bridge, too
        delete m_connection;    // joins its worker thread
    }
    delete m_dialogs;
    delete m_bridge;
}

void SshAttempt::start(const Profile &profile)
{
    teardown();
    if (m_makeRunner) {
        m_runner = m_makeRunner(profile, this);
        m_runnerPending = true;
        // Queued, as a real connection answers later: the caller finishes start() first.
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (!m_runnerPending)
                    return;
                m_runnerPending = false;
                if (m_runner && m_runner->isConnected())
                    emit connected();
                else
                    emit failed(SshError::connectionLost(tr("The test runner is not connected.")));
            },
            Qt::QueuedConnection);
        return;
    }
    // A fresh bridge per attempt: after a cancel a bridge refuses every question.
    m_bridge = new PromptBridge(this);
    m_dialogs =
        new PromptDialogs(m_bridge, m_anchor ? m_anchor->window() : nullptr, m_secrets, profile.name, this);
    connect(m_dialogs, &PromptDialogs::keychainMessage, this, &SshAttempt::keychainMessage);
    m_connection = new SshConnection(m_makeTarget(profile), m_bridge, this);
    connect(m_connection, &SshConnection::stateChanged, this, &SshAttempt::stateChanged);
    connect(m_connection, &SshConnection::connected, this, [this] {
        m_dialogs->rememberIfAsked();
        emit connected();
    });
    connect(m_connection, &SshConnection::connectionFailed, this, &SshAttempt::failed);
    connect(m_connection, &SshConnection::connectionLost, this, &SshAttempt::lost);
    m_connection->connectToHost();
}

void SshAttempt::cancel()
{
    if (m_runnerPending) {
        m_runnerPending = false;
        QMetaObject::invokeMethod(
            this, [this] { emit failed(SshError::cancelled()); }, Qt::QueuedConnection);
    }
    if (m_connection)
        m_connection->cancel();
}
