#include "remote/jobs/preflightjob.h"

#include "core/sharebench/mountinfo.h"
#include "core/sharebench/sharefolder.h"
#include "remote/ssh/commandrunner.h"
#include "remote/ssh/shellquote.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStorageInfo>

#include <cmath>

namespace {

using Status = PreflightResult::Status;

QString megabytes(qint64 bytes)
{
    return QString::number(std::floor(double(std::max<qint64>(bytes, 0)) / 1e6), 'f', 0);
}

// The value of the script's line "@@pf-key value"; empty when absent. (Its own prefix: the tests
// single out other jobs' commands by their "@@…" words.)
QString field(const QStringList &lines, const QString &key)
{
    const QString prefix = QStringLiteral("@@pf-") + key + QLatin1Char(' ');
    for (const QString &line : lines)
        if (line.startsWith(prefix))
            return line.mid(prefix.size());
    return {};
}

// Where an NFS or sshfs mount says the share lives on the server ("host:/srv/nas" -> /srv/nas).
// Samba names a share, not a path: its paths come from smb.conf on the Pi.
QStringList sourceRoots(const MountInfo &mount)
{
    const QString proto = mount.protocol();
    if (proto != QLatin1String("nfs") && proto != QLatin1String("sshfs"))
        return {};
    const qsizetype colon = mount.source.indexOf(QLatin1Char(':'));
    const QString path = colon < 0 ? QString() : mount.source.mid(colon + 1);
    return path.startsWith(QLatin1Char('/')) ? QStringList{path} : QStringList{};
}

} // namespace

PreflightJob::PreflightJob(CommandRunner *runner, Params params, QObject *parent)
    : Job(parent), m_runner(runner), m_params(std::move(params))
{
}

PreflightJob::~PreflightJob()
{
    m_cancelled = true;
    if (m_command && !m_command->isFinished())
        m_command->cancel();
    m_thread.reset(); // joins it: the PC-side checks are a few file operations
    if (m_markerWritten)
        QFile::remove(markerPath()); // last resort: the job went away before it could clean up
}

QString PreflightJob::markerPath() const
{
    return QDir(m_params.sharePath).filePath(m_marker);
}

QString PreflightJob::piScript(const QString &remoteDir, const QString &marker, const QStringList &extraRoots,
                               int searchSeconds)
{
    // Every value is quoted; the marker is ours (hex). The search goes one depth at a time over all
    // the roots, so a marker near the top of a share is found before a big tree is walked, and it
    // stops at the deadline. `timeout` bounds each find; without it find runs unbounded per level.
    return QStringLiteral(
               "d=%1\nm=%2\nextra=%3\n"
               "command -v timeout >/dev/null 2>&1 || timeout() { shift; \"$@\"; }\n"
               "if [ ! -e \"$d\" ]; then echo '@@pf-dir missing'\n"
               "elif [ ! -d \"$d\" ]; then echo '@@pf-dir notdir'\n"
               "else\n"
               "  echo '@@pf-dir ok'\n"
               "  t=\"$d/.pinas-doctor-pf-$$.tmp\"\n"
               "  if ( set -C; : > \"$t\" ) 2>/dev/null; then rm -f -- \"$t\"; echo '@@pf-writable yes';"
               " else echo '@@pf-writable no'; fi\n"
               // A read-only file system is not a permission problem: the mount's own options say
               // so (findmnt, else the longest /proc/mounts entry above the folder); and the owner.
               "  o=$(findmnt -no OPTIONS -T \"$d\" 2>/dev/null) || o=$(awk -v p=\"$(cd \"$d\" && pwd -P)\" "
               "'{ if (index(p\"/\", ($2 == \"/\" ? \"/\" : $2\"/\")) == 1 && length($2) >= n) { n = length($2); o = $4 } }"
               " END { print o }' /proc/mounts 2>/dev/null)\n"
               "  case \",$o,\" in *,ro,*) echo '@@pf-ro yes';; esac\n"
               "  echo \"@@pf-owner $(stat -c %U -- \"$d\" 2>/dev/null)\"\n"
               "  a=$(df -Pk -- \"$d\" 2>/dev/null | awk 'NR==2 {print $4}')\n"
               "  case $a in ''|*[!0-9]*) a=-1;; esac\n"
               "  echo \"@@pf-avail $a\"\n"
               "fi\n"
               "echo \"@@pf-user $(id -un 2>/dev/null)\"\n"
               "[ -n \"$m\" ] || exit 0\n"
               "if [ -d \"$d\" ] && [ -e \"$d/$m\" ]; then printf '@@pf-found %s\\n' \"$d/$m\"; exit 0; fi\n"
               "roots=$( { printf '%s\\n' \"$d\" \"$extra\"\n"
               "  [ -r /etc/exports ] && sed -n 's/^[[:space:]]*\\(\\/[^[:space:]]*\\).*/\\1/p' /etc/exports\n"
               "  for f in /etc/samba/smb.conf /etc/smb.conf; do [ -r \"$f\" ] &&"
               " sed -n 's/^[[:space:]]*path[[:space:]]*=[[:space:]]*\\(.*[^[:space:]]\\)[[:space:]]*$/\\1/p' \"$f\"; done\n"
               "  printf '%s\\n' \"$HOME\"; } | awk '/^\\// && !/%/ && !seen[$0]++')\n"
               "end=$(( $(date +%s) + %4 ))\n"
               "depth=1\n"
               "while [ $depth -le 6 ]; do\n"
               "  hit=$(printf '%s\\n' \"$roots\" | while IFS= read -r r; do\n"
               "    left=$(( end - $(date +%s) ))\n"
               "    if [ $left -le 0 ]; then echo '@@pf-timeout'; break; fi\n"
               "    [ -d \"$r\" ] || continue\n"
               "    f=$(timeout $left find \"$r\" -mindepth $depth -maxdepth $depth -name \"$m\" -print -quit 2>/dev/null)\n"
               "    if [ -n \"$f\" ]; then printf '%s\\n' \"$f\"; break; fi\n"
               "  done)\n"
               "  case $hit in\n"
               "    '') ;;\n"
               "    @@pf-timeout) echo '@@pf-searchtimeout'; exit 0;;\n"
               "    *) printf '@@pf-found %s\\n' \"$hit\"; exit 0;;\n"
               "  esac\n"
               "  depth=$((depth + 1))\n"
               "done\n"
               "echo '@@pf-notfound'\n")
        // One arg() call: a "%1" in the folder's name must not be filled in by a later one.
        .arg(shellQuote(remoteDir), shellQuote(marker), shellQuote(extraRoots.join(QLatin1Char('\n'))),
             QString::number(searchSeconds));
}

