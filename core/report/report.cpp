#include "core/report/report.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"
#include "core/model/displaytext.h"
#include "core/model/run.h"
#include "core/model/runrecords.h"

#include <QJsonArray>

#include <algorithm>

namespace {

// The bottleneck's ceiling as the card and the summary name it, with whose half of the link it is
// when the PC's and the Pi's differ: "11.1 of 11.77 MB/s — 94 % (the Pi's link)".
QString withSide(const Bottleneck &b, const QString &text)
{
    return b.ceilingSide.isEmpty() ? text
                                   : Report::tr("%1 (%2)", "a figure, then whose limit it is").arg(text, b.ceilingSide);
}

// "its 11.77 MB/s limit" / "the 11.77 MB/s limit of the Pi's link".
QString itsLimit(const Bottleneck &b)
{
    return b.ceilingSide.isEmpty()
               ? Report::tr("its %1 MB/s limit").arg(Ceilings::number(b.ceiling.mbPerSecond))
               : Report::tr("the %1 MB/s limit of %2").arg(Ceilings::number(b.ceiling.mbPerSecond), b.ceilingSide);
}

// The bottleneck in one sentence: named from a measured share figure, or "likely" from the lowest
// limit known — then saying whether that limit was measured or comes from the facts. The limit a
// sentence names is the layer's ceiling (Bottleneck::ceiling), the figure the layer table shows.
QString bottleneckSentence(const Diagnosis &d)
{
    const Bottleneck &b = d.bottleneck;
    if (!b.layer)
        return Report::tr("The bottleneck could not be named from this run.");
    if (b.fromMeasurement && b.percentOfLimit() >= 99.9) {
        // The limit is the share figure itself (a saturated process): the reason says it all.
        return Figures::join(Report::tr("The bottleneck is %1.").arg(Layers::title(*b.layer)), b.reason);
    }
    if (b.fromMeasurement && b.ceilingExplains() && b.percentOfCeiling() >= 99.9)
        return Report::tr("The bottleneck is %1: the share reached %2 MB/s, at %3.")
            .arg(Layers::title(*b.layer), Figures::rate(b.shareMbPerSecond), itsLimit(b));
    if (b.fromMeasurement && b.ceilingExplains())
        return Report::tr("The bottleneck is %1: the share reached %2 MB/s, %3 % of %4.")
            .arg(Layers::title(*b.layer), Figures::rate(b.shareMbPerSecond), Figures::percent(b.percentOfCeiling()),
                 itsLimit(b));
    // No ceiling known for the layer, or one far above the share: its own measurement judged it,
    // and the reason says which, as a measurement.
    if (b.fromMeasurement)
        return Figures::join(Report::tr("The bottleneck is %1.").arg(Layers::title(*b.layer)), b.reason);
    if (b.limitMeasured)
        return Report::tr("The likely bottleneck is %1, at about %2 MB/s (measured on this run; the share itself "
                          "was not measured).")
            .arg(Layers::title(*b.layer), Figures::rate(b.limitMbPerSecond));
    if (d.completeness.state == Completeness::State::FactsOnly)
        return Report::tr("The likely bottleneck is %1, at about %2 MB/s (from the facts; nothing was measured).")
            .arg(withSide(b, Layers::title(*b.layer)), Ceilings::number(b.limitMbPerSecond));
    return Report::tr("The likely bottleneck is %1, at about %2 MB/s (from the facts; the share was not measured).")
        .arg(withSide(b, Layers::title(*b.layer)), Ceilings::number(b.limitMbPerSecond));
}

// The verdict without its fix: what failed (said once), the bottleneck, the problem behind it.
QString verdictTextOf(const Diagnosis &d)
{
    if (d.completeness.isCancelled())
        return d.completeness.explanation();
    QString text;
    // A failed step is the headline: what failed and why, once, and what to do.
    // A re-measure after a change says so first: which steps ran, which layers it leaves unjudged.
    if (d.completeness.state == Completeness::State::Partial || d.completeness.isRemeasure())
        text = d.completeness.explanation();
    text = Figures::join(text, bottleneckSentence(d));
    if (const Finding *main = d.mainFinding()) {
        QString title = main->title;
        while (title.endsWith(u'.'))
            title.chop(1);
        text = Figures::join(text, Report::tr("Main problem: %1.").arg(title));
    }
    return text;
}

} // namespace

