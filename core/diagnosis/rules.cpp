#include "core/diagnosis/rule.h"

#include "core/diagnosis/figures.h"
#include "core/findings/catalogue.h"
#include "core/knowledge/ceilings.h"

#include <algorithm>

double RuleContext::limitWithout(std::initializer_list<Layer> fixed) const
{
    auto skipped = [&](Layer l) { return std::find(fixed.begin(), fixed.end(), l) != fixed.end(); };
    double best = -1;
    auto take = [&](double v) {
        if (v > 0 && (best < 0 || v < best))
            best = v;
    };
    for (Layer l : {Layer::Network, Layer::Usb, Layer::Storage, Layer::Filesystem})
        if (!skipped(l))
            take(ceilings.forLayer(l).mbPerSecond);
    // The Pi-side dd crosses both the USB link and the disk.
    if (!skipped(Layer::Storage) && !skipped(Layer::Usb))
        take(in.piDiskFigure());
    if (!skipped(Layer::Network))
        take(in.networkFigure());
    return best;
}

double RuleContext::gainTo(double reachable, double current) const
{
    if (current < 0)
        current = in.shareFigure();
    if (reachable <= 0 || current < 0)
        return 0;
    return std::max(0.0, reachable - current);
}

QString Rules::mb(double value)
{
    return Ceilings::number(value);
}

QString Rules::percent(double value)
{
    return Figures::percent(value);
}

QString Rules::rate(double value)
{
    return Figures::rate(value);
}

const QList<Rule> &Rules::all()
{
    static const QList<Rule> table = [] {
        QList<Rule> t;
        for (const FindingEntry &e : Catalogue::all())
            t += Rule{e.id.data(), e.rule};
        return t;
    }();
    return table;
}

const Rule *Rules::find(const QString &id)
{
    for (const Rule &r : all())
        if (QLatin1String(r.id) == id)
            return &r;
    return nullptr;
}

QList<Finding> Rules::evaluate(const DiagnosisInput &in, const LayerCeilings &ceilings)
{
    const RuleContext context{in, ceilings};
    QList<Finding> findings;
    for (const Rule &r : all())
        if (std::optional<Finding> f = r.check(context)) {
            f->id = QLatin1String(r.id);
            findings.append(*f);
        }
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        if (qAbs(a.gainMbPerSecond - b.gainMbPerSecond) > 0.5)
            return a.gainMbPerSecond > b.gainMbPerSecond;
        return a.severity > b.severity;
    });
    return findings;
}
