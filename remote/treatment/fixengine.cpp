#include "remote/treatment/fixengine.h"

#include "core/model/displaytext.h"
#include "core/treatment/changeid.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

#include <QJsonDocument>

namespace {

// The last "@@WORD rest" line of the apply script's output.
QPair<QString, QString> lastMark(const QByteArray &output)
{
    const QList<QByteArray> lines = output.split('\n');
    for (qsizetype i = lines.size() - 1; i >= 0; --i)
        if (lines.at(i).startsWith("@@")) {
            const QString line = QString::fromUtf8(lines.at(i).mid(2));
            const qsizetype sp = line.indexOf(u' ');
            return {line.left(sp), sp < 0 ? QString() : line.mid(sp + 1)};
        }
    return {};
}

} // namespace

FixEngine::FixEngine(CommandRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
{
}

FixEngine::~FixEngine()
{
    forgetPassword();
}

QString FixEngine::privileged(const QString &script) const
{
    if (m_root)
        return QStringLiteral("sh -c %1").arg(shellQuote(script));
    if (!m_password.isEmpty())
        // sudo reads the password line from stdin; the script itself then reads nothing from it
        // (if sudo had a cached ticket and left the line unread, the script still never sees it).
        return QStringLiteral("sudo -S -p '' sh -c %1")
            .arg(shellQuote(QStringLiteral("exec </dev/null\n") + script));
    return QStringLiteral("sudo -n sh -c %1").arg(shellQuote(script));
}

void FixEngine::usePassword(const QByteArray &password)
{
    forgetPassword();
    m_password = password;
    m_password.replace('\n', ' '); // one line: sudo reads up to the first line end
    CommandOptions o;
    o.timeoutSeconds = 30;
    o.standardInput = m_password + '\n';
    o.killWithChannel = false; // see start(): no here-document for the password
    RemoteCommand *cmd = m_runner->run(QStringLiteral("sudo -S -p '' true"), o);
    connect(cmd, &RemoteCommand::finished, cmd, &QObject::deleteLater);
    connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        m_passwordAccepted = r.succeeded();
        if (!m_passwordAccepted) {
            forgetPassword();
            emit passwordChecked(false, r.error ? r.reason() : tr("sudo did not accept the password"));
            return;
        }
        emit passwordChecked(true, QString());
    });
}

void FixEngine::forgetPassword()
{
    m_password.fill('\0');
    m_password.clear();
    m_password.squeeze();
    m_passwordAccepted = false;
}

RemoteCommand *FixEngine::start(const QString &command, bool asRoot, int timeoutSeconds, bool killWithChannel)
{
    CommandOptions o;
    o.timeoutSeconds = timeoutSeconds;
    o.killWithChannel = killWithChannel;
    o.outputLimitBytes = 16 * 1024 * 1024;
    if (asRoot && !m_root && !m_password.isEmpty()) {
        o.standardInput = m_password + '\n';
        // Written straight to the channel: the kill-with-channel wrapper would hand stdin over as a
        // here-document, which some shells (bash before 5.1) keep in a temporary file.
        o.killWithChannel = false;
    }
    RemoteCommand *cmd = m_runner->run(asRoot ? privileged(command) : command, o);
    connect(cmd, &RemoteCommand::finished, cmd, &QObject::deleteLater);
    return cmd;
}

void FixEngine::checkPrivilege()
{
    RemoteCommand *cmd =
        start(QStringLiteral("id -u; sudo -n true </dev/null >/dev/null 2>&1 && echo sudo-ok; "
                             "command -v sudo >/dev/null 2>&1 && echo sudo-present; exit 0"),
              false, 30);
    connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        if (!r.succeeded()) {
            emit privilegeKnown(false, false, r.reason());
            return;
        }
        const QList<QByteArray> lines = r.standardOutput.split('\n');
        m_root = lines.value(0).trimmed() == "0";
        m_sudo = r.standardOutput.contains("sudo-ok");
        m_sudoPresent = r.standardOutput.contains("sudo-present");
        emit privilegeKnown(m_root, m_sudo, QString());
    });
}

void FixEngine::readFiles(const QStringList &paths)
{
    QString script;
    for (const QString &p : paths)
        script += QStringLiteral("if [ -f %1 ]; then echo @@file %2; base64 < %1 | tr -d '\\n'; echo; fi\n")
                      .arg(shellQuote(p), QString::fromLatin1(p.toUtf8().toBase64()));
    script += QStringLiteral("exit 0\n");
    RemoteCommand *cmd = start(script, false, 30);
    connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        QMap<QString, QByteArray> files;
        if (!r.succeeded()) {
            emit filesRead(files, r.reason());
            return;
        }
        const QList<QByteArray> lines = r.standardOutput.split('\n');
        for (qsizetype i = 0; i + 1 < lines.size(); ++i)
            if (lines.at(i).startsWith("@@file "))
                files.insert(QString::fromUtf8(QByteArray::fromBase64(lines.at(i).mid(7))),
                             QByteArray::fromBase64(lines.at(i + 1)));
        emit filesRead(files, QString());
    });
}