QString Report::LayerRow::ceilingSource() const
{
    return ceiling.isValid() ? Figures::join(ceiling.explanation(), ceilingNote) : QString();
}

QString Report::fixSentence(const Finding &finding)
{
    return tr("The fix that matters most: %1 Expected gain: %2.").arg(finding.fix, finding.expected);
}

namespace {

QString verdictHeadlineOf(const Diagnosis &d)
{
    if (d.completeness.isCancelled())
        return Report::tr("Cancelled — no diagnosis");
    if (!d.bottleneck.layer)
        return Report::tr("Bottleneck not named");
    return Layers::title(*d.bottleneck.layer);
}

QString verdictFigureOf(const Diagnosis &d)
{
    const Bottleneck &b = d.bottleneck;
    if (!b.layer)
        return QString();
    // The share against the layer's ceiling, the figure the layer table shows beside it.
    const bool saturated = b.percentOfLimit() >= 99.9;
    if (b.fromMeasurement && !saturated && b.ceilingExplains() && b.percentOfCeiling() >= 99.9)
        return withSide(b, Report::tr("%1 MB/s — at the %2 MB/s limit")
                                    .arg(Figures::rate(b.shareMbPerSecond), Ceilings::number(b.ceiling.mbPerSecond)));
    if (b.fromMeasurement && !saturated && b.ceilingExplains())
        return withSide(b, Report::tr("%1 of %2 MB/s — %3 %")
                                    .arg(Figures::rate(b.shareMbPerSecond), Ceilings::number(b.ceiling.mbPerSecond),
                                         Figures::percent(b.percentOfCeiling())));
    // The layer's own test judged it: that figure, the layer table's "Measured", said as one.
    if (b.fromMeasurement && !saturated && b.limitMeasured && b.percentOfLimit() > 0)
        return Report::tr("%1 of %2 MB/s measured — %3 %")
            .arg(Figures::rate(b.shareMbPerSecond), Figures::rate(b.limitMbPerSecond),
                 Figures::percent(b.percentOfLimit()));
    if (b.fromMeasurement)
        return Report::tr("%1 MB/s through the share").arg(Figures::rate(b.shareMbPerSecond));
    if (b.limitMbPerSecond > 0 && b.limitMeasured)
        return Report::tr("%1 MB/s measured (the share was not measured)").arg(Figures::rate(b.limitMbPerSecond));
    if (b.limitMbPerSecond > 0)
        return withSide(b, Report::tr("about %1 MB/s at most (from the facts)").arg(Ceilings::number(b.limitMbPerSecond)));
    return QString();
}

QList<Report::LayerRow> layerRows(const Diagnosis &d)
{
    const DiagnosisInput &in = d.input;
    const double disk = in.piDiskFigure();
    const double share = in.shareFigure();
    QList<Report::LayerRow> rows;
    auto add = [&](std::optional<Layer> l, double measured, const QString &by) {
        Report::LayerRow r;
        r.layer = l;
        r.title = l ? Layers::title(*l) : Report::tr("Share, end to end");
        r.measured = measured;
        r.measuredBy = measured > 0 ? by : QString();
        r.ceiling = l ? d.ceilings.forLayer(*l) : Ceiling();
        r.ceilingAssumed = Bottleneck::isAssumed(r.ceiling);
        r.ceilingNote = l ? d.ceilings.noteFor(*l, measured) : QString();
        r.bottleneck = l && d.bottleneck.layer == l;
        rows.append(r);
    };
    add(Layer::Storage, disk, Report::tr("dd on the Pi"));
    // Only a disk on USB has a USB layer the Pi's dd crosses (not virtio, SATA on PCIe or NVMe).
    add(Layer::Usb, in.share.onUsb() ? disk : -1, Report::tr("dd on the Pi"));
    add(Layer::Filesystem, in.share.fuse ? share : -1, Report::tr("through the share"));
    add(Layer::Network, in.networkFigure(), Report::tr("raw TCP"));
    // No test measures the server's CPU in MB/s: it gets the share's figure only when it is what
    // held the share back; otherwise the row stays empty rather than repeat the end-to-end figure.
    add(Layer::ServerCpu, d.bottleneck.layer == Layer::ServerCpu ? share : -1,
        Report::tr("through the share"));
    if (d.bottleneck.layer == Layer::Client)
        add(Layer::Client, share, Report::tr("through the share"));
    if (share > 0)
        add(std::nullopt, share, Report::tr("through the share"));
    return rows;
}

QString orUnknown(const QString &s)
{
    return s.isEmpty() ? Report::tr("unknown") : s;
}

QList<Report::FactRow> factRows(const Diagnosis &d)
{
    const DiagnosisInput &in = d.input;
    const Facts &f = in.facts;
    QList<Report::FactRow> rows;
    QString board = f.board.modelName.valueOr(f.board.model.valueOr(in.board ? in.board->name : QString()));
    if (board.isEmpty())
        board = f.board.product.valueOr(QString());
    rows.append({Report::tr("Board"), orUnknown(board)});
    if (f.board.revisionCode.isKnown())
        rows.append({Report::tr("Revision code"), f.board.revisionCode.value()});
    if (const NetInterface *n = in.nic()) {
        QStringList parts;
        parts << n->name;
        if (!in.nicDriver().isEmpty())
            parts << in.nicDriver();
        if (n->speedMbps.isKnown())
            parts << Report::tr("%1 Mb/s").arg(n->speedMbps.value());
        if (n->duplex.isKnown())
            parts << Report::tr("%1 duplex").arg(n->duplex.value());
        if (in.nicOnUsb())
            parts << Report::tr("on USB");
        if (in.nicIsWireless())
            parts << Report::tr("Wi-Fi");
        rows.append({Report::tr("Network interface"), parts.join(QStringLiteral(", "))});
    }
    if (in.share.found) {
        QStringList parts;
        if (!in.share.device.isEmpty())
            parts << in.share.device;
        if (in.share.usbSpeedMbps > 0)
            parts << Report::tr("USB %1M").arg(in.share.usbSpeedMbps);
        if (!in.share.usbDriver.isEmpty())
            parts << in.share.usbDriver;
        if (in.share.sdCard)
            parts << Report::tr("SD card");
        if (!in.share.fstype.isEmpty())
            parts << (in.share.fuse && !in.share.fuseDriver.isEmpty()
                          ? QStringLiteral("%1 (%2)").arg(in.share.fstype, in.share.fuseDriver)
                          : in.share.fstype);
        if (!in.share.mountPoint.isEmpty())
            parts << in.share.mountPoint;
        rows.append({Report::tr("Disk behind the share"), parts.join(QStringLiteral(", "))});
    }
    if (in.nicSharesUsbBusWithDisk())
        rows.append({Report::tr("Shared USB 2.0 bus"), Report::tr("the network interface and the disk")});
    // This PC's half of the path (run file "pc"): the interface the route to the Pi takes.
    const PcFacts &pc = in.pc;
    QStringList pcParts;
    if (!pc.interface.isEmpty())
        pcParts << pc.interface;
    if (pc.wireless.value_or(false))
        pcParts << Report::tr("Wi-Fi");
    if (pc.wifiBitrateMbps)
        pcParts << Report::tr("%1 Mb/s").arg(QString::number(*pc.wifiBitrateMbps, 'f', 1));
    else if (pc.linkMbps)
        pcParts << Report::tr("%1 Mb/s").arg(*pc.linkMbps);
    if (!pc.duplex.isEmpty())
        pcParts << Report::tr("%1 duplex").arg(pc.duplex);
    if (pc.shaperIsTheLimit())
        pcParts << Report::tr("limited to %1 Mb/s by a traffic shaper (%2)")
                       .arg(QString::number(qRound(*pc.shaperMbps)), pc.shaper);
    if (!pc.smbDialect.isEmpty())
        pcParts << Report::tr("SMB %1").arg(pc.smbDialect);
    if (pc.smbSigningRequired.value_or(false))
        pcParts << Report::tr("SMB signing required");
    // The share's mount as this PC made it: its block sizes (names and values as the OS prints them).
    for (const QString &o : in.clientMountOptions.split(u',', Qt::SkipEmptyParts))
        if (o.startsWith(u"rsize=") || o.startsWith(u"wsize="))
            pcParts << o.left(40);
    if (pcParts.isEmpty() && !pc.notes.isEmpty())
        pcParts << pc.notes.first();
    if (!pcParts.isEmpty())
        rows.append({Report::tr("This PC"), pcParts.join(QStringLiteral(", "))});
    if (f.power.bits.isKnown()) {
        const qint64 bits = f.power.bits.value();
        const QString hex = QStringLiteral("0x%1").arg(bits, 0, 16);
        rows.append({Report::tr("Power and heat (get_throttled)"),
                     bits == 0 ? Report::tr("%1: no under-voltage or throttling since boot").arg(hex)
                               : Report::tr("%1: under-voltage or throttling was flagged (see the findings)").arg(hex)});
    }
    if (f.system.governor.isKnown())
        rows.append({Report::tr("CPU governor"), f.system.governor.value()});
    QStringList servers;
    // Set up is not running: a smb.conf without smbd serves nothing.
    if (in.runsSamba())
        servers << QStringLiteral("Samba");
    else if (in.isSambaServer())
        servers << Report::tr("Samba (set up, no smbd seen running)");
    if (in.runsNfsServer())
        servers << QStringLiteral("NFS");
    else if (in.isNfsServer())
        servers << Report::tr("NFS (exports set up, no nfsd seen running)");
    if (!servers.isEmpty())
        rows.append({Report::tr("File server"), servers.join(QStringLiteral(", "))});
    return rows;
}

} // namespace

