#pragma once

// Helpers for the probe and facts tests: fixtures, and reading values out of the facts JSON by
// a small path language: "nic.driver", "storage[0].driver", "usb[path=2-1].speed_mbps",
// "usb#" (the length of an array).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>

namespace ProbeTest {

inline QString fixturePath(const QString &name)
{
    return QStringLiteral(PINAS_FIXTURES) + u'/' + name;
}

inline QByteArray fixtureBytes(const QString &name)
{
    QFile f(fixturePath(name));
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

inline QString fixture(const QString &name)
{
    return QString::fromUtf8(fixtureBytes(name));
}

inline QStringList fixtureNames()
{
    return QDir(QStringLiteral(PINAS_FIXTURES)).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
}

inline QString show(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Undefined: return QStringLiteral("<missing>");
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: return QString::number(v.toDouble(), 'g', 15);
    case QJsonValue::String: return v.toString();
    case QJsonValue::Array: return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object: return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    }
    return QString();
}

inline QString at(const QJsonObject &root, const QString &path)
{
    static const QRegularExpression step(QStringLiteral("^([\\w-]+)(?:\\[(\\d+|[\\w-]+=[^\\]]*)\\])?(#)?$"));
    QJsonValue cur = root;
    // Split on dots outside [...] selectors ("usb[path=1-1.2].driver").
    QStringList parts;
    int depth = 0;
    QString cur2;
    for (QChar c : path) {
        if (c == u'[')
            ++depth;
        else if (c == u']')
            --depth;
        if (c == u'.' && depth == 0) {
            parts.append(cur2);
            cur2.clear();
        } else {
            cur2 += c;
        }
    }
    parts.append(cur2);
    for (const QString &part : parts) {
        const auto m = step.match(part);
        if (!m.hasMatch())
            return QStringLiteral("<bad path>");
        cur = cur.toObject().value(m.captured(1));
        if (m.hasCaptured(2) && !m.captured(2).isEmpty()) {
            const QString sel = m.captured(2);
            const QJsonArray arr = cur.toArray();
            if (sel.contains(u'=')) {
                const QString key = sel.section(u'=', 0, 0);
                const QString want = sel.section(u'=', 1);
                cur = QJsonValue(QJsonValue::Undefined);
                for (const QJsonValue &e : arr)
                    if (show(e.toObject().value(key)) == want) {
                        cur = e;
                        break;
                    }
            } else {
                const int i = sel.toInt();
                cur = i < arr.size() ? arr.at(i) : QJsonValue(QJsonValue::Undefined);
            }
        }
        if (m.hasCaptured(3) && !m.captured(3).isEmpty())
            return QString::number(cur.toArray().size());
    }
    return show(cur);
}

} // namespace ProbeTest
