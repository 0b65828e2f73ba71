#include "app/pages/profilespanel.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

ProfilesPanel::ProfilesPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("profilesPanel"));
    m_heading = new QLabel(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addProfile"));
    m_add->setEnabled(false);
    m_heading->setBuddy(m_list);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_add);
    retranslateUi();
}

void ProfilesPanel::retranslateUi()
{
    m_heading->setText(tr("&Pis"));
    m_list->setAccessibleName(tr("Saved connections"));
    m_add->setText(tr("&Add a Pi…"));
}

void ProfilesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
