#include "app/pages/placeholderpage.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

PlaceholderPage::PlaceholderPage(const char *title, const char *body, QWidget *parent)
    : QWidget(parent), m_title(title), m_body(body)
{
    m_heading = new QLabel(this);
    QFont f = m_heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    m_heading->setFont(f);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_text);
    layout->addStretch(1);
    retranslateUi();
}

QString PlaceholderPage::translatedTitle() const
{
    return QCoreApplication::translate("MainWindow", m_title);
}

void PlaceholderPage::retranslateUi()
{
    m_heading->setText(translatedTitle());
    m_text->setText(QCoreApplication::translate("MainWindow", m_body));
}

void PlaceholderPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
