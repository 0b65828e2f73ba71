#include "core/report/reporttext.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/report/report.h"

namespace {

struct TextTr
{
    Q_DECLARE_TR_FUNCTIONS(ReportText)
};

QString figure(double v)
{
    return v > 0 ? TextTr::tr("%1 MB/s").arg(Ceilings::number(v)) : QStringLiteral("–");
}

QString textRate(double v)
{
    return v > 0 ? TextTr::tr("%1 MB/s").arg(Figures::rate(v)) : QStringLiteral("–");
}

} // namespace

QString ReportText::render(const Report &r)
{
    QString s;
    s += r.title;
    if (!r.runLabel.isEmpty())
        s += QStringLiteral(": ") + r.runLabel;
    s += u'\n';
    s += r.summary + u'\n';
    if (!r.bottleneckReason.isEmpty())
        s += r.bottleneckReason + u'\n';

    if (!r.answers.isEmpty()) {
        s += u'\n' + TextTr::tr("What this NAS can do for you") + u'\n';
        for (const Answer &a : r.answers) {
            s += QStringLiteral("  %1: %2").arg(a.workload.translatedTitle(), a.headline());
            if (!a.limitText().isEmpty())
                s += QStringLiteral(" (%1)").arg(a.limitText());
            s += u'\n' + QStringLiteral("      ") + a.reason + u'\n';
            if (a.afterFix)
                s += QStringLiteral("      ") + a.afterFixText() + u'\n';
        }
    }

    s += u'\n' + TextTr::tr("Layers (measured / ceiling)") + u'\n';
    for (const Report::LayerRow &l : r.layers) {
        s += QStringLiteral("  %1%2: %3 / %4\n")
                 .arg(l.bottleneck ? QStringLiteral("▶ ") : QStringLiteral("  "), l.title, textRate(l.measured),
                      figure(l.ceiling.mbPerSecond));
        if (l.ceiling.isValid())
            s += QStringLiteral("      ") + l.ceilingSource() + u'\n';
    }

    s += u'\n' + TextTr::tr("Findings") + u'\n';
    if (r.findings.isEmpty())
        s += QStringLiteral("  ") + TextTr::tr("No problems found.") + u'\n';
    int n = 0;
    for (const Finding &f : r.findings) {
        s += QStringLiteral("  %1. [%2] %3 (%4)\n")
                 .arg(QString::number(++n), Finding::severityTitle(f.severity), f.title, f.id);
        s += QStringLiteral("     ") + TextTr::tr("Evidence: %1").arg(f.evidence) + u'\n';
        s += QStringLiteral("     ") + TextTr::tr("Fix: %1").arg(f.fix) + u'\n';
        s += QStringLiteral("     ") + TextTr::tr("Expected: %1").arg(f.expected) + u'\n';
    }

    s += u'\n' + TextTr::tr("Facts") + u'\n';
    for (const Report::FactRow &f : r.facts)
        s += QStringLiteral("  %1: %2\n").arg(f.label, f.value);

    s += u'\n' + TextTr::tr("Measurements") + u'\n';
    if (r.measurements.isEmpty())
        s += QStringLiteral("  ") + TextTr::tr("None: the diagnosis comes from the facts alone.") + u'\n';
    for (const Report::MeasurementRow &m : r.measurements) {
        s += QStringLiteral("  %1: %2").arg(m.title, textRate(m.mbPerSecond));
        if (m.bytes >= 0 && m.seconds > 0)
            s += u' ' + TextTr::tr("(%1 bytes in %2 s)").arg(QString::number(m.bytes), QString::number(m.seconds));
        if (!m.peakCpu.isEmpty())
            s += QStringLiteral("; ") + TextTr::tr("peak CPU: %1").arg(m.peakCpu);
        if (!m.error.isEmpty())
            s += QStringLiteral("; ") + m.error;
        s += u'\n';
    }
    if (!r.changes.isEmpty()) {
        s += u'\n' + TextTr::tr("Changes made on the Pi") + u'\n';
        for (const Report::ChangeRow &c : r.changes)
            s += QStringLiteral("  %1  %2  %3  %4  %5\n").arg(c.id, c.finding, c.when, c.fromPc, c.status);
    }
    return s;
}
