#include "remote/treatment/fixsession.h"

#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/probe/textfacts.h"
#include "core/treatment/changescript.h"
#include "core/treatment/planner.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QSysInfo>
#include <algorithm>
#include <utility>

namespace {

// A run's file text and a fresh read agree when they show the same lines (a run keeps the lines,
// not the last line end or CRs).
QByteArray normalised(QByteArray text)
{
    text.replace("\r\n", "\n");
    while (text.endsWith('\n'))
        text.chop(1);
    return text;
}

} // namespace

FixSession::FixSession(CommandRunner *runner, QObject *parent)
    : QObject(parent), m_engine(new FixEngine(runner, this)), m_fromPc(QSysInfo::machineHostName())
{
    connect(m_engine, &FixEngine::progress, this, [this](const QString &s) {
        if (s == u"backed-up")
            emit stage(tr("Backed up the files on the Pi."));
        else if (s == u"written")
            emit stage(tr("Wrote the new files."));
        else if (s == u"reloaded")
            emit stage(tr("Reloaded the service."));
        else if (s == u"verified")
            emit stage(tr("Checked the change; confirming it."));
    });
    connect(m_engine, &FixEngine::changesListed, this,
            [this](const QList<QJsonObject> &changes, const QString &error) {
                m_engine->forgetPassword();
                emit changesListed(changes, error);
            });
}

QString FixSession::randomPart() const
{
    return QString::number(QRandomGenerator::global()->bounded(0x10000u), 16).rightJustified(4, u'0');
}

FixPlan FixSession::replanOnRun(const Run &run, const QString &finding, const QMap<QString, QByteArray> &live,
                                QString *error)
{
    const Diagnosis d = Diagnosis::diagnose(run);
    const Finding *f = d.finding(finding);
    if (!f) {
        if (error)
            *error = tr("The run has no finding %1.").arg(finding);
        return {};
    }
    QMap<QString, FileEdit> files = Planner::filesOf(TextFacts::transcript(run.transcript()));
    for (auto it = live.cbegin(); it != live.cend(); ++it) {
        FileEdit now = files.value(it.key());
        now.path = it.key();
        now.before = now.after = it.value();
        now.basedOn = QStringLiteral("file");
        files.insert(it.key(), now);
    }
    return Planner::planFor(*f, d.input, files);
}

QJsonObject FixSession::changeEntry(const ChangeSpec &change, const QString &id)
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("finding"), change.finding},
                       {QStringLiteral("when"), change.when.toString(Qt::ISODate)},
                       {QStringLiteral("from_pc"), change.fromPc},
                       {QStringLiteral("status"), QStringLiteral("applied")}};
}

void FixSession::fail(FixEngine::Outcome outcome, const QString &message)
{
    m_engine->forgetPassword();
    emit finished(outcome, QString(), message);
}

void FixSession::providePassword(const QByteArray &password)
{
    if (!m_afterPassword)
        return;
    emit stage(tr("Checking the sudo password on the Pi…"));
    connect(
        m_engine, &FixEngine::passwordChecked, this,
        [this](bool accepted, const QString &error) {
            const std::function<void()> next = std::exchange(m_afterPassword, {});
            if (!accepted) {
                fail(FixEngine::Outcome::Refused,
                     tr("sudo refused the password: nothing was changed (%1).").arg(error));
                return;
            }
            next();
        },
        Qt::SingleShotConnection);
    m_engine->usePassword(password);
}

void FixSession::cancelPassword(const QString &why)
{
    if (!std::exchange(m_afterPassword, {}))
        return;
    fail(FixEngine::Outcome::Refused,
         why.isEmpty() ? tr("No sudo password was given: nothing was changed.") : why);
}

void FixSession::withPrivilege(const std::function<void()> &next)
{
    emit stage(tr("Checking that the app may change system files (root or sudo)…"));
    connect(
        m_engine, &FixEngine::privilegeKnown, this,
        [this, next](bool root, bool sudo, const QString &error) {
            if (!error.isEmpty()) {
                // Nothing was read or written yet: a refusal, not a change the Pi must roll back.
                fail(FixEngine::Outcome::Refused,
                     tr("The app could not check whether it may change system files, so it changed "
                        "nothing: %1")
                         .arg(error));
                return;
            }
            if (!root && !sudo && m_engine->sudoAsksPassword()) {
                m_afterPassword = next;
                emit passwordNeeded();
                return;
            }
            if (!root && !sudo) {
                fail(FixEngine::Outcome::Refused,
                     tr("Nothing was changed: the app logs in neither as root nor with sudo without a "
                        "password. "
                        "Make the change by hand from the plan, or allow sudo for this user."));
                return;
            }
            next();
        },
        Qt::SingleShotConnection);
    m_engine->checkPrivilege();
}