QList<Report::MeasurementRow> Report::measurementRows(const QList<Measurement> &measurements,
                                                      const QList<RunStep> &steps)
{
    QList<MeasurementRow> rows;
    for (Measurement m : measurements) {
        if (!m.hasFigures() && !m.raw().isEmpty())
            m.applyRaw();
        MeasurementRow r;
        r.kind = m.kindKey();
        r.title = Measurement::kindTitle(m.kind());
        if (r.title.isEmpty())
            r.title = r.kind;
        // A read whose cache bypass did not hold (e.g. under Wine) may have come from the PC's
        // memory: never shown as a disk or share figure without saying so.
        if (m.cacheSuspect())
            r.title += u' ' + tr("(may come from this PC's cache)");
        for (const RunStep &step : steps) {
            if (step.id == r.kind)
                r.stop = step.stop;
        }
        if (r.stop == TestStop::Cap)
            r.title += u' ' + tr("(still changing when its time limit ended it)");
        r.bytes = m.bytes();
        r.seconds = m.seconds();
        r.mbPerSecond = m.mbPerSecond();
        QStringList cpu;
        const QMap<QString, double> peaks = m.peakProcessCpu();
        for (auto it = peaks.cbegin(); it != peaks.cend(); ++it)
            cpu << QStringLiteral("%1 %2 %").arg(it.key(), Ceilings::number(it.value()));
        r.peakCpu = cpu.join(QStringLiteral(", "));
        r.error = m.error();
        r.method = m.method();
        r.peakProcessCpu = peaks;
        r.runError = m.error();
        rows.append(r);
    }
    return rows;
}

