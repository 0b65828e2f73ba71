#include "core/model/strictjson.h"

namespace {

// The four hex digits at json[at..at+3] as a code unit; -1 when they are not hex.
int hex4(const QByteArray &json, qsizetype at)
{
    if (at + 4 > json.size())
        return -1;
    bool ok = false;
    const int v = json.mid(at, 4).toInt(&ok, 16);
    return ok ? v : -1;
}

bool isHigh(int u) { return u >= 0xD800 && u <= 0xDBFF; }
bool isLow(int u) { return u >= 0xDC00 && u <= 0xDFFF; }

} // namespace

namespace StrictJson {

QByteArray withoutLoneSurrogates(const QByteArray &json)
{
    if (!json.contains("\\u"))
        return json;
    QByteArray out;
    out.reserve(json.size());
    bool inString = false;
    const qsizetype n = json.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = json.at(i);
        if (!inString) {
            inString = c == '"';
            out += c;
            continue;
        }
        if (c == '"') {
            inString = false;
            out += c;
            continue;
        }
        if (c != '\\' || i + 1 >= n) {
            out += c;
            continue;
        }
        const char e = json.at(i + 1);
        if (e != 'u') {
            out += c;
            out += e; // "\\", "\"", "\n", …: the escaped character is no escape itself
            ++i;
            continue;
        }
        const int u = hex4(json, i + 2);
        if (u < 0 || (!isHigh(u) && !isLow(u))) {
            out += c;
            continue;
        }
        const bool paired = isHigh(u) && i + 12 <= n && json.at(i + 6) == '\\' && json.at(i + 7) == 'u' &&
                            isLow(hex4(json, i + 8));
        if (paired) {
            out += json.mid(i, 12);
            i += 11;
        } else {
            out += "\\ufffd";
            i += 5;
        }
    }
    return out;
}

QByteArray toBytes(const QJsonDocument &document, QJsonDocument::JsonFormat format)
{
    return withoutLoneSurrogates(document.toJson(format));
}

} // namespace StrictJson
