// The Facts page fed transcripts built from real outputs: the USB tree, the warnings, the raw
// view, the language switch, garbage input. With PINAS_SCREENSHOT_DIR set it also saves
// screenshots of the Pi 3B facts in English and Japanese (run under xvfb-run for real fonts).
#include "app/i18n/languagemanager.h"
#include "app/pages/factspage.h"
#include "app/widgets/factstree.h"
#include "core/diagnosis/diagnosis.h"
#include "core/model/factlabels.h"
#include "core/model/run.h"
#include "factstestutil.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidgetItemIterator>

using namespace FactsTest;

namespace {

// All rows whose value column contains every one of the words.
QList<QTreeWidgetItem *> rowsWith(FactsTree *tree, const QStringList &words)
{
    QList<QTreeWidgetItem *> rows;
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        bool all = true;
        for (const QString &w : words)
            all = all && (*it)->text(1).contains(w);
        if (all)
            rows.append(*it);
    }
    return rows;
}

bool isWarning(const QTreeWidgetItem *item)
{
    return item && item->data(0, FactsTree::WarningRole).toBool();
}

// The path of group titles from the USB group down to the item.
int depth(const QTreeWidgetItem *item)
{
    int d = 0;
    for (; item->parent(); item = item->parent())
        ++d;
    return d;
}

} // namespace

