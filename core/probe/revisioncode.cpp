#include "core/probe/revisioncode.h"

#include <QRegularExpression>

namespace {

struct TypeName { int code; const char16_t *name; };

// Type field of new-style codes, names as the device tree spells them.
constexpr TypeName kTypes[] = {
    {0x00, u"Raspberry Pi Model A"},           {0x01, u"Raspberry Pi Model B"},
    {0x02, u"Raspberry Pi Model A Plus"},      {0x03, u"Raspberry Pi Model B Plus"},
    {0x04, u"Raspberry Pi 2 Model B"},         {0x06, u"Raspberry Pi Compute Module"},
    {0x08, u"Raspberry Pi 3 Model B"},         {0x09, u"Raspberry Pi Zero"},
    {0x0a, u"Raspberry Pi Compute Module 3"},  {0x0c, u"Raspberry Pi Zero W"},
    {0x0d, u"Raspberry Pi 3 Model B Plus"},    {0x0e, u"Raspberry Pi 3 Model A Plus"},
    {0x10, u"Raspberry Pi Compute Module 3 Plus"}, {0x11, u"Raspberry Pi 4 Model B"},
    {0x12, u"Raspberry Pi Zero 2 W"},          {0x13, u"Raspberry Pi 400"},
    {0x14, u"Raspberry Pi Compute Module 4"},  {0x15, u"Raspberry Pi Compute Module 4S"},
    {0x17, u"Raspberry Pi 5 Model B"},         {0x18, u"Raspberry Pi Compute Module 5"},
    {0x19, u"Raspberry Pi 500"},               {0x1a, u"Raspberry Pi Compute Module 5 Lite"},
    {0x1b, u"Raspberry Pi Compute Module 0"},
};

struct OldCode { int code; int type; int ramMb; const char16_t *rev; const char16_t *maker; };

// Old-style (pre-Pi 2) sequential codes.
constexpr OldCode kOld[] = {
    {0x2, 0x01, 256, u"1.0", u"Egoman"},  {0x3, 0x01, 256, u"1.0", u"Egoman"},
    {0x4, 0x01, 256, u"2.0", u"Sony UK"}, {0x5, 0x01, 256, u"2.0", u"Qisda"},
    {0x6, 0x01, 256, u"2.0", u"Egoman"},  {0x7, 0x00, 256, u"2.0", u"Egoman"},
    {0x8, 0x00, 256, u"2.0", u"Sony UK"}, {0x9, 0x00, 256, u"2.0", u"Qisda"},
    {0xd, 0x01, 512, u"2.0", u"Egoman"},  {0xe, 0x01, 512, u"2.0", u"Sony UK"},
    {0xf, 0x01, 512, u"2.0", u"Egoman"},  {0x10, 0x03, 512, u"1.2", u"Sony UK"},
    {0x11, 0x06, 512, u"1.0", u"Sony UK"}, {0x12, 0x02, 256, u"1.1", u"Sony UK"},
    {0x13, 0x03, 512, u"1.2", u"Embest"}, {0x14, 0x06, 512, u"1.0", u"Embest"},
    {0x15, 0x02, 256, u"1.1", u"Embest"},
};

const char16_t *const kSocs[] = {u"BCM2835", u"BCM2836", u"BCM2837", u"BCM2711", u"BCM2712"};
const char16_t *const kMakers[] = {u"Sony UK", u"Egoman", u"Embest", u"Sony Japan", u"Embest", u"Stadium"};

} // namespace

RevisionInfo decodeRevision(const QString &code)
{
    RevisionInfo r;
    QString c = code.trimmed().toLower();
    if (c.startsWith(u"0x"))
        c = c.mid(2);
    bool ok = false;
    const quint64 wide = c.toULongLong(&ok, 16);
    if (!ok || c.isEmpty() || c.size() > 8)
        return r;
    const quint32 v = quint32(wide);
    if (v & (1u << 23)) {
        r.newStyle = true;
        r.typeCode = int((v >> 4) & 0xff);
        const int mem = int((v >> 20) & 7);
        r.ramMb = mem <= 6 ? 256 << mem : -1;
        const int proc = int((v >> 12) & 0xf);
        if (proc < int(std::size(kSocs)))
            r.soc = QString::fromUtf16(kSocs[proc]);
        const int maker = int((v >> 16) & 0xf);
        if (maker < int(std::size(kMakers)))
            r.manufacturer = QString::fromUtf16(kMakers[maker]);
        r.boardRevision = QStringLiteral("1.%1").arg(v & 0xf);
        r.warrantyVoided = v & (1u << 25);
        r.valid = !modelNameForType(r.typeCode).isEmpty();
        return r;
    }
    // Old style; a leading 1 (bit 24) means the board was over-volted.
    const int seq = int(v & 0xffffff);
    for (const OldCode &o : kOld) {
        if (o.code != seq)
            continue;
        r.valid = true;
        r.typeCode = o.type;
        r.ramMb = o.ramMb;
        r.boardRevision = QString::fromUtf16(o.rev);
        r.manufacturer = QString::fromUtf16(o.maker);
        r.soc = QStringLiteral("BCM2835");
        r.warrantyVoided = v & (1u << 24);
        return r;
    }
    return r;
}

QString modelNameForType(int typeCode)
{
    for (const TypeName &t : kTypes)
        if (t.code == typeCode)
            return QString::fromUtf16(t.name);
    return QString();
}

ModelString parseModelString(const QString &model)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(.*?)(?:\\s+Rev\\s+([0-9.]+))?\\s*$"));
    ModelString out;
    const auto m = re.match(model);
    out.name = m.captured(1).trimmed();
    out.boardRevision = m.captured(2);
    if (!out.name.startsWith(u"Raspberry Pi"))
        return out;
    // Longest known name that the string equals (names are prefixes of one another: "3 Model B" / "3 Model B Plus").
    for (const TypeName &t : kTypes)
        if (out.name.compare(QString::fromUtf16(t.name), Qt::CaseInsensitive) == 0)
            out.typeCode = t.code;
    return out;
}
