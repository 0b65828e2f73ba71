#include "core/report/reportmarkdown.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/model/run.h"
#include "core/probe/transcript.h"
#include "core/report/redaction.h"
#include "core/report/report.h"
#include "core/report/reporthtml.h"
#include "core/report/reporttext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSysInfo>

#include <algorithm>

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReportMarkdown)
};

// The raw outputs a helper on a forum asks for first, and how much of each fits.
const QStringList kRawSections{QStringLiteral("model"), QStringLiteral("throttled"), QStringLiteral("lsusb-t"),
                               QStringLiteral("ethtool")};
constexpr int kRawSectionChars = 1200;
constexpr int kRawTotalChars = 3500;

// Text inside a paragraph, a table cell or a list item: Markdown's own characters and line breaks
// are data. Only what can open markup is escaped, so the post still reads as text.
QString inlineText(const QString &s)
{
    QString out;
    const QString flat = s.simplified();
    out.reserve(flat.size());
    for (QChar c : flat) {
        if (QStringLiteral("\\`*_[]<>|&~").contains(c))
            out += u'\\';
        out += c;
    }
    // A line that starts like a heading, a list item or a rule.
    if (!out.isEmpty() && QStringLiteral("#-+=").contains(out.front()))
        out.prepend(u'\\');
    return out;
}

QString rate(double v)
{
    return v > 0 ? Tr::tr("%1 MB/s").arg(Figures::rate(v)) : QStringLiteral("–");
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

QString rawOutputs(const Run &run)
{
    const Transcript t = Transcript::parse(run.transcript());
    QString body;
    for (const QString &prefix : kRawSections)
        for (const TranscriptSection *s : t.sectionsWithPrefix(prefix)) {
            if (!s->succeeded() || body.size() >= kRawTotalChars)
                continue;
            QString text = s->text.trimmed();
            if (text.size() > kRawSectionChars)
                text = text.left(kRawSectionChars) + u'\n' + Tr::tr("… (cut)");
            body += QStringLiteral("$ %1\n%2\n").arg(s->id, text);
        }
    return body.trimmed();
}

QString layerTable(const Report &r)
{
    QString s = QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---:|---:|---|\n")
                    .arg(inlineText(Tr::tr("Layer")), inlineText(Tr::tr("Measured")), inlineText(Tr::tr("Ceiling")),
                         inlineText(Tr::tr("Source")));
    for (const Report::LayerRow &l : r.layers) {
        const QString title = l.bottleneck ? QStringLiteral("**%1** ◀").arg(inlineText(l.title)) : inlineText(l.title);
        const QString measured =
            l.measured > 0 ? inlineText(Tr::tr("%1 (%2)").arg(rate(l.measured), l.measuredBy)) : QStringLiteral("–");
        QString ceiling = QStringLiteral("–");
        if (l.ceiling.isValid())
            ceiling = inlineText(Tr::tr("%1 (%2)").arg(Tr::tr("%1 MB/s").arg(Ceilings::number(l.ceiling.mbPerSecond)),
                                                       ReportHtml::ceilingMark(l)));
        const QString source = l.ceiling.isValid() ? inlineText(l.ceiling.explanation()) : QString();
        s += QStringLiteral("| %1 | %2 | %3 | %4 |\n").arg(title, measured, ceiling, source);
    }
    return s;
}

QString findings(const Report &r)
{
    if (r.findings.isEmpty())
        return inlineText(Tr::tr("No problems found.")) + u'\n';
    QString s;
    int n = 0;
    for (const Finding &f : r.findings) {
        s += QStringLiteral("%1. **%2** (%3)  \n").arg(QString::number(++n), inlineText(f.title), inlineText(Finding::severityTitle(f.severity)));
        s += QStringLiteral("   %1 %2  \n").arg(inlineText(Tr::tr("Evidence:")), inlineText(f.evidence));
        s += QStringLiteral("   %1 %2  \n").arg(inlineText(Tr::tr("Fix:")), inlineText(f.fix));
        s += QStringLiteral("   %1 %2\n").arg(inlineText(Tr::tr("Expected gain:")), inlineText(f.expected));
    }
    return s;
}

QString verdict(const Report &r)
{
    QString s = QStringLiteral("**%1** · %2\n\n")
                    .arg(inlineText(r.verdictHeadline), inlineText(Tr::tr("Run: %1").arg(r.completeness.title())));
    if (!r.verdictFigure.isEmpty())
        s += inlineText(r.verdictFigure) + QStringLiteral("\n\n");
    s += inlineText(r.verdictText) + QStringLiteral("\n\n");
    if (!r.verdictFix.isEmpty())
        s += QStringLiteral("**%1**\n\n").arg(inlineText(r.verdictFix));
    return s;
}

QString clip(QString text)
{
    if (text.size() <= ReportMarkdown::kMaxChars)
        return text;
    const QString more = u'\n' + Tr::tr("(shortened to fit a forum post)") + u'\n';
    text.truncate(ReportMarkdown::kMaxChars - int(more.size()));
    // Never end inside a line: a half table row or a broken escape.
    text.truncate(text.lastIndexOf(u'\n') + 1);
    return text + more;
}

} // namespace

