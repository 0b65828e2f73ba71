#include "remote/jobs/probejob.h"

#include "core/probe/factsbuilder.h"
#include "core/probe/probescript.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "core/probe/transcriptminimizer.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

ProbeJob::ProbeJob(CommandRunner *connection, Params params, QObject *parent)
    : Job(parent), m_connection(connection), m_params(params)
{
}

QString ProbeJob::scriptCommand(const QString &script)
{
    return QStringLiteral("LC_ALL=C LANG=C sh -c %1").arg(shellQuote(script));
}

void ProbeJob::start()
{
    emit progress(0, tr("Reading the Pi's hardware and settings…"));
    CommandOptions options;
    options.timeoutSeconds = m_params.timeoutSeconds;
    options.outputLimitBytes = 16 * 1024 * 1024; // a Pi's transcript is 50-500 kB (a long dmesg, many processes)
    m_token = ProbeScript::newToken();
    m_command = m_connection->run(scriptCommand(ProbeScript::text(m_token)), options);
    connect(m_command, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        if (isFinished())
            return;
        // The command keeps the whole output (up to 16 MiB) as long as it lives, and it lives with
        // the connection: gone once this handler has taken what it needs (r stays valid until then).
        m_command->deleteLater();
        if (r.cancelled) {
            finish(Outcome::Cancelled);
            return;
        }
        m_transcript = QString::fromUtf8(r.standardOutput);
        // Only the framing this run chose counts: any other is the Pi's data, not the probe's. (A
        // probe's output is a transcript for sure; TextFacts reads it the same way from here on.)
        const Transcript t = Transcript::parse(r.standardOutput, m_token);
        m_facts = FactsBuilder::build(t);
        if (r.error) {
            finish(Outcome::Failed, r.error.message);
        } else if (!t.framingMatches()) {
            m_transcript.clear(); // a saved run would trust whatever framing it holds
            finish(Outcome::Failed, tr("The probe's output did not carry this run's framing, so it was not read."));
        } else if (t.version() == 0 || t.isEmpty()) {
            finish(Outcome::Failed, tr("The probe printed no transcript (exit status %1).").arg(r.exitStatus));
        } else {
            // The run keeps only what the facts read: other jobs' command lines stay on the Pi.
            m_transcript = TranscriptMinimizer::minimize(m_transcript, m_token).text;
            emit progress(1, tr("Read the Pi's hardware and settings."));
            finish(Outcome::Ok);
        }
    });
}

void ProbeJob::cancel()
{
    if (isFinished())
        return;
    if (m_command && !m_command->isFinished()) {
        m_command->cancel(); // its finished() (cancelled = true) ends the job once the probe is gone
        return;
    }
    finish(Outcome::Cancelled);
}

void ProbeJob::fillResult(StepResult &result) const
{
    result.transcript = m_transcript;
    result.facts = m_facts;
}
