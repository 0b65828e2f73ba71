#pragma once

#include "core/sharebench/ratewindow.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QString>

#include <atomic>
#include <functional>

class QElapsedTimer;
struct MountInfo;

// The PC-side share benchmark: plain file I/O on the share as this PC has it mounted. Synchronous;
// run it on a worker thread and stop it from any thread with cancel(). Everything it writes is
// named .pinas-doctor-<uuid>.tmp and removed by cleanup() (also from the destructor).
class ShareBench
{
    Q_DECLARE_TR_FUNCTIONS(ShareBench)
public:
    struct Settings
    {
        qint64 minBytes = 64ll << 20;    // a floor that a PC's write-back cache cannot swallow
        qint64 maxBytes = 2ll << 30;
        double maxSeconds = 10;          // per test; the rate is usually stable well before
        qint64 blockSize = 1 << 20;
        // Flush to the server about every half second of the measured rate (beside the writes), so
        // caches cannot flatter, within these bounds; the writer runs at most two flushes ahead, so
        // the final flush is about a second of data at most.
        qint64 syncEvery = 32 << 20;
        qint64 syncEveryMin = 1 << 20;
        int smallFiles = 1000;
        qint64 smallFileSize = 64 << 10;
        double smallMaxSeconds = 10;
        RateWindow::Settings stability;
    };

    struct Result
    {
        QString kind;          // run-file measurement kind: share-write, share-read, …
        bool ok = false;
        bool cancelled = false;
        QString error;         // translated, empty when ok
        qint64 bytes = 0;
        double seconds = 0;
        int files = 0;         // small files written
        TestStop stop = TestStop::Size; // why it ended: stable, cap, size (all of it), error, cancelled
        double flushSeconds = 0;        // writes: the final flush, included in seconds
        QString cacheBypass;   // reads: "direct", "drop-cache" or "none"
        QList<QPointF> series; // (seconds, bytes/s) per slice, for the live chart
        // Stopped as stable: the time before the stable slices beyond what their rate needed for
        // the bytes done by then — a stall (a busy PC for a second, the server's first
        // allocation) that a long copy would not see, taken out of the figure's seconds. Zero when
        // the start was as fast or faster (a client's queue filling: its final flush drains it,
        // counted as dd's conv=fdatasync counts it).
        double stallSeconds = 0;
        double mbPerSecond() const { return seconds > 0 ? double(bytes) / seconds / 1e6 : 0; }
    };

    explicit ShareBench(QString directory);
    ShareBench(QString directory, Settings settings);
    ~ShareBench();

    Result write();                         // leaves its file for read()
    Result read();
    Result smallFiles();
    Result copyFile(const QString &source); // a file the user picked, copied onto the share

    void cancel() { m_cancel.store(true); }
    void cleanup();
    void setProgress(std::function<void(const Result &partial)> progress) { m_progress = std::move(progress); }

    QString testFilePath() const { return m_testFile; }

    // Files a crashed run left in a directory (.pinas-doctor-*.tmp), and their removal.
    static QStringList leftovers(const QString &directory);
    static int removeLeftovers(const QString &directory);
    // Whether a flush on this mount stops the writes while it runs (FUSE): the write test then
    // flushes once at its end instead of beside the writes.
    static bool flushHoldsUpWrites(const MountInfo &mount);

private:
    bool checkDirectory(Result &r, qint64 wanted);
    std::optional<TestStop> shouldStop(const Result &r, const RateWindow &window, double elapsed, double cap) const;
    void report(Result &r, const RateWindow &window);
    // The timed loop of write() and read(), one block a turn: moveBlock moves at most `most` bytes
    // and returns how many (0: the end of the file, -1: an error). It ends there, after limit
    // bytes, or when shouldStop says (r.stop); onSlice runs when a slice of the rate is in, after
    // its progress report. False after an error.
    bool timedLoop(Result &r, RateWindow &window, const QElapsedTimer &clock, qint64 limit,
                   const std::function<qint64(qint64 most)> &moveBlock,
                   const std::function<void()> &onSlice = {});
    // The end every test shares: the series, the cancel, ok only when not cancelled.
    void conclude(Result &r, const RateWindow &window, bool ok) const;

    QString m_dir;
    Settings m_settings;
    QString m_testFile;
    QString m_smallDir;
    QString m_copyFile;
    qint64 m_written = 0;
    std::atomic_bool m_cancel{false};
    std::function<void(const Result &)> m_progress;
};
