#include "core/probe/cryptparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

QList<CryptMapping> parseCryptsetupStatus(const QString &text)
{
    static const QRegularExpression head(QStringLiteral("^\\s*(?:/dev/mapper/)?(\\S+) is (?:active|inactive)"));
    QList<CryptMapping> out;
    for (const QString &line : ProbeText::lines(text)) {
        const QRegularExpressionMatch m = head.match(line);
        if (m.hasMatch()) {
            CryptMapping c;
            c.name = m.captured(1).section(u'/', -1);
            out.append(c);
            continue;
        }
        if (out.isEmpty())
            continue;
        const auto kv = ProbeText::keyValue(line);
        if (!kv)
            continue;
        const QString key = kv->first.toLower();
        if (key == u"cipher")
            out.last().cipher = kv->second;
        else if (key == u"device")
            out.last().device = kv->second;
        else if (key == u"type")
            out.last().type = kv->second;
    }
    return out;
}

QString withoutCryptKeys(const QString &dmsetupTable)
{
    // "name: start length crypt cipher KEY iv_offset device offset ..."
    static const QRegularExpression crypt(QStringLiteral("^(\\S+:\\s+\\d+\\s+\\d+\\s+crypt\\s+\\S+\\s+)(\\S+)"));
    QStringList out;
    for (const QString &line : dmsetupTable.split(u'\n')) {
        const QRegularExpressionMatch m = crypt.match(line);
        out.append(m.hasMatch() ? m.captured(1) + u'-' + line.mid(m.capturedEnd(2)) : line);
    }
    return out.join(u'\n');
}

QList<CryptMapping> parseDmsetupTable(const QString &text)
{
    QList<CryptMapping> out;
    for (const QString &line : ProbeText::lines(text)) {
        const qsizetype colon = line.indexOf(u':');
        if (colon <= 0)
            continue;
        const QStringList f = ProbeText::fields(line.mid(colon + 1));
        // start length crypt cipher key iv_offset device offset [options]
        if (f.size() < 7 || f.at(2) != u"crypt")
            continue;
        CryptMapping c;
        c.name = line.left(colon).trimmed();
        c.cipher = f.at(3);
        c.device = f.at(6);
        out.append(c);
    }
    return out;
}
