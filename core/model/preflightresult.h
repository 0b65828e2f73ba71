#pragma once

#include <QList>
#include <QStringList>
#include <QString>

// What the pre-flight found before a run measured anything (remote/jobs/preflightjob.h): one entry
// per check, each said in plain words — what is wrong, where, and how to fix it — so the Run page,
// "Test connection" and `pinas-doctor run` show the same sentences. A run goes on only when no
// check failed; a warning (the share is another folder of the same Pi) lets it go on.
struct PreflightResult
{
    enum class Status
    {
        Ok,
        Warning,
        Failed
    };

    struct Check
    {
        QString id; // "pi-folder", "pi-folder-writable", "pi-folder-room", "share-folder", …
        Status status = Status::Ok;
        QString message; // translated; empty for a plain pass
    };

    QList<Check> checks;
    // The folder on the Pi that the PC's share really is (where the marker was found); empty when the
    // marker was not found or not looked for.
    QString shareOnPi;
    // The share folder is the chosen Pi folder itself (the marker was found there).
    bool sameStorage = false;
    // The Pi folder the Pi-side tests use: the chosen one, or shareOnPi when the run followed the
    // share there (RunOrchestrator::Params::followShareFolder); empty when no run used the result.
    QString testsFolder;
    // One line on what the run settled ("the Pi-side tests run in FOLDER"); empty when nothing.
    QString note;

    void add(const QString &id, Status status, const QString &message = QString())
    {
        checks.append({id, status, message});
    }
    // No check failed (warnings allowed). An empty result (nothing checked) has not passed.
    bool passed() const
    {
        if (checks.isEmpty())
            return false;
        for (const Check &c : checks)
            if (c.status == Status::Failed)
                return false;
        return true;
    }
    // Nothing stood in the way: no check failed or warned. What the run file records as "passed".
    bool clean() const
    {
        if (!passed())
            return false;
        for (const Check &c : checks)
            if (c.status == Status::Warning)
                return false;
        return true;
    }
    // The messages of the failed checks, then of the warnings, one per entry.
    QStringList problems() const
    {
        QStringList failed;
        QStringList warned;
        for (const Check &c : checks) {
            if (c.status == Status::Failed && !c.message.isEmpty())
                failed << c.message;
            else if (c.status == Status::Warning && !c.message.isEmpty())
                warned << c.message;
        }
        return failed + warned;
    }
    // The one sentence to show first: the first failure, else the first warning; empty when all is well.
    QString headline() const
    {
        const QStringList p = problems();
        return p.isEmpty() ? QString() : p.first();
    }
};
