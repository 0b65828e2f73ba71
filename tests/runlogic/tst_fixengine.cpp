// FixEngine on the scripted runner: the real change script runs under a local sh on files in a
// temporary folder (never this machine's /etc), with a fault placed at an exact point: sudo refused,
// the connection lost before the PC's confirmation. Each leaves the same bytes.
//
// faultMatrix: every apply-kind fix (the Planner's own plans, their paths moved into a temporary
// "Pi" root) times every fault of issue #29's acceptance, through FixSession as the window uses it:
// a file changed since the plan (before the read, and between the read and the script), the reload
// failing, the connection lost before the script and before the confirmation, sudo refused, a wrong
// sudo password; each leaves every file of the "Pi" byte-identical. The good rows (root, and sudo
// with a password) apply, verify and undo back to the same bytes, and no command's text ever holds
// the password. The governor runs with its boot-time file both ways (a new systemd-tmpfiles file;
// cpufrequtils' own file edited) and once with that new file already there (refused). Stub tools on PATH
// stand in for exportfs, systemctl, smbcontrol, testparm and sudo.
#include "core/diagnosis/diagnosisinput.h"
#include "core/diagnosis/finding.h"
#include "core/treatment/changemanifest.h"
#include "core/treatment/changescript.h"
#include "core/treatment/confedits.h"
#include "core/treatment/planner.h"
#include "remote/treatment/changerun.h"
#include "remote/treatment/fixengine.h"
#include "remote/treatment/fixsession.h"
#include "tests/support/rulefinding.h"
#include "tests/support/scriptedrunner.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(FileEdit)

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool writeFile(const QString &path, const QByteArray &bytes, bool executable = false)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return false;
    f.close();
    if (executable)
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return true;
}

// Every regular file under `root`, by relative path: the "Pi" as bytes.
QMap<QString, QByteArray> snapshot(const QString &root)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString f = it.next();
        out.insert(QDir(root).relativeFilePath(f), readAll(f));
    }
    return out;
}

const char kPassword[] = "correct horse 42";

// The "Pi"'s starting files for each apply-kind fix, relative to its root (`root`: where the FUSE
// disk's mount point is, under the root too).
QMap<QString, QByteArray> seedFor(const QString &fix, const QString &root)
{
    if (fix == u"fs-fuse-ntfs" || fix == u"fs-fuse-exfat")
        return {
            {QStringLiteral("etc/fstab"),
             QStringLiteral(
                 "proc            /proc           proc    defaults          0       0\n"
                 "# the data disk\nUUID=4A1C-2B3D  %1/srv/disk   %2  defaults,nofail,uid=1000  0  0\n")
                 .arg(root, fix == u"fs-fuse-ntfs" ? QStringLiteral("ntfs-3g") : QStringLiteral("exfat-fuse"))
                 .toUtf8()}};
    if (fix == u"storage-no-uas") // the firmware's command line file, its quirk turning UAS off
        return {{QStringLiteral("boot/firmware/cmdline.txt"),
                 "console=tty1 root=PARTUUID=5e3da3da-02 rootwait usb-storage.quirks=174c:55aa:u\n"}};
    if (fix == u"nfs-sync-export")
        return {{QStringLiteral("etc/exports"), "# mine\n/mnt/nfs *(rw,sync,no_subtree_check)\n"}};
    if (fix == u"smb-sync-always")
        return {
            {QStringLiteral("etc/samba/smb.conf"),
             "[global]\n   workgroup = WORKGROUP\n\n[share]\n   path = /srv/share\n   sync always = yes\n"}};
    if (fix == u"smb1-protocol")
        return {{QStringLiteral("etc/samba/smb.conf"),
                 "[global]\n   server max protocol = NT1\n\n[share]\n   path = /srv\n"}};
    if (fix == u"smb-socket-buffers") // the buffers of an old tuning guide (docs/knowledge.md §4.8)
        return {{QStringLiteral("etc/samba/smb.conf"),
                 "[global]\n   workgroup = WORKGROUP\n   socket options = TCP_NODELAY SO_RCVBUF=8192 SO_SNDBUF=8192\n"
                 "\n[share]\n   path = /srv\n"}};
    if (fix == u"smb-encryption-cpu")
        return {{QStringLiteral("etc/samba/smb.conf"),
                 "[global]\r\n   server smb encrypt = required\r\n   server signing = mandatory\r\n"}};
    // cpu-governor: two policies in powersave, ondemand's io_is_busy off; with cpufrequtils its
    // own file (the boot-time place), else systemd's tmpfiles.d (an empty folder, see faultMatrix).
    QMap<QString, QByteArray> governor{
        {QStringLiteral("sys/devices/system/cpu/cpufreq/policy0/scaling_governor"), "powersave\n"},
        {QStringLiteral("sys/devices/system/cpu/cpufreq/policy4/scaling_governor"), "powersave\n"},
        {QStringLiteral("sys/devices/system/cpu/cpufreq/ondemand/io_is_busy"), "0\n"}};
    if (fix == u"cpu-governor+cpufrequtils")
        governor.insert(QStringLiteral("etc/default/cpufrequtils"),
                        "# cpufrequtils\nENABLE=\"true\"\nGOVERNOR=\"powersave\"\nMAX_SPEED=\"0\"\n");
    return governor;
}

