#pragma once

#include "app/appcontext.h"
#include "app/i18n/languagemanager.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"

#include <QTemporaryDir>

// What a MainWindow needs, as on a first launch: settings, profiles and runs in a temporary folder
// of their own (nothing of the user's is read or written), and the English UI unless a test
// chooses otherwise. `MainWindow w(env.context());`
struct TestAppEnv
{
    QTemporaryDir dir;
    AppSettings settings{dir.filePath(QStringLiteral("settings.ini"))};
    LanguageManager languages;
    ProfileStore profiles{dir.filePath(QStringLiteral("profiles.json"))};
    RunStore runs{dir.filePath(QStringLiteral("runs"))};

    explicit TestAppEnv(AppSettings::Language language = AppSettings::Language::English)
    {
        settings.setLanguage(language);
        languages.apply(language);
    }
    AppContext context() { return {settings, languages, profiles, runs}; }
};
