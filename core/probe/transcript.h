#pragma once

#include "core/model/probesection.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Whether a section's text may be read as evidence. Only Readable text becomes facts: a failed
// command, a missing section or the probe's own "not readable" note is "unknown", never a fact.
enum class SectionState
{
    Readable,
    Missing,       // the transcript has no such section
    Failed,        // the command exited non-zero (missing tool 127, timeout 124, refused read)
    AbsenceMarker, // only the probe's own "…: not readable / not present / not installed" notes
    Empty,         // nothing but white space
};

// One section of a probe transcript: "@@begin ID" ... "@@end ID exit=N".
struct TranscriptSection
{
    QString id;                  // "lsusb-t", "ethtool-eth0"
    QString text;                // the command's output, lines joined with "\n"
    std::optional<int> exitCode; // nullopt when the end marker is missing (cut off) or pasted
    bool complete = false;       // the end marker was seen

    // The one place that decides whether this section's text may be parsed.
    SectionState state() const;
    bool succeeded() const { return state() == SectionState::Readable; }
};

// A section's text when it may be parsed, else why not (text is then nullptr).
struct SectionText
{
    SectionState state = SectionState::Missing;
    const QString *text = nullptr;
    explicit operator bool() const { return text != nullptr; }
};

// A probe transcript, version 1 or 2 (docs/design.md). Reading never fails: CRLF line ends, a cut-off
// tail, garbage between sections and invalid UTF-8 are tolerated; what cannot be read is left out.
// Version 2 frames every marker with a per-run token; a marker-like line without it is data.
// Reading is linear in the input, and what it keeps is bounded (kMaxSections, kMaxLineChars).
class Transcript
{
public:
    static constexpr int kMaxSections = 4096;     // more are dropped (the probe prints about 40)
    static constexpr int kMaxLineChars = 64 * 1024; // a longer line is cut there

    // expectedToken: for a fresh probe run, the token it was given; then only a version-2 header
    // with that token starts the transcript (see framingMatches()). Empty: trust what is there.
    static Transcript parse(const QByteArray &bytes, const QString &expectedToken = {});
    static Transcript parse(const QString &text, const QString &expectedToken = {});
    // True when the text carries the transcript markers (otherwise it may be a paste).
    static bool hasMarkers(const QString &text);

    int version() const { return m_version; } // 0 when the "@@pinas-probe N" header is missing
    QString token() const { return m_token; } // version 2's framing token; empty for version 1
    // False when parse() was given a token and the text's header did not carry it.
    bool framingMatches() const { return m_framingMatches; }
    bool isEmpty() const { return m_sections.isEmpty(); }
    bool truncated() const; // some section lacks its end marker
    int droppedSections() const { return m_droppedSections; }
    int cutLines() const { return m_cutLines; }
    const QList<TranscriptSection> &sections() const { return m_sections; }
    const TranscriptSection *section(const QString &id) const;
    const TranscriptSection *section(ProbeSection s) const { return section(ProbeSections::id(s)); }
    QList<const TranscriptSection *> sectionsWithPrefix(const QString &prefix) const;
    QStringList ids() const;

    // For fact builders: a section's text only when it may be parsed (TranscriptSection::state).
    SectionText readable(const QString &id) const;
    SectionText readable(ProbeSection s) const { return readable(ProbeSections::id(s)); }
    QList<const TranscriptSection *> readableWithPrefix(const QString &prefix) const;

    // Adds a section; a second section with the same id is appended to the first, so two
    // pasted dmesg excerpts read as one.
    void addSection(const TranscriptSection &section);
    void setVersion(int version) { m_version = version; }
    // Back to the transcript text: version 2 with the token when there is one, else version 1.
    // A section without an exit status (pasted) ends "@@end ID", one cut off has no end marker,
    // so parse(toText()) gives back the same sections and states.
    QString toText() const;

private:
    int m_version = 0;
    QString m_token;
    bool m_framingMatches = true;
    int m_droppedSections = 0;
    int m_cutLines = 0;
    QList<TranscriptSection> m_sections;
    QHash<QString, qsizetype> m_index; // id -> position in m_sections
};
