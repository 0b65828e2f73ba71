#include "app/dialogs/profiledialog.h"
#include "app/pages/profilespanel.h"
#include "core/store/profilestore.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

// Drives the panel and its editor the way a user does: clicks and typing, no direct store calls.
class TestProfilesPanel : public QObject
{
    Q_OBJECT

    static ProfileDialog *openDialog(QWidget &panel)
    {
        ProfileDialog *d = nullptr;
        (void)QTest::qWaitFor([&] {
            d = panel.findChild<ProfileDialog *>();
            return d && d->isVisible();
        });
        return d;
    }

    static void setText(ProfileDialog *d, const char *name, const QString &text)
    {
        auto *e = d->findChild<QLineEdit *>(QString::fromLatin1(name));
        QVERIFY(e);
        e->selectAll();
        QTest::keyClick(e, Qt::Key_Backspace);
        QTest::keyClicks(e, text);
    }

    static QPushButton *okButton(ProfileDialog *d)
    {
        return d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }

private slots:
    void addEditDuplicateDelete()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("profiles.json"));
        ProfileStore store(path);
        ProfilesPanel panel(store);
        panel.setConfirmDelete([](const QString &) { return true; });
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("addProfile")), Qt::LeftButton);
        ProfileDialog *d = openDialog(panel);
        QVERIFY(d);
        setText(d, "name", QStringLiteral("nas"));
        setText(d, "host", QString());
        QVERIFY(!okButton(d)->isEnabled()); // empty host is refused before saving
        QVERIFY(d->problems().join(QLatin1Char(' ')).contains(QStringLiteral("host")));
        setText(d, "host", QStringLiteral("127.0.0.1"));
        setText(d, "remoteDir", QStringLiteral("/srv/nas"));
        // No share yet: a run needs both folders, so the dialog does not finish (issue #26).
        QVERIFY(!okButton(d)->isEnabled());
        QVERIFY(d->problems().join(QLatin1Char(' ')).contains(QStringLiteral("sees the share")));
        setText(d, "sharePath", QStringLiteral("/mnt/nas"));
        QVERIFY(okButton(d)->isEnabled());
        QTest::mouseClick(okButton(d), Qt::LeftButton);
        QTRY_COMPARE(panel.list()->count(), 1);
        QCOMPARE(panel.currentName(), QStringLiteral("nas"));

        // Saved at once, not at exit.
        ProfileStore onDisk(path);
        QVERIFY(onDisk.load());
        QCOMPARE(onDisk.profiles().size(), 1);
        QCOMPARE(onDisk.profiles().first().remoteDir, QStringLiteral("/srv/nas"));

        QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("duplicateProfile")), Qt::LeftButton);
        QTRY_COMPARE(panel.list()->count(), 2);
        QCOMPARE(panel.currentName(), QStringLiteral("nas (2)"));

        QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("editProfile")), Qt::LeftButton);
        d = openDialog(panel);
        QVERIFY(d);
        setText(d, "name", QStringLiteral("nas"));
        QVERIFY(!okButton(d)->isEnabled()); // the other profile already has that name
        setText(d, "name", QStringLiteral("backup"));
        d->findChild<QSpinBox *>(QStringLiteral("port"))->setValue(2200);
        QTest::mouseClick(okButton(d), Qt::LeftButton);
        QTRY_VERIFY(!panel.list()->findItems(QStringLiteral("backup"), Qt::MatchExactly).isEmpty());

        QVERIFY(onDisk.load());
        QCOMPARE(onDisk.profiles().at(onDisk.indexOf(QStringLiteral("backup"))).port, 2200);

        panel.selectProfile(QStringLiteral("nas"));
        QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("deleteProfile")), Qt::LeftButton);
        QTRY_COMPARE(panel.list()->count(), 1);
        QVERIFY(onDisk.load());
        QCOMPARE(onDisk.profiles().size(), 1);
        QCOMPARE(onDisk.profiles().first().name, QStringLiteral("backup"));
    }

    void cancelledDeleteKeepsTheProfile()
    {
        QTemporaryDir dir;
        ProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
        Profile p;
        p.name = QStringLiteral("keep");
        QVERIFY(store.add(p));
        ProfilesPanel panel(store);
        panel.setConfirmDelete([](const QString &) { return false; });
        panel.deleteProfile();
        QCOMPARE(panel.list()->count(), 1);
        QCOMPARE(store.profiles().size(), 1);
    }
};

QTEST_MAIN(TestProfilesPanel)
#include "tst_profilespanel.moc"
