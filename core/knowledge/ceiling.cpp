#include "core/knowledge/ceiling.h"

#include <QCoreApplication>

QString Ceiling::explanation() const
{
    if (!text)
        return {};
    // Translated at call time, so a language switch shows up on the next repaint.
    QString s = QCoreApplication::translate("Ceilings", text);
    for (const QString &a : args)
        s = s.arg(a);
    return s;
}
