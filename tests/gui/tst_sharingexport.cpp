// File → "Export for Sharing…": the dialog lists what goes (values shown plain, here only), saves
// the redacted run for its owner only, and Cancel leaves nothing behind.
#include "app/dialogs/sharingexportdialog.h"
#include "app/mainwindow.h"
#include "app/pages/reportpage.h"
#include "tests/gui/testwindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

namespace {

Run personalRun()
{
    Result<Run> r = Run::load(QStringLiteral(":/examples/pi4-samba-ntfs.pinasrun"));
    Run run = r.value();
    QJsonObject profile = run.profile();
    profile.insert(QStringLiteral("host"), QStringLiteral("carols-pi"));
    profile.insert(QStringLiteral("user"), QStringLiteral("carol"));
    run.setProfile(profile);
    // Rich-text-looking data: shown as the characters it is.
    run.setTranscript(run.transcript() + QStringLiteral("@@begin dmesg\n[ 1.0] usb 2-1: SerialNumber: <b>SN4242</b>\n"
                                                        "[ 2.0] eth0: address b8:27:eb:aa:bb:cc from 10.0.0.7\n"
                                                        "@@end dmesg exit=0\n"));
    return run;
}

QStringList allTexts(const QTreeWidget *tree)
{
    QStringList out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *top = tree->topLevelItem(i);
        out << top->text(0) + u'=' + top->text(1);
        for (int c = 0; c < top->childCount(); ++c)
            out << top->child(c)->text(0);
    }
    return out;
}

QPushButton *button(const QDialog &d, QDialogButtonBox::StandardButton which)
{
    return d.findChild<QDialogButtonBox *>()->button(which);
}

} // namespace

class TestSharingExport : public QObject
{
    Q_OBJECT
private slots:
    void listsWhatGoesAndSavesOwnerOnly()
    {
        QTemporaryDir dir;
        SharingExportDialog dialog(personalRun(), QStringLiteral("carols-laptop"));
        dialog.show();
        const QStringList texts = allTexts(dialog.removedList());
        QVERIFY2(texts.contains(QStringLiteral("Host names=1")), qPrintable(texts.join(u" | ")));
        QVERIFY(texts.contains(QStringLiteral("carols-pi → host-1")));
        // Shown as the characters it is (a tree item never renders rich text).
        QVERIFY2(texts.contains(QStringLiteral("b>SN4242</b → serial-1")), qPrintable(texts.join(u" | ")));
        QVERIFY(texts.contains(QStringLiteral("10.0.0.7 → 192.0.2.1")));
        QVERIFY(texts.contains(QStringLiteral("MAC addresses=1")));

        const QString path = dir.filePath(QStringLiteral("shared.pinasrun"));
        dialog.setAskSavePath([&](const QString &suggested) {
            // The suggested name does not carry the run's label or host.
            if (suggested.contains(QStringLiteral("carol")))
                return QString();
            return path;
        });
        button(dialog, QDialogButtonBox::Save)->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        for (const char *gone : {"carols-pi", "carol", "SN4242", "aa:bb:cc", "10.0.0.7"})
            QVERIFY2(!bytes.contains(gone), gone);
        QVERIFY(bytes.contains("b8:27:eb:"));
        QCOMPARE(int(f.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup |
                                        QFileDevice::WriteOther)),
                 0);
        QVERIFY(Run::load(path).ok());
    }

    void cancelLeavesNothing()
    {
        QTemporaryDir dir;
        SharingExportDialog dialog(personalRun(), QStringLiteral("pc"));
        dialog.show();
        int asked = 0;
        // The file dialog cancelled: nothing written, the export dialog stays open.
        dialog.setAskSavePath([&](const QString &) {
            ++asked;
            return QString();
        });
        button(dialog, QDialogButtonBox::Save)->click();
        QCOMPARE(asked, 1);
        QVERIFY(dialog.isVisible());
        button(dialog, QDialogButtonBox::Cancel)->click();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
        QVERIFY(dialog.savedPath().isEmpty());
    }

    void fileMenuOpensIt()
    {
        TestAppEnv env;
        MainWindow w(env.context());
        w.show();
        w.reportPage()->setRun(personalRun());
        QAction *action = w.findChild<QAction *>(QStringLiteral("exportForSharing"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());
        action->trigger();
        auto *dialog = w.findChild<SharingExportDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(allTexts(dialog->removedList()).contains(QStringLiteral("carols-pi → host-1")));
        dialog->reject();
    }
};

QTEST_MAIN(TestSharingExport)
#include "tst_sharingexport.moc"
