#pragma once

#include <QCoreApplication>
#include <QString>

// One or two sentences per group of the Facts page on why that group matters for a NAS's speed:
// the group row's tooltip, so a user who does not know what "uas" or "get_throttled" means
// learns why it is listed before reading the rows.
class FactGroupHelp
{
    Q_DECLARE_TR_FUNCTIONS(FactGroupHelp)
public:
    // groupKey: "group.board", "group.power", …; empty for an unknown key.
    static QString whyItMatters(const QString &groupKey);
};
