#pragma once

#include "app/dialogs/connectiontester.h"
#include "remote/ssh/sshtarget.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class PromptBridge;
class PromptDialogs;
class SecretStore;
class SshConnection;
class QWidget;

// "Test connection" for real: connects with the profile, logs in (asking through dialogs), and
// shows `uname -a` and the Pi's model string. Everything runs on the connection's worker thread.
class SshConnectionTester : public ConnectionTester
{
    Q_OBJECT
public:
    using TargetMaker = std::function<SshTarget(const Profile &)>;

    // makeTarget: defaults to the profile plus the user's ~/.ssh files; tests pass their own.
    SshConnectionTester(QWidget *window, SecretStore *secrets, TargetMaker makeTarget = {}, QObject *parent = nullptr);
    ~SshConnectionTester() override;

    void start(const Profile &profile) override;
    void cancel() override;

private:
    void finish(bool ok, const QString &text);
    void teardown();

    QPointer<QWidget> m_window;
    SecretStore *m_secrets;
    TargetMaker m_makeTarget;
    SshConnection *m_connection = nullptr;
    PromptBridge *m_bridge = nullptr;
    PromptDialogs *m_dialogs = nullptr;
};