QLocale Report::reportLocale()
{
    return QLocale(tr("en", "the locale of this translation: its language code"));
}

QString Report::dateTimeText(const QDateTime &when, const QLocale &locale)
{
    if (!when.isValid())
        return QString();
    const QDateTime local = when.toLocalTime();
    return tr("%1 %2", "a date and time, then the time zone")
        .arg(locale.toString(local, QLocale::ShortFormat), local.timeZoneAbbreviation());
}

Report Report::build(const Run &run)
{
    Report r;
    r.diagnosis = Diagnosis::diagnose(run);
    r.title = tr("Pi NAS Doctor report");
    r.runLabel = DisplayText::line(run.label());
    r.started = run.started();
    r.locale = reportLocale();
    r.startedText = dateTimeText(r.started, r.locale);
    r.completeness = r.diagnosis.completeness;
    r.verdictHeadline = verdictHeadlineOf(r.diagnosis);
    r.verdictFigure = verdictFigureOf(r.diagnosis);
    r.verdictText = verdictTextOf(r.diagnosis);
    if (const Finding *main = r.mainFinding())
        r.verdictFix = fixSentence(*main);
    r.summary = Figures::join(r.verdictText, r.verdictFix);
    // The reason is said apart only where the verdict does not already say it: a named bottleneck's
    // sentence states the share against its limit (or carries the reason itself), so it is shown
    // only when no layer is named — then it says why not.
    const Bottleneck &bottleneck = r.diagnosis.bottleneck;
    if (!bottleneck.layer && !r.completeness.isCancelled() && !r.verdictText.contains(bottleneck.reason))
        r.bottleneckReason = bottleneck.reason;
    r.layers = layerRows(r.diagnosis);
    r.shareMbPerSecond = r.diagnosis.input.shareFigure();
    r.answers = Answers::of(r.diagnosis);
    // Lead with what the owner said the NAS is for (asked once, recorded in the run's profile).
    for (const QString &use : RunProfile::of(run).uses)
        if (Workload::kUses.contains(use) && !r.uses.contains(use))
            r.uses << use;
    std::stable_partition(r.answers.begin(), r.answers.end(),
                          [&r](const Answer &a) { return r.uses.contains(QLatin1String(a.workload.use)); });
    r.findings = r.diagnosis.findings;
    for (const ChangeRecord &c : RunRecords::changes(run)) {
        if (r.changes.size() >= Report::kMaxChanges)
            break;
        // Values from the file are data: one line each, so none can forge a line of the text report.
        auto field = [](const QString &value) { return DisplayText::line(value.left(200)); };
        if (field(c.id).isEmpty())
            continue;
        // The status and the time in the report's language; anything unknown is shown as written.
        ChangeRecord shown = c;
        shown.status = field(c.status);
        QString status = shown.status;
        if (shown.isApplied())
            status = Report::tr("applied");
        else if (!shown.undoneBy().isEmpty())
            status = Report::tr("undone by %1").arg(shown.undoneBy());
        const QDateTime when = QDateTime::fromString(c.when.left(200), Qt::ISODate);
        r.changes.append({field(c.id), field(c.finding),
                          when.isValid() ? dateTimeText(when, r.locale) : field(c.when), field(c.fromPc),
                          status});
    }
    r.facts = factRows(r.diagnosis);
    for (FactRow &row : r.facts)
        row.value = DisplayText::line(row.value);
    r.measurements = measurementRows(run.measurements(), run.steps());
    // Every error is said once: the summary already names a failed step's message, and the share
    // steps that lost one mount all carry the same one.
    QStringList said;
    for (MeasurementRow &m : r.measurements) {
        const QString error = m.error.simplified();
        if (error.isEmpty())
            continue;
        if (r.summary.contains(error) || said.contains(error))
            m.error = tr("Failed: the error is given above.");
        else
            said << error;
    }
    r.factsJson = r.diagnosis.input.facts.toJson();
    r.takeSharingParts(run);
    return r;
}
