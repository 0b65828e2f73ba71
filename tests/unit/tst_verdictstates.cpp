#include "core/knowledge/ceilings.h"
#include "core/model/completeness.h"
#include "core/report/report.h"
#include "core/report/reportjson.h"
#include "core/report/reportmarkdown.h"
#include "core/report/reporttext.h"
#include "diagnosistestutil.h"

#include <QJsonArray>
#include <QTest>
#include <QTranslator>

using namespace DiagTest;

// The verdict in the states real Pi owners meet (issue #26): a share of another Pi folder (the
// marker found elsewhere, not found), a share that vanished during each share step, a disk faster
// than its assumed ceiling. For each, through analyze --json (ReportJson), the Markdown and the text:
// the completeness, the bottleneck or its absence, no measured figure called "from the facts",
// every error said once, "the fix that matters most" said at most once and as a fix — in English
// and in Japanese.
class TestVerdictStates : public QObject
{
    Q_OBJECT

    struct State
    {
        QString name;
        Run run;
        Completeness::State completeness;
        std::optional<Layer> bottleneck; // nullopt: none may be named
        bool anyBottleneck = false;      // true: any layer (or none) is fine, only the checks below
        QString error;                   // an error that must appear exactly once
    };

    // Written here, not a fixture: the probe's sysfs sections of a Pi 4 with one USB 3 disk (uas)
    // that reports itself rotational, mounted at /srv/nas; a gigabit link (ethtool).
    static Sections pi4UsbDisk()
    {
        Sections s = pi4Board();
        s += {{u"usb-sysfs"_qs,
               u"dev\t2-2\tbusnum=2\tdevnum=2\tspeed=5000\tidVendor=152d\tidProduct=0561\tproduct=External USB "
               "3.0\tbDeviceClass=00\tmaxchild=0\tdriver=usb\n"
               "if\t2-2:1.0\tbInterfaceClass=08\tdriver=uas\n"
               "dev\tusb2\tbusnum=2\tdevnum=1\tspeed=5000\tidVendor=1d6b\tidProduct=0003\tbDeviceClass=09\tmaxchild="
               "4\tdriver=usb\n"
               "if\tusb2:1.0\tbInterfaceClass=09\tdriver=hub\n"_qs},
              {u"block-sysfs"_qs,
               u"block\tsda\tsize=1953525168\tremovable=0\trotational=1\tmodel=JMS561\tvendor=External\ttype=0\tpath="
               "/sys/devices/platform/scb/fd500000.pcie/pci0000:00/0000:00:00.0/0000:01:00.0/usb2/2-2/2-2:1.0/host0/"
               "target0:0:0/0:0:0:0/block/sda\n"
               "part\tsda1\tdisk=sda\tsize=1953523120\n"_qs},
              {u"mounts"_qs, u"/dev/sda1 /srv/nas ext4 rw,noatime 0 0\n/dev/mmcblk0p2 / ext4 rw,noatime 0 0\n"_qs},
              {u"ethtool"_qs, ethtool(u"1000Mb/s"_qs, u"Full"_qs)}};
        return s;
    }

    static QJsonObject dd(const QString &kind, double mbPerSecond)
    {
        QJsonObject m = share(kind, mbPerSecond);
        m.remove(u"peak_process_cpu"_qs);
        return m;
    }

    static QJsonObject profile(const QJsonObject &preflight = {})
    {
        QJsonObject p{{u"name"_qs, u"pi"_qs}, {u"remote_dir"_qs, u"/srv/nas"_qs}};
        if (!preflight.isEmpty())
            p.insert(u"preflight"_qs, preflight);
        return QJsonObject{{u"profile"_qs, p}};
    }

