#include "core/sharebench/sharebench.h"

#include "core/model/measurement.h"
#include "core/sharebench/backgroundflusher.h"
#include "core/sharebench/directfile.h"
#include "core/sharebench/mountinfo.h"
#include "core/sharebench/sharefolder.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStorageInfo>
#include <QUuid>

#include <algorithm>
#include <cstring>
#include <limits>

namespace {

const auto kPrefix = QStringLiteral(".pinas-doctor-");
const auto kSuffix = QStringLiteral(".tmp");

QString tempName()
{
    return kPrefix + QUuid::createUuid().toString(QUuid::WithoutBraces) + kSuffix;
}

// Incompressible data: a compressing or deduplicating server must not make the share look faster.
void fillRandom(char *data, qint64 size)
{
    auto *words = reinterpret_cast<quint32 *>(data);
    QRandomGenerator::global()->fillRange(words, qsizetype(size / 4));
}

// Each block gets its own counter so that no two blocks are identical.
void stamp(char *block, quint64 counter)
{
    std::memcpy(block, &counter, sizeof counter);
}

} // namespace

bool ShareBench::flushHoldsUpWrites(const MountInfo &mount)
{
    // On a FUSE mount (sshfs, smbnetfs, rclone, …) the kernel's fuse_fsync() holds the file's inode
    // lock while the daemon drains its queue and the server syncs its disk, and every write() needs
    // that lock: the writer and the link stand still for each flush (a flush every half second cost
    // the sshfs share 11-25 % against dd, more on a busy machine). FUSE also keeps almost no dirty
    // data of its own on the PC (its device is "strictlimit", 1 % of the dirty threshold), so a
    // cache on the PC cannot swallow the test there: one flush at the end, timed, is dd's own
    // conv=fdatasync method.
    return mount.fsType == u"fuse" || mount.fsType == u"fuseblk" || mount.fsType.startsWith(u"fuse.");
}

ShareBench::ShareBench(QString directory) : ShareBench(std::move(directory), Settings{}) {}

ShareBench::ShareBench(QString directory, Settings settings) : m_dir(std::move(directory)), m_settings(settings)
{
    const QDir d(m_dir);
    m_testFile = d.filePath(tempName());
    m_smallDir = d.filePath(tempName());
    m_copyFile = d.filePath(tempName());
}

ShareBench::~ShareBench()
{
    cleanup();
}

void ShareBench::cleanup()
{
    QFile::remove(m_testFile);
    QFile::remove(m_copyFile);
    QDir(m_smallDir).removeRecursively();
    m_written = 0;
}

