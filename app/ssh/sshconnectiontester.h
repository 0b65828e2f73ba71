#pragma once

#include "app/dialogs/connectiontester.h"
#include "app/ssh/sshattempt.h"

#include <QPointer>
#include <QWidget>

class PreflightJob;
class SecretStore;

// "Test connection" for real: connects with the profile, logs in (asking through dialogs), and
// shows `uname -a` and the Pi's model string; then, when the profile names a Pi folder and a share
// folder, runs the run's own pre-flight (PreflightJob, quick test sizes) and shows its messages, so
// a setup mistake shows here and not halfway through a run. Everything runs on the connection's
// worker thread.
class SshConnectionTester : public ConnectionTester
{
    Q_OBJECT
public:
    using TargetMaker = SshAttempt::TargetMaker;

    // makeTarget: defaults to the profile plus the user's ~/.ssh files; tests pass their own.
    SshConnectionTester(QWidget *window, SecretStore *secrets, TargetMaker makeTarget = {},
                        QObject *parent = nullptr);

    void start(const Profile &profile) override;
    void cancel() override;
    // Tests: a share folder on this PC's own disk stands for the share.
    void setAllowLocalShare(bool allow) { m_allowLocalShare = allow; }
    // AppContext::makeRunner: empty = a real SSH connection (SshAttempt::setRunnerMaker).
    void setRunnerMaker(SshAttempt::RunnerMaker makeRunner) { m_attempt->setRunnerMaker(std::move(makeRunner)); }

private:
    void runPreflight(const QString &identity);
    void finish(bool ok, const QString &text);

    TargetMaker m_makeTarget; // the same as the attempt's: where the app's known_hosts is
    SshAttempt *m_attempt;
    Profile m_profile;
    bool m_allowLocalShare = false;
    QPointer<PreflightJob> m_preflight;
};