// The Planner's own plan for the fix on those files, its paths moved under `root`.
FixPlan planFor(const QString &fix, const QString &root)
{
    Finding finding;
    finding.id = fix.section(u'+', 0, 0); // "cpu-governor+cpufrequtils": the finding, on such a Pi
    finding.title = fix;
    DiagnosisInput in;
    in.facts.system.governor.offer(QStringLiteral("powersave"), QStringLiteral("cpufreq"));
    in.facts.system.systemdRunning.offer(true, QStringLiteral("cpufreq"));
    in.facts.system.cpufrequtilsInstalled.offer(fix.endsWith(u"+cpufrequtils"), QStringLiteral("cpufreq"));
    in.facts.board.kernelRelease.offer(QStringLiteral("6.1.21-v8+"), QStringLiteral("uname"));
    in.share.mountPoint = root + QStringLiteral("/srv/disk");
    in.share.fuse = true;
    // The share's disk behind a USB bridge whose UAS the kernel command line turns off.
    UsbDevice bridge;
    bridge.path = QStringLiteral("2-1");
    bridge.vendorId.offer(QStringLiteral("174c"), QStringLiteral("lsusb"));
    bridge.productId.offer(QStringLiteral("55aa"), QStringLiteral("lsusb"));
    in.facts.usb.devices << bridge;
    in.share.usbPath = QStringLiteral("2-1");
    in.share.device = QStringLiteral("sda");
    in.facts.system.usbStorageQuirks = {QStringLiteral("174c:55aa:u")};
    QMap<QString, FileEdit> files;
    const QMap<QString, QByteArray> seed = seedFor(fix, root);
    for (auto it = seed.cbegin(); it != seed.cend(); ++it)
        if (it.key().startsWith(u"etc/") || it.key().startsWith(u"boot/")) {
            FileEdit e;
            e.path = u'/' + it.key();
            e.before = e.after = it.value();
            files.insert(e.path, e);
        }
    // A Samba fix plans from what its rule holds responsible (Finding::settings): the rule runs on
    // the Pi's own smb.conf, as in a diagnosis.
    if (files.contains(Planner::smbConfPath())) {
        const QString title = finding.title;
        finding = RuleFinding::fromSmbConf(finding.id, in, files.value(Planner::smbConfPath()).before);
        finding.title = title;
    }
    FixPlan plan = Planner::planFor(finding, in, files);
    for (FileEdit &e : plan.files)
        e.path = root + e.path;
    for (RuntimeWrite &w : plan.runtime)
        w.pathGlob = root + w.pathGlob;
    for (const char *file : {"/etc/fstab", "/etc/samba/smb.conf"})
        plan.verify.replace(ChangeScript::quote(QString::fromLatin1(file)),
                            ChangeScript::quote(root + QString::fromLatin1(file)));
    return plan;
}

} // namespace

class TestFixEngine : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;
    const QByteArray m_before = "# mine\n/mnt/nfs *(rw,sync,no_subtree_check)\n";

    ChangeSpec change(const QString &id)
    {
        ChangeSpec c;
        c.id = QStringLiteral("20261204T000000Z-test-00") + id.toLower(); // "E1" -> a valid id ending in e1
        c.finding = QStringLiteral("nfs-sync-export");
        c.files << FileEdit{m_file, m_before, ConfEdits::exportsWithAsync(m_before)};
        c.reload << QStringLiteral("true");
        c.backupRoot = m_dir.filePath(QStringLiteral("backups"));
        c.commitWaitSeconds = 1;
        return c;
    }

    // Privilege as root (the local sh runs as this user; as root or not, it may write the temp folder).
    static void asRoot(ScriptedRunner &pi)
    {
        pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::answer("0\n"));
    }

    static FixEngine::Outcome runApply(FixEngine &engine, const ChangeSpec &c, QString *message = nullptr)
    {
        QSignalSpy privilege(&engine, &FixEngine::privilegeKnown);
        engine.checkPrivilege();
        if (!privilege.wait(10000))
            return FixEngine::Outcome::Lost;
        QSignalSpy done(&engine, &FixEngine::finished);
        engine.apply(c); // a refusal before any command comes at once
        if (done.isEmpty() && !done.wait(60000))
            return FixEngine::Outcome::Lost;
        if (message)
            *message = done.first().at(2).toString();
        return done.first().at(0).value<FixEngine::Outcome>();
    }

