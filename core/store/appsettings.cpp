#include "core/store/appsettings.h"

#include <QJsonDocument>
#include <QSettings>

namespace {
const auto kLanguage = QStringLiteral("ui/language");
const auto kGeometry = QStringLiteral("mainWindow/geometry");
const auto kState = QStringLiteral("mainWindow/state");
const auto kSplitterPrefix = QStringLiteral("mainWindow/splitter/");
const auto kLastProfile = QStringLiteral("profiles/last");
const auto kWelcomeShown = QStringLiteral("ui/welcomeShown");
const auto kMyData = QStringLiteral("answers/myData"); // JSON: {"backup-first-full": 2e12, …}
} // namespace

AppSettings::AppSettings() : m_settings(std::make_unique<QSettings>()) {}

AppSettings::AppSettings(const QString &iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
}

AppSettings::~AppSettings() = default;

QString AppSettings::languageKey(Language language)
{
    switch (language) {
    case Language::Japanese:
        return QStringLiteral("ja");
    case Language::English:
        return QStringLiteral("en");
    case Language::System:
        break;
    }
    return QStringLiteral("system");
}

AppSettings::Language AppSettings::languageFromKey(const QString &key)
{
    if (key == QLatin1String("ja"))
        return Language::Japanese;
    if (key == QLatin1String("en"))
        return Language::English;
    return Language::System;
}

AppSettings::Language AppSettings::language() const
{
    return languageFromKey(m_settings->value(kLanguage).toString());
}

void AppSettings::setLanguage(Language language)
{
    m_settings->setValue(kLanguage, languageKey(language));
}

QByteArray AppSettings::mainWindowGeometry() const { return m_settings->value(kGeometry).toByteArray(); }
void AppSettings::setMainWindowGeometry(const QByteArray &geometry) { m_settings->setValue(kGeometry, geometry); }
QByteArray AppSettings::mainWindowState() const { return m_settings->value(kState).toByteArray(); }
void AppSettings::setMainWindowState(const QByteArray &state) { m_settings->setValue(kState, state); }

QByteArray AppSettings::splitterState(const QString &name) const
{
    return m_settings->value(kSplitterPrefix + name).toByteArray();
}

void AppSettings::setSplitterState(const QString &name, const QByteArray &state)
{
    m_settings->setValue(kSplitterPrefix + name, state);
}

QString AppSettings::lastProfile() const { return m_settings->value(kLastProfile).toString(); }
void AppSettings::setLastProfile(const QString &name) { m_settings->setValue(kLastProfile, name); }

bool AppSettings::welcomeShown() const { return m_settings->value(kWelcomeShown, false).toBool(); }
void AppSettings::setWelcomeShown(bool shown) { m_settings->setValue(kWelcomeShown, shown); }

MyData AppSettings::myData() const
{
    // The settings file is the user's to edit: it is read as any other outside JSON (MyData::fromJson).
    const QByteArray text = m_settings->value(kMyData).toByteArray();
    return MyData::fromJson(QJsonDocument::fromJson(text.left(64 * 1024)).object());
}

void AppSettings::setMyData(const MyData &data)
{
    if (data.bytes.isEmpty())
        m_settings->remove(kMyData);
    else
        m_settings->setValue(kMyData, QString::fromUtf8(QJsonDocument(data.toJson()).toJson(QJsonDocument::Compact)));
}

void AppSettings::sync() { m_settings->sync(); }