QStringList ReportMarkdown::privateWords(const Run &run)
{
    QStringList words;
    const QJsonObject p = run.profile();
    for (const char *key : {"host", "user"})
        words << p.value(QLatin1String(key)).toString().trimmed();
    // uname -s -n -r -m: the second word is the Pi's host name.
    const Transcript t = Transcript::parse(run.transcript());
    if (const TranscriptSection *s = t.section(QStringLiteral("uname")))
        words << s->text.simplified().section(u' ', 1, 1);
    words << Diagnosis::diagnose(run).input.facts.board.hostname.valueOr(QString());
    // A host name "nas.local" also shows as "nas"; very short words would scrub ordinary text.
    QStringList all;
    for (const QString &w : std::as_const(words)) {
        if (w.size() >= 3)
            all << w;
        const QString first = w.section(u'.', 0, 0);
        if (first != w && first.size() >= 3)
            all << first;
    }
    all.removeDuplicates();
    std::sort(all.begin(), all.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return all;
}

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

QString ReportMarkdown::render(const Report &report, const Run &original)
{
    // Scrubbed before escaping: the post is written from the redacted run (Redaction, the same as
    // "Export for sharing"), so a value is replaced while it is still itself ("john_doe", not
    // "john\_doe"). The findings and figures of a redacted run are those of the original.
    (void)report;
    const Redaction redaction = Redaction::of(original, QSysInfo::machineHostName());
    const Run &run = redaction.run();
    const Report r = Report::build(run);
    QString md = QStringLiteral("## %1\n\n").arg(inlineText(r.title));
    md += verdict(r);
    md += QStringLiteral("### %1\n\n").arg(inlineText(Tr::tr("Layers: measured and ceiling")));
    md += layerTable(r) + u'\n';
    md += QStringLiteral("### %1\n\n").arg(inlineText(Tr::tr("Findings")));
    md += findings(r) + u'\n';
    md += QStringLiteral("### %1\n\n").arg(inlineText(Tr::tr("Facts")));
    for (const Report::FactRow &f : r.facts)
        md += QStringLiteral("- **%1:** %2\n").arg(inlineText(f.label), inlineText(f.value));
    md += u'\n';
    const QString raw = rawOutputs(run);
    if (!raw.isEmpty()) {
        // A collapsed block (Discourse, GitHub); elsewhere the HTML tags show as text around it.
        md += QStringLiteral("<details><summary>%1</summary>\n\n").arg(Tr::tr("Raw outputs").toHtmlEscaped());
        md += fenced(raw);
        md += QStringLiteral("\n</details>\n\n");
    }
    md += inlineText(Tr::tr("Made with Pi NAS Doctor %1.").arg(run.appVersion().isEmpty() ? QString() : run.appVersion()).simplified()) + u'\n';
    return clip(scrub(md, privateWords(original)));
}

QString ReportMarkdown::renderPlain(const Report &report, const Run &original)
{
    (void)report;
    const Redaction redaction = Redaction::of(original, QSysInfo::machineHostName());
    return clip(scrub(ReportText::render(Report::build(redaction.run())), privateWords(original)));
}
