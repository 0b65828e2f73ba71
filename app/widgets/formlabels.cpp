#include "app/widgets/formlabels.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>

namespace FormLabels {

QWidget *buddyFor(QWidget *field)
{
    if (qobject_cast<QComboBox *>(field) || qobject_cast<QLineEdit *>(field) || qobject_cast<QAbstractSpinBox *>(field))
        return field;
    if (auto *combo = field->findChild<QComboBox *>())
        return combo;
    if (auto *edit = field->findChild<QLineEdit *>())
        return edit;
    return field;
}

void nameBuddies(const QList<QLabel *> &labels)
{
    for (QLabel *label : labels) {
        QWidget *buddy = label->buddy();
        if (!buddy)
            continue;
        QString name = label->text();
        name.remove(u'&');
        name = name.trimmed();
        if (name.endsWith(u':') || name.endsWith(u'：'))
            name.chop(1);
        buddy->setAccessibleName(name.trimmed());
    }
}

} // namespace FormLabels
