#include "remote/jobs/samplerjob.h"

#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

#include <algorithm>

namespace {
constexpr int kCommLength = 15; // /proc/<pid>/comm keeps the first 15 bytes of a name
}

SamplerJob::SamplerJob(CommandRunner *connection, Params params, QObject *parent)
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
    // Its own CPU use is measured by bench/sampler-cpu (target: at most 1 % of one core); it is
    // kept down three ways:
    // - No fork per second where bash is there: the wait is `read -t 1` on a pipe that never
    //   delivers (a fork and exec of sleep costs more than a whole sample). Plain sh uses sleep.
    // - /proc/stat is read only as far as its cpu lines (the rest is long: intr, softirq).
    // - A process whose name does not match is remembered by pid and not read again; the list is
    //   forgotten every 10 samples, so a reused pid is read again within 10 s. A new pid is always
    //   read, so a server process that starts during the run is seen in its first second.
    // q PROCDIR PID prints every CPU quota from the process's cgroups up to the root (a Samba
    // container's --cpus, systemd's CPUQuota): cgroup v2 (unified at /sys/fs/cgroup, or at
    // /sys/fs/cgroup/unified on hybrid systems) and v1 (the cpu hierarchy). Builtins only.
    QString s = QStringLiteral(
        "LC_ALL=C; export LC_ALL\n"
        "q() {\n"
        "  while IFS=: read -r _ k g; do\n"
        "    case \",$k,\" in\n"
        "      ,,) f=cpu.max; r='/sys/fs/cgroup/unified /sys/fs/cgroup';;\n"
        "      *,cpu,*) f=cpu.cfs_quota_us; r='/sys/fs/cgroup/cpu,cpuacct /sys/fs/cgroup/cpu';;\n"
        "      *) continue;;\n"
        "    esac\n"
        "    for b in $r; do\n"
        "      [ -d \"$b\" ] || continue\n"
        "      d=$g\n"
        "      while :; do\n"
        "        if [ -r \"$b$d/$f\" ] && read -r a z 2>/dev/null <\"$b$d/$f\"; then\n"
        "          [ $f = cpu.max ] || read -r z 2>/dev/null <\"$b$d/cpu.cfs_period_us\" || z=\n"
        "          echo \"Q $2 $a $z\"\n"
        "        fi\n"
        "        case $d in ''|/) break;; esac\n"
        "        d=${d%/*}\n"
        "      done\n"
        "      break\n"
        "    done\n"
        "  done <\"$1/cgroup\" 2>/dev/null\n"
        "}\n"
        "echo \"@@hz $(getconf CLK_TCK 2>/dev/null || echo 100)\"\n"
        "tick() { sleep 1; }\n"
        "if [ -n \"${BASH_VERSION:-}\" ] && eval 'exec 4<> <(:)' 2>/dev/null; then\n"
        "  tick() { read -r -t 1 -u 4 _; [ $? -gt 128 ] || sleep 1; }\n"
        "fi\n"
        "other=' '; n=0\n"
        "while :; do\n"
        "  read u _ </proc/uptime; echo \"@@s $u\"\n"
        "  while read -r l; do case $l in cpu*) echo \"$l\";; *) break;; esac; done </proc/stat\n"
        "  while read -r l; do echo \"N $l\"; done </proc/net/dev\n"
        "  while read -r l; do echo \"D $l\"; done </proc/diskstats\n"
        "  n=$((n + 1)); [ $n -lt 10 ] || { other=' '; n=0; }\n"
        "  for p in /proc/[0-9]*; do\n"
        "    case $other in *\" ${p#/proc/} \"*) continue;; esac\n"
        "    read -r c 2>/dev/null <\"$p/comm\" || continue\n"
        "    case $c in @NAMES@) read -r l 2>/dev/null <\"$p/stat\" && echo \"P $l\" && q \"$p\" \"${p#/proc/}\";;\n"
        "      *) other=\"$other${p#/proc/} \";; esac\n"
        "  done\n"
        "  echo @@e\n"
        "  tick\n"
        "done\n");
    s.replace(QStringLiteral("@NAMES@"), patterns.join(QLatin1Char('|')));
    return s;
}

void SamplerJob::start()
{
    CommandOptions options; // no timeout: it runs for the whole run and dies with its channel
    options.keepOutput = false, options.outputLimitBytes = 64 * 1024 * 1024; // ~1 kB a second; read as it comes
    // bash when the Pi has it (its read -t spares a fork per second; no rc files), else sh.
    m_command = m_connection->run(QStringLiteral("b=$(command -v bash 2>/dev/null) && exec \"$b\" --norc --noprofile "
                                                 "-c %1; exec sh -c %1")
                                      .arg(shellQuote(script(m_params.processNames))),
                                  options);
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
        QMap<QString, double> limits;
        for (auto it = s.processCpuLimit.cbegin(); it != s.processCpuLimit.cend(); ++it) {
            QString name = it.key();
            for (const QString &full : m_params.processNames) {
                if (full.left(kCommLength) == name)
                    name = full;
            }
            limits[name] = std::max(limits.value(name, 0.0), it.value());
        }
        s.processCpuLimit = limits;
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

QMap<QString, double> SamplerJob::processCpuLimit(const QList<Sample> &samples, const QString &step)
{
    // The tightest quota seen during the step: a limit that changed half-way bound part of it.
    QMap<QString, double> limits;
    for (const Sample &s : samples) {
        if (s.step != step)
            continue;
        for (auto it = s.processCpuLimit.cbegin(); it != s.processCpuLimit.cend(); ++it)
            limits[it.key()] = limits.contains(it.key()) ? std::min(limits.value(it.key()), it.value()) : it.value();
    }
    return limits;
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
