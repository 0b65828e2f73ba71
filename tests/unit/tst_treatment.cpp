// The treatment room (issue #29): plans for every finding, the edits they make, and the Pi-side
// change script run for real under a local sh on files in a temporary folder (never /etc): apply,
// undo, and each refusal or rollback leaving the same bytes.
#include "core/diagnosis/diagnosis.h"
#include "core/diagnosis/rule.h"
#include "core/probe/transcript.h"
#include "core/treatment/changemanifest.h"
#include "core/treatment/changescript.h"
#include "core/treatment/confedits.h"
#include "core/treatment/confproofs.h"
#include "core/treatment/planner.h"
#include "diagnosistestutil.h"
#include "tests/support/rulefinding.h"

#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace DiagTest;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

Run nfsSyncRun()
{
    return run({{u"model"_qs, u"Raspberry Pi 3 Model B Rev 1.2"_qs},
                {u"exports"_qs, u"# /etc/exports\n/mnt/nfs *(rw,sync,no_subtree_check)\n/srv/b 192.168.1.0/24\n"_qs}},
               {}, {{u"client_mount"_qs, QJsonObject{{u"fstype"_qs, u"nfs4"_qs}}}});
}

// A Pi 4 whose disk (ASMedia 174c:55aa behind the VL805 USB 3 host) runs usb-storage because the
// kernel command line turns UAS off for it: the real lsusb and lsusb -t of such a Pi (the tree as
// the quirk leaves it: Driver=usb-storage instead of uas), its mounts, /proc/cmdline and cmdline.txt.
Run uasQuirkRun(const QString &quirks, const QString &cmdlineTxt, const QString &rootDevice = u"/dev/mmcblk0p2"_qs,
                const QString &section = u"firmware-cmdline"_qs)
{
    const QString tree = f("pi4-lsusb-t-uas-vl805.txt").replace(u"Driver=uas"_qs, u"Driver=usb-storage"_qs);
    QList<QPair<QString, QString>> sections{
        {u"model"_qs, u"Raspberry Pi 4 Model B Rev 1.4"_qs},
        {u"lsusb-t"_qs, tree},
        {u"lsusb"_qs, f("pi4-lsusb-asmedia-vl805.txt")},
        {u"mounts"_qs, rootDevice + u" / ext4 rw,noatime 0 0\n/dev/sda1 /mnt/hdd ext4 rw,relatime 0 0\n"_qs},
        {u"cmdline"_qs, u"coherent_pool=1M 8250.nr_uarts=0 snd_bcm2835.enable_headphones=0 console=tty1 "
                        "root=PARTUUID=5e3da3da-02 rootfstype=ext4 fsck.repair=yes rootwait "_qs + quirks},
        {u"smb-conf"_qs, f("pi5-smb-conf-share-excerpt.txt").replace(u"/srv/media"_qs, u"/mnt/hdd"_qs)},
    };
    if (!cmdlineTxt.isNull())
        sections.append({section, cmdlineTxt});
    return run(sections);
}

// Runs the apply script under a local sh; when `commit` is true, confirms once it says @@verified.
struct ScriptRun
{
    int exitCode = -1;
    QByteArray output;
};

ScriptRun runScript(const ChangeSpec &c, bool commit)
{
    QProcess sh;
    sh.start(QStringLiteral("sh"), {QStringLiteral("-c"), ChangeScript::apply(c)});
    ScriptRun r;
    bool committed = false;
    while (sh.state() != QProcess::NotRunning || sh.bytesAvailable()) {
        sh.waitForReadyRead(100);
        r.output += sh.readAllStandardOutput();
        if (commit && !committed && r.output.contains("@@verified")) {
            QProcess::execute(QStringLiteral("sh"), {QStringLiteral("-c"), ChangeScript::commit(c)});
            committed = true;
        }
        if (sh.state() == QProcess::NotRunning && !sh.bytesAvailable())
            break;
    }
    sh.waitForFinished();
    r.output += sh.readAllStandardOutput();
    r.exitCode = sh.exitCode();
    return r;
}

} // namespace

class TstTreatment : public QObject
{
    Q_OBJECT
private slots:
    // The manifest is one value: what the apply writes reads back the same, and what the Pi gives
    // back reads as data (wrong types read as empty, never as a crash).
    void manifestReadsBackAsWritten()
    {
        ChangeSpec c;
        c.id = u"20261203T040512Z-nfs-sync-export-3f9a"_qs;
        c.finding = u"nfs-sync-export"_qs;
        c.when = QDateTime(QDate(2026, 12, 3), QTime(4, 5, 12), Qt::UTC);
        c.fromPc = u"pc"_qs;
        FileEdit kept;
        kept.path = u"/etc/exports"_qs;
        kept.before = "/srv *(rw,sync)\n";
        kept.after = "/srv *(rw,async)\n";
        FileEdit made;
        made.path = u"/etc/new.conf"_qs;
        made.after = "x\n";
        made.absentBefore = true;
        c.files << kept << made;
        c.runtime << RuntimeWrite{u"/sys/x/*/y"_qs, u"a"_qs, u"b"_qs};
        c.reload = {u"exportfs -ra"_qs};
        c.verify = u"true"_qs;
        c.needsReboot = true;
        c.bootCheck = u"test -e /x"_qs;
        c.consent = u"abc"_qs;
        const QJsonObject json = ChangeManifest::of(c).toJson();
        QCOMPARE(json.value(u"when"_qs).toString(), u"2026-12-03T04:05:12Z"_qs);
        QCOMPARE(json.value(u"files"_qs).toArray().at(0)[u"backup"_qs].toString(), u"files/0"_qs);
        QCOMPARE(json.value(u"files"_qs).toArray().at(0)[u"sha256_before"_qs].toString(),
                 ChangeScript::sha256Hex(kept.before));
        QVERIFY(json.value(u"files"_qs).toArray().at(1)[u"absent_before"_qs].toBool());
        QVERIFY(!json.value(u"files"_qs).toArray().at(0).toObject().contains(u"absent_before"_qs));
        QCOMPARE(json.value(u"runtime"_qs).toArray().at(0)[u"value"_qs].toString(), u"b"_qs);
        QVERIFY(!json.contains(u"undo_of"_qs) && !json.contains(u"precheck"_qs));
        QCOMPARE(ChangeManifest::fromJson(json).toJson(), json);

        QJsonObject fromPi = json;
        fromPi.insert(u"status"_qs, u"pending"_qs);
        fromPi.insert(u"state"_qs, u"stopped"_qs);
        QVERIFY(ChangeManifest::fromJson(fromPi).isCutOff());
        fromPi.insert(u"state"_qs, u"running"_qs);
        QVERIFY(!ChangeManifest::fromJson(fromPi).isCutOff());

        const ChangeManifest hostile = ChangeManifest::fromJson(QJsonObject{
            {u"files"_qs, 3}, {u"runtime"_qs, QJsonArray{1, u"x"_qs}}, {u"reboot"_qs, u"yes"_qs}});
        QVERIFY(hostile.files.isEmpty());
        QCOMPARE(hostile.runtime.size(), 2);
        QVERIFY(hostile.runtime.first().path.isEmpty() && !hostile.reboot);
        // Its undo refuses: the backup the record names is not there.
        QString why;
        ChangeManifest noBackup = ChangeManifest::fromJson(json);
        QVERIFY(!noBackup.undo({}, {{kept.path, kept.after}}, false, {}, &why));
        QVERIFY2(why.contains(u"is not the one the change made"_qs), qPrintable(why));
    }

