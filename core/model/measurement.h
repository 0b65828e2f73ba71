#pragma once

#include "core/model/result.h"
#include "core/model/teststop.h"
#include "core/model/ddoutput.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

// One timed transfer across one layer (docs/design.md "Run file, version 1"). Figures are -1 when
// unknown: a failed or cancelled step still leaves a measurement with its error text.
// JSON keys: kind, bytes, seconds, peak_process_cpu, raw, and the optional method,
// cache_suspect, error, file_count, block_size, process_cpu_limit. Keys this version does not know are kept.
class Measurement
{
    Q_DECLARE_TR_FUNCTIONS(Measurement)

public:
    enum class Kind
    {
        Unknown, // a kind from a newer version: kept by its key, never diagnosed
        PiDiskWrite,
        PiDiskRead,
        NetPiToPc,
        NetPcToPi,
        ShareWrite,
        ShareRead,
        ShareSmallFiles,
        ShareCopyFile,
    };

    static QList<Kind> allKinds(); // the known kinds, in the order a run measures them
    static QString kindKey(Kind kind);
    static Kind kindFromKey(const QString &key);
    static QString kindTitle(Kind kind); // translated, e.g. "Pi disk write"

    Measurement() = default;
    explicit Measurement(Kind kind);
    // A measurement whose figures come from dd's own output.
    static Measurement fromDdOutput(Kind kind, const QString &raw, const DdParseOptions &options = {});

    Kind kind() const { return m_kind; }
    QString kindKey() const { return m_kindKey; } // verbatim, also for Unknown
    void setKind(Kind kind);

    qint64 bytes() const { return m_bytes; }
    void setBytes(qint64 bytes) { m_bytes = bytes; }
    double seconds() const { return m_seconds; }
    void setSeconds(double seconds) { m_seconds = seconds; }
    bool hasFigures() const { return m_bytes >= 0 && m_seconds > 0; }
    double mbPerSecond() const; // MB = 10^6 bytes, as dd prints; -1 without figures
    // Why a figure is outside physical sense (non-finite or negative seconds, a rate above
    // 100 GB/s, more than 1 MB in under 1 ms), translated; empty when it makes sense. Such a
    // figure is rejected where it enters: run-file load and each job's result.
    static QString figuresProblem(qint64 bytes, double seconds);

    // Highest CPU per process during the step, in % of one core (top's way: 180 = 1.8 cores).
    QMap<QString, double> peakProcessCpu() const { return m_peakProcessCpu; }
    void setPeakProcessCpu(const QMap<QString, double> &peaks) { m_peakProcessCpu = peaks; }
    // The cgroup CPU quota of a watched process during the step, in % of one core (a Samba
    // container started with --cpus=0.5 gives {"smbd": 50}); absent when it had none.
    QMap<QString, double> processCpuLimit() const { return m_processCpuLimit; }
    void setProcessCpuLimit(const QMap<QString, double> &limits) { m_processCpuLimit = limits; }

    QString raw() const { return m_raw; } // dd's output, verbatim
    void setRaw(const QString &raw) { m_raw = raw; }
    // Fill missing bytes/seconds from raw; false (and rawProblem()) when dd's output says too little.
    bool applyRaw(const DdParseOptions &options);
    // The same with this measurement's own block size (what fromJson used): reading the raw output
    // again never gives other figures than loading it did.
    bool applyRaw();
    bool figuresFromRaw() const { return m_figuresFromRaw; }
    QString rawProblem() const { return m_rawProblem; } // translated; not saved

    QString method() const
    {
        return m_method;
    } // how it was measured: "dd", "nc", "python3", "ssh-channel", ...
    void setMethod(const QString &method) { m_method = method; }
    bool cacheSuspect() const { return m_cacheSuspect; } // faster than the layer can be: page cache?
    void setCacheSuspect(bool suspect) { m_cacheSuspect = suspect; }
    QString error() const { return m_error; } // why the step failed, as recorded at run time
    void setError(const QString &error) { m_error = error; }
    int fileCount() const { return m_fileCount; } // share-small-files: how many files; -1 n/a
    void setFileCount(int count) { m_fileCount = count; }
    qint64 blockSize() const { return m_blockSize; } // dd's bs, lets records stand in for bytes
    void setBlockSize(qint64 size) { m_blockSize = size; }

    // Why the test ended (stable, cap, size), as its job saw it. Not saved here: the run file keeps
    // it on the test's step (RunStep::stop), with how long the step ran.
    std::optional<TestStop> stop() const { return m_stop; }
    void setStop(TestStop stop) { m_stop = stop; }

    QJsonObject extra() const { return m_extra; } // keys from newer versions, written back as read

    QJsonObject toJson() const;
    static Result<Measurement> fromJson(const QJsonObject &json);

    // Compares what is saved (not figuresFromRaw/rawProblem, which are derived on load).
    bool operator==(const Measurement &other) const;

private:
    Kind m_kind = Kind::Unknown;
    QString m_kindKey;
    qint64 m_bytes = -1;
    double m_seconds = -1.0;
    QMap<QString, double> m_peakProcessCpu;
    QMap<QString, double> m_processCpuLimit;
    QString m_raw;
    QString m_method;
    bool m_cacheSuspect = false;
    QString m_error;
    int m_fileCount = -1;
    qint64 m_blockSize = 0;
    QJsonObject m_extra;
    std::optional<TestStop> m_stop;
    bool m_figuresFromRaw = false;
    QString m_rawProblem;
};
