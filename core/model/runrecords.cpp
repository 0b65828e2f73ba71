#include "core/model/runrecords.h"

#include "core/model/run.h"
#include "core/model/steps.h"

#include <QJsonArray>

namespace {

const QString kChanges = QStringLiteral("changes");
const QString kAfterChange = QStringLiteral("after_change");
const QString kStepsChosen = QStringLiteral("steps_chosen");
const QString kApplied = QStringLiteral("applied");
const QString kUndoneBy = QStringLiteral("undone by ");

} // namespace

ChangeRecord ChangeRecord::applied(const QString &id, const QString &finding, const QDateTime &when,
                                   const QString &fromPc)
{
    ChangeRecord c;
    c.id = id;
    c.finding = finding;
    c.when = when.toString(Qt::ISODate);
    c.fromPc = fromPc;
    c.status = kApplied;
    return c;
}

ChangeRecord ChangeRecord::fromJson(const QJsonObject &o)
{
    ChangeRecord c;
    c.id = o.value(QStringLiteral("id")).toString();
    c.finding = o.value(QStringLiteral("finding")).toString();
    c.when = o.value(QStringLiteral("when")).toString();
    c.fromPc = o.value(QStringLiteral("from_pc")).toString();
    c.status = o.value(QStringLiteral("status")).toString();
    c.json = o;
    return c;
}

QJsonObject ChangeRecord::toJson() const
{
    QJsonObject o = json;
    o.insert(QStringLiteral("id"), id);
    o.insert(QStringLiteral("finding"), finding);
    o.insert(QStringLiteral("when"), when);
    o.insert(QStringLiteral("from_pc"), fromPc);
    o.insert(QStringLiteral("status"), status);
    return o;
}

bool ChangeRecord::isApplied() const
{
    return status == kApplied;
}

QString ChangeRecord::undoneBy() const
{
    return status.startsWith(kUndoneBy) ? status.mid(kUndoneBy.size()) : QString();
}

void ChangeRecord::markUndoneBy(const QString &undoId)
{
    status = kUndoneBy + undoId;
}

std::optional<AfterChange> AfterChange::fromJson(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    AfterChange a;
    a.id = o.value(QStringLiteral("id")).toString();
    if (a.id.isEmpty())
        return std::nullopt;
    a.finding = o.value(QStringLiteral("finding")).toString();
    a.beforeRun = o.value(QStringLiteral("before_run")).toString();
    return a;
}

QJsonObject AfterChange::toJson() const
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("finding"), finding},
                       {QStringLiteral("before_run"), beforeRun}};
}

std::optional<RecordedPreflight> RecordedPreflight::fromJson(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    if (o.isEmpty())
        return std::nullopt;
    RecordedPreflight p;
    p.passed = o.value(QStringLiteral("passed")).toBool();
    p.shareOnPi = o.value(QStringLiteral("share_on_pi")).toString();
    p.sameStorage = o.value(QStringLiteral("same_storage")).toBool();
    if (o.value(QStringLiteral("tests_folder")).isString())
        p.testsFolder = o.value(QStringLiteral("tests_folder")).toString();
    for (const QJsonValue &problem : o.value(QStringLiteral("problems")).toArray())
        p.problems << problem.toString();
    p.note = o.value(QStringLiteral("note")).toString();
    return p;
}

QJsonObject RecordedPreflight::toJson() const
{
    QJsonObject o{{QStringLiteral("passed"), passed},
                  {QStringLiteral("share_on_pi"), shareOnPi},
                  {QStringLiteral("same_storage"), sameStorage},
                  {QStringLiteral("tests_folder"), testsFolder.value_or(QString())},
                  {QStringLiteral("problems"), QJsonArray::fromStringList(problems)}};
    if (!note.isEmpty())
        o.insert(QStringLiteral("note"), note);
    return o;
}

