#include "app/i18n/reportlanguage.h"

#include <QCoreApplication>

namespace {

// English is the source language: a translator that answers every lookup with the source text
// shadows the Japanese one underneath it.
class SourceTextTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return sourceText ? QString::fromUtf8(sourceText) : QString();
    }
    bool isEmpty() const override { return false; }
};

} // namespace

ScopedReportLanguage::ScopedReportLanguage(AppSettings::Language language)
{
    if (language == AppSettings::Language::English) {
        m_translator = std::make_unique<SourceTextTranslator>();
    } else if (language == AppSettings::Language::Japanese) {
        m_translator = std::make_unique<QTranslator>();
        if (!m_translator->load(QStringLiteral(":/i18n/pinas_ja.qm")))
            m_translator.reset();
    }
    if (m_translator)
        QCoreApplication::installTranslator(m_translator.get());
}

ScopedReportLanguage::~ScopedReportLanguage()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
}
