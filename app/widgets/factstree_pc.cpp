// FactsTree: "This PC", the PC's half of the path as the run recorded it (run file "pc", issue #30).
#include "app/widgets/factstree.h"

#include "core/findings/catalogue.h"

#include "core/knowledge/ceilings.h"
#include "core/model/displaytext.h"
#include "core/model/factlabels.h"

void FactsTree::addThisPc()
{
    const PcFacts &pc = m_pc;
    QTreeWidgetItem *g = addGroup(QStringLiteral("group.pc"), tr("This PC"));
    // The PC's facts have no per-field sources: each row names what the reader used, once.
    const QStringList sources = pc.sources;
    auto row = [&](const char *key, const QString &label, const QString &value, const QString &explanation) {
        return addRow(g, QStringLiteral("pc.") + QLatin1String(key), label, DisplayText::line(value), sources,
                      explanation);
    };
    if (!pc.interface.isEmpty())
        row("interface", tr("Interface to the Pi"), pc.interface,
            tr("The network interface this PC's route to the Pi goes out of (found with %1).")
                .arg(pc.interfaceSource.isEmpty() ? tr("a route lookup") : DisplayText::line(pc.interfaceSource)));
    if (pc.wireless) {
        QTreeWidgetItem *item = row("wireless", tr("Connection"), *pc.wireless ? tr("Wi-Fi") : tr("Wired"),
                                    tr("Whether this PC reaches the Pi over Wi-Fi or a cable."));
        if (*pc.wireless)
            markWarning(item,
                        tr("This PC is on Wi-Fi: its real throughput is often well under the link's bit rate, "
                           "and it limits every share figure. A cable to the router takes this layer away."),
                        FindingId::PcWifi);
    }
    if (pc.linkMbps) {
        QTreeWidgetItem *item = row("speed", tr("Link speed"), tr("%1 Mb/s").arg(*pc.linkMbps),
                                    tr("The speed this PC's port negotiated with the switch or router."));
        if (*pc.linkMbps <= 100)
            markWarning(item,
                        tr("This PC's port runs at %1 Mb/s: no share can be faster than about %2 MB/s. Check "
                           "the cable (all eight wires) and the switch port.")
                            .arg(QString::number(*pc.linkMbps),
                                 QString::number(Ceilings::ethernetTcp(*pc.linkMbps).mbPerSecond, 'f', 1)),
                        FindingId::PcLinkSlow);
    }
    if (!pc.duplex.isEmpty()) {
        QTreeWidgetItem *item = row("duplex", tr("Duplex"), pc.duplex == u"half" ? tr("half") : tr("full"),
                                    tr("Full duplex sends and receives at once; half duplex takes turns."));
        if (pc.duplex == u"half")
            markWarning(item, tr("Half duplex: this PC's link takes turns sending and receiving, and collides."),
                        FindingId::PcLinkSlow);
    }
    if (pc.wifiBitrateMbps)
        row("wifi-bitrate", tr("Wi-Fi bit rate"), tr("%1 Mb/s").arg(QString::number(*pc.wifiBitrateMbps, 'f', 1)),
            tr("The rate the Wi-Fi link signals at; files move at roughly half of it at best."));
    if (pc.wifiFrequencyMhz)
        row("wifi-band", tr("Wi-Fi band"),
            *pc.wifiFrequencyMhz < 3000 ? tr("2.4 GHz (%1 MHz)").arg(*pc.wifiFrequencyMhz)
                                        : tr("5 GHz or higher (%1 MHz)").arg(*pc.wifiFrequencyMhz),
            tr("2.4 GHz reaches further but is slower and more crowded than 5 GHz."));
    if (!pc.shaper.isEmpty()) {
        const QString value = pc.shaperMbps
                                  ? tr("%1 at %2 Mb/s").arg(pc.shaper, QString::number(qRound(*pc.shaperMbps)))
                                  : pc.shaper;
        QTreeWidgetItem *item = row("shaper", tr("Traffic shaper"), value,
                                    tr("A queue discipline on the interface that limits what this PC sends."));
        if (pc.shaperIsTheLimit())
            markWarning(item, tr("A traffic shaper on this PC's interface, not its port, sets its speed."),
                        FindingId::PcLinkSlow);
    }
    if (!pc.smbDialect.isEmpty())
        row("smb-dialect", tr("SMB dialect"), pc.smbDialect, tr("The SMB version this PC's client agreed with the Pi."));
    if (pc.smbSigningRequired) {
        QTreeWidgetItem *item = row("smb-signing", tr("SMB signing required"),
                                    FactLabels::yesNo(*pc.smbSigningRequired),
                                    tr("Whether this PC's SMB client insists that every message is signed."));
        if (*pc.smbSigningRequired)
            markWarning(item,
                        tr("This PC requires SMB signing: the Pi must sign every message, which costs CPU on a "
                           "Pi without AES instructions."),
                        FindingId::PcSmbSigningCpu);
    }
    if (pc.smbEncryption)
        row("smb-encryption", tr("SMB encryption"), FactLabels::yesNo(*pc.smbEncryption),
            tr("Whether this PC's connection to the share is encrypted."));
    for (int i = 0; i < pc.notes.size(); ++i)
        addRow(g, QStringLiteral("pc.note.%1").arg(i), tr("Not read"), DisplayText::line(pc.notes.at(i), 300), {},
               tr("What could not be read on this PC, and why."));
    addUnknown(g);
}
