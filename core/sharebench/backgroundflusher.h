#pragma once

#include <QtGlobal>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

class DirectFile;

// Flushes a file being written on a thread of its own, so the server's disk never idles between a
// flush and the next write. A flush in the writer's own thread stalls the pipeline each time: on
// this project's bench (bench/compare-share) a flush every 8 MiB in line cost 60 % of the rate
// that one flush at the end (fio end_fsync, dd conv=fdatasync) reaches.
// The writer still never runs more than maxAhead bytes past the last finished flush, so the live
// rate is the server's and not the PC's page cache's.
//
//   BackgroundFlusher flusher(file, 8 << 20, 32 << 20, cancelFlag);
//   while (...) { file.write(...); if (!flusher.wrote(n)) break; }
//   const bool ok = flusher.stop() && file.flush(); // the rest, timed by the caller
class BackgroundFlusher
{
public:
    BackgroundFlusher(DirectFile &file, qint64 flushEvery, qint64 maxAhead, const std::atomic_bool &cancel);
    ~BackgroundFlusher();
    BackgroundFlusher(const BackgroundFlusher &) = delete;
    BackgroundFlusher &operator=(const BackgroundFlusher &) = delete;

    // Counts bytes the writer wrote, wakes the flusher, and waits while the writer is too far
    // ahead (but not past a cancel). False once a flush failed: the file's errorString() says why.
    bool wrote(qint64 bytes);
    // Ends the thread after the flush under way. False when a flush failed.
    bool stop();
    // New sizes from now on (the writer calls it as it learns the rate): how much to flush at a
    // time and how far the writer may run ahead of the last finished flush. The final flush is
    // at most maxAhead, so sizing it to a fraction of a second keeps that flush from dominating
    // a short test on a slow link.
    void resize(qint64 flushEvery, qint64 maxAhead);

private:
    void run();

    DirectFile &m_file;
    qint64 m_every;
    qint64 m_maxAhead;
    const std::atomic_bool &m_cancel;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    qint64 m_written = 0;
    qint64 m_flushed = 0;
    bool m_stopping = false;
    bool m_failed = false;
    std::thread m_thread;
};
