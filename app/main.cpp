#include "app/cli/commandline.h"
#include "app/i18n/languagemanager.h"
#include "app/keychain/secretstore.h"
#include "app/mainwindow.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"

#include <QApplication>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    // Subcommands and --version/--help must work without a display, so they never build a QApplication.
    if (CommandLine::isCommandLine(argc, argv))
        return CommandLine::run(argc, argv);

    QApplication app(argc, argv);
    CommandLine::setApplicationInfo();

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
