// Help → About shows the app's licence, and its Licences… button every text the packages ship:
// the GPL, the third-party notices with the versions this build found, and each licence the
// notices cite, in English and with the dialog's own words in Japanese. With PINAS_SHOTS set it
// saves the two dialogs as PNG files there, for a look.
#include "app/dialogs/aboutdialog.h"
#include "app/dialogs/licencesdialog.h"
#include "app/mainwindow.h"
#include "tests/gui/japanesetext.h"
#include "tests/gui/testwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

AboutDialog *openAboutFromHelpMenu(MainWindow &w)
{
    auto *help = w.findChild<QMenu *>(u"helpMenu"_s);
    if (!help)
        return nullptr;
    for (QAction *a : help->actions()) {
        if (a->menuRole() == QAction::AboutRole)
            a->trigger();
    }
    return w.findChild<AboutDialog *>();
}

void shoot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("PINAS_SHOTS");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents();
    w->grab().save(dir + u'/' + name + u".png"_s);
}

QString shownText(LicencesDialog *d)
{
    return d->findChild<QPlainTextEdit *>(u"licenceText"_s)->toPlainText();
}

} // namespace

class TestAboutDialog : public QObject
{
    Q_OBJECT
private slots:
    void licenceAndNoticesAreReachable_data()
    {
        QTest::addColumn<bool>("ja");
        QTest::addRow("en") << false;
        QTest::addRow("ja") << true;
    }

    void licenceAndNoticesAreReachable()
    {
        QFETCH(bool, ja);
        const QString lang = ja ? u"ja"_s : u"en"_s;
        TestAppEnv env(ja ? AppSettings::Language::Japanese : AppSettings::Language::English);
        MainWindow w(env.context());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        AboutDialog *about = openAboutFromHelpMenu(w);
        QVERIFY(about);
        QVERIFY(QTest::qWaitForWindowExposed(about));
        const QString licence = about->findChild<QLabel *>(u"licenceText"_s)->text();
        QVERIFY2(licence.contains(u"GPL-3.0-or-later"_s), qPrintable(licence));
        QCOMPARE(hasJapanese(licence), ja);
        shoot(about, u"about-"_s + lang);

        auto *button = about->findChild<QPushButton *>(u"licencesButton"_s);
        QVERIFY(button);
        QCOMPARE(hasJapanese(button->text()), ja);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(about->licencesDialog() && about->licencesDialog()->isVisible());
        LicencesDialog *licences = about->licencesDialog();
        QCOMPARE(hasJapanese(licences->windowTitle()), ja);

        // It opens on the program's own licence, the GPL v3's full text.
        QVERIFY(shownText(licences).contains(u"GNU GENERAL PUBLIC LICENSE"_s));
        QVERIFY(shownText(licences).contains(u"Version 3, 29 June 2007"_s));
        shoot(licences, u"licences-"_s + lang);

        // The notices name each library with a version (no placeholder left unfilled).
        QVERIFY(licences->showDocument(u":/licences/THIRD-PARTY-NOTICES.txt"_s));
        const QString notices = shownText(licences);
        for (const QString &part : {u"GPL-3.0-or-later"_s, u"Qt 6."_s, u"libssh 0."_s, u"QtKeychain 0."_s})
            QVERIFY2(notices.contains(part), qPrintable(part));
        QVERIFY2(!notices.contains(u'@'), "a placeholder of notices.cmake was left unfilled");
        shoot(licences, u"notices-"_s + lang);

        // Each text the notices cite is in the list and not empty; the LGPLs and QtKeychain's BSD
        // licence on every platform.
        const QStringList cited = QDir(u":/licences/licences"_s).entryList(QDir::Files);
        for (const QString &name : {u"LGPL-2.1.txt"_s, u"LGPL-3.0.txt"_s, u"QtKeychain-BSD-2-Clause.txt"_s})
            QVERIFY2(cited.contains(name), qPrintable(name));
        const int rows = licences->findChild<QListWidget *>(u"licenceList"_s)->count();
        QCOMPARE(rows, 2 + cited.size());
        for (const QString &name : cited) {
            QVERIFY2(licences->showDocument(u":/licences/licences/"_s + name), qPrintable(name));
            QVERIFY2(shownText(licences).size() > 500, qPrintable(name));
        }
        QVERIFY(licences->showDocument(u":/licences/licences/QtKeychain-BSD-2-Clause.txt"_s));
        QVERIFY(shownText(licences).contains(u"Redistribution and use in source and binary forms"_s));
    }

    void dialogFollowsALanguageSwitch()
    {
        TestAppEnv env;
        MainWindow w(env.context());
        w.show();
        AboutDialog *about = openAboutFromHelpMenu(w);
        QVERIFY(about);
        QTest::mouseClick(about->findChild<QPushButton *>(u"licencesButton"_s), Qt::LeftButton);
        QTRY_VERIFY(about->licencesDialog());
        QVERIFY(!hasJapanese(about->licencesDialog()->windowTitle()));
        env.languages.apply(AppSettings::Language::Japanese);
        QTRY_VERIFY(hasJapanese(about->licencesDialog()->windowTitle()));
        QVERIFY(hasJapanese(about->findChild<QLabel *>(u"licenceText"_s)->text()));
        QVERIFY(hasJapanese(about->licencesDialog()->findChild<QListWidget *>(u"licenceList"_s)->item(1)->text()));
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
