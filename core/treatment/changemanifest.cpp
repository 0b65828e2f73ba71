#include "core/treatment/changemanifest.h"

#include "core/treatment/changerecipe.h"

#include <QJsonArray>

#include <algorithm>

namespace {

QString backupName(const char *kind, qsizetype i)
{
    return QString::fromLatin1(kind) + u'/' + QString::number(i);
}

} // namespace

ChangeManifest ChangeManifest::of(const ChangeSpec &change)
{
    ChangeManifest m;
    m.id = change.id;
    m.finding = change.finding;
    m.undoOf = change.undoOf;
    m.when = change.when.toUTC().toString(Qt::ISODate);
    m.fromPc = change.fromPc;
    for (qsizetype i = 0; i < change.files.size(); ++i) {
        const FileEdit &e = change.files.at(i);
        m.files.append({e.path, ChangeScript::sha256Hex(e.before), ChangeScript::sha256Hex(e.after),
                        backupName("files", i), e.absentBefore, e.absentAfter});
    }
    for (qsizetype i = 0; i < change.runtime.size(); ++i)
        m.runtime.append(
            {change.runtime.at(i).pathGlob, change.runtime.at(i).value, backupName("runtime", i)});
    m.reload = change.reload;
    m.verify = change.verify;
    m.service = change.service;
    m.precheck = change.precheck;
    m.consent = change.consent;
    m.reboot = change.needsReboot;
    m.bootCheck = change.bootCheck;
    return m;
}

QJsonObject ChangeManifest::toJson() const
{
    QJsonArray fileArray, runtimeArray;
    for (const File &f : files) {
        QJsonObject o{{QStringLiteral("path"), f.path},
                      {QStringLiteral("sha256_before"), f.sha256Before},
                      {QStringLiteral("sha256_after"), f.sha256After},
                      {QStringLiteral("backup"), f.backup}};
        if (f.absentBefore)
            o.insert(QStringLiteral("absent_before"), true);
        if (f.absentAfter)
            o.insert(QStringLiteral("absent_after"), true);
        fileArray.append(o);
    }
    for (const Runtime &w : runtime)
        runtimeArray.append(QJsonObject{{QStringLiteral("path"), w.path},
                                        {QStringLiteral("value"), w.value},
                                        {QStringLiteral("backup"), w.backup}});
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("pinas-doctor-change")},
                  {QStringLiteral("version"), 1},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("finding"), finding},
                  {QStringLiteral("when"), when},
                  {QStringLiteral("from_pc"), fromPc},
                  {QStringLiteral("files"), fileArray},
                  {QStringLiteral("runtime"), runtimeArray},
                  {QStringLiteral("reload"), QJsonArray::fromStringList(reload)},
                  {QStringLiteral("verify"), verify},
                  {QStringLiteral("service"), service}};
    if (!undoOf.isEmpty())
        o.insert(QStringLiteral("undo_of"), undoOf);
    if (!precheck.isEmpty())
        o.insert(QStringLiteral("precheck"), precheck);
    if (!consent.isEmpty())
        o.insert(QStringLiteral("consent_sha256"), consent);
    if (reboot) {
        o.insert(QStringLiteral("reboot"), true);
        o.insert(QStringLiteral("boot_check"), bootCheck);
    }
    return o;
}

ChangeManifest ChangeManifest::fromJson(const QJsonObject &o)
{
    ChangeManifest m;
    m.id = o.value(QStringLiteral("id")).toString();
    m.finding = o.value(QStringLiteral("finding")).toString();
    m.undoOf = o.value(QStringLiteral("undo_of")).toString();
    m.when = o.value(QStringLiteral("when")).toString();
    m.fromPc = o.value(QStringLiteral("from_pc")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("files")).toArray()) {
        const QJsonObject f = v.toObject();
        m.files.append(
            {f.value(QStringLiteral("path")).toString(), f.value(QStringLiteral("sha256_before")).toString(),
             f.value(QStringLiteral("sha256_after")).toString(), f.value(QStringLiteral("backup")).toString(),
             f.value(QStringLiteral("absent_before")).toBool(),
             f.value(QStringLiteral("absent_after")).toBool()});
    }
    for (const QJsonValue &v : o.value(QStringLiteral("runtime")).toArray()) {
        const QJsonObject w = v.toObject();
        m.runtime.append({w.value(QStringLiteral("path")).toString(),
                          w.value(QStringLiteral("value")).toString(),
                          w.value(QStringLiteral("backup")).toString()});
    }
    for (const QJsonValue &v : o.value(QStringLiteral("reload")).toArray())
        m.reload << v.toString();
    m.verify = o.value(QStringLiteral("verify")).toString();
    m.service = o.value(QStringLiteral("service")).toString();
    m.precheck = o.value(QStringLiteral("precheck")).toString();
    m.consent = o.value(QStringLiteral("consent_sha256")).toString();
    m.reboot = o.value(QStringLiteral("reboot")).toBool();
    m.bootCheck = o.value(QStringLiteral("boot_check")).toString();
    m.status = o.value(QStringLiteral("status")).toString();
    m.state = o.value(QStringLiteral("state")).toString();
    return m;
}

