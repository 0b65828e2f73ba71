#include "app/ssh/sshconnectiontester.h"

#include "remote/jobs/preflightjob.h"
#include "remote/jobs/presets.h"
#include "remote/ssh/remotecommand.h"

#include <QDir>

SshConnectionTester::SshConnectionTester(QWidget *window, SecretStore *secrets, TargetMaker makeTarget,
                                         QObject *parent)
    : ConnectionTester(parent), m_makeTarget(makeTarget ? makeTarget : SshAttempt::defaultTargetMaker()),
      m_attempt(new SshAttempt(window, secrets, std::move(makeTarget), this))
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
    connect(m_attempt, &SshAttempt::failed, this, [this](const SshError &e) {
        if (e.kind == SshError::Kind::HostKeyChanged) {
            // Only the app's own file is the app's to change; the user's ~/.ssh files are read-only.
            const QString appFile = m_makeTarget(m_profile).appKnownHostsPath;
            if (!appFile.isEmpty() && e.changedKeyFiles.contains(QDir::toNativeSeparators(appFile)))
                emit hostKeyChanged(e.hostKeyName, appFile);
        }
        finish(false, e.message);
    });
    connect(m_attempt, &SshAttempt::connected, this, [this] {
        if (SshConnection *ssh = m_attempt->connection())
            emit progress(
                tr("Logged in as %1 with %2.").arg(ssh->sessionInfo().user, ssh->sessionInfo().authMethod));
        CommandRunner *c = m_attempt->runner();
        // The model file ends with a NUL byte; tr drops it. Not every machine has a device tree.
        RemoteCommand *cmd =
            c->run(QStringLiteral("uname -a; tr -d '\\000' </proc/device-tree/model 2>/dev/null && echo"),
                   {20, true});
        connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
            if (r.error)
                finish(false, r.error.message);
            else
                runPreflight(QString::fromUtf8(r.standardOutput).trimmed());
        });
    });
}

void SshConnectionTester::start(const Profile &profile)
{
    m_profile = profile;
    m_attempt->start(profile);
}

void SshConnectionTester::runPreflight(const QString &identity)
{
    if (m_profile.remoteDir.isEmpty() || m_profile.sharePath.isEmpty()) {
        finish(true, identity); // nothing to check yet: the folders come later in the wizard
        return;
    }
    emit progress(identity);
    emit progress(tr("Checking the Pi folder %1 and the share folder %2…").arg(m_profile.remoteDir, m_profile.sharePath));
    const RunPresets::Settings quick = RunPresets::settings(true);
    PreflightJob::Params p;
    p.remoteDir = m_profile.remoteDir;
    p.sharePath = m_profile.sharePath;
    p.piName = m_profile.host;
    p.piNeedBytes = 2 * quick.diskMinBytes; // as the run asks (RunOrchestrator::runPreflight)
    p.shareNeedBytes = 2 * quick.share.minBytes;
    p.allowLocalShare = m_allowLocalShare;
    m_preflight = new PreflightJob(m_attempt->runner(), p, this);
    PreflightJob *job = m_preflight;
    connect(job, &Job::finished, this, [this, job] {
        job->deleteLater();
        const PreflightResult &r = job->result();
        if (!r.shareOnPi.isEmpty() && !r.sameStorage)
            emit shareFoundElsewhere(r.shareOnPi);
        if (job->outcome() == Job::Outcome::Cancelled)
            finish(false, tr("Cancelled."));
        else if (r.passed() && r.problems().isEmpty())
            finish(true, tr("The Pi folder and the share folder are ready: the share is the Pi folder."));
        else
            finish(r.passed(), r.problems().join(QLatin1Char('\n')));
    });
    job->start();
}

void SshConnectionTester::cancel()
{
    if (m_preflight && !m_preflight->isFinished()) {
        m_preflight->cancel(); // its finished() ends the test
        return;
    }
    m_attempt->cancel();
}

void SshConnectionTester::finish(bool ok, const QString &text)
{
    emit finished(ok, text);
    if (m_attempt->connection())
        m_attempt->connection()->disconnectFromHost();
}