    // Every step of a quick run ended ok: disk 300 MB/s, network 112 MB/s, share 105 MB/s.
    static Run measuredRun(const QJsonObject &preflight = {})
    {
        Run r = run(pi4UsbDisk(),
                    QJsonArray{dd(u"pi-disk-write"_qs, 300), dd(u"net-pc-to-pi"_qs, 112),
                               share(u"share-write"_qs, 105), share(u"share-read"_qs, 108)},
                    profile(preflight));
        for (const char *id : {"probe", "pi-disk-write", "net-pc-to-pi", "share-write", "share-read"})
            r.setStep(QString::fromLatin1(id), RunStep::Status::Ok);
        return r;
    }

    static QString vanished() { return u"The share folder /mnt/pi no longer answers (Transport endpoint is not connected): its mount lost the connection to the Pi."_qs; }

    // The share's mount dropped at one share step: it and every later share step failed with the
    // same message, the disk test had measured 471 MB/s before.
    static Run shareVanishedAt(const QString &at)
    {
        const QStringList shareSteps{u"share-write"_qs, u"share-read"_qs, u"share-small-files"_qs};
        QJsonArray ms{dd(u"pi-disk-write"_qs, 471)};
        bool gone = false;
        for (const QString &id : shareSteps) {
            gone |= id == at;
            if (!gone && id != u"share-small-files")
                ms.append(share(id, 95));
            if (gone)
                ms.append(QJsonObject{{u"kind"_qs, id}, {u"error"_qs, vanished()}});
        }
        Sections s = pi4UsbDisk();
        s.removeIf([](const auto &p) { return p.first == u"ethtool"; }); // a loopback "Pi": no NIC known
        Run r = run(s, ms, profile());
        r.setStep(u"probe"_qs, RunStep::Status::Ok);
        r.setStep(u"pi-disk-write"_qs, RunStep::Status::Ok);
        gone = false;
        for (const QString &id : shareSteps) {
            gone |= id == at;
            r.setStep(id, gone ? RunStep::Status::Failed : RunStep::Status::Ok, gone ? vanished() : QString());
        }
        return r;
    }

    static QString readOnlyError() { return u"dd: failed to open '/srv/nas/.pinas-doctor-dd.tmp': Read-only file system"_qs; }

    // The Pi's file system went read-only (mount shows ro): the disk test and the share's write
    // failed, the read had nothing to read.
    static Run readOnlyPi()
    {
        Sections s = pi4UsbDisk();
        for (auto &p : s)
            if (p.first == u"mounts")
                p.second = u"/dev/sda1 /srv/nas ext4 ro,relatime 0 0\n/dev/mmcblk0p2 / ext4 rw,noatime 0 0\n"_qs;
        const QString shareError = u"Cannot create a folder in /mnt/pi."_qs;
        Run r = run(s,
                    QJsonArray{QJsonObject{{u"kind"_qs, u"pi-disk-write"_qs}, {u"error"_qs, readOnlyError()}},
                               QJsonObject{{u"kind"_qs, u"share-write"_qs}, {u"error"_qs, shareError}},
                               dd(u"net-pc-to-pi"_qs, 112)},
                    profile());
        r.setStep(u"probe"_qs, RunStep::Status::Ok);
        r.setStep(u"pi-disk-write"_qs, RunStep::Status::Failed, readOnlyError());
        r.setStep(u"net-pc-to-pi"_qs, RunStep::Status::Ok);
        r.setStep(u"share-write"_qs, RunStep::Status::Failed, shareError);
        r.setStep(u"share-read"_qs, RunStep::Status::Skipped, u"Skipped: the write test made no file to read."_qs);
        return r;
    }

    // The PC mounts the share with sshfs; the Pi has a smb.conf but no smbd runs.
    static Run sambaConfigWithoutSmbd()
    {
        Sections s = pi4UsbDisk();
        s += {{u"smb-conf"_qs, f("pi5-smb-conf-share-excerpt.txt")}};
        QJsonObject extra = profile();
        QJsonObject p = extra.value(u"profile"_qs).toObject();
        p.insert(u"client_mount"_qs, QJsonObject{{u"fs_type"_qs, u"fuse.sshfs"_qs}, {u"options"_qs, u"rw"_qs}});
        extra.insert(u"profile"_qs, p);
        Run r = run(s,
                    QJsonArray{dd(u"pi-disk-write"_qs, 300), dd(u"net-pc-to-pi"_qs, 112),
                               share(u"share-write"_qs, 40)},
                    extra);
        for (const char *id : {"probe", "pi-disk-write", "net-pc-to-pi", "share-write"})
            r.setStep(QString::fromLatin1(id), RunStep::Status::Ok);
        return r;
    }

