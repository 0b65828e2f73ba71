#include "core/treatment/beforeafter.h"

#include "core/knowledge/ceilings.h"
#include "core/model/run.h"
#include "core/report/report.h"
#include "core/treatment/sharechange.h"

#include <QJsonArray>
#include <QLocale>

namespace {

const Report::LayerRow *rowOf(const Report &r, std::optional<Layer> layer)
{
    for (const Report::LayerRow &row : r.layers)
        if (row.layer == layer)
            return &row;
    return nullptr;
}

bool hasFinding(const Report &r, const QString &id)
{
    for (const Finding &f : r.findings)
        if (f.id == id)
            return true;
    return false;
}

QJsonValue figureValue(double mbps)
{
    return mbps >= 0 ? QJsonValue(mbps) : QJsonValue(QJsonValue::Null);
}

} // namespace

BeforeAfter BeforeAfter::of(const Run &before, const Run &after, const QString &finding)
{
    BeforeAfter c;
    c.finding = finding;
    c.findingTitle = finding;
    const Report a = Report::build(before);
    const Report b = Report::build(after);
    const QLocale locale;
    auto figure = [&locale](double mbps) {
        return mbps >= 0 ? tr("%1 MB/s").arg(locale.toString(mbps, 'f', 1)) : tr("not measured");
    };
    // A ceiling as the layer table prints it (Ceilings::number: 11.77, 117.7), not rounded again.
    auto ceilingFigure = [](const Ceiling &ceiling) {
        return ceiling.isValid() ? tr("%1 MB/s").arg(Ceilings::number(ceiling.mbPerSecond)) : tr("none known");
    };
    std::optional<Layer> layer;
    for (const Finding &f : a.findings)
        if (f.id == finding) {
            layer = f.layer;
            c.findingTitle = f.title;
        }
    c.shareBefore = a.shareMbPerSecond;
    c.shareAfter = b.shareMbPerSecond;
    c.rows << Row{tr("The share as the PC sees it"), figure(a.shareMbPerSecond), figure(b.shareMbPerSecond)};
    const Report::LayerRow *la = layer ? rowOf(a, layer) : nullptr;
    const Report::LayerRow *lb = layer ? rowOf(b, layer) : nullptr;
    if (la && lb && !(la->measured < 0 && lb->measured < 0)) {
        c.rows << Row{la->title, figure(la->measured), figure(lb->measured)};
        // Each run's own ceiling under its own column: a change of link or driver moves it.
        if (la->ceiling.isValid() || lb->ceiling.isValid())
            c.rows << Row{tr("Its ceiling"), ceilingFigure(la->ceiling), ceilingFigure(lb->ceiling)};
    }
    // The answers in the owner's terms the change moved (issue #39): "Play a 4K UHD Blu-ray remux:
    // No → Yes — 2 at once". Both reports list the same workloads in the same order;
    // the finding's row stays last.
    for (qsizetype i = 0; i < a.answers.size() && i < b.answers.size(); ++i) {
        const Answer &x = a.answers.at(i);
        const Answer &y = b.answers.at(i);
        if (x.id() == y.id() && !x.sameAs(y))
            c.rows << Row{x.workload.translatedTitle(), x.headline(), y.headline()};
    }
    c.wasThere = hasFinding(a, finding);
    c.stillThere = hasFinding(b, finding);
    c.rows << Row{tr("The finding"), c.wasThere ? tr("found") : tr("not found"),
                  c.stillThere ? tr("still found") : tr("gone")};

    // It helped only when the share is faster beyond the noise and the finding is gone: a faster
    // share with the finding still there is not this change's doing. The noise is the runs' own
    // spread where they repeated the share test (ShareChange::noiseBand).
    c.band = ShareChange::noiseBand(before, after);
    c.faster = ShareChange::direction(a.shareMbPerSecond, b.shareMbPerSecond, c.band) ==
               ShareChange::Direction::Faster;
    c.helped = c.faster && !c.stillThere;
    c.verdict = ShareChange::verdict(a.shareMbPerSecond, b.shareMbPerSecond, c.band, !c.stillThere);
    if (c.wasThere && !c.stillThere)
        c.verdict = tr("%1 %2", "two sentences in a row").arg(c.verdict, tr("The finding is gone."));
    else if (c.stillThere && !c.faster)
        c.verdict = tr("%1 %2", "two sentences in a row").arg(c.verdict, tr("The finding is still there."));
    c.remeasured = b.completeness.remeasureExplanation();
    return c;
}

QString BeforeAfter::toText(const QString &changeId, const QString &undoCommand) const
{
    QString t = tr("Change %1: %2").arg(changeId, findingTitle) + u'\n';
    t += QStringLiteral("  %1 | %2 | %3\n").arg(QString(), tr("Before"), tr("After"));
    for (const Row &r : rows)
        t += r.after.isNull() ? QStringLiteral("  %1 | %2\n").arg(r.name, r.before)
                              : QStringLiteral("  %1 | %2 | %3\n").arg(r.name, r.before, r.after);
    t += verdict + u'\n';
    if (!remeasured.isEmpty())
        t += remeasured + u'\n';
    if (!helped && !undoCommand.isEmpty())
        t += tr("It did not help: to take the change back, run %1").arg(undoCommand) + u'\n';
    return t;
}

QJsonObject BeforeAfter::toJson() const
{
    QJsonArray rowArray;
    for (const Row &r : rows) {
        QJsonObject o{{QStringLiteral("name"), r.name}, {QStringLiteral("before"), r.before}};
        if (!r.after.isNull())
            o.insert(QStringLiteral("after"), r.after);
        rowArray.append(o);
    }
    return QJsonObject{{QStringLiteral("finding"), finding},
                       {QStringLiteral("finding_title"), findingTitle},
                       {QStringLiteral("share_before"), figureValue(shareBefore)},
                       {QStringLiteral("share_after"), figureValue(shareAfter)},
                       {QStringLiteral("finding_before"), wasThere},
                       {QStringLiteral("finding_after"), stillThere},
                       {QStringLiteral("faster"), faster},
                       {QStringLiteral("helped"), helped},
                       {QStringLiteral("noise_band"), band},
                       {QStringLiteral("verdict"), verdict},
                       {QStringLiteral("remeasured"), remeasured},
                       {QStringLiteral("rows"), rowArray}};
}