void FixSession::run(const ChangeSpec &change)
{
    const bool restarts = change.needsReboot && m_rebootAfter;
    if (restarts && m_bootIdBefore.isEmpty()) {
        // Known before anything changes: only a new boot id tells that the Pi has really restarted
        // (sshd may still answer for a moment after the restart was asked for).
        connect(
            m_engine, &FixEngine::bootIdRead, this,
            [this, change](const QString &id, const QString &error) {
                if (id.isEmpty()) {
                    fail(FixEngine::Outcome::Refused,
                         tr("Nothing was changed: the app cannot read the Pi's boot id, so it could not tell "
                            "when the Pi has restarted (%1).")
                             .arg(error));
                    return;
                }
                m_bootIdBefore = id;
                run(change);
            },
            Qt::SingleShotConnection);
        m_engine->readBootId();
        return;
    }
    connect(
        m_engine, &FixEngine::finished, this,
        [this, restarts](FixEngine::Outcome o, const QString &id, const QString &message) {
            if (o == FixEngine::Outcome::Applied && restarts) {
                restart(id, message);
                return;
            }
            m_engine->forgetPassword(); // the password served this one change
            emit finished(o, id, message);
        },
        Qt::SingleShotConnection);
    m_scriptStarted = true;
    emit stage(tr("Making change %1 on the Pi…").arg(change.id));
    m_engine->apply(change);
}

void FixSession::restart(const QString &changeId, const QString &message)
{
    emit stage(tr("Change %1 is made and confirmed. Restarting the Pi…").arg(changeId));
    connect(
        m_engine, &FixEngine::rebootRequested, this,
        [this, changeId, message](const QString &error) {
            m_engine->forgetPassword(); // the restart was the last use of root for this change
            m_rebootStarted = error.isEmpty();
            emit finished(FixEngine::Outcome::Applied, changeId,
                          error.isEmpty() ? message
                                          : message + u'\n' +
                                                tr("The Pi did not restart (%1). Restart it yourself (sudo "
                                                   "reboot): the change takes effect then.")
                                                    .arg(error));
        },
        Qt::SingleShotConnection);
    m_engine->reboot();
}

void FixSession::apply(const FixPlan &planned, const Replanner &replan)
{
    if (!planned.isApply()) {
        fail(FixEngine::Outcome::Refused,
             tr("The app cannot make this change itself: follow the checklist."));
        return;
    }
    withPrivilege([this, planned, replan] {
        QStringList paths;
        for (const FileEdit &f : planned.files)
            paths << f.path;
        emit stage(tr("Reading the files on the Pi as they are now…"));
        connect(
            m_engine, &FixEngine::filesRead, this,
            [this, planned, replan](const QMap<QString, QByteArray> &live, const QString &error) {
                if (!error.isEmpty()) {
                    fail(FixEngine::Outcome::Refused, tr("Cannot read the files on the Pi: %1").arg(error));
                    return;
                }
                for (const FileEdit &f : planned.files) {
                    if (f.absentBefore) { // a file the change creates
                        if (live.contains(f.path)) {
                            fail(FixEngine::Outcome::Refused, tr("%1 is on the Pi now: nothing was changed. "
                                                                 "Run the diagnosis again and plan "
                                                                 "on the new file.")
                                                                  .arg(f.path));
                            return;
                        }
                        continue;
                    }
                    if (!live.contains(f.path)) {
                        fail(FixEngine::Outcome::Refused,
                             tr("%1 is no longer on the Pi. Nothing was changed.").arg(f.path));
                        return;
                    }
                    if (f.basedOn == u"file" && normalised(live.value(f.path)) != normalised(f.before)) {
                        fail(FixEngine::Outcome::Refused,
                             tr("%1 changed since this run: nothing was changed. Run the diagnosis again and "
                                "plan on the new file.")
                                 .arg(f.path));
                        return;
                    }
                }
                FixPlan plan = planned;
                if (replan) {
                    QString why;
                    plan = replan(live, &why);
                    if (!why.isEmpty() || !plan.isApply()) {
                        fail(FixEngine::Outcome::Refused,
                             why.isEmpty() ? tr("On the Pi's file as it is now there is nothing to change. "
                                                "Nothing was changed.")
                                           : why);
                        return;
                    }
                }
                ChangeSpec change =
                    ChangeSpec::fromPlan(plan, QDateTime::currentDateTimeUtc(), m_fromPc, randomPart());
                change.backupRoot = m_backupRoot;
                change.commitWaitSeconds = m_commitWait;
                m_lastChange = change;
                run(change);
            },
            Qt::SingleShotConnection);
        m_engine->readFiles(paths);
    });
}

