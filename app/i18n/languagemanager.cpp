#include "app/i18n/languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) {}

LanguageManager::~LanguageManager()
{
    uninstall();
}

bool LanguageManager::systemPrefersJapanese(const QLocale &locale)
{
    // uiLanguages is ordered by preference; the first of ja/en wins, anything else means English.
    for (const QString &lang : locale.uiLanguages()) {
        if (lang.startsWith(QLatin1String("ja")))
            return true;
        if (lang.startsWith(QLatin1String("en")))
            return false;
    }
    return false;
}

void LanguageManager::apply(AppSettings::Language choice)
{
    m_choice = choice;
    AppSettings::Language effective = choice;
    if (choice == AppSettings::Language::System)
        effective = systemPrefersJapanese() ? AppSettings::Language::Japanese : AppSettings::Language::English;
    install(effective);
}

void LanguageManager::applyForTerminal()
{
    apply(AppSettings::Language::System);
}

void LanguageManager::uninstall()
{
    if (!m_installed)
        return;
    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    m_installed = false;
}

void LanguageManager::install(AppSettings::Language effective)
{
    uninstall();
    m_effective = effective;
    if (effective == AppSettings::Language::Japanese) {
        QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
        const bool appLoaded = m_appTranslator.load(QStringLiteral(":/i18n/pinas_ja.qm"));
        // Qt's own strings (standard buttons, file dialogs) come from the Qt installation, when present.
        const bool qtLoaded = m_qtTranslator.load(QStringLiteral("qtbase_ja"),
                                                  QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        if (appLoaded)
            QCoreApplication::installTranslator(&m_appTranslator);
        if (qtLoaded)
            QCoreApplication::installTranslator(&m_qtTranslator);
        m_installed = appLoaded || qtLoaded;
    } else {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // Removing the translators already sent LanguageChange; if none were installed, send it anyway
        // so a switch from "follow the system" to English still re-sets texts.
        if (QCoreApplication::instance()) {
            QEvent change(QEvent::LanguageChange);
            QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
        }
    }
    emit languageChanged(effective);
}
