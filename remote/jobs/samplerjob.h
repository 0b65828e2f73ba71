#pragma once

#include "core/model/sample.h"
#include "core/probe/samplerparser.h"
#include "remote/jobs/job.h"

#include <QList>
#include <QPointer>
#include <QStringList>

class CommandRunner;
class RemoteCommand;

// The Pi sampler: one long-lived POSIX sh loop on the Pi, once a second, printing /proc/stat (per
// core), /proc/net/dev, /proc/diskstats and /proc/<pid>/stat of the processes that serve or carry
// the share (smbd, nfsd, ntfs-3g, mount.exfat-fuse), with their cgroup CPU quotas (a container's
// --cpus). SamplerParser turns it into Samples. The loop uses shell builtins only (and sleep where
// bash is missing), so it costs the Pi well under 1 % of one core (bench/sampler-cpu); it dies with
// its channel. stop() ends it normally (Ok), cancel() as Cancelled.
class SamplerJob : public Job
{
    Q_OBJECT
public:
    struct Params
    {
        QStringList processNames = defaultProcessNames();
        double timeOffset = 0; // added to every Sample::t (seconds since the run started)
    };

    SamplerJob(CommandRunner *connection, Params params, QObject *parent = nullptr);
    ~SamplerJob() override;

    void start() override;
    void cancel() override;
    void stop();

    // Tags the samples that follow (the measurement kind key running now; empty between steps).
    void setStep(const QString &step) { m_parser.setStep(step); }
    const QList<Sample> &samples() const { return m_samples; }

    static QStringList defaultProcessNames();
    static QString script(const QStringList &processNames);
    // Highest CPU per process over the samples of one step, in % of one core.
    static QMap<QString, double> peakProcessCpu(const QList<Sample> &samples, const QString &step);
    // The cgroup CPU quota per process over the samples of one step (the tightest), % of one core.
    static QMap<QString, double> processCpuLimit(const QList<Sample> &samples, const QString &step);

signals:
    void sampleReady(const Sample &sample);

private:
    void onOutput(const QByteArray &chunk);

    CommandRunner *m_connection;
    Params m_params;
    QPointer<RemoteCommand> m_command;
    SamplerParser m_parser;
    QList<Sample> m_samples;
};
