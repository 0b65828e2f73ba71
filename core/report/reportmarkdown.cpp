#include "core/report/reportmarkdown.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/report/report.h"
#include "core/report/reporthtml.h"
#include "core/report/reporttext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace {

struct MarkdownTr
{
    Q_DECLARE_TR_FUNCTIONS(ReportMarkdown)
};

// How much of each raw output (Report::rawOutputs) fits.
constexpr int kRawSectionChars = 1200;
constexpr int kRawTotalChars = 3500;

// A token that GitHub would turn into a link or a picture although every Markdown character in
// it is escaped: an e-mail address (cmark-gfm's autolink extension finds one across backslash
// escapes and entities), and what github.com links after rendering, in any text outside code:
// @mentions, #123 and GH-123 references and :emoji: shortcodes. A URL or "www." is caught here as well
// ("_www.x" is an autolink in GFM, so "www." anywhere in a word).
bool linksOnGitHub(const QString &token)
{
    static const QRegularExpression risky(QStringLiteral("@|#\\w|\\bGH-\\d|:[\\w+-]+:|://|www\\."),
                                          QRegularExpression::CaseInsensitiveOption);
    return risky.match(token).hasMatch();
}

// A code span holds its text literally, and neither cmark-gfm's autolinks nor github.com's
// mention, reference and emoji filters touch code. Its fence is longer than any backtick run inside;
// a text that starts or ends with a backtick is padded with a space on each side, which CommonMark
// strips again.
QString codeSpan(const QString &text)
{
    int longest = 0, run = 0;
    for (QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(longest + 1, u'`');
    const bool pad = text.startsWith(u'`') || text.endsWith(u'`');
    const QString space = pad ? QStringLiteral(" ") : QString();
    return fence + space + text + space + fence;
}

// One token without white space or '|': every ASCII punctuation character that can open markup in
// CommonMark or GFM is backslash-escaped, so the same text shows in cmark and cmark-gfm.
QString escapedToken(const QString &token)
{
    QString out;
    out.reserve(token.size() * 2);
    for (QChar c : token) {
        // '~' strikethrough, '<' and '&' HTML and entities, '#' a heading's closing sequence, '$'
        // math on github.com ($x$ and $$x$$).
        if (QStringLiteral("\\`*_[]<>&~#$").contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

// Text inside a paragraph, a table cell or a list item: Markdown's own characters and line breaks
// are data, and the text means the same in CommonMark (cmark) and on GitHub (GFM): no
// strikethrough, autolink, mention, reference, emoji, task list, table cell break or HTML can arise
// from it. Tokens that GitHub would link go in code spans; everything else is backslash-escaped, so
// the post still reads as text. '|' is escaped everywhere (a table cell) and never inside a code span
// (cmark would show the backslash there).
QString inlineText(const QString &s)
{
    const QString flat = s.simplified();
    QString out;
    out.reserve(flat.size() * 2);
    qsizetype start = 0;
    while (start <= flat.size()) {
        qsizetype end = start;
        while (end < flat.size() && flat.at(end) != u' ' && flat.at(end) != u'|')
            ++end;
        const QString token = flat.mid(start, end - start);
        if (!token.isEmpty())
            out += linksOnGitHub(token) ? codeSpan(token) : escapedToken(token);
        if (end < flat.size())
            out += flat.at(end) == u'|' ? QStringLiteral("\\|") : QStringLiteral(" ");
        start = end + 1;
    }
    // A line that starts like a heading, a list item (also "1." or "1)") or a rule.
    static const QRegularExpression ordered(QStringLiteral("^\\d{1,9}[.)]"));
    if (const QRegularExpressionMatch m = ordered.match(out); m.hasMatch())
        out.insert(m.capturedEnd() - 1, u'\\');
    if (!out.isEmpty() && QStringLiteral("-+=").contains(out.front()))
        out.prepend(u'\\');
    return out;
}

QString markdownRate(double v)
{
    return v > 0 ? MarkdownTr::tr("%1 MB/s").arg(Figures::rate(v)) : QStringLiteral("–");
}

// A code fence longer than any run of backticks in the text, so the text cannot close it.
QString fenced(const QString &text)
{
    int longest = 0, run = 0;
    for (QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(std::max(3, longest + 1), u'`');
    return fence + u'\n' + text + u'\n' + fence + u'\n';
}

QString rawOutputs(const Report &r)
{
    QString body;
    for (const Report::RawOutput &raw : r.rawOutputs) {
        if (body.size() >= kRawTotalChars)
            continue;
        QString text = raw.text;
        if (text.size() > kRawSectionChars)
            text = text.left(kRawSectionChars) + u'\n' + MarkdownTr::tr("… (cut)");
        body += QStringLiteral("$ %1\n%2\n").arg(raw.id, text);
    }
    return body.trimmed();
}

QString markdownLayerTable(const Report &r)
{
    QString s = QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---:|---:|---|\n")
                    .arg(inlineText(MarkdownTr::tr("Layer")), inlineText(MarkdownTr::tr("Measured")), inlineText(MarkdownTr::tr("Ceiling")),
                         inlineText(MarkdownTr::tr("Source")));
    for (const Report::LayerRow &l : r.layers) {
        const QString title = l.bottleneck ? QStringLiteral("**%1** ◀").arg(inlineText(l.title)) : inlineText(l.title);
        const QString measured =
            l.measured > 0 ? inlineText(MarkdownTr::tr("%1 (%2)").arg(markdownRate(l.measured), l.measuredBy)) : QStringLiteral("–");
        QString ceiling = QStringLiteral("–");
        if (l.ceiling.isValid())
            ceiling = inlineText(MarkdownTr::tr("%1 (%2)").arg(MarkdownTr::tr("%1 MB/s").arg(Ceilings::number(l.ceiling.mbPerSecond)),
                                                       ReportHtml::ceilingMark(l)));
        const QString source = l.ceiling.isValid() ? inlineText(l.ceilingSource()) : QString();
        s += QStringLiteral("| %1 | %2 | %3 | %4 |\n").arg(title, measured, ceiling, source);
    }
    return s;
}

QString findings(const Report &r)
{
    if (r.findings.isEmpty())
        return inlineText(MarkdownTr::tr("No problems found.")) + u'\n';
    QString s;
    int n = 0;
    for (const Finding &f : r.findings) {
        s += QStringLiteral("%1. **%2** (%3)  \n").arg(QString::number(++n), inlineText(f.title), inlineText(Finding::severityTitle(f.severity)));
        s += QStringLiteral("   %1 %2  \n").arg(inlineText(MarkdownTr::tr("Evidence:")), inlineText(f.evidence));
        s += QStringLiteral("   %1 %2  \n").arg(inlineText(MarkdownTr::tr("Fix:")), inlineText(f.fix));
        s += QStringLiteral("   %1 %2\n").arg(inlineText(MarkdownTr::tr("Expected gain:")), inlineText(f.expected));
    }
    return s;
}

QString verdict(const Report &r)
{
    QString s = QStringLiteral("**%1** · %2\n\n")
                    .arg(inlineText(r.verdictHeadline), inlineText(MarkdownTr::tr("Run: %1").arg(r.completeness.title())));
    if (!r.verdictFigure.isEmpty())
        s += inlineText(r.verdictFigure) + QStringLiteral("\n\n");
    s += inlineText(r.verdictText) + QStringLiteral("\n\n");
    if (!r.verdictFix.isEmpty())
        s += QStringLiteral("**%1**\n\n").arg(inlineText(r.verdictFix));
    return s;
}

// Four cells a row, as the layer table: a forum reader sees the answer, what limits it (or why it
// is unknown) and what the top fix would make of it.
QString answers(const Report &r)
{
    if (r.answers.isEmpty())
        return QString();
    QString s = QStringLiteral("### %1\n\n| %2 | %3 | %4 | %5 |\n|---|---|---|---|\n")
                    .arg(inlineText(MarkdownTr::tr("What this NAS can do for you")), inlineText(MarkdownTr::tr("Workload")),
                         inlineText(MarkdownTr::tr("Answer")), inlineText(MarkdownTr::tr("Why")),
                         inlineText(MarkdownTr::tr("After the top fix")));
    for (const Answer &a : r.answers) {
        const QString why = a.verdict == Answer::Verdict::Unknown ? a.reason : a.limitText();
        s += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                 .arg(inlineText(a.workload.translatedTitle()), inlineText(a.headline()), inlineText(why),
                      a.afterFix ? inlineText(a.afterFixText()) : QStringLiteral("–"));
    }
    return s + u'\n';
}

QString clip(QString text)
{
    if (text.size() <= ReportMarkdown::kMaxChars)
        return text;
    const QString more = u'\n' + MarkdownTr::tr("(shortened to fit a forum post)") + u'\n';
    text.truncate(ReportMarkdown::kMaxChars - int(more.size()));
    // Never end inside a line: a half table row or a broken escape.
    text.truncate(text.lastIndexOf(u'\n') + 1);
    return text + more;
}

} // namespace

QString ReportMarkdown::scrub(const QString &text, const QStringList &privateWords)
{
    QString s = text;
    static const QRegularExpression home(QStringLiteral("/home/[^/\\s]+"));
    s.replace(home, QStringLiteral("/home/USER"));
    static const QRegularExpression mac(QStringLiteral("\\b([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}\\b"));
    s.replace(mac, QStringLiteral("xx:xx:xx:xx:xx:xx"));
    static const QRegularExpression ipv4(QStringLiteral("\\b(\\d{1,3}\\.){3}\\d{1,3}\\b"));
    s.replace(ipv4, QStringLiteral("x.x.x.x"));
    static const QRegularExpression ipv6(QStringLiteral("\\b([0-9A-Fa-f]{1,4}:){2,7}[0-9A-Fa-f]{1,4}\\b"));
    s.replace(ipv6, QStringLiteral("x:x::x"));
    // Whole words only: a user called "max" leaves "maximum" alone.
    for (const QString &w : privateWords)
        if (!w.isEmpty())
            s.replace(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(w)),
                                         QRegularExpression::CaseInsensitiveOption),
                      QStringLiteral("HOST"));
    return s;
}

QString ReportMarkdown::render(const Report &r)
{
    // Scrubbed before escaping: a report forSharing() is built from the redacted run (Redaction, the
    // same as "Export for sharing"), so a value is replaced while it is still itself ("john_doe", not
    // "john\_doe"). The findings and figures of a redacted run are those of the original.
    QString md = QStringLiteral("## %1\n\n").arg(inlineText(r.title));
    md += verdict(r);
    md += answers(r);
    md += QStringLiteral("### %1\n\n").arg(inlineText(MarkdownTr::tr("Layers: measured and ceiling")));
    md += markdownLayerTable(r) + u'\n';
    md += QStringLiteral("### %1\n\n").arg(inlineText(MarkdownTr::tr("Findings")));
    md += findings(r) + u'\n';
    md += QStringLiteral("### %1\n\n").arg(inlineText(MarkdownTr::tr("Facts")));
    for (const Report::FactRow &f : r.facts)
        md += QStringLiteral("- **%1:** %2\n").arg(inlineText(f.label), inlineText(f.value));
    md += u'\n';
    const QString raw = rawOutputs(r);
    if (!raw.isEmpty()) {
        // A collapsed block (Discourse, GitHub); elsewhere the HTML tags show as text around it.
        md += QStringLiteral("<details><summary>%1</summary>\n\n").arg(MarkdownTr::tr("Raw outputs").toHtmlEscaped());
        md += fenced(raw);
        md += QStringLiteral("\n</details>\n\n");
    }
    md += inlineText(MarkdownTr::tr("Made with Pi NAS Doctor %1.")
                         .arg(r.appVersion.isEmpty() ? QString() : r.appVersion)
                         .simplified()) +
          u'\n';
    return clip(scrub(md, r.privateWords));
}

QString ReportMarkdown::renderPlain(const Report &r)
{
    return clip(scrub(ReportText::render(r), r.privateWords));
}
