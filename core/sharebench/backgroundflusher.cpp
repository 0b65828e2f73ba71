#include "core/sharebench/backgroundflusher.h"

#include "core/sharebench/directfile.h"

#include <algorithm>
#include <chrono>

BackgroundFlusher::BackgroundFlusher(DirectFile &file, qint64 flushEvery, qint64 maxAhead,
                                     const std::atomic_bool &cancel)
    : m_file(file), m_every(std::max<qint64>(1, flushEvery)), m_maxAhead(std::max(maxAhead, 2 * m_every)),
      m_cancel(cancel), m_thread([this] { run(); })
{
}

BackgroundFlusher::~BackgroundFlusher()
{
    stop();
}

bool BackgroundFlusher::wrote(qint64 bytes)
{
    std::unique_lock lock(m_mutex);
    m_written += bytes;
    m_changed.notify_all();
    // Woken by every finished flush; the timeout only lets a cancel through during a long one.
    while (!m_failed && m_written - m_flushed > m_maxAhead && !m_cancel.load())
        m_changed.wait_for(lock, std::chrono::milliseconds(100));
    return !m_failed;
}

bool BackgroundFlusher::stop()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    return !m_failed;
}

void BackgroundFlusher::resize(qint64 flushEvery, qint64 maxAhead)
{
    {
        const std::lock_guard lock(m_mutex);
        m_every = std::max<qint64>(1, flushEvery);
        m_maxAhead = std::max(maxAhead, 2 * m_every);
    }
    m_changed.notify_all();
}

void BackgroundFlusher::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_stopping || m_written - m_flushed >= m_every; });
        if (m_stopping)
            return;
        const qint64 upTo = m_written;
        lock.unlock();
        // POSIX lets one thread fdatasync() a descriptor while another write()s to it.
        const bool ok = m_file.flush();
        lock.lock();
        if (!ok) {
            m_failed = true;
            m_changed.notify_all();
            return;
        }
        m_flushed = upTo;
        m_changed.notify_all();
    }
}
