#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

#include <cmath>
#include <optional>

// Small readers for the run file's JSON: each says whether a present field has the right type,
// so the model classes can give one clear, translated error per bad field.
namespace JsonFields {

enum class Check
{
    Absent,
    Ok,
    Bad
};

// A finite, non-negative number.
inline Check readNumber(const QJsonObject &o, QLatin1String key, double *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return Check::Absent;
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0)
        return Check::Bad;
    *out = v.toDouble();
    return Check::Ok;
}

// A whole, non-negative number that a double holds exactly (< 2^53).
inline Check readCount(const QJsonObject &o, QLatin1String key, qint64 *out)
{
    double d = 0;
    const Check c = readNumber(o, key, &d);
    if (c != Check::Ok)
        return c;
    if (d != std::floor(d) || d > 9007199254740992.0)
        return Check::Bad;
    *out = qint64(d);
    return Check::Ok;
}

inline Check readString(const QJsonObject &o, QLatin1String key, QString *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return Check::Absent;
    if (!v.isString())
        return Check::Bad;
    *out = v.toString();
    return Check::Ok;
}

// { "name": number, ... } with finite numbers only.
inline Check readNumberMap(const QJsonObject &o, QLatin1String key, QMap<QString, double> *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return Check::Absent;
    if (!v.isObject())
        return Check::Bad;
    QMap<QString, double> map;
    const QJsonObject obj = v.toObject();
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (!it.value().isDouble() || !std::isfinite(it.value().toDouble()))
            return Check::Bad;
        map.insert(it.key(), it.value().toDouble());
    }
    *out = map;
    return Check::Ok;
}

inline QJsonObject numberMapToJson(const QMap<QString, double> &map)
{
    QJsonObject o;
    for (auto it = map.begin(); it != map.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace JsonFields
