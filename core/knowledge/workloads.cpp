#include "core/knowledge/workloads.h"

// Every figure cites docs/knowledge.md "Everyday workloads" (E.1–E.5) and the primary source it gives.
// Mbit/s ÷ 8 = MB/s.

namespace {

constexpr double kGB = 1e9;
constexpr double kMinute = 60;
constexpr double kHour = 3600;

// UHD Blu-ray, 100 GB disc: at most 128 Mbit/s (BDA format figures, May 2015, E.1). A remux copies
// the disc's streams unchanged, so no second of it can need more: 16 MB/s is the peak a stream can
// reach, not its average (real discs average 63–104 Mbit/s, BDInfo totals in E.1).
constexpr double kUhdRemuxPeakMBps = 128.0 / 8;
// 1080p Blu-ray: audio and video together at most 54 Mbit/s (Blu-ray format figures, E.1).
constexpr double kBluRayRemuxPeakMBps = 54.0 / 8;
// Netflix's UHD recommendation, 25 Mbit/s (help.netflix.com/en/node/306, E.1): a file at a streaming
// service's 4K quality. The service's figure is a connection it asks for, so it already covers the
// peaks of its own adaptive streams.
constexpr double kService4kPeakMBps = 25.0 / 8;

// A folder of films: 50 GB is two UHD remuxes or about two 1080p remuxes (E.1: ≈81 GB and ≈27 GB
// per 2-hour film [computed]). Yes within 15 minutes (gigabit does it in ≈7.6 min at 110 MB/s,
// E.6), tight within an hour (100 Mb/s Ethernet takes ≈71 min at 11.77 MB/s).
constexpr double kFilmFolderBytes = 50 * kGB;
// The first full backup of a laptop: 500 GB (issue #39; E.4 computes it at 110 … 2.5 MB/s). Yes
// when it finishes overnight (8 h), tight within a weekend (48 h).
constexpr double kLaptopBytes = 500 * kGB;
// A nightly incremental: a few GB of changed small files (File History copies only changed files,
// hourly by default, E.4). Yes within an hour, tight within the night (8 h).
constexpr double kNightlyBytes = 3 * kGB;
// A photo library: 10,000 photos of ≈5 MB (E.5: 12 MP JPEG ≈3 MB, HEIC less, RAW 20–35 MB; 8 % of
// UK phone owners keep over 10,000). Browsing it the first time reads every whole file: a file
// manager that builds thumbnails opens each one (E.5, chromeos_network_file_share#53).
constexpr int kPhotos = 10000;
constexpr double kPhotoBytes = 5e6;

const char *const kE1 = "docs/knowledge.md E.1 (BDA UHD Blu-ray format figures; Blu-ray 1080p maximum transfer rate)";

QList<Workload> table()
{
    using K = Workload::Kind;
    using F = Workload::Figure;
    QList<Workload> t;
    auto stream = [&](const char *id, const char *title, double peak, const char *source) {
        Workload w;
        w.id = id;
        w.use = "films";
        w.kind = K::Stream;
        w.figure = F::ShareRead;
        w.title = title;
        w.peakMbPerSecond = peak;
        w.source = source;
        t.append(w);
    };
    auto transfer = [&](const char *id, const char *title, F figure, double bytes, int files, double yes,
                        double tight, const char *source) {
        Workload w;
        w.id = id;
        w.kind = K::Transfer;
        w.figure = figure;
        w.title = title;
        w.bytes = bytes;
        w.files = files;
        w.yesWithinSeconds = yes;
        w.tightWithinSeconds = tight;
        w.source = source;
        const QByteArray key(id);
        w.use = key.startsWith("copy-")     ? "files"
                : key.startsWith("photos-") ? "photos"
                : key.startsWith("timemachine-") ? "timemachine"
                                                 : "backups";
        t.append(w);
    };
    stream("stream-4k-uhd-remux", QT_TRANSLATE_NOOP("Workload", "Play a 4K UHD Blu-ray remux"), kUhdRemuxPeakMBps,
           kE1);
    stream("stream-4k-service", QT_TRANSLATE_NOOP("Workload", "Play a 4K film at streaming-service quality"),
           kService4kPeakMBps, "docs/knowledge.md E.1 (Netflix help page: UHD 25 Mbit/s)");
    stream("stream-1080p-remux", QT_TRANSLATE_NOOP("Workload", "Play a 1080p Blu-ray remux"), kBluRayRemuxPeakMBps,
           kE1);
    transfer("copy-films-to-nas", QT_TRANSLATE_NOOP("Workload", "Copy a folder of films to the NAS"), F::ShareWrite,
             kFilmFolderBytes, 0, 15 * kMinute, kHour, "docs/knowledge.md E.1 (film sizes), E.6");
    transfer("copy-films-from-nas", QT_TRANSLATE_NOOP("Workload", "Copy a folder of films from the NAS"),
             F::ShareRead, kFilmFolderBytes, 0, 15 * kMinute, kHour, "docs/knowledge.md E.1 (film sizes), E.6");
    transfer("backup-first-full", QT_TRANSLATE_NOOP("Workload", "First full backup of a laptop"), F::ShareWrite,
             kLaptopBytes, 0, 8 * kHour, 48 * kHour, "docs/knowledge.md E.4");
    transfer("backup-nightly", QT_TRANSLATE_NOOP("Workload", "Nightly backup of changed small files"),
             F::ShareSmallFiles, kNightlyBytes, 0, kHour, 8 * kHour, "docs/knowledge.md E.4 (File History)");
    transfer("photos-copy-in", QT_TRANSLATE_NOOP("Workload", "Copy a photo library to the NAS"), F::ShareWrite,
             kPhotos * kPhotoBytes, kPhotos, 15 * kMinute, kHour, "docs/knowledge.md E.5");
    transfer("photos-browse", QT_TRANSLATE_NOOP("Workload", "Browse a photo library (first thumbnail pass)"),
             F::ShareRead, kPhotos * kPhotoBytes, kPhotos, 15 * kMinute, kHour, "docs/knowledge.md E.5");
    // Time Machine writes a sparse bundle of band files, item by item, with small synchronous writes:
    // measured Samba servers did 2.5–8.3 MB/s where large copies did 30+ MB/s (E.4), so the
    // small-files rate answers it, not the large-file one.
    transfer("timemachine-first", QT_TRANSLATE_NOOP("Workload", "First Time Machine / File History backup"),
             F::ShareSmallFiles, kLaptopBytes, 0, 8 * kHour, 48 * kHour, "docs/knowledge.md E.4 (Time Machine)");
    return t;
}

} // namespace

const QStringList Workload::kUses{QStringLiteral("films"), QStringLiteral("backups"), QStringLiteral("photos"),
                                  QStringLiteral("timemachine"), QStringLiteral("files")};

QString Workload::useTitle(const QString &use)
{
    if (use == u"films")
        return tr("Films and series");
    if (use == u"backups")
        return tr("Backups of PCs");
    if (use == u"photos")
        return tr("Photos");
    if (use == u"timemachine")
        return tr("Time Machine / File History");
    if (use == u"files")
        return tr("General files and folders");
    return use;
}

QString Workload::translatedTitle() const
{
    return QCoreApplication::translate("Workload", title);
}

const QList<Workload> &Workload::all()
{
    static const QList<Workload> workloads = table();
    return workloads;
}

std::optional<Workload> Workload::byId(const QString &id)
{
    for (const Workload &w : all())
        if (QLatin1StringView(w.id) == id)
            return w;
    return std::nullopt;
}
