#include "core/thispc/pcfacts.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace {

QJsonValue opt(const std::optional<bool> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}
QJsonValue opt(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}
QJsonValue opt(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}
QJsonValue str(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

std::optional<bool> readBool(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isBool() ? std::optional<bool>(v.toBool()) : std::nullopt;
}

// A figure from a shared file can be anything: only what a link can be is kept.
std::optional<double> readNumber(const QJsonObject &o, const char *key, double max)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() <= 0 || v.toDouble() > max)
        return std::nullopt;
    return v.toDouble();
}

// A string from a shared file: kept short.
QString readString(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString().left(200);
}

} // namespace

QJsonObject PcFacts::toJson() const
{
    QJsonObject o{{QStringLiteral("os"), str(os)},
                  {QStringLiteral("interface"), str(interface)},
                  {QStringLiteral("interface_source"), str(interfaceSource)},
                  {QStringLiteral("wireless"), opt(wireless)},
                  {QStringLiteral("link_mbps"), opt(linkMbps)},
                  {QStringLiteral("duplex"), str(duplex)},
                  {QStringLiteral("wifi_bitrate_mbps"), opt(wifiBitrateMbps)},
                  {QStringLiteral("wifi_frequency_mhz"), opt(wifiFrequencyMhz)},
                  {QStringLiteral("shaper"), str(shaper)},
                  {QStringLiteral("shaper_mbps"), opt(shaperMbps)},
                  {QStringLiteral("smb_dialect"), str(smbDialect)},
                  {QStringLiteral("smb_signing_required"), opt(smbSigningRequired)},
                  {QStringLiteral("smb_encryption"), opt(smbEncryption)},
                  {QStringLiteral("sources"), QJsonArray::fromStringList(sources)},
                  {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
    return o;
}

PcFacts PcFacts::fromJson(const QJsonObject &o)
{
    PcFacts p;
    p.os = readString(o, "os");
    p.interface = readString(o, "interface");
    p.interfaceSource = readString(o, "interface_source");
    p.wireless = readBool(o, "wireless");
    if (const auto v = readNumber(o, "link_mbps", 1e6))
        p.linkMbps = int(*v);
    const QString duplex = readString(o, "duplex");
    if (duplex == u"full" || duplex == u"half")
        p.duplex = duplex;
    p.wifiBitrateMbps = readNumber(o, "wifi_bitrate_mbps", 1e5);
    if (const auto v = readNumber(o, "wifi_frequency_mhz", 1e5))
        p.wifiFrequencyMhz = int(*v);
    const QString shaper = readString(o, "shaper");
    if (shaper == u"tbf" || shaper == u"htb" || shaper == u"cake")
        p.shaper = shaper;
    p.shaperMbps = readNumber(o, "shaper_mbps", 1e6);
    p.smbDialect = readString(o, "smb_dialect");
    p.smbSigningRequired = readBool(o, "smb_signing_required");
    p.smbEncryption = readBool(o, "smb_encryption");
    const int maxItems = 32;
    for (const QJsonValue &v : o.value(QStringLiteral("sources")).toArray())
        if (p.sources.size() < maxItems)
            p.sources.append(v.toString().left(100));
    for (const QJsonValue &v : o.value(QStringLiteral("notes")).toArray())
        if (p.notes.size() < maxItems)
            p.notes.append(v.toString().left(300));
    return p;
}

std::optional<double> PcFacts::wiredLimitMbps() const
{
    std::optional<double> limit;
    if (!wireless.value_or(false) && linkMbps.value_or(0) > 0)
        limit = double(*linkMbps);
    if (shaperMbps && (!limit || *shaperMbps < *limit))
        limit = shaperMbps;
    return limit;
}

bool PcFacts::shaperIsTheLimit() const
{
    if (!shaperMbps)
        return false;
    if (!wireless.value_or(false))
        return !linkMbps || *shaperMbps < *linkMbps;
    return !wifiBitrateMbps || *shaperMbps < *wifiBitrateMbps;
}
