#pragma once

#include <QObject>

#include <functional>

class AppSettings;
class CommandRunner;
struct Profile;
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
    // Where the Run page and "Test connection" send their commands. Empty (the app): a real SSH
    // connection per attempt (SshAttempt). Tests: a runner of their own, e.g. the scripted runner
    // (tests/support), made per attempt as a child of parent; nullptr means it could not connect.
    std::function<CommandRunner *(const Profile &profile, QObject *parent)> makeRunner = {};
};