void FixEngine::apply(const ChangeSpec &change)
{
    if (!m_root && !canSudo()) {
        emit finished(Outcome::Refused, change.id,
                      tr("The change needs root: log in as root, allow this user sudo, or give the sudo "
                         "password when asked. Nothing was changed."));
        return;
    }
    // The script travels as one argument of the Pi's shell; Linux takes at most 128 KiB in one
    // (MAX_ARG_STRLEN). Far more than an exports file or an smb.conf, but say so rather than fail.
    if (privileged(ChangeScript::apply(change)).size() > kMaxCommandChars) {
        emit finished(Outcome::Refused, change.id,
                      tr("The files are too large to change in one command (more than about 90 KB). Nothing was "
                         "changed."));
        return;
    }
    m_output.clear();
    m_committed = false;
    // Not killed with the channel: if the link drops, the script still ends, and without the PC's
    // confirmation that is a rollback.
    RemoteCommand *cmd = start(ChangeScript::apply(change), true, change.scriptLimitSeconds() + 30, false);
    connect(cmd, &RemoteCommand::standardOutputReceived, this, [this, change](const QByteArray &chunk) {
        m_output += chunk;
        for (const char *stage : {"backed-up", "written", "reloaded"})
            if (chunk.contains(QByteArray(QByteArray("@@") + stage)))
                emit progress(QString::fromLatin1(stage));
        if (!m_committed && m_output.contains("@@verified")) {
            m_committed = true;
            emit progress(QStringLiteral("verified"));
            RemoteCommand *commit = start(ChangeScript::commit(change), true, 30);
            Q_UNUSED(commit) // the apply script's end says whether it arrived
        }
    });
    connect(cmd, &RemoteCommand::finished, this, [this, change](const CommandResult &r) {
        const auto [mark, rest] = lastMark(m_output);
        if (mark == u"applied" && r.exitStatus == 0)
            emit finished(Outcome::Applied, change.id, tr("Applied and verified."));
        else if (mark == u"refused")
            emit finished(Outcome::Refused, change.id, tr("Refused, nothing was changed: %1").arg(rest));
        else if (mark == u"rolled-back")
            emit finished(Outcome::RolledBack, change.id, tr("Failed and rolled back, the files are as before: %1").arg(rest));
        else if (mark == u"rollback-failed")
            emit finished(Outcome::RollbackFailed, change.id, rollbackFailed(rest, change));
        else if (r.error)
            // The PC cannot know from here what the Pi did: it asks (the connection may still carry
            // a short command after the script's own timed out).
            reportFromStatus(change, r.reason());
        else if (r.exitStatus != 0 && mark.isEmpty())
            emit finished(Outcome::Refused, change.id,
                          tr("Refused, nothing was changed: %1").arg(r.reason()));
        else // the script ended without its last word (killed on the Pi): its status says what is so
            reportFromStatus(change, r.reason());
    });
}

QString FixEngine::rollbackFailed(const QString &why, const ChangeSpec &change)
{
    return tr("Failed, and the way back is not complete: %1. Not everything is as before; the "
              "backups are in %2 on the Pi, and pinas-doctor fix --changes shows the change.")
        .arg(DisplayText::clause(why), change.folder());
}

void FixEngine::reportFromStatus(const ChangeSpec &change, const QString &lostWhy)
{
    RemoteCommand *cmd = start(QStringLiteral("head -n 1 %1/status").arg(ChangeScript::quote(change.folder())), !m_root, 20);
    connect(cmd, &RemoteCommand::finished, this, [this, change, lostWhy](const CommandResult &r) {
        const QString status = QString::fromUtf8(r.standardOutput.left(400)).trimmed();
        if (!r.succeeded() || status.isEmpty()) {
            emit finished(Outcome::Lost, change.id,
                          tr("The connection was lost during the change (%1), and the app could not read what happened "
                             "on the Pi. A change that was not confirmed is rolled back: by the Pi itself within %2 s "
                             "when its script still runs, else when the Pi starts again or by the app the next time it "
                             "connects. pinas-doctor fix --changes shows its state.")
                              .arg(lostWhy, QString::number(change.commitWaitSeconds)));
        } else if (status == u"applied") {
            emit finished(Outcome::Applied, change.id, tr("Applied and verified (the Pi confirms it)."));
        } else if (status.startsWith(u"rolled-back: ")) {
            emit finished(Outcome::RolledBack, change.id,
                          tr("Failed and rolled back, the files are as before: %1").arg(status.mid(13)));
        } else if (status.startsWith(u"rollback-failed: ")) {
            emit finished(Outcome::RollbackFailed, change.id, rollbackFailed(status.mid(17), change));
        } else {
            emit finished(Outcome::Lost, change.id,
                          tr("The connection to the change's script was lost (%1); on the Pi the change is still "
                             "\"%2\". It is rolled back unless confirmed: by the Pi itself within %3 s while its script "
                             "runs, else when the Pi starts again or by the app the next time it connects.")
                              .arg(lostWhy, status.left(80), QString::number(change.commitWaitSeconds)));
        }
    });
}

