#pragma once

#include "core/store/appsettings.h"

#include <QLocale>
#include <QObject>
#include <QTranslator>

// Owns the translators and swaps them at runtime. Installing or removing a translator makes Qt send
// QEvent::LanguageChange to every widget, which re-sets its texts: no restart needed.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    // Applies a choice from the settings; System follows the OS UI languages.
    void apply(AppSettings::Language choice);
    // The command line follows the system locale (LANG/LC_ALL on Linux).
    void applyForTerminal();

    AppSettings::Language choice() const { return m_choice; }
    // The language actually shown after resolving System.
    AppSettings::Language effective() const { return m_effective; }

    // True when the OS prefers Japanese over English.
    static bool systemPrefersJapanese(const QLocale &locale = QLocale::system());

signals:
    void languageChanged(AppSettings::Language effective);

private:
    void install(AppSettings::Language effective);
    void uninstall();

    AppSettings::Language m_choice = AppSettings::Language::System;
    AppSettings::Language m_effective = AppSettings::Language::English;
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    bool m_installed = false;
};
