#pragma once

#include <QString>
#include <QStringList>

struct Report;

// The report as a forum post ("Copy for a forum post", `analyze --markdown`): CommonMark in the
// report's language with the verdict, the layer table (measured / ceiling / source), the findings
// with their fixes, the key facts and a collapsed block of the raw outputs that matter. Small enough
// for a forum (kMaxChars) and without the profile's host and user names, the Pi's host name,
// addresses or home folders. Render a Report::forSharing() (the run redacted for sharing, with the
// original's private words), while the report language's translator is installed.
namespace ReportMarkdown {
constexpr int kMaxChars = 10000;
QString render(const Report &report);
// The same post as plain text, for places without Markdown.
QString renderPlain(const Report &report);
// Replaces the private words, IPv4/IPv6/MAC addresses and /home/<user> paths with placeholders.
QString scrub(const QString &text, const QStringList &privateWords);
} // namespace ReportMarkdown
