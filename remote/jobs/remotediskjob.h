#pragma once

#include "core/model/measurement.h"
#include "core/sharebench/ratewindow.h"
#include "remote/jobs/job.h"

#include <QPointer>

class CommandRunner;
class RemoteCommand;

// dd on the Pi in the test directory behind the share (pi-disk-write / pi-disk-read), to
// .pinas-doctor-<uuid>.tmp after a free-space check (twice the test size, df -Pk).
//
// Write: dd from /dev/zero with conv=fdatasync. Read: the page cache is bypassed with
// iflag=direct where the filesystem allows it, else the file is dropped from the cache first
// (GNU dd iflag=nocache, or drop_caches through sudo -n when the profile allows sudo).
// Adaptive length with GNU dd: status=progress lines feed a RateWindow; once the rate is stable
// after minBytes, or at the time cap, dd gets SIGINT (it prints its statistics and stops), the
// file is synced, and the figure is timed on the Pi from before dd to after the sync, so it
// includes the flush. BusyBox dd (no status=progress) is sized from a short first run instead; a
// BusyBox built without its third status line (Debian's) prints records only, so the bytes come
// from the records and the time from the Pi's own clock around dd.
//
// The file is removed after the read, on cancel and on error; a watcher on the Pi also removes it
// when the channel closes (a dropped link). Write keeps it for the read that follows.
class RemoteDiskJob : public Job
{
    Q_OBJECT
public:
    enum class Mode
    {
        Write,
        Read
    };

    struct Params
    {
        Mode mode = Mode::Write;
        QString remoteDir;
        QString fileName;            // .pinas-doctor-<uuid>.tmp; see newFileName()
        qint64 minBytes = 64ll << 20;
        qint64 maxBytes = 1ll << 30;
        double maxSeconds = 15;
        RateWindow::Settings stability;
        bool sudoAllowed = false;
        bool keepFile = false;       // Write: keep it for the read (default removes it)
        double linkBytesPerSecond = -1; // the disk's USB link ceiling; a faster read is cache-suspect
        QString remotePath;          // tests: a PATH for the Pi-side commands (e.g. BusyBox's dd)
    };

    RemoteDiskJob(CommandRunner *connection, Params params, QObject *parent = nullptr);

    void start() override;
    void cancel() override;

    const Measurement &measurement() const { return m_measurement; }
    QList<Measurement> measurements() const override { return {m_measurement}; }
    QString cacheBypass() const { return m_bypass; } // direct, nocache, drop-caches, none

    static QString newFileName();
    static QString script(const Params &params);

private:
    void onStdout(const QByteArray &chunk);
    void onStderr(const QByteArray &chunk);
    void onFinished();
    void stopDd();
    void removeFileThen(Outcome outcome, const QString &error);

    CommandRunner *m_connection;
    Params m_params;
    QPointer<RemoteCommand> m_command;
    Measurement m_measurement;
    RateWindow m_window;
    QByteArray m_out;
    QByteArray m_err;
    qint64 m_ddPid = 0;
    bool m_stopSent = false;
    bool m_cancelling = false;
    double m_lastSeconds = 0;
    QString m_bypass = QStringLiteral("none");
};
