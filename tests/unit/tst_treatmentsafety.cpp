// Issue #34: the change path trusts nothing it reads. The change-id grammar, the commands made again
// from a change's finding and files (never from its manifest), and the real change script under a
// local sh on files in a temporary folder (never /etc): the change folder that is not the script
// user's own, a reload that hangs, a config that is a link, owner and mode kept, no room, a script
// killed before its confirmation (docs/design.md "Treatment", safety rules 11–16).
#include "core/treatment/changeid.h"
#include "core/treatment/changemanifest.h"
#include "core/treatment/changerecipe.h"
#include "core/treatment/changescript.h"
#include "core/treatment/confedits.h"
#include "core/treatment/planner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray sh(const QString &script, const QStringList &extraPath = {})
{
    QProcess p;
    if (!extraPath.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), extraPath.join(u':') + u':' + env.value(QStringLiteral("PATH")));
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral("sh"), {QStringLiteral("-c"), script});
    p.waitForFinished(120000);
    return p.readAllStandardOutput();
}

struct ScriptRun
{
    int exitCode = -1;
    QByteArray output;
    qint64 ms = 0;
};

// The apply script under a local sh: confirmed once it says @@verified when `commit`; killed with
// SIGKILL at that point instead when `kill` (as a lost power would cut it).
ScriptRun runScript(const ChangeSpec &c, bool commit, bool kill = false, const QStringList &extraPath = {})
{
    QProcess p;
    if (!extraPath.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), extraPath.join(u':') + u':' + env.value(QStringLiteral("PATH")));
        p.setProcessEnvironment(env);
    }
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral("sh"), {QStringLiteral("-c"), ChangeScript::apply(c)});
    ScriptRun r;
    bool done = false;
    while (p.state() != QProcess::NotRunning) {
        p.waitForReadyRead(100);
        r.output += p.readAllStandardOutput();
        if (!done && r.output.contains("@@verified")) {
            done = true;
            if (kill)
                p.kill();
            else if (commit)
                sh(ChangeScript::commit(c));
        }
    }
    p.waitForFinished();
    r.output += p.readAllStandardOutput();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -9;
    r.ms = t.elapsed();
    return r;
}

QStringList tempFilesIn(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral(".pinas-doctor-*")}, QDir::Files | QDir::Hidden);
}

QString validId(const char *tail)
{
    return QStringLiteral("20261204T101500Z-nfs-sync-export-") + QLatin1String(tail);
}

} // namespace

class TstTreatmentSafety : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    ChangeSpec nfsChange(const QString &file, const QString &tail)
    {
        ChangeSpec c;
        c.id = validId(tail.toLatin1().constData());
        c.finding = QStringLiteral("nfs-sync-export");
        const QByteArray before = "# mine\n/srv/nfs *(rw,sync,no_subtree_check)\n";
        c.files << FileEdit{file, before, ConfEdits::exportsWithAsync(before)};
        c.reload << QStringLiteral("true");
        c.backupRoot = m_dir.filePath(QStringLiteral("backups"));
        c.commitWaitSeconds = 2;
        c.commandLimitSeconds = 2;
        return c;
    }

