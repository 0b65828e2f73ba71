#include "remote/jobs/samplerjob.h"

#include "remote/ssh/shellquote.h"
#include "remote/ssh/sshconnection.h"

#include <algorithm>

namespace {
constexpr int kCommLength = 15; // /proc/<pid>/comm keeps the first 15 bytes of a name
}

SamplerJob::SamplerJob(SshConnection *connection, Params params, QObject *parent)
    : Job(parent), m_connection(connection), m_params(std::move(params))
{
    m_parser.setTimeOffset(m_params.timeOffset);
}

SamplerJob::~SamplerJob()
{
    if (m_command && !m_command->isFinished())
        m_command->cancel();
}

QStringList SamplerJob::defaultProcessNames()
{
    return {QStringLiteral("smbd"), QStringLiteral("nfsd"), QStringLiteral("ntfs-3g"),
            QStringLiteral("mount.exfat-fuse")};
}

QString SamplerJob::script(const QStringList &processNames)
{
    QStringList patterns;
    for (const QString &name : processNames)
        patterns << shellQuote(name.left(kCommLength));
    if (patterns.isEmpty())
        patterns << QStringLiteral("''");
    QString s = QStringLiteral(
        "LC_ALL=C; export LC_ALL\n"
        "echo \"@@hz $(getconf CLK_TCK 2>/dev/null || echo 100)\"\n"
        "while :; do\n"
        "  read u _ </proc/uptime; echo \"@@s $u\"\n"
        "  while read -r l; do case $l in cpu*) echo \"$l\";; esac; done </proc/stat\n"
        "  while read -r l; do echo \"N $l\"; done </proc/net/dev\n"
        "  while read -r l; do echo \"D $l\"; done </proc/diskstats\n"
        "  for p in /proc/[0-9]*; do\n"
        "    read -r c 2>/dev/null <\"$p/comm\" || continue\n"
        "    case $c in @NAMES@) read -r l 2>/dev/null <\"$p/stat\" && echo \"P $l\";; esac\n"
        "  done\n"
        "  echo @@e\n"
        "  sleep 1\n"
        "done\n");
    s.replace(QStringLiteral("@NAMES@"), patterns.join(QLatin1Char('|')));
    return s;
}

void SamplerJob::start()
{
    CommandOptions options; // no timeout: it runs for the whole run and dies with its channel
    m_command = m_connection->run(QStringLiteral("sh -c %1").arg(shellQuote(script(m_params.processNames))), options);
    connect(m_command, &RemoteCommand::standardOutputReceived, this, &SamplerJob::onOutput);
    connect(m_command, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        if (isFinished())
            return;
        finish(Outcome::Failed, r.error ? r.error.message : tr("The Pi sampler stopped unexpectedly."));
    });
}

void SamplerJob::onOutput(const QByteArray &chunk)
{
    for (Sample s : m_parser.feed(chunk)) {
        // Names the kernel cut to 15 bytes get their full name back.
        QMap<QString, double> named;
        for (auto it = s.processCpu.cbegin(); it != s.processCpu.cend(); ++it) {
            QString name = it.key();
            for (const QString &full : m_params.processNames) {
                if (full.left(kCommLength) == name)
                    name = full;
            }
            named[name] += it.value();
        }
        s.processCpu = named;
        m_samples.append(s);
        emit sampleReady(s);
    }
}

void SamplerJob::stop()
{
    if (isFinished())
        return;
    if (m_command)
        m_command->cancel();
    finish(Outcome::Ok);
}

void SamplerJob::cancel()
{
    if (isFinished())
        return;
    if (m_command)
        m_command->cancel();
    finish(Outcome::Cancelled);
}

QMap<QString, double> SamplerJob::peakProcessCpu(const QList<Sample> &samples, const QString &step)
{
    QMap<QString, double> peaks;
    for (const Sample &s : samples) {
        if (s.step != step)
            continue;
        for (auto it = s.processCpu.cbegin(); it != s.processCpu.cend(); ++it)
            peaks[it.key()] = std::max(peaks.value(it.key(), 0.0), it.value());
    }
    return peaks;
}