void PreflightJob::start()
{
    // A name no earlier run used and CleanupJob's pattern matches, should one ever stay behind.
    m_marker = QStringLiteral(".pinas-doctor-mark-%1.tmp")
                   .arg(QString::number(QRandomGenerator::system()->generate64(), 16));
    emit progress(0, tr("Checking the Pi folder and the share…"));
    runLocal([this] { checkShare(); }, [this] {
        if (m_cancelled)
            removeMarkerAndFinish(Outcome::Cancelled);
        else
            checkPi();
    });
}

void PreflightJob::runLocal(std::function<void()> work, std::function<void()> then)
{
    m_thread.reset(); // the last piece of work has ended (its done called this): join it
    m_thread = startWorkThread(QStringLiteral("pre-flight"), std::move(work), this, std::move(then));
}

void PreflightJob::checkShare()
{
    const QString dir = m_params.sharePath;
    // Opening the folder mounts an automounted share (stat alone does not), as ShareJob does.
    QDirIterator(dir).hasNext();
    if (const QString why = ShareFolder::unreachable(dir); !why.isEmpty()) {
        m_result.add(QStringLiteral("share-folder"), Status::Failed, why);
        return;
    }
    const MountInfo mount = MountTable::forPath(dir);
    if (!m_params.allowLocalShare) {
        if (const QString why = ShareFolder::notAShare(dir, mount); !why.isEmpty()) {
            m_result.add(QStringLiteral("share-folder"), Status::Failed, why);
            return;
        }
    }
    m_result.add(QStringLiteral("share-folder"), Status::Ok);
    m_extraRoots = sourceRoots(mount);
    // The marker is also the write test: created new (never over a file of the user's), then removed
    // once the Pi was searched for it.
    QFile marker(markerPath());
    if (!marker.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        // A read-write mount that refuses the write: the Pi said no (its folder's rights, or its
        // file system went read-only), and remounting on this PC would change nothing.
        const MountInfo m = MountTable::forPath(dir);
        m_result.add(QStringLiteral("share-folder-writable"), Status::Failed,
                     m.isValid() && !m.hasFlag(QStringLiteral("ro"))
                         ? tr("This PC cannot write in the share folder %1 (%2), although it mounts the share "
                              "read-write: the Pi refused the write. Check that the share's user may write in the "
                              "Pi's folder, and that the Pi's file system is not read-only (mount shows \"ro\").")
                               .arg(dir, marker.errorString())
                         : tr("This PC cannot write in the share folder %1 (%2). Mount the share read-write, and "
                              "check that the Pi lets this PC's user write there.")
                               .arg(dir, marker.errorString()));
        return;
    }
    m_markerWritten = true;
    marker.write("pinas-doctor pre-flight marker: safe to delete\n");
    marker.close();
    m_result.add(QStringLiteral("share-folder-writable"), Status::Ok);
    // Some FUSE clients (smbnetfs) report a size of 0: nothing to check against (as ShareBench).
    const QStorageInfo storage(dir);
    const qint64 free = storage.isValid() && storage.bytesTotal() > 0 ? storage.bytesAvailable() : -1;
    if (free >= 0 && free < m_params.shareNeedBytes)
        m_result.add(QStringLiteral("share-folder-room"), Status::Failed,
                     tr("Only %1 MB are free in the share folder %2; the share tests need %3 MB. Free some "
                        "space on the disk behind the share, or choose the quick test.")
                         .arg(megabytes(free), dir, megabytes(m_params.shareNeedBytes)));
    else
        m_result.add(QStringLiteral("share-folder-room"), Status::Ok);
    if (m_params.afterMarkerWritten)
        m_params.afterMarkerWritten();
}

