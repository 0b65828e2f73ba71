#include "core/report/comparison.h"

#include "core/diagnosis/answers.h"
#include "core/diagnosis/diagnosis.h"
#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/model/displaytext.h"
#include "core/model/factfields.h"
#include "core/model/factlabels.h"
#include "core/model/run.h"
#include "core/report/report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace {

// Flattens the facts JSON to "path" -> text, leaving out where-it-came-from lists.
void flatten(const QJsonValue &v, const QString &path, QMap<QString, QString> &out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == u"sources" || it.key() == u"disagreeing")
                continue;
            flatten(it.value(), path.isEmpty() ? it.key() : path + u'.' + it.key(), out);
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        bool scalars = true;
        for (const QJsonValue &e : a)
            scalars &= !e.isObject() && !e.isArray();
        if (scalars) {
            QStringList parts;
            for (const QJsonValue &e : a)
                parts << e.toVariant().toString();
            out.insert(path, parts.join(QStringLiteral(", ")));
            return;
        }
        for (int i = 0; i < a.size(); ++i)
            flatten(a.at(i), QStringLiteral("%1[%2]").arg(path, QString::number(i)), out);
    } else if (v.isBool()) {
        out.insert(path, v.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
    } else if (v.isDouble()) {
        out.insert(path, QString::number(v.toDouble(), 'g', 12));
    } else if (v.isString()) {
        out.insert(path, v.toString());
    }
}

// Facts that change from run to run on the same, unchanged Pi (process ids, a snapshot of the
// load, which commands answered, raw kernel-log lines): listing them would bury the real changes.
bool isVolatile(const QString &path)
{
    static const QStringList topLevel = {QStringLiteral("sections"), QStringLiteral("dmesg")};
    static const QStringList leaves = {QStringLiteral("pid"),
                                       QStringLiteral("source"),
                                       QStringLiteral("cpu_percent"),
                                       QStringLiteral("load1"),
                                       QStringLiteral("load5"),
                                       QStringLiteral("load15"),
                                       QStringLiteral("cpu_idle_percent"),
                                       QStringLiteral("cpu_iowait_percent"),
                                       QStringLiteral("cpu_softirq_percent"),
                                       QStringLiteral("cur_freq_khz"),
                                       QStringLiteral("mem_available_kb"),
                                       QStringLiteral("uptime_s"),
                                       // Counters since boot: two runs differ by whatever the
                                       // Pi did between them (the findings say when they matter).
                                       QStringLiteral("rx_errors"),
                                       QStringLiteral("tx_errors"),
                                       QStringLiteral("rx_dropped"),
                                       QStringLiteral("tx_dropped")};
    const QString top = path.section(u'.', 0, 0).section(u'[', 0, 0);
    const QString leaf = path.section(u'.', -1).section(u'[', 0, 0);
    return topLevel.contains(top) || leaves.contains(leaf);
}

// The running services as one sorted list of names: their order and pids mean nothing.
void addProcessNames(const QJsonObject &facts, QMap<QString, QString> &out)
{
    QStringList names;
    for (const QJsonValue &p : facts.value(QStringLiteral("processes")).toArray())
        names << p.toObject().value(QStringLiteral("name")).toString();
    names.sort();
    names.removeDuplicates();
    out.insert(QStringLiteral("processes"), names.join(QStringLiteral(", ")));
}

void fillChanges(Comparison::Row &r, const Comparison &c)
{
    r.changePercent.clear();
    const std::optional<double> base = Comparison::entry(r.numbers, c.baseline);
    for (int i = 0; i < r.numbers.size(); ++i) {
        const std::optional<double> &n = r.numbers.at(i);
        const bool cancelled = c.completeness.value(i) == Completeness::State::Cancelled;
        if (base && n && *base != 0 && !cancelled)
            r.changePercent.append(100 * (*n - *base) / *base);
        else
            r.changePercent.append(std::nullopt);
    }
}

bool allEqual(const QStringList &values)
{
    for (const QString &v : values)
        if (v != values.first())
            return false;
    return true;
}