private slots:
    void changeIdGrammar_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("valid");
        QTest::newRow("a change") << validId("3f9a") << true;
        QTest::newRow("an undo") << QStringLiteral("20261203T041500Z-undo-0c1d") << true;
        QTest::newRow("parent folder") << QStringLiteral("../../tmp/x") << false;
        QTest::newRow("traversal after a valid head") << validId("3f9a") + QStringLiteral("/../../../tmp/evil") << false;
        QTest::newRow("dot dot in the middle") << QStringLiteral("20261203T041500Z-..-0c1d") << false;
        QTest::newRow("slash") << QStringLiteral("20261203T041500Z-a/b-0c1d") << false;
        QTest::newRow("quote") << QStringLiteral("20261203T041500Z-a'b-0c1d") << false;
        QTest::newRow("blank") << QStringLiteral("20261203T041500Z-a b-0c1d") << false;
        QTest::newRow("new line") << validId("3f9a") + QStringLiteral("\n") << false;
        QTest::newRow("upper case") << QStringLiteral("20261203T041500Z-NFS-0c1d") << false;
        QTest::newRow("not hex at the end") << QStringLiteral("20261203T041500Z-undo-0c1z") << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("too long") << QStringLiteral("20261203T041500Z-") + QString(70, u'a') + QStringLiteral("-0c1d") << false;
        QTest::newRow("full-width digits") << QStringLiteral("２0261203T041500Z-undo-0c1d") << false;
    }
    void changeIdGrammar()
    {
        QFETCH(QString, id);
        QFETCH(bool, valid);
        QCOMPARE(ChangeId::isValid(id), valid);
        if (!valid) { // no script is ever made with it: each is a refusal that names no path
            QVERIFY(!ChangeScript::backups(id, m_dir.path()).contains(m_dir.path()));
            ChangeSpec c;
            c.id = id;
            QVERIFY(ChangeScript::commit(c).contains(QLatin1String("@@refused")));
            QVERIFY(ChangeScript::apply(c).startsWith(QLatin1String("echo '@@refused")));
        }
    }

    // A change folder someone else made (another owner, writable by others, a link out of the
    // backups folder) is refused by every script that reads one, and never listed as a change.
    void foreignChangeFolderIsRefused_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("writable by others") << QStringLiteral("chmod 777");
        QTest::newRow("manifest writable by group") << QStringLiteral("chmod 664 manifest");
        QTest::newRow("a link out of the backups folder") << QStringLiteral("link");
        QTest::newRow("manifest is a link") << QStringLiteral("manifest link");
        QTest::newRow("another owner") << QStringLiteral("chown");
    }
    void foreignChangeFolderIsRefused()
    {
        QFETCH(QString, how);
        if (how == u"chown" && geteuid() != 0)
            QSKIP("needs root to give a folder another owner");
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("backups"));
        const QString id = validId("0bad");
        const QString planted = dir.filePath(QStringLiteral("planted"));
        QVERIFY(QDir().mkpath(planted + QStringLiteral("/files")));
        QVERIFY(QDir().mkpath(root));
        QFile::setPermissions(root, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(writeAll(planted + QStringLiteral("/manifest.json"),
                         "{\"id\":\"" + id.toLatin1() + "\",\"finding\":\"nfs-sync-export\",\"reload\":[\"touch /tmp/pwned\"]}"));
        QVERIFY(writeAll(planted + QStringLiteral("/status"), "applied\n"));
        QVERIFY(writeAll(planted + QStringLiteral("/files/0"), "x"));
        const QString folder = root + u'/' + id;
        if (how == u"link") {
            QVERIFY(QFile::link(planted, folder));
        } else {
            QVERIFY(QDir().rename(planted, folder));
            if (how == u"chmod 777")
                sh(QStringLiteral("chmod 777 '%1'").arg(folder));
            else if (how == u"chmod 664 manifest")
                sh(QStringLiteral("chmod 664 '%1/manifest.json'").arg(folder));
            else if (how == u"manifest link") {
                QVERIFY(QFile::rename(folder + QStringLiteral("/manifest.json"), dir.filePath(QStringLiteral("m.json"))));
                QVERIFY(QFile::link(dir.filePath(QStringLiteral("m.json")), folder + QStringLiteral("/manifest.json")));
            } else
                sh(QStringLiteral("chown -R nobody '%1'").arg(folder));
        }
        const QByteArray fetched = sh(ChangeScript::backups(id, root));
        QVERIFY2(fetched.startsWith("@@untrusted"), fetched.constData());
        QVERIFY(!fetched.contains("@@manifest"));
        const QByteArray listed = sh(ChangeScript::list(root));
        QVERIFY2(listed.startsWith("@@untrusted ") && !listed.contains("@@change"), listed.constData());
        // An undo of it is refused by the script too, before anything is written.
        ChangeSpec undo = nfsChange(dir.filePath(QStringLiteral("exports")), QStringLiteral("0c0c"));
        undo.id = QStringLiteral("20261204T101600Z-undo-0c0c");
        undo.undoOf = id;
        QVERIFY(writeAll(undo.files.first().path, undo.files.first().before));
        undo.backupRoot = root;
        const ScriptRun r = runScript(undo, true);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.output.contains("not made by Pi NAS Doctor"), r.output.constData());
        QCOMPARE(readAll(undo.files.first().path), undo.files.first().before);
    }

    // The commands of an undo come from the finding and the files alone.
    void commandsAreMadeAgainNotRead()
    {
        FixPlan c;
        QString why;
        const FileEdit exports{Planner::exportsPath(), "/a *(sync)\n", "/a *(async)\n"};
        QVERIFY(ChangeRecipe::rederive(c, QStringLiteral("nfs-sync-export"), {exports}, {}, &why));
        QCOMPARE(c.reload, QStringList{QStringLiteral("exportfs -ra")});
        // A manifest that names another file, a value its fix never writes, or a finding never applied.
        const FileEdit shadow{QStringLiteral("/etc/shadow"), "root:x\n", "root:\n"};
        QVERIFY(!ChangeRecipe::rederive(c, QStringLiteral("nfs-sync-export"), {shadow}, {}, &why));
        QVERIFY(why.contains(QLatin1String("/etc/shadow")));
        QVERIFY(!ChangeRecipe::rederive(c, QStringLiteral("cpu-governor"), {},
                                        {QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled")}, &why));
        QVERIFY(ChangeRecipe::rederive(c, QStringLiteral("cpu-governor"), {},
                                       {QStringLiteral("/sys/devices/system/cpu/cpufreq/policy0/scaling_governor")}, &why));
        QVERIFY(!ChangeRecipe::rederive(c, QStringLiteral("run-anything"), {}, {}, &why));
        // The kernel driver's mount point is read off the one fstab line whose type changed.
        const FileEdit fstab{Planner::fstabPath(), "UUID=1 /mnt/disk ntfs-3g defaults 0 0\n",
                             "UUID=1 /mnt/disk ntfs3 defaults 0 0\n"};
        QVERIFY(ChangeRecipe::rederive(c, QStringLiteral("fs-fuse-ntfs"), {fstab}, {}, &why));
        QVERIFY(c.reload.first().contains(QLatin1String("'/mnt/disk'")));
        // ... and nothing else of the line may differ (a planted "mount point" of the attacker's).
        const FileEdit options{Planner::fstabPath(), "UUID=1 /mnt/disk ntfs-3g defaults 0 0\n",
                               "UUID=1 /mnt/disk;reboot ntfs3 defaults 0 0\n"};
        QVERIFY(!ChangeRecipe::rederive(c, QStringLiteral("fs-fuse-ntfs"), {options}, {}, &why));
    }

    // Safety rule 12: a reload that never returns is stopped at its limit and rolled back, with
    // GNU timeout and with the script's own watchdog (a `timeout` that does not work is hidden
    // in front of PATH).
    void hangingReloadIsRolledBack_data()
    {
        QTest::addColumn<bool>("watchdog");
        QTest::newRow("timeout") << false;
        QTest::newRow("watchdog") << true;
    }
    void hangingReloadIsRolledBack()
    {
        QFETCH(bool, watchdog);
        QTemporaryDir dir;
        QStringList path;
        if (watchdog) {
            QVERIFY(writeAll(dir.filePath(QStringLiteral("timeout")), "#!/bin/sh\nexit 127\n"));
            QFile::setPermissions(dir.filePath(QStringLiteral("timeout")),
                                  QFileDevice::ReadOwner | QFileDevice::ExeOwner);
            path << dir.path();
        }
        const QString file = dir.filePath(QStringLiteral("exports"));
        ChangeSpec c = nfsChange(file, watchdog ? QStringLiteral("0aa2") : QStringLiteral("0aa1"));
        c.backupRoot = dir.filePath(QStringLiteral("backups"));
        c.reload = {QStringLiteral("[ -e %1 ] && exit 0; touch %1; sleep 600").arg(dir.filePath(QStringLiteral("hung")))};
        QVERIFY(writeAll(file, c.files.first().before));
        const ScriptRun r = runScript(c, true, false, path);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.output.contains("@@rolled-back the reload did not finish within 2 s"), r.output.constData());
        QCOMPARE(readAll(file), c.files.first().before);
        QVERIFY(readAll(c.folder() + QStringLiteral("/status")).startsWith("rolled-back: the reload did not finish"));
        QVERIFY(tempFilesIn(dir.path()).isEmpty());
        QVERIFY(c.scriptLimitSeconds() < 600); // the PC's own wait is bounded by the same limits
    }

    // Safety rule 14: a config that is a link: the file it names is edited in its place, the link
    // stays a link through the apply, a rollback and the undo; owner and mode stay.
    void linkedConfigStaysALink()
    {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("real"))));
        const QString target = dir.filePath(QStringLiteral("real/exports"));
        const QString link = dir.filePath(QStringLiteral("exports"));
        ChangeSpec c = nfsChange(link, QStringLiteral("0b01"));
        c.backupRoot = dir.filePath(QStringLiteral("backups"));
        QVERIFY(writeAll(target, c.files.first().before));
        QVERIFY(QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup));
        QVERIFY(QFile::link(QStringLiteral("real/exports"), link));
        // A failing reload first (once: the way back reloads fine): rolled back, still a link.
        ChangeSpec failing = c;
        failing.id = validId("0b02");
        failing.reload = {QStringLiteral("[ -e %1 ] && exit 0; touch %1; exit 1").arg(dir.filePath(QStringLiteral("failed")))};
        QCOMPARE(runScript(failing, true).exitCode, 3);
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(target), c.files.first().before);
        const ScriptRun applied = runScript(c, true);
        QVERIFY2(applied.exitCode == 0, applied.output.constData());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(QFileInfo(link).symLinkTarget(), QFileInfo(target).absoluteFilePath());
        QCOMPARE(readAll(target), c.files.first().after);
        QCOMPARE(QFileInfo(target).permissions() & (QFileDevice::ReadOther | QFileDevice::WriteGroup | QFileDevice::ReadGroup),
                 QFileDevice::ReadGroup);
        QCOMPARE(readAll(c.folder() + QStringLiteral("/files/0.link")), QByteArray("real/exports\n"));
        ChangeSpec undo;
        undo.id = QStringLiteral("20261204T101700Z-undo-0b03");
        undo.undoOf = c.id;
        undo.finding = c.finding;
        undo.files << FileEdit{link, c.files.first().after, c.files.first().before};
        undo.backupRoot = c.backupRoot;
        undo.commitWaitSeconds = 2;
        QCOMPARE(runScript(undo, true).exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(target), c.files.first().before);
        QVERIFY(tempFilesIn(dir.filePath(QStringLiteral("real"))).isEmpty());
    }

    // Safety rule 16: no room for the temp file (df says so, placed with a stub df in front of PATH):
    // refused before anything, nothing written, no temp file, no change folder.
    void noRoomIsARefusal()
    {
        QTemporaryDir dir;
        QVERIFY(writeAll(dir.filePath(QStringLiteral("df")),
                         "#!/bin/sh\necho 'Filesystem 1024-blocks Used Available Capacity Mounted on'\n"
                         "echo 'tmpfs 64 64 0 100% /etc/samba'\n"));
        QFile::setPermissions(dir.filePath(QStringLiteral("df")), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        const QString file = dir.filePath(QStringLiteral("exports"));
        ChangeSpec c = nfsChange(file, QStringLiteral("0c01"));
        c.backupRoot = dir.filePath(QStringLiteral("backups"));
        QVERIFY(writeAll(file, c.files.first().before));
        const ScriptRun r = runScript(c, true, false, {dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.output.contains(QByteArray("@@refused no room in " + dir.path().toUtf8())), r.output.constData());
        QCOMPARE(readAll(file), c.files.first().before);
        QVERIFY(tempFilesIn(dir.path()).isEmpty());
        QVERIFY(!QFileInfo::exists(c.folder()));
    }

    // Safety rule 15: a script killed after "verified" and before the confirmation leaves the
    // change pending; the change log then says its script is gone ("stopped"), which the PC rolls
    // back at its next contact (tst_fixengine, tst_treatmentpi).
    void killedScriptIsSeenAsCutOff()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("exports"));
        ChangeSpec c = nfsChange(file, QStringLiteral("0d01"));
        c.backupRoot = dir.filePath(QStringLiteral("backups"));
        c.commitWaitSeconds = 60;
        QVERIFY(writeAll(file, c.files.first().before));
        const ScriptRun r = runScript(c, false, true);
        QCOMPARE(r.exitCode, -9);
        QCOMPARE(readAll(file), c.files.first().after); // cut off with the new file in place
        QCOMPARE(readAll(c.folder() + QStringLiteral("/status")), QByteArray("pending\n"));
        const QByteArray listed = sh(ChangeScript::list(c.backupRoot));
        QVERIFY2(listed.startsWith(QByteArray("@@change " + c.id.toUtf8().toBase64() + " stopped\n")), listed.constData());
        QVERIFY(sh(ChangeScript::backups(c.id, c.backupRoot)).contains("@@state\nstopped\n"));
    }

    // Safety rule 15, at the Pi's next boot: while a change waits for its confirmation a systemd unit
    // (here in a folder of the test's own standing for /etc/systemd/system) puts it back if the Pi
    // starts first. A confirmed, rolled-back or refused change leaves no unit; a killed one leaves
    // it; its script leaves everything alone in the boot the change was made in, and in "another
    // boot" (run as systemd would) restores the file and removes the unit.
    void cutOffChangeIsPutBackAtTheNextBoot()
    {
        QTemporaryDir dir;
        const QString units = dir.filePath(QStringLiteral("systemd"));
        QVERIFY(QDir().mkpath(units));
        const QString file = dir.filePath(QStringLiteral("exports"));
        const auto unitsLeft = [&] {
            return QDir(units).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot) +
                   QDir(units + QStringLiteral("/sysinit.target.wants")).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot);
        };

        const auto change = [&](const char *tail, int commitWait) {
            ChangeSpec c = nfsChange(file, QLatin1String(tail));
            c.backupRoot = dir.filePath(QStringLiteral("backups"));
            c.unitDir = units;
            c.commitWaitSeconds = commitWait;
            return c;
        };
        const ChangeSpec kept = change("0b01", 60);
        QVERIFY(writeAll(file, kept.files.first().before));
        const ScriptRun confirmed = runScript(kept, true);
        QVERIFY2(confirmed.exitCode == 0, confirmed.output.constData());
        QCOMPARE(unitsLeft(), QStringList());
        QVERIFY(!QFileInfo::exists(units + QStringLiteral("/sysinit.target.wants"))); // made for the change, taken away
        QCOMPARE(runScript(change("0b02", 60), true).exitCode, 2); // the file is not its "before" any more
        QCOMPARE(unitsLeft(), QStringList());
        const ChangeSpec unconfirmed = change("0b03", 1);
        QVERIFY(writeAll(file, unconfirmed.files.first().before));
        QCOMPARE(runScript(unconfirmed, false).exitCode, 3);
        QCOMPARE(unitsLeft(), QStringList());

        const ChangeSpec cut = change("0b04", 60);
        QVERIFY(writeAll(file, cut.files.first().before));
        QCOMPARE(runScript(cut, false, true).exitCode, -9);
        QCOMPARE(readAll(file), cut.files.first().after);
        const QString name = ChangeSpec::bootUnitName(cut.id);
        QCOMPARE(unitsLeft(), QStringList({name, name}));
        QCOMPARE(QFileInfo(units + QStringLiteral("/sysinit.target.wants/") + name).symLinkTarget(),
                 QFileInfo(units + u'/' + name).absoluteFilePath());
        const QByteArray unit = readAll(units + u'/' + name);
        static const QRegularExpression exec(QStringLiteral("\nExecStart=/bin/sh (\\S+)\n"));
        const QRegularExpressionMatch m = exec.match(QString::fromUtf8(unit));
        QVERIFY2(m.hasMatch(), unit.constData());
        QVERIFY(unit.contains("Before=sysinit.target smbd.service"));

        sh(QStringLiteral("sh ") + ChangeScript::quote(m.captured(1))); // the same boot: nothing to do
        QCOMPARE(readAll(file), cut.files.first().after);
        QCOMPARE(readAll(cut.folder() + QStringLiteral("/status")), QByteArray("pending\n"));
        QCOMPARE(unitsLeft(), QStringList({name, name}));
        QVERIFY(writeAll(cut.folder() + QStringLiteral("/boot_id"), "another-boot\n"));
        sh(QStringLiteral("sh ") + ChangeScript::quote(m.captured(1)));
        QCOMPARE(readAll(file), cut.files.first().before);
        QCOMPARE(readAll(cut.folder() + QStringLiteral("/status")),
                 QByteArray("rolled-back: cut off before the PC confirmed it; put back when the Pi started again\n"));
        QCOMPARE(unitsLeft(), QStringList());
        QVERIFY(tempFilesIn(dir.path()).isEmpty());
    }

    // Safety rule 13: the digest of what the user agreed to changes with any byte or command.
    void consentDigestCoversTheWholeChange()
    {
        FixPlan a;
        a.finding = QStringLiteral("smb-sync-always");
        a.kind = FixPlan::Kind::Apply;
        a.files << FileEdit{Planner::smbConfPath(), "[x]\nsync always = yes\n", "[x]\n"};
        ChangeRecipe::samba(a, Planner::smbConfPath(), 0, {QStringLiteral("x\tsyncalways")});
        FixPlan b = a;
        QCOMPARE(a.consentDigest(), b.consentDigest());
        b.files.first().after = "[x]\n\n";
        QVERIFY(a.consentDigest() != b.consentDigest());
        b = a;
        b.reload = {QStringLiteral("true")};
        QVERIFY(a.consentDigest() != b.consentDigest());
        b = a;
        b.files.first().basedOn = QStringLiteral("testparm"); // where the view came from is not the change
        QCOMPARE(a.consentDigest(), b.consentDigest());
        QCOMPARE(ChangeManifest::of(
                     ChangeSpec::fromPlan(a, QDateTime::currentDateTimeUtc(), {}, QStringLiteral("0001")))
                     .toJson()
                     .value(QStringLiteral("consent_sha256"))
                     .toString(),
                 a.consentDigest());
    }
};

QTEST_GUILESS_MAIN(TstTreatmentSafety)
#include "tst_treatmentsafety.moc"
