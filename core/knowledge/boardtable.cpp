#include "core/knowledge/boardtable.h"

#include "core/knowledge/revisioncode.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace {

// "0x0d" or "13" -> 13; "000d" (old-style code, always hex) -> 13. -1 when unreadable.
int parseCode(const QJsonValue &v, int base)
{
    if (v.isDouble())
        return v.toInt(-1);
    bool ok = false;
    QString s = v.toString().trimmed();
    if (s.startsWith(u"0x", Qt::CaseInsensitive)) {
        s = s.mid(2);
        base = 16;
    }
    const int value = s.toInt(&ok, base);
    return ok ? value : -1;
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    const QJsonArray array = v.toArray();
    for (const QJsonValue &item : array) {
        const QString s = BoardTable::normalizedModel(item.toString());
        if (!s.isEmpty())
            out.append(s);
    }
    return out;
}

BoardInfo boardFromJson(const QJsonObject &o)
{
    BoardInfo b;
    b.id = o.value(u"id").toString();
    b.name = o.value(u"name").toString();
    b.soc = o.value(u"soc").toString();
    const QJsonArray types = o.value(u"type_codes").toArray();
    for (const QJsonValue &v : types) {
        const int code = parseCode(v, 10);
        if (code >= 0)
            b.typeCodes.append(code);
    }
    const QJsonArray olds = o.value(u"old_revision_codes").toArray();
    for (const QJsonValue &v : olds) {
        const int code = parseCode(v, 16);
        if (code >= 0)
            b.oldRevisionCodes.append(code);
    }
    b.modelPrefixes = stringList(o.value(u"model_prefixes"));
    b.compatibles = stringList(o.value(u"compatibles"));

    const QJsonObject nic = o.value(u"nic").toObject();
    b.nicKind = nic.value(u"kind").toString();
    b.nicChip = nic.value(u"chip").toString();
    b.nicDriver = nic.value(u"driver").toString();
    b.nicLinkMbps = nic.value(u"link_mbps").toInt();
    b.nicOnSharedUsb2 = nic.value(u"on_shared_usb2").toBool();
    b.nicCeilingMbps = nic.value(u"ceiling_mbps").toInt();
    b.nicMeasuredMbps = nic.value(u"measured_mbps").toDouble();

    b.usb2Ports = o.value(u"usb2_ports").toInt();
    b.usb3Ports = o.value(u"usb3_ports").toInt();

    const QJsonObject wifi = o.value(u"wifi").toObject();
    b.wifiNominalMbps = wifi.value(u"nominal_mbps").toDouble();
    b.wifiMeasuredMbps = wifi.value(u"measured_mbps").toDouble();
    b.wifiChip = wifi.value(u"chip").toString();
    b.pcieLanes = o.value(u"pcie_lanes").toInt();
    b.carrierNote = o.value(u"carrier").toString();

    b.sdBusMode = o.value(u"sd_bus_mode").toString();
    b.source = o.value(u"source").toString();
    return b;
}

// What may follow a model prefix: nothing, the firmware's " Rev 1.2" (mainline kernels write
// "rev2"), a kernel's " (DT)", or a Compute Module carrier (" IO Board"). Anything else is another
// model: "3 Model B" must not take "3 Model B Plus", "Compute Module 4" not "Compute Module 4S".
bool acceptsRemainder(QStringView rest)
{
    if (rest.isEmpty())
        return true;
    if (!rest.startsWith(u' '))
        return false;
    const QStringView word = rest.mid(1);
    if (word.startsWith(u"rev", Qt::CaseInsensitive) || word.startsWith(u'('))
        return true;
    return word.compare(u"IO", Qt::CaseInsensitive) == 0 || word.startsWith(u"IO ", Qt::CaseInsensitive);
}

} // namespace

const BoardTable &BoardTable::instance()
{
    static const BoardTable table = [] {
        QFile file(QStringLiteral(":/data/boards.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            BoardTable empty;
            empty.m_error = QStringLiteral("cannot open :/data/boards.json");
            return empty;
        }
        return fromJson(file.readAll());
    }();
    return table;
}

BoardTable BoardTable::fromJson(const QByteArray &json, QString *error)
{
    BoardTable table;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    const QJsonObject root = doc.object();
    if (parseError.error != QJsonParseError::NoError)
        table.m_error = parseError.errorString();
    else if (root.value(u"format").toString() != u"pinas-boards" || root.value(u"version").toInt() != 1)
        table.m_error = QStringLiteral("not a pinas-boards table, version 1");
    if (table.m_error.isEmpty()) {
        const QJsonArray rows = root.value(u"boards").toArray();
        for (const QJsonValue &row : rows) {
            BoardInfo b = boardFromJson(row.toObject());
            if (b.isValid())
                table.m_boards.append(std::move(b));
        }
    }
    if (error)
        *error = table.m_error;
    return table;
}

QString BoardTable::normalizedModel(QStringView model)
{
    QString s = model.toString();
    s.replace(QChar(u'\0'), QChar(u' '));
    return s.simplified();
}

bool BoardTable::looksLikeRaspberryPi(QStringView model)
{
    const QString s = normalizedModel(model);
    return s.startsWith(u"Raspberry Pi", Qt::CaseInsensitive);
}

std::optional<BoardInfo> BoardTable::byModel(QStringView model) const
{
    const QString s = normalizedModel(model);
    if (s.isEmpty())
        return std::nullopt;
    const BoardInfo *best = nullptr;
    qsizetype bestLength = 0;
    for (const BoardInfo &b : m_boards) {
        for (const QString &prefix : b.modelPrefixes) {
            if (prefix.size() <= bestLength || !s.startsWith(prefix, Qt::CaseInsensitive))
                continue;
            if (acceptsRemainder(QStringView(s).mid(prefix.size()))) {
                best = &b;
                bestLength = prefix.size();
            }
        }
    }
    if (!best)
        return std::nullopt;
    return *best;
}

std::optional<BoardInfo> BoardTable::byTypeCode(int typeCode) const
{
    for (const BoardInfo &b : m_boards) {
        if (b.typeCodes.contains(typeCode))
            return b;
    }
    return std::nullopt;
}

std::optional<BoardInfo> BoardTable::byRevision(QStringView revision) const
{
    const RevisionCode code = RevisionCode::decode(revision);
    if (!code.isValid())
        return std::nullopt;
    return byTypeCode(code.typeCode());
}

std::optional<BoardInfo> BoardTable::byCompatible(QStringView compatible) const
{
    const QString s = normalizedModel(compatible);
    for (const BoardInfo &b : m_boards) {
        for (const QString &c : b.compatibles) {
            if (s.compare(c, Qt::CaseInsensitive) == 0)
                return b;
        }
    }
    return std::nullopt;
}

std::optional<BoardInfo> BoardTable::identify(QStringView model, QStringView revision,
                                              QStringView compatible) const
{
    // The model string is the documented way (revision-codes.adoc); the compatible string comes last
    // because a 3A+ can carry the 3B+ device tree.
    if (auto board = byModel(model))
        return board;
    if (auto board = byRevision(revision))
        return board;
    return byCompatible(compatible);
}

std::optional<BoardInfo> BoardTable::byId(QStringView id) const
{
    for (const BoardInfo &b : m_boards) {
        if (b.id == id)
            return b;
    }
    return std::nullopt;
}
