#pragma once

#include "core/model/measurement.h"
#include "core/model/result.h"
#include "core/model/runstep.h"
#include "core/model/sample.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// One diagnosis session as saved in a *.pinasrun file (docs/design.md "Run file, version 1"):
// the probe transcript, the measurements, the sampler's time series and how each step ended.
// Top-level JSON keys: format, version, label, started, profile, transcript, measurements,
// samples, steps, app_version. Keys this version does not know are kept and written back.
class Run
{
    Q_DECLARE_TR_FUNCTIONS(Run)

public:
    static constexpr int kFormatVersion = 1;
    static QString formatName(); // "pinas-doctor-run"
    static QString fileSuffix(); // "pinasrun"

    // What a loaded file was: a run file (also one with only a transcript), a bare probe
    // transcript ("@@pinas-probe 1" ...), or other text such as pasted command outputs, kept
    // whole as the transcript for the section recogniser.
    enum class Source
    {
        RunFile,
        BareTranscript,
        PastedText
    };

    Run();

    QString label() const { return m_label; }
    void setLabel(const QString &label) { m_label = label; }
    QDateTime started() const { return m_started; } // UTC; invalid when unknown (e.g. a transcript)
    void setStarted(const QDateTime &started);

    // The connection profile the run used, never with secrets: keys that name a password,
    // passphrase, secret, token or private key are dropped here and again when saving.
    QJsonObject profile() const { return m_profile; }
    void setProfile(const QJsonObject &profile);
    QString profileName() const; // profile["name"]

    QString transcript() const { return m_transcript; } // verbatim
    void setTranscript(const QString &transcript) { m_transcript = transcript; }

    QList<Measurement> measurements() const { return m_measurements; }
    QList<Measurement> measurements(Measurement::Kind kind) const;
    void setMeasurements(const QList<Measurement> &measurements) { m_measurements = measurements; }
    void addMeasurement(const Measurement &measurement) { m_measurements.append(measurement); }
    // The figure a history list shows for a kind: the median MB/s of its measurements with
    // figures (repeated dd runs), -1 when there is none.
    double headlineMbPerSecond(Measurement::Kind kind) const;

    QList<Sample> samples() const { return m_samples; }
    void setSamples(const QList<Sample> &samples) { m_samples = samples; }
    void addSample(const Sample &sample) { m_samples.append(sample); }

    QList<RunStep> steps() const { return m_steps; }
    void setSteps(const QList<RunStep> &steps) { m_steps = steps; }
    void setStep(const QString &id, RunStep::Status status,
                 const QString &message = QString()); // replaces the same id
    void setStep(const RunStep &step);                   // the same, with its duration and stop
    std::optional<RunStep> step(const QString &id) const;
    bool isComplete() const; // every recorded step ended ok

    QString appVersion() const { return m_appVersion; } // the app that wrote the run
    Source source() const { return m_source; }
    QJsonObject extra() const { return m_extra; }
    // A top-level key this class does not model (written back as it is): "pc", this PC's facts.
    void setExtraValue(const QString &key, const QJsonValue &value) { m_extra.insert(key, value); }
    // "imported": true on a run that came into the history from a file (Import, Open, a drop), not
    // made on this PC (RunStore::importFile).
    static QString importedKey() { return QStringLiteral("imported"); }
    bool isImported() const { return m_extra.value(importedKey()).toBool(); }

    QJsonObject toJson() const;
    QByteArray toJsonBytes() const; // UTF-8, indented
    static Result<Run> fromJson(const QJsonObject &json);
    // Any file content: run file JSON, a bare transcript or pasted text (see Source).
    static Result<Run> fromBytes(const QByteArray &data);

    static Result<Run> load(const QString &path);
    Result<void> save(const QString &path) const; // atomic: the old file stays if anything fails

    bool operator==(const Run &other) const; // what is saved; source() is not compared

private:
    QString m_label;
    QDateTime m_started;
    QJsonObject m_profile;
    QString m_transcript;
    QList<Measurement> m_measurements;
    QList<Sample> m_samples;
    QList<RunStep> m_steps;
    QString m_appVersion;
    Source m_source = Source::RunFile;
    QJsonObject m_extra;
};
