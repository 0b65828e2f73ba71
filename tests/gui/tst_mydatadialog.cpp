// Settings → My data (issue #39): the dialog shows each copy and backup workload at the table's
// size, saves only what the owner changed, restores the defaults, and reads in Japanese. With
// PINAS_SHOTS set it saves the dialog as PNG files there, for a look.
#include "app/dialogs/mydatadialog.h"
#include "app/mainwindow.h"
#include "tests/gui/japanesetext.h"
#include "tests/gui/testwindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QPushButton>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

MyDataDialog *openFromSettingsMenu(MainWindow &w)
{
    auto *action = w.findChild<QAction *>(u"myDataAction"_s);
    if (!action)
        return nullptr;
    action->trigger();
    return w.findChild<MyDataDialog *>();
}

void shoot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("PINAS_SHOTS");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents();
    w->grab().save(dir + u'/' + name + u".png"_s);
}

void press(MyDataDialog *d, QDialogButtonBox::StandardButton which)
{
    QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(which), Qt::LeftButton);
}

} // namespace

class TestMyDataDialog : public QObject
{
    Q_OBJECT
private slots:
    void changesAreSavedAndDefaultsRestored()
    {
        TestAppEnv env;
        MainWindow w(env.context());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        MyDataDialog *d = openFromSettingsMenu(w);
        QVERIFY(d);
        QVERIFY(QTest::qWaitForWindowExposed(d));
        // One field per copy or backup workload, none for playback, each at the table's size.
        int transfers = 0;
        for (const Workload &wl : Workload::all()) {
            QDoubleSpinBox *f = d->field(QString::fromLatin1(wl.id));
            QCOMPARE(bool(f), wl.kind == Workload::Kind::Transfer);
            if (!f)
                continue;
            ++transfers;
            QCOMPARE(f->value(), wl.bytes / MyDataDialog::kBytesPerGb);
        }
        QCOMPARE(d->findChildren<QDoubleSpinBox *>().size(), transfers);
        shoot(d, u"mydata-en"_s);

        // Changed and accepted: saved, and only that size.
        d->field(u"backup-first-full"_s)->setValue(2000);
        press(d, QDialogButtonBox::Ok);
        QCOMPARE(env.settings.myData().bytes.size(), 1);
        QCOMPARE(env.settings.myData().bytes.value(u"backup-first-full"_s), 2e12);
        QTRY_VERIFY(!w.findChild<MyDataDialog *>()); // closed and deleted

        // Opened again: the saved size; Cancel keeps it whatever the fields said.
        d = openFromSettingsMenu(w);
        QVERIFY(d);
        QCOMPARE(d->field(u"backup-first-full"_s)->value(), 2000.0);
        d->field(u"backup-nightly"_s)->setValue(42);
        press(d, QDialogButtonBox::Cancel);
        QCOMPARE(env.settings.myData().bytes.size(), 1);
        QTRY_VERIFY(!w.findChild<MyDataDialog *>());

        // Restore the defaults, OK: nothing of the owner's is kept, the table's sizes apply.
        d = openFromSettingsMenu(w);
        QVERIFY(d);
        QTest::mouseClick(d->findChild<QPushButton *>(u"restoreDefaults"_s), Qt::LeftButton);
        QCOMPARE(d->field(u"backup-first-full"_s)->value(), Workload::byId(u"backup-first-full"_s)->bytes / 1e9);
        press(d, QDialogButtonBox::Ok);
        QVERIFY(env.settings.myData().bytes.isEmpty());
    }

    void readsInJapanese()
    {
        TestAppEnv env(AppSettings::Language::Japanese);
        MainWindow w(env.context());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(hasJapanese(w.findChild<QAction *>(u"myDataAction"_s)->text()));
        MyDataDialog *d = openFromSettingsMenu(w);
        QVERIFY(d);
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QVERIFY(hasJapanese(d->windowTitle()));
        QVERIFY(hasJapanese(d->findChild<QPushButton *>(u"restoreDefaults"_s)->text()));
        for (QDoubleSpinBox *f : d->findChildren<QDoubleSpinBox *>())
            QVERIFY2(hasJapanese(f->accessibleName()), qPrintable(f->accessibleName()));
        shoot(d, u"mydata-ja"_s);
        press(d, QDialogButtonBox::Cancel);
    }
};

QTEST_MAIN(TestMyDataDialog)
#include "tst_mydatadialog.moc"