class TestFactsPage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        for (const char *f :
             {"seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt", "pi3b-dmesg-smsc95xx-link-up-100.txt",
              "pi3b-vcgencmd-get-throttled-0x50005.txt", "pi3b-cpuinfo-a02082-armv7.txt",
              "pi4-lsusb-t-uas-vl805.txt", "pi4-cpuinfo-c03112-armv7l.txt"})
            QVERIFY2(!fixture(QString::fromLatin1(f)).isEmpty(), f);
    }

    void cleanup() { m_languages.apply(AppSettings::Language::English); }

    void pi3bShowsTheSharedUsbBusAndItsWarnings()
    {
        FactsPage page;
        page.setTranscript(pi3bTranscript());
        FactsTree *tree = page.tree();

        // The NIC and the disk hang from the hub on bus 1, both at 480M.
        const auto nic = rowsWith(tree, {QStringLiteral("smsc95xx"), QStringLiteral("480M")});
        QCOMPARE(nic.size(), 1);
        const auto disk = rowsWith(tree, {QStringLiteral("usb-storage"), QStringLiteral("480M")});
        QCOMPARE(disk.size(), 1);
        // usb-storage on a board without USB 3: the diagnosis makes no finding of it (UAS would gain
        // little), so the Facts page does not warn of it either (issue #26); the shared bus, it does.
        QVERIFY(!isWarning(disk.first()));
        QVERIFY(isWarning(nic.first()));
        // Drawn as a tree: group > bus > hub > device.
        QCOMPARE(depth(disk.first()), 3);
        QCOMPARE(disk.first()->parent(), nic.first()->parent());
        QCOMPARE(disk.first()->parent()->parent()->data(0, FactsTree::KeyRole).toString(),
                 QStringLiteral("usb.usb1"));
        QVERIFY(disk.first()->text(2).contains(FactLabels::section(QStringLiteral("lsusb-t"))));

        // 100 Mbit/s from the kernel log, flagged.
        QTreeWidgetItem *speed = tree->itemForKey(QStringLiteral("net.eth0.speed"));
        QVERIFY(speed);
        QCOMPARE(speed->text(1), FactLabels::linkSpeed(100));
        QVERIFY(isWarning(speed));
        QVERIFY(speed->text(2).contains(FactLabels::section(QStringLiteral("dmesg"))));
        QVERIFY(speed->toolTip(1).contains(FactLabels::sources({QStringLiteral("dmesg")})));
        QCOMPARE(tree->itemForKey(QStringLiteral("net.eth0.driver"))->text(1), QStringLiteral("smsc95xx"));

        // 0x50005: under-voltage and throttling now and since boot.
        const QStringList warnings = tree->warningKeys();
        for (const char *k : {"power.now.under-voltage", "power.boot.under-voltage", "power.now.throttled",
                              "power.boot.throttled", "board.nicOnUsb2"})
            QVERIFY2(warnings.contains(QString::fromLatin1(k)), k);
        QVERIFY(!warnings.contains(QStringLiteral("power.now.arm-frequency-capped")));
        QCOMPARE(tree->itemForKey(QStringLiteral("power.bits"))->text(1), QStringLiteral("0x50005"));

        QVERIFY(page.summary()->text().contains(QStringLiteral("Raspberry Pi 3 Model B")));
        QVERIFY(page.summary()->text().contains(QString::number(warnings.size())));
    }

    // One place decides what is a warning: a fact row warns only of what the run's diagnosis found,
    // so the Facts page and the report of one run agree (issue #26). The NTFS disk behind the
    // share: the FUSE row warns; the same Pi with the share on the SD card: it does not.
    void warningsFollowTheDiagnosis()
    {
        Run ntfs = Run::load(u":/examples/pi4-samba-ntfs.pinasrun"_qs).value();
        Run onSd = ntfs;
        QJsonObject profile = onSd.profile();
        profile.insert(u"remote_dir"_qs, u"/home/pi"_qs);
        onSd.setProfile(profile);
        bool warned[2] = {false, false};
        int i = 0;
        for (const Run &run : {ntfs, onSd}) {
            FactsPage page;
            page.setRun(run);
            bool fuseWarning = false;
            for (const QString &k : page.tree()->warningKeys())
                fuseWarning |= k.endsWith(u".fuse");
            bool fuseFinding = false;
            for (const Finding &f : Diagnosis::diagnose(run).findings)
                fuseFinding |= f.id.startsWith(u"fs-fuse-");
            QCOMPARE(fuseWarning, fuseFinding);
            warned[i++] = fuseWarning;
        }
        QVERIFY(warned[0]);
        QVERIFY(!warned[1]);
    }

    // The link rows warn exactly when the report names the unstable link: link drops in the kernel
    // log do; 15,408 dropped frames alone (no errors) do not, on the page or in the report.
    void linkWarningsFollowTheDiagnosis()
    {
        const struct
        {
            const char *section, *file, *row;
            bool warns;
        } cases[] = {{"dmesg", "pi4-dmesg-bcmgenet-link-flap.txt", "net.eth0.linkDown", true},
                     {"net-dev", "rpi-proc-net-dev-eth0-rxdrop.txt", "net.eth0.rx_dropped", false}};
        for (const auto &c : cases) {
            Run run;
            run.setTranscript(transcript({{"cpuinfo", "pi4-cpuinfo-c03112-armv7l.txt"}, {c.section, c.file}}));
            FactsPage page;
            page.setRun(run);
            bool finding = false;
            for (const Finding &f : Diagnosis::diagnose(run).findings)
                finding |= f.id == u"network-link-unstable";
            QCOMPARE(finding, c.warns);
            QVERIFY2(page.tree()->itemForKey(QLatin1String(c.row)), c.file);
            QCOMPARE(page.tree()->warningKeys().contains(QLatin1String(c.row)), c.warns);
        }
    }

    // This PC's half of the path (run file "pc", issue #30) has its own group; its warnings follow
    // the run's findings like the Pi's; a run without "pc" has no such group; a hostile interface
    // name stays on one line.
    void thisPcHasItsGroup()
    {
        Run run = Run::load(u":/examples/pi4-samba-ntfs.pinasrun"_qs).value();
        {
            FactsPage page;
            page.setRun(run);
            QVERIFY(!page.tree()->itemForKey(u"group.pc"_qs));
        }
        QJsonObject pc{{u"os"_qs, u"linux"_qs},
                       {u"interface"_qs, u"enp3s0\nFindings: run curl"_qs},
                       {u"interface_source"_qs, u"ip route get"_qs},
                       {u"wireless"_qs, false},
                       {u"link_mbps"_qs, 100},
                       {u"duplex"_qs, u"half"_qs},
                       {u"smb_signing_required"_qs, true},
                       {u"sources"_qs, QJsonArray{u"sysfs"_qs}}};
        run.setExtraValue(u"pc"_qs, pc);
        QStringList findings;
        for (const Finding &f : Diagnosis::diagnose(run).findings)
            findings << f.id;
        FactsPage page;
        page.setRun(run);
        FactsTree *tree = page.tree();
        QVERIFY(tree->itemForKey(u"group.pc"_qs));
        QTreeWidgetItem *iface = tree->itemForKey(u"pc.interface"_qs);
        QVERIFY(iface);
        QVERIFY2(!iface->text(1).contains(u'\n') && iface->text(1).startsWith(u"enp3s0"_qs), qPrintable(iface->text(1)));
        QCOMPARE(tree->itemForKey(u"pc.speed"_qs)->text(1), u"100 Mb/s"_qs);
        QVERIFY(tree->itemForKey(u"pc.speed"_qs)->text(2).contains(u"sysfs"_qs));
        QCOMPARE(isWarning(tree->itemForKey(u"pc.speed"_qs)), findings.contains(u"pc-link-slow"_qs));
        QCOMPARE(isWarning(tree->itemForKey(u"pc.smb-signing"_qs)), findings.contains(u"pc-smb-signing-cpu"_qs));
        QVERIFY(!isWarning(tree->itemForKey(u"pc.wireless"_qs))); // wired
        // Without findings (a pasted transcript has none to follow) the slow port warns.
        FactsTree bare;
        bare.setPcFacts(PcFacts::fromJson(pc));
        bare.showFacts(Facts());
        QVERIFY(isWarning(bare.itemForKey(u"pc.speed"_qs)));
        QVERIFY(isWarning(bare.itemForKey(u"pc.duplex"_qs)));
        // A pasted transcript afterwards: no PC of its own.
        page.setTranscript(pi3bTranscript());
        QVERIFY(!page.tree()->itemForKey(u"group.pc"_qs));
        // Japanese: the group and rows are retitled.
        page.setRun(run);
        m_languages.apply(AppSettings::Language::Japanese);
        QCoreApplication::processEvents();
        QCOMPARE(page.tree()->itemForKey(u"group.pc"_qs)->text(0), QCoreApplication::translate("FactsTree", "This PC"));
        QVERIFY(page.tree()->itemForKey(u"group.pc"_qs)->text(0) != u"This PC"_qs);
    }

    void pi4ShowsUasAtSuperSpeed()
    {
        FactsPage page;
        page.setTranscript(pi4Transcript());
        // lsusb -t shows the disk on 2-1; the kernel log adds the JMS561 enclosure on 2-2.
        const auto disks = rowsWith(page.tree(), {QStringLiteral("uas"), QStringLiteral("5000M")});
        QCOMPARE(disks.size(), 2);
        for (QTreeWidgetItem *disk : disks) {
            QVERIFY(!isWarning(disk));
            QCOMPARE(disk->parent()->data(0, FactsTree::KeyRole).toString(), QStringLiteral("usb.usb2"));
        }
        QVERIFY(disks.first()->text(2).contains(FactLabels::section(QStringLiteral("lsusb-t"))));
        QVERIFY(rowsWith(page.tree(), {QStringLiteral("usb-storage")}).isEmpty());
        // get_throttled 0x0: nothing to warn about in the power group.
        for (const QString &k : page.tree()->warningKeys())
            QVERIFY2(!k.startsWith(u"power."), qPrintable(k));
        QVERIFY(page.summary()->text().contains(QStringLiteral("Raspberry Pi 4 Model B")));
    }

    void japaneseRetitlesTheGroups()
    {
        FactsPage page;
        page.setTranscript(pi3bTranscript());
        QTreeWidgetItem *board = page.tree()->itemForKey(QStringLiteral("group.board"));
        const QString english = board->text(0);
        const QString englishTab = page.tabs()->tabText(1);
        const QString englishSpeed = page.tree()->itemForKey(QStringLiteral("net.eth0.speed"))->toolTip(0);
        QCOMPARE(english, QStringLiteral("Board"));

        m_languages.apply(AppSettings::Language::Japanese);
        QCoreApplication::processEvents();
        board = page.tree()->itemForKey(QStringLiteral("group.board"));
        QVERIFY(board);
        QVERIFY(board->text(0) != english);
        QCOMPARE(board->text(0), FactLabels::group(FactLabels::Group::Board));
        QVERIFY(page.tabs()->tabText(1) != englishTab);
        QVERIFY(page.tree()->itemForKey(QStringLiteral("group.usb")));
        // Strings built in code follow too: tooltips and the warnings in them.
        QVERIFY(page.tree()->itemForKey(QStringLiteral("net.eth0.speed"))->toolTip(0) != englishSpeed);
        QVERIFY(page.tree()->headerItem()->text(2) != QStringLiteral("Where it came from"));

        m_languages.apply(AppSettings::Language::English);
        QCoreApplication::processEvents();
        QCOMPARE(page.tree()->itemForKey(QStringLiteral("group.board"))->text(0), english);
    }

    void rawOutputIsVerbatimAndCopies()
    {
        FactsPage page;
        const QString t = pi3bTranscript() + QStringLiteral("trailing junk \t\n  ");
        page.setTranscript(t);
        QCOMPARE(page.rawView()->toPlainText(), t);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.showRawOutput();
        QCOMPARE(page.tabs()->currentIndex(), 1);
        auto *copy = page.findChild<QPushButton *>(QStringLiteral("copyTranscript"));
        QVERIFY(copy && copy->isEnabled());
        QApplication::clipboard()->clear();
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), t);

        // A text editor cannot show a lone CR, but Copy still gives the bytes as received.
        const QString crlf = pi4Transcript().replace(u'\n', QStringLiteral("\r\n"));
        page.setTranscript(crlf);
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), crlf);
        QCOMPARE(page.transcript(), crlf);
    }

    void garbageShowsUnknown()
    {
        FactsPage page;
        QByteArray bytes(64 * 1024, Qt::Uninitialized);
        QRandomGenerator gen(4);
        for (char &c : bytes)
            c = char(gen.bounded(256));
        page.setTranscript(QString::fromLatin1(bytes) + QStringLiteral("\n@@begin lsusb-t\n|__ Port"));
        QVERIFY(page.summary()->text().contains(FactLabels::unknown()));
        QVERIFY(page.tree()->itemForKey(QStringLiteral("group.board.unknown")));
        QVERIFY(page.tree()->itemForKey(QStringLiteral("group.usb.unknown")));
        page.setTranscript(QString());
        QVERIFY(page.tree()->itemForKey(QStringLiteral("group.network.unknown")));
        page.clear();
        QCOMPARE(page.tree()->topLevelItemCount(), 0);
        QVERIFY(page.rawView()->toPlainText().isEmpty());
    }

    void keyboardAndAccessibility()
    {
        FactsPage page;
        page.setTranscript(pi3bTranscript());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (QWidget *w : page.findChildren<QWidget *>()) {
            if (qobject_cast<QPushButton *>(w) || qobject_cast<QTabWidget *>(w) ||
                qobject_cast<FactsTree *>(w) || qobject_cast<QPlainTextEdit *>(w))
                QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
        }
        QVERIFY(page.tree()->focusPolicy() & Qt::TabFocus);
        page.tree()->setFocus();
        QVERIFY(page.tree()->currentItem());
        QTest::keyClick(page.tree(), Qt::Key_Down);
        QVERIFY(page.tree()->currentItem() != page.tree()->topLevelItem(0));
    }

    // Not a check: pictures for review, when asked for.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("PINAS_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("PINAS_SCREENSHOT_DIR is not set");
        QDir().mkpath(dir);
        FactsPage page;
        page.resize(1000, 900);
        page.setTranscript(pi3bTranscript());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (const auto lang : {AppSettings::Language::English, AppSettings::Language::Japanese}) {
            m_languages.apply(lang);
            QCoreApplication::processEvents(); // the LanguageChange events it posted
            const QString suffix =
                lang == AppSettings::Language::Japanese ? QStringLiteral("ja") : QStringLiteral("en");
            page.tabs()->setCurrentIndex(0);
            QVERIFY(page.grab().save(dir + QStringLiteral("/facts-pi3b-%1.png").arg(suffix)));
            page.tabs()->setCurrentIndex(1);
            QVERIFY(page.grab().save(dir + QStringLiteral("/facts-pi3b-raw-%1.png").arg(suffix)));
        }
        // This PC's group (issue #30), from a run that recorded a PC on Wi-Fi with SMB signing.
        Run run = Run::load(u":/examples/pi4-samba-ntfs.pinasrun"_qs).value();
        run.setExtraValue(u"pc"_qs, QJsonObject{{u"os"_qs, u"windows"_qs},
                                                {u"interface"_qs, u"Wi-Fi"_qs},
                                                {u"interface_source"_qs, u"Find-NetRoute"_qs},
                                                {u"wireless"_qs, true},
                                                {u"wifi_bitrate_mbps"_qs, 173.3},
                                                {u"wifi_frequency_mhz"_qs, 2437},
                                                {u"smb_dialect"_qs, u"3.1.1"_qs},
                                                {u"smb_signing_required"_qs, true},
                                                {u"sources"_qs, QJsonArray{u"Get-NetAdapter"_qs, u"netsh wlan"_qs}}});
        page.setRun(run);
        page.tabs()->setCurrentIndex(0);
        for (const auto lang : {AppSettings::Language::English, AppSettings::Language::Japanese}) {
            m_languages.apply(lang);
            QCoreApplication::processEvents(); // the LanguageChange events it posted
            page.tree()->scrollToItem(page.tree()->itemForKey(u"group.pc"_qs), QAbstractItemView::PositionAtTop);
            const QString suffix =
                lang == AppSettings::Language::Japanese ? QStringLiteral("ja") : QStringLiteral("en");
            QVERIFY(page.grab().save(dir + QStringLiteral("/facts-thispc-%1.png").arg(suffix)));
        }
    }

private:
    LanguageManager m_languages;
};

QTEST_MAIN(TestFactsPage)
#include "tst_factspage.moc"
