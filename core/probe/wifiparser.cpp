#include "core/probe/wifiparser.h"

#include "core/probe/numberfit.h"
#include "core/probe/probetext.h"

#include <QRegularExpression>

QList<WifiLink> parseWifi(const QString &text)
{
    static const QRegularExpression iface(QStringLiteral("^Interface\\s+(\\S+)"));
    static const QRegularExpression iwconfig(
        QStringLiteral("^(\\S+)\\s+IEEE 802\\.11(?:.*?ESSID:\"([^\"]*)\")?"));
    // `iw dev wlan0 link` alone (no "Interface" line from `iw dev`): "Connected to MAC (on wlan0)".
    static const QRegularExpression connectedOn(QStringLiteral("^Connected to \\S+ \\(on (\\S+)\\)"));
    static const QRegularExpression iwBitrate(QStringLiteral("tx bitrate:\\s*(\\d+(?:\\.\\d+)?)\\s*MBit/s"));
    static const QRegularExpression iwFreq(QStringLiteral("freq:\\s*(\\d+)"));
    static const QRegularExpression cfgBitrate(QStringLiteral("Bit Rate[=:]\\s*(\\d+(?:\\.\\d+)?)\\s*Mb/s"));
    static const QRegularExpression cfgFreq(QStringLiteral("Frequency[=:]\\s*(\\d+(?:\\.\\d+)?)\\s*GHz"));
    QList<WifiLink> out;
    for (const QString &line : ProbeText::lines(text)) {
        if (const auto m = iface.match(line); m.hasMatch()) {
            out.append(WifiLink{});
            out.last().interface = m.captured(1);
            continue;
        }
        if (const auto m = iwconfig.match(line); m.hasMatch()) {
            out.append(WifiLink{});
            out.last().interface = m.captured(1);
            out.last().ssid = m.captured(2);
            out.last().connected = !out.last().ssid.isEmpty();
            continue;
        }
        if (const auto m = connectedOn.match(line.trimmed()); m.hasMatch() &&
                                                            (out.isEmpty() || (!out.last().interface.isEmpty() &&
                                                                               out.last().interface != m.captured(1)))) {
            out.append(WifiLink{});
            out.last().interface = m.captured(1);
        }
        if (out.isEmpty())
            continue;
        WifiLink &w = out.last();
        const QString t = line.trimmed();
        if (t.startsWith(u"Connected to"))
            w.connected = true;
        else if (t == u"Not connected.")
            w.connected = false;
        else if (t.startsWith(u"SSID:"))
            w.ssid = t.mid(5).trimmed();
        if (const auto m = iwBitrate.match(t); m.hasMatch())
            w.bitrateMbps = m.captured(1).toDouble();
        if (const auto m = iwFreq.match(t); m.hasMatch() && t.startsWith(u"freq"))
            w.frequencyMhz = m.captured(1).toInt();
        if (const auto m = cfgBitrate.match(t); m.hasMatch())
            w.bitrateMbps = m.captured(1).toDouble();
        if (const auto m = cfgFreq.match(t); m.hasMatch())
            if (const auto mhz = ProbeText::fitting<int>(m.captured(1).toDouble() * 1000 + 0.5))
                w.frequencyMhz = *mhz;
    }
    return out;
}