private slots:
    void init()
    {
        m_file = m_dir.filePath(QStringLiteral("exports"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(m_before);
    }

    // FixSession::liveFilesRefusal, the check before anything is written, one rule a row (issue #35:
    // apply() in named pieces). The fault matrix below runs it through the whole session.
    void liveFilesAreCheckedFirst_data()
    {
        QTest::addColumn<FileEdit>("edit");
        QTest::addColumn<QVariantMap>("live"); // path -> bytes; no key: the file is not on the Pi
        QTest::addColumn<bool>("replanning");
        QTest::addColumn<QString>("refusal"); // a part of the refusal; empty: the change goes on
        const QString p = QStringLiteral("/etc/exports");
        const QByteArray seen = "/srv *(rw,sync)\n";
        FileEdit edit{p, seen, "/srv *(rw,async)\n"};
        FileEdit created{p, {}, "new\n"};
        created.absentBefore = true;
        FileEdit testparm = edit;
        testparm.basedOn = QStringLiteral("testparm");
        const QVariantMap asSeen{{p, seen}};
        const QVariantMap crlf{{p, QByteArray("/srv *(rw,sync)\r\n\n")}};
        const QVariantMap other{{p, QByteArray("/srv *(rw,sync)\n/mnt *(ro)\n")}};
        QTest::newRow("as the run saw it") << edit << asSeen << false << QString();
        QTest::newRow("gone") << edit << QVariantMap{} << true << QStringLiteral("is no longer on the Pi");
        QTest::newRow("changed") << edit << other << true << QStringLiteral("changed since this run");
        QTest::newRow("line ends only, replanned") << edit << crlf << true << QString();
        QTest::newRow("line ends only, no replanner")
            << edit << crlf << false << QStringLiteral("changed since you agreed");
        QTest::newRow("testparm view, replanned") << testparm << other << true << QString();
        QTest::newRow("testparm view, no replanner")
            << testparm << other << false << QStringLiteral("changed since you agreed");
        QTest::newRow("to create, absent") << created << QVariantMap{} << false << QString();
        QTest::newRow("to create, there now")
            << created << asSeen << true << QStringLiteral("is on the Pi now");
    }

    void liveFilesAreCheckedFirst()
    {
        QFETCH(FileEdit, edit);
        QFETCH(QVariantMap, live);
        QFETCH(bool, replanning);
        QFETCH(QString, refusal);
        FixPlan plan;
        plan.kind = FixPlan::Kind::Apply;
        plan.files << edit;
        QMap<QString, QByteArray> files;
        for (auto it = live.cbegin(); it != live.cend(); ++it)
            files.insert(it.key(), it.value().toByteArray());
        const QString got = FixSession::liveFilesRefusal(plan, files, replanning);
        if (refusal.isEmpty())
            QVERIFY2(got.isEmpty(), qPrintable(got));
        else
            QVERIFY2(got.contains(refusal) && got.contains(edit.path), qPrintable(got));
    }

    void appliesAndConfirms()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        QString message;
        QCOMPARE(runApply(engine, change(QStringLiteral("E1")), &message), FixEngine::Outcome::Applied);
        QCOMPARE(readAll(m_file), ConfEdits::exportsWithAsync(m_before));
        QVERIFY(pi.commands().last().contains(QStringLiteral("/commit")));
        QSignalSpy listed(&engine, &FixEngine::changesListed);
        engine.listChanges(m_dir.filePath(QStringLiteral("backups")));
        QVERIFY(listed.wait(10000));
        const auto changes = listed.first().at(0).value<QList<QJsonObject>>();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().value(QStringLiteral("status")).toString(), QStringLiteral("applied"));
        QCOMPARE(changes.first().value(QStringLiteral("finding")).toString(), QStringLiteral("nfs-sync-export"));
    }

    void sudoRefusedChangesNothing()
    {
        ScriptedRunner pi;
        pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::answer("1000\n")); // no "sudo-ok"
        FixEngine engine(&pi);
        QCOMPARE(runApply(engine, change(QStringLiteral("E2"))), FixEngine::Outcome::Refused);
        QCOMPARE(readAll(m_file), m_before);
        QVERIFY(!QFileInfo::exists(change(QStringLiteral("E2")).folder()));
        for (const QString &c : pi.commands())
            QVERIFY2(!c.contains(QStringLiteral("base64 -d")), qPrintable(c)); // the script never ran
    }

    void connectionLostBeforeTheConfirmationRollsBack()
    {
        ScriptedRunner pi;
        asRoot(pi);
        // The confirmation (not the apply script, which names the mark too) meets a lost connection.
        pi.script(QStringLiteral("^sh -c 'touch "), ScriptedRunner::Reply::loseConnection());
        FixEngine engine(&pi);
        const FixEngine::Outcome o = runApply(engine, change(QStringLiteral("E3")));
        QVERIFY(o == FixEngine::Outcome::RolledBack || o == FixEngine::Outcome::Lost);
        QTRY_COMPARE_WITH_TIMEOUT(readAll(change(QStringLiteral("E3")).folder() + QStringLiteral("/status")).left(11),
                                  QByteArray("rolled-back"), 30000);
        QCOMPARE(readAll(m_file), m_before);
    }

    void fileChangedSinceThePlanIsRefused()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        ChangeSpec c = change(QStringLiteral("E4"));
        c.files.first().before = "/mnt/nfs *(rw,sync)\n"; // what the plan saw; the file says more now
        QCOMPARE(runApply(engine, c), FixEngine::Outcome::Refused);
        QCOMPARE(readAll(m_file), m_before);
    }

    void tooLargeAFileIsRefusedBeforeAnything()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        ChangeSpec c = change(QStringLiteral("E6"));
        c.files.first().after = QByteArray(200000, 'x');
        QCOMPARE(runApply(engine, c), FixEngine::Outcome::Refused);
        QCOMPARE(readAll(m_file), m_before);
        QVERIFY(!QFileInfo::exists(change(QStringLiteral("E6")).folder()));
    }

    void faultMatrix_data()
    {
        QTest::addColumn<QString>("fix");
        QTest::addColumn<QString>("fault");
        for (const QString &fix : Planner::applicableIds())
            for (const char *fault : {"none-root", "none-sudo-password", "changed-since-plan",
                                      "changed-before-script", "reload-fails", "lost-before-script",
                                      "lost-before-confirmation", "sudo-refused", "wrong-password",
                                      "lost-at-privilege-check"})
                if (fix != u"storage-no-uas" || QLatin1String(fault) != QLatin1String("reload-fails")) // no reload: it takes effect at the restart
                QTest::newRow(qPrintable(fix + u' ' + QLatin1String(fault)))
                    << fix << QString::fromLatin1(fault);
        // The governor kept by cpufrequtils' own file instead of systemd-tmpfiles.
        for (const char *fault : {"none-root", "none-sudo-password", "changed-since-plan",
                                  "changed-before-script", "reload-fails", "lost-before-confirmation"})
            QTest::newRow(qPrintable(QStringLiteral("cpu-governor+cpufrequtils ") + QLatin1String(fault)))
                << QStringLiteral("cpu-governor+cpufrequtils") << QString::fromLatin1(fault);
        // The boot-time file the governor change would create is there by the time it applies.
        QTest::newRow("cpu-governor boot-file-exists")
            << QStringLiteral("cpu-governor") << QStringLiteral("boot-file-exists");
        // The FUSE -> kernel driver change remounts: refused while a process works on the disk.
        for (const char *fix : {"fs-fuse-ntfs", "fs-fuse-exfat"})
            QTest::newRow(qPrintable(QLatin1String(fix) + QStringLiteral(" files-open")))
                << QString::fromLatin1(fix) << QStringLiteral("files-open");
        // The way back brings the bytes back but not what they feed: the status and the message
        // say so (RollbackFailed), never "as before". A running service kept running (and undone)
        // when nothing fails; one that the failing reload stopped stays down; the disk that
        // mounts with no type any more; a reload that fails on the old file too.
        for (const char *fix : {"smb-sync-always", "smb1-protocol", "smb-encryption-cpu"})
            for (const char *fault : {"none-service-running", "service-stays-down"})
                QTest::newRow(qPrintable(QLatin1String(fix) + u' ' + QLatin1String(fault)))
                    << QString::fromLatin1(fix) << QString::fromLatin1(fault);
        for (const char *fix : {"fs-fuse-ntfs", "fs-fuse-exfat"})
            QTest::newRow(qPrintable(QLatin1String(fix) + QStringLiteral(" mount-stays-down")))
                << QString::fromLatin1(fix) << QStringLiteral("mount-stays-down");
        QTest::newRow("nfs-sync-export reload-fails-twice")
            << QStringLiteral("nfs-sync-export") << QStringLiteral("reload-fails-twice");
    }
    void faultMatrix()
    {
        QFETCH(QString, fix);
        QFETCH(QString, fault);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.filePath(QStringLiteral("pi"));
        const QString backups = dir.filePath(QStringLiteral("backups"));
        const QString stubs = dir.filePath(QStringLiteral("stubs"));
        const QMap<QString, QByteArray> seed = seedFor(fix, root);
        for (auto it = seed.cbegin(); it != seed.cend(); ++it)
            QVERIFY(writeFile(root + u'/' + it.key(), it.value()));
        const bool governor = fix.startsWith(u"cpu-governor");
        const QString bootFile =
            root + (fix == u"cpu-governor" ? Planner::governorTmpfilesPath() : Planner::cpufrequtilsPath());
        QVERIFY(QDir().mkpath(root + QStringLiteral("/etc/tmpfiles.d")));
        // The FUSE disk: its mount point, and what is mounted there now (the stubs keep it).
        const bool disk = fix.startsWith(u"fs-fuse-");
        const QString mounted = dir.filePath(QStringLiteral("mounted-type"));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/srv/disk")));
        if (disk)
            QVERIFY(writeFile(mounted, "fuseblk\n"));

        // Stub tools: each logs its call; the reload tools fail while the flag file exists; sudo
        // takes the password on stdin (-S) and never without one (-n).
        const QByteArray log = QStringLiteral("echo \"$(basename \"$0\") $*\" >> %1\n")
                                   .arg(dir.filePath(QStringLiteral("calls")))
                                   .toUtf8();
        // A reload fails once while "fail-reload" exists (the new file refused, the old one taken
        // again on the way back), every time while "fail-always" exists.
        const QByteArray failing =
            QStringLiteral("[ -e %1 ] && { rm -f %1; exit 1; }\n[ -e %2 ] && exit 1\nexit 0\n")
                .arg(ChangeScript::quote(dir.filePath(QStringLiteral("fail-reload"))),
                     ChangeScript::quote(dir.filePath(QStringLiteral("fail-always"))))
                .toUtf8();
        // systemctl's reload stops the test's service (its pid in "kill-service") and fails.
        const QByteArray killer =
            QStringLiteral("if [ \"$1\" = reload ] && [ -e %1 ]; then kill \"$(cat %1)\"; "
                           "exit 1; fi\n")
                .arg(ChangeScript::quote(dir.filePath(QStringLiteral("kill-service"))))
                .toUtf8();
        QVERIFY(writeFile(stubs + QStringLiteral("/exportfs"), "#!/bin/sh\n" + log + failing, true));
        QVERIFY(writeFile(stubs + QStringLiteral("/smbcontrol"), "#!/bin/sh\n" + log + failing, true));
        QVERIFY(writeFile(stubs + QStringLiteral("/systemctl"),
                          "#!/bin/sh\n" + log + "[ \"$1\" = is-active ] && exit 0\n[ \"$1\" = reboot ] && exit 0\n" + killer +
                              failing,
                          true));
        // testparm prints the file it is given (the last argument) as Samba's view: sections, and
        // each setting tab-indented (the plan's proof compares two such views).
        QVERIFY(writeFile(stubs + QStringLiteral("/testparm"),
                          "#!/bin/sh\n" + log +
                              "for f in \"$@\"; do :; done\n[ -f \"$f\" ] || exit 0\n"
                              "tr -d '\\r' < \"$f\" | awk '/^[ \\t]*\\[/ { sub(/^[ \\t]+/, \"\"); print; next } "
                              "/=/ { sub(/^[ \\t]+/, \"\"); print \"\\t\" $0 }'\n",
                          true));
        // A change that needs a restart asks for one ("systemctl reboot || reboot"): both only log here,
        // never reaching this machine's own.
        QVERIFY(writeFile(stubs + QStringLiteral("/reboot"), "#!/bin/sh\n" + log + "exit 0\n", true));
        // mount/umount/findmnt keep the mounted type in a file; mount reads the line from the "Pi"'s
        // fstab and fails for the kernel's types while the flag exists (the new driver refusing).
        const QByteArray state = ChangeScript::quote(mounted).toUtf8();
        QVERIFY(writeFile(stubs + QStringLiteral("/findmnt"),
                          "#!/bin/sh\n[ \"$1\" = --verify ] && exit 0\n"
                          "[ \"$1\" = --tab-file ] && exec awk '$1 !~ /^#/ && NF >= 3 { print $1, $2, $3, $4, $5, $6 }' \"$2\"\n"
                          "[ -e " + state + " ] || exit 1\ncase \"$*\" in *FSTYPE*) cat " + state +
                              ";; esac\nexit 0\n",
                          true));
        QVERIFY(writeFile(stubs + QStringLiteral("/umount"), "#!/bin/sh\n" + log + "rm -f " + state + "\n",
                          true));
        QVERIFY(writeFile(stubs + QStringLiteral("/modinfo"), "#!/bin/sh\nexit 0\n", true));
        QVERIFY(writeFile(
            stubs + QStringLiteral("/mount"),
            "#!/bin/sh\n" + log + "[ -e " +
                ChangeScript::quote(dir.filePath(QStringLiteral("fail-mount"))).toUtf8() +
                " ] && exit 1\nt=$(awk -v m=\"$1\" '$1 !~ /^#/ && $2 == m {t = $3} END {print t}' " +
                ChangeScript::quote(root + QStringLiteral("/etc/fstab")).toUtf8() +
                ")\ncase \"$t\" in ntfs3|exfat) [ -e " +
                ChangeScript::quote(dir.filePath(QStringLiteral("fail-reload"))).toUtf8() +
                " ] && exit 1; echo \"$t\" > " + state + ";;\n*) echo fuseblk > " + state + ";; esac\n",
            true));
        QVERIFY(writeFile(
            stubs + QStringLiteral("/sudo"),
            "#!/bin/sh\n" + log +
                "[ \"$1\" = -S ] || exit 1\nshift; [ \"$1\" = -p ] && shift 2\nIFS= read -r pw || pw=\n"
                "[ \"$pw\" = '" +
                QByteArray(kPassword) + "' ] || { echo 'Sorry, try again.' >&2; exit 1; }\nexec \"$@\"\n",
            true));
        ScriptedRunner pi;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), stubs + u':' + env.value(QStringLiteral("PATH")));
        pi.setEnvironment(env);

        const bool withPassword = fault == u"none-sudo-password" || fault == u"wrong-password";
        if (fault == u"lost-at-privilege-check") // before anything is read or written on the Pi
            pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::loseConnection());
        else if (fault == u"sudo-refused")
            pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::answer("1000\n")); // no sudo at all
        else if (withPassword)
            pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::answer("1000\nsudo-present\n"));
        else
            pi.script(QStringLiteral("^id -u"), ScriptedRunner::Reply::answer("0\n"));

        FixSession session(&pi);
        session.setBackupRoot(backups);
        session.setFileRoot(root);
        session.setCommitWaitSeconds(3);
        int asked = 0;
        connect(&session, &FixSession::passwordNeeded, &session, [&] {
            ++asked;
            session.providePassword(fault == u"wrong-password" ? QByteArray("not the password")
                                                               : QByteArray(kPassword));
        });

        FixPlan plan = planFor(fix, root);
        QVERIFY2(plan.isApply(), qPrintable(fix));
        // The service: a copy of sleep under a name no other process on this machine has (a real
        // smbd of another test must not stand in for it).
        QProcess service;
        const auto stopService = qScopeGuard([&] {
            service.kill();
            service.waitForFinished();
        });
        if (fault == u"none-service-running" || fault == u"service-stays-down") {
            plan.service = QStringLiteral("pnd%1").arg(QCoreApplication::applicationPid() % 1000000);
            const QString exe = stubs + u'/' + plan.service;
            QVERIFY(QFile::copy(QStandardPaths::findExecutable(QStringLiteral("sleep")), exe));
            QVERIFY(QFile::setPermissions(exe, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
            service.start(exe, {QStringLiteral("300")});
            QVERIFY(service.waitForStarted());
            if (fault == u"service-stays-down")
                QVERIFY(writeFile(dir.filePath(QStringLiteral("kill-service")),
                                  QByteArray::number(service.processId())));
        }
        if (fault == u"mount-stays-down")
            QVERIFY(writeFile(dir.filePath(QStringLiteral("fail-mount")), ""));
        if (fault == u"reload-fails-twice")
            QVERIFY(writeFile(dir.filePath(QStringLiteral("fail-always")), ""));
        // What the "Pi" must look like at the end of a failed change: as before it, or as the test's
        // own edit left it.
        const QString target =
            governor ? root + QStringLiteral("/sys/devices/system/cpu/cpufreq/policy4/scaling_governor")
                     : plan.files.first().path;
        const QByteArray edited =
            governor ? QByteArray("performance\n") : readAll(target) + "# edited by hand\n";
        if (fault == u"changed-since-plan")
            QVERIFY(writeFile(target, edited));
        if (fault == u"changed-before-script")
            connect(&pi, &ScriptedRunner::commandStarted, &pi, [&](const QString &command) {
                if (command.contains(QStringLiteral("@@backed-up")))
                    QVERIFY(writeFile(target, edited));
            });
        if (fault == u"reload-fails") {
            if (governor) { // no reload: the kernel refuses the value instead (here: not a writable file)
                const QString busy =
                    root + QStringLiteral("/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy");
                QVERIFY(QFile::remove(busy));
                QVERIFY(QDir().mkpath(busy));
            } else {
                QVERIFY(writeFile(dir.filePath(QStringLiteral("fail-reload")), ""));
            }
        }
        if (fault == u"boot-file-exists")
            QVERIFY(writeFile(bootFile, "# made by hand after the run\n"));
        if (fault == u"lost-before-script")
            pi.script(QStringLiteral("@@backed-up"), ScriptedRunner::Reply::loseConnection());
        if (fault == u"lost-before-confirmation") // the script runs and verifies; the PC's "commit" is lost
            pi.script(QStringLiteral("touch .*/commit"), ScriptedRunner::Reply::loseConnection());

        QProcess user; // a program with its working folder on the disk
        const auto stopUser = qScopeGuard([&] {
            user.kill();
            user.waitForFinished();
        });
        if (fault == u"files-open") {
            user.setWorkingDirectory(root + QStringLiteral("/srv/disk"));
            user.start(QStringLiteral("sleep"), {QStringLiteral("300")});
            QVERIFY(user.waitForStarted());
        }
        const QMap<QString, QByteArray> before = snapshot(root);
        QSignalSpy done(&session, &FixSession::finished);
        session.apply(plan);
        QVERIFY(done.wait(60000));
        const auto outcome = done.first().at(0).value<FixEngine::Outcome>();
        const QString message = done.first().at(2).toString();
        for (const QString &c : pi.commands())
            QVERIFY2(!c.contains(QLatin1String(kPassword)) && !c.contains(QLatin1String("not the password")),
                     qPrintable(c));
        QCOMPARE(asked, withPassword ? 1 : 0);

        if (fault.startsWith(u"none")) {
            QVERIFY2(outcome == FixEngine::Outcome::Applied, qPrintable(message));
            QVERIFY(snapshot(root) != before);
            if (disk) // the kernel's driver now
                QCOMPARE(readAll(mounted),
                         fix == u"fs-fuse-ntfs" ? QByteArray("ntfs3\n") : QByteArray("exfat\n"));
            if (governor) // the boot-time half: systemd-tmpfiles' line, or cpufrequtils' GOVERNOR
                QVERIFY2(readAll(bootFile).contains(
                             fix == u"cpu-governor"
                                 ? "w /sys/devices/system/cpu/cpufreq/policy*/scaling_governor "
                                   "- - - - ondemand\n"
                                 : "GOVERNOR=\"ondemand\"\n"),
                         readAll(bootFile).constData());
            if (fix == u"storage-no-uas") // the change asked for the restart (the stub logged it)
                QVERIFY(readAll(dir.filePath(QStringLiteral("calls"))).contains("systemctl reboot"));
            const QString id = done.first().at(1).toString();
            const QByteArray manifest = readAll(backups + u'/' + id + QStringLiteral("/manifest.json"));
            QVERIFY(manifest.contains(fix.section(u'+', 0, 0).toUtf8()));
            QVERIFY(!manifest.contains(kPassword));
            if (withPassword)
                QVERIFY(pi.commands().filter(QStringLiteral("sudo -S -p '' sh -c")).size() >=
                        2); // script, commit
            QSignalSpy undone(&session, &FixSession::finished);
            session.undo(id);
            QVERIFY(undone.wait(60000));
            QVERIFY2(undone.first().at(0).value<FixEngine::Outcome>() == FixEngine::Outcome::Applied,
                     qPrintable(undone.first().at(2).toString()));
            QCOMPARE(snapshot(root), before); // byte-identical after apply -> verify -> undo
            if (fault == u"none-service-running")
                QCOMPARE(service.state(), QProcess::Running);
            if (disk)
                QCOMPARE(readAll(mounted), QByteArray("fuseblk\n")); // mounted through FUSE again
            QCOMPARE(asked, withPassword ? 2 : 0); // asked again for the undo: one change, one password
            for (const QString &c : pi.commands())
                QVERIFY2(!c.contains(QLatin1String(kPassword)), qPrintable(c));
            return;
        }

        QMap<QString, QByteArray> expected = before;
        if (fault == u"changed-before-script")
            expected.insert(QDir(root).relativeFilePath(target), edited);
        if (fault == u"lost-before-confirmation") {
            QVERIFY(outcome == FixEngine::Outcome::RolledBack || outcome == FixEngine::Outcome::Lost);
            const QString folder = backups + u'/' + session.lastChange().id;
            QTRY_COMPARE_WITH_TIMEOUT(readAll(folder + QStringLiteral("/status")).left(11),
                                      QByteArray("rolled-back"), 30000);
        } else if (fault == u"reload-fails") {
            QVERIFY2(outcome == FixEngine::Outcome::RolledBack, qPrintable(message));
            QVERIFY(readAll(backups + u'/' + session.lastChange().id + QStringLiteral("/status"))
                        .startsWith("rolled-back"));
        } else if (fault == u"service-stays-down" || fault == u"mount-stays-down" ||
                   fault == u"reload-fails-twice") {
            const QString why =
                fault == u"service-stays-down"
                    ? QStringLiteral("the files are back, but %1 is not running").arg(plan.service)
                : fault == u"mount-stays-down"
                    ? QStringLiteral("the files are back, but the check fails after the way back")
                    : QStringLiteral("the files are back, but the reload failed: exportfs -ra");
            QVERIFY2(outcome == FixEngine::Outcome::RollbackFailed, qPrintable(message));
            QVERIFY2(message.contains(why), qPrintable(message));
            QVERIFY2(!message.contains(QStringLiteral("as before:")) &&
                         !message.contains(QStringLiteral("rolled back")),
                     qPrintable(message));
            const QByteArray status =
                readAll(backups + u'/' + session.lastChange().id + QStringLiteral("/status"));
            QVERIFY2(
                status.startsWith(QByteArray("rollback-failed: " + why.toUtf8() + " (the change failed: ")),
                status.constData());
            if (fault == u"service-stays-down")
                QCOMPARE(service.state(), QProcess::NotRunning);
            if (disk) // nothing mounted: the check said so
                QVERIFY(!QFileInfo::exists(mounted));
        } else if (fault == u"lost-before-script") {
            QCOMPARE(outcome, FixEngine::Outcome::Lost);
        } else {
            QVERIFY2(outcome == FixEngine::Outcome::Refused, qPrintable(message));
            if (fault == u"files-open")
                QVERIFY2(message.contains(QStringLiteral("files are open on ")), qPrintable(message));
            // Refused before any change: no change folder is left behind.
            QVERIFY(QDir(backups).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
        }
        QCOMPARE(snapshot(root), expected);
        if (disk && fault != u"mount-stays-down")
            QCOMPARE(readAll(mounted), QByteArray("fuseblk\n")); // still (or again) the FUSE mount
        if (fault == u"sudo-refused" || fault == u"wrong-password")
            for (const QString &c : pi.commands())
                QVERIFY2(!c.contains(QStringLiteral("@@backed-up")), qPrintable(c)); // the script never ran
    }

    void reloadFailureRollsBack()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        ChangeSpec c = change(QStringLiteral("E5"));
        // The new file is refused by the reload, the old one taken again on the way back.
        c.reload = {QStringLiteral("test -e %1 || { touch %1; exit 1; }")
                        .arg(ChangeScript::quote(m_dir.filePath(QStringLiteral("E5-failed"))))};
        QString message;
        QCOMPARE(runApply(engine, c, &message), FixEngine::Outcome::RolledBack);
        QVERIFY2(message.contains(QStringLiteral("as before")), qPrintable(message));
        QCOMPARE(readAll(m_file), m_before);
    }

    // A reload that fails on the old file too: the bytes are back, but the message must not say
    // everything is as before.
    void reloadFailingOnTheWayBackIsNotAsBefore()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixEngine engine(&pi);
        ChangeSpec c = change(QStringLiteral("E7"));
        c.reload = {QStringLiteral("false")};
        QString message;
        QCOMPARE(runApply(engine, c, &message), FixEngine::Outcome::RollbackFailed);
        QVERIFY2(message.contains(
                     QStringLiteral("the way back is not complete: the files are back, but the reload "
                                    "failed: false")),
                 qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("the files are as before")), qPrintable(message));
        QCOMPARE(readAll(m_file), m_before);
    }

    // Issue #34, class 1: an id that is not the app's never reaches the Pi.
    void undoWithAHostileIdSendsNothing_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("parent folders") << QStringLiteral("../../../tmp/evil");
        QTest::newRow("valid head, then a path") << QStringLiteral("20261204T000000Z-test-00e1/../../tmp/evil");
        QTest::newRow("quote") << QStringLiteral("20261204T000000Z-te'st-00e1");
    }
    void undoWithAHostileIdSendsNothing()
    {
        QFETCH(QString, id);
        ScriptedRunner pi;
        asRoot(pi);
        FixSession session(&pi);
        session.setBackupRoot(m_dir.filePath(QStringLiteral("backups")));
        QSignalSpy done(&session, &FixSession::finished);
        session.undo(id);
        QVERIFY(!done.isEmpty() || done.wait(10000));
        QCOMPARE(done.first().at(0).value<FixEngine::Outcome>(), FixEngine::Outcome::Refused);
        QVERIFY2(done.first().at(2).toString().contains(QStringLiteral("not a change id")),
                 qPrintable(done.first().at(2).toString()));
        QVERIFY2(pi.commands().isEmpty(), qPrintable(pi.commands().join(u'\n')));
    }

    // Class 1: a manifest is never a source of commands, paths or values. A change folder of the app's
    // own whose manifest was edited (a reload and a check that would leave marks, a file outside what
    // the fix touches): the undo runs the fix's own commands or is refused; no mark ever appears.
    void editedManifestRunsNothing_data()
    {
        QTest::addColumn<bool>("foreignFile");
        QTest::newRow("commands edited") << false;
        QTest::newRow("a file the fix never touches") << true;
    }
    void editedManifestRunsNothing()
    {
        QFETCH(bool, foreignFile);
        QTemporaryDir root;
        QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("etc"))));
        const QString file = root.filePath(foreignFile ? QStringLiteral("etc/passwd-of-the-pi") : QStringLiteral("etc/exports"));
        const QByteArray before = "/srv *(rw,sync)\n", after = "/srv *(rw,async)\n";
        QVERIFY(writeFile(file, after));
        const QString id = QStringLiteral("20261204T000000Z-nfs-sync-export-0bad");
        const QString folder = root.filePath(QStringLiteral("backups/") + id);
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/files")));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/runtime")));
        QFile::setPermissions(root.filePath(QStringLiteral("backups")),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        const QString mark = root.filePath(QStringLiteral("pwned"));
        ChangeSpec planted;
        planted.id = id;
        planted.finding = QStringLiteral("nfs-sync-export");
        planted.files << FileEdit{file, before, after};
        planted.reload = {QStringLiteral("touch ") + mark};
        planted.verify = QStringLiteral("touch ") + mark;
        planted.precheck = QStringLiteral("touch ") + mark;
        QVERIFY(writeFile(folder + QStringLiteral("/manifest.json"),
                          QJsonDocument(ChangeManifest::of(planted).toJson()).toJson()));
        QVERIFY(writeFile(folder + QStringLiteral("/status"), "applied\n"));
        QVERIFY(writeFile(folder + QStringLiteral("/files/0"), before));
        for (const QString &f : QStringList{folder, folder + QStringLiteral("/files"), folder + QStringLiteral("/runtime")})
            QFile::setPermissions(f, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        ScriptedRunner pi;
        asRoot(pi);
        QTemporaryDir stubs; // exportfs, the fix's own reload
        QVERIFY(writeFile(stubs.filePath(QStringLiteral("exportfs")), "#!/bin/sh\nexit 0\n", true));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), stubs.path() + u':' + env.value(QStringLiteral("PATH")));
        pi.setEnvironment(env);
        FixSession session(&pi);
        session.setBackupRoot(root.filePath(QStringLiteral("backups")));
        session.setFileRoot(root.path());
        session.setCommitWaitSeconds(3);
        QSignalSpy done(&session, &FixSession::finished);
        session.undo(id);
        QVERIFY(done.wait(60000));
        const auto outcome = done.first().at(0).value<FixEngine::Outcome>();
        const QString message = done.first().at(2).toString();
        QVERIFY(!QFileInfo::exists(mark));
        for (const QString &c : pi.commands())
            QVERIFY2(!c.contains(mark), qPrintable(c));
        if (foreignFile) {
            QCOMPARE(outcome, FixEngine::Outcome::Refused);
            QVERIFY2(message.contains(QStringLiteral("never touches")), qPrintable(message));
            QCOMPARE(readAll(file), after);
        } else {
            QVERIFY2(outcome == FixEngine::Outcome::Applied, qPrintable(message));
            QCOMPARE(readAll(file), before);
            QVERIFY(pi.commands().filter(QStringLiteral("exportfs -ra")).size() == 1);
        }
    }

    // Class 7: a change whose script was killed after "verified" and before the confirmation (as a
    // lost power would) is rolled back at the next contact, whatever that contact is for.
    void cutOffChangeIsRolledBackAtTheNextContact()
    {
        ChangeSpec c = change(QStringLiteral("c7"));
        c.commitWaitSeconds = 120;
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("etc"))));
        const QString exports = m_dir.filePath(QStringLiteral("etc/exports")); // where the fix writes
        QVERIFY(writeFile(exports, m_before));
        c.files.first().path = exports;
        QProcess script;
        script.start(QStringLiteral("sh"), {QStringLiteral("-c"), ChangeScript::apply(c)});
        QByteArray out;
        while (!out.contains("@@verified") && script.waitForReadyRead(30000))
            out += script.readAllStandardOutput();
        script.kill();
        script.waitForFinished();
        QCOMPARE(readAll(exports), ConfEdits::exportsWithAsync(m_before));
        QCOMPARE(readAll(c.folder() + QStringLiteral("/status")), QByteArray("pending\n"));

        ScriptedRunner pi;
        asRoot(pi);
        QTemporaryDir stubs; // exportfs, the fix's own reload, which the rollback runs
        QVERIFY(writeFile(stubs.filePath(QStringLiteral("exportfs")), "#!/bin/sh\nexit 0\n", true));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), stubs.path() + u':' + env.value(QStringLiteral("PATH")));
        pi.setEnvironment(env);
        FixSession session(&pi);
        session.setBackupRoot(c.backupRoot);
        session.setFileRoot(m_dir.path());
        session.setCommitWaitSeconds(3);
        QSignalSpy recovered(&session, &FixSession::recovered);
        QSignalSpy listed(&session, &FixSession::changesListed);
        session.listChanges(); // the contact: only the change log was asked for
        QVERIFY(listed.wait(60000));
        QCOMPARE(recovered.size(), 1);
        QVERIFY2(recovered.first().at(0).toStringList().join(u' ').contains(c.id),
                 qPrintable(recovered.first().at(0).toStringList().join(u' ')));
        QCOMPARE(readAll(exports), m_before);
        QVERIFY2(readAll(c.folder() + QStringLiteral("/status")).startsWith("rolled-back: cut off before the PC confirmed it"),
                 readAll(c.folder() + QStringLiteral("/status")).constData());
    }

    // Class 3: consent is to the plan applied. A replanned change that is not the consented one
    // changes nothing and asks again; that plan, consented, is applied exactly.
    // A session call to its end as one object (ChangeRun): a change made says made(id) once, then
    // ends with the session's result and no restart wait; a refusal ends without made(); Stop
    // waiting means nothing outside the wait.
    void changeRunEndsOnceWithTheSessionsResult()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixSession session(&pi);
        session.setBackupRoot(m_dir.filePath(QStringLiteral("backups")));
        session.setCommitWaitSeconds(3);
        int reconnects = 0;
        ChangeRun run(&session, [&](QObject *, std::function<void(CommandRunner *, const QString &)>) {
            ++reconnects;
        });
        QSignalSpy made(&run, &ChangeRun::made);
        QSignalSpy ended(&run, &ChangeRun::ended);
        QSignalSpy progress(&run, &ChangeRun::progress);
        QVERIFY(!run.stopWaiting());
        FixPlan plan;
        plan.finding = QStringLiteral("nfs-sync-export");
        plan.kind = FixPlan::Kind::Apply;
        plan.files << FileEdit{m_file, m_before, ConfEdits::exportsWithAsync(m_before)};
        plan.reload = {QStringLiteral("true")};
        session.apply(plan);
        QVERIFY(ended.wait(60000));
        QCOMPARE(ended.size(), 1);
        QCOMPARE(made.size(), 1);
        const auto r = ended.first().at(0).value<ChangeRun::Result>();
        QVERIFY2(r.outcome == FixEngine::Outcome::Applied, qPrintable(r.message));
        QCOMPARE(r.changeId, made.first().at(0).toString());
        QVERIFY(r.ok() && r.scriptStarted && !r.restarted);
        QCOMPARE(run.stage(), ChangeRun::Stage::Ended);
        QVERIFY(!progress.isEmpty()); // the session's stage lines came through
        QCOMPARE(reconnects, 0);
        QCOMPARE(readAll(m_file), ConfEdits::exportsWithAsync(m_before));

        // The same plan again: the file is no longer its `before`, so the session refuses.
        FixSession again(&pi);
        again.setBackupRoot(m_dir.filePath(QStringLiteral("backups")));
        ChangeRun refused(&again, {});
        QSignalSpy madeAgain(&refused, &ChangeRun::made);
        QSignalSpy endedAgain(&refused, &ChangeRun::ended);
        again.apply(plan);
        QVERIFY(endedAgain.wait(60000));
        QVERIFY(madeAgain.isEmpty());
        const auto no = endedAgain.first().at(0).value<ChangeRun::Result>();
        QVERIFY(no.outcome == FixEngine::Outcome::Refused && !no.ok());
    }

    void anotherPlanNeedsNewConsent()
    {
        ScriptedRunner pi;
        asRoot(pi);
        FixSession session(&pi);
        session.setBackupRoot(m_dir.filePath(QStringLiteral("backups")));
        session.setCommitWaitSeconds(3);
        FixPlan consented;
        consented.finding = QStringLiteral("nfs-sync-export");
        consented.kind = FixPlan::Kind::Apply;
        consented.files << FileEdit{m_file, m_before, ConfEdits::exportsWithAsync(m_before)};
        consented.reload = {QStringLiteral("true")};
        // The Pi's file has a second export now: the plan made on it removes/changes more.
        const QByteArray now = m_before + "/srv/other *(rw,sync)\n";
        QVERIFY(writeFile(m_file, now));
        const FixSession::Replanner replan = [&](const QMap<QString, QByteArray> &live, QString *) {
            FixPlan p = consented;
            p.files.first().before = live.value(m_file);
            p.files.first().after = ConfEdits::exportsWithAsync(p.files.first().before);
            return p;
        };
        consented.files.first().basedOn = QStringLiteral("testparm"); // a view the session cannot compare
        QSignalSpy again(&session, &FixSession::newConsentNeeded);
        QSignalSpy done(&session, &FixSession::finished);
        session.apply(consented, replan);
        QVERIFY(again.wait(30000));
        QVERIFY(done.isEmpty());
        QCOMPARE(readAll(m_file), now);
        for (const QString &c : pi.commands())
            QVERIFY2(!c.contains(QStringLiteral("base64 -d")), qPrintable(c)); // no change script ran
        const FixPlan shown = again.first().at(0).value<FixPlan>();
        QVERIFY(shown.files.first().after.contains("/srv/other *(rw,async)"));
        session.apply(shown);
        QVERIFY(done.wait(60000));
        QVERIFY2(done.first().at(0).value<FixEngine::Outcome>() == FixEngine::Outcome::Applied,
                 qPrintable(done.first().at(2).toString()));
        QCOMPARE(readAll(m_file), shown.files.first().after);
    }
};

QTEST_GUILESS_MAIN(TestFixEngine)
#include "tst_fixengine.moc"
