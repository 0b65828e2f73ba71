#include "core/sharebench/directfile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#ifdef Q_OS_WIN
#include <malloc.h>
#include <windows.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DirectFile)
};
} // namespace

AlignedBuffer::AlignedBuffer(qint64 size) : m_size(size)
{
#ifdef Q_OS_WIN
    m_data = static_cast<char *>(_aligned_malloc(size_t(size), DirectFile::kAlignment));
#else
    void *p = nullptr;
    if (posix_memalign(&p, DirectFile::kAlignment, size_t(size)) == 0)
        m_data = static_cast<char *>(p);
#endif
    if (!m_data)
        m_size = 0;
}

AlignedBuffer::~AlignedBuffer()
{
#ifdef Q_OS_WIN
    _aligned_free(m_data);
#else
    std::free(m_data);
#endif
}

DirectFile::~DirectFile()
{
    close();
}

void DirectFile::setErrorFromSystem(Op op)
{
#ifdef Q_OS_WIN
    const QString reason = Text::tr("Windows error %1").arg(GetLastError());
#else
    const QString reason = QString::fromLocal8Bit(std::strerror(errno));
#endif
    switch (op) {
    case Op::Open:
        m_error = Text::tr("Cannot open %1: %2").arg(m_path, reason);
        break;
    case Op::Write:
        m_error = Text::tr("Cannot write to %1: %2").arg(m_path, reason);
        break;
    case Op::Read:
        m_error = Text::tr("Cannot read %1: %2").arg(m_path, reason);
        break;
    case Op::Flush:
        m_error = Text::tr("Cannot flush %1 to the server: %2").arg(m_path, reason);
        break;
    }
}

#ifdef Q_OS_WIN

bool DirectFile::runsUnderWine()
{
    // Wine's ntdll exports wine_get_version; Windows' never does.
    const HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    return ntdll && GetProcAddress(ntdll, "wine_get_version") != nullptr;
}

bool DirectFile::isOpen() const { return m_handle != nullptr; }

bool DirectFile::open(const QString &path, Mode mode)
{
    close();
    m_path = path;
    m_bypass = Bypass::None;
    const auto wpath = reinterpret_cast<LPCWSTR>(path.utf16());
    if (mode == Mode::Write) {
        // Buffered writes timed until FlushFileBuffers returns, as dd's conv=fdatasync and the Linux
        // path do: FILE_FLAG_WRITE_THROUGH would make every block wait for the Pi's disk on its own
        // and measure a different (slower) thing than the Linux build.
        m_handle = CreateFileW(wpath, GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    } else {
        // FILE_FLAG_NO_BUFFERING keeps both this PC's cache and the SMB client's out of the read;
        // reads must then be whole sectors into sector-aligned memory (AlignedBuffer, kAlignment).
        m_handle = CreateFileW(wpath, GENERIC_READ, FILE_SHARE_READ, nullptr, OPEN_EXISTING,
                               FILE_FLAG_NO_BUFFERING | FILE_FLAG_SEQUENTIAL_SCAN, nullptr);
        // Wine takes the flag but reads through the Linux page cache all the same (its server opens
        // the Unix file without O_DIRECT), so a read back right after the write comes from memory.
        m_bypass = runsUnderWine() ? Bypass::None : Bypass::Direct;
    }
    if (m_handle == INVALID_HANDLE_VALUE) {
        m_handle = nullptr;
        setErrorFromSystem(Op::Open);
        return false;
    }
    return true;
}

void DirectFile::close()
{
    if (m_handle)
        CloseHandle(m_handle);
    m_handle = nullptr;
}

bool DirectFile::write(const char *data, qint64 size)
{
    DWORD done = 0;
    if (!WriteFile(m_handle, data, DWORD(size), &done, nullptr) || qint64(done) != size) {
        setErrorFromSystem(Op::Write);
        return false;
    }
    return true;
}

qint64 DirectFile::read(char *data, qint64 size)
{
    DWORD done = 0;
    if (!ReadFile(m_handle, data, DWORD(size), &done, nullptr)) {
        setErrorFromSystem(Op::Read);
        return -1;
    }
    return qint64(done);
}

bool DirectFile::flush()
{
    if (!FlushFileBuffers(m_handle)) {
        setErrorFromSystem(Op::Flush);
        return false;
    }
    return true;
}

bool DirectFile::dropCache() { return false; }

#else

bool DirectFile::isOpen() const { return m_fd >= 0; }

bool DirectFile::open(const QString &path, Mode mode)
{
    close();
    m_path = path;
    m_bypass = Bypass::None; // a reused file says only what this open did
    const QByteArray native = QFile::encodeName(path);
    if (mode == Mode::Write) {
        m_fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    } else {
        // A copy reads through the page cache with the kernel's readahead, so the read test does
        // too, with the file's cached pages dropped first (NFS, CIFS and FUSE honour it; fio's
        // --invalidate=1 does the same). O_DIRECT skips readahead: on an sshfs mount each read was
        // one synchronous request, 0.89–0.95x fio at 1 Gbit/s (bench/RESULTS.md). It stays the
        // fallback where the pages cannot be dropped.
        m_fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
        if (m_fd >= 0 && dropCache()) {
            m_bypass = Bypass::DropCache;
        } else {
#ifdef O_DIRECT
            // Some filesystems refuse O_DIRECT (EINVAL): then the buffered file, said as uncached.
            const int direct = ::open(native.constData(), O_RDONLY | O_DIRECT | O_CLOEXEC);
            if (direct >= 0) {
                if (m_fd >= 0)
                    ::close(m_fd);
                m_fd = direct;
                m_bypass = Bypass::Direct;
            }
#endif
        }
    }
    if (m_fd < 0) {
        setErrorFromSystem(Op::Open);
        return false;
    }
    return true;
}

void DirectFile::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool DirectFile::write(const char *data, qint64 size)
{
    qint64 done = 0;
    while (done < size) {
        const ssize_t n = ::write(m_fd, data + done, size_t(size - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = ENOSPC;
            setErrorFromSystem(Op::Write);
            return false;
        }
        done += n;
    }
    return true;
}

qint64 DirectFile::read(char *data, qint64 size)
{
    for (;;) {
        const ssize_t n = ::read(m_fd, data, size_t(size));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            setErrorFromSystem(Op::Read);
        return n;
    }
}

bool DirectFile::flush()
{
#if defined(Q_OS_LINUX)
    const int rc = ::fdatasync(m_fd);
#else
    const int rc = ::fsync(m_fd);
#endif
    if (rc != 0) {
        setErrorFromSystem(Op::Flush);
        return false;
    }
    return true;
}

bool DirectFile::dropCache()
{
#if defined(POSIX_FADV_DONTNEED)
    return m_fd >= 0 && ::posix_fadvise(m_fd, 0, 0, POSIX_FADV_DONTNEED) == 0;
#else
    return false;
#endif
}

#endif
