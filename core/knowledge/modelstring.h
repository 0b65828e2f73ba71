#pragma once

#include <QString>
#include <QStringView>

// A device-tree model string ("Raspberry Pi 3 Model B Plus Rev 1.3", also cpuinfo "Model") split
// into the board name and its revision, with the revision-code type field of the board when the
// board table knows the name. Board facts themselves (NIC, USB 3, ceilings) stay in BoardTable.
struct ModelString
{
    QString name;          // "Raspberry Pi 3 Model B Plus"
    QString boardRevision; // "1.3"
    int typeCode = -1;     // -1 when the name is not a Raspberry Pi the board table knows

    static ModelString parse(QStringView model);
    // The device-tree spelling of the board with this type field ("Raspberry Pi 3 Model B" for 0x08);
    // empty for a type the board table does not know.
    static QString nameForType(int typeCode);
};
