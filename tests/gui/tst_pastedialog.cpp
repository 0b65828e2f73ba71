// "Paste outputs": a forum-style post with shell prompts is split into the outputs it holds,
// listed with their lines, and returned as a transcript whose facts hold the NIC driver.
#include "app/dialogs/pastedialog.h"
#include "core/model/factlabels.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "factstestutil.h"

#include <QDialogButtonBox>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace FactsTest;

namespace {

QString forumPost()
{
    return QStringLiteral("Hi all, my NAS copies at 11 MB/s. Here is what I see:\n\n"
                          "pi@raspberrypi:~ $ lsusb -t\n") +
           fixture(QStringLiteral("seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt")) +
           QStringLiteral("pi@raspberrypi:~ $ dmesg | grep eth0\n") +
           fixture(QStringLiteral("pi3b-dmesg-smsc95xx-link-up-100.txt")) +
           QStringLiteral("pi@raspberrypi:~ $ vcgencmd get_throttled\n") +
           fixture(QStringLiteral("pi3b-vcgencmd-get-throttled-0x50005.txt")) + QStringLiteral("\nThanks!\n");
}

QPushButton *okButton(PasteDialog &d)
{
    return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

class TestPasteDialog : public QObject
{
    Q_OBJECT
private slots:
    void listsWhatItRecognisesAsTheUserPastes()
    {
        PasteDialog dialog;
        dialog.open();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!okButton(dialog)->isEnabled());
        // A paste is one insertion into the editor, as Ctrl+V makes it.
        dialog.editor()->setFocus();
        dialog.editor()->insertPlainText(forumPost());
        QTRY_VERIFY(dialog.recognisedCount() >= 3);

        QStringList ids;
        QStringList texts;
        for (int i = 0; i < dialog.pieceList()->count(); ++i) {
            ids.append(dialog.pieceList()->item(i)->data(Qt::UserRole + 1).toString());
            texts.append(dialog.pieceList()->item(i)->text());
        }
        QVERIFY2(ids.contains(QStringLiteral("lsusb-t")), qPrintable(ids.join(u',')));
        QVERIFY(ids.contains(QStringLiteral("dmesg")));
        QVERIFY(ids.contains(QStringLiteral("throttled")));
        // The prompt line 3 and the four tree lines below it.
        const int usb = int(ids.indexOf(QStringLiteral("lsusb-t")));
        QCOMPARE(texts.at(usb),
                 QStringLiteral("%1 (lines 3–7)").arg(FactLabels::section(QStringLiteral("lsusb-t"))));
        QVERIFY(dialog.pieceList()->item(usb)->toolTip().contains(QStringLiteral("lsusb -t")));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("pasteStatus"))->text() ==
                FactLabels::pastedOutputsRecognised(dialog.recognisedCount()));

        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QCOMPARE(accepted.count(), 1);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const QString t = dialog.transcript();
        QVERIFY(t.startsWith(QStringLiteral("@@pinas-probe 1")));
        // The dialog goes the one way from text to facts that `analyze` and File → Open go.
        QCOMPARE(t, TextFacts::storedTranscript(dialog.pastedText()));
        QCOMPARE(QJsonDocument(TextFacts::facts(t).toJson()).toJson(),
                 QJsonDocument(TextFacts::facts(dialog.pastedText()).toJson()).toJson());
        const Facts f = FactsBuilder::build(Transcript::parse(t));
        const NetInterface *nic = f.primaryInterface();
        QVERIFY(nic);
        QCOMPARE(nic->driver.valueOr(QString()), QStringLiteral("smsc95xx"));
        QCOMPARE(nic->speedMbps.valueOr(0), 100);
        QVERIFY(f.power.now.underVoltage.valueOr(false));
    }

    void nothingRecognisedKeepsOkOff()
    {
        PasteDialog dialog;
        dialog.setPastedText(QStringLiteral("My Pi is slow, what should I do?\nAny ideas?"));
        QCOMPARE(dialog.recognisedCount(), 0);
        QVERIFY(!okButton(dialog)->isEnabled());
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("pasteStatus"))->text(),
                 FactLabels::nothingRecognised());
        QVERIFY(dialog.transcript().isEmpty());
        dialog.setPastedText(QString::fromLatin1(QByteArray(4096, '\xff')));
        QCOMPARE(dialog.recognisedCount(), 0);
    }

    void keyboardOnly()
    {
        PasteDialog dialog;
        dialog.setPastedText(forumPost());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.editor()->accessibleName().isEmpty());
        QVERIFY(!dialog.pieceList()->accessibleName().isEmpty());
        // Tab leaves the editor instead of inserting a tab.
        dialog.editor()->setFocus();
        QTest::keyClick(dialog.editor(), Qt::Key_Tab);
        QVERIFY(!dialog.editor()->hasFocus());
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QTest::keyClick(okButton(dialog), Qt::Key_Space);
        QCOMPARE(accepted.count(), 1);
    }
};

QTEST_MAIN(TestPasteDialog)
#include "tst_pastedialog.moc"
