#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// One section of a probe transcript: "@@begin ID" ... "@@end ID exit=N".
struct TranscriptSection
{
    QString id;                      // "lsusb-t", "ethtool-eth0"
    QString text;                    // the command's output, lines joined with "\n"
    std::optional<int> exitCode;     // nullopt when the end marker is missing (cut off) or pasted
    bool complete = false;           // the end marker was seen

    bool succeeded() const { return exitCode.value_or(0) == 0 && !text.trimmed().isEmpty(); }
};

// A probe transcript, version 1 (DESIGN.md). Reading never fails: CRLF line ends, a cut-off
// tail, garbage between sections and invalid UTF-8 are tolerated; what cannot be read is left out.
class Transcript
{
public:
    static Transcript parse(const QByteArray &bytes);
    static Transcript parse(const QString &text);
    // True when the text carries the transcript markers (otherwise it may be a paste).
    static bool hasMarkers(const QString &text);

    int version() const { return m_version; }   // 0 when the "@@pinas-probe N" header is missing
    bool isEmpty() const { return m_sections.isEmpty(); }
    bool truncated() const;                     // some section lacks its end marker
    const QList<TranscriptSection> &sections() const { return m_sections; }
    const TranscriptSection *section(const QString &id) const;
    QList<const TranscriptSection *> sectionsWithPrefix(const QString &prefix) const;
    QStringList ids() const;

    // Adds a section; a second section with the same id is appended to the first, so two
    // pasted dmesg excerpts read as one.
    void addSection(const TranscriptSection &section);
    void setVersion(int version) { m_version = version; }
    // Back to the version-1 text (pasted sections get "exit=0").
    QString toText() const;

private:
    int m_version = 0;
    QList<TranscriptSection> m_sections;
};
