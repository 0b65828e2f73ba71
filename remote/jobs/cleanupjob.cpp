#include "remote/jobs/cleanupjob.h"

#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

CleanupJob::CleanupJob(CommandRunner *connection, const QString &remoteDir, QObject *parent)
    : Job(parent), m_connection(connection), m_dir(remoteDir)
{
}

QString CleanupJob::command(const QString &remoteDir, const QString &pattern)
{
    // The pattern is ours (a glob on purpose); the directory is the user's and quoted.
    return QStringLiteral("cd -- %1 || exit 1\n"
                          "for f in %2; do\n"
                          "  if [ -f \"$f\" ] && [ ! -L \"$f\" ]; then rm -f -- \"$f\" && echo \"$f\"; fi\n"
                          "done\n"
                          "exit 0\n")
        .arg(shellQuote(remoteDir), pattern);
}

void CleanupJob::start()
{
    CommandOptions options;
    options.timeoutSeconds = 30;
    m_command = m_connection->run(command(m_dir), options);
    connect(m_command, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        m_removed = QString::fromUtf8(r.standardOutput).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (r.cancelled)
            finish(Outcome::Cancelled);
        else if (!r.succeeded())
            finish(Outcome::Failed,
                   r.error ? r.error.message
                           : tr("Could not look for leftover test files in %1: %2").arg(m_dir, r.reason()));
        else
            finish(Outcome::Ok);
    });
}

void CleanupJob::cancel()
{
    if (m_command && !m_command->isFinished()) {
        m_command->cancel(); // finished() with cancelled = true follows
        return;
    }
    finish(Outcome::Cancelled);
}