QStringList ShareBench::leftovers(const QString &directory)
{
    return QDir(directory).entryList({kPrefix + QLatin1Char('*') + kSuffix},
                                     QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
}

int ShareBench::removeLeftovers(const QString &directory)
{
    int removed = 0;
    const QDir d(directory);
    for (const QString &name : leftovers(directory)) {
        const QFileInfo fi(d.filePath(name));
        const bool ok = fi.isDir() ? QDir(fi.filePath()).removeRecursively() : QFile::remove(fi.filePath());
        removed += ok ? 1 : 0;
    }
    return removed;
}

bool ShareBench::checkDirectory(Result &r, qint64 wanted)
{
    const QFileInfo dir(m_dir);
    if (const QString why = ShareFolder::unreachable(m_dir); !why.isEmpty()) {
        r.error = why;
        return false;
    }
    if (!dir.isWritable()) {
        r.error = tr("The share folder %1 is not writable from this PC.").arg(m_dir);
        return false;
    }
    const QStorageInfo storage(m_dir);
    // Twice the test size must be free, so a test never fills the user's disk. Some FUSE clients
    // (smbnetfs) report a size of 0: they do not know, so there is nothing to check against, and
    // a write that meets a full disk still ends with the server's error.
    const bool sizeKnown = storage.isValid() && storage.bytesTotal() > 0;
    if (sizeKnown && storage.bytesAvailable() >= 0 && storage.bytesAvailable() < 2 * wanted) {
        r.error = tr("Only %1 MB are free on the share; the test needs %2 MB (twice its size).")
                      .arg(QString::number(storage.bytesAvailable() / 1000000), QString::number(2 * wanted / 1000000));
        return false;
    }
    return true;
}

std::optional<TestStop> ShareBench::shouldStop(const Result &r, const RateWindow &window, double elapsed,
                                               double cap) const
{
    if (m_cancel.load())
        return TestStop::Cancelled;
    return window.stopNow(elapsed, r.bytes, m_settings.minBytes, cap);
}

void ShareBench::report(Result &r, const RateWindow &window)
{
    r.series = window.slices();
    if (m_progress)
        m_progress(r);
}

bool ShareBench::timedLoop(Result &r, RateWindow &window, const QElapsedTimer &clock, qint64 limit,
                           const std::function<qint64(qint64 most)> &moveBlock,
                           const std::function<void()> &onSlice)
{
    while (r.bytes < limit) {
        const double now = clock.nsecsElapsed() / 1e9;
        if (const auto stop = shouldStop(r, window, now, m_settings.maxSeconds)) {
            r.stop = *stop;
            if (r.stop == TestStop::Stable)
                r.stallSeconds = window.stallSeconds(now, r.bytes);
            break;
        }
        const qint64 n = moveBlock(limit - r.bytes);
        if (n < 0)
            return false;
        if (n == 0)
            break;
        r.bytes += n;
        if (window.add(clock.nsecsElapsed() / 1e9, r.bytes)) {
            report(r, window);
            if (onSlice)
                onSlice();
        }
    }
    return true;
}

void ShareBench::conclude(Result &r, const RateWindow &window, bool ok) const
{
    r.series = window.slices();
    r.cancelled = m_cancel.load();
    r.ok = ok && !r.cancelled;
    if (r.cancelled)
        r.error = tr("Cancelled.");
}

ShareBench::Result ShareBench::write()
{
    Result r;
    r.kind = Measurement::kindKey(Measurement::Kind::ShareWrite);
    const QStorageInfo storage(m_dir);
    // Use at most half the free space, and never less than the floor.
    qint64 limit = m_settings.maxBytes;
    if (storage.isValid() && storage.bytesAvailable() > 0)
        limit = qMin(limit, storage.bytesAvailable() / 2);
    if (!checkDirectory(r, qMax(m_settings.minBytes, qint64(1))))
        return r;
    limit = qMax(limit, m_settings.minBytes);

    AlignedBuffer block(m_settings.blockSize);
    fillRandom(block.data(), block.size());
    DirectFile file;
    if (!file.open(m_testFile, DirectFile::Mode::Write)) {
        r.error = file.errorString();
        return r;
    }
    RateWindow window(m_settings.stability);
    QElapsedTimer clock;
    clock.start();
    quint64 counter = 0;
    bool ok = true;
    if (flushHoldsUpWrites(MountTable::forPath(m_dir))) {
        ok = timedLoop(r, window, clock, limit, [&](qint64 most) -> qint64 {
            stamp(block.data(), counter++);
            const qint64 n = qMin(block.size(), most);
            return file.write(block.data(), n) ? n : -1;
        });
    } else {
        // Flushes to the server run beside the writes (see BackgroundFlusher), never in line.
        // Sized to the rate: a fixed 32 MiB ahead was 2.7 s of a 100 Mbit/s link, all of it in the
        // final flush of a 4 s test; flushing much more often than twice a second costs throughput
        // instead (over sshfs each flush is an fsync on the Pi that holds up the writes behind it:
        // 8 a second gave 0.87 of fio's end_fsync in bench/compare-share at 300 Mbit/s).
        const auto flushSize = [this](double bytesPerSecond) {
            const qint64 half = qint64(bytesPerSecond / 2) & ~qint64(0xFFFFF); // whole MiB
            return std::clamp(half, m_settings.syncEveryMin, std::max(m_settings.syncEvery, m_settings.syncEveryMin));
        };
        // Until the first slice gives a rate: 8 MiB, fine from 100 Mbit/s to 1 Gbit/s (starting at
        // the 1 MiB floor flushed 30 times in the first second of a 300 Mbit/s link, -8 % in all).
        qint64 every = std::clamp<qint64>(8 << 20, m_settings.syncEveryMin, std::max(m_settings.syncEvery, m_settings.syncEveryMin));
        BackgroundFlusher flusher(file, every, 2 * every, m_cancel);
        const auto writeBlock = [&](qint64 most) -> qint64 {
            stamp(block.data(), counter++);
            const qint64 n = qMin(block.size(), most);
            return file.write(block.data(), n) && flusher.wrote(n) ? n : -1;
        };
        const auto resizeFlushes = [&] {
            if (const qint64 e = flushSize(window.slices().last().y()); e != every) {
                every = e;
                flusher.resize(every, 2 * every);
            }
        };
        ok = timedLoop(r, window, clock, limit, writeBlock, resizeFlushes);
        ok = flusher.stop() && ok;
    }
    // The time counts until the server has the data, as dd's conv=fdatasync does.
    const double loopEnd = clock.nsecsElapsed() / 1e9;
    const bool flushed = ok && file.flush();
    r.seconds = clock.nsecsElapsed() / 1e9;
    r.flushSeconds = r.seconds - loopEnd;
    if (flushed)
        file.dropCache();
    file.close();
    if (!flushed) {
        r.series = window.slices();
        r.cancelled = m_cancel.load();
        r.stop = TestStop::Error;
        r.error = file.errorString();
        QFile::remove(m_testFile);
        return r;
    }
    m_written = r.bytes;
    conclude(r, window, true);
    return r;
}

ShareBench::Result ShareBench::read()
{
    Result r;
    r.kind = Measurement::kindKey(Measurement::Kind::ShareRead);
    if (m_written <= 0 || !QFileInfo::exists(m_testFile)) {
        r.error = tr("There is no test file to read back; the write test must run first.");
        return r;
    }
    DirectFile file;
    if (!file.open(m_testFile, DirectFile::Mode::Read)) {
        r.error = file.errorString();
        return r;
    }
    r.cacheBypass = file.bypass() == DirectFile::Bypass::Direct      ? QStringLiteral("direct")
                    : file.bypass() == DirectFile::Bypass::DropCache ? QStringLiteral("drop-cache")
                                                                     : QStringLiteral("none");
    AlignedBuffer block(m_settings.blockSize);
    RateWindow window(m_settings.stability);
    QElapsedTimer clock;
    clock.start();
    // To the file's end: it holds what write() wrote.
    const auto readBlock = [&](qint64 most) { return file.read(block.data(), qMin(block.size(), most)); };
    if (!timedLoop(r, window, clock, std::numeric_limits<qint64>::max(), readBlock)) {
        r.error = file.errorString();
        return r;
    }
    r.seconds = clock.nsecsElapsed() / 1e9;
    conclude(r, window, r.bytes > 0);
    return r;
}

ShareBench::Result ShareBench::smallFiles()
{
    Result r;
    r.kind = Measurement::kindKey(Measurement::Kind::ShareSmallFiles);
    const qint64 total = qint64(m_settings.smallFiles) * m_settings.smallFileSize;
    if (!checkDirectory(r, total))
        return r;
    if (!QDir().mkpath(m_smallDir)) {
        r.error = tr("Cannot create a folder in %1.").arg(m_dir);
        return r;
    }
    AlignedBuffer data(m_settings.smallFileSize);
    fillRandom(data.data(), data.size());
    RateWindow window(m_settings.stability);
    QElapsedTimer clock;
    clock.start();
    // Each file is created, written, flushed and closed: the metadata round trips are the point.
    for (int i = 0; i < m_settings.smallFiles; ++i) {
        if (m_cancel.load() || clock.nsecsElapsed() / 1e9 >= m_settings.smallMaxSeconds) {
            r.stop = m_cancel.load() ? TestStop::Cancelled : TestStop::Cap;
            break;
        }
        DirectFile f;
        stamp(data.data(), quint64(i));
        const QString name = QStringLiteral("%1/f%2.bin").arg(m_smallDir, QString::number(i).rightJustified(5, u'0'));
        if (!f.open(name, DirectFile::Mode::Write) || !f.write(data.data(), data.size()) || !f.flush()) {
            r.error = f.errorString();
            r.seconds = clock.nsecsElapsed() / 1e9;
            QDir(m_smallDir).removeRecursively();
            return r;
        }
        r.bytes += data.size();
        ++r.files;
        if (window.add(clock.nsecsElapsed() / 1e9, r.bytes))
            report(r, window);
    }
    r.seconds = clock.nsecsElapsed() / 1e9;
    conclude(r, window, r.files > 0);
    QDir(m_smallDir).removeRecursively();
    return r;
}

ShareBench::Result ShareBench::copyFile(const QString &source)
{
    Result r;
    r.kind = Measurement::kindKey(Measurement::Kind::ShareCopyFile);
    DirectFile in;
    if (!in.open(source, DirectFile::Mode::Read)) {
        r.error = in.errorString();
        return r;
    }
    const qint64 size = QFileInfo(source).size();
    if (!checkDirectory(r, size))
        return r;
    DirectFile out;
    if (!out.open(m_copyFile, DirectFile::Mode::Write)) {
        r.error = out.errorString();
        return r;
    }
    AlignedBuffer block(m_settings.blockSize);
    RateWindow window(m_settings.stability);
    QElapsedTimer clock;
    clock.start();
    // A copy of a real file runs to its end: the user asked how long *this* file takes.
    while (!m_cancel.load()) {
        const qint64 n = in.read(block.data(), block.size());
        if (n < 0 || (n > 0 && !out.write(block.data(), n))) {
            r.error = n < 0 ? in.errorString() : out.errorString();
            out.close();
            QFile::remove(m_copyFile);
            return r;
        }
        if (n == 0)
            break;
        r.bytes += n;
        if (window.add(clock.nsecsElapsed() / 1e9, r.bytes))
            report(r, window);
    }
    const bool flushed = out.flush();
    r.seconds = clock.nsecsElapsed() / 1e9;
    out.close();
    QFile::remove(m_copyFile);
    conclude(r, window, flushed);
    if (!flushed)
        r.error = out.errorString(); // before "Cancelled.": the data did not reach the server
    return r;
}