RunProfile RunProfile::of(const Run &run)
{
    const QJsonObject o = run.profile();
    RunProfile p;
    p.name = o.value(QStringLiteral("name")).toString();
    p.host = o.value(QStringLiteral("host")).toString();
    p.user = o.value(QStringLiteral("user")).toString();
    p.remoteDir = o.value(QStringLiteral("remote_dir")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("uses")).toArray())
        if (v.isString())
            p.uses << v.toString();
    p.preflight = RecordedPreflight::fromJson(o.value(Steps::idOf(StepInfo::Job::Preflight)));
    p.clientMount = o.value(QStringLiteral("client_mount")).toObject();
    return p;
}

QString RunProfile::testsFolder() const
{
    const QString folder = preflight ? preflight->testsFolder.value_or(remoteDir) : remoteDir;
    return folder.isEmpty() ? remoteDir : folder;
}

namespace RunRecords {

void setPreflight(Run &run, const RecordedPreflight &preflight)
{
    QJsonObject profile = run.profile();
    profile.insert(Steps::idOf(StepInfo::Job::Preflight), preflight.toJson());
    run.setProfile(profile);
}

bool setClientMountOnce(Run &run, const QJsonObject &mount)
{
    QJsonObject profile = run.profile();
    if (profile.contains(QStringLiteral("client_mount")))
        return false;
    profile.insert(QStringLiteral("client_mount"), mount);
    run.setProfile(profile);
    return true;
}

QList<ChangeRecord> changes(const Run &run)
{
    QList<ChangeRecord> out;
    for (const QJsonValue &v : run.extra().value(kChanges).toArray())
        out.append(ChangeRecord::fromJson(v.toObject()));
    return out;
}

void setChanges(Run &run, const QList<ChangeRecord> &changes)
{
    QJsonArray a;
    for (const ChangeRecord &c : changes)
        a.append(c.toJson());
    run.setExtraValue(kChanges, a);
}

std::optional<ChangeRecord> change(const Run &run, const QString &id)
{
    for (const ChangeRecord &c : changes(run))
        if (c.id == id)
            return c;
    return std::nullopt;
}

void recordApplied(QList<ChangeRecord> &changes, const ChangeRecord &change)
{
    for (ChangeRecord &c : changes)
        if (c.id == change.id) {
            c = change;
            return;
        }
    changes.append(change);
}

bool recordUndone(QList<ChangeRecord> &changes, const QString &changeId, const QString &undoId)
{
    bool found = false;
    for (ChangeRecord &c : changes)
        if (c.id == changeId) {
            c.markUndoneBy(undoId);
            found = true;
        }
    return found;
}

void recordApplied(Run &run, const ChangeRecord &change)
{
    QList<ChangeRecord> list = changes(run);
    recordApplied(list, change);
    setChanges(run, list);
}

bool recordUndone(Run &run, const QString &changeId, const QString &undoId)
{
    QList<ChangeRecord> list = changes(run);
    if (!recordUndone(list, changeId, undoId))
        return false;
    setChanges(run, list);
    return true;
}

std::optional<AfterChange> afterChange(const Run &run)
{
    return AfterChange::fromJson(run.extra().value(kAfterChange));
}

void setAfterChange(Run &run, const AfterChange &after)
{
    run.setExtraValue(kAfterChange, after.toJson());
}

QStringList stepsChosen(const Run &run)
{
    QStringList out;
    for (const QJsonValue &v : run.extra().value(kStepsChosen).toArray())
        if (v.isString())
            out << v.toString();
    return out;
}

void setStepsChosen(Run &run, const QStringList &stepIds)
{
    run.setExtraValue(kStepsChosen, QJsonArray::fromStringList(stepIds));
}

Result<void> updateFile(const QString &path, const std::function<void(Run &)> &edit)
{
    Result<Run> loaded = Run::load(path);
    if (!loaded)
        return Result<void>::failure(loaded.errorString());
    Run run = loaded.value();
    edit(run);
    return run.save(path);
}

} // namespace RunRecords
