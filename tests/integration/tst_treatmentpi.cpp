// `pinas-doctor fix` end to end on a "Pi" whose /etc is its own: a real OpenSSH server on 127.0.0.1
// started inside a private mount namespace (unshare --mount --propagation private) with an overlay
// on /etc, a temporary folder on /var/backups, stub reload tools on /usr/local/sbin and a fake
// cpufreq folder on /sys/devices/system/cpu/cpufreq. This machine's real /etc is never touched
// (its checksum is compared before and after). Root only; skipped with the reason otherwise.
//
// For every apply-kind fix: apply -> verify -> undo leaves the files byte-identical; a file changed
// since the plan is refused (exit 2) and a failing reload rolls back (exit 3), both with the same
// bytes; without --yes nothing is written. Also real on this bed: a sudo user of the Pi's own (with
// a password, then NOPASSWD), NTFS and exFAT disks mounted through FUSE (ntfs-3g, exfat-fuse), and
// systemd-tmpfiles taking the governor's boot-time file.
// `fix --apply … --measure-again` applies, measures the change's steps again through the same sshd
// and prints the before/after card (applyThenMeasureAgain). The UAS quirk's change restarts the
// test Pi (see initTestCase) and waits for it.
#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/report/report.h"
#include "core/report/reporthtml.h"
#include "core/report/reporttext.h"
#include "core/treatment/changescript.h"
#include "core/treatment/remeasure.h"
#include "tests/integration/sshdfixture.h"

#include <QRegularExpression>
#include <QScopeGuard>

#include <QCryptographicHash>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

