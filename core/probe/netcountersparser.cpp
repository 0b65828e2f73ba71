#include "core/probe/netcountersparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

QList<NetCounters> parseProcNetDev(const QString &text)
{
    QList<NetCounters> out;
    for (const QString &line : ProbeText::lines(text)) {
        const qsizetype colon = line.indexOf(u':');
        if (colon <= 0 || line.contains(u'|'))
            continue;
        const QString name = line.left(colon).trimmed();
        const QStringList f = ProbeText::fields(line.mid(colon + 1));
        if (name.isEmpty() || name.contains(u' ') || f.size() < 16)
            continue;
        NetCounters c;
        c.interface = name;
        c.rxBytes = ProbeText::integer(f.at(0));
        c.rxPackets = ProbeText::integer(f.at(1));
        c.rxErrors = ProbeText::integer(f.at(2));
        c.rxDropped = ProbeText::integer(f.at(3));
        c.txBytes = ProbeText::integer(f.at(8));
        c.txPackets = ProbeText::integer(f.at(9));
        c.txErrors = ProbeText::integer(f.at(10));
        c.txDropped = ProbeText::integer(f.at(11));
        if (c.rxBytes)
            out.append(c);
    }
    return out;
}

QList<NetCounters> parseIfconfig(const QString &text)
{
    // Old: "eth0      Link encap:Ethernet  HWaddr b8:27:..." / "RX packets:275242 errors:0 dropped:15336"
    // New: "eth0: flags=4163<UP,...>  mtu 1500" / "RX packets 148526  bytes 138076103" / "RX errors 0  dropped 15408"
    static const QRegularExpression oldHead(QStringLiteral("^(\\S+?)\\s+Link encap:.*?(?:HWaddr\\s+(\\S+))?\\s*$"));
    static const QRegularExpression newHead(QStringLiteral("^(\\S+?):\\s+flags=.*\\bmtu\\s+(\\d+)"));
    static const QRegularExpression mtuOld(QStringLiteral("\\bMTU:(\\d+)"));
    static const QRegularExpression ether(QStringLiteral("^\\s+ether\\s+(\\S+)"));
    static const QRegularExpression pair(QStringLiteral("\\b(packets|errors|dropped|bytes)[: ](\\d+)"));
    QList<NetCounters> out;
    for (const QString &line : ProbeText::lines(text)) {
        if (const auto m = oldHead.match(line); m.hasMatch()) {
            out.append(NetCounters{});
            out.last().interface = m.captured(1);
            out.last().macAddress = m.captured(2);
            continue;
        }
        if (const auto m = newHead.match(line); m.hasMatch()) {
            out.append(NetCounters{});
            out.last().interface = m.captured(1);
            out.last().mtu = m.captured(2).toInt();
            continue;
        }
        if (out.isEmpty())
            continue;
        NetCounters &c = out.last();
        if (const auto m = mtuOld.match(line); m.hasMatch())
            c.mtu = m.captured(1).toInt();
        if (const auto m = ether.match(line); m.hasMatch())
            c.macAddress = m.captured(1);
        const QString t = line.trimmed();
        if (!t.startsWith(u"RX ") && !t.startsWith(u"TX "))
            continue;
        // Old ifconfig puts both directions on one line: "RX bytes:381 (36.3 MiB)  TX bytes:238".
        static const QRegularExpression dir(QStringLiteral("\\b(RX|TX) "));
        QList<std::pair<qsizetype, bool>> marks;   // position, is receive
        auto d = dir.globalMatch(t);
        while (d.hasNext()) {
            const auto dm = d.next();
            marks.append({dm.capturedStart(), dm.captured(1) == u"RX"});
        }
        auto it = pair.globalMatch(t);
        while (it.hasNext()) {
            const auto m = it.next();
            bool rx = true;
            for (const auto &[pos, isRx] : marks)
                if (pos <= m.capturedStart())
                    rx = isRx;
            const QString k = m.captured(1);
            const qint64 v = m.captured(2).toLongLong();
            if (k == u"packets")
                (rx ? c.rxPackets : c.txPackets) = v;
            else if (k == u"errors")
                (rx ? c.rxErrors : c.txErrors) = v;
            else if (k == u"dropped")
                (rx ? c.rxDropped : c.txDropped) = v;
            else if (k == u"bytes")
                (rx ? c.rxBytes : c.txBytes) = v;
        }
    }
    return out;
}