void PreflightJob::checkPi()
{
    CommandOptions options;
    options.timeoutSeconds = m_params.searchSeconds + 30;
    options.outputLimitBytes = 64 * 1024;
    m_command = m_runner->run(piScript(m_params.remoteDir, m_markerWritten ? m_marker : QString(), m_extraRoots,
                                       m_params.searchSeconds),
                              options);
    connect(m_command, &RemoteCommand::finished, this, &PreflightJob::onPiChecked);
    // After the command exists: a receiver may cancel right here, and the cancel must reach it.
    emit progress(0.3, m_markerWritten ? tr("Looking for the share's test file on the Pi…")
                                       : tr("Checking the Pi folder…"));
}

void PreflightJob::onPiChecked(const CommandResult &r)
{
    if (m_command)
        m_command->deleteLater();
    if (r.cancelled || m_cancelled) {
        removeMarkerAndFinish(Outcome::Cancelled);
        return;
    }
    const QString dir = m_params.remoteDir;
    const QString pi = m_params.piName;
    if (!r.succeeded()) {
        const QString why = r.reason();
        const QString text = tr("Could not check the Pi folder %1 on %2: %3").arg(dir, pi, why);
        m_result.add(QStringLiteral("pi-folder"), Status::Failed, text);
        removeMarkerAndFinish(Outcome::Failed, text);
        return;
    }
    const QStringList lines = QString::fromUtf8(r.standardOutput).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QString state = field(lines, QStringLiteral("dir"));
    const QString user = field(lines, QStringLiteral("user"));
    if (state == QLatin1String("missing")) {
        m_result.add(QStringLiteral("pi-folder"), Status::Failed,
                     tr("The Pi folder %1 does not exist on %2. Create it on the Pi (mkdir -p %1), or set the "
                        "profile's Pi folder to the folder the share serves.")
                         .arg(dir, pi));
    } else if (state != QLatin1String("ok") && state != QLatin1String("notdir")) {
        m_result.add(QStringLiteral("pi-folder"), Status::Failed,
                     tr("Could not check the Pi folder %1 on %2: the Pi's answer was not understood (a login "
                        "script that prints text can cause this).")
                         .arg(dir, pi));
    } else if (state == QLatin1String("notdir")) {
        m_result.add(QStringLiteral("pi-folder"), Status::Failed,
                     tr("The Pi folder %1 on %2 is not a folder. Set the profile's Pi folder to the folder the "
                        "share serves.")
                         .arg(dir, pi));
    } else {
        m_result.add(QStringLiteral("pi-folder"), Status::Ok);
        const QString owner = field(lines, QStringLiteral("owner"));
        if (field(lines, QStringLiteral("writable")) != QLatin1String("yes") &&
            field(lines, QStringLiteral("ro")) == QLatin1String("yes"))
            // Not a permission: the file system itself is read-only, often remounted so by the kernel
            // after disk errors. chown cannot help (and would fail).
            m_result.add(QStringLiteral("pi-folder-writable"), Status::Failed,
                         tr("The Pi folder %1 on %2 is on a file system mounted read-only (\"ro\" in mount), so "
                            "nothing can be written there. Linux remounts a disk read-only after disk errors: "
                            "check the kernel log (dmesg | grep -i error), check the disk (sudo fsck on the "
                            "unmounted partition), then mount it read-write again (sudo mount -o remount,rw) or "
                            "restart the Pi.")
                             .arg(dir, pi));
        else if (field(lines, QStringLiteral("writable")) != QLatin1String("yes"))
            m_result.add(QStringLiteral("pi-folder-writable"), Status::Failed,
                         tr("The user %3 may not write in the Pi folder %1 on %2 (owned by %4), so the disk test "
                            "cannot run there. Give %3 write access (for example: sudo chown %3 %1), or choose a "
                            "folder %3 may write in.")
                             .arg(dir, pi, user, owner.isEmpty() ? tr("an unknown user") : owner));
        else
            m_result.add(QStringLiteral("pi-folder-writable"), Status::Ok);
        const qint64 availKiB = field(lines, QStringLiteral("avail")).toLongLong();
        if (availKiB >= 0 && availKiB * 1024 < m_params.piNeedBytes)
            m_result.add(QStringLiteral("pi-folder-room"), Status::Failed,
                         tr("Only %1 MB are free in the Pi folder %2 on %3; the disk test needs %4 MB. Free "
                            "some space on that disk, or choose a folder on a disk with more room.")
                             .arg(megabytes(availKiB * 1024), dir, pi, megabytes(m_params.piNeedBytes)));
        else
            m_result.add(QStringLiteral("pi-folder-room"), Status::Ok);
    }
    if (m_markerWritten) {
        const QString found = field(lines, QStringLiteral("found"));
        const QString where = found.isEmpty() ? QString() : QFileInfo(found).path();
        m_result.shareOnPi = where;
        m_result.sameStorage = !where.isEmpty() && QDir::cleanPath(where) == QDir::cleanPath(dir);
        if (m_result.sameStorage) {
            m_result.add(QStringLiteral("same-storage"), Status::Ok);
        } else if (!where.isEmpty()) {
            m_result.add(QStringLiteral("same-storage"), Status::Warning,
                         tr("The share folder %1 on this PC is the folder %2 on %3, not the chosen Pi folder "
                            "%4: the share tests and the disk test would measure different places. Use %2 as "
                            "the Pi folder, or mount the share of %4.")
                             .arg(m_params.sharePath, where, pi, dir));
        } else if (lines.contains(QStringLiteral("@@pf-searchtimeout"))) {
            // Not found in the time allowed is not "not there": a big disk is not walked in 20 s.
            // Say so, and do not stop a run that may well be right.
            m_result.add(QStringLiteral("same-storage"), Status::Warning,
                         tr("Could not confirm that the share folder %1 on this PC is the Pi folder %2 on %3: a "
                            "test file written into the share was not found there, and the search of the "
                            "folders %3 shares stopped after %4 s. If the disk test and the share tests give "
                            "very different figures, check that %1 is the share of %2.")
                             // one arg() call: a "%1" in a path must not be filled in later
                             .arg(m_params.sharePath, dir, pi, QString::number(m_params.searchSeconds)));
        } else {
            m_result.add(QStringLiteral("same-storage"), Status::Failed,
                         tr("The share folder %1 on this PC is not the Pi folder %2 on %3: a test file written "
                            "into the share appeared neither there nor in any folder %3 shares (NFS exports, "
                            "Samba share paths, the home folder sshfs uses). Check that %1 is where this PC "
                            "mounts the share of %3, and set the Pi folder to the folder that share serves.")
                             .arg(m_params.sharePath, dir, pi));
        }
    }
    removeMarkerAndFinish(Outcome::Ok);
}

void PreflightJob::removeMarkerAndFinish(Outcome outcome, const QString &error)
{
    if (m_finishing)
        return;
    m_finishing = true;
    if (!m_markerWritten) {
        finish(outcome, error);
        return;
    }
    // On the worker thread: removing a file on a share whose server went away can block.
    runLocal([this] {
        if (QFile::remove(markerPath()) || !QFileInfo::exists(markerPath()))
            m_markerWritten = false;
    }, [this, outcome, error] { finish(outcome, error); });
}

void PreflightJob::cancel()
{
    if (isFinished())
        return;
    m_cancelled = true;
    if (m_command && !m_command->isFinished())
        m_command->cancel(); // onPiChecked removes the marker, then finishes
    // While the PC-side checks run, their end sees the flag.
}

void PreflightJob::fillResult(StepResult &result) const
{
    result.preflight = m_result;
}
