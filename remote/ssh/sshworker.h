#pragma once

#include "remote/ssh/commandchannel.h"
#include "remote/ssh/sshsession.h"

#include <QObject>

#include <map>
#include <memory>

class QSocketNotifier;
class QTimer;

// Lives on the connection's own thread and makes every libssh call of its session there. Slots are
// reached through queued calls from SshConnection; results go back as signals.
class SshWorker : public QObject
{
    Q_OBJECT
public:
    SshWorker(std::shared_ptr<SshSession> session, CredentialPrompter *prompter);
    ~SshWorker() override;

    void open();
    void startCommand(quint64 id, const QString &command, const CommandOptions &options);
    void cancelCommand(quint64 id);
    void closeCommandInput(quint64 id);
    void close();

signals:
    void stageChanged(int stage); // SshSession::Stage
    void opened(const SshSessionInfo &info);
    void openFailed(const SshError &error);
    void commandOutput(quint64 id, const QByteArray &chunk, bool isStderr);
    void commandFinished(quint64 id, const CommandResult &result);
    void commandInputWritten(quint64 id, qint64 total);
    void lost(const SshError &error);

private:
    void pollCommands();
    void sendKeepalive();
    void finishCommand(quint64 id, CommandResult result);
    void failEverything(const SshError &error);
    void updateWatchers();
    void dropNotifier();

    std::shared_ptr<SshSession> m_session;
    CredentialPrompter *m_prompter;
    bool m_open = false;
    std::map<quint64, std::unique_ptr<CommandChannel>> m_commands;
    QSocketNotifier *m_notifier = nullptr;
    QTimer *m_pollTimer = nullptr;
    QTimer *m_keepalive = nullptr;
};