// The object a flattened path's last array element names ("mounts[1]" of "mounts[1].fstype"), as
// a person knows it: its mount point, name, device or path; "" when the path holds no array.
QString itemName(const QJsonObject &facts, const QString &path)
{
    const QStringList parts = path.split(u'.');
    QJsonValue v = facts;
    QString name;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const QString &part = parts.at(i);
        const qsizetype open = part.indexOf(u'[');
        v = v.toObject().value(open < 0 ? part : part.left(open));
        if (open < 0)
            continue;
        v = v.toArray().at(part.mid(open + 1).chopped(1).toInt());
        for (const char *key : {"mountpoint", "mount_point", "name", "device", "path", "source"})
            if (const QString n = v.toObject().value(QLatin1String(key)).toString(); !n.isEmpty()) {
                name = n;
                break;
            }
    }
    return DisplayText::cut(DisplayText::singleLine(name), 60);
}

// A fact's row title in the Facts page's words ("File system (/mnt/nas)"); "" for a value the Facts
// page does not name (byte counters since boot, raw fields): not something a person compares.
QString factTitle(const QJsonObject &facts, const QString &key)
{
    const QString last = key.section(u'.', -1).section(u'[', 0, 0);
    const QString label = FactFields::label(last);
    if (label.isEmpty())
        return QString();
    const QString item = itemName(facts, key);
    return item.isEmpty() ? label : Comparison::tr("%1 (%2)", "a fact, then the disk, mount or interface it is of")
                                        .arg(label, item);
}

// A fact's value as the Facts page words it: yes/no for a flag, a dash where the run did not read it.
QString factValue(const QString &flat)
{
    if (flat == u"true" || flat == u"false")
        return FactLabels::yesNo(flat == u"true");
    return flat.isEmpty() ? QStringLiteral("–") : flat;
}

} // namespace

const Comparison::Row *Comparison::row(const QString &key) const
{
    for (const Row &r : rows)
        if (r.key == key)
            return &r;
    return nullptr;
}

QString Comparison::formatChange(std::optional<double> percent)
{
    if (!percent)
        return QString();
    const long v = std::lround(*percent);
    if (v > 0)
        return QStringLiteral("+%1 %").arg(v);
    if (v < 0)
        return QStringLiteral("−%1 %").arg(-v);
    return QStringLiteral("±0 %");
}

Comparison Comparison::build(QList<Run> runs)
{
    return build(runs, {});
}

