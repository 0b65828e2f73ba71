#pragma once

#include <QString>

#include <cstdint>

// A file opened for benchmarking: unbuffered by us, flushable to the server, and readable past the
// PC's page cache. Linux and other POSIX systems use fdatasync and posix_fadvise (O_DIRECT where
// the cached pages cannot be dropped); Windows uses FILE_FLAG_NO_BUFFERING / FlushFileBuffers.
class DirectFile
{
public:
    enum class Mode { Write, Read };
    // How the PC's cache was kept out of a read.
    enum class Bypass { None, Direct, DropCache };

    DirectFile() = default;
    ~DirectFile();
    DirectFile(const DirectFile &) = delete;
    DirectFile &operator=(const DirectFile &) = delete;

    // For reads, keeps the cache out: the file's cached pages dropped, reads through the kernel's
    // readahead as a copy's (else direct I/O).
    bool open(const QString &path, Mode mode);
    void close();
    bool isOpen() const;

    // Whole-buffer write; false and errorString() on a short or failed write (e.g. disk full).
    bool write(const char *data, qint64 size);
    // Returns bytes read, 0 at end, -1 on error. With direct I/O, size must be a multiple of 4096
    // and data aligned to 4096 (see alignedBuffer).
    qint64 read(char *data, qint64 size);
    // Pushes written data to the server and waits for it (NFS COMMIT, SMB flush).
    bool flush();
    // Asks the OS to forget cached pages of this file, so a later read goes to the server; false
    // when it cannot be asked (no such call here).
    bool dropCache();

    Bypass bypass() const { return m_bypass; }
    QString errorString() const { return m_error; }

    static constexpr qint64 kAlignment = 4096;

#ifdef Q_OS_WIN
    // True under Wine, where FILE_FLAG_NO_BUFFERING is accepted but not honoured: reads there report
    // Bypass::None, so their figure is marked as possibly cached.
    static bool runsUnderWine();
#endif

private:
    enum class Op { Open, Write, Read, Flush };
    void setErrorFromSystem(Op op);

#ifdef Q_OS_WIN
    void *m_handle = nullptr;
#else
    int m_fd = -1;
#endif
    QString m_path;
    Bypass m_bypass = Bypass::None;
    QString m_error;
};

// A heap buffer aligned for direct I/O, freed on scope exit.
class AlignedBuffer
{
public:
    explicit AlignedBuffer(qint64 size);
    ~AlignedBuffer();
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;
    char *data() { return m_data; }
    qint64 size() const { return m_size; }

private:
    char *m_data = nullptr;
    qint64 m_size = 0;
};
