// The parts of a Report that only the forum post and the CSV read (appVersion … rawOutputs), and
// the report for sharing: taken from the run once, when the report is built, so that no renderer
// parses the transcript or diagnoses the run again.
#include "core/report/report.h"

#include "core/model/run.h"
#include "core/model/runrecords.h"
#include "core/probe/systemparsers.h"
#include "core/probe/transcript.h"
#include "core/report/redaction.h"

#include <QSysInfo>

#include <algorithm>

// The raw outputs a helper on a forum asks for first.
const QList<ProbeSection> Report::kRawSections{ProbeSection::Model, ProbeSection::Throttled,
                                               ProbeSection::LsusbTree, ProbeSection::Ethtool};

namespace {

QStringList privateWordsOf(const Run &run, const QString &piHost, const Diagnosis &diagnosis)
{
    QStringList words;
    const RunProfile p = RunProfile::of(run);
    words << p.host.trimmed() << p.user.trimmed();
    words << piHost;
    words << diagnosis.input.facts.board.hostname.valueOr(QString());
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

} // namespace

void Report::takeSharingParts(const Run &run)
{
    appVersion = run.appVersion();
    label = run.label();
    const Transcript t = Transcript::parse(run.transcript());
    if (const TranscriptSection *s = t.section(ProbeSection::Uname))
        piHost = unameHostName(s->text);
    privateWords = privateWordsOf(run, piHost, diagnosis);
    for (const ProbeSection raw : kRawSections)
        for (const TranscriptSection *s : t.sectionsWithPrefix(ProbeSections::id(raw)))
            if (s->succeeded())
                rawOutputs.append({s->id, s->text.trimmed()});
}

Report Report::forSharing(const Run &run, const Report &built)
{
    Report r = build(Redaction::of(run, QSysInfo::machineHostName()).run());
    r.privateWords = built.privateWords;
    r.forSharingCopy = true;
    return r;
}

Report Report::forSharing(const Run &run)
{
    return forSharing(run, build(run));
}