    static QList<State> states()
    {
        QList<State> list;
        // The marker was found in another folder and the run kept the chosen one: disk and share
        // are never compared (no storage, USB or client verdict), and the run is not complete.
        list.append({u"share-elsewhere-kept"_qs,
                     measuredRun({{u"passed"_qs, false},
                                  {u"share_on_pi"_qs, u"/srv/other"_qs},
                                  {u"same_storage"_qs, false},
                                  {u"tests_folder"_qs, u"/srv/nas"_qs}}),
                     Completeness::State::Partial, Layer::Network, false, u"/srv/other"_qs});
        // The marker was not found (the search ran out of time): the same.
        list.append({u"share-unconfirmed"_qs,
                     measuredRun({{u"passed"_qs, false}, {u"share_on_pi"_qs, QString()}, {u"same_storage"_qs, false}}),
                     Completeness::State::Partial, Layer::Network, false, QString()});
        // The run followed the share to its folder: the tests ran behind the share, complete.
        list.append({u"share-elsewhere-followed"_qs,
                     measuredRun({{u"passed"_qs, true},
                                  {u"share_on_pi"_qs, u"/srv/nas"_qs},
                                  {u"same_storage"_qs, false},
                                  {u"tests_folder"_qs, u"/srv/nas"_qs}}),
                     Completeness::State::Complete, Layer::Network, false, QString()});
        for (const QString &at : {u"share-write"_qs, u"share-read"_qs, u"share-small-files"_qs})
            list.append({u"share-vanished-at-"_qs + at, shareVanishedAt(at), Completeness::State::Partial,
                         std::nullopt, true, vanished()});
        // Only the network was measured: no bottleneck from one figure.
        list.append({u"read-only-pi-filesystem"_qs, readOnlyPi(), Completeness::State::Partial, std::nullopt, false,
                     readOnlyError()});
        // Every Pi-side figure is well above the share's 40 MB/s: the PC's sshfs mount is left.
        list.append({u"samba-config-without-smbd"_qs, sambaConfigWithoutSmbd(), Completeness::State::Complete,
                     Layer::Client, false, QString()});
        return list;
    }

    static int count(const QString &text, const QString &what) { return int(text.count(what)); }