Comparison Comparison::build(const QList<Run> &given, const QList<Report> &reports)
{
    Comparison c;
    c.locale = Report::reportLocale();
    // Oldest first: a change reads as "since then". Runs without a start time keep their place last.
    QList<qsizetype> order;
    for (qsizetype i = 0; i < given.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [&given](qsizetype i, qsizetype j) {
        const Run &a = given.at(i);
        const Run &b = given.at(j);
        if (a.started().isValid() != b.started().isValid())
            return a.started().isValid();
        return a.started().isValid() && a.started() < b.started();
    });
    const bool haveReports = reports.size() == given.size();
    QList<Run> runs;
    QList<Diagnosis> diagnoses;
    for (qsizetype i : std::as_const(order)) {
        const Run &run = given.at(i);
        runs << run;
        c.runLabels << (run.label().isEmpty() ? Report::dateTimeText(run.started(), c.locale) : DisplayText::line(run.label()));
        diagnoses.append(haveReports ? reports.at(i).diagnosis : Diagnosis::diagnose(run));
        c.completeness << diagnoses.last().completeness.state;
    }
    for (int i = int(c.completeness.size()) - 1; i >= 0; --i)
        if (c.completeness.at(i) != Completeness::State::Cancelled)
            c.baseline = i; // ends at the oldest one
    Row state;
    state.group = Row::Group::Verdict;
    state.key = QStringLiteral("completeness");
    state.title = tr("Run");
    for (Completeness::State s : c.completeness) {
        state.values << Completeness::title(s);
        state.numbers << std::nullopt;
    }
    fillChanges(state, c);
    for (Measurement::Kind kind : Measurement::allKinds()) {
        Row r;
        r.group = Row::Group::Measurement;
        r.key = Measurement::kindKey(kind);
        r.title = Measurement::kindTitle(kind);
        bool any = false;
        for (const Run &run : runs) {
            const double v = run.headlineMbPerSecond(kind);
            any |= v > 0;
            r.values << (v > 0 ? tr("%1 MB/s").arg(Figures::rate(v)) : tr("not measured"));
            r.numbers << (v > 0 ? std::optional<double>(v) : std::nullopt);
        }
        if (!any || allEqual(r.values))
            continue;
        fillChanges(r, c);
        c.rows.append(r);
    }
    c.rows.append(state);
    Row verdict;
    verdict.group = Row::Group::Verdict;
    verdict.key = QStringLiteral("bottleneck");
    verdict.title = tr("Bottleneck");
    for (const Diagnosis &d : diagnoses) {
        verdict.values << (d.completeness.isCancelled()       ? tr("no diagnosis (cancelled)")
                           : d.bottleneck.layer ? Layers::title(*d.bottleneck.layer)
                                                : tr("unknown"));
        verdict.numbers << std::nullopt;
    }
    fillChanges(verdict, c);
    c.rows.append(verdict);
    // The bottleneck's limit as each run's card and layer table give it: its ceiling, one place.
    Row limit;
    limit.group = Row::Group::Verdict;
    limit.key = QStringLiteral("bottleneck-ceiling");
    limit.title = tr("Its ceiling");
    bool anyLimit = false;
    for (const Diagnosis &d : diagnoses) {
        const Bottleneck &b = d.bottleneck;
        QString value = QStringLiteral("–"); // no bottleneck named, or no ceiling known for it
        if (!d.completeness.isCancelled() && b.layer && b.ceiling.isValid()) {
            value = tr("%1 MB/s").arg(Ceilings::number(b.ceiling.mbPerSecond));
            if (!b.ceilingSide.isEmpty())
                value = tr("%1 (%2)", "a figure, then whose limit it is").arg(value, b.ceilingSide);
            anyLimit = true;
        }
        limit.values << value;
        // Not a change in %: the bottleneck may be another layer in another run.
        limit.numbers << std::nullopt;
    }
    fillChanges(limit, c);
    if (anyLimit)
        c.rows.append(limit);
    // Each answer in the owner's terms per run (issue #39), where the runs' answers differ.
    QList<QList<Answer>> answers;
    for (const Diagnosis &d : diagnoses)
        answers.append(Answers::of(d));
    for (qsizetype w = 0; !answers.isEmpty() && w < answers.first().size(); ++w) {
        Row r;
        r.group = Row::Group::Verdict;
        r.key = QStringLiteral("answer:") + answers.first().at(w).id();
        r.title = answers.first().at(w).workload.translatedTitle();
        bool differ = false;
        for (const QList<Answer> &list : std::as_const(answers)) {
            r.values << list.at(w).headline();
            r.numbers << std::nullopt;
            differ |= !list.at(w).sameAs(answers.first().at(w));
        }
        if (!differ)
            continue;
        fillChanges(r, c);
        c.rows.append(r);
    }

    QList<QMap<QString, QString>> facts;
    QList<QJsonObject> factsJson;
    QStringList keys;
    for (const Diagnosis &d : diagnoses) {
        QMap<QString, QString> flat;
        const QJsonObject json = d.input.facts.toJson();
        factsJson.append(json);
        flatten(json, QString(), flat);
        flat.removeIf(
            [](const auto &it) { return isVolatile(it.key()) || it.key().startsWith(u"processes["); });
        addProcessNames(json, flat);
        for (auto it = flat.cbegin(); it != flat.cend(); ++it)
            if (!keys.contains(it.key()))
                keys << it.key();
        facts.append(flat);
    }
    for (const QString &key : keys) {
        Row r;
        r.group = Row::Group::Fact;
        r.key = key;
        // Named after the first run that has the fact (a mount's point, an interface's name).
        for (qsizetype i = 0; i < facts.size() && r.title.isEmpty(); ++i)
            if (facts.at(i).contains(key))
                r.title = key == u"processes" ? Comparison::tr("Running services") : factTitle(factsJson.at(i), key);
        if (r.title.isEmpty())
            continue;
        bool numeric = true;
        for (const QMap<QString, QString> &f : facts) {
            const QString v = f.value(key);
            r.values << factValue(v);
            bool ok = false;
            const double n = v.toDouble(&ok);
            numeric &= ok;
            r.numbers << (ok ? std::optional<double>(n) : std::nullopt);
        }
        if (allEqual(r.values))
            continue;
        if (!numeric)
            for (auto &n : r.numbers)
                n = std::nullopt;
        fillChanges(r, c);
        c.rows.append(r);
    }
    return c;
}

