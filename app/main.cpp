#include "app/cli/commandline.h"
#include "app/i18n/languagemanager.h"
#include "app/keychain/secretstore.h"
#include "app/mainwindow.h"
#ifdef Q_OS_WIN
#include "app/windows/bundledfonts.h"
#include "app/windows/processexit.h"
#endif
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>

namespace {

// The same id names the .desktop file, the AppStream metainfo and the icons (packaging/).
constexpr auto appId = "io.github.pinasdoctor.PiNasDoctor";

QIcon appIcon()
{
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/hicolor/%1x%1/apps/%2.png").arg(QString::number(size), QLatin1String(appId)));
    return icon;
}

// The window, or a subcommand. Everything it builds is destroyed when it returns.
int runApp(int argc, char *argv[])
{
    // Subcommands and --version/--help must work without a display, so they never build a QApplication.
    if (CommandLine::isCommandLine(argc, argv))
        return CommandLine::run(argc, argv);

    QApplication app(argc, argv);
#ifdef Q_OS_WIN
    BundledFonts::load();
#endif
    CommandLine::setApplicationInfo();
    // Wayland compositors match the window to the installed .desktop file by this name.
    QGuiApplication::setDesktopFileName(QLatin1String(appId));
    QApplication::setWindowIcon(appIcon());

    AppSettings settings;
    LanguageManager languages;
    languages.apply(settings.language());

    ProfileStore profiles(ProfileStore::defaultFilePath());
    const bool profilesLoaded = profiles.load();

    RunStore runs(RunStore::defaultFolder());

    SecretStore secrets;

    MainWindow window({settings, languages, profiles, runs, &secrets});
    window.show();
    if (!profilesLoaded)
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Saved connections"),
                             profiles.errorString());
    else
        window.showWelcomeIfFirstRun();
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    const int exitCode = runApp(argc, argv);
#ifdef Q_OS_WIN
    ProcessExit::now(exitCode); // not through the DLLs' teardown, which can hang (processexit.h)
#else
    return exitCode;
#endif
}
