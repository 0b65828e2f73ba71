#pragma once

class AppSettings;
class LanguageManager;
class ProfileStore;
class RunStore;
class SecretStore;

// The long-lived stores and services the window works with. main() owns them; tests build their
// own over temporary folders. Passed by reference so no page reaches for a global.
struct AppContext
{
    AppSettings &settings;
    LanguageManager &languages;
    ProfileStore &profiles;
    RunStore &runs;
    SecretStore *secrets = nullptr; // the OS keychain; none in most tests
};
