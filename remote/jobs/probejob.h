#pragma once

#include "core/model/facts.h"
#include "remote/jobs/job.h"

#include <QPointer>

class CommandRunner;
class RemoteCommand;

// Runs the probe script (ProbeScript::text(token)) in one exec with LC_ALL=C, sent on stdin to
// `sh -s` so the token is on no command line, and hands back the
// version-2 transcript and the facts read from it. The token is new for every run; output whose
// framing does not carry it is refused.
class ProbeJob : public Job
{
    Q_OBJECT
public:
    struct Params
    {
        int timeoutSeconds = 120;
    };

    ProbeJob(CommandRunner *connection, Params params, QObject *parent = nullptr);

    void start() override;
    void cancel() override;

    QString transcript() const { return m_transcript; }
    const Facts &facts() const { return m_facts; }

    // The command line that runs the script it reads on stdin in a POSIX shell with the C locale.
    static QString scriptCommand();

protected:
    void fillResult(StepResult &result) const override;

private:
    CommandRunner *m_connection;
    Params m_params;
    QPointer<RemoteCommand> m_command;
    QString m_token;
    QString m_transcript;
    Facts m_facts;
};
