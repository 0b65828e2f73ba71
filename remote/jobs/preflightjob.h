#pragma once

#include "core/model/preflightresult.h"
#include "core/thread/workerthread.h"
#include "remote/jobs/job.h"

#include <QPointer>

#include <atomic>
#include <functional>

class CommandRunner;
class RemoteCommand;
struct CommandResult;

// The pre-flight of a run: before anything is measured, checks that the Pi folder exists, is a
// folder, is writable and has room for the disk test; that the share folder on this PC exists, is a
// share (not this PC's own disk), is writable and has room; and that the share really is that Pi's
// folder: a marker file written through the share is looked for on the Pi, first in the Pi folder,
// then in the folders the Pi shares (NFS exports, Samba share paths, the mount's own source path,
// the login's home for sshfs). The marker is removed in every case (also on cancel and error).
// The checks of this PC's share run on a worker thread (a share whose server is gone can block).
// Finishes Ok when the checks ran (result() says whether they passed), Failed when the Pi could
// not be asked, Cancelled on cancel().
class PreflightJob : public Job
{
    Q_OBJECT
public:
    struct Params
    {
        QString remoteDir;
        QString sharePath;
        QString piName;            // how the messages name the Pi: the profile's host
        qint64 piNeedBytes = 0;    // free space the disk test needs in the Pi folder
        qint64 shareNeedBytes = 0; // free space the share tests need in the share folder
        bool allowLocalShare = false; // tests: a folder on this PC's own disk stands for the share
        int searchSeconds = 20;       // at most this long looking for the marker on the Pi
        // Tests: called on the PC-side thread right after the marker was written, to place a fault
        // (a cancel) exactly there.
        std::function<void()> afterMarkerWritten;
    };

    PreflightJob(CommandRunner *runner, Params params, QObject *parent = nullptr);
    ~PreflightJob() override;

    void start() override;
    void cancel() override;

    const PreflightResult &result() const { return m_result; }
    // The marker's file name in the share folder (empty before start()).
    QString markerName() const { return m_marker; }

    // The Pi-side script: the folder checks, then the marker search (none when marker is empty).
    static QString piScript(const QString &remoteDir, const QString &marker, const QStringList &extraRoots,
                            int searchSeconds);

protected:
    void fillResult(StepResult &result) const override;

private:
    void checkShare(); // on the worker thread
    void checkPi();
    void onPiChecked(const CommandResult &r);
    void removeMarkerAndFinish(Outcome outcome, const QString &error = QString());
    void runLocal(std::function<void()> work, std::function<void()> then);
    QString markerPath() const;

    CommandRunner *m_runner;
    Params m_params;
    PreflightResult m_result;
    QString m_marker;
    QStringList m_extraRoots; // where the PC's mount says the share lives on the Pi
    WorkerThreadPtr m_thread;
    QPointer<RemoteCommand> m_command;
    std::atomic_bool m_cancelled{false};
    std::atomic_bool m_markerWritten{false};
    bool m_finishing = false;
};
