#pragma once

#include "app/dialogs/connectiontester.h"
#include "app/ssh/sshattempt.h"

#include <QWidget>

class SecretStore;

// "Test connection" for real: connects with the profile, logs in (asking through dialogs), and
// shows `uname -a` and the Pi's model string. Everything runs on the connection's worker thread.
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

private:
    void finish(bool ok, const QString &text);

    SshAttempt *m_attempt;
};
