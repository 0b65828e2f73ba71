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

namespace {

QByteArray fileText(const QString &sectionText)
{
    // A section keeps the lines without the last line end; a file has one.
    return sectionText.isEmpty() ? QByteArray() : sectionText.toUtf8() + '\n';
}

bool smbOn(const QString &value)
{
    const QString x = value.trimmed().toLower();
    return x == u"yes" || x == u"true" || x == u"1" || x == u"on";
}

bool smb1Value(const QString &value)
{
    const QString u = value.trimmed().toUpper();
    return u == u"NT1" || u == u"LANMAN1" || u == u"LANMAN2" || u == u"CORE" || u == u"COREPLUS" || u == u"SMB1";
}

bool encrypting(const QString &value)
{
    const QString x = value.trimmed().toLower();
    return x == u"desired" || x == u"required" || x == u"mandatory" || x == u"force";
}

// The section the edit may touch: [global], and the PC's share when known (else every share).
bool inScope(const DiagnosisInput &in, const QString &section)
{
    return section == u"global" || in.clientShareName.isEmpty() ||
           section.compare(in.clientShareName, Qt::CaseInsensitive) == 0;
}

// A Samba parameter, as SmbConfGrammar::name() gives it to the predicates.
bool isParameter(const QString &name, const char *written)
{
    return name == SmbConfGrammar::name(QString::fromLatin1(written));
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

QMap<QString, FileEdit> Planner::filesOf(const Transcript &t)
{
    QMap<QString, FileEdit> out;
    auto add = [&](const QString &path, const QString &section, const QString &basedOn) {
        if (const SectionText s = t.readable(section)) {
            FileEdit e;
            e.path = path;
            e.before = e.after = fileText(*s.text);
            e.basedOn = basedOn;
            out.insert(path, e);
        }
    };
    add(exportsPath(), QStringLiteral("exports"), QStringLiteral("file"));
    add(fstabPath(), QStringLiteral("fstab"), QStringLiteral("file"));
    add(cpufrequtilsPath(), QStringLiteral("cpufrequtils"), QStringLiteral("file"));
    add(firmwareCmdlinePath(), QStringLiteral("firmware-cmdline"), QStringLiteral("file"));
    add(bootCmdlinePath(), QStringLiteral("boot-cmdline"), QStringLiteral("file"));
    // testparm prints Samba's normalised view (only non-default values): not the file. The parser
    // that reads the facts decides which it is.
    const SectionText smb = t.readable(QStringLiteral("smb-conf"));
    const bool testparm = smb && parseSmbConf(*smb.text).fromTestparm;
    add(smbConfPath(), QStringLiteral("smb-conf"), testparm ? QStringLiteral("testparm") : QStringLiteral("file"));
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

bool Planner::smbWithoutSyncAlways(FixPlan &p, const Finding &, const DiagnosisInput &in,
                                   const QMap<QString, FileEdit> &files, ConfRefusal *refusal)
{
    p.why = tr("Without \"sync always\" smbd no longer waits for the disk after every write.");
    p.risk = tr("If the Pi loses power, the last seconds of writes it already acknowledged can be lost.");
    return smbEdit(p, files, [&](const QString &section, const QString &key, const QString &value) {
        return isParameter(key, "sync always") && smbOn(value) && inScope(in, section);
    }, refusal);
}

bool Planner::smbWithoutSmb1Limit(FixPlan &p, const Finding &, const DiagnosisInput &,
                                  const QMap<QString, FileEdit> &files, ConfRefusal *refusal)
{
    p.why = tr("Without the limit Samba speaks SMB2 and SMB3, with larger reads and writes per request.");
    p.risk = tr("Very old clients that speak only SMB1 (Windows XP, old media players) can no longer connect.");
    return smbEdit(p, files, [](const QString &section, const QString &key, const QString &value) {
        return section == u"global" && isParameter(key, "server max protocol") && smb1Value(value);
    }, refusal);
}

bool Planner::smbWithoutEncryption(FixPlan &p, const Finding &, const DiagnosisInput &in,
                                   const QMap<QString, FileEdit> &files, ConfRefusal *refusal)
{
    p.why = tr("Without encryption and forced signing smbd no longer runs every byte through a cipher in "
               "software on this CPU.");
    p.risk = tr("Data on the network is no longer encrypted: only do this on a network you trust (your home "
                "LAN), never across the internet.");
    return smbEdit(p, files, [&](const QString &section, const QString &key, const QString &value) {
        if (isParameter(key, "server smb encrypt") && encrypting(value))
            return inScope(in, section);
        const QString v = value.trimmed().toLower();
        return section == u"global" && isParameter(key, "server signing") && (v == u"mandatory" || v == u"required");
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
        if (p.undo.isEmpty())
            p.undo = tr("The app keeps a copy of each file in /var/backups/pinas-doctor/CHANGE_ID on the Pi; "
                        "pinas-doctor fix --undo CHANGE_ID puts it back and reloads the service.");
        return p;
    }
    p = FixPlan();
    p.finding = finding.id;
    p.title = finding.title;
    p.kind = FixPlan::Kind::Guide;
    p.why = finding.fix;
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
