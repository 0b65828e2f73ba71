#include "remote/jobs/probejob.h"

#include "core/probe/factsbuilder.h"
#include "core/probe/probescript.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "core/probe/transcriptminimizer.h"
#include "remote/ssh/commandrunner.h"

ProbeJob::ProbeJob(CommandRunner *connection, Params params, QObject *parent)
    : Job(parent), m_connection(connection), m_params(params)
{
}

QString ProbeJob::scriptCommand()
{
    return QStringLiteral("LC_ALL=C LANG=C sh -s");
}

void ProbeJob::start()
{
    emit progress(0, tr("Reading the Pi's hardware and settings…"));
    CommandOptions options;
    options.timeoutSeconds = m_params.timeoutSeconds;
    options.outputLimitBytes = 16 * 1024 * 1024; // a Pi's transcript is 50-500 kB (a long dmesg, many processes)
    m_token = ProbeScript::newToken();
    // The script, and with it the token, goes on stdin: a command line on the Pi is readable by
    // every user there (/proc/*/cmdline), and whoever knows the token can end a section early.
    options.standardInput = ProbeScript::text(m_token).toUtf8();
    m_command = m_connection->run(scriptCommand(), options);
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
        // Only the framing this run chose counts: any other is the Pi's data, not the probe's. (A
        // probe's output is a transcript for sure; TextFacts reads it the same way from here on.)
        const Transcript t = Transcript::parse(r.standardOutput, m_token);
        m_facts = FactsBuilder::build(t);
        // The run keeps only what the facts read, on every path (a probe that floods, times out or
        // loses the link after printing included): other jobs' command lines stay on the Pi. Output
        // without this run's framing is not kept at all: a saved run would trust whatever it holds.
        if (t.framingMatches() && t.version() > 0)
            m_transcript = TranscriptMinimizer::minimize(QString::fromUtf8(r.standardOutput), m_token).text;
        if (r.error) {
            finish(Outcome::Failed, r.error.message);
        } else if (!t.framingMatches()) {
            finish(Outcome::Failed, tr("The probe's output did not carry this run's framing, so it was not read."));
        } else if (t.version() == 0 || t.isEmpty()) {
            finish(Outcome::Failed, tr("The probe printed no transcript (exit status %1).").arg(r.exitStatus));
        } else {
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
