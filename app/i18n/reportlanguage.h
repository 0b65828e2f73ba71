#pragma once

#include "core/store/appsettings.h"

#include <QTranslator>

// Reports are built with tr() at build time, so the report's language is whatever translator is
// on top. This puts the report language's translator on top for as long as it lives, so a report
// can be in Japanese while the window is in English, and the other way round.
// One text of the report's own widgets (its buttons and headings) in the report language, without
// installing a translator: installing one sends every window a LanguageChange, and a page that
// answered it by installing its own again would never stop. `source` is marked with QT_TR_NOOP.
namespace ReportLanguage {
QString translate(AppSettings::Language language, const char *context, const char *source);
}

class ScopedReportLanguage
{
public:
    // English or Japanese; System means "as the window": nothing is installed.
    explicit ScopedReportLanguage(AppSettings::Language language);
    ~ScopedReportLanguage();
    ScopedReportLanguage(const ScopedReportLanguage &) = delete;
    ScopedReportLanguage &operator=(const ScopedReportLanguage &) = delete;

private:
    std::unique_ptr<QTranslator> m_translator;
};
