#pragma once

#include <QString>
#include <QStringView>

// The /proc/cpuinfo "Revision" code of a Raspberry Pi, decoded.
// Layout from raspberrypi/documentation documentation/asciidoc/computers/raspberry-pi/revision-codes.adoc
// (docs/knowledge.md §1.3): old-style sequential codes 0002–0015 (Pi 1 era), and the new style
// NOQuuuWuFMMMCCCCPPPPTTTTTTTTRRRR with bit 23 (F) set.
// decode() is a pure function: any text gives either a valid decode or an invalid value, never a crash.
class RevisionCode
{
public:
    // Parses "a02082", "000d", "0x9020e0", "1000002" (over-volted old style), with surrounding blanks.
    static RevisionCode decode(QStringView text);

    // Short model name for a new-style type field value ("3B+", "4B", "Zero 2 W"); empty if unknown.
    static QString typeName(int typeCode);

    bool isValid() const { return m_valid; }
    quint32 code() const { return m_code; }
    bool isNewStyle() const { return m_newStyle; }
    // New-style type field (bits 4–11). Old-style codes are mapped to the same field values
    // (A 0x00, B 0x01, A+ 0x02, B+ 0x03, CM1 0x06) so both kinds can be looked up one way. -1 = unknown.
    int typeCode() const { return m_typeCode; }
    QString typeName() const { return typeName(m_typeCode); }
    int memoryMB() const { return m_memoryMB; }               // -1 = not stated by the code
    QString manufacturer() const { return m_manufacturer; }   // empty = unknown
    QString processor() const { return m_processor; }         // "BCM2835" … "BCM2712"; empty = unknown
    QString boardRevision() const { return m_boardRevision; } // "1.2", "2.0"; empty = unknown
    // Old style: the "1000" prefix (over-volted). New style: W bit 25 (warranty voided by overclocking).
    bool warrantyVoided() const { return m_warrantyVoided; }

private:
    bool m_valid = false;
    bool m_newStyle = false;
    bool m_warrantyVoided = false;
    quint32 m_code = 0;
    int m_typeCode = -1;
    int m_memoryMB = -1;
    QString m_manufacturer;
    QString m_processor;
    QString m_boardRevision;
};
