#include "app/dialogs/profiledialog.h"
#include "app/dialogs/welcomedialog.h"
#include "app/i18n/languagemanager.h"
#include "app/mainwindow.h"
#include "app/pages/factspage.h"
#include "app/pages/reportpage.h"
#include "app/widgets/factstree.h"
#include "app/wizard/profilewizard.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/gui/testwindow.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Keyboard-reachable widgets are the interactive ones. The line edit inside a combo box or spin
// box is part of that control and named through it.
bool interactive(const QWidget *w)
{
    if (w->focusPolicy() == Qt::NoFocus)
        return false;
    // A scroll area's viewport (a chart view's, a text view's) is named through the area.
    if (auto *area = qobject_cast<const QAbstractScrollArea *>(w->parentWidget()); area && area->viewport() == w)
        return false;
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (qobject_cast<const QComboBox *>(p) || qobject_cast<const QAbstractSpinBox *>(p))
            return false;
    }
    return true;
}

// What a screen reader would announce: the accessible name (which Qt fills from a buddy label),
// or a button's own text.
QString spokenName(QWidget *w)
{
    QString name = w->accessibleName();
    if (name.isEmpty()) {
        if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w))
            name = iface->text(QAccessible::Name);
    }
    if (name.isEmpty()) {
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            name = b->text();
    }
    if (auto *tabs = qobject_cast<QTabBar *>(w); tabs && name.isEmpty()) {
        // A tab bar is announced tab by tab: each tab needs its text.
        bool all = tabs->count() > 0;
        for (int i = 0; i < tabs->count(); ++i)
            all = all && !tabs->tabText(i).isEmpty();
        if (all)
            name = tabs->tabText(0);
    }
    return name.remove(u'&').trimmed();
}

QStringList unnamed(QWidget *root)
{
    QStringList out;
    const auto widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (interactive(w) && spokenName(w).isEmpty())
            out << QStringLiteral("%1 \"%2\" in %3")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                            w->parentWidget() ? w->parentWidget()->objectName() : QString());
    }
    return out;
}

// The widgets Tab visits from start, in order, until it comes back.
QList<QWidget *> tabChain(QWidget *start)
{
    QList<QWidget *> chain;
    QWidget *w = start;
    do {
        if ((w->focusPolicy() & Qt::TabFocus) && w->isVisibleTo(start->window()) && w->isEnabled())
            chain << w;
        w = w->nextInFocusChain();
    } while (w && w != start && chain.size() < 200);
    return chain;
}

} // namespace

// Every control can be named by a screen reader, and the keyboard reaches the main actions.
class TestAccessibility : public QObject
{
    Q_OBJECT

    TestAppEnv m_env;

private slots:

    void everyControlOfTheWindowHasAName()
    {
        Profile p;
        p.name = QStringLiteral("nas");
        QVERIFY(m_env.profiles.add(p));
        MainWindow w(m_env.context());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // With a report and facts on screen, so the pages show everything they can.
        QVERIFY(w.openExampleRun(QStringLiteral(":/examples/pi3b-nfs.pinasrun")));
        for (int i = 0; i < w.pages()->count(); ++i)
            w.pages()->setCurrentIndex(i);
        const QStringList missing = unnamed(&w);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("\n"))));
    }

    void everyFactGroupSaysWhyItMatters()
    {
        MainWindow w(m_env.context());
        QVERIFY(w.openExampleRun(QStringLiteral(":/examples/pi4-samba-ntfs.pinasrun")));
        FactsTree *tree = w.factsPage()->tree();
        QVERIFY(tree->topLevelItemCount() >= 5);
        QSet<QString> tips;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            const QString tip = tree->topLevelItem(i)->toolTip(0);
            QVERIFY2(!tip.isEmpty(), qPrintable(tree->topLevelItem(i)->text(0)));
            tips.insert(tip);
        }
        QCOMPARE(tips.size(), tree->topLevelItemCount()); // one explanation per group, not one for all
    }

    void everyControlOfTheDialogsHasAName()
    {
        MainWindow w(m_env.context());
        w.setWizardSources({m_env.dir.filePath(QStringLiteral("none")), QByteArray(), {}});
        WelcomeDialog welcome(&w);
        ProfileDialog dialog(Profile(), {}, &w);
        ProfileWizard *wizard = w.showProfileWizard();
        for (QWidget *d : {static_cast<QWidget *>(&welcome), static_cast<QWidget *>(&dialog),
                           static_cast<QWidget *>(wizard)}) {
            const QStringList missing = unnamed(d);
            QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("\n"))));
        }
    }

    void mainActionsHaveShortcutsOrMnemonics()
    {
        MainWindow w(m_env.context());
        for (const char *name : {"addPiAction", "showPage1", "showPage2", "showPage3", "showPage4", "showPage5"}) {
            auto *a = w.findChild<QAction *>(QString::fromLatin1(name));
            QVERIFY2(a, name);
            QVERIFY2(!a->shortcut().isEmpty() || a->text().contains(u'&'), name);
        }
        // Ctrl+2 shows the Report page from anywhere in the window.
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w.pages()->currentWidget(), static_cast<QWidget *>(w.reportPage()));
        // Every button of the welcome and the profile panel has a mnemonic.
        WelcomeDialog welcome(&w);
        for (QAbstractButton *b : {welcome.openExampleButton(), welcome.addPiButton()})
            QVERIFY2(b->text().contains(u'&'), qPrintable(b->text()));
    }

    void welcomeTabOrderFollowsTheReading()
    {
        MainWindow w(m_env.context());
        WelcomeDialog welcome(&w);
        welcome.show();
        QVERIFY(QTest::qWaitForWindowExposed(&welcome));
        const QList<QWidget *> chain = tabChain(welcome.examples());
        const qsizetype list = chain.indexOf(welcome.examples()), open = chain.indexOf(welcome.openExampleButton()),
                        add = chain.indexOf(welcome.addPiButton());
        QVERIFY(list >= 0 && open > list && add > open);
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
