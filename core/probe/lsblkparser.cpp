#include "core/probe/lsblkparser.h"

#include "core/probe/numberfit.h"
#include "core/probe/probetext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace {

// "4.5T", "128M", "29,7G", "512" (bytes with -b) -> bytes; lsblk's human sizes are binary.
std::optional<qint64> sizeOf(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:[.,]\\d+)?)([BKMGTP]?)(?:i?B)?$"));
    const auto m = re.match(s.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const auto v = ProbeText::number(m.capturedView(1));
    if (!v)
        return std::nullopt;
    const QString unit = m.captured(2);
    const int power = unit.isEmpty() || unit == u"B" ? 0 : QStringLiteral("BKMGTP").indexOf(unit);
    return ProbeText::fitting<qint64>(std::round(*v * std::pow(1024.0, power)));
}

std::optional<bool> flag(const QString &s)
{
    if (s == u"1")
        return true;
    if (s == u"0")
        return false;
    return std::nullopt;
}

QString stripTree(QString name)
{
    static const QRegularExpression tree(QStringLiteral("^[\\s|`\\-├└│─]+"));
    return name.remove(tree);
}

LsblkRow rowFrom(const QHash<QString, QString> &v)
{
    LsblkRow r;
    r.name = stripTree(v.value(QStringLiteral("NAME"), v.value(QStringLiteral("KNAME"))));
    r.parent = v.value(QStringLiteral("PKNAME"));
    r.type = v.value(QStringLiteral("TYPE"));
    r.sizeBytes = sizeOf(v.value(QStringLiteral("SIZE")));
    r.rotational = flag(v.value(QStringLiteral("ROTA")));
    r.removable = flag(v.value(QStringLiteral("RM")));
    r.transport = v.value(QStringLiteral("TRAN"));
    r.model = v.value(QStringLiteral("MODEL"));
    r.fstype = v.value(QStringLiteral("FSTYPE"));
    r.mountPoint = v.value(QStringLiteral("MOUNTPOINT"), v.value(QStringLiteral("MOUNTPOINTS")));
    r.label = v.value(QStringLiteral("LABEL"));
    return r;
}

struct Column
{
    QString name;
    qsizetype start;
    qsizetype end;
};
struct Token
{
    QString text;
    qsizetype start;
    qsizetype end;
};

QList<Token> tokens(const QString &line)
{
    QList<Token> out;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && line.at(i).isSpace())
            ++i;
        const qsizetype s = i;
        while (i < line.size() && !line.at(i).isSpace())
            ++i;
        if (i > s)
            out.append(Token{line.mid(s, i - s), s, i});
    }
    return out;
}

// Splits a table row by the header's columns: a token belongs to the column it starts in,
// except right-aligned numbers (SIZE, RM, ROTA, RO) that end where their header ends.
QHash<QString, QString> tableRow(const QString &line, const QList<Column> &cols)
{
    QHash<QString, QString> v;
    for (const Token &t : tokens(line)) {
        int idx = -1;
        for (int c = 0; c < cols.size(); ++c) {
            const QString &n = cols.at(c).name;
            const bool right = n == u"SIZE" || n == u"RM" || n == u"ROTA" || n == u"RO" || n == u"MAJ:MIN";
            if (right && t.end == cols.at(c).end) {
                idx = c;
                break;
            }
        }
        if (idx < 0) {
            for (int c = 0; c < cols.size(); ++c)
                if (cols.at(c).start <= t.start)
                    idx = c;
            if (idx < 0)
                idx = 0;
        }
        QString &slot = v[cols.at(idx).name];
        slot = slot.isEmpty() ? t.text : slot + u' ' + t.text;
    }
    return v;
}

// lsblk -J: {"blockdevices": [{"name": "sda", "rm": false, "size": "1.8T", "type": "disk",
// "mountpoints": [null], "children": [...]}]}. Older lsblk writes every value as a string
// ("rm": "0", "mountpoint": "/"), newer ones booleans, numbers (with -b) and arrays.
QString jsonText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'f', 0);
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Array:
        for (const QJsonValue &e : v.toArray())
            if (e.isString() && !e.toString().isEmpty())
                return e.toString();
        return QString();
    default:
        return QString();
    }
}

void fromJson(const QJsonArray &list, const QString &parent, QList<LsblkRow> &out, int depth = 0)
{
    if (depth > 16)
        return;
    for (const QJsonValue &item : list) {
        const QJsonObject o = item.toObject();
        QHash<QString, QString> v;
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.key() != u"children")
                v.insert(it.key().toUpper(), jsonText(it.value()));
        if (!v.contains(QStringLiteral("PKNAME")) && !parent.isEmpty())
            v.insert(QStringLiteral("PKNAME"), parent);
        const LsblkRow r = rowFrom(v);
        if (!r.name.isEmpty())
            out.append(r);
        fromJson(o.value(u"children").toArray(), r.name, out, depth + 1);
    }
}

bool readJson(const QString &text, QList<LsblkRow> &out)
{
    const qsizetype key = text.indexOf(QStringLiteral("\"blockdevices\""));
    if (key < 0)
        return false;
    // A pasted piece may have lost the opening brace to the line above it.
    const qsizetype brace = text.lastIndexOf(u'{', key);
    const QString json = brace >= 0 ? text.mid(brace) : u'{' + text.mid(key);
    const QJsonDocument doc = QJsonDocument::fromJson(json.trimmed().toUtf8());
    if (!doc.isObject())
        return false;
    fromJson(doc.object().value(u"blockdevices").toArray(), QString(), out);
    return true;
}

} // namespace

QList<LsblkRow> parseLsblk(const QString &text)
{
    static const QRegularExpression pair(QStringLiteral("([A-Z:-]+)=\"([^\"]*)\""));
    // "NAME MAJ:MIN RM SIZE ...", and `lsblk -f`'s "FSUSE%".
    static const QRegularExpression header(QStringLiteral("^\\s*[A-Z:-]+(\\s+[A-Z%:-]+)*\\s*$"));
    QList<LsblkRow> out;
    if (readJson(text, out))
        return out;
    QList<Column> cols;
    for (const QString &line : ProbeText::lines(text)) {
        if (line.contains(QStringLiteral("NAME=\""))) {
            QHash<QString, QString> v;
            auto it = pair.globalMatch(line);
            while (it.hasNext()) {
                const auto m = it.next();
                v.insert(m.captured(1), m.captured(2));
            }
            const LsblkRow r = rowFrom(v);
            if (!r.name.isEmpty())
                out.append(r);
            continue;
        }
        if (header.match(line).hasMatch() && line.contains(QStringLiteral("NAME"))) {
            cols.clear();
            for (const Token &t : tokens(line))
                cols.append(Column{t.text, t.start, t.end});
            continue;
        }
        if (cols.isEmpty() || line.trimmed().isEmpty())
            continue;
        const QHash<QString, QString> v = tableRow(line, cols);
        const LsblkRow r = rowFrom(v);
        if (!r.name.isEmpty()) {
            out.append(r);
        } else if (v.size() == 1 && !r.mountPoint.isEmpty() && !out.isEmpty()) {
            // lsblk 2.37+ (MOUNTPOINTS) prints a second mount point of the same device alone on
            // the next line: "/" under "/var/hdd.log" for a bind-mounted root.
            LsblkRow again = out.last();
            again.mountPoint = r.mountPoint;
            out.append(again);
        }
    }
    return out;
}
