#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

class Run;

// Which Pi a run was made on (issue #34): the SHA-256 fingerprint of the host key the SSH session
// authenticated ("SHA256:…", as `ssh-keygen -lf` prints it) and the SHA-256 of /etc/machine-id,
// hashed on the Pi (the id itself never leaves it). Kept in the run file as `pi_identity`
// (docs/design.md "Run file"); a change is made only on the Pi whose identity matches the run's.
// Personal: Export for Sharing drops it (Redaction).
struct PiIdentity
{
    Q_DECLARE_TR_FUNCTIONS(PiIdentity)

public:
    QString hostKeySha256;
    QString machineIdSha256; // 64 lower-case hex digits; empty when the Pi has no readable machine-id

    static QString jsonKey(); // "pi_identity"
    // The probe section that carries the machine id's hash (resources/probe.sh).
    // The same command the probe runs for that section, for a check on a live connection: prints
    // "HEX  -" (sha256sum of the file's bytes).
    static QString machineIdCommand();
    // The hash in sha256sum's output, else empty.
    static QString machineIdFromOutput(const QString &output);

    // The run's `pi_identity`; empty members when the run does not say (an older run, a paste).
    static PiIdentity ofRun(const Run &run);
    // What a fresh run records: the session's host key and the probe's machine-id section.
    static PiIdentity fromProbe(const QString &hostKeySha256, const QString &transcript);
    void recordIn(Run &run) const;

    // The run says which Pi it came from: at least its host key (a Pi without /etc/machine-id still
    // has one).
    bool isKnown() const { return !hostKeySha256.isEmpty(); }
    QJsonObject toJson() const;

    // Empty when `live` is the Pi `recorded` came from; else one translated sentence per field that
    // differs, naming it (the host key with both fingerprints, the machine id). A field the run does
    // not hold is not compared; one the run holds and the Pi does not give is a mismatch.
    static QString mismatch(const PiIdentity &recorded, const PiIdentity &live);
    // The refusal for a run that does not say which Pi it came from (translated).
    static QString unknownText();

    bool operator==(const PiIdentity &other) const = default;
};
