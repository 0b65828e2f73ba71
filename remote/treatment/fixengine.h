#pragma once

#include "core/treatment/changescript.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>

class CommandRunner;
class RemoteCommand;

// Carries one change out on the Pi over a CommandRunner (docs/design.md "Treatment"): it learns
// whether it runs as root or may use `sudo -n`, reads the files a plan starts from (exact bytes),
// runs the change script (check, backup, write, reload, verify), confirms a verified change, and
// lists or fetches the changes kept in /var/backups/pinas-doctor. One call at a time; each ends
// with its signal. Lives in the runner's thread; nothing blocks.
class FixEngine : public QObject
{
    Q_OBJECT
public:
    enum class Outcome
    {
        Applied,        // verified and confirmed: exit 0
        Refused,        // nothing was changed: exit 2
        RolledBack,     // a step failed; the files are as before: exit 3
        RollbackFailed, // the way back failed too (the files, or the service or mount they feed did not
                        // come back): the message says which, and where the backups are
        Lost,           // the connection went before the end: the Pi rolls back unless it was confirmed
    };
    Q_ENUM(Outcome)

    explicit FixEngine(CommandRunner *runner, QObject *parent = nullptr);

    // Root, or sudo without a password (`sudo -n`), or a sudo that asks for one? Ends with
    // privilegeKnown; `sudo` there is true only without a password.
    void checkPrivilege();
    bool isRoot() const { return m_root; }
    bool canSudo() const { return m_sudo || m_passwordAccepted; }
    // Neither root nor `sudo -n`, but sudo is there: it may take a password.
    bool sudoAsksPassword() const { return !m_root && !m_sudo && m_sudoPresent; }
    // The sudo password for this one change. Kept only in this object's memory and sent only on
    // sudo's stdin (`sudo -S -p ''`), never in a command's text; checked at once with `sudo -S -p ''
    // true` (ends with passwordChecked). forgetPassword() (called when the change ends) and the
    // destructor overwrite it.
    void usePassword(const QByteArray &password);
    void forgetPassword();
    ~FixEngine() override;
    // Reads each file's bytes; a missing file is left out. Ends with filesRead.
    void readFiles(const QStringList &paths);
    void apply(const ChangeSpec &change);
    void listChanges(const QString &backupRoot = ChangeSpec::defaultBackupRoot());
    void fetchBackups(const QString &changeId, const QString &backupRoot = ChangeSpec::defaultBackupRoot());

    // The running system's boot id (/proc/sys/kernel/random/boot_id): a new one after each start.
    // Ends with bootIdRead.
    void readBootId();
    // Asks the Pi to restart (as root: FixPlan::rebootCommand()). The connection then ends, which is
    // no error; ends with rebootRequested (error: the Pi refused at once, e.g. systemd said no).
    void reboot();

    static constexpr qsizetype kMaxCommandChars = 120000;

    // A command run as root: itself for root, else through `sudo -n`, or `sudo -S -p ''` when a
    // password is in use (the password then goes on the command's stdin, see start()).
    QString privileged(const QString &script) const;

signals:
    void privilegeKnown(bool root, bool sudo, const QString &error);
    // The password given to usePassword() was taken by sudo (accepted) or not (it is forgotten then).
    void passwordChecked(bool accepted, const QString &error);
    void filesRead(const QMap<QString, QByteArray> &files, const QString &error);
    void progress(const QString &stage); // "backed-up", "written", "reloaded", "verified"
    void finished(FixEngine::Outcome outcome, const QString &changeId, const QString &message);
    // Each change: its manifest with "status" added.
    void changesListed(const QList<QJsonObject> &changes, const QString &error);
    void bootIdRead(const QString &bootId, const QString &error);
    void rebootRequested(const QString &error);
    // The manifest (with "status") and the backups by name ("files/0", "runtime/0").
    void backupsFetched(const QJsonObject &manifest, const QMap<QString, QByteArray> &backups, const QString &error);

private:
    // After a connection lost during the script: the change's status read from the Pi decides the
    // outcome and its words (what really happened there), else Lost with what will happen.
    void reportFromStatus(const ChangeSpec &change, const QString &lostWhy);
    static QString rollbackFailed(const QString &why, const ChangeSpec &change);
    RemoteCommand *start(const QString &command, bool privileged, int timeoutSeconds, bool killWithChannel = true);

    CommandRunner *m_runner;
    bool m_root = false;
    bool m_sudo = false;
    bool m_sudoPresent = false;
    bool m_passwordAccepted = false;
    QByteArray m_password; // only while one change runs; see usePassword()
    QByteArray m_output;
    bool m_committed = false;
};
