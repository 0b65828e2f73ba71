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

// The Japanese catalogue, loaded once for lookups that do not install it.
const QTranslator *japanese()
{
    static QTranslator *translator = [] {
        auto *t = new QTranslator(QCoreApplication::instance());
        if (!t->load(QStringLiteral(":/i18n/pinas_ja.qm"))) {
            delete t;
            return static_cast<QTranslator *>(nullptr);
        }
        return t;
    }();
    return translator;
}

} // namespace

QString ReportLanguage::translate(AppSettings::Language language, const char *context, const char *source)
{
    switch (language) {
    case AppSettings::Language::System:
        return QCoreApplication::translate(context, source);
    case AppSettings::Language::English:
        return QString::fromUtf8(source);
    case AppSettings::Language::Japanese:
        break;
    }
    const QTranslator *t = japanese();
    const QString text = t ? t->translate(context, source) : QString();
    return text.isEmpty() ? QString::fromUtf8(source) : text;
}

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
