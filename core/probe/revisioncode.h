#pragma once

#include <QString>

// Raspberry Pi board identity from the cpuinfo "Revision" code or the device-tree model string
// (KNOWLEDGE.md §1.3, raspberrypi/documentation revision-codes.adoc). This only names the board;
// what the board can do (NIC, USB 3, ceilings) lives in the board table in core/knowledge.
struct RevisionInfo
{
    bool valid = false;
    bool newStyle = false;
    int typeCode = -1;         // 0x08 = 3B, 0x0d = 3B+, 0x11 = 4B, 0x17 = 5 ...
    int ramMb = -1;
    QString soc;               // "BCM2837"
    QString manufacturer;      // "Sony UK"
    QString boardRevision;     // "1.2"
    bool warrantyVoided = false;
};

RevisionInfo decodeRevision(const QString &code);

// "Raspberry Pi 3 Model B" for type 0x08; empty for an unknown type.
QString modelNameForType(int typeCode);

struct ModelString
{
    QString name;              // "Raspberry Pi 3 Model B Plus"
    QString boardRevision;     // "1.3"
    int typeCode = -1;         // -1 when the name is not a known Raspberry Pi
};

// "Raspberry Pi 3 Model B Plus Rev 1.3" -> name, revision and type code.
ModelString parseModelString(const QString &model);
