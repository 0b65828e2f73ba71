#include "core/treatment/planner.h"

#include "core/diagnosis/diagnosis.h"
#include "core/findings/catalogue.h"
#include "core/model/run.h"
#include "core/probe/smbconfgrammar.h"
#include "core/probe/smbconfparser.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "core/treatment/changerecipe.h"
#include "core/treatment/confedits.h"
#include "core/treatment/confproofs.h"

#include <QSet>

namespace {

QByteArray fileText(const QString &sectionText)
{
    // A section keeps the lines without the last line end; a file has one.
    return sectionText.isEmpty() ? QByteArray() : sectionText.toUtf8() + '\n';
}

bool smbEdit(FixPlan &p, const QMap<QString, FileEdit> &files, const ConfEdits::SmbLinePredicate &drop,
             ConfRefusal *refusal)
{
    if (!files.contains(Planner::smbConfPath()))
        return false;
    FileEdit e = files.value(Planner::smbConfPath());
    const ConfEdits::SmbEdit edit = ConfEdits::smbConfWithout(e.before, drop);
    *refusal = edit.refusal;
    refusal->file = e.path;
    if (!edit.refusal.isNone() || edit.after == e.before)
        return false;
    e.after = edit.after;
    ChangeRecipe::samba(p, e.path, int(p.files.size()), edit.changed);
    p.files << e;
    return true;
}

} // namespace

QStringList Planner::applicableIds()
{
    return Catalogue::applicableIds();
}

QString Planner::defaultUndo()
{
    return tr("The app keeps a copy of each file in /var/backups/pinas-doctor/CHANGE_ID on the Pi; "
              "pinas-doctor fix --undo CHANGE_ID puts it back and reloads the service.");
}

QMap<QString, FileEdit> Planner::filesOf(const Transcript &t)
{
    QMap<QString, FileEdit> out;
    auto add = [&](const QString &path, ProbeSection section, const QString &basedOn) {
        if (const SectionText s = t.readable(section)) {
            FileEdit e;
            e.path = path;
            e.before = e.after = fileText(*s.text);
            e.basedOn = basedOn;
            out.insert(path, e);
        }
    };
    add(exportsPath(), ProbeSection::Exports, QStringLiteral("file"));
    add(fstabPath(), ProbeSection::Fstab, QStringLiteral("file"));
    add(cpufrequtilsPath(), ProbeSection::Cpufrequtils, QStringLiteral("file"));
    add(firmwareCmdlinePath(), ProbeSection::FirmwareCmdline, QStringLiteral("file"));
    add(bootCmdlinePath(), ProbeSection::BootCmdline, QStringLiteral("file"));
    // testparm prints Samba's normalised view (only non-default values): not the file. The parser
    // that reads the facts decides which it is.
    const SectionText smb = t.readable(ProbeSection::SmbConf);
    const bool testparm = smb && parseSmbConf(*smb.text).fromTestparm;
    add(smbConfPath(), ProbeSection::SmbConf, testparm ? QStringLiteral("testparm") : QStringLiteral("file"));
    return out;
}

QList<FixPlan> Planner::plansFor(const Run &run)
{
    const Diagnosis d = Diagnosis::diagnose(run);
    const QMap<QString, FileEdit> files = filesOf(TextFacts::transcript(run.transcript()));
    QList<FixPlan> out;
    for (const Finding &f : d.findings)
        out << planFor(f, d.input, files);
    return out;
}

bool Planner::nfsAsync(FixPlan &p, const Finding &, const DiagnosisInput &, const QMap<QString, FileEdit> &files,
                       ConfRefusal *refusal)
{
    if (!files.contains(exportsPath()))
        return false;
    FileEdit e = files.value(exportsPath());
    e.after = ConfEdits::exportsWithAsync(e.before);
    if (e.after != e.before)
        *refusal = ConfProofs::exportsProof(e.before, e.after);
    refusal->file = e.path;
    if (e.after == e.before || !refusal->isNone())
        return false;
    p.files << e;
    ChangeRecipe::nfs(p);
    p.why = tr("With \"async\" the Pi answers a write once it has the data, instead of once the disk has "
               "it: the share can write at the disk's or the network's speed.");
    p.risk = tr("If the Pi loses power, the last seconds of writes it already acknowledged can be lost.");
    return true;
}

bool Planner::smbWithoutSettings(FixPlan &p, const Finding &finding, const DiagnosisInput &,
                                 const QMap<QString, FileEdit> &files, ConfRefusal *refusal)
{
    // Exactly the settings the rule holds responsible (its evidence), as Samba names them.
    QSet<QString> drop;
    for (const ConfSetting &s : finding.settings)
        if (s.file == smbConfPath())
            drop.insert(SmbConfGrammar::settingKey(s.section, SmbConfGrammar::name(s.parameter)));
    if (drop.isEmpty())
        return false;
    return smbEdit(p, files, [&](const QString &section, const QString &key, const QString &) {
        return drop.contains(SmbConfGrammar::settingKey(section, key));
    }, refusal);
}

FixPlan Planner::planFor(const Finding &finding, const DiagnosisInput &in, const QMap<QString, FileEdit> &files)
{
    FixPlan p;
    p.finding = finding.id;
    p.title = finding.title;
    p.kind = FixPlan::Kind::Apply;
    ConfRefusal refusal; // why a change the app could make is not made: it cannot prove its effect
    const FindingEntry *entry = Catalogue::find(finding.id);
    const bool made = entry && entry->apply && entry->apply->plan(p, finding, in, files, &refusal);
    if (made) {
        // The entry's own words, for a kind of change that serves several findings.
        if (entry->applyWhy)
            p.why = tr(entry->applyWhy);
        if (entry->applyRisk)
            p.risk = tr(entry->applyRisk);
        if (p.undo.isEmpty())
            p.undo = defaultUndo();
        return p;
    }
    p = FixPlan();
    p.finding = finding.id;
    p.title = finding.title;
    p.kind = FixPlan::Kind::Guide;
    // The reason is what this run saw (the finding's evidence); the fix itself is in the steps.
    p.why = finding.evidence.isEmpty() ? finding.fix : finding.evidence;
    if (entry && entry->guide)
        entry->guide(p, finding, in, files);
    else
        p.steps << finding.fix;
    p.steps << tr("Run the diagnosis again and compare both runs in History.");
    if (!refusal.isNone()) {
        p.refused = refusalText(refusal);
        p.steps.prepend(p.refused);
    }
    return p;
}
