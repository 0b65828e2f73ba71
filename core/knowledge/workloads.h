#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Everyday workloads a NAS owner asks about ("can it stream my 4K films, how long will my backup
// take?", issue #39), each with the figure that answers it and where that figure comes from
// (docs/knowledge.md "Everyday workloads"). Data only: core/diagnosis/answers.* turns a run's figures
// into answers. MB = 10^6 bytes, GB = 10^9 bytes, as everywhere the app prints MB/s.
struct Workload
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
public:
    enum class Kind
    {
        Stream,   // playback: how many at once, each at its format's peak bit rate
        Transfer, // a copy of a known size: how long it takes
    };
    // The share figure that answers it: playback and copies off the NAS read the share, copies onto
    // it and backups write it, backups of many small files go at the small-files rate.
    enum class Figure
    {
        ShareRead,
        ShareWrite,
        ShareSmallFiles,
    };

    const char *id = "";    // stable, a contract ("stream-4k-uhd-remux"): JSON and the run file
    Kind kind = Kind::Stream;
    Figure figure = Figure::ShareRead;
    const char *title = ""; // QT_TRANSLATE_NOOP("Workload", …)
    // Stream: the rate one stream needs at its peak, in MB/s (the format's maximum bit rate).
    double peakMbPerSecond = 0;
    // Transfer: how much is copied by default (the owner's own figure replaces it: "My data").
    double bytes = 0;
    int files = 0; // how many files that is, when the workload is a count of files (0 = not counted)
    // Transfer: up to this many seconds it is "yes", up to the second "tight", beyond it "no".
    double yesWithinSeconds = 0;
    double tightWithinSeconds = 0;
    // What an owner who uses the NAS for this says (Profile::uses): one of kUses.
    const char *use = "";
    const char *source = ""; // where the figures come from (docs/knowledge.md, with the primary source)

    QString translatedTitle() const; // in the current UI language

    // A stream is comfortable ("yes") from this multiple of its peak rate on, "tight" from 1×.
    // Why 1.5: a player does not read at the stream's rate but refills a buffer — Kodi's adaptive
    // cache settles near 1.5× the bit rate once full and reads up to 4× while it refills after a
    // seek; and a sustained figure barely above the need is too tight once seeks and other clients
    // take their share (Blackmagic's Disk Speed Test guidance). docs/knowledge.md E.2.
    static constexpr double kComfortableHeadroom = 1.5;

    // The uses the first-run flow and the profile ask about, in the order they offer them.
    static const QStringList kUses;
    static QString useTitle(const QString &use); // translated: "Films and series"

    static const QList<Workload> &all(); // in the order the report lists them
    static std::optional<Workload> byId(const QString &id);
};
