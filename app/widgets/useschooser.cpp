#include "app/widgets/useschooser.h"

#include "core/knowledge/workloads.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>

UsesChooser::UsesChooser(QWidget *parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("usesChooser"));
    auto *grid = new QGridLayout(this);
    for (const QString &use : Workload::kUses) {
        auto *box = new QCheckBox(this);
        box->setObjectName(QStringLiteral("use-") + use);
        const int i = int(m_boxes.size());
        grid->addWidget(box, i / 2, i % 2); // two columns: five uses fit a small window
        m_boxes << box;
    }
    retranslateUi();
}

QStringList UsesChooser::uses() const
{
    QStringList list;
    for (qsizetype i = 0; i < m_boxes.size(); ++i)
        if (m_boxes.at(i)->isChecked())
            list << Workload::kUses.at(i);
    return list;
}

void UsesChooser::setUses(const QStringList &uses)
{
    for (qsizetype i = 0; i < m_boxes.size(); ++i)
        m_boxes.at(i)->setChecked(uses.contains(Workload::kUses.at(i)));
}

void UsesChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void UsesChooser::retranslateUi()
{
    setTitle(tr("What do you use this NAS for? The report answers those questions first."));
    for (qsizetype i = 0; i < m_boxes.size(); ++i)
        m_boxes.at(i)->setText(Workload::useTitle(Workload::kUses.at(i)));
}