    // What every state must show, in the language installed now.
    static void checkState(const State &st, const QString &fixWords, const QString &factsWords)
    {
        const Report r = Report::build(st.run);
        const QJsonObject json = ReportJson::toJson(r);
        const QString md = ReportMarkdown::render(Report::forSharing(st.run, r));
        const QString text = ReportText::render(r);
        const QString summary = json.value(u"summary"_qs).toString();
        QCOMPARE(json.value(u"completeness"_qs).toString(), Completeness::key(st.completeness));
        if (!st.anyBottleneck) {
            QVERIFY2(r.diagnosis.bottleneck.layer == st.bottleneck, qPrintable(st.name + u": "_qs + summary));
            QCOMPARE(json.value(u"bottleneck"_qs).toString(),
                     st.bottleneck ? Layers::key(*st.bottleneck) : QString());
        }
        // A run that measured something never calls its figures "from the facts": not in the verdict
        // (summary, card figure, reason), and not the disk test's figure in the layer table.
        for (const QString &view : {summary, r.verdictFigure, r.bottleneckReason})
            QVERIFY2(!view.contains(factsWords), qPrintable(st.name + u": "_qs + view.left(600)));
        for (const Report::LayerRow &l : r.layers)
            if (l.ceiling.id == u"disk-measured")
                QVERIFY(!md.contains(u"%1 (%2)"_qs.arg(QCoreApplication::translate("ReportMarkdown", "%1 MB/s")
                                                           .arg(Ceilings::number(l.ceiling.mbPerSecond)),
                                                       factsWords)));
        // Every error once: in the JSON summary, the Markdown and the text report.
        if (!st.error.isEmpty()) {
            QCOMPARE(count(summary, st.error), 1);
            QVERIFY2(count(md, st.error) == 1, qPrintable(st.name + u": "_qs + md));
            QVERIFY2(count(text, st.error) == 1, qPrintable(st.name + u": "_qs + text));
        }
        // The verdict is said once: the reason shown below it never repeats what it says (it is
        // shown only when no bottleneck is named, to say why), and the text report does not carry
        // the same sentence twice before the answers.
        if (!r.bottleneckReason.isEmpty()) {
            QVERIFY2(!r.diagnosis.bottleneck.layer, qPrintable(st.name + u": "_qs + r.bottleneckReason));
            QVERIFY2(!r.verdictText.contains(r.bottleneckReason), qPrintable(st.name + u": "_qs + r.verdictText));
        }
        if (const auto *b = &r.diagnosis.bottleneck; b->layer && !b->reason.isEmpty())
            QVERIFY2(count(text, b->reason) <= 1, qPrintable(st.name + u": "_qs + text.left(800)));
        // "The fix that matters most" at most once per view, and it is a fix (the finding's fix).
        for (const QString &view : {summary, md, text})
            QVERIFY2(count(view, fixWords) <= 1, qPrintable(st.name + u": "_qs + view));
        if (const Finding *main = r.mainFinding()) {
            QVERIFY2(r.verdictFix.contains(main->fix), qPrintable(r.verdictFix));
            QVERIFY(!main->fix.isEmpty());
            QCOMPARE(count(summary, fixWords), 1);
            QVERIFY(summary.endsWith(r.verdictFix)); // the problem first, then the fix
            QCOMPARE(count(md, fixWords), 1); // the Markdown escapes the fix's text, not the count
        } else {
            QVERIFY(r.verdictFix.isEmpty());
            QCOMPARE(count(summary, fixWords), 0);
        }
    }

private slots:
    void eachStateReadsRight_data()
    {
        QTest::addColumn<int>("index");
        const QList<State> all = states();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).name)) << i;
    }

    void eachStateReadsRight()
    {
        QFETCH(int, index);
        const State st = states().at(index);
        checkState(st, u"fix that matters most"_qs, u"from the facts"_qs);
    }

    void eachStateReadsRightInJapanese_data() { eachStateReadsRight_data(); }

    void eachStateReadsRightInJapanese()
    {
        QFETCH(int, index);
        QTranslator ja;
        QVERIFY(ja.load(QStringLiteral(PINAS_QM_DIR "/pinas_ja.qm")));
        QCoreApplication::installTranslator(&ja);
        const State st = states().at(index);
        // The words as the catalogue has them: the fix sentence's and the facts mark's opening.
        const QString fixWords = QCoreApplication::translate("Report", "The fix that matters most: %1 Expected gain: %2.")
                                     .section(u"%1"_qs, 0, 0)
                                     .trimmed();
        const QString facts = QCoreApplication::translate("ReportHtml", "from the facts");
        QCoreApplication::removeTranslator(&ja);
        QVERIFY2(!fixWords.isEmpty() && fixWords != u"The fix that matters most:"_qs, qPrintable(fixWords));
        QCoreApplication::installTranslator(&ja);
        checkState(st, fixWords, facts);
        const Report r = Report::build(st.run);
        QCoreApplication::removeTranslator(&ja);
        QVERIFY2(!r.verdictText.contains(u"The bottleneck"_qs), qPrintable(r.verdictText));
    }

    // The share is another folder: the sentence says where it is and that nothing is compared.
    void shareElsewhereIsSaid()
    {
        const Report r = Report::build(states().at(0).run);
        QVERIFY2(r.summary.contains(u"/srv/other"_qs) && r.summary.contains(u"/srv/nas"_qs), qPrintable(r.summary));
        QVERIFY2(r.summary.contains(u"not compared"_qs), qPrintable(r.summary));
    }

    // The share vanished: the card says which steps failed, why (once) and what to do.
    void vanishedShareIsTheHeadline()
    {
        const Report r = Report::build(shareVanishedAt(u"share-write"_qs));
        QVERIFY2(r.verdictText.startsWith(u"Part of the run is missing. Share write; Share read"_qs),
                 qPrintable(r.verdictText));
        QVERIFY2(r.verdictText.contains(u"mount it again"_qs), qPrintable(r.verdictText));
        // 471 MB/s was measured: never "from the facts", and one layer alone names no bottleneck.
        QVERIFY(!r.diagnosis.bottleneck.layer);
        QVERIFY2(!r.summary.contains(u"nothing was measured"_qs), qPrintable(r.summary));
    }

    // A read-only file system is named as such, with its fix as the one that matters most — not a
    // chown, not "mount the share read-write".
    void readOnlyFilesystemIsNamed()
    {
        const Report r = Report::build(readOnlyPi());
        const Finding *main = r.mainFinding();
        QVERIFY(main);
        QCOMPARE(main->id, u"storage-read-only"_qs);
        QVERIFY2(r.verdictFix.contains(u"fsck"_qs), qPrintable(r.verdictFix));
        QVERIFY(!r.summary.contains(u"chown"_qs));
        QVERIFY(!r.summary.contains(u"Mount the share read-write"_qs));
    }

    // A smb.conf without a running smbd is not "the Pi already runs Samba".
    void sambaConfigIsNotARunningSamba()
    {
        const Report r = Report::build(sambaConfigWithoutSmbd());
        const Finding *fuse = r.diagnosis.finding(u"client-fuse-share"_qs);
        QVERIFY(fuse);
        QVERIFY2(!fuse->fix.contains(u"already runs Samba"_qs), qPrintable(fuse->fix));
        QVERIFY2(fuse->fix.contains(u"no smbd process was seen running"_qs), qPrintable(fuse->fix));
        bool serverRow = false;
        for (const Report::FactRow &row : r.facts)
            if (row.label == u"File server"_qs) {
                serverRow = true;
                QVERIFY2(row.value.contains(u"no smbd"_qs), qPrintable(row.value));
            }
        QVERIFY(serverRow);
        // With smbd in the process list, it is.
        Run running = sambaConfigWithoutSmbd();
        running.setTranscript(running.transcript().replace(
            u"@@begin smb-conf"_qs, u"@@begin processes\n  PID USER     %CPU   RSS COMMAND         COMMAND\n"
                                    "  612 root      0.3 17000 smbd            /usr/sbin/smbd --foreground\n"
                                    "@@end processes exit=0\n@@begin smb-conf"_qs));
        const Report withSmbd = Report::build(running);
        const Finding *again = withSmbd.diagnosis.finding(u"client-fuse-share"_qs);
        QVERIFY(again);
        QVERIFY2(again->fix.contains(u"already runs Samba"_qs), qPrintable(again->fix));
    }

    // A disk that is not on USB (virtio, NVMe, SATA on PCIe) gets no USB layer figure: the disk
    // test's figure belongs to the storage row alone.
    void nonUsbDiskHasNoUsbFigure_data()
    {
        QTest::addColumn<QString>("disk");
        QTest::newRow("virtio") << u"vda"_qs;
        QTest::newRow("nvme") << u"nvme0n1"_qs;
        QTest::newRow("sata-on-pcie") << u"sdb"_qs; // no USB path in sysfs: an AHCI port
    }

    void nonUsbDiskHasNoUsbFigure()
    {
        QFETCH(QString, disk);
        const QString part = disk.startsWith(u"nvme") ? disk + u"p1"_qs : disk + u"1"_qs;
        // Written here: sysfs and mounts of a Pi-like machine whose share is on a non-USB disk.
        Sections s = pi4Board();
        s += {{u"block-sysfs"_qs,
               u"block\t%1\tsize=1953525168\tremovable=0\trotational=0\tpath=/sys/devices/pci0000:00/0000:00:04.0/block/%1\n"
               "part\t%2\tdisk=%1\tsize=1953523120\n"_qs.arg(disk, part)},
              {u"mounts"_qs, u"/dev/%1 /srv/nas ext4 rw,noatime 0 0\n"_qs.arg(part)}};
        Run r = run(s, QJsonArray{dd(u"pi-disk-write"_qs, 900), share(u"share-write"_qs, 100)}, profile());
        const Report report = Report::build(r);
        QVERIFY2(report.diagnosis.input.share.found, qPrintable(disk));
        QVERIFY(!report.diagnosis.input.share.onUsb());
        QCOMPARE(report.layers.at(0).layer, std::optional<Layer>(Layer::Storage));
        QVERIFY(report.layers.at(0).measured > 0);
        QCOMPARE(report.layers.at(1).layer, std::optional<Layer>(Layer::Usb));
        QCOMPARE(report.layers.at(1).measured, -1.0);
        QVERIFY(!report.layers.at(1).ceiling.isValid());
        QVERIFY(report.diagnosis.bottleneck.layer != Layer::Usb);
    }

    // A disk that reports rotational behind a USB bridge measures 422 MB/s: the assumed hard disk
    // figure gives way, the report says what the disk is, and no gain rests on 190 MB/s.
    void measuredBeatsAssumed()
    {
        Run fast = DiagTest::run(pi4UsbDisk(),
                                 QJsonArray{dd(u"pi-disk-write"_qs, 422), dd(u"pi-disk-read"_qs, 500),
                                            share(u"share-write"_qs, 60)},
                                 profile());
        for (const char *id : {"probe", "pi-disk-write", "pi-disk-read", "share-write"})
            fast.setStep(QString::fromLatin1(id), RunStep::Status::Ok);
        // Without a disk test, the flag alone gives the hard disk's figure, said as an assumption.
        Run unmeasured = DiagTest::run(pi4UsbDisk(), QJsonArray{share(u"share-write"_qs, 60)}, profile());
        const Ceiling assumed = Report::build(unmeasured).diagnosis.ceilings.storage;
        QCOMPARE(assumed.id, u"hdd"_qs);
        QVERIFY2(assumed.explanation().contains(u"USB bridges"_qs), qPrintable(assumed.explanation()));
        const Report r = Report::build(fast);
        QCOMPARE(r.completeness.state, Completeness::State::Complete);
        const Ceiling storage = r.diagnosis.ceilings.storage;
        QCOMPARE(storage.id, u"disk-measured"_qs);
        QVERIFY2(storage.explanation().contains(u"SSD behind a USB bridge"_qs), qPrintable(storage.explanation()));
        QVERIFY(!r.layers.at(0).ceilingAssumed);
        QVERIFY(r.layers.at(0).ceiling.mbPerSecond >= 422);
        for (const Finding &f : r.findings)
            QVERIFY2(!f.expected.contains(u"190"_qs), qPrintable(f.id + u": "_qs + f.expected));
        QVERIFY2(!ReportText::render(r).contains(u"/ 190"_qs), qPrintable(ReportText::render(r)));
        const QJsonObject json = ReportJson::toJson(r);
        QCOMPARE(json.value(u"ceilings"_qs).toObject().value(u"storage"_qs).toObject().value(u"id"_qs).toString(),
                 u"disk-measured"_qs);
    }
};

QTEST_GUILESS_MAIN(TestVerdictStates)
#include "tst_verdictstates.moc"