    void exportsGetAsync_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("sync becomes async") << QByteArray("/mnt/nfs *(rw,sync,no_subtree_check)\n")
                                            << QByteArray("/mnt/nfs *(rw,async,no_subtree_check)\n");
        QTest::newRow("no sync or async: async added")
            << QByteArray("/srv/a 192.168.1.0/24(rw) host2(ro)\n")
            << QByteArray("/srv/a 192.168.1.0/24(rw,async) host2(ro,async)\n");
        QTest::newRow("bare client") << QByteArray("/srv/b\t*\n") << QByteArray("/srv/b\t*(async)\n");
        // The real export of tests/fixtures/rpi-etc-exports-async-ntfs-usb.txt is left as it is.
        QTest::newRow("already async (fixture)") << f("rpi-etc-exports-async-ntfs-usb.txt").toUtf8()
                                                 << f("rpi-etc-exports-async-ntfs-usb.txt").toUtf8();
        QTest::newRow("comments, CRLF, defaults and no last newline stay")
            << QByteArray("# sync here stays\r\n-rw,sync\r\n/x \"a b\"(sync)\r\n/y h(rw,\\\n  sync)")
            << QByteArray("# sync here stays\r\n-rw,sync\r\n/x \"a b\"(async)\r\n/y h(rw,\\\n  sync)");
        // nfs-utils: "#" anywhere starts a comment to the end of the line, whose "\\" continues nothing.
        QTest::newRow("comment after the clients, ending in a backslash")
            << QByteArray("/srv/d h1(rw) # h2(sync) \\\n/srv/e h3(sync)\n")
            << QByteArray("/srv/d h1(rw,async) # h2(sync) \\\n/srv/e h3(async)\n");
        QTest::newRow("continued line: clients on the next line")
            << QByteArray("/srv/c \\\n  *(rw,sync)\n") << QByteArray("/srv/c \\\n  *(rw,async)\n");
    }
    void exportsGetAsync()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QCOMPARE(ConfEdits::exportsWithAsync(before), after);
    }

    void smbLinesDropped()
    {
        const QByteArray conf = "[global]\r\n   server max protocol = NT1\r\n; sync always = yes\r\n"
                                "[media]\n\tpath = /srv/media\n\tSync  Always = Yes\n";
        const ConfEdits::SmbEdit out = ConfEdits::smbConfWithout(conf, [](const QString &s, const QString &k, const QString &) {
            return (s == u"global" && k == u"servermaxprotocol") || (s == u"media" && k == u"syncalways");
        });
        QCOMPARE(out.after, QByteArray("[global]\r\n; sync always = yes\r\n[media]\n\tpath = /srv/media\n"));
        QCOMPARE(out.changed, (QStringList{u"global\tservermaxprotocol"_qs, u"media\tsyncalways"_qs}));
        QVERIFY(out.refusal.isNone());
    }

    // smb.conf as Samba reads it (lib/util/tini.c): "sync always" is dropped only where it is a
    // setting, whole (every physical line a "\" joins), and every other setting keeps its meaning
    // (read again and compared); what cannot be proven is refused with the reason.
    void smbEditsFollowSambasGrammar_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after"); // the text unchanged: nothing dropped, or refused
        QTest::addColumn<int>("refusal");      // ConfRefusal::Kind
        const int none = int(ConfRefusal::Kind::None);
        // The issue's case: a line-list edit drops "sync always = yes" and the comment's "\" then
        // swallows "hosts allow" (the share open to all). For Samba it is part of the comment.
        QTest::newRow("continuation: the option is inside a comment")
            << QByteArray("[media]\npath = /srv\ncomment = files \\\nsync always = yes\nhosts allow = 192.168.1.\n")
            << QByteArray("[media]\npath = /srv\ncomment = files \\\nsync always = yes\nhosts allow = 192.168.1.\n")
            << none;
        QTest::newRow("continued setting: all its lines go")
            << QByteArray("[media]\nsync always = \\\n   yes\nhosts allow = 192.168.1.\n")
            << QByteArray("[media]\nhosts allow = 192.168.1.\n") << none;
        QTest::newRow("backslash and a blank, CRLF")
            << QByteArray("[m]\r\nsync always = \\ \r\nyes\r\nhosts allow = x\r\n")
            << QByteArray("[m]\r\nhosts allow = x\r\n") << none;
        QTest::newRow("a comment ending in a backslash does not continue")
            << QByteArray("[m]\n# note \\\nsync always = yes\nhosts allow = x\n")
            << QByteArray("[m]\n# note \\\nhosts allow = x\n") << none;
        QTest::newRow("; and # comments stay")
            << QByteArray("; sync always = yes\n# sync always = yes\n[m]\n  ;sync always = yes\nsync always = yes\n")
            << QByteArray("; sync always = yes\n# sync always = yes\n[m]\n  ;sync always = yes\n") << none;
        QTest::newRow("case and blanks in names")
            << QByteArray("[M]\n\tSync  Always = Yes\n\tSYNCALWAYS=true\n\tpath = /x\n")
            << QByteArray("[M]\n\tpath = /x\n") << none;
        QTest::newRow("an include may hold the same setting")
            << QByteArray("[global]\ninclude = /etc/samba/shares.conf\n[m]\nsync always = yes\n")
            << QByteArray("[global]\ninclude = /etc/samba/shares.conf\n[m]\nsync always = yes\n")
            << int(ConfRefusal::Kind::Include);
        QTest::newRow("a copied section")
            << QByteArray("[m]\nsync always = yes\n[n]\ncopy = m\n") << QByteArray("[m]\nsync always = yes\n[n]\ncopy = m\n")
            << int(ConfRefusal::Kind::Copy);
        QTest::newRow("a header Samba refuses")
            << QByteArray("[m\nsync always = yes\n") << QByteArray("[m\nsync always = yes\n")
            << int(ConfRefusal::Kind::Broken);
    }
    void smbEditsFollowSambasGrammar()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(int, refusal);
        const ConfEdits::SmbEdit e = ConfEdits::smbConfWithout(
            before, [](const QString &, const QString &k, const QString &v) {
                return k == u"syncalways" && (v.compare(u"yes"_qs, Qt::CaseInsensitive) == 0 || v == u"true");
            });
        QCOMPARE(e.after, after);
        QCOMPARE(int(e.refusal.kind), refusal);
    }

    // A plan the app cannot prove is a guide whose first step says why; a proven one carries
    // testparm's proof and refuses without testparm.
    void smbPlanOnlyWhenProven()
    {
        FileEdit e;
        e.path = Planner::smbConfPath();
        e.before = e.after = "[global]\ninclude = /etc/samba/shares.conf\n[media]\nsync always = yes\n";
        // The finding as its rule makes it from this file (it names [media]'s "sync always").
        Finding f = RuleFinding::fromSmbConf(u"smb-sync-always"_qs, DiagnosisInput(), e.before);
        QCOMPARE(f.settings.size(), 1);
        QCOMPARE(f.settings.first().section, u"media"_qs);
        f.fix = u"Remove sync always."_qs;
        const FixPlan refused = Planner::planFor(f, DiagnosisInput(), {{e.path, e}});
        QVERIFY(!refused.isApply());
        QVERIFY2(refused.steps.first().contains(u"/etc/samba/shares.conf"_qs), qPrintable(refused.steps.first()));
        e.before = e.after = "[media]\nsync always = yes\nhosts allow = 192.168.1.\n";
        const FixPlan made = Planner::planFor(f, DiagnosisInput(), {{e.path, e}});
        QVERIFY(made.isApply());
        QCOMPARE(made.files.first().after, QByteArray("[media]\nhosts allow = 192.168.1.\n"));
        QVERIFY(made.verify.contains(u"testparm -sv"_qs));
        QVERIFY(made.precheck.contains(u"command -v testparm"_qs));
    }

    // smb-socket-buffers (an entry of its own, core/findings/entry_smb_socket_buffers.cpp): its rule
    // names [global]'s "socket options" and the apply takes exactly that line — the Pi 5 NAS's own
    // commented-out line and every other setting stay byte for byte.
    void socketBuffersPlanDropsTheRulesLine()
    {
        QByteArray conf = "[global]\n" + DiagTest::f("pi5-smb-conf-global-excerpt.txt").toUtf8();
        conf.replace("\nsocket options = IPTOS_LOWDELAY TCP_NODELAY SO_KEEPALIVE\n",
                     "\nsocket options = IPTOS_LOWDELAY TCP_NODELAY SO_RCVBUF=65536 SO_SNDBUF=65536\n");
        FileEdit e;
        e.path = Planner::smbConfPath();
        e.before = e.after = conf;
        const Finding f = RuleFinding::fromSmbConf(u"smb-socket-buffers"_qs, DiagnosisInput(), conf);
        QCOMPARE(f.settings.size(), 1);
        QCOMPARE(f.settings.first().parameter, u"socket options"_qs);
        const FixPlan p = Planner::planFor(f, DiagnosisInput(), {{e.path, e}});
        QVERIFY2(p.isApply(), qPrintable(p.refused));
        QByteArray expected = conf;
        expected.replace("socket options = IPTOS_LOWDELAY TCP_NODELAY SO_RCVBUF=65536 SO_SNDBUF=65536\n", "");
        QCOMPARE(p.files.first().after, expected);
        QVERIFY(p.files.first().after.contains("#socket options = IPTOS_LOWDELAY"));
        QVERIFY(p.verify.contains(u"testparm -sv"_qs));
        QVERIFY(p.why.contains(u"Linux"_qs));
        QVERIFY(p.risk.contains(u"TCP_NODELAY"_qs));
        // Without a fixed buffer there is nothing to find, so nothing to plan.
        const Finding none = RuleFinding::fromSmbConf(u"smb-socket-buffers"_qs, DiagnosisInput(),
                                                      "[global]\nsocket options = TCP_NODELAY\n");
        QVERIFY(none.settings.isEmpty());
        QVERIFY(!Planner::planFor(none, DiagnosisInput(), {{e.path, e}}).isApply());
    }

    // The Pi-side proof run for real (sh, the machine's own testparm) on files in a temporary folder:
    // $D/files/0 the old bytes, the new file beside it. Exactly the planned change passes, either way
    // round (the undo) and with the old bytes back (a rollback); the line-list edit of the issue (the
    // comment swallows "hosts allow") fails, and so does a change of another setting.
    void smbVerifyRunsTestparm_data()
    {
        QTest::addColumn<QByteArray>("oldText");
        QTest::addColumn<QByteArray>("newText");
        QTest::addColumn<QStringList>("changed");
        QTest::addColumn<bool>("passes");
        const QByteArray conf = "[global]\n   workgroup = WORKGROUP\n   sync always = yes\n[media]\n   path = /srv\n"
                                "   comment = files \\\n   sync always = yes\n   hosts allow = 192.168.1.\n"
                                "   sync always = \\\n      yes\n";
        const QByteArray exact = "[global]\n   workgroup = WORKGROUP\n[media]\n   path = /srv\n"
                                 "   comment = files \\\n   sync always = yes\n   hosts allow = 192.168.1.\n";
        const QByteArray lineList = "[global]\n   workgroup = WORKGROUP\n[media]\n   path = /srv\n"
                                    "   comment = files \\\n   hosts allow = 192.168.1.\n   sync always = \\\n      yes\n";
        const QStringList changed{u"global\tsyncalways"_qs, u"media\tsyncalways"_qs};
        QTest::newRow("exact") << conf << exact << changed << true;
        QTest::newRow("the undo: the other way round") << exact << conf << changed << true;
        QTest::newRow("the old bytes back") << conf << conf << changed << true;
        QTest::newRow("the line-list edit: hosts allow swallowed") << conf << lineList << changed << false;
        QTest::newRow("another setting changed too")
            << conf << QByteArray(exact).replace("WORKGROUP", "HOME") << changed << false;
        QTest::newRow("nothing Samba sees changed")
            << conf << QByteArray(conf).replace("path = /srv\n", "path = /srv\n\n") << changed << false;
    }
    void smbVerifyRunsTestparm()
    {
        if (QStandardPaths::findExecutable(u"testparm"_qs).isEmpty())
            QSKIP("testparm is missing (apt-get install samba-common-bin)");
        QFETCH(QByteArray, oldText);
        QFETCH(QByteArray, newText);
        QFETCH(QStringList, changed);
        QFETCH(bool, passes);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"files"_qs));
        writeAll(dir.filePath(u"files/0"_qs), oldText);
        writeAll(dir.filePath(u"smb.conf"_qs), newText);
        QProcess sh;
        sh.setProcessChannelMode(QProcess::MergedChannels);
        sh.start(u"sh"_qs, {u"-c"_qs, u"D="_qs + ChangeScript::quote(dir.path()) + u"; ( "_qs +
                                           ConfProofs::smbVerify(dir.filePath(u"smb.conf"_qs), 0, changed) + u" )"_qs});
        QVERIFY(sh.waitForFinished(60000));
        QVERIFY2((sh.exitCode() == 0) == passes, sh.readAll().constData());
    }

    void smbSyncAlwaysFiresOnRealShareWithTheOption()
    {
        Run r = run({{u"model"_qs, u"Raspberry Pi 4 Model B Rev 1.4"_qs},
                     {u"smb-conf"_qs, f("pi5-smb-conf-share-excerpt.txt") + u"sync always = yes\n"_qs}});
        const Diagnosis d = Diagnosis::diagnose(r);
        const Finding *found = d.finding(u"smb-sync-always"_qs);
        QVERIFY(found);
        QVERIFY(found->evidence.contains(u"[media]"_qs));
        const QList<FixPlan> plans = Planner::plansFor(r);
        const auto it = std::find_if(plans.cbegin(), plans.cend(), [](const FixPlan &p) { return p.finding == u"smb-sync-always"; });
        QVERIFY(it != plans.cend());
        QVERIFY(it->isApply());
        QCOMPARE(it->files.size(), 1);
        QCOMPARE(it->files.first().path, u"/etc/samba/smb.conf"_qs);
        QVERIFY(it->files.first().diff().contains(u"-sync always = yes"_qs));
        QVERIFY(!it->files.first().after.contains("sync always"));
        QVERIFY(it->files.first().after.contains("path = /srv/media")); // the rest stays
    }

    void cmdlineLosesOnlyTheUasQuirk_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("last word") << QByteArray("console=tty1 root=PARTUUID=5e3da3da-02 rootwait usb-storage.quirks=174c:55aa:u\n")
                                   << QByteArray("console=tty1 root=PARTUUID=5e3da3da-02 rootwait\n");
        QTest::newRow("first word") << QByteArray("usb-storage.quirks=174C:55AA:u console=tty1 rootwait\n")
                                    << QByteArray("console=tty1 rootwait\n");
        QTest::newRow("other devices stay") << QByteArray("rootwait usb-storage.quirks=152d:0578:u,174c:55aa:u quiet\n")
                                            << QByteArray("rootwait usb-storage.quirks=152d:0578:u quiet\n");
        QTest::newRow("other flags stay") << QByteArray("rootwait usb-storage.quirks=174c:55aa:uk quiet")
                                          << QByteArray("rootwait usb-storage.quirks=174c:55aa:k quiet");
        QTest::newRow("spacing and second line stay")
            << QByteArray("console=tty1  rootwait\tusb-storage.quirks=174c:55aa:u  quiet\r\n# note\n")
            << QByteArray("console=tty1  rootwait  quiet\r\n# note\n");
        QTest::newRow("another device only") << QByteArray("rootwait usb-storage.quirks=152d:0578:u\n")
                                             << QByteArray("rootwait usb-storage.quirks=152d:0578:u\n");
        QTest::newRow("no u flag") << QByteArray("rootwait usb-storage.quirks=174c:55aa:k\n")
                                   << QByteArray("rootwait usb-storage.quirks=174c:55aa:k\n");
        QTest::newRow("only word, no newline") << QByteArray("usb-storage.quirks=174c:55aa:u") << QByteArray("");
        QTest::newRow("hostile id is no match") << QByteArray("usb-storage.quirks=174c:55aa:x:u rootwait")
                                                << QByteArray("usb-storage.quirks=174c:55aa:x:u rootwait");
    }

    void cmdlineLosesOnlyTheUasQuirk()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QCOMPARE(ConfEdits::cmdlineWithoutUasQuirk(before, u"174c:55aa"_qs), after);
    }

    void uasQuirkIsAnApplyWithARestart()
    {
        const QString txt = u"console=serial0,115200 console=tty1 root=PARTUUID=5e3da3da-02 rootfstype=ext4 "
                            "fsck.repair=yes rootwait usb-storage.quirks=174c:55aa:u\n"_qs;
        const Run r = uasQuirkRun(u"usb-storage.quirks=174c:55aa:u"_qs, txt);
        const Diagnosis d = Diagnosis::diagnose(r);
        QVERIFY2(d.finding(u"storage-no-uas"_qs), "the quirked disk runs usb-storage at 5000M");
        const QList<FixPlan> plans = Planner::plansFor(r);
        const auto it = std::find_if(plans.cbegin(), plans.cend(), [](const FixPlan &p) { return p.finding == u"storage-no-uas"; });
        QVERIFY(it != plans.cend());
        QVERIFY(it->isApply());
        QVERIFY(it->needsReboot);
        QVERIFY(it->needsSudo);
        QCOMPARE(it->files.size(), 1);
        QCOMPARE(it->files.first().path, u"/boot/firmware/cmdline.txt"_qs);
        QCOMPARE(it->files.first().after,
                 QByteArray("console=serial0,115200 console=tty1 root=PARTUUID=5e3da3da-02 rootfstype=ext4 "
                            "fsck.repair=yes rootwait\n"));
        QVERIFY(it->commands().contains(FixPlan::rebootCommand()));
        QVERIFY(it->bootCheck.contains(u"/proc/cmdline"_qs));
        QVERIFY(it->toJson().value(u"needs_reboot"_qs).toBool());
        // The manifest keeps the restart and its check: an undo from another PC restarts and checks too.
        const ChangeSpec c = ChangeSpec::fromPlan(*it, QDateTime::currentDateTimeUtc(), u"pc"_qs, u"0001"_qs);
        QVERIFY(ChangeManifest::of(c).toJson().value(u"reboot"_qs).toBool());
        QCOMPARE(ChangeManifest::of(c).toJson().value(u"boot_check"_qs).toString(), it->bootCheck);
        // Older Pi OS: /boot/cmdline.txt.
        const Run old = uasQuirkRun(u"usb-storage.quirks=174c:55aa:u"_qs, txt, u"/dev/mmcblk0p2"_qs, u"boot-cmdline"_qs);
        const QList<FixPlan> oldPlans = Planner::plansFor(old);
        const auto o = std::find_if(oldPlans.cbegin(), oldPlans.cend(), [](const FixPlan &p) { return p.finding == u"storage-no-uas"; });
        QVERIFY(o != oldPlans.cend() && o->isApply());
        QCOMPARE(o->files.first().path, u"/boot/cmdline.txt"_qs);
    }

    void uasQuirkBootCheckComparesTheRunningKernel()
    {
        // The check itself, run by sh on files standing in for /proc/cmdline and cmdline.txt.
        QTemporaryDir dir;
        const QString txt = u"rootwait usb-storage.quirks=174c:55aa:u\n"_qs;
        const Run r = uasQuirkRun(u"usb-storage.quirks=174c:55aa:u"_qs, txt);
        FixPlan plan;
        for (const FixPlan &p : Planner::plansFor(r))
            if (p.finding == u"storage-no-uas")
                plan = p;
        QVERIFY(plan.isApply());
        const QString running = dir.filePath(u"cmdline"_qs), file = dir.filePath(u"cmdline.txt"_qs);
        QString check = plan.bootCheck;
        check.replace(u"/proc/cmdline"_qs, running).replace(ChangeScript::quote(plan.files.first().path), ChangeScript::quote(file));
        auto passes = [&](const QByteArray &kernel, const QByteArray &text) {
            writeAll(running, kernel);
            writeAll(file, text);
            QProcess sh;
            sh.start(u"sh"_qs, {u"-c"_qs, check});
            sh.waitForFinished();
            return sh.exitCode() == 0;
        };
        QVERIFY(passes("coherent_pool=1M console=tty1 rootwait\n", plan.files.first().after));
        QVERIFY(!passes("coherent_pool=1M console=tty1 rootwait usb-storage.quirks=174c:55aa:u\n", plan.files.first().after));
        // After the undo the quirk is back in both.
        QVERIFY(passes("coherent_pool=1M rootwait usb-storage.quirks=174c:55aa:u\n", plan.files.first().before));
    }

    void uasQuirkStaysAGuideWhenUnsafeOrUnknown_data()
    {
        QTest::addColumn<QString>("quirks");
        QTest::addColumn<QString>("cmdlineTxt");
        QTest::addColumn<QString>("root");
        const QString txt = u"rootwait usb-storage.quirks=174c:55aa:u\n"_qs;
        QTest::newRow("boots from that disk") << u"usb-storage.quirks=174c:55aa:u"_qs << txt << u"/dev/sda2"_qs;
        QTest::newRow("quirk for another device") << u"usb-storage.quirks=152d:0578:u"_qs << txt << u"/dev/mmcblk0p2"_qs;
        QTest::newRow("no quirk: the bridge has no UAS") << QString() << txt << u"/dev/mmcblk0p2"_qs;
        QTest::newRow("cmdline.txt not in the run") << u"usb-storage.quirks=174c:55aa:u"_qs << QString() << u"/dev/mmcblk0p2"_qs;
        QTest::newRow("cmdline.txt without the quirk")
            << u"usb-storage.quirks=174c:55aa:u"_qs << u"rootwait quiet\n"_qs << u"/dev/mmcblk0p2"_qs;
    }

    void uasQuirkStaysAGuideWhenUnsafeOrUnknown()
    {
        QFETCH(QString, quirks);
        QFETCH(QString, cmdlineTxt);
        QFETCH(QString, root);
        const Run r = uasQuirkRun(quirks, cmdlineTxt, root);
        QVERIFY(Diagnosis::diagnose(r).finding(u"storage-no-uas"_qs));
        for (const FixPlan &p : Planner::plansFor(r))
            if (p.finding == u"storage-no-uas")
                QVERIFY2(!p.isApply(), qPrintable(p.toText()));
    }

    void nfsPlanHasTheExactDiff()
    {
        const QList<FixPlan> plans = Planner::plansFor(nfsSyncRun());
        const auto it = std::find_if(plans.cbegin(), plans.cend(), [](const FixPlan &p) { return p.finding == u"nfs-sync-export"; });
        QVERIFY(it != plans.cend());
        QVERIFY(it->isApply());
        QVERIFY(it->needsSudo);
        QCOMPARE(it->reload, QStringList{u"exportfs -ra"_qs});
        const QString diff = it->files.first().diff();
        QVERIFY2(diff.contains(u"\n-/mnt/nfs *(rw,sync,no_subtree_check)\n"_qs), qPrintable(diff));
        QVERIFY2(diff.contains(u"\n+/mnt/nfs *(rw,async,no_subtree_check)\n"_qs), qPrintable(diff));
        QVERIFY(diff.startsWith(u"--- a/etc/exports\n+++ b/etc/exports\n@@ -1,3 +1,3 @@\n # /etc/exports\n"_qs));
        QVERIFY(diff.contains(u"+/srv/b 192.168.1.0/24(async)"_qs));
        const QJsonObject j = it->toJson();
        for (const char *key : {"finding", "kind", "files", "commands", "needs_sudo", "needs_reboot", "risk", "undo"})
            QVERIFY2(j.contains(QLatin1String(key)), key);
        QCOMPARE(j.value(u"kind"_qs).toString(), u"apply"_qs);
        QVERIFY(!j.value(u"risk"_qs).toString().isEmpty());
    }

    // Every finding of every shipped example and of a run that fires the apply-kind rules has a plan
    // with a why and, for a guide, numbered steps.
    void everyFindingHasAPlan_data()
    {
        QTest::addColumn<Run>("run");
        for (const char *name : {"pi3b-nfs.pinasrun", "pi4-samba-ext4.pinasrun", "pi4-samba-ntfs.pinasrun",
                                 "pi4-uasp-local.pinasrun"})
            QTest::newRow(name) << example(QString::fromLatin1(name));
        QTest::newRow("nfs sync") << nfsSyncRun();
    }
    void everyFindingHasAPlan()
    {
        QFETCH(Run, run);
        const Diagnosis d = Diagnosis::diagnose(run);
        const QList<FixPlan> plans = Planner::plansFor(run);
        QCOMPARE(plans.size(), d.findings.size()); // the UASP example has none: its disk is fine
        for (const FixPlan &p : plans) {
            QVERIFY2(!p.why.isEmpty(), qPrintable(p.finding));
            // A checklist's "Why" gives the reason (what the run saw), not the fix again.
            for (const Finding &f : d.findings)
                if (f.id == p.finding && !p.isApply() && !f.evidence.isEmpty())
                    QVERIFY2(p.why != f.fix, qPrintable(p.finding));
            if (p.isApply())
                QVERIFY2(!p.files.isEmpty() || !p.runtime.isEmpty(), qPrintable(p.finding));
            else
                QVERIFY2(p.steps.size() >= 2, qPrintable(p.finding));
            QVERIFY(!p.toText().isEmpty());
        }
    }

    void ntfsGuideQuotesTheUsersOwnFstabLine()
    {
        Run r = example(u"pi4-samba-ntfs.pinasrun"_qs);
        const QList<FixPlan> plans = Planner::plansFor(r);
        const auto it = std::find_if(plans.cbegin(), plans.cend(), [](const FixPlan &p) { return p.finding == u"fs-fuse-ntfs"; });
        QVERIFY(it != plans.cend());
        QVERIFY(!it->isApply());
        const QString all = it->steps.join(u'\n');
        QVERIFY2(all.contains(u"ntfs3"_qs), qPrintable(all));
    }

    // The PC's mount guide is this PC's own mount: its source and folder, its options without the
    // slow ones, quoted for sh; a hostile or broken record falls back to the generic example.
    void clientMountGuideIsThisPcsOwnMount()
    {
        auto guideFor = [](const QJsonObject &clientMount) {
            QJsonObject profile{{u"client_mount"_qs, clientMount}};
            Run r = run({{u"model"_qs, u"Raspberry Pi 3 Model B Rev 1.2"_qs}}, {}, {{u"profile"_qs, profile}});
            for (const FixPlan &p : Planner::plansFor(r))
                if (p.finding == u"client-mount-options")
                    return p.steps.join(u'\n');
            return QString();
        };
        // In the form the kernel prints an NFS mount in /proc/mounts.
        const QString nfs = guideFor({{u"fs_type"_qs, u"nfs"_qs},
                                      {u"source"_qs, u"pi:/srv/nas"_qs},
                                      {u"mount_point"_qs, u"/mnt/nas"_qs},
                                      {u"options"_qs, u"rw,sync,relatime,vers=3,rsize=8192,wsize=8192,namlen=255,hard,"
                                                      "proto=udp,timeo=11,retrans=3,sec=sys,mountaddr=192.168.1.20,"
                                                      "mountvers=3,mountport=43225,mountproto=udp,local_lock=none,"
                                                      "addr=192.168.1.20"_qs}});
        QVERIFY2(nfs.contains(u"sudo umount '/mnt/nas' && sudo mount -t 'nfs' -o "
                              "'rw,vers=3,hard,proto=tcp,local_lock=none' 'pi:/srv/nas' '/mnt/nas'"_qs),
                 qPrintable(nfs));
        QVERIFY2(nfs.contains(u"pi:/srv/nas /mnt/nas nfs rw,vers=3,hard,proto=tcp,local_lock=none,_netdev 0 0"_qs),
                 qPrintable(nfs));
        QVERIFY(!nfs.contains(u"PI:/PATH"_qs));

        // A quote in the source cannot end the shell word; a space in the folder is \040 in fstab.
        const QString odd = guideFor({{u"fs_type"_qs, u"cifs"_qs},
                                      {u"source"_qs, u"//pi/it's"_qs},
                                      {u"mount_point"_qs, u"/mnt/my share"_qs},
                                      {u"options"_qs, u"rw,sync,vers=1.0,username=pi,rsize=4096"_qs}});
        QVERIFY2(odd.contains(u"-o 'rw,vers=3.1.1,username=pi' '//pi/it'\\''s' '/mnt/my share'"_qs), qPrintable(odd));
        QVERIFY2(odd.contains(u"//pi/it's /mnt/my\\040share cifs rw,vers=3.1.1,username=pi,_netdev 0 0"_qs),
                 qPrintable(odd));

        // A line break in the folder would be a second fstab line: no commands from such a record.
        const QString forged = guideFor({{u"fs_type"_qs, u"nfs"_qs},
                                         {u"source"_qs, u"pi:/srv/nas"_qs},
                                         {u"mount_point"_qs, u"/mnt/nas\n/dev/sda1 / ext4 defaults"_qs},
                                         {u"options"_qs, u"rw,sync"_qs}});
        QVERIFY2(forged.contains(u"PI:/PATH"_qs), qPrintable(forged));
        QVERIFY(!forged.contains(u"/dev/sda1 / ext4"_qs));
    }

    // The fstab edit changes only the type field of the mount point's active line: spacing, options,
    // comments and CRLF stay byte for byte.
    void fstabTypeChangedInPlace()
    {
        const QByteArray before =
            "# /mnt/disk ntfs-3g in a comment\r\nUUID=1 /mnt/disk\tntfs-3g  defaults,nofail 0 0\r\n"
            "UUID=2 /mnt/disk2 ntfs-3g defaults 0 0";
        const QByteArray after =
            ConfEdits::fstabWithType(before, u"/mnt/disk"_qs, {u"ntfs-3g"_qs, u"ntfs"_qs}, u"ntfs3"_qs);
        QCOMPARE(
            after,
            QByteArray("# /mnt/disk ntfs-3g in a comment\r\nUUID=1 /mnt/disk\tntfs3  defaults,nofail 0 0\r\n"
                       "UUID=2 /mnt/disk2 ntfs-3g defaults 0 0"));
        QCOMPARE(ConfEdits::fstabType(after, u"/mnt/disk"_qs), u"ntfs3"_qs);
        QCOMPARE(ConfEdits::fstabWithType(before, u"/mnt/disk"_qs, {u"exfat-fuse"_qs}, u"exfat"_qs), before);
        // fstab(5): a blank in a mount point is written "\040"; a line is never continued.
        const QByteArray spaced = "LABEL=a\\040b /mnt/my\\040disk ntfs-3g defaults 0 0\n/x\\ /y ntfs-3g defaults 0 0\n";
        QCOMPARE(ConfEdits::fstabWithType(spaced, u"/mnt/my disk"_qs, {u"ntfs-3g"_qs}, u"ntfs3"_qs),
                 QByteArray("LABEL=a\\040b /mnt/my\\040disk ntfs3 defaults 0 0\n/x\\ /y ntfs-3g defaults 0 0\n"));
        QCOMPARE(ConfEdits::fstabType(spaced, u"/mnt/my\\040disk"_qs), QString());
    }

    // The fstab proof: on the PC the text read again (only the mount point's type differs), on the
    // Pi libmount's own reading (findmnt --tab-file, run for real here on files in a temporary folder).
    void fstabProofAndVerify_data()
    {
        QTest::addColumn<QByteArray>("oldText");
        QTest::addColumn<QByteArray>("newText");
        QTest::addColumn<bool>("proven");  // on the PC (the old text planned into the new)
        QTest::addColumn<bool>("passes"); // on the Pi
        const QByteArray fstab = "UUID=1 /mnt/disk ntfs-3g defaults,nofail 0 0\n/dev/sdb1 /srv ext4 defaults 0 2\n";
        const QByteArray exact = "UUID=1 /mnt/disk ntfs3 defaults,nofail 0 0\n/dev/sdb1 /srv ext4 defaults 0 2\n";
        QTest::newRow("the type alone") << fstab << exact << true << true;
        QTest::newRow("the undo: the other way round") << exact << fstab << true << true;
        QTest::newRow("the old bytes back") << fstab << fstab << false << true;
        QTest::newRow("another entry changed too")
            << fstab << QByteArray(exact).replace("0 2", "0 0") << false << false;
        QTest::newRow("the options changed too")
            << fstab << QByteArray(exact).replace("defaults,nofail", "defaults") << false << false;
    }
    void fstabProofAndVerify()
    {
        QFETCH(QByteArray, oldText);
        QFETCH(QByteArray, newText);
        QFETCH(bool, proven);
        QFETCH(bool, passes);
        QCOMPARE(ConfProofs::fstabProof(oldText, newText, u"/mnt/disk"_qs).isNone(), proven);
        if (QStandardPaths::findExecutable(u"findmnt"_qs).isEmpty())
            QSKIP("findmnt (util-linux) is missing");
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"files"_qs));
        writeAll(dir.filePath(u"files/0"_qs), oldText);
        writeAll(dir.filePath(u"fstab"_qs), newText);
        QProcess sh;
        sh.setProcessChannelMode(QProcess::MergedChannels);
        sh.start(u"sh"_qs, {u"-c"_qs, u"D="_qs + ChangeScript::quote(dir.path()) + u"; ( "_qs +
                                           ConfProofs::fstabVerify(dir.filePath(u"fstab"_qs), 0, u"/mnt/disk"_qs) +
                                           u" )"_qs});
        QVERIFY(sh.waitForFinished(60000));
        QVERIFY2((sh.exitCode() == 0) == passes, sh.readAll().constData());
    }

    // exports(5): a "\\" continues a line, so the clients on the next line are the export's; the
    // edit read again keeps every export and client and every option but sync/async.
    void exportsProofReadsAgain()
    {
        const QByteArray before = "# /srv/old \\\n/srv/c \\\n  host1(rw,sync) \\\n  host2(ro)\n";
        const QByteArray after = ConfEdits::exportsWithAsync(before);
        QCOMPARE(after, QByteArray("# /srv/old \\\n/srv/c \\\n  host1(rw,async) \\\n  host2(ro,async)\n"));
        QVERIFY(ConfProofs::exportsProof(before, after).isNone());
        QVERIFY(!ConfProofs::exportsProof(before, QByteArray(after).replace("  host2(ro,async)", "")).isNone());
        QVERIFY(!ConfProofs::exportsProof(before, QByteArray(after).replace("(ro,", "(rw,")).isNone());
    }

    // NTFS/exFAT through FUSE -> the kernel's driver: an apply only when the evidence holds (a FUSE
    // mount, the user's fstab line with a FUSE type, a kernel with the driver), else the guide.
    void kernelDriverOnlyWhenTheEvidenceHolds_data()
    {
        QTest::addColumn<QString>("finding");
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QString>("fstabType");
        QTest::addColumn<QString>("mountPoint");
        QTest::addColumn<bool>("fuse");
        QTest::addColumn<QString>("newType"); // empty: a guide
        QTest::newRow("ntfs on 6.1") << u"fs-fuse-ntfs"_qs << u"6.1.21-v8+"_qs << u"ntfs-3g"_qs
                                     << u"/mnt/disk"_qs << true << u"ntfs3"_qs;
        QTest::newRow("ntfs on 5.15") << u"fs-fuse-ntfs"_qs << u"5.15.84-v8+"_qs << u"ntfs"_qs
                                      << u"/mnt/disk"_qs << true << u"ntfs3"_qs;
        QTest::newRow("ntfs on 5.10") << u"fs-fuse-ntfs"_qs << u"5.10.103-v7l+"_qs << u"ntfs-3g"_qs
                                      << u"/mnt/disk"_qs << true << QString();
        QTest::newRow("kernel unknown")
            << u"fs-fuse-ntfs"_qs << QString() << u"ntfs-3g"_qs << u"/mnt/disk"_qs << true << QString();
        QTest::newRow("not fuse") << u"fs-fuse-ntfs"_qs << u"6.1.21-v8+"_qs << u"ntfs-3g"_qs
                                  << u"/mnt/disk"_qs << false << QString();
        QTest::newRow("odd mount point") << u"fs-fuse-ntfs"_qs << u"6.1.21-v8+"_qs << u"ntfs-3g"_qs
                                         << u"/mnt/my disk"_qs << true << QString();
        QTest::newRow("exfat-fuse on 5.10") << u"fs-fuse-exfat"_qs << u"5.10.103-v7l+"_qs << u"exfat-fuse"_qs
                                            << u"/mnt/disk"_qs << true << u"exfat"_qs;
        QTest::newRow("exfat on 5.4") << u"fs-fuse-exfat"_qs << u"5.4.83-v7l+"_qs << u"exfat-fuse"_qs
                                      << u"/mnt/disk"_qs << true << QString();
        // A plain "exfat" line goes through mount.exfat (the FUSE helper) while exfat-fuse is installed.
        QTest::newRow("plain exfat line")
            << u"fs-fuse-exfat"_qs << u"6.1.21-v8+"_qs << u"exfat"_qs << u"/mnt/disk"_qs << true << QString();
    }
    void kernelDriverOnlyWhenTheEvidenceHolds()
    {
        QFETCH(QString, finding);
        QFETCH(QString, kernel);
        QFETCH(QString, fstabType);
        QFETCH(QString, mountPoint);
        QFETCH(bool, fuse);
        QFETCH(QString, newType);
        Finding f;
        f.id = finding;
        f.fix = u"Use the kernel's driver."_qs;
        DiagnosisInput in;
        if (!kernel.isEmpty())
            in.facts.board.kernelRelease.offer(kernel, u"uname"_qs);
        in.share.mountPoint = mountPoint;
        in.share.fuse = fuse;
        FileEdit fstab;
        fstab.path = Planner::fstabPath();
        fstab.before = fstab.after =
            QStringLiteral("UUID=1 %1 %2 defaults,nofail 0 0\n").arg(mountPoint, fstabType).toUtf8();
        const FixPlan p = Planner::planFor(f, in, {{fstab.path, fstab}});
        QCOMPARE(p.isApply(), !newType.isEmpty());
        if (newType.isEmpty()) {
            QVERIFY(p.steps.size() >= 2);
            return;
        }
        QCOMPARE(p.files.size(), 1);
        QCOMPARE(ConfEdits::fstabType(p.files.first().after, mountPoint), newType);
        QVERIFY(p.files.first().diff().contains(u"+UUID=1 /mnt/disk "_qs + newType));
        QVERIFY(p.precheck.contains(u"ls -l /proc/[0-9]*/cwd /proc/[0-9]*/fd"_qs)); // refused while files are open
        QVERIFY(p.precheck.contains(u"modinfo "_qs + newType));
        QCOMPARE(p.reload.size(), 1);
        QVERIFY(p.reload.first().contains(u"umount '/mnt/disk'"_qs) &&
                p.reload.first().contains(u"mount '/mnt/disk'"_qs));
        QVERIFY(p.verify.contains(u"findmnt -n -o FSTYPE --mountpoint '/mnt/disk'"_qs));
        QVERIFY(p.needsSudo && !p.needsReboot);
        QVERIFY(p.commands().first() == p.precheck);
    }

    // The precheck's refusal reaches the PC with its reason, before anything is written; the undo
    // of a change carries the precheck in its manifest.
    void precheckRefusesBeforeAnything()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"fstab"_qs);
        writeAll(file, "a b c\n");
        ChangeSpec c;
        c.id = u"20261204T000000Z-test-0a01"_qs;
        c.files << FileEdit{file, "a b c\n", "a b d\n"};
        c.precheck = u"echo 'files are open on /mnt/disk'; exit 1"_qs;
        c.backupRoot = dir.filePath(u"backups"_qs);
        const ScriptRun r = runScript(c, true);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.output.contains("@@refused files are open on /mnt/disk"), r.output.constData());
        QCOMPARE(readAll(file), QByteArray("a b c\n"));
        QVERIFY(!QFileInfo::exists(c.folder()));
        QCOMPARE(ChangeManifest::of(c).toJson().value(u"precheck"_qs).toString(), c.precheck);
    }

    // testparm prints Samba's normalised view, not the file: the plan says so, and an apply reads
    // and plans on the real file first.
    void testparmOutputIsNotTakenForTheFile()
    {
        const Transcript t = Transcript::parse(DiagTest::transcript(
            {{u"smb-conf"_qs, f("libreelec-testparm-samba416-NOT-PI.txt")}, {u"exports"_qs, u"/srv *(rw,sync)"_qs}}));
        const QMap<QString, FileEdit> files = Planner::filesOf(t);
        QCOMPARE(files.value(Planner::smbConfPath()).basedOn, u"testparm"_qs);
        QCOMPARE(files.value(Planner::exportsPath()).basedOn, u"file"_qs);
        QCOMPARE(files.value(Planner::exportsPath()).before, QByteArray("/srv *(rw,sync)\n"));
    }

    void governorIsARuntimeWrite()
    {
        DiagnosisInput in;
        in.facts.system.governor.offer(u"powersave"_qs, u"cpufreq"_qs);
        Finding f;
        f.id = u"cpu-governor"_qs;
        const FixPlan p = Planner::planFor(f, in, {});
        QVERIFY(p.isApply());
        QCOMPARE(p.runtime.size(), 2);
        QCOMPARE(p.runtime.first().value, u"ondemand"_qs);
        QCOMPARE(p.runtime.first().before, u"powersave"_qs);
    }

    // The persistent half of the governor, decided from the run's facts: cpufrequtils' own file
    // (edited, or made when the package has none), else a systemd-tmpfiles file of the app's own,
    // else none and the plan says so.
    void governorKeptWhereThePiHasAPlace_data()
    {
        QTest::addColumn<bool>("systemd");
        QTest::addColumn<bool>("cpufrequtils");
        QTest::addColumn<QByteArray>("existing"); // /etc/default/cpufrequtils as the run shows it
        QTest::addColumn<QString>("path");        // empty: runtime only
        QTest::addColumn<bool>("created");
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("neither: runtime only")
            << false << false << QByteArray() << QString() << false << QByteArray();
        QTest::newRow("systemd: tmpfiles.d")
            << true << false << QByteArray() << Planner::governorTmpfilesPath() << true
            << QByteArray(
                   "# Pi NAS Doctor, fix cpu-governor: the CPU governor at every boot (systemd-tmpfiles).\n"
                   "# Undo with pinas-doctor fix --undo CHANGE_ID, or delete this file.\n"
                   "w /sys/devices/system/cpu/cpufreq/policy*/scaling_governor - - - - ondemand\n"
                   "w /sys/devices/system/cpu/cpufreq/ondemand/io_is_busy - - - - 1\n");
        QTest::newRow("cpufrequtils: its GOVERNOR line")
            << true << true
            << QByteArray("ENABLE=\"true\"\n  GOVERNOR=\"powersave\"\n#GOVERNOR=x\nMAX_SPEED=\"0\"\n")
            << Planner::cpufrequtilsPath() << false
            << QByteArray("ENABLE=\"true\"\n  GOVERNOR=\"ondemand\"\n#GOVERNOR=x\nMAX_SPEED=\"0\"\n");
        QTest::newRow("cpufrequtils without its file")
            << false << true << QByteArray() << Planner::cpufrequtilsPath() << true
            << QByteArray("GOVERNOR=\"ondemand\"\n");
    }
    void governorKeptWhereThePiHasAPlace()
    {
        QFETCH(bool, systemd);
        QFETCH(bool, cpufrequtils);
        QFETCH(QByteArray, existing);
        QFETCH(QString, path);
        QFETCH(bool, created);
        QFETCH(QByteArray, after);
        Sections sections{
            {u"model"_qs, u"Raspberry Pi 4 Model B Rev 1.4"_qs},
            {u"cpufreq"_qs, u"scaling_driver=cpufreq-dt\nscaling_governor=powersave\nsystemd=%1\n"
                            u"cpufrequtils=%2\n"_qs.arg(systemd ? u"yes"_qs : u"no"_qs,
                                                        cpufrequtils ? u"yes"_qs : u"no"_qs)}};
        if (!existing.isEmpty())
            sections.append({u"cpufrequtils"_qs, QString::fromUtf8(existing)});
        const Run r = run(sections);
        const QList<FixPlan> plans = Planner::plansFor(r);
        const FixPlan *p = nullptr;
        for (const FixPlan &x : plans)
            if (x.finding == u"cpu-governor")
                p = &x;
        QVERIFY(p);
        QVERIFY(p->isApply());
        QCOMPARE(p->runtime.size(), 2); // the runtime half as before
        if (path.isEmpty()) {
            QVERIFY(p->files.isEmpty());
            QVERIFY2(p->risk.contains(u"until the next reboot"_qs), qPrintable(p->risk));
            return;
        }
        QCOMPARE(p->files.size(), 1);
        QCOMPARE(p->files.first().path, path);
        QCOMPARE(p->files.first().absentBefore, created);
        // The JSON plan says what the file's text is based on: nothing, for a file the change makes.
        QCOMPARE(p->toJson().value(u"files"_qs).toArray().first().toObject().value(u"based_on"_qs).toString(),
                 created ? u"new"_qs : u"file"_qs);
        QCOMPARE(p->files.first().after, after);
        QVERIFY2(p->risk.contains(path), qPrintable(p->risk));
        const QString diff = p->files.first().diff();
        QVERIFY2(diff.contains(QRegularExpression(u"\n\\+[^\n]*ondemand"_qs)) && p->toText().contains(diff),
                 qPrintable(p->toText())); // shown in the plan's diff
    }

    // A file the change creates: written 0644 by the real script, removed by the undo, removed again
    // by a rollback, and refused (nothing written) when it exists by then.
    void scriptCreatesAFileAndTheUndoRemovesIt()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"tmpfiles.d/pinas-doctor-governor.conf"_qs);
        QVERIFY(QDir().mkpath(dir.filePath(u"tmpfiles.d"_qs)));
        FileEdit e{file, QByteArray(), "w /sys/x - - - - 1\n"};
        e.absentBefore = true;
        ChangeSpec c;
        c.id = u"20261204T000000Z-test-0b01"_qs;
        c.files << e;
        // Fails after the write (once: the way back reloads fine): the new file must go again.
        c.reload << u"test -e %1 || { touch %1; exit 1; }"_qs.arg(
            ChangeScript::quote(dir.filePath(u"failed"_qs)));
        c.backupRoot = dir.filePath(u"backups"_qs);
        const ScriptRun failed = runScript(c, true);
        QVERIFY2(failed.exitCode == 3, failed.output.constData());
        QVERIFY(!QFileInfo::exists(file));
        c.id = u"20261204T000000Z-test-0b02"_qs;
        c.reload = {u"true"_qs};
        const ScriptRun applied = runScript(c, true);
        QVERIFY2(applied.exitCode == 0, applied.output.constData());
        QCOMPARE(readAll(file), e.after);
        QCOMPARE(QFileInfo(file).permissions() & 0x0fff, QFileDevice::Permissions(0x0644));
        const QJsonObject manifest =
            QJsonDocument::fromJson(readAll(c.folder() + u"/manifest.json"_qs)).object();
        QVERIFY(manifest.value(u"files"_qs).toArray().first().toObject().value(u"absent_before"_qs).toBool());
        QVERIFY(!QFileInfo::exists(c.folder() + u"/files/0"_qs)); // nothing to back up

        ChangeSpec again = c; // the same file made again while it is there: refused, no folder
        again.id = u"20261204T000000Z-test-0b03"_qs;
        const ScriptRun refused = runScript(again, true);
        QVERIFY2(refused.exitCode == 2, refused.output.constData());
        QVERIFY(!QFileInfo::exists(again.folder()));

        ChangeSpec undo = c;
        undo.id = u"20261204T000000Z-test-0b04"_qs;
        undo.undoOf = c.id;
        FileEdit gone{file, e.after, QByteArray()};
        gone.absentAfter = true;
        undo.files = {gone};
        // The undo fails once (its reload): the file comes back from its backup.
        undo.reload = {u"test -e %1 || { touch %1; exit 1; }"_qs.arg(
            ChangeScript::quote(dir.filePath(u"undo-failed"_qs)))};
        const ScriptRun undoFailed = runScript(undo, true);
        QVERIFY2(undoFailed.exitCode == 3, undoFailed.output.constData());
        QCOMPARE(readAll(file), e.after);
        // The undo's own way back fails too (the reload never works): the bytes are back, the status
        // says what is not, and the change it tried to take back is still in force.
        undo.id = u"20261204T000000Z-test-0b06"_qs;
        undo.reload = {u"false"_qs};
        const ScriptRun undoBackFailed = runScript(undo, true);
        QVERIFY2(undoBackFailed.exitCode == 4, undoBackFailed.output.constData());
        QCOMPARE(readAll(file), e.after);
        QVERIFY2(
            readAll(undo.folder() + u"/status"_qs)
                .startsWith("rollback-failed: the files are back, but the reload failed: false (the change "
                            "failed: the reload failed"),
            readAll(undo.folder() + u"/status"_qs).constData());
        QCOMPARE(readAll(c.folder() + u"/status"_qs), QByteArray("applied\n"));
        undo.id = u"20261204T000000Z-test-0b05"_qs;
        undo.reload = {u"true"_qs};
        const ScriptRun undone = runScript(undo, true);
        QVERIFY2(undone.exitCode == 0, undone.output.constData());
        QVERIFY(!QFileInfo::exists(file));
        QCOMPARE(readAll(c.folder() + u"/status"_qs), QByteArray("undone by 20261204T000000Z-test-0b05\n"));
    }

    void defaultsVariableSetOrAdded()
    {
        QCOMPARE(ConfEdits::defaultsWithVariable("A=1\r\nGOVERNOR=x\r\n", "GOVERNOR", "\"ondemand\""),
                 QByteArray("A=1\r\nGOVERNOR=\"ondemand\"\r\n"));
        QCOMPARE(ConfEdits::defaultsWithVariable("A=1", "GOVERNOR", "y"), QByteArray("A=1\nGOVERNOR=y\n"));
        QCOMPARE(ConfEdits::defaultsWithVariable("# GOVERNOR=x\n", "GOVERNOR", "y"),
                 QByteArray("# GOVERNOR=x\nGOVERNOR=y\n"));
    }

    // The Pi-side script, for real, on files in a temporary folder.
    void scriptAppliesAndUndoRestoresTheBytes()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"exports"_qs);
        const QByteArray before = "# mine\n/mnt/nfs *(rw,sync,no_subtree_check)\n";
        writeAll(file, before);
        QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup);
        FileEdit e{file, before, ConfEdits::exportsWithAsync(before)};
        ChangeSpec c;
        c.id = u"20261204T000000Z-test-0c01"_qs;
        c.finding = u"nfs-sync-export"_qs;
        c.files << e;
        c.reload << u"true"_qs;
        c.backupRoot = dir.filePath(u"backups"_qs);
        const ScriptRun applied = runScript(c, true);
        QVERIFY2(applied.exitCode == 0, applied.output.constData());
        QVERIFY(applied.output.contains("@@applied 20261204T000000Z-test-0c01"));
        QCOMPARE(readAll(file), e.after);
        QCOMPARE(QFileInfo(file).permissions() & 0x0fff, QFileInfo(c.folder() + u"/files/0"_qs).permissions() & 0x0fff);
        QCOMPARE(readAll(c.folder() + u"/status"_qs), QByteArray("applied\n"));
        QCOMPARE(readAll(c.folder() + u"/files/0"_qs), before);
        const QJsonObject manifest = QJsonDocument::fromJson(readAll(c.folder() + u"/manifest.json"_qs)).object();
        QCOMPARE(manifest.value(u"files"_qs).toArray().first().toObject().value(u"sha256_before"_qs).toString(),
                 ChangeScript::sha256Hex(before));

        ChangeSpec undo = c;
        undo.id = u"20261204T000000Z-test-0c02"_qs;
        undo.undoOf = c.id;
        undo.files = {FileEdit{file, e.after, before}};
        const ScriptRun undone = runScript(undo, true);
        QVERIFY2(undone.exitCode == 0, undone.output.constData());
        QCOMPARE(readAll(file), before);
        QCOMPARE(readAll(c.folder() + u"/status"_qs), QByteArray("undone by 20261204T000000Z-test-0c02\n"));
    }

    void scriptFaultsLeaveTheSameBytes_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("status");
        QTest::newRow("file changed since the plan") << u"changed"_qs << 2 << QString();
        // The new text is refused by the reload (or the check), the old one taken again.
        QTest::newRow("reload fails") << u"reload"_qs << 3 << u"rolled-back: the reload failed"_qs;
        QTest::newRow("check fails") << u"verify"_qs << 3 << u"rolled-back: the check failed"_qs;
        QTest::newRow("PC never confirms (connection lost)")
            << u"nocommit"_qs << 3 << u"rolled-back: no confirmation"_qs;
        // The way back itself does not bring everything back: the bytes are back, the status says what
        // is not.
        QTest::newRow("reload fails on the way back too")
            << u"reload-always"_qs << 4
            << u"rollback-failed: the files are back, but the reload failed: false (the change failed: the reload failed"_qs;
        QTest::newRow("check still fails after the way back")
            << u"verify-always"_qs << 4
            << u"rollback-failed: the files are back, but the check fails after the way back (the change failed: the check failed)"_qs;
        QTest::newRow("service does not come back")
            << u"service-down"_qs << 4
            << u"rollback-failed: the files are back, but %1 is not running (the change failed: the reload failed"_qs;
    }
    void scriptFaultsLeaveTheSameBytes()
    {
        QFETCH(QString, fault);
        QFETCH(int, exitCode);
        QFETCH(QString, status);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"smb.conf"_qs);
        const QByteArray before = "[media]\n\tpath = /srv/media\n\tsync always = yes\n";
        writeAll(file, before);
        FileEdit e{file, before, "[media]\n\tpath = /srv/media\n"};
        if (fault == u"changed")
            e.before = "[media]\n\tpath = /srv/other\n\tsync always = yes\n";
        ChangeSpec c;
        c.id = u"20261204T000000Z-test-0d01"_qs;
        c.files << e;
        c.reload << u"true"_qs;
        // Fails once (the new text), then takes the old one.
        const QString once =
            u"test -e %1 || { touch %1; exit 1; }"_qs.arg(ChangeScript::quote(dir.filePath(u"failed"_qs)));
        if (fault == u"reload")
            c.reload = {once};
        if (fault == u"reload-always")
            c.reload = {u"false"_qs};
        // The check passes on the old text only (as testparm refusing the new one).
        if (fault == u"verify")
            c.verify = u"grep -q 'sync always' %1"_qs.arg(ChangeScript::quote(file));
        if (fault == u"verify-always")
            c.verify = u"exit 1"_qs;
        // A service of the test's own (a copy of sleep under a name no other process has) that the
        // failing reload stops; nothing starts it again.
        QProcess service;
        const auto stopService = qScopeGuard([&] {
            service.kill();
            service.waitForFinished();
        });
        if (fault == u"service-down") {
            c.service = u"pnd%1"_qs.arg(QCoreApplication::applicationPid() % 1000000);
            status = status.arg(c.service);
            const QString exe = dir.filePath(c.service);
            QVERIFY(QFile::copy(QStandardPaths::findExecutable(u"sleep"_qs), exe));
            QFile::setPermissions(exe, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
            service.start(exe, {u"300"_qs});
            QVERIFY(service.waitForStarted());
            c.reload = {u"kill %1; exit 1"_qs.arg(service.processId())};
        }
        c.backupRoot = dir.filePath(u"backups"_qs);
        c.commitWaitSeconds = 1;
        const ScriptRun r = runScript(c, fault != u"nocommit");
        QVERIFY2(r.exitCode == exitCode, r.output.constData());
        QCOMPARE(readAll(file), before);
        if (exitCode == 2)
            QVERIFY(!QFileInfo::exists(c.folder())); // refused: nothing was even backed up
        else
            QVERIFY2(readAll(c.folder() + u"/status"_qs).startsWith(status.toUtf8()),
                     readAll(c.folder() + u"/status"_qs).constData());
        if (exitCode == 4) // the script's last word says the same
            QVERIFY2(
                r.output.contains(QByteArray(QByteArray("@@rollback-failed ") + status.mid(17).toUtf8())),
                r.output.constData());
        QVERIFY(QDir(dir.path()).entryList({u".pinas-doctor-*"_qs}, QDir::Hidden | QDir::Files).isEmpty());
    }

    void runtimeWriteAndRollback()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"cpufreq/policy0"_qs));
        const QString gov = dir.filePath(u"cpufreq/policy0/scaling_governor"_qs);
        writeAll(gov, "powersave\n");
        ChangeSpec c;
        c.id = u"20261204T000000Z-test-0e01"_qs;
        c.runtime << RuntimeWrite{dir.filePath(u"cpufreq/policy*/scaling_governor"_qs), u"powersave"_qs, u"ondemand"_qs};
        // Fails after the write (once: the old value is taken again): the old value must come back.
        c.reload << u"test -e %1 || { touch %1; exit 1; }"_qs.arg(
            ChangeScript::quote(dir.filePath(u"failed"_qs)));
        c.backupRoot = dir.filePath(u"backups"_qs);
        const ScriptRun r = runScript(c, true);
        QVERIFY2(r.exitCode == 3, r.output.constData());
        QCOMPARE(readAll(gov), QByteArray("powersave\n"));
        c.reload = {u"true"_qs};
        c.id = u"20261204T000000Z-test-0e02"_qs;
        const ScriptRun ok = runScript(c, true);
        QVERIFY2(ok.exitCode == 0, ok.output.constData());
        QCOMPARE(readAll(gov), QByteArray("ondemand\n"));
    }

    // A runtime value that does not come back (here the failing reload, as a governor daemon would,
    // sets another one each time it runs): the way back reads the values back and names it.
    void runtimeValueThatDoesNotComeBack()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"cpufreq/policy0"_qs));
        const QString gov = dir.filePath(u"cpufreq/policy0/scaling_governor"_qs);
        writeAll(gov, "powersave\n");
        ChangeSpec c;
        c.id = u"20261204T000000Z-test-0e03"_qs;
        c.runtime << RuntimeWrite{dir.filePath(u"cpufreq/policy*/scaling_governor"_qs), u"powersave"_qs,
                                  u"ondemand"_qs};
        c.reload << u"printf 'performance\\n' > %1; exit 1"_qs.arg(ChangeScript::quote(gov));
        c.backupRoot = dir.filePath(u"backups"_qs);
        const ScriptRun r = runScript(c, true);
        QVERIFY2(r.exitCode == 4, r.output.constData());
        const QByteArray status = readAll(c.folder() + u"/status"_qs);
        QVERIFY2(
            status.startsWith(QByteArray("rollback-failed: " + gov.toUtf8() +
                                         " is not back to powersave (the change failed: the reload failed")),
            status.constData());
    }
};

QTEST_GUILESS_MAIN(TstTreatment)
#include "tst_treatment.moc"
