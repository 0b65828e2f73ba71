#include "core/probe/ethtoolparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

namespace {

// "10baseT/Half 100baseT/Full 1000baseT/Full 2500baseT/Full" -> 2500.
std::optional<int> bestMode(const QString &modes)
{
    static const QRegularExpression re(QStringLiteral("(\\d+)base"));
    std::optional<int> best;
    auto it = re.globalMatch(modes);
    while (it.hasNext()) {
        const int v = it.next().captured(1).toInt();
        if (!best || v > *best)
            best = v;
    }
    return best;
}

std::optional<bool> yesNo(const QString &v)
{
    const QString l = v.toLower();
    if (l.startsWith(u"yes") || l == u"on")
        return true;
    if (l.startsWith(u"no") || l == u"off")
        return false;
    return std::nullopt;
}

} // namespace

EthtoolInfo parseEthtool(const QString &text)
{
    EthtoolInfo info;
    static const QRegularExpression settings(QStringLiteral("^\\s*Settings for (\\S+?):?\\s*$"));
    static const QRegularExpression speed(QStringLiteral("^(\\d+)\\s*([MG])b/?s"), QRegularExpression::CaseInsensitiveOption);
    QString modesKey;   // link-mode lists continue on indented lines without a colon
    QString supported, advertised, partner;

    for (const QString &line : ProbeText::lines(text)) {
        if (const auto m = settings.match(line); m.hasMatch()) {
            if (info.interface.isEmpty())
                info.interface = m.captured(1);
            continue;
        }
        const auto kv = ProbeText::keyValue(line);
        if (!kv) {
            if (!modesKey.isEmpty()) {
                QString &target = modesKey == u"s" ? supported : modesKey == u"a" ? advertised : partner;
                target += u' ' + line.trimmed();
            }
            continue;
        }
        const QString key = kv->first.toLower();
        const QString value = kv->second;
        modesKey.clear();
        if (key == u"speed") {
            if (const auto m = speed.match(value); m.hasMatch())
                info.speedMbps = m.captured(1).toInt() * (m.captured(2).compare(u"G", Qt::CaseInsensitive) == 0 ? 1000 : 1);
        } else if (key == u"duplex") {
            const QString d = value.toLower();
            if (d.startsWith(u"full"))
                info.duplex = QStringLiteral("full");
            else if (d.startsWith(u"half"))
                info.duplex = QStringLiteral("half");
        } else if (key == u"link detected") {
            info.linkDetected = yesNo(value);
        } else if (key == u"auto-negotiation") {
            info.autoNegotiation = yesNo(value);
        } else if (key == u"supported link modes") {
            supported = value;
            modesKey = QStringLiteral("s");
        } else if (key == u"advertised link modes") {
            advertised = value;
            modesKey = QStringLiteral("a");
        } else if (key == u"link partner advertised link modes") {
            partner = value;
            modesKey = QStringLiteral("p");
        } else if (key == u"driver") {
            info.driver = value;
        } else if (key == u"bus-info") {
            info.busInfo = value;
        } else if (key == u"port") {
            info.port = value;
        }
    }
    info.maxSupportedMbps = bestMode(supported);
    info.maxAdvertisedMbps = bestMode(advertised);
    info.maxPartnerMbps = bestMode(partner);
    return info;
}
