#pragma once

#include "core/knowledge/mydata.h"

#include <QByteArray>
#include <QString>

#include <memory>

class QSettings;

// Typed access to the app's settings with their defaults in one place.
// Tests build one over a temporary file so they never touch the user's settings.
class AppSettings
{
public:
    enum class Language { System, Japanese, English };

    AppSettings();                                  // the user's settings (QSettings defaults)
    explicit AppSettings(const QString &iniPath);   // a file of its own, for tests
    ~AppSettings();

    Language language() const;
    void setLanguage(Language language);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray &state);
    QByteArray splitterState(const QString &name) const;
    void setSplitterState(const QString &name, const QByteArray &state);

    QString lastProfile() const;
    void setLastProfile(const QString &name);

    // The welcome screen is shown once; Help → Welcome shows it again.
    bool welcomeShown() const;
    void setWelcomeShown(bool shown);

    // Settings → My data: the owner's sizes for the copy and backup answers (only those they
    // changed; the rest follow the workload table).
    MyData myData() const;
    void setMyData(const MyData &data);

    void sync();

    static QString languageKey(Language language);
    static Language languageFromKey(const QString &key);

private:
    std::unique_ptr<QSettings> m_settings;
};
