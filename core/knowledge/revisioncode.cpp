#include "core/knowledge/revisioncode.h"

#include <array>

// Tables transcribed from raspberrypi/documentation
// documentation/asciidoc/computers/raspberry-pi/revision-codes.adoc (docs/knowledge.md §1.3).

namespace {

struct OldStyleRow
{
    quint32 code;
    int typeCode; // the new-style type field value for the same model
    const char *revision;
    int memoryMB; // -1 where the table gives two sizes (0015: "256 MB / 512 MB")
    const char *manufacturer;
};

constexpr int kTypeA = 0x00, kTypeB = 0x01, kTypeAPlus = 0x02, kTypeBPlus = 0x03, kTypeCM1 = 0x06;

constexpr std::array<OldStyleRow, 17> kOldStyle{{
    {0x0002, kTypeB, "1.0", 256, "Egoman"},
    {0x0003, kTypeB, "1.0", 256, "Egoman"},
    {0x0004, kTypeB, "2.0", 256, "Sony UK"},
    {0x0005, kTypeB, "2.0", 256, "Qisda"},
    {0x0006, kTypeB, "2.0", 256, "Egoman"},
    {0x0007, kTypeA, "2.0", 256, "Egoman"},
    {0x0008, kTypeA, "2.0", 256, "Sony UK"},
    {0x0009, kTypeA, "2.0", 256, "Qisda"},
    {0x000d, kTypeB, "2.0", 512, "Egoman"},
    {0x000e, kTypeB, "2.0", 512, "Sony UK"},
    {0x000f, kTypeB, "2.0", 512, "Egoman"},
    {0x0010, kTypeBPlus, "1.2", 512, "Sony UK"},
    {0x0011, kTypeCM1, "1.0", 512, "Sony UK"},
    {0x0012, kTypeAPlus, "1.1", 256, "Sony UK"},
    {0x0013, kTypeBPlus, "1.2", 512, "Embest"},
    {0x0014, kTypeCM1, "1.0", 512, "Embest"},
    {0x0015, kTypeAPlus, "1.1", -1, "Embest"},
}};

// Bits 16–19.
constexpr std::array<const char *, 6> kManufacturers{
    {"Sony UK", "Egoman", "Embest", "Sony Japan", "Embest", "Stadium"}};
// Bits 12–15.
constexpr std::array<const char *, 5> kProcessors{{"BCM2835", "BCM2836", "BCM2837", "BCM2711", "BCM2712"}};

struct TypeRow
{
    int typeCode;
    const char *name;
};
// Bits 4–11; 0x05 (alpha prototype), 0x0f and 0x16 (internal use) are left out on purpose.
constexpr std::array<TypeRow, 24> kTypes{{
    {0x00, "A"},    {0x01, "B"},    {0x02, "A+"},       {0x03, "B+"},       {0x04, "2B"},  {0x06, "CM1"},
    {0x08, "3B"},   {0x09, "Zero"}, {0x0a, "CM3"},      {0x0c, "Zero W"},   {0x0d, "3B+"}, {0x0e, "3A+"},
    {0x10, "CM3+"}, {0x11, "4B"},   {0x12, "Zero 2 W"}, {0x13, "400"},      {0x14, "CM4"}, {0x15, "CM4S"},
    {0x17, "5"},    {0x18, "CM5"},  {0x19, "500/500+"}, {0x1a, "CM5 Lite"}, {0x1b, "CM0"}, {0x05, "Alpha"},
}};

constexpr quint32 kNewStyleFlag = 1u << 23;
constexpr quint32 kWarrantyBit = 1u << 25;

bool parseHex(QStringView text, quint32 *out)
{
    QStringView t = text.trimmed();
    if (t.startsWith(u"0x") || t.startsWith(u"0X"))
        t = t.mid(2);
    // A revision code is at most 32 bits: 8 hex digits.
    if (t.isEmpty() || t.size() > 8)
        return false;
    quint32 value = 0;
    for (const QChar c : t) {
        const char16_t u = c.unicode();
        int digit = -1;
        if (u >= u'0' && u <= u'9')
            digit = u - u'0';
        else if (u >= u'a' && u <= u'f')
            digit = u - u'a' + 10;
        else if (u >= u'A' && u <= u'F')
            digit = u - u'A' + 10;
        if (digit < 0)
            return false;
        value = (value << 4) | quint32(digit);
    }
    *out = value;
    return true;
}

} // namespace

QString RevisionCode::typeName(int typeCode)
{
    for (const TypeRow &row : kTypes) {
        if (row.typeCode == typeCode)
            return QString::fromLatin1(row.name);
    }
    return {};
}

RevisionCode RevisionCode::decode(QStringView text)
{
    RevisionCode r;
    quint32 code = 0;
    if (!parseHex(text, &code))
        return r;

    if (code & kNewStyleFlag) {
        r.m_valid = true;
        r.m_newStyle = true;
        r.m_code = code;
        r.m_typeCode = int((code >> 4) & 0xff);
        const int mem = int((code >> 20) & 0x7);
        // 7 means "Other": the size is only in the rpi-sdram-size-gbit firmware parameter.
        r.m_memoryMB = mem <= 6 ? (256 << mem) : -1;
        const quint32 maker = (code >> 16) & 0xf;
        if (maker < kManufacturers.size())
            r.m_manufacturer = QString::fromLatin1(kManufacturers[maker]);
        const quint32 proc = (code >> 12) & 0xf;
        if (proc < kProcessors.size())
            r.m_processor = QString::fromLatin1(kProcessors[proc]);
        // The documentation's tables print new-style board revisions as 1.<RRRR>.
        r.m_boardRevision = QStringLiteral("1.%1").arg(code & 0xf);
        r.m_warrantyVoided = (code & kWarrantyBit) != 0;
        return r;
    }

    // Old style. An over-volted board shows "1000" in front ("1000002" or "10000002" in the wild):
    // the board code is the low 16 bits, anything above them is that prefix.
    const quint32 low = code & 0xffff;
    const quint32 high = code >> 16;
    if (high != 0 && high != 0x100 && high != 0x1000)
        return r;
    for (const OldStyleRow &row : kOldStyle) {
        if (row.code != low)
            continue;
        r.m_valid = true;
        r.m_code = code;
        r.m_typeCode = row.typeCode;
        r.m_memoryMB = row.memoryMB;
        r.m_manufacturer = QString::fromLatin1(row.manufacturer);
        r.m_processor = QStringLiteral("BCM2835");
        r.m_boardRevision = QString::fromLatin1(row.revision);
        r.m_warrantyVoided = high != 0;
        return r;
    }
    return r;
}
