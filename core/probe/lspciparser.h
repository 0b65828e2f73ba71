#pragma once

#include <QList>
#include <QString>

#include <optional>

// `lspci -vv` (or -vvv, -vvxxx): each function's header line ("0000:01:00.0 Non-Volatile memory
// controller: ...") and, in its PCI Express capability, the link it can run (LnkCap) and the
// link it trained at (LnkSta). A block pasted without its header still gives its link.
struct LspciFunction
{
    QString address;     // "0000:01:00.0", "01:00.0"
    QString description; // "Non-Volatile memory controller: Toshiba Corporation XG6 NVMe ..."
    bool endpoint = false;
    bool rootPort = false;
    std::optional<double> capableGts;
    std::optional<int> capableLanes;
    std::optional<double> gts;
    std::optional<int> lanes;

    bool isNvme() const;
};

QList<LspciFunction> parseLspci(const QString &text);
