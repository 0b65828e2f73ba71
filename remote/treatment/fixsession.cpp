#include "remote/treatment/fixsession.h"

#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/probe/textfacts.h"
#include "core/treatment/changeid.h"
#include "core/treatment/changemanifest.h"
#include "core/treatment/changerecipe.h"
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
    const FixPlan plan = Planner::planFor(*f, d.input, files);
    if (error && !plan.refused.isEmpty()) // the live file holds what the run did not (an include)
        *error = plan.refused;
    return plan;
}

ChangeRecord FixSession::changeEntry(const ChangeSpec &change, const QString &id)
{
    return ChangeRecord::applied(id, change.finding, change.when, change.fromPc);
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
            if (!root && !sudo && m_engine->canSudo()) { // a password this session already gave
                recoverCutOffThen(next);
                return;
            }
            if (!root && !sudo && m_engine->sudoAsksPassword()) {
                m_afterPassword = [this, next] { recoverCutOffThen(next); };
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
            recoverCutOffThen(next);
        },
        Qt::SingleShotConnection);
    m_engine->checkPrivilege();
}

void FixSession::run(const ChangeSpec &change, const Done &done)
{
    const bool restarts = change.needsReboot && m_rebootAfter;
    if (restarts && m_bootIdBefore.isEmpty()) {
        // Known before anything changes: only a new boot id tells that the Pi has really restarted
        // (sshd may still answer for a moment after the restart was asked for).
        connect(
            m_engine, &FixEngine::bootIdRead, this,
            [this, change, done](const QString &id, const QString &error) {
                if (id.isEmpty()) {
                    fail(FixEngine::Outcome::Refused,
                         tr("Nothing was changed: the app cannot read the Pi's boot id, so it could not tell "
                            "when the Pi has restarted (%1).")
                             .arg(error));
                    return;
                }
                m_bootIdBefore = id;
                run(change, done);
            },
            Qt::SingleShotConnection);
        m_engine->readBootId();
        return;
    }
    connect(
        m_engine, &FixEngine::finished, this,
        [this, restarts, done](FixEngine::Outcome o, const QString &id, const QString &message) {
            if (o == FixEngine::Outcome::Applied && restarts && done == nullptr) {
                restart(id, message);
                return;
            }
            if (done) {
                done(o, id, message);
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

void FixSession::apply(const FixPlan &consented, const Replanner &replan)
{
    ++m_applyCalls;
    if (!consented.isApply()) {
        fail(FixEngine::Outcome::Refused,
             tr("The app cannot make this change itself: follow the checklist."));
        return;
    }
    withPrivilege([this, consented, replan] {
        QStringList paths;
        for (const FileEdit &f : consented.files)
            paths << f.path;
        emit stage(tr("Reading the files on the Pi as they are now…"));
        connect(
            m_engine, &FixEngine::filesRead, this,
            [this, consented, replan](const QMap<QString, QByteArray> &live, const QString &error) {
                if (!error.isEmpty())
                    fail(FixEngine::Outcome::Refused, tr("Cannot read the files on the Pi: %1").arg(error));
                else
                    applyOnLive(consented, replan, live);
            },
            Qt::SingleShotConnection);
        m_engine->readFiles(paths);
    });
}

QString FixSession::liveFilesRefusal(const FixPlan &consented, const QMap<QString, QByteArray> &live,
                                     bool replanning)
{
    for (const FileEdit &f : consented.files) {
        if (f.absentBefore) { // a file the change creates
            if (live.contains(f.path))
                return tr("%1 is on the Pi now: nothing was changed. Run the diagnosis again and plan on "
                          "the new file.")
                    .arg(f.path);
            continue;
        }
        if (!live.contains(f.path))
            return tr("%1 is no longer on the Pi. Nothing was changed.").arg(f.path);
        if (f.basedOn == u"file" && normalised(live.value(f.path)) != normalised(f.before))
            return tr("%1 changed since this run: nothing was changed. Run the diagnosis again and plan on "
                      "the new file.")
                .arg(f.path);
    }
    if (!replanning)
        for (const FileEdit &f : consented.files)
            if (!f.absentBefore && live.value(f.path) != f.before)
                return tr("%1 changed since you agreed to the change: nothing was changed. Look at the "
                          "change again.")
                    .arg(f.path);
    return {};
}

void FixSession::applyOnLive(const FixPlan &consented, const Replanner &replan,
                             const QMap<QString, QByteArray> &live)
{
    if (const QString refusal = liveFilesRefusal(consented, live, bool(replan)); !refusal.isEmpty()) {
        fail(FixEngine::Outcome::Refused, refusal);
        return;
    }
    FixPlan plan = consented;
    if (replan) {
        QString why;
        plan = replan(live, &why);
        if (!why.isEmpty() || !plan.isApply()) {
            fail(FixEngine::Outcome::Refused,
                 why.isEmpty()
                     ? tr("On the Pi's file as it is now there is nothing to change. Nothing was changed.")
                     : why);
            return;
        }
        if (plan.consentDigest() != consented.consentDigest()) {
            // The change on the bytes the Pi has is not the one the user saw: shown for consent, never
            // made on the old consent.
            const int call = m_applyCalls;
            emit newConsentNeeded(plan);
            if (call == m_applyCalls) // not answered at once (`fix --consent` does): forget
                m_engine->forgetPassword();
            return;
        }
    }
    ChangeSpec change = ChangeSpec::fromPlan(plan, QDateTime::currentDateTimeUtc(), m_fromPc, randomPart());
    change.backupRoot = m_backupRoot;
    change.commitWaitSeconds = m_commitWait;
    change.commandLimitSeconds = m_commandLimit;
    m_lastChange = change;
    run(change, nullptr);
}

void FixSession::undo(const QString &changeId)
{
    if (!ChangeId::isValid(changeId)) {
        // Checked before anything is sent: the id names a folder root reads and writes on the Pi.
        fail(FixEngine::Outcome::Refused,
             tr("\"%1\" is not a change id of Pi NAS Doctor: nothing was sent to the Pi.")
                 .arg(changeId.left(ChangeId::kMaxLength)));
        return;
    }
    withPrivilege([this, changeId] {
        if (m_recovered.contains(changeId)) { // cut off, and rolled back by this very contact
            m_engine->forgetPassword();
            emit finished(FixEngine::Outcome::Applied, m_recovered.value(changeId),
                          tr("Change %1 had been cut off before its confirmation; it is rolled back and checked.")
                              .arg(changeId));
            return;
        }
        undoChange(changeId, false, nullptr);
    });
}

void FixSession::undoChange(const QString &changeId, bool cutOffOnly, const Done &done)
{
    const auto refuse = [this, done](const QString &message) {
        if (done)
            done(FixEngine::Outcome::Refused, QString(), message);
        else
            fail(FixEngine::Outcome::Refused, message);
    };
    emit stage(tr("Fetching the backups of change %1…").arg(changeId));
    connect(
        m_engine, &FixEngine::backupsFetched, this,
        [this, changeId, cutOffOnly, done, refuse](
            const QJsonObject &manifestJson, const QMap<QString, QByteArray> &backups, const QString &error) {
            if (!error.isEmpty() || manifestJson.isEmpty()) {
                refuse(tr("No change %1 on this Pi: %2").arg(changeId, error));
                return;
            }
            const ChangeManifest manifest = ChangeManifest::fromJson(manifestJson);
            if (manifest.id != changeId) {
                refuse(tr("Change %1: this change folder was not made by Pi NAS Doctor (its manifest names "
                          "another change). Nothing was changed.")
                           .arg(changeId));
                return;
            }
            const QString &status = manifest.status;
            // A change still pending whose script is gone was cut off before its confirmation: it is
            // rolled back like an undo.
            const bool cutOff = manifest.isCutOff();
            if (status == u"pending" && !cutOff) {
                refuse(tr("Change %1 is still being made on the Pi: wait a minute and try again.").arg(changeId));
                return;
            }
            if ((cutOffOnly && !cutOff) || (!cutOff && status != u"applied")) {
                refuse(tr("Change %1 is not in force (%2): nothing to undo.").arg(changeId, status.left(120)));
                return;
            }
            QStringList paths;
            for (const ChangeManifest::File &f : manifest.files)
                paths << f.path;
            connect(
                m_engine, &FixEngine::filesRead, this,
                [this, changeId, manifest, backups, cutOff, done, refuse](const QMap<QString, QByteArray> &live,
                                                                           const QString &readError) {
                    if (!readError.isEmpty()) {
                        refuse(readError);
                        return;
                    }
                    ChangeManifest::UndoContext context;
                    context.when = QDateTime::currentDateTimeUtc();
                    context.undoId = ChangeId::makeUndo(context.when, randomPart());
                    context.fromPc = m_fromPc;
                    context.backupRoot = m_backupRoot;
                    context.fileRoot = m_fileRoot;
                    context.commitWaitSeconds = m_commitWait;
                    context.commandLimitSeconds = m_commandLimit;
                    QString why;
                    std::optional<ChangeSpec> undo = manifest.undo(backups, live, cutOff, context, &why);
                    if (!undo) {
                        refuse(why);
                        return;
                    }
                    m_lastChange = *undo;
                    run(*undo, done);
                },
                Qt::SingleShotConnection);
            m_engine->readFiles(paths);
        },
        Qt::SingleShotConnection);
    m_engine->fetchBackups(changeId, m_backupRoot);
}

void FixSession::recoverCutOffThen(const std::function<void()> &next)
{
    connect(
        m_engine, &FixEngine::changesListed, this,
        [this, next](const QList<QJsonObject> &changes, const QString &error) {
            QList<QString> ids;
            if (error.isEmpty()) // a log that cannot be read is said by the call that needs it
                for (const QJsonObject &c : changes)
                    if (c.value(QStringLiteral("status")).toString() == u"pending" &&
                        c.value(QStringLiteral("state")).toString() == u"stopped")
                        ids << c.value(QStringLiteral("id")).toString();
            recoverNext(ids, {}, next);
        },
        Qt::SingleShotConnection);
    m_engine->listChanges(m_backupRoot);
}

void FixSession::recoverNext(QList<QString> ids, QStringList lines, const std::function<void()> &next)
{
    if (ids.isEmpty()) {
        m_scriptStarted = false;
        m_lastChange = ChangeSpec();
        for (const QString &line : lines)
            emit stage(line);
        if (!lines.isEmpty())
            emit recovered(lines);
        next();
        return;
    }
    const QString id = ids.takeFirst();
    emit stage(tr("Change %1 was cut off before it was confirmed: rolling it back…").arg(id));
    undoChange(id, true, [this, id, ids, lines, next](FixEngine::Outcome o, const QString &undoId, const QString &message) mutable {
        if (o == FixEngine::Outcome::Applied)
            m_recovered.insert(id, undoId);
        lines << (o == FixEngine::Outcome::Applied
                      ? tr("Change %1 had been cut off before its confirmation (the Pi lost power or its script "
                           "was stopped); the app rolled it back and checked it.")
                            .arg(id)
                      : tr("Change %1 had been cut off before its confirmation; rolling it back failed: %2")
                            .arg(id, message));
        recoverNext(ids, lines, next);
    });
}

void FixSession::listChanges()
{
    withPrivilege([this] {
        connect(
            m_engine, &FixEngine::changesListed, this,
            [this](const QList<QJsonObject> &changes, const QString &error) {
                m_engine->forgetPassword();
                emit changesListed(changes, error);
            },
            Qt::SingleShotConnection);
        m_engine->listChanges(m_backupRoot);
    });
}
