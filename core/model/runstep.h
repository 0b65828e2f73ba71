#pragma once

#include "core/model/teststop.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

// How one step of a run ended, so a partial run says what is missing and why.
// Step ids are the measurement kind keys plus "probe" (and any later step names).
// JSON: { "step": "pi-disk-write", "status": "ok" | "failed" | "cancelled" | "skipped", "message": "...",
//         "seconds": 4.1, "stop": "stable" | "cap" | "size" | "done" | "error" | "cancelled" }
// seconds and stop are absent for a step that never ran, and in run files older than them.
struct RunStep
{
    Q_DECLARE_TR_FUNCTIONS(RunStep)

public:
    enum class Status
    {
        Ok,
        Failed,
        Cancelled,
        Skipped
    };

    QString id;
    Status status = Status::Ok;
    QString message; // as recorded at run time (already in the user's language then)
    double seconds = -1; // how long the step ran; -1 when it never started or is not recorded
    std::optional<TestStop> stop; // why it ended

    static QString statusKey(Status status);
    static std::optional<Status> statusFromKey(const QString &key);
    static QString statusTitle(Status status); // translated
    // A message as a run keeps it: at most kMaxMessageChars, cut with "…". What a Pi or a shared run
    // file puts in a message is data, and a step list, a report or a CSV cell must stay readable.
    static QString boundedMessage(const QString &message);
    static constexpr int kMaxMessageChars = 2000;

    QJsonObject toJson() const;
    static std::optional<RunStep> fromJson(const QJsonObject &json);

    bool operator==(const RunStep &) const = default;
};