// Every readable regular file under /etc, by path and content: what the test must never change.
// Not the account files: other tests running on the same bed at the same time add and remove their
// password user there (SshdFixture::createPasswordUser: useradd/userdel), and nothing of the
// treatment touches them.
QByteArray realEtcChecksum()
{
    static const QRegularExpression accounts(QStringLiteral("^/etc/(passwd|group|shadow|gshadow|subuid|subgid)-?$"));
    QCryptographicHash h(QCryptographicHash::Sha256);
    QStringList files;
    QDirIterator it(QStringLiteral("/etc"), QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        if (const QString f = it.next(); !accounts.match(f).hasMatch())
            files << f;
    files.sort();
    for (const QString &f : files) {
        QFile file(f);
        h.addData(f.toUtf8());
        if (file.open(QIODevice::ReadOnly))
            h.addData(file.readAll());
    }
    return h.result().toHex();
}

QString fixture(const char *name)
{
    QFile f(QStringLiteral(PINAS_FIXTURES "/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestTreatmentPi : public QObject
{
    Q_OBJECT
private:
    SshdFixture m_sshd;
    QTemporaryDir m_dir; // the namespace's own parts: overlay upper/work, backups, stubs, cpufreq
    QTemporaryDir m_home; // the home of the bed Pi's sudo user (made 0755 for that user)
    QByteArray m_etcBefore;
    QJsonObject m_identity; // the bed Pi's own pi_identity (its host key, its machine id's hash)

    struct Outcome
    {
        int exitCode = -1;
        QString out, err;
        QString lastLine() const { return out.trimmed().split(u'\n').last().trimmed(); }
    };

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // As the Pi's `user` when given (else the fixture's root), with `input` on stdin (the sudo
    // password for --sudo-password-stdin).
    Outcome cli(const QStringList &args, const QString &user = {}, const QByteArray &input = {})
    {
        QProcess p;
        QStringList all{QStringLiteral("fix")};
        all << args
            << QStringList{QStringLiteral("--host"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--port"),
                           QString::number(m_sshd.port()),
                           QStringLiteral("--user"),
                           user.isEmpty() ? m_sshd.user() : user,
                           QStringLiteral("--identity"),
                           m_sshd.clientKeyPath(),
                           QStringLiteral("--known-hosts"),
                           m_sshd.path(QStringLiteral("cli_known_hosts")),
                           QStringLiteral("--accept-new-host-key")};
        p.start(QStringLiteral(PINAS_DOCTOR_BIN), all);
        if (!input.isEmpty()) {
            p.write(input);
            p.closeWriteChannel();
        }
        if (!p.waitForFinished(280000))
            p.kill();
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

    // Runs a command on the "Pi" (inside its namespace) through a plain ssh client.
    QByteArray onPi(const QString &command, const QByteArray &input = {})
    {
        QProcess p;
        p.start(QStringLiteral("ssh"),
                {QStringLiteral("-p"), QString::number(m_sshd.port()), QStringLiteral("-i"), m_sshd.clientKeyPath(),
                 QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=no"), QStringLiteral("-o"),
                 QStringLiteral("UserKnownHostsFile=/dev/null"), QStringLiteral("-o"), QStringLiteral("LogLevel=ERROR"),
                 QStringLiteral("-o"), QStringLiteral("IdentitiesOnly=yes"),
                 m_sshd.user() + QStringLiteral("@127.0.0.1"), command});
        if (!input.isEmpty())
            p.write(input);
        p.closeWriteChannel();
        p.waitForFinished(60000);
        return p.readAllStandardOutput();
    }

    void putOnPi(const QString &file, const QByteArray &bytes)
    {
        onPi(QStringLiteral("mkdir -p \"$(dirname %1)\" && printf '%s' %2 | base64 -d > %1")
                 .arg(file, QString::fromLatin1(bytes.toBase64())));
    }

    QByteArray fromPi(const QString &file) { return QByteArray::fromBase64(onPi(QStringLiteral("base64 < %1").arg(file))); }

    // A run file for the finding: its transcript holds the Pi's file as the probe would show it.
    QString runFile(const QString &name, const QList<QPair<QString, QString>> &sections, const QJsonObject &extra = {})
    {
        QString t = QStringLiteral("@@pinas-probe 1\n@@begin model\nRaspberry Pi 4 Model B Rev 1.4\n@@end model exit=0\n");
        for (const auto &s : sections) {
            QString text = s.second;
            while (text.endsWith(u'\n'))
                text.chop(1);
            t += QStringLiteral("@@begin %1\n%2\n@@end %1 exit=0\n").arg(s.first, text);
        }
        QJsonObject o = extra;
        // A run of this Pi, as a run made on it records (issue #34); a null pi_identity: a run that
        // does not say which Pi it came from.
        if (!o.contains(QStringLiteral("pi_identity")))
            o.insert(QStringLiteral("pi_identity"), m_identity);
        else if (o.value(QStringLiteral("pi_identity")).isNull())
            o.remove(QStringLiteral("pi_identity"));
        o.insert(QStringLiteral("format"), QStringLiteral("pinas-doctor-run"));
        o.insert(QStringLiteral("version"), 1);
        o.insert(QStringLiteral("transcript"), t);
        const QString file = path(name + QStringLiteral(".pinasrun"));
        QFile f(file);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(QJsonDocument(o).toJson());
        return file;
    }

    struct Case
    {
        QString finding;
        QString file; // on the Pi
        QByteArray text;
        QString section;
        QJsonObject extra;
    };

    QList<Case> cases()
    {
        const QByteArray smbShare = fixture("pi5-smb-conf-share-excerpt.txt").toUtf8();
        return {
            {QStringLiteral("nfs-sync-export"), QStringLiteral("/etc/exports"),
             "# /etc/exports: the test Pi's own\n/srv/nfs *(rw,sync,no_subtree_check)\n", QStringLiteral("exports"),
             QJsonObject{{QStringLiteral("client_mount"), QJsonObject{{QStringLiteral("fstype"), QStringLiteral("nfs4")}}}}},
            {QStringLiteral("smb-sync-always"), QStringLiteral("/etc/samba/smb.conf"),
             "[global]\n   workgroup = WORKGROUP\n\n" + smbShare + "sync always = yes\n", QStringLiteral("smb-conf"), {}},
            {QStringLiteral("smb1-protocol"), QStringLiteral("/etc/samba/smb.conf"),
             "[global]\n   server max protocol = NT1\n\n" + smbShare, QStringLiteral("smb-conf"), {}},
            {QStringLiteral("smb-encryption-cpu"), QStringLiteral("/etc/samba/smb.conf"),
             fixture("smb-conf-server-smb-encrypt-required.txt").toUtf8() + "\n" + smbShare, QStringLiteral("smb-conf"), {}},
        };
    }

    // The bed Pi's sysfs as a slow governor leaves it: powersave, io_is_busy off.
    void setSlowGovernor()
    {
        for (const auto &[file, value] : {std::pair{"cpufreq/policy0/scaling_governor", "powersave\n"},
                                          std::pair{"cpufreq/ondemand/io_is_busy", "0\n"}}) {
            QFile f(path(QString::fromLatin1(file)));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(value);
        }
    }

    // The bed Pi's own sudo user, made in the namespace's /etc only (useradd -l: nothing in this
    // machine's lastlog/faillog): a home with the test's client key, a password given on chpasswd's
    // stdin, and a sudoers.d file asking for that password, or NOPASSWD. sudo keeps no ticket
    // (timestamp_timeout=0, so a wrong password is never covered by an earlier right one) and its
    // timestamp folder is the test's.
    static QString sudoUser() { return QStringLiteral("pinasbed"); }
    static QByteArray sudoPassword() { return QByteArrayLiteral("bed-Sudo-pw-7f3q9"); }
    static QByteArray wrongPassword() { return QByteArrayLiteral("not-the-Sudo-pw-2k8d"); }
    void makeSudoUser(bool nopasswd)
    {
        const QString h = m_home.path();
        const QString script =
            QStringLiteral(
                "{ set -e; u=%1; h=%2\n"
                "id -u $u >/dev/null 2>&1 || useradd -l -M -d $h -s /bin/sh $u\n"
                "chpasswd\n"
                "mkdir -p $h/.ssh; cp %3 $h/.ssh/authorized_keys; chown -R $u: $h\n"
                "chmod 755 $h; chmod 700 $h/.ssh; chmod 600 $h/.ssh/authorized_keys\n"
                "mkdir -p /etc/sudoers.d\n"
                "printf '%s\\n' 'Defaults timestampdir=%4' 'Defaults:%1 timestamp_timeout=0, lecture=never' "
                "'%1 ALL=(ALL:ALL) %5' > /etc/sudoers.d/pinas-bed\n"
                "chmod 0440 /etc/sudoers.d/pinas-bed; visudo -cf /etc/sudoers.d/pinas-bed >/dev/null\n"
                "echo made; } 2>&1")
                .arg(sudoUser(), h, m_sshd.path(QStringLiteral("authorized_keys")),
                     path(QStringLiteral("sudo-ts")),
                     nopasswd ? QStringLiteral("NOPASSWD: ALL") : QStringLiteral("ALL"));
        const QByteArray out = onPi(script, sudoUser().toUtf8() + ':' + sudoPassword() + '\n');
        QVERIFY2(out.trimmed().endsWith("made"), out.constData());
    }

    // Watches every process's command line and environment on this machine while a change runs (the
    // Pi's processes are among them: its namespace is a mount namespace only), every 50 ms, for the
    // passwords; the patterns come from a file, so the watcher's own command line does not hold them.
    std::unique_ptr<QProcess> watchForPassword()
    {
        QFile pattern(path(QStringLiteral("watch-pattern")));
        if (!pattern.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        pattern.write(sudoPassword() + '\n' + wrongPassword() + '\n');
        pattern.close();
        QFile::remove(path(QStringLiteral("watch-stop")));
        auto w = std::make_unique<QProcess>();
        w->start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"),
             QStringLiteral("n=0; s=0; while [ ! -e %1 ]; do n=$((n+1)); cat /proc/[0-9]*/cmdline "
                            "/proc/[0-9]*/environ 2>/dev/null | grep -qaFf %2 && s=$((s+1)); sleep 0.05; "
                            "done; echo \"$n $s\"")
                 .arg(path(QStringLiteral("watch-stop")), pattern.fileName())});
        w->waitForStarted();
        return w;
    }
    // "rounds seen" of the watcher, once stopped.
    QList<int> stopWatching(QProcess &w)
    {
        if (w.state() == QProcess::NotRunning)
            return {};
        QFile(path(QStringLiteral("watch-stop"))).open(QIODevice::WriteOnly);
        w.waitForFinished(30000);
        QList<int> r;
        for (const QByteArray &n : w.readAllStandardOutput().trimmed().split(' '))
            r << n.toInt();
        return r;
    }

    // Every file under a folder of this machine that holds the bytes.
    static QStringList filesHolding(const QString &dir, const QByteArray &bytes)
    {
        QStringList found;
        QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (f.open(QIODevice::ReadOnly) && f.readAll().contains(bytes))
                found << f.fileName();
        }
        return found;
    }

    QStringList changeFolders()
    {
        return QDir(path(QStringLiteral("backups/pinas-doctor")))
            .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    }

    // What boot does with the governor's tmpfiles file: systemd-tmpfiles --create on it (inside the
    // Pi's namespace, where the cpufreq folder is the fake one), the sysfs slow again before.
    void bootTimeFileTakesEffect(const QString &conf)
    {
        if (onPi(QStringLiteral("command -v systemd-tmpfiles")).trimmed().isEmpty()) {
            qInfo("systemd-tmpfiles missing: the boot-time file is checked as a file only");
            return;
        }
        setSlowGovernor();
        if (QTest::currentTestFailed())
            return;
        // Under strace where it exists: in which order does tmpfiles take the two lines? On a real
        // sysfs ondemand/io_is_busy exists only once the governor is ondemand.
        const QString trace = path(QStringLiteral("tmpfiles.trace"));
        const bool traced = !onPi(QStringLiteral("command -v strace")).trimmed().isEmpty();
        const QByteArray out =
            onPi(QStringLiteral("%1systemd-tmpfiles --create %2 2>&1; echo rc=$?")
                     .arg(traced ? QStringLiteral("strace -f -e trace=openat -o %1 ").arg(trace) : QString(),
                          conf));
        QVERIFY2(out.trimmed().endsWith("rc=0"), out.constData());
        if (traced) {
            QFile t(trace);
            QVERIFY(t.open(QIODevice::ReadOnly));
            const QByteArray opens = t.readAll();
            const qsizetype governorAt = opens.indexOf("\"scaling_governor\", O_WRONLY");
            const qsizetype busyAt = opens.indexOf("\"io_is_busy\", O_WRONLY");
            // Every `w` line is a glob line to systemd-tmpfiles, taken in the file's order: the
            // governor's line comes first in the app's file, so ondemand's folder is there by then.
            QVERIFY2(governorAt >= 0 && busyAt > governorAt, opens.constData());
        } else {
            qInfo("strace missing: the order of the two writes is not checked");
        }
        // tmpfiles' `w` writes the value ("ondemand", no line end) from the start of the existing file
        // without truncating it: a sysfs attribute takes such a write as its whole new value, this
        // regular file keeps the tail of "powersave\n" after it.
        const QByteArray governor =
            fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/policy0/scaling_governor"));
        QVERIFY2(governor.startsWith("ondemand") && !governor.startsWith("powersave"), governor.constData());
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy")),
                 QByteArray("1\n"));
        putOnPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/policy0/scaling_governor"),
                "ondemand\n"); // as the kernel would show it, for the undo
    }

private slots:
    void initTestCase()
    {
        if (!SshdFixture::isRoot())
            QSKIP("needs root: the test Pi runs in a private mount namespace with an overlay on /etc");
        if (QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty())
            QSKIP("unshare (util-linux) is missing");
        m_etcBefore = realEtcChecksum();
        for (const char *d : {"upper", "work", "etccopy", "backups", "sbin", "cpufreq/policy0", "cpufreq/ondemand",
                              "boot/firmware"})
            QVERIFY(QDir().mkpath(path(QString::fromLatin1(d))));
        // Stub reload tools: they log their calls and fail once when the flag file "fail-reload" exists
        // (the new file refused, the old one taken again on the way back, which checks its reload);
        // systemctl says smbd is active while "smbd-active" exists.
        const QString head = QStringLiteral("#!/bin/sh\necho \"$(basename \"$0\") $*\" >> %1\n").arg(path(QStringLiteral("calls")));
        const QString fail = QStringLiteral("[ -e %1 ] && { rm -f %1; exit 1; }\nexit 0\n")
                                 .arg(path(QStringLiteral("fail-reload")));
        const QString active = QStringLiteral("[ \"$1\" = is-active ] && { [ -e %1 ] && exit 0; exit 3; }\n"
                                              "[ \"$1\" = reboot ] && exec %2\n")
                                   .arg(path(QStringLiteral("smbd-active")), path(QStringLiteral("restart.sh")));
        // exportfs also hangs once ("hang-reload": a reload that never returns) or kills the change
        // script once while it reloads ("kill-script": the power lost after the write, before the
        // confirmation).
        const QString exportfsFaults =
            QStringLiteral("[ -e %1 ] && { rm -f %1; sleep 600; }\n"
                           "[ -e %2 ] && { rm -f %2; for f in /var/backups/pinas-doctor/*/pid; do grep -qx pending \"${f%/pid}/status\" && "
                           "kill -KILL \"$(cat \"$f\")\" 2>/dev/null; done; }\n")
                .arg(path(QStringLiteral("hang-reload")), path(QStringLiteral("kill-script")));
        for (const auto &[name, body] : QList<QPair<QString, QString>>{{QStringLiteral("exportfs"), head + exportfsFaults + fail},
                                                                          {QStringLiteral("smbcontrol"), head + fail},
                                                                          {QStringLiteral("systemctl"), head + active + fail},
                                                                          // never this machine's own
                                                                          {QStringLiteral("reboot"), head + QStringLiteral("exec %1\n").arg(path(QStringLiteral("restart.sh")))}}) {
            QFile f(path(QStringLiteral("sbin/") + name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(body.toUtf8());
            f.close();
            f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        // The test Pi's "restart" (systemctl reboot): a moment later its firmware hands the first line
        // of cmdline.txt to a "new kernel" (a new /proc/cmdline and boot id, bind-mounted files), and
        // every SSH session of the Pi ends — unless "restart-keeps-cmdline" says the firmware read
        // another file. The listening sshd stays: the Pi is back at once.
        const QString later = QStringLiteral(R"(#!/bin/sh
B=%1
sleep 1
[ -e "$B/restart-keeps-cmdline" ] || { printf 'coherent_pool=1M 8250.nr_uarts=0 '; head -n 1 /boot/firmware/cmdline.txt; } > "$B/proc-cmdline"
cat /proc/sys/kernel/random/uuid > "$B/boot-id"
# Every process below the listening sshd (the sessions) ends; the listener stays.
L=$(cat "$B/sshd.pid")
all=" $L "
while :; do
    new=$(ps -eo pid=,ppid= | awk -v s="$all" 'index(s, " " $2 " ") && !index(s, " " $1 " ") {print $1}')
    [ -z "$new" ] && break
    all="$all $(echo $new) "
done
for p in $all; do [ "$p" = "$L" ] || [ "$p" = $$ ] || kill -KILL "$p"; done
)")
                                  .arg(m_dir.path());
        for (const auto &[name, body] :
             QList<QPair<QString, QString>>{{QStringLiteral("restart-later.sh"), later},
                                            {QStringLiteral("restart.sh"),
                                             QStringLiteral("#!/bin/sh\nsetsid %1 </dev/null >/dev/null 2>&1 &\nexit 0\n")
                                                 .arg(path(QStringLiteral("restart-later.sh")))}}) {
            QFile f(path(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(body.toUtf8());
            f.close();
            f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        for (const char *file : {"proc-cmdline", "boot-id"}) {
            QFile f(path(QString::fromLatin1(file)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("none\n");
        }
        const QString enter = QStringLiteral(
            "set -e\n"
            "mount -t overlay overlay -o lowerdir=/etc,upperdir=%1,workdir=%2 /etc 2>/dev/null || "
            "{ cp -a /etc/. %3/ && mount --bind %3 /etc; }\n"
            "mount --bind %4 /var/backups\n"
            "mount --bind %5 /usr/local/sbin\n"
            "mount --bind %6 /sys/devices/system/cpu/cpufreq\n"
            "mount --bind %7 /boot\n"
            "mount --bind %8 /proc/cmdline\n"
            "mount --bind %9 /proc/sys/kernel/random/boot_id\n"
            "exec \"$@\"\n")
                                  .arg(path(QStringLiteral("upper")), path(QStringLiteral("work")),
                                       path(QStringLiteral("etccopy")), path(QStringLiteral("backups")),
                                       path(QStringLiteral("sbin")), path(QStringLiteral("cpufreq")),
                                       path(QStringLiteral("boot")), path(QStringLiteral("proc-cmdline")),
                                       path(QStringLiteral("boot-id")));
        QFile e(path(QStringLiteral("enter.sh")));
        QVERIFY(e.open(QIODevice::WriteOnly));
        e.write(enter.toUtf8());
        e.close();
        m_sshd.setLaunchPrefix({QStringLiteral("unshare"), QStringLiteral("--mount"), QStringLiteral("--propagation"),
                                QStringLiteral("private"), QStringLiteral("sh"), path(QStringLiteral("enter.sh"))});
        m_sshd.setHomeAuthorizedKeys(true); // for the sudo user of realSudoApplyAndUndo
        if (const QString why = m_sshd.start(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QFile pidFile(path(QStringLiteral("sshd.pid")));
        QVERIFY(pidFile.open(QIODevice::WriteOnly));
        pidFile.write(QByteArray::number(m_sshd.pid()));
        pidFile.close();
        // The Pi's /etc is its own: a file written there is not in this machine's /etc.
        putOnPi(QStringLiteral("/etc/pinas-test-marker"), "mine");
        QCOMPARE(fromPi(QStringLiteral("/etc/pinas-test-marker")), QByteArray("mine"));
        QVERIFY(!QFile::exists(QStringLiteral("/etc/pinas-test-marker")));
        // Which Pi this is, as a run made on it records it: the key sshd shows and the hash of the
        // namespace's /etc/machine-id (made if the bed has none, in the Pi's own /etc).
        onPi(QStringLiteral("[ -s /etc/machine-id ] || echo 0123456789abcdef0123456789abcdef > /etc/machine-id"));
        const QString machine = QString::fromLatin1(onPi(QStringLiteral("LC_ALL=C sha256sum </etc/machine-id")).left(64));
        QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$")).match(machine).hasMatch(), qPrintable(machine));
        QVERIFY(!m_sshd.hostKeyFingerprint().isEmpty());
        m_identity = QJsonObject{{QStringLiteral("host_key_sha256"), m_sshd.hostKeyFingerprint()},
                                 {QStringLiteral("machine_id_sha256"), machine}};
    }

    void cleanupTestCase()
    {
        m_sshd.stop();
        if (!m_etcBefore.isEmpty())
            QCOMPARE(realEtcChecksum(), m_etcBefore); // the real /etc is as it was
    }

    void withoutYesNothingIsWritten()
    {
        const Case c = cases().first();
        putOnPi(c.file, c.text);
        const Outcome o = cli({runFile(QStringLiteral("noyes"), {{c.section, QString::fromUtf8(c.text)}}, c.extra),
                               QStringLiteral("--apply"), c.finding});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.out.contains(QStringLiteral("+/srv/nfs *(rw,async,no_subtree_check)")), qPrintable(o.out));
        QCOMPARE(fromPi(c.file), c.text);
        QVERIFY(QDir(path(QStringLiteral("backups"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty()
                || !QDir(path(QStringLiteral("backups/pinas-doctor"))).exists()
                || QDir(path(QStringLiteral("backups/pinas-doctor"))).isEmpty());
    }

    void applyVerifyUndo_data()
    {
        QTest::addColumn<int>("index");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).finding)) << i;
    }
    void applyVerifyUndo()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        putOnPi(c.file, c.text);
        const QString run = runFile(c.finding, {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const Outcome applied = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        const QString id = applied.lastLine();
        QVERIFY2(id.contains(c.finding), qPrintable(id));
        const QByteArray after = fromPi(c.file);
        QVERIFY(after != c.text);
        // The backup and the manifest are in the Pi's folder (here: the namespace's /var/backups).
        const QString folder = path(QStringLiteral("backups/pinas-doctor/") + id);
        QFile backup(folder + QStringLiteral("/files/0"));
        QVERIFY(backup.open(QIODevice::ReadOnly));
        QCOMPARE(backup.readAll(), c.text);
        QFile manifest(folder + QStringLiteral("/manifest.json"));
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        const QJsonObject m = QJsonDocument::fromJson(manifest.readAll()).object();
        QCOMPARE(m.value(QStringLiteral("finding")).toString(), c.finding);
        QCOMPARE(m.value(QStringLiteral("files")).toArray().first().toObject().value(QStringLiteral("path")).toString(), c.file);

        const Outcome listed = cli({QStringLiteral("--changes"), QStringLiteral("--json")});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        QVERIFY2(listed.out.contains(id), qPrintable(listed.out));

        // The run file keeps the change, and its report (text, HTML, so the PDF) shows it.
        Result<Run> withChange = Run::load(run);
        QVERIFY(withChange);
        const Report report = Report::build(withChange.value());
        QCOMPARE(report.changes.size(), 1);
        QCOMPARE(report.changes.first().id, id);
        QCOMPARE(report.changes.first().status, QStringLiteral("applied"));
        QVERIFY(ReportText::render(report).contains(id));
        QVERIFY(ReportHtml::render(report).contains(id));

        const Outcome undone = cli({run, QStringLiteral("--undo"), id, QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(fromPi(c.file), c.text); // byte-identical to before
        QVERIFY(Report::build(Run::load(run).value()).changes.first().status.startsWith(QStringLiteral("undone by ")));
        QFile status(folder + QStringLiteral("/status"));
        QVERIFY(status.open(QIODevice::ReadOnly));
        QVERIFY(status.readAll().startsWith("undone by"));
    }

    // Issue #34 class 1 on the bed: a traversal id from the command line never reaches the Pi, and a
    // change folder someone else made (here: the Pi's user nobody) is refused by the undo and shown
    // as such in the change log. The planted manifest's command would leave a mark; it never does.
    void traversalAndForeignChangeFoldersAreRefused()
    {
        const QString mark = path(QStringLiteral("pwned"));
        const QString planted = QStringLiteral("/tmp/pinas-planted-%1").arg(QCoreApplication::applicationPid());
        const QByteArray manifest = QStringLiteral("{\"format\":\"pinas-doctor-change\",\"version\":1,\"id\":\"../../..%1\","
                                                   "\"finding\":\"nfs-sync-export\",\"files\":[],\"runtime\":[],"
                                                   "\"reload\":[\"touch %2\"],\"verify\":\"touch %2\",\"service\":\"\"}")
                                        .arg(planted, mark)
                                        .toUtf8();
        putOnPi(planted + QStringLiteral("/manifest.json"), manifest);
        putOnPi(planted + QStringLiteral("/status"), "applied\n");
        const QString hostile = QStringLiteral("../../..") + planted;
        const Outcome viaCli = cli({QStringLiteral("--undo"), hostile, QStringLiteral("--yes")});
        QCOMPARE(viaCli.exitCode, 2);
        QVERIFY2(viaCli.err.contains(QStringLiteral("not a change id")), qPrintable(viaCli.err));
        // A folder of the change log that is not root's own, with a valid name.
        const QString id = QStringLiteral("20261204T101500Z-nfs-sync-export-0bad");
        const QString foreign = QStringLiteral("/var/backups/pinas-doctor/") + id;
        onPi(QStringLiteral("mkdir -p /var/backups/pinas-doctor && chmod 700 /var/backups/pinas-doctor"));
        putOnPi(foreign + QStringLiteral("/manifest.json"), QByteArray(manifest).replace(QByteArray("../../.." + planted.toUtf8()), id.toUtf8()));
        putOnPi(foreign + QStringLiteral("/status"), "applied\n");
        onPi(QStringLiteral("chown -R nobody %1").arg(foreign));
        const Outcome undo = cli({QStringLiteral("--undo"), id, QStringLiteral("--yes")});
        QCOMPARE(undo.exitCode, 2);
        QVERIFY2(undo.err.contains(QStringLiteral("not made by Pi NAS Doctor")), qPrintable(undo.err));
        const Outcome listed = cli({QStringLiteral("--changes"), QStringLiteral("--json")});
        QCOMPARE(listed.exitCode, 0);
        const QJsonArray log = QJsonDocument::fromJson(listed.out.toUtf8()).array();
        bool seen = false;
        for (const QJsonValue &v : log)
            if (v.toObject().value(QStringLiteral("id")).toString() == id) {
                seen = true;
                QVERIFY(v.toObject().value(QStringLiteral("untrusted")).toBool());
                QVERIFY(!v.toObject().contains(QStringLiteral("reload")));
            }
        QVERIFY2(seen, qPrintable(listed.out));
        QVERIFY(!QFileInfo::exists(mark));
        onPi(QStringLiteral("rm -rf %1 %2").arg(foreign, planted));
    }

    // Class 4: a reload that never returns is stopped at its limit (--command-limit 5) and the
    // change rolled back, with a message that says so; the files are as before.
    void hangingReloadIsRolledBackWithinItsLimit()
    {
        const Case c = cases().first(); // nfs-sync-export, reloaded with the bed's exportfs
        putOnPi(c.file, c.text);
        QFile(path(QStringLiteral("hang-reload"))).open(QIODevice::WriteOnly);
        const QString run = runFile(QStringLiteral("hang"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        QElapsedTimer t;
        t.start();
        const Outcome o = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"),
                               QStringLiteral("--command-limit"), QStringLiteral("5")});
        QVERIFY2(o.exitCode == 3, qPrintable(o.err + o.out));
        QVERIFY2(o.err.contains(QStringLiteral("did not finish within 5 s")), qPrintable(o.err));
        QVERIFY(t.elapsed() < 120000); // bounded: the limit, not the stub's 600 s
        QCOMPARE(fromPi(c.file), c.text);
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("hang-reload"))));
    }

    // Class 5: /etc/exports is a link to the admin's own file: the file is edited where it is, and
    // the link is still a link after the apply and after the undo, the bytes as before.
    void linkedConfigIsKeptALink()
    {
        const Case c = cases().first();
        putOnPi(QStringLiteral("/etc/nfs-admin/exports"), c.text);
        onPi(QStringLiteral("rm -f %1 && ln -s /etc/nfs-admin/exports %1").arg(c.file));
        const QString run = runFile(QStringLiteral("linked"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const Outcome applied = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        QCOMPARE(onPi(QStringLiteral("readlink %1").arg(c.file)), QByteArray("/etc/nfs-admin/exports\n"));
        QVERIFY(fromPi(QStringLiteral("/etc/nfs-admin/exports")).contains("async"));
        const Outcome undone = cli({run, QStringLiteral("--undo"), applied.lastLine(), QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(onPi(QStringLiteral("readlink %1").arg(c.file)), QByteArray("/etc/nfs-admin/exports\n"));
        QCOMPARE(fromPi(QStringLiteral("/etc/nfs-admin/exports")), c.text);
        onPi(QStringLiteral("rm -f %1; rm -rf /etc/nfs-admin").arg(c.file));
    }

    // Class 7: the change script killed on the Pi after the write and before the confirmation (the
    // stub reload kills it, as a power cut would): the PC says it is not confirmed, and the next
    // contact (here only the change log) rolls it back and says so.
    void cutOffChangeIsRolledBackAtTheNextContact()
    {
        const Case c = cases().first();
        putOnPi(c.file, c.text);
        QFile(path(QStringLiteral("kill-script"))).open(QIODevice::WriteOnly);
        const QString run = runFile(QStringLiteral("cutoff"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const Outcome cut = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QCOMPARE(cut.exitCode, 3);
        QVERIFY2(cut.err.contains(QStringLiteral("pending")), qPrintable(cut.err));
        QVERIFY(fromPi(c.file) != c.text); // cut off with the new file in place
        // The Pi's own boot-time rollback waits in its /etc for the next boot (the overlay's).
        QVERIFY2(onPi(QStringLiteral("ls /etc/systemd/system/sysinit.target.wants/")).contains("pinas-doctor-rollback-"),
                 "no boot-time rollback for the cut-off change");
        const Outcome next = cli({QStringLiteral("--changes")});
        QCOMPARE(next.exitCode, 0);
        QVERIFY2(next.err.contains(QStringLiteral("cut off before its confirmation")), qPrintable(next.err));
        QCOMPARE(fromPi(c.file), c.text);
        QVERIFY2(next.out.contains(QStringLiteral("rolled-back: cut off before the PC confirmed it")), qPrintable(next.out));
        QCOMPARE(onPi(QStringLiteral("ls /etc/systemd/system/ /etc/systemd/system/sysinit.target.wants/ | grep -c pinas-doctor")),
                 QByteArray("0\n")); // taken back with the change
    }

    // Class 7 at the Pi's next boot: the script killed before the confirmation, then the Pi starts
    // again before any PC comes back. What systemd would run at that boot (the unit's ExecStart, in
    // a boot whose id is not the change's) puts the file back and says so; the next contact finds
    // nothing left to roll back.
    void cutOffChangeIsPutBackAtTheNextBoot()
    {
        const Case c = cases().first();
        putOnPi(c.file, c.text);
        QFile(path(QStringLiteral("kill-script"))).open(QIODevice::WriteOnly);
        const QString run = runFile(QStringLiteral("cutboot"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const Outcome cut = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QCOMPARE(cut.exitCode, 3);
        QVERIFY(fromPi(c.file) != c.text);
        const QByteArray exec = onPi(QStringLiteral("sed -n 's|^ExecStart=/bin/sh ||p' /etc/systemd/system/pinas-doctor-rollback-*.service"));
        QVERIFY2(exec.endsWith("/boot/run.sh\n"), exec.constData());
        const QString script = QString::fromUtf8(exec.trimmed());
        const QString folder = script.left(script.size() - int(qstrlen("/boot/run.sh")));
        onPi(QStringLiteral("echo another-boot > %1/boot_id && sh %2").arg(folder, script));
        QCOMPARE(fromPi(c.file), c.text);
        QCOMPARE(onPi(QStringLiteral("cat %1/status").arg(folder)),
                 QByteArray("rolled-back: cut off before the PC confirmed it; put back when the Pi started again\n"));
        QCOMPARE(onPi(QStringLiteral("ls /etc/systemd/system/ /etc/systemd/system/sysinit.target.wants/ | grep -c pinas-doctor")),
                 QByteArray("0\n"));
        const Outcome next = cli({QStringLiteral("--changes")});
        QCOMPARE(next.exitCode, 0);
        QVERIFY2(!next.err.contains(QStringLiteral("cut off before its confirmation")), qPrintable(next.err));
        QVERIFY2(next.out.contains(QStringLiteral("put back when the Pi started again")), qPrintable(next.out));
    }

    // Class 8: /etc/samba full (a small tmpfs of the Pi's own): "no room", exit 2, nothing left.
    void fullEtcSambaLeavesNothing()
    {
        const Case c = cases().at(1); // smb-sync-always
        const QByteArray out = onPi(QStringLiteral("mount -t tmpfs -o size=32k tmpfs /etc/samba && echo mounted"));
        if (!out.contains("mounted"))
            QSKIP("cannot mount a small tmpfs on the test Pi's /etc/samba");
        const auto unmount = qScopeGuard([&] { onPi(QStringLiteral("umount /etc/samba")); });
        putOnPi(c.file, c.text);
        onPi(QStringLiteral("dd if=/dev/zero of=/etc/samba/filler bs=1k count=64 2>/dev/null; sync"));
        const QString run = runFile(QStringLiteral("full"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const QStringList before = changeFolders();
        const Outcome o = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(QStringLiteral("no room in /etc/samba")), qPrintable(o.err));
        QCOMPARE(fromPi(c.file), c.text);
        QCOMPARE(onPi(QStringLiteral("ls -A /etc/samba")), QByteArray("filler\nsmb.conf\n"));
        QCOMPARE(changeFolders(), before);
    }

    // Class 3: the run holds only testparm's view of smb.conf. --yes was consent to that view's
    // diff; the change on the real file is another one: refused (exit 2) with that diff and its
    // code, and made exactly with --consent CODE; then undone.
    void consentIsToTheChangeMade()
    {
        const Case c = cases().at(1); // smb-sync-always
        putOnPi(c.file, c.text);
        const QString testparm = QStringLiteral("Load smb config files from /etc/samba/smb.conf\nLoaded services file OK.\n"
                                                "Server role: ROLE_STANDALONE\n\n# Global parameters\n[global]\n"
                                                "\tworkgroup = WORKGROUP\n\n[media]\n\tpath = /srv/media\n\tsync always = Yes\n");
        const QString run = runFile(QStringLiteral("testparm"), {{c.section, testparm}}, c.extra);
        const Outcome first = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QCOMPARE(first.exitCode, 2);
        QCOMPARE(fromPi(c.file), c.text);
        static const QRegularExpression codeRe(QStringLiteral("--consent ([0-9a-f]{12})"));
        const QRegularExpressionMatch m = codeRe.match(first.err);
        QVERIFY2(m.hasMatch(), qPrintable(first.err));
        QVERIFY2(first.out.contains(QStringLiteral("-sync always = yes")), qPrintable(first.out)); // the real line
        const Outcome wrong = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"),
                                   QStringLiteral("--consent"), QStringLiteral("0123456789ab")});
        QCOMPARE(wrong.exitCode, 2);
        QCOMPARE(fromPi(c.file), c.text);
        const Outcome applied = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"),
                                     QStringLiteral("--consent"), m.captured(1)});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        QVERIFY(!fromPi(c.file).contains("sync always"));
        const Outcome undone = cli({QStringLiteral("--undo"), applied.lastLine(), QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(fromPi(c.file), c.text);
    }

    void governorRuntimeApplyAndUndo()
    {
        setSlowGovernor();
        if (QTest::currentTestFailed())
            return;
        const QString run = runFile(QStringLiteral("governor"),
                                    {{QStringLiteral("cpufreq"), QStringLiteral("scaling_driver=cpufreq-dt\nscaling_governor=powersave\n")}});
        const Outcome applied = cli({run, QStringLiteral("--apply"), QStringLiteral("cpu-governor"), QStringLiteral("--yes")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/policy0/scaling_governor")), QByteArray("ondemand\n"));
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy")), QByteArray("1\n"));
        const Outcome undone = cli({QStringLiteral("--undo"), applied.lastLine(), QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/policy0/scaling_governor")), QByteArray("powersave\n"));
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy")), QByteArray("0\n"));
    }

    // A Pi that runs systemd (as the run says): the governor is also kept for the next boot in a
    // systemd-tmpfiles file of the app's own, made in the Pi's own /etc (never this machine's) and
    // removed again by the undo.
    void governorKeptAtBootThroughTmpfiles()
    {
        setSlowGovernor();
        if (QTest::currentTestFailed())
            return;
        const QString conf = QStringLiteral("/etc/tmpfiles.d/pinas-doctor-governor.conf");
        onPi(QStringLiteral("mkdir -p /etc/tmpfiles.d"));
        const QString run =
            runFile(QStringLiteral("governor-boot"),
                    {{QStringLiteral("cpufreq"),
                      QStringLiteral("scaling_driver=cpufreq-dt\nscaling_governor=powersave\nsystemd=yes\n"
                                     "cpufrequtils=no\n")}});
        const Outcome planned = cli({run, QStringLiteral("--apply"), QStringLiteral("cpu-governor")});
        QCOMPARE(planned.exitCode,
                 2); // without --yes: the plan, with the new file's lines, and nothing written
        QVERIFY2(planned.out.contains(QStringLiteral(
                     "+w /sys/devices/system/cpu/cpufreq/policy*/scaling_governor - - - - ondemand")),
                 qPrintable(planned.out));
        QVERIFY(onPi(QStringLiteral("test -e %1 && echo there").arg(conf)).isEmpty());

        const Outcome applied =
            cli({run, QStringLiteral("--apply"), QStringLiteral("cpu-governor"), QStringLiteral("--yes")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/policy0/scaling_governor")),
                 QByteArray("ondemand\n"));
        const QByteArray lines = fromPi(conf);
        QVERIFY2(
            lines.contains("w /sys/devices/system/cpu/cpufreq/policy*/scaling_governor - - - - ondemand\n") &&
                lines.contains("w /sys/devices/system/cpu/cpufreq/ondemand/io_is_busy - - - - 1\n"),
            lines.constData());
        QCOMPARE(onPi(QStringLiteral("stat -c %a %1").arg(conf)).trimmed(), QByteArray("644"));
        QVERIFY(!QFile::exists(conf)); // the Pi's /etc, not this machine's
        bootTimeFileTakesEffect(conf);
        if (QTest::currentTestFailed())
            return;

        const Outcome undone = cli({QStringLiteral("--undo"), applied.lastLine(), QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QVERIFY(onPi(QStringLiteral("test -e %1 && echo there").arg(conf)).isEmpty()); // gone again
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/policy0/scaling_governor")),
                 QByteArray("powersave\n"));
        QCOMPARE(fromPi(QStringLiteral("/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy")),
                 QByteArray("0\n"));
    }

    // A real sudo on the bed Pi: a user of its own (not root) whose sudoers.d line asks for the
    // password, then NOPASSWD. The real `fix` command logs in as that user: apply and undo with
    // --sudo-password-stdin, a wrong password refused before anything, `sudo -n` without one. The
    // password is never in a process's command line or environment, a backup, the manifest, the
    // run file, the command's output or the server's log.
    void realSudoApplyAndUndo()
    {
        if (onPi(QStringLiteral("command -v sudo")).trimmed().isEmpty())
            QSKIP("sudo missing on the bed (apt-get install sudo)");
        makeSudoUser(false);
        if (QTest::currentTestFailed())
            return;
        const Case c = cases().first();
        putOnPi(c.file, c.text);
        const QString run =
            runFile(QStringLiteral("sudo"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const QByteArray password = sudoPassword() + '\n';

        // Watched for either password from here on.
        std::unique_ptr<QProcess> watch = watchForPassword();
        QVERIFY(watch);
        const auto stopWatch = qScopeGuard([&] { stopWatching(*watch); });

        // A wrong password: refused before anything is written, no change folder.
        const QStringList before = changeFolders();
        const Outcome wrong = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"),
                                   QStringLiteral("--sudo-password-stdin")},
                                  sudoUser(), wrongPassword() + '\n');
        QVERIFY2(wrong.exitCode == 2, qPrintable(wrong.err + wrong.out));
        QCOMPARE(fromPi(c.file), c.text);
        QCOMPARE(changeFolders(), before);

        // The right one: applied through sudo, undone byte-identical.
        const Outcome applied = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"),
                                     QStringLiteral("--sudo-password-stdin")},
                                    sudoUser(), password);
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        const QString id = applied.lastLine();
        QVERIFY2(id.contains(c.finding), qPrintable(id));
        QVERIFY(fromPi(c.file).contains("async"));
        // The Pi's change log is root's (0700): read through sudo with the password too.
        const Outcome listed = cli(
            {QStringLiteral("--changes"), QStringLiteral("--json"), QStringLiteral("--sudo-password-stdin")},
            sudoUser(), password);
        QVERIFY2(listed.exitCode == 0 && listed.out.contains(id), qPrintable(listed.err + listed.out));
        const Outcome undone = cli({run, QStringLiteral("--undo"), id, QStringLiteral("--yes"),
                                    QStringLiteral("--sudo-password-stdin")},
                                   sudoUser(), password);
        const QList<int> watched = stopWatching(*watch);
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err + undone.out));
        QCOMPARE(fromPi(c.file), c.text);
        QVERIFY2(watched.size() == 2 && watched.at(0) > 0, "the process watcher did not run");
        QVERIFY2(watched.at(1) == 0, "the sudo password was in a process's command line or environment");
        qInfo("/proc read %d times during the wrong-password refusal, the apply and the undo: no password "
              "seen; "
              "the refusal said: %s",
              watched.at(0), qPrintable(wrong.err.trimmed().split(u'\n').last()));
        QFile runFileBytes(run);
        QVERIFY(runFileBytes.open(QIODevice::ReadOnly));
        const QByteArray runBytes = runFileBytes.readAll();
        QCoreApplication::processEvents(); // the server's log, read as it comes
        for (const QByteArray &secret : {sudoPassword(), wrongPassword()}) {
            // The backups and manifests, the Pi's own /etc (overlay's upper layer), the user's home,
            // sudo's folder, the run file, the command's output, the server's log.
            for (const QString &dir :
                 {path(QStringLiteral("backups")), path(QStringLiteral("upper")),
                  path(QStringLiteral("etccopy")), m_home.path(), path(QStringLiteral("sudo-ts"))})
                QVERIFY2(filesHolding(dir, secret).isEmpty(),
                         qPrintable(filesHolding(dir, secret).join(u' ')));
            QVERIFY2(!runBytes.contains(secret), "a password is in the run file");
            for (const Outcome &o : {wrong, applied, listed, undone})
                QVERIFY(!(o.out + o.err).toUtf8().contains(secret));
            QVERIFY(!m_sshd.log().toUtf8().contains(secret));
        }
        QFile status(path(QStringLiteral("backups/pinas-doctor/") + id + QStringLiteral("/status")));
        QVERIFY(status.open(QIODevice::ReadOnly));
        QVERIFY(status.readAll().startsWith("undone by"));

        // NOPASSWD: `sudo -n` works, no password is asked for (none on stdin: asking would refuse).
        makeSudoUser(true);
        if (QTest::currentTestFailed())
            return;
        const Outcome plain =
            cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")}, sudoUser());
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.err + plain.out));
        QVERIFY(fromPi(c.file).contains("async"));
        const Outcome plainUndone =
            cli({run, QStringLiteral("--undo"), plain.lastLine(), QStringLiteral("--yes")}, sudoUser());
        QVERIFY2(plainUndone.exitCode == 0, qPrintable(plainUndone.err + plainUndone.out));
        QCOMPARE(fromPi(c.file), c.text);
    }

    // A real NTFS or exFAT disk through FUSE on the bed Pi: an image made by mkntfs or mkfs.exfat,
    // on a loop device where one can be had (then the type is fuseblk, as on a Pi; else the image
    // itself, type fuse), mounted by ntfs-3g or exfat-fuse from an fstab line of the Pi's own /etc.
    // This kernel has neither ntfs3 nor exfat (and no /lib/modules): the change is refused by its
    // precheck, nothing written. Past that check (a stub modinfo on the Pi's /usr/local/sbin says the
    // module is there) a process working in the mount is found and refused, and with none the real
    // mount with the kernel's type fails and the change is rolled back onto the real FUSE mount. On a
    // kernel with the driver the change is applied and undone.
    void fuseDiskOnTheBed_data()
    {
        QTest::addColumn<QString>("finding");
        QTest::addColumn<QString>("mkfs");        // a program that makes the file system on its last argument
        QTest::addColumn<QStringList>("options"); // its options
        QTest::addColumn<QString>("fuse");        // the FUSE program, and the fstab type the user wrote
        QTest::addColumn<QString>("kernelType");  // the kernel driver's type
        QTest::newRow("ntfs-3g") << QStringLiteral("fs-fuse-ntfs") << QStringLiteral("mkntfs")
                                 << QStringList{QStringLiteral("-F"), QStringLiteral("-Q"),
                                                QStringLiteral("-q")}
                                 << QStringLiteral("ntfs-3g") << QStringLiteral("ntfs3");
        QTest::newRow("exfat-fuse") << QStringLiteral("fs-fuse-exfat") << QStringLiteral("mkfs.exfat")
                                    << QStringList{} << QStringLiteral("exfat-fuse")
                                    << QStringLiteral("exfat");
    }
    void fuseDiskOnTheBed()
    {
        QFETCH(QString, finding);
        QFETCH(QString, mkfs);
        QFETCH(QStringList, options);
        QFETCH(QString, fuse);
        QFETCH(QString, kernelType);
        const QStringList sbin{QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")};
        if (QStandardPaths::findExecutable(mkfs, sbin).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("mount.") + fuse, sbin).isEmpty())
            QSKIP(qPrintable(
                QStringLiteral("%1 or mount.%2 missing (apt-get install ntfs-3g exfat-fuse exfatprogs)")
                    .arg(mkfs, fuse)));
        if (!QFile::exists(QStringLiteral("/dev/fuse")))
            QSKIP("/dev/fuse missing: no FUSE mounts on this machine");
        const QString img = path(fuse + QStringLiteral(".img"));
        const QString mp = path(fuse + QStringLiteral("-disk"));
        QVERIFY(QDir().mkpath(mp));
        {
            QFile f(img);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(16 << 20));
        }
        int rc = 0;
        const QString made = SshdFixture::run(mkfs, options << img, &rc);
        QVERIFY2(rc == 0, qPrintable(made));
        QString device = SshdFixture::run(QStringLiteral("losetup"),
                                          {QStringLiteral("-f"), QStringLiteral("--show"), img}, &rc)
                             .trimmed();
        const bool loop = rc == 0 && device.startsWith(u"/dev/loop");
        if (!loop)
            device = img;
        const QByteArray fstab = QStringLiteral("# the bed Pi's own fstab\nproc            /proc           "
                                                "proc    defaults          0       0\n"
                                                "%1  %2  %3  defaults,nofail,noatime  0  0\n")
                                     .arg(device, mp, fuse)
                                     .toUtf8();
        const QByteArray oldFstab = fromPi(QStringLiteral("/etc/fstab"));
        putOnPi(QStringLiteral("/etc/fstab"), fstab);
        const QByteArray mounted = onPi(QStringLiteral("mount %1 2>&1; echo rc=$?").arg(mp));
        const QString sleeperFile = path(QStringLiteral("fuse-sleeper"));
        const auto cleanup = qScopeGuard([&] {
            QFile s(sleeperFile);
            if (s.open(QIODevice::ReadOnly))
                onPi(QStringLiteral("kill %1").arg(QString::fromLatin1(s.readAll().trimmed())));
            QFile::remove(sleeperFile);
            QFile::remove(path(QStringLiteral("sbin/modinfo")));
            onPi(QStringLiteral("umount %1").arg(mp));
            putOnPi(QStringLiteral("/etc/fstab"), oldFstab);
            if (loop)
                SshdFixture::run(QStringLiteral("losetup"), {QStringLiteral("-d"), device});
        });
        QVERIFY2(mounted.trimmed().endsWith("rc=0"), mounted.constData());
        const auto typeNow = [&] {
            return onPi(QStringLiteral("findmnt -n -o FSTYPE --mountpoint %1").arg(mp)).trimmed();
        };
        const QByteArray fuseType = typeNow();
        QCOMPARE(fuseType, loop ? QByteArray("fuseblk") : QByteArray("fuse"));
        onPi(QStringLiteral("echo kept > %1/marker").arg(mp)); // a file on the disk, read after each step

        // The run as the probe shows such a Pi: its uname (`uname -s -n -r -m`, this kernel's release
        // when >= 5.15, as the plan needs), its own mounts line, the FUSE program in its process list,
        // its fstab.
        const QString release = QString::fromUtf8(onPi(QStringLiteral("uname -r")).trimmed());
        const QRegularExpressionMatch v =
            QRegularExpression(QStringLiteral("^(\\d+)\\.(\\d+)")).match(release);
        const bool recent = v.hasMatch() && v.captured(1).toInt() * 100 + v.captured(2).toInt() >= 515;
        const QString processes = QString::fromUtf8(
            onPi(QStringLiteral("ps -eo pid,user,pcpu,rss,comm,args | awk -v m=' %1 ' 'NR == 1 || (index($0 \" \", "
                                "m) && !/awk/)'")
                     .arg(mp)));
        QVERIFY2(processes.trimmed().count(u'\n') == 1 && processes.contains(fuse.section(u'-', 0, 0)),
                 qPrintable(processes)); // the header and the FUSE program
        const QString run = runFile(
            fuse,
            {{QStringLiteral("uname"),
              QStringLiteral("Linux bedpi %1 aarch64").arg(recent ? release : QStringLiteral("6.1.21-v8+"))},
             {QStringLiteral("mounts"),
              QString::fromUtf8(onPi(QStringLiteral("grep ' %1 ' /proc/mounts").arg(mp)))},
             {QStringLiteral("processes"), processes},
             {QStringLiteral("fstab"), QString::fromUtf8(fstab)}});
        Result<Run> loaded = Run::load(run);
        QVERIFY(loaded);
        QVERIFY(Diagnosis::diagnose(loaded.value()).finding(finding));
        const QStringList apply{run, QStringLiteral("--apply"), finding, QStringLiteral("--yes")};
        const auto unchanged = [&] {
            QCOMPARE(fromPi(QStringLiteral("/etc/fstab")), fstab);
            QCOMPARE(typeNow(), fuseType);
            QCOMPARE(fromPi(mp + QStringLiteral("/marker")), QByteArray("kept\n"));
        };

        // The FUSE program serving the mount: the same one after a refusal (the disk was never
        // unmounted), a new one after the rollback (unmounted and mounted again).
        const auto helperPid = [&] {
            return onPi(QStringLiteral("ps -eo pid,args | awk -v m=' %1 ' 'index($0 \" \", m) && !/awk/ {print $1}'").arg(mp)).trimmed();
        };
        const QByteArray helper = helperPid();
        QVERIFY(!helper.isEmpty());
        const bool kernelHasIt =
            !onPi(QStringLiteral(
                      "{ grep -qw %1 /proc/filesystems || modinfo %1 >/dev/null 2>&1; } && echo yes")
                      .arg(kernelType))
                 .isEmpty();
        const QStringList before = changeFolders();
        if (kernelHasIt) {
            qInfo("this kernel has %s: the change is applied and undone on the real mount",
                  qPrintable(kernelType));
            const Outcome applied = cli(apply);
            QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
            QCOMPARE(typeNow(), kernelType.toUtf8());
            QCOMPARE(fromPi(mp + QStringLiteral("/marker")), QByteArray("kept\n"));
            const Outcome undone =
                cli({QStringLiteral("--undo"), applied.lastLine(), QStringLiteral("--yes")});
            QVERIFY2(undone.exitCode == 0, qPrintable(undone.err + undone.out));
            unchanged();
            return;
        }
        const Outcome noDriver = cli(apply);
        QVERIFY2(noDriver.exitCode == 2, qPrintable(noDriver.err + noDriver.out));
        QVERIFY2(QString(noDriver.err + noDriver.out)
                     .contains(QStringLiteral("this kernel has no %1 driver").arg(kernelType)),
                 qPrintable(noDriver.err + noDriver.out));
        unchanged();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(changeFolders(), before);
        QCOMPARE(helperPid(), helper);

        // Past the driver check: a stub modinfo says the module is there.
        {
            QFile f(path(QStringLiteral("sbin/modinfo")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("#!/bin/sh\n[ \"$1\" = %1 ] && { echo 'filename: (stub for the test)'; "
                                   "exit 0; }\nexit 1\n")
                        .arg(kernelType)
                        .toUtf8());
            f.close();
            f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        // A process working in the mount (its cwd there): refused, nothing written.
        const QByteArray sleeper =
            onPi(QStringLiteral("cd %1 || exit 1; sleep 600 </dev/null >/dev/null 2>&1 & echo $!").arg(mp))
                .trimmed();
        QVERIFY(!sleeper.isEmpty());
        {
            QFile s(sleeperFile);
            QVERIFY(s.open(QIODevice::WriteOnly));
            s.write(sleeper);
        }
        QCOMPARE(onPi(QStringLiteral("readlink /proc/%1/cwd").arg(QString::fromLatin1(sleeper))).trimmed(),
                 mp.toUtf8());
        const Outcome open = cli(apply);
        QVERIFY2(open.exitCode == 2, qPrintable(open.err + open.out));
        QVERIFY2(QString(open.err + open.out).contains(QStringLiteral("files are open on %1").arg(mp)),
                 qPrintable(open.err + open.out));
        unchanged();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(changeFolders(), before);
        QCOMPARE(helperPid(), helper);
        onPi(QStringLiteral("kill %1").arg(QString::fromLatin1(sleeper)));
        QFile::remove(sleeperFile);

        // Nothing open: the fstab line gets the kernel's type, the disk is unmounted, and mounting it
        // with the driver this kernel lacks fails: rolled back, the line put back, mounted through FUSE.
        const Outcome failed = cli(apply);
        QVERIFY2(failed.exitCode == 3, qPrintable(failed.err + failed.out));
        QVERIFY2(failed.err.contains(QStringLiteral("rolled back")), qPrintable(failed.err));
        qInfo("%s on a kernel without %s, past the precheck: %s", qPrintable(finding), qPrintable(kernelType),
              qPrintable(failed.err.trimmed().split(u'\n').last()));
        unchanged();
        const QByteArray remounted = helperPid();
        QVERIFY2(!remounted.isEmpty() && remounted != helper, remounted.constData());
    }

    // Issue #34: `fix RUNFILE --apply` with a run of another Pi. Its smb.conf is another Pi's, seen
    // through testparm (a view the "same lines" check cannot compare with the file), and its identity
    // is another Pi's — another host key, another machine id, both — or missing (an older run). Refused
    // right after connecting (exit 2) with a message that names what differs: the session never
    // starts (no privilege check, nothing read, written or reloaded), the Pi's file is as it was.
    void runOfAnotherPiIsRefused_data()
    {
        QTest::addColumn<QJsonValue>("identity");
        QTest::addColumn<QString>("says");
        const QString otherKey = QStringLiteral("SHA256:AnotherPisHostKeyAnotherPisHostKeyAnother0");
        const QString otherMachine =
            QString::fromLatin1(QCryptographicHash::hash("fedcba9876543210fedcba9876543210\n",
                                                         QCryptographicHash::Sha256).toHex());
        QJsonObject key = m_identity;
        key.insert(QStringLiteral("host_key_sha256"), otherKey);
        QJsonObject machine = m_identity;
        machine.insert(QStringLiteral("machine_id_sha256"), otherMachine);
        const QJsonObject both{{QStringLiteral("host_key_sha256"), otherKey},
                               {QStringLiteral("machine_id_sha256"), otherMachine}};
        QTest::newRow("other host key") << QJsonValue(key) << QStringLiteral("host key is %1").arg(m_sshd.hostKeyFingerprint());
        QTest::newRow("other machine id") << QJsonValue(machine) << QStringLiteral("machine id (/etc/machine-id) is not");
        QTest::newRow("other host key and machine id") << QJsonValue(both) << otherKey;
        QTest::newRow("no identity (older run)") << QJsonValue(QJsonValue::Null)
                                                 << QStringLiteral("does not say which Pi it came from");
    }
    void runOfAnotherPiIsRefused()
    {
        QFETCH(QJsonValue, identity);
        QFETCH(QString, says);
        const Case c = cases().at(1); // smb-sync-always
        putOnPi(c.file, c.text);
        const QString othersView = QStringLiteral("# Global parameters\n[global]\n\tworkgroup = OTHERPI\n\n"
                                                  "[media]\n\tpath = /srv/media\n\tsync always = Yes\n");
        const QString run = runFile(QStringLiteral("other-pi"), {{c.section, othersView}},
                                    QJsonObject{{QStringLiteral("pi_identity"), identity}});
        QVERIFY(Diagnosis::diagnose(Run::load(run).value()).finding(c.finding));
        const QStringList foldersBefore = changeFolders();
        QFile calls(path(QStringLiteral("calls")));
        const QByteArray callsBefore = calls.open(QIODevice::ReadOnly) ? calls.readAll() : QByteArray();
        calls.close();
        const Outcome o = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QVERIFY2(o.exitCode == 2, qPrintable(o.err + o.out));
        QVERIFY2(o.err.contains(says), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("--other-pi")), qPrintable(o.err));
        // The session never started: no privilege check, no file read, no change script, no reload.
        QVERIFY2(!o.err.contains(QStringLiteral("root or sudo")), qPrintable(o.err));
        QVERIFY2(!o.err.contains(QStringLiteral("Reading the files")), qPrintable(o.err));
        QCOMPARE(fromPi(c.file), c.text);
        QCOMPARE(changeFolders(), foldersBefore);
        QVERIFY(calls.open(QIODevice::ReadOnly));
        QCOMPARE(calls.readAll(), callsBefore);
        QVERIFY(Run::load(run).value().extra().value(QStringLiteral("changes")).toArray().isEmpty());
    }

    // --other-pi: the same run of another Pi (its smb.conf a file view that is not this Pi's file, which
    // the "same lines" check would refuse) makes a new plan only from this Pi's own smb.conf, says so,
    // prints that diff, and applies it: this Pi's own lines stay, none of the run's come in. Undone
    // byte-identical.
    void otherPiPlansOnlyOnThePisOwnFiles()
    {
        const Case c = cases().at(1); // smb-sync-always
        QByteArray mine = c.text;
        mine.insert(mine.indexOf("sync always = yes\n"), "# this Pi's own line\n");
        putOnPi(c.file, mine);
        const QString othersView = QStringLiteral("[global]\n   workgroup = OTHERPI\n   sync always = yes\n\n") +
                                   fixture("pi5-smb-conf-share-excerpt.txt");
        const QString run = runFile(
            QStringLiteral("other-pi-flag"), {{c.section, othersView}},
            QJsonObject{{QStringLiteral("pi_identity"),
                         QJsonObject{{QStringLiteral("host_key_sha256"), QStringLiteral("SHA256:AnotherPisHostKey0")},
                                     {QStringLiteral("machine_id_sha256"), QString(64, u'e')}}}});
        // The plan on this Pi's own files is another change than the run's: printed, made only with
        // its consent code (safety rule 13).
        const Outcome asked =
            cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"), QStringLiteral("--other-pi")});
        QVERIFY2(asked.exitCode == 2, qPrintable(asked.err + asked.out));
        QCOMPARE(fromPi(c.file), mine);
        static const QRegularExpression codeRe(QStringLiteral("--consent ([0-9a-f]{12})"));
        const QRegularExpressionMatch code = codeRe.match(asked.err);
        QVERIFY2(code.hasMatch(), qPrintable(asked.err));
        const Outcome o = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"), QStringLiteral("--other-pi"),
                               QStringLiteral("--consent"), code.captured(1)});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err + o.out));
        QVERIFY2(o.err.contains(QStringLiteral("not the Pi the run was made on")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("only from this Pi's own files")), qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("-sync always = yes")), qPrintable(o.out));
        const QByteArray after = fromPi(c.file);
        QVERIFY2(!after.contains("sync always"), after.constData());
        QVERIFY(after.startsWith("[global]\n   workgroup = WORKGROUP\n"));
        QVERIFY(after.contains("# this Pi's own line\n"));
        QVERIFY(!after.contains("OTHERPI"));
        // The diff printed after the run's is this Pi's file's: its own line is its context.
        QVERIFY2(o.out.contains(QStringLiteral(" # this Pi's own line\n-sync always = yes")), qPrintable(o.out));
        const Outcome undone = cli({run, QStringLiteral("--undo"), o.lastLine(), QStringLiteral("--yes"),
                                    QStringLiteral("--other-pi")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(fromPi(c.file), mine);
    }

    void fileChangedSinceThePlanIsRefused_data() { applyVerifyUndo_data(); }
    void fileChangedSinceThePlanIsRefused()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        const QString run = runFile(QStringLiteral("changed"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const QByteArray edited = c.text + "# edited by hand after the run\n";
        putOnPi(c.file, edited);
        const Outcome o = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QCOMPARE(o.exitCode, 2);
        QCOMPARE(fromPi(c.file), edited);
    }

    // smb.conf read as Samba reads it (issue #34, class 6): a line ending in "\\" goes on in the next
    // one. The share's "sync always" is such a setting over two lines, and the comment below it
    // goes on into a line that looks like "sync always = yes". A line-list edit dropped that line,
    // and the comment then took "hosts allow" in (the share open to every address). The app drops
    // exactly the two lines of the setting; the Pi's real testparm proves it before the change is
    // kept, and reads "hosts allow" as before; the undo gives the same bytes back.
    void continuationKeepsTheNeighboursMeaning()
    {
        const QString file = QStringLiteral("/etc/samba/smb.conf");
        const QByteArray text = "[global]\n   workgroup = WORKGROUP\n\n[media]\n   path = /srv/media\n"
                                "   sync always = \\\n      yes\n   comment = family photos \\\n"
                                "   sync always = yes\n   hosts allow = 192.168.1.\n";
        const QByteArray exact = "[global]\n   workgroup = WORKGROUP\n\n[media]\n   path = /srv/media\n"
                                 "   comment = family photos \\\n   sync always = yes\n   hosts allow = 192.168.1.\n";
        const auto setting = [this, &file](const char *name) {
            return onPi(QStringLiteral("testparm -s --section-name=media --parameter-name=%1 %2 2>/dev/null")
                            .arg(ChangeScript::quote(QString::fromLatin1(name)), file))
                .trimmed();
        };
        putOnPi(file, text);
        QCOMPARE(setting("hosts allow"), QByteArray("192.168.1."));
        QCOMPARE(setting("sync always"), QByteArray("Yes"));
        const QString run = runFile(QStringLiteral("continued"), {{QStringLiteral("smb-conf"), QString::fromUtf8(text)}});
        const Outcome applied = cli({run, QStringLiteral("--apply"), QStringLiteral("smb-sync-always"), QStringLiteral("--yes")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        QCOMPARE(fromPi(file), exact);
        QCOMPARE(setting("hosts allow"), QByteArray("192.168.1.")); // the neighbour keeps its meaning
        QCOMPARE(setting("sync always"), QByteArray("No"));
        QCOMPARE(setting("comment"), QByteArray("family photos sync always = yes"));
        const Outcome undone = cli({run, QStringLiteral("--undo"), applied.lastLine(), QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err + undone.out));
        QCOMPARE(fromPi(file), text);
    }

    // A setting the app cannot see: smb.conf includes another file (which may set "sync always"
    // again). The app refuses with the reason and writes nothing, also when the run held testparm's
    // view and only the real file, read at the apply, shows the include.
    void includedFileIsRefused()
    {
        const QString file = QStringLiteral("/etc/samba/smb.conf");
        const QByteArray text = "[global]\n   workgroup = WORKGROUP\n   include = /etc/samba/extra.conf\n\n"
                                "[media]\n   path = /srv/media\n   sync always = yes\n";
        putOnPi(QStringLiteral("/etc/samba/extra.conf"), "[media]\n   sync always = yes\n");
        putOnPi(file, text);
        const QString run = runFile(QStringLiteral("included"), {{QStringLiteral("smb-conf"), QString::fromUtf8(text)}});
        const Outcome o = cli({run, QStringLiteral("--apply"), QStringLiteral("smb-sync-always"), QStringLiteral("--yes")});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.out.contains(QStringLiteral("/etc/samba/extra.conf")), qPrintable(o.out + o.err));
        QCOMPARE(fromPi(file), text);
        // A run that holds testparm's view from before the include was added (the included setting
        // read into it) plans on that view; the apply reads the real file, plans again and refuses
        // with the reason.
        QByteArray view = onPi(QStringLiteral("testparm -s %1 2>/dev/null").arg(file));
        QVERIFY2(view.contains("# Global parameters") && view.contains("sync always = Yes"), view.constData());
        view.replace("\tinclude = /etc/samba/extra.conf\n", "");
        const QString viewRun = runFile(QStringLiteral("included-testparm"), {{QStringLiteral("smb-conf"), QString::fromUtf8(view)}});
        const Outcome o2 = cli({viewRun, QStringLiteral("--apply"), QStringLiteral("smb-sync-always"), QStringLiteral("--yes")});
        QCOMPARE(o2.exitCode, 2);
        QVERIFY2(o2.err.contains(QStringLiteral("/etc/samba/extra.conf")), qPrintable(o2.out + o2.err));
        QCOMPARE(fromPi(file), text);
        onPi(QStringLiteral("rm -f /etc/samba/extra.conf"));
    }

    void reloadFailureRollsBack_data()
    {
        applyVerifyUndo_data();
    }
    void reloadFailureRollsBack()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        putOnPi(c.file, c.text);
        const QString run = runFile(c.finding + QStringLiteral("-fail"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        for (const char *name : {"fail-reload", "smbd-active"}) {
            QFile flag(path(QString::fromLatin1(name)));
            QVERIFY(flag.open(QIODevice::WriteOnly));
        }
        const Outcome o = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes")});
        QFile::remove(path(QStringLiteral("fail-reload")));
        QFile::remove(path(QStringLiteral("smbd-active")));
        QVERIFY2(o.exitCode == 3, qPrintable(o.err + o.out));
        QVERIFY2(o.err.contains(QStringLiteral("rolled back")), qPrintable(o.err));
        QCOMPARE(fromPi(c.file), c.text);
        QFile calls(path(QStringLiteral("calls")));
        QVERIFY(calls.open(QIODevice::ReadOnly));
        const QByteArray log = calls.readAll();
        QVERIFY2(log.contains(c.finding == u"nfs-sync-export" ? "exportfs -ra" : "systemctl reload smbd"), log.constData());
    }
    // `fix RUNFILE --apply smb-sync-always --yes --measure-again` in one call on the test Pi: the change
    // is applied for real (the namespace's smb.conf), then only the change's steps are measured again
    // through the same sshd (a local folder as the share), the run after saved with after_change and
    // steps_chosen, and the card printed as JSON after the change id: the finding was there before and
    // is gone after (the probe read the fixed smb.conf). The figures are not asserted.
    void applyThenMeasureAgain()
    {
        const Case c = cases().at(1);
        QCOMPARE(c.finding, QStringLiteral("smb-sync-always"));
        putOnPi(c.file, c.text);
        // The run before: the share written at 5 MB/s (a figure of the synchronous-write kind; the card
        // compares it, the test does not judge the figure after).
        QJsonObject extra = c.extra;
        extra.insert(QStringLiteral("measurements"),
                     QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("share-write")},
                                            {QStringLiteral("bytes"), 50000000.0},
                                            {QStringLiteral("seconds"), 10.0},
                                            {QStringLiteral("method"), QStringLiteral("cifs")}}});
        const QString run =
            runFile(QStringLiteral("measure-again"), {{c.section, QString::fromUtf8(c.text)}}, extra);
        const QStringList steps = Remeasure::stepsAfter(Run::load(run).value(), c.finding);
        QTemporaryDir remote(QDir::homePath() + QStringLiteral("/.pinas-remote-XXXXXX"));
        QTemporaryDir share(QDir::homePath() + QStringLiteral("/.pinas-share-XXXXXX"));
        const QString afterFile = path(QStringLiteral("measured-after.pinasrun"));
        const Outcome o =
            cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"),
                 QStringLiteral("--measure-again"), QStringLiteral("--json"), QStringLiteral("--output"),
                 afterFile, QStringLiteral("--remote-dir"), remote.path(), QStringLiteral("--share"),
                 share.path(), QStringLiteral("--allow-local-share")});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err + o.out));
        const qsizetype brace = o.out.indexOf(QStringLiteral("\n{\n"));
        QVERIFY2(brace > 0, qPrintable(o.out));
        const QJsonObject card = QJsonDocument::fromJson(o.out.mid(brace + 1).toUtf8()).object();
        const QString id = card.value(QStringLiteral("change")).toString();
        QVERIFY2(id.contains(c.finding), qPrintable(o.out));
        QVERIFY2(o.out.left(brace).trimmed().endsWith(id), qPrintable(o.out)); // the id line, then the card
        QVERIFY(!fromPi(c.file).contains("sync always"));
        QCOMPARE(card.value(QStringLiteral("finding_before")).toBool(), true);
        QCOMPARE(card.value(QStringLiteral("finding_after")).toBool(), false);
        QCOMPARE(card.value(QStringLiteral("share_before")).toDouble(), 5.0);
        QVERIFY(card.value(QStringLiteral("share_after")).toDouble() > 0);
        QCOMPARE(card.value(QStringLiteral("after_run")).toString(), afterFile);
        const Run after = Run::load(afterFile).value();
        const QJsonObject afterChange = after.extra().value(QStringLiteral("after_change")).toObject();
        QCOMPARE(afterChange.value(QStringLiteral("id")).toString(), id);
        QCOMPARE(afterChange.value(QStringLiteral("before_run")).toString(), run);
        QStringList chosen;
        for (const QJsonValue &v : after.extra().value(QStringLiteral("steps_chosen")).toArray())
            chosen << v.toString();
        QCOMPARE(chosen, steps);
        qInfo("smb-sync-always applied and measured again on the test Pi: %s",
              qPrintable(card.value(QStringLiteral("verdict")).toString()));
        // The run before records the change; undo puts the bytes back.
        QCOMPARE(Report::build(Run::load(run).value()).changes.first().id, id);
        const Outcome undone = cli({run, QStringLiteral("--undo"), id, QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(fromPi(c.file), c.text);
    }

    // The connection is lost mid-change, after the script verified the change and before the PC's
    // confirmation arrives: a stub `touch` (first on root's PATH in the namespace) kills the SSH
    // session that serves it, so the "commit" never lands. The script, not killed with the channel,
    // rolls back by itself after its wait; the file is byte-identical.
    void connectionLostBeforeTheConfirmationRollsBack_data() { applyVerifyUndo_data(); }
    void connectionLostBeforeTheConfirmationRollsBack()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        putOnPi(c.file, c.text);
        const QString run =
            runFile(c.finding + QStringLiteral("-lost"), {{c.section, QString::fromUtf8(c.text)}}, c.extra);
        const QString stub = path(QStringLiteral("sbin/touch"));
        {
            QFile f(stub);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            // Up the process tree to the sshd that serves this session, and kill it.
            f.write("#!/bin/sh\np=$$\nwhile [ \"$p\" -gt 1 ]; do p=$(ps -o ppid= -p \"$p\" | tr -d ' ')\n"
                    "  case \"$(ps -o comm= -p \"$p\")\" in sshd|sshd-session) kill -9 \"$p\"; exit 1;; "
                    "esac\ndone\nexit 1\n");
            f.close();
            f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        const auto removeStub = qScopeGuard([&] { QFile::remove(stub); });
        const QStringList before =
            QDir(path(QStringLiteral("backups/pinas-doctor"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        // The Pi's own wait for this PC, shortened: the test places the fault, not a real minute.
        const Outcome o = cli({run, QStringLiteral("--apply"), c.finding, QStringLiteral("--yes"),
                               QStringLiteral("--commit-wait"), QStringLiteral("5")});
        QVERIFY2(o.exitCode == 3, qPrintable(o.err + o.out));
        QStringList made =
            QDir(path(QStringLiteral("backups/pinas-doctor"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &d : before)
            made.removeAll(d);
        QCOMPARE(made.size(), 1);
        const QString status =
            path(QStringLiteral("backups/pinas-doctor/") + made.first() + QStringLiteral("/status"));
        const auto rolledBack = [&] {
            QFile f(status);
            return f.open(QIODevice::ReadOnly) && f.readAll().startsWith("rolled-back");
        };
        QTRY_VERIFY_WITH_TIMEOUT(rolledBack(), 60000); // the script's own wait for the PC is 5 s
        QCOMPARE(fromPi(c.file), c.text);
    }

    // A real before/after: a Samba share served by a real smbd (inside the Pi's namespace, on
    // 127.0.0.1 and a port of its own) with "sync always = yes", written to by smbclient, fixed by
    // the app (real reload through smbcontrol), written to again. The figures are printed, never
    // asserted (they depend on this machine); the finding must be gone and the share must work.
    // storage-no-uas on a test Pi that "restarts" (see initTestCase): the real `fix` removes the quirk
    // from the Pi's own /boot/firmware/cmdline.txt, restarts the Pi, waits for a new boot id over
    // new connections and checks that the running kernel has the file's quirks; the undo puts the
    // quirk back and restarts again. Then the firmware reading another file (exit 4, said plainly)
    // and --no-reboot.
    void uasQuirkRestartCheckAndUndo()
    {
        const QByteArray txt = "console=serial0,115200 console=tty1 root=PARTUUID=5e3da3da-02 rootfstype=ext4 "
                               "fsck.repair=yes rootwait usb-storage.quirks=174c:55aa:u\n";
        const QByteArray fixed = "console=serial0,115200 console=tty1 root=PARTUUID=5e3da3da-02 rootfstype=ext4 "
                                 "fsck.repair=yes rootwait\n";
        const QString cmdlineTxt = QStringLiteral("/boot/firmware/cmdline.txt");
        putOnPi(cmdlineTxt, txt);
        {
            QFile f(path(QStringLiteral("proc-cmdline")));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("coherent_pool=1M 8250.nr_uarts=0 " + txt);
        }
        QVERIFY(onPi(QStringLiteral("cat /proc/cmdline")).contains("usb-storage.quirks=174c:55aa:u"));
        // The run of such a Pi: the real lsusb/lsusb -t of a Pi 4 with an ASMedia bridge, bound to
        // usb-storage as the quirk leaves it.
        const QString run = runFile(
            QStringLiteral("uas-quirk"),
            {{QStringLiteral("lsusb-t"), fixture("pi4-lsusb-t-uas-vl805.txt").replace(QStringLiteral("Driver=uas"),
                                                                                    QStringLiteral("Driver=usb-storage"))},
             {QStringLiteral("lsusb"), fixture("pi4-lsusb-asmedia-vl805.txt")},
             {QStringLiteral("mounts"), QStringLiteral("/dev/mmcblk0p2 / ext4 rw 0 0\n/dev/sda1 /mnt/hdd ext4 rw 0 0\n")},
             {QStringLiteral("cmdline"), QString::fromUtf8(onPi(QStringLiteral("cat /proc/cmdline")))},
             {QStringLiteral("firmware-cmdline"), QString::fromUtf8(txt)}});
        const QByteArray bootId = onPi(QStringLiteral("cat /proc/sys/kernel/random/boot_id"));

        const Outcome applied = cli({run, QStringLiteral("--apply"), QStringLiteral("storage-no-uas"), QStringLiteral("--yes"),
                                     QStringLiteral("--wait-minutes"), QStringLiteral("1")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        QVERIFY2(applied.err.contains(QStringLiteral("runs with the change")), qPrintable(applied.err));
        QCOMPARE(fromPi(cmdlineTxt), fixed);
        QVERIFY(onPi(QStringLiteral("cat /proc/sys/kernel/random/boot_id")) != bootId); // it restarted
        QVERIFY(!onPi(QStringLiteral("cat /proc/cmdline")).contains("usb-storage.quirks"));
        const QString id = applied.lastLine();
        QVERIFY(id.contains(QStringLiteral("storage-no-uas")));
        QVERIFY(onPi(QStringLiteral("cat /var/backups/pinas-doctor/%1/manifest.json").arg(id)).contains("\"reboot\": true"));

        const Outcome undone = cli({QStringLiteral("--undo"), id, QStringLiteral("--yes"), QStringLiteral("--wait-minutes"),
                                    QStringLiteral("1")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(fromPi(cmdlineTxt), txt); // byte-identical
        QVERIFY(onPi(QStringLiteral("cat /proc/cmdline")).contains("usb-storage.quirks=174c:55aa:u"));

        // The firmware reads another file: the Pi comes back without the change, which is said.
        QFile keeps(path(QStringLiteral("restart-keeps-cmdline")));
        QVERIFY(keeps.open(QIODevice::WriteOnly));
        keeps.close();
        const Outcome notTaken = cli({run, QStringLiteral("--apply"), QStringLiteral("storage-no-uas"), QStringLiteral("--yes"),
                                      QStringLiteral("--wait-minutes"), QStringLiteral("1")});
        QVERIFY2(notTaken.exitCode == 4, qPrintable(notTaken.err));
        QVERIFY2(notTaken.err.contains(QStringLiteral("does not run with the change")), qPrintable(notTaken.err));
        QCOMPARE(fromPi(cmdlineTxt), fixed); // the change is made, and undone below
        QVERIFY(cli({QStringLiteral("--undo"), notTaken.lastLine(), QStringLiteral("--yes"), QStringLiteral("--wait-minutes"),
                     QStringLiteral("1")})
                    .exitCode == 0);
        QCOMPARE(fromPi(cmdlineTxt), txt);
        QFile::remove(keeps.fileName());

        // --no-reboot: made, the Pi not restarted, said so.
        const QByteArray idBefore = onPi(QStringLiteral("cat /proc/sys/kernel/random/boot_id"));
        const Outcome later = cli({run, QStringLiteral("--apply"), QStringLiteral("storage-no-uas"), QStringLiteral("--yes"),
                                   QStringLiteral("--no-reboot")});
        QVERIFY2(later.exitCode == 0, qPrintable(later.err));
        QVERIFY2(later.err.contains(QStringLiteral("takes effect when the Pi restarts")), qPrintable(later.err));
        QCOMPARE(fromPi(cmdlineTxt), fixed);
        QCOMPARE(onPi(QStringLiteral("cat /proc/sys/kernel/random/boot_id")), idBefore);
        QVERIFY(cli({QStringLiteral("--undo"), later.lastLine(), QStringLiteral("--yes"), QStringLiteral("--no-reboot")})
                    .exitCode == 0);
        QCOMPARE(fromPi(cmdlineTxt), txt);
    }

    void realSambaShareBeforeAfter()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("smbclient")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("smbd"), {QStringLiteral("/usr/sbin")}).isEmpty())
            QSKIP("smbd or smbclient missing (apt-get install samba smbclient)");
        QFile::remove(path(QStringLiteral("sbin/smbcontrol"))); // the real one reloads the real smbd
        const QString smb = path(QStringLiteral("smb"));
        for (const char *d : {"run", "lock", "state", "cache", "private", "share"})
            QVERIFY(QDir().mkpath(smb + u'/' + QLatin1String(d)));
        const int port = 20000 + int(QCoreApplication::applicationPid() % 10000);
        const QByteArray conf = QStringLiteral(
            "[global]\n   smb ports = %1\n   interfaces = 127.0.0.1\n   bind interfaces only = yes\n"
            "   pid directory = %2/run\n   lock directory = %2/lock\n   state directory = %2/state\n"
            "   cache directory = %2/cache\n   private dir = %2/private\n   ncalrpc dir = %2/run/ncalrpc\n"
            "   log file = %2/log.%m\n   map to guest = Bad User\n   disable netbios = yes\n"
            "   server role = standalone server\n   load printers = no\n"
            // 64 KiB writes, as many clients send: one fsync each while "sync always" holds.
            "   smb2 max write = 65536\n\n"
            "[share]\n   path = %2/share\n   read only = no\n   guest ok = yes\n   force user = root\n"
            "   strict sync = yes\n   sync always = yes\n").arg(QString::number(port), smb).toUtf8();
        putOnPi(QStringLiteral("/etc/samba/smb.conf"), conf);
        const QByteArray pid = onPi(QStringLiteral("setsid /usr/sbin/smbd -F --no-process-group </dev/null >/dev/null 2>&1 & echo $!")).trimmed();
        QVERIFY(!pid.isEmpty());
        const auto stopSmbd = qScopeGuard([&] { onPi(QStringLiteral("kill %1").arg(QString::fromLatin1(pid))); });
        const QString client = path(QStringLiteral("client.conf"));
        {
            QFile c(client);
            QVERIFY(c.open(QIODevice::WriteOnly));
            c.write("[global]\n");
        }
        const QString big = path(QStringLiteral("big"));
        {
            QFile b(big);
            QVERIFY(b.open(QIODevice::WriteOnly));
            QByteArray chunk(1 << 20, '\0');
            for (int i = 0; i < chunk.size(); ++i)
                chunk[i] = char((i * 2654435761u) >> 24);
            for (int i = 0; i < 128; ++i)
                b.write(chunk);
        }
        // smbclient's own figure ("(average 123456.7 kb/s)", KiB/s), the better of two writes.
        auto put = [&](const QString &name) {
            double best = -1;
            for (int i = 0; i < 2; ++i) {
                QProcess p;
                p.start(QStringLiteral("smbclient"), {QStringLiteral("-s"), client, QStringLiteral("-N"), QStringLiteral("-p"),
                                                      QString::number(port), QStringLiteral("//127.0.0.1/share"), QStringLiteral("-c"),
                                                      QStringLiteral("put %1 %2%3").arg(big, name, QString::number(i))});
                p.waitForFinished(120000);
                const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
                const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("average ([0-9.]+) kb/s")).match(out);
                if (m.hasMatch())
                    best = std::max(best, m.captured(1).toDouble() * 1024 / 1e6);
            }
            return best;
        };
        for (int i = 0; i < 40 && put(QStringLiteral("probe")) < 0; ++i)
            QTest::qWait(250); // smbd starts listening
        const double before = put(QStringLiteral("before"));
        QVERIFY2(before > 0, "smbclient could not write to the share");

        const QJsonObject m{{QStringLiteral("kind"), QStringLiteral("share-write")},
                            {QStringLiteral("bytes"), 134217728.0},
                            {QStringLiteral("seconds"), 134.217728 / before},
                            {QStringLiteral("method"), QStringLiteral("cifs")}};
        const QString run = runFile(QStringLiteral("samba-before"), {{QStringLiteral("smb-conf"), QString::fromUtf8(conf)}},
                                    QJsonObject{{QStringLiteral("measurements"), QJsonArray{m}}});
        Result<Run> loaded = Run::load(run);
        QVERIFY(loaded);
        QVERIFY(Diagnosis::diagnose(loaded.value()).finding(QStringLiteral("smb-sync-always")));

        const Outcome applied = cli({run, QStringLiteral("--apply"), QStringLiteral("smb-sync-always"), QStringLiteral("--yes")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        const double after = put(QStringLiteral("after"));
        QVERIFY2(after > 0, "the share no longer takes writes after the fix");
        qInfo("smb-sync-always on a real smbd (loopback, smbclient put of 128 MiB, best of two): before %.1f MB/s, "
              "after %.1f MB/s (%+.0f %%)", before, after, (after / before - 1) * 100);

        const QByteArray fixed = fromPi(QStringLiteral("/etc/samba/smb.conf"));
        QVERIFY(!fixed.contains("sync always"));
        Result<Run> afterRun = Run::load(runFile(QStringLiteral("samba-after"), {{QStringLiteral("smb-conf"), QString::fromUtf8(fixed)}}));
        QVERIFY(afterRun);
        QVERIFY(!Diagnosis::diagnose(afterRun.value()).finding(QStringLiteral("smb-sync-always"))); // the finding is gone

        const Outcome undone = cli({QStringLiteral("--undo"), applied.lastLine(), QStringLiteral("--yes")});
        QVERIFY2(undone.exitCode == 0, qPrintable(undone.err));
        QCOMPARE(fromPi(QStringLiteral("/etc/samba/smb.conf")), conf);
    }
};

QTEST_GUILESS_MAIN(TestTreatmentPi)
#include "tst_treatmentpi.moc"