void FixSession::undo(const QString &changeId)
{
    withPrivilege([this, changeId] {
        emit stage(tr("Fetching the backups of change %1…").arg(changeId));
        connect(
            m_engine, &FixEngine::backupsFetched, this,
            [this, changeId](const QJsonObject &manifest, const QMap<QString, QByteArray> &backups,
                             const QString &error) {
                if (!error.isEmpty() || manifest.isEmpty()) {
                    fail(FixEngine::Outcome::Refused, tr("No change %1 on this Pi: %2").arg(changeId, error));
                    return;
                }
                const QString status = manifest.value(QStringLiteral("status")).toString();
                if (status != u"applied") {
                    fail(FixEngine::Outcome::Refused,
                         tr("Change %1 is not in force (%2): nothing to undo.").arg(changeId, status));
                    return;
                }
                QStringList paths;
                for (const QJsonValue &v : manifest.value(QStringLiteral("files")).toArray())
                    paths << v.toObject().value(QStringLiteral("path")).toString();
                connect(
                    m_engine, &FixEngine::filesRead, this,
                    [this, changeId, manifest, backups](const QMap<QString, QByteArray> &live,
                                                        const QString &readError) {
                        if (!readError.isEmpty()) {
                            fail(FixEngine::Outcome::Refused, readError);
                            return;
                        }
                        ChangeSpec undo;
                        undo.finding = manifest.value(QStringLiteral("finding")).toString();
                        undo.undoOf = changeId;
                        undo.when = QDateTime::currentDateTimeUtc();
                        undo.id = undo.when.toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")) +
                                  QStringLiteral("-undo-") + randomPart();
                        undo.fromPc = m_fromPc;
                        undo.backupRoot = m_backupRoot;
                        undo.commitWaitSeconds = m_commitWait;
                        for (const QJsonValue &v : manifest.value(QStringLiteral("reload")).toArray())
                            undo.reload << v.toString();
                        undo.verify = manifest.value(QStringLiteral("verify")).toString();
                        undo.precheck = manifest.value(QStringLiteral("precheck")).toString();
                        undo.service = manifest.value(QStringLiteral("service")).toString();
                        undo.needsReboot = manifest.value(QStringLiteral("reboot")).toBool();
                        undo.bootCheck = manifest.value(QStringLiteral("boot_check")).toString();
                        for (const QJsonValue &v : manifest.value(QStringLiteral("files")).toArray()) {
                            const QJsonObject f = v.toObject();
                            const QString path = f.value(QStringLiteral("path")).toString();
                            // A file the change created goes again; one it removed comes back.
                            const bool created = f.value(QStringLiteral("absent_before")).toBool();
                            const bool removed = f.value(QStringLiteral("absent_after")).toBool();
                            if (removed ? live.contains(path)
                                        : ChangeScript::sha256Hex(live.value(path)) !=
                                              f.value(QStringLiteral("sha256_after")).toString()) {
                                // Appended, not built inside arg(): mingw's GCC 12 misreads the
                                // QStringBuilder there (-Warray-bounds on QString::_empty).
                                QString backup = m_backupRoot;
                                backup += u'/';
                                backup += changeId;
                                fail(FixEngine::Outcome::Refused,
                                     tr("%1 changed since change %2: nothing was changed. Its backup is in "
                                        "%3 on the Pi.")
                                         .arg(path, changeId, backup));
                                return;
                            }
                            FileEdit e;
                            e.path = path;
                            e.before = live.value(path);
                            e.after = created ? QByteArray()
                                              : backups.value(f.value(QStringLiteral("backup")).toString());
                            e.absentBefore = removed;
                            e.absentAfter = created;
                            undo.files << e;
                        }
                        for (const QJsonValue &v : manifest.value(QStringLiteral("runtime")).toArray()) {
                            const QJsonObject w = v.toObject();
                            const QList<QByteArray> lines =
                                backups.value(w.value(QStringLiteral("backup")).toString()).split('\n');
                            for (const QByteArray &line : lines) {
                                const qsizetype tab = line.indexOf('\t');
                                if (tab > 0 && tab + 1 < line.size())
                                    undo.runtime << RuntimeWrite{QString::fromUtf8(line.left(tab)),
                                                                 w.value(QStringLiteral("value")).toString(),
                                                                 QString::fromUtf8(line.mid(tab + 1))};
                            }
                        }
                        // The values go back in the reverse order they were written.
                        std::reverse(undo.runtime.begin(), undo.runtime.end());
                        m_lastChange = undo;
                        run(undo);
                    },
                    Qt::SingleShotConnection);
                m_engine->readFiles(paths);
            },
            Qt::SingleShotConnection);
        m_engine->fetchBackups(changeId, m_backupRoot);
    });
}

void FixSession::listChanges()
{
    withPrivilege([this] { m_engine->listChanges(m_backupRoot); });
}