bool ChangeManifest::isCutOff() const
{
    return status == u"pending" && state == u"stopped";
}

std::optional<ChangeSpec> ChangeManifest::undo(const QMap<QString, QByteArray> &backups,
                                               const QMap<QString, QByteArray> &live, bool cutOff,
                                               const UndoContext &context, QString *why) const
{
    ChangeSpec undo;
    undo.finding = finding;
    undo.undoOf = id;
    undo.when = context.when;
    undo.id = context.undoId;
    undo.fromPc = context.fromPc;
    undo.backupRoot = context.backupRoot;
    undo.commitWaitSeconds = context.commitWaitSeconds;
    undo.commandLimitSeconds = context.commandLimitSeconds;
    if (cutOff) // never restarted: the running system never took it
        undo.undoStatus =
            QStringLiteral("rolled-back: cut off before the PC confirmed it; rolled back by ") + undo.id;
    // What the change did, file by file: each FileEdit from the backup (before) to the bytes the
    // change wrote (after) — the input of ChangeRecipe, which makes the commands.
    QList<FileEdit> changed;
    for (const File &f : files) {
        const QString &path = f.path;
        // A file the change created goes again; one it removed comes back.
        const bool created = f.absentBefore;
        const bool removed = f.absentAfter;
        const QString expectedBackup = backupName("files", changed.size());
        const QByteArray backup = backups.value(expectedBackup);
        if (f.backup != expectedBackup || (!created && ChangeScript::sha256Hex(backup) != f.sha256Before)) {
            *why = tr("The backup of %1 in change %2 is not the one the change made: nothing was changed.")
                       .arg(path.left(120), id);
            return std::nullopt;
        }
        const bool isNow =
            removed ? !live.contains(path)
                    : live.contains(path) && ChangeScript::sha256Hex(live.value(path)) == f.sha256After;
        const bool stillBefore =
            created ? !live.contains(path) : live.contains(path) && live.value(path) == backup;
        FileEdit done;
        done.path = path;
        done.before = created ? QByteArray() : backup;
        done.after = removed ? QByteArray() : (isNow ? live.value(path) : backup);
        changed << done;
        if (cutOff && stillBefore && !isNow)
            continue; // cut off before this file was written: nothing to put back
        if (!isNow) {
            QString folder = context.backupRoot;
            folder += u'/';
            folder += id;
            *why = tr("%1 changed since change %2: nothing was changed. Its backup is in %3 on the Pi.")
                       .arg(path, id, folder);
            return std::nullopt;
        }
        FileEdit e;
        e.path = path;
        e.before = live.value(path);
        e.after = created ? QByteArray() : backup;
        e.absentBefore = removed;
        e.absentAfter = created;
        undo.files << e;
    }
    QStringList runtimePaths;
    for (const Runtime &w : runtime) {
        const QList<QByteArray> lines = backups.value(w.backup).split('\n');
        for (const QByteArray &line : lines) {
            const qsizetype tab = line.indexOf('\t');
            if (tab > 0 && tab + 1 < line.size()) {
                const QString path = QString::fromUtf8(line.left(tab));
                runtimePaths << path;
                // A cut-off change may not have written the value yet: no "before" to insist on.
                undo.runtime << RuntimeWrite{path, cutOff ? QString() : w.value,
                                             QString::fromUtf8(line.mid(tab + 1))};
            }
        }
    }
    // The values go back in the reverse order they were written.
    std::reverse(undo.runtime.begin(), undo.runtime.end());
    FixPlan commands;
    if (!ChangeRecipe::rederive(commands, undo.finding, changed, runtimePaths, why, context.fileRoot)) {
        *why = tr("Change %1 cannot be undone by the app: %2. Nothing was changed.").arg(id, *why);
        return std::nullopt;
    }
    undo.reload = commands.reload;
    // A cut-off change that never wrote its file: nothing to put back, so nothing to prove.
    const bool nothingWritten = undo.files.isEmpty() && undo.runtime.isEmpty();
    undo.verify = nothingWritten ? QString() : commands.verify;
    undo.precheck = nothingWritten ? QString() : commands.precheck;
    undo.service = commands.service;
    undo.needsReboot = commands.needsReboot && !cutOff;
    undo.bootCheck = commands.bootCheck;
    return undo;
}