QString Comparison::toHtml() const
{
    QString h = QStringLiteral("<html><head><meta charset=\"utf-8\"></head><body><h1>%1</h1>")
                    .arg(tr("Comparison of runs").toHtmlEscaped());
    h += QStringLiteral("<p>%1</p>")
             .arg(tr("Only what differs is listed; changes are against the oldest run that was not cancelled.").toHtmlEscaped());
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th></th>");
    for (int i = 0; i < runLabels.size(); ++i)
        h += QStringLiteral("<th>%1</th>").arg(runLabels.at(i).toHtmlEscaped()) +
             (i != baseline ? QStringLiteral("<th>%1</th>").arg(tr("Change").toHtmlEscaped()) : QString());
    h += QStringLiteral("</tr>");
    for (const Row &r : rows) {
        h += QStringLiteral("<tr><td>%1</td>").arg(r.title.toHtmlEscaped());
        for (int i = 0; i < r.values.size(); ++i) {
            h += QStringLiteral("<td>%1</td>").arg(r.values.at(i).toHtmlEscaped());
            if (i != baseline)
                h += QStringLiteral("<td align=\"right\">%1</td>")
                         .arg(formatChange(Comparison::entry(r.changePercent, i)).toHtmlEscaped());
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table></body></html>");
}

QString Comparison::toText() const
{
    QString s = tr("Comparison of runs") + u'\n' +
                tr("Only what differs is listed; changes are against the oldest run that was not cancelled.") + u'\n';
    s += QStringLiteral("  ") + runLabels.join(QStringLiteral(" | ")) + u'\n';
    for (const Row &r : rows) {
        QStringList cells;
        for (int i = 0; i < r.values.size(); ++i) {
            const QString change = i != baseline ? formatChange(Comparison::entry(r.changePercent, i)) : QString();
            cells << (change.isEmpty() ? r.values.at(i)
                                       : QStringLiteral("%1 (%2)").arg(r.values.at(i), change));
        }
        s += QStringLiteral("  %1: %2\n").arg(r.title, cells.join(QStringLiteral(" | ")));
    }
    return s;
}

QJsonObject Comparison::toJson() const
{
    QJsonArray rowsJson;
    for (const Row &r : rows) {
        QJsonArray changes;
        for (const auto &c : r.changePercent)
            changes.append(c ? QJsonValue(*c) : QJsonValue());
        const QString group = r.group == Row::Group::Measurement ? QStringLiteral("measurement")
                              : r.group == Row::Group::Verdict   ? QStringLiteral("verdict")
                                                                 : QStringLiteral("fact");
        rowsJson.append(QJsonObject{{QStringLiteral("group"), group},
                                    {QStringLiteral("key"), r.key},
                                    {QStringLiteral("title"), r.title},
                                    {QStringLiteral("values"), QJsonArray::fromStringList(r.values)},
                                    {QStringLiteral("change_percent"), changes}});
    }
    QJsonArray states;
    for (Completeness::State s : completeness)
        states.append(Completeness::key(s));
    return QJsonObject{{QStringLiteral("runs"), QJsonArray::fromStringList(runLabels)},
                       {QStringLiteral("completeness"), states},
                       {QStringLiteral("baseline"), baseline},
                       {QStringLiteral("rows"), rowsJson}};
}