void FixEngine::listChanges(const QString &backupRoot)
{
    RemoteCommand *cmd = start(ChangeScript::list(backupRoot), !m_root, 60);
    connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        QList<QJsonObject> out;
        if (!r.succeeded()) {
            emit changesListed(out, r.reason());
            return;
        }
        const QList<QByteArray> lines = r.standardOutput.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QList<QByteArray> words = lines.at(i).split(' ');
            if (words.value(0) == "@@untrusted") {
                // A folder someone else made or changed: shown, never undone.
                const QString name = QString::fromUtf8(QByteArray::fromBase64(words.value(1))).left(ChangeId::kMaxLength);
                out << QJsonObject{{QStringLiteral("id"), ChangeId::isValid(name) ? name : QString()},
                                   {QStringLiteral("untrusted"), true},
                                   {QStringLiteral("status"), tr("not made by Pi NAS Doctor")}};
                continue;
            }
            if (words.value(0) != "@@change" || i + 2 >= lines.size())
                continue;
            const QString name = QString::fromUtf8(QByteArray::fromBase64(words.value(1)));
            QJsonObject o = QJsonDocument::fromJson(QByteArray::fromBase64(lines.at(i + 1))).object();
            const bool valid = ChangeId::isValid(name) && o.value(QStringLiteral("id")).toString() == name;
            if (!valid)
                o = QJsonObject{{QStringLiteral("id"), ChangeId::isValid(name) ? name : QString()},
                                {QStringLiteral("untrusted"), true},
                                {QStringLiteral("status"), tr("not made by Pi NAS Doctor")}};
            else {
                o.insert(QStringLiteral("status"), QString::fromUtf8(lines.at(i + 2)).trimmed().left(400));
                o.insert(QStringLiteral("state"), QString::fromLatin1(words.value(2)));
            }
            out << o;
            i += 2;
        }
        emit changesListed(out, QString());
    });
}

void FixEngine::fetchBackups(const QString &changeId, const QString &backupRoot)
{
    RemoteCommand *cmd = start(ChangeScript::backups(changeId, backupRoot), !m_root, 60);
    connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        QJsonObject manifest;
        QMap<QString, QByteArray> backups;
        if (!r.succeeded()) {
            emit backupsFetched(manifest, backups, r.reason());
            return;
        }
        const QList<QByteArray> lines = r.standardOutput.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines.at(i).startsWith("@@untrusted")) {
                emit backupsFetched({}, {},
                                    tr("this change folder was not made by Pi NAS Doctor (it, or a file in it, is not "
                                       "root's own or is a link); nothing was changed"));
                return;
            }
            if (i + 1 >= lines.size())
                break;
            if (lines.at(i) == "@@manifest")
                manifest = QJsonDocument::fromJson(QByteArray::fromBase64(lines.at(i + 1))).object();
            else if (lines.at(i) == "@@status")
                manifest.insert(QStringLiteral("status"), QString::fromUtf8(lines.at(i + 1)).trimmed().left(400));
            else if (lines.at(i) == "@@state")
                manifest.insert(QStringLiteral("state"), QString::fromUtf8(lines.at(i + 1)).trimmed().left(20));
            else if (lines.at(i).startsWith("@@backup "))
                backups.insert(QString::fromUtf8(lines.at(i).mid(9)), QByteArray::fromBase64(lines.at(i + 1)));
        }
        emit backupsFetched(manifest, backups, QString());
    });
}

void FixEngine::readBootId()
{
    RemoteCommand *cmd = start(QStringLiteral("cat /proc/sys/kernel/random/boot_id"), false, 30);
    connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        const QString id = QString::fromLatin1(r.standardOutput.trimmed().left(64));
        emit bootIdRead(r.succeeded() ? id : QString(), r.succeeded() && !id.isEmpty() ? QString() : r.reason());
    });
}

void FixEngine::reboot()
{
    // Not killed with the channel: the restart itself ends the channel.
    RemoteCommand *cmd = start(FixPlan::rebootCommand(), true, 60, false);
    connect(cmd, &RemoteCommand::finished, this, [this](const CommandResult &r) {
        // Exit 0, or the connection gone while it ran: the Pi is going down. A refusal comes back at
        // once with a non-zero exit and the reason.
        const bool refused = !r.error && !r.cancelled && r.exitStatus > 0;
        emit rebootRequested(refused ? r.reason() : QString());
    });
}
