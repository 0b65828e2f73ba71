// Renders the main window in English and Japanese to PNG files, for review and the README.
// Run it under a real X server (xvfb-run) to see real fonts: scripts/screenshots does that.
#include "app/cli/commandline.h"
#include "app/dialogs/welcomedialog.h"
#include "app/i18n/languagemanager.h"
#include "app/mainwindow.h"
#include "app/pages/comparepage.h"
#include "app/pages/factspage.h"
#include "app/pages/profilespanel.h"
#include "app/pages/reportpage.h"
#include "core/model/run.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/gui/testwindow.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    CommandLine::setApplicationInfo();
    const QString outDir = app.arguments().value(1, QStringLiteral("docs/screenshots"));
    // With a run file as the second argument: only the report of that run (e.g. from the test bed),
    // saved as report-<file name>-<lang>.png.
    const QString runFile = app.arguments().value(2);
    QDir().mkpath(outDir);

    TestAppEnv env;
    LanguageManager &languages = env.languages;
    MainWindow window(env.context());
    window.resize(1280, 860);
    // The write-ups shipped as example runs fill the report, facts and compare pages.
    const auto pi3b = Run::load(QStringLiteral(":/examples/pi3b-nfs.pinasrun"));
    const auto ntfs = Run::load(QStringLiteral(":/examples/pi4-samba-ntfs.pinasrun"));
    const auto ext4 = Run::load(QStringLiteral(":/examples/pi4-samba-ext4.pinasrun"));
    if (!runFile.isEmpty()) {
        const auto run = Run::load(runFile);
        if (!run.ok()) {
            qWarning("%s", qPrintable(run.errorString()));
            return 2;
        }
        window.reportPage()->setRun(run.value());
        window.pages()->setCurrentWidget(window.reportPage());
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return 1;
        for (const auto lang : {AppSettings::Language::English, AppSettings::Language::Japanese}) {
            languages.apply(lang);
            QTest::qWait(300);
            const QString name = QStringLiteral("%1/report-%2-%3.png")
                                     .arg(outDir, QFileInfo(runFile).completeBaseName(),
                                          lang == AppSettings::Language::English ? u"en"_s : u"ja"_s);
            if (!window.grab().save(name))
                return 1;
        }
        return 0;
    }
    // A Pi with the example runs in its history, so the Diagnose and History pages show a real state.
    Profile nas;
    nas.name = u"nas"_s;
    nas.remoteDir = u"/srv/nas"_s;
    nas.sharePath = u"/mnt/nas"_s;
    env.profiles.add(nas);
    for (const auto *r : {&pi3b, &ntfs, &ext4})
        if (r->ok()) {
            Run copy = r->value();
            copy.setProfile(QJsonObject{{u"name"_s, nas.name}});
            env.runs.add(copy);
        }
    window.profilesPanel()->reloadAndSelect(nas.name);
    if (pi3b.ok()) {
        window.reportPage()->setRun(pi3b.value());
        window.factsPage()->setTranscript(pi3b.value().transcript());
    }
    if (ntfs.ok() && ext4.ok())
        window.comparePage()->setRuns({ntfs.value(), ext4.value()});
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;

    const struct { AppSettings::Language lang; const char *suffix; } langs[] = {
        {AppSettings::Language::English, "en"}, {AppSettings::Language::Japanese, "ja"}};
    // The smallest window the app is made for and a large one: every page at both.
    const QSize sizes[] = {QSize(1024, 700), QSize(1600, 1000)};
    for (const auto &l : langs) {
        languages.apply(l.lang);
        for (const QSize &size : sizes) {
            window.resize(size);
            for (int i = 0; i < window.pages()->count(); ++i) {
                window.pages()->setCurrentIndex(i);
                QTest::qWait(300);
                const QString name = QStringLiteral("%1/%2-%3-%4x%5.png")
                                         .arg(outDir, window.pages()->widget(i)->objectName(),
                                              QString::fromLatin1(l.suffix), QString::number(size.width()),
                                              QString::number(size.height()));
                if (!window.grab().save(name))
                    return 1;
            }
        }
        // The first-run welcome and the first page of the Add-a-Pi wizard (without this machine's
        // ~/.ssh/config or mounts, which are nobody's business in a screenshot).
        window.setWizardSources({QString(), QByteArray(), {}});
        for (QDialog *d : {static_cast<QDialog *>(window.showWelcome()), static_cast<QDialog *>(window.showProfileWizard())}) {
            if (!QTest::qWaitForWindowExposed(d))
                return 1;
            QTest::qWait(300);
            const QString name =
                QStringLiteral("%1/%2-%3.png").arg(outDir, d->objectName(), QString::fromLatin1(l.suffix));
            if (!d->grab().save(name))
                return 1;
            d->close();
        }
    }
    // A report in another language than the window's, at the smallest size: an English window
    // with the report in Japanese, and the other way round.
    for (const auto &l : langs) {
        languages.apply(l.lang);
        window.resize(sizes[0]);
        window.pages()->setCurrentWidget(window.reportPage());
        const bool english = l.lang == AppSettings::Language::English;
        window.reportPage()->setReportLanguage(english ? AppSettings::Language::Japanese : AppSettings::Language::English);
        QTest::qWait(300);
        const QString name = QStringLiteral("%1/reportPage-%2-window-%3-report-1024x700.png")
                                 .arg(outDir, QString::fromLatin1(l.suffix), english ? u"ja"_s : u"en"_s);
        if (!window.grab().save(name))
            return 1;
        window.reportPage()->setReportLanguage(l.lang);
    }
    return 0;
}
