#include "core/diagnosis/rule.h"
#include "core/diagnosis/rulechecks.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/ceilings.h"

// This PC's half of the path (PcFacts, read on the PC at the start of every run): its link to the
// Pi and its SMB client's signing. A slow PC link shows as a network figure well under the Pi's
// ceiling; these rules name it.

namespace {

QString pcInterface(const PcFacts &pc)
{
    return pc.interface.isEmpty() ? Rules::tr("this PC's network interface") : pc.interface;
}

std::optional<Finding> pcWifi(const RuleContext &c)
{
    const PcFacts &pc = c.in.pc;
    if (!pc.wireless.value_or(false))
        return std::nullopt;
    const double gigabit = Ceilings::ethernetTcp(1000).mbPerSecond;
    const Ceiling air = pc.wifiBitrateMbps
                            ? Ceilings::wifiBitrate(*pc.wifiBitrateMbps, pc.wifiFrequencyMhz.value_or(0))
                            : Ceiling();
    Finding f;
    f.layer = Layer::Network;
    f.severity =
        air.isValid() && air.mbPerSecond < 40 ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = Rules::tr("This PC reaches the Pi over Wi-Fi");
    f.evidence =
        air.isValid()
            ? Rules::tr("The route to the Pi leaves this PC through %1, a Wi-Fi link at %2 Mb/s: "
                        "about %3 MB/s of it carries data, shared with every other device on the air.")
                  .arg(pcInterface(pc), Rules::rate(*pc.wifiBitrateMbps), Rules::mb(air.mbPerSecond))
            : Rules::tr("The route to the Pi leaves this PC through %1, a Wi-Fi link.").arg(pcInterface(pc));
    f.fix = Rules::tr(
        "Connect this PC to the Pi's switch or router with an Ethernet cable for the copies that matter.");
    const double others = c.limitWithout({Layer::Network});
    const double after = others > 0 ? std::min(gigabit, others) : gigabit;
    f.expected = Rules::tr("up to ~%1 MB/s over a wired gigabit link").arg(Rules::mb(after));
    f.gainMbPerSecond = c.gainTo(after, air.isValid() ? air.mbPerSecond : -1);
    if (air.isValid())
        f.evidence = Figures::join(f.evidence, air.explanation());
    return f;
}

// A traffic shaper (tc) on the PC's own interface: a real PC-side limit that no port speed shows
// (a bandwidth tool, a VPN's or a VM's network settings, a test bed).
std::optional<Finding> pcLinkShaped(const RuleContext &c)
{
    const PcFacts &pc = c.in.pc;
    if (!pc.shaperIsTheLimit() || *pc.shaperMbps >= 1000)
        return std::nullopt;
    const int rate = std::max(1, qRound(*pc.shaperMbps));
    const Ceiling now = Ceilings::ethernetTcp(rate);
    const double gigabit = Ceilings::ethernetTcp(1000).mbPerSecond;
    const double others = c.limitWithout({Layer::Network});
    const double after = others > 0 ? std::min(gigabit, others) : gigabit;
    Finding f;
    f.layer = Layer::Network;
    f.severity = rate <= 100 ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = Rules::tr("This PC's network link is limited to %1 Mb/s by a traffic shaper").arg(rate);
    const QString port = pc.wireless.value_or(false) || !pc.linkMbps
                             ? QString()
                             : Rules::tr(" (its port is linked at %1 Mb/s)").arg(*pc.linkMbps);
    const QString what =
        Rules::tr("This PC reaches the Pi through %1%2, but a traffic shaper (%3) on %1 lets it send at most "
                  "%4 Mb/s: at most %5 MB/s of TCP data, whatever the Pi's own link.")
            .arg(pcInterface(pc), port, pc.shaper, QString::number(rate), Rules::mb(now.mbPerSecond));
    const double net = c.in.networkFigure();
    f.evidence = Figures::join(
        what, net > 0 ? Rules::tr("The raw network test reached %1 MB/s.").arg(Rules::rate(net)) : QString());
    f.fix = Rules::tr("Remove or raise the shaper (\"tc qdisc show dev %1\" shows it; a bandwidth-limiting "
                      "tool, a VPN or a virtual machine's network settings may have set it).")
                .arg(pcInterface(pc));
    f.expected = Rules::tr("up to ~%1 MB/s over a gigabit link").arg(Rules::mb(after));
    f.gainMbPerSecond = c.gainTo(after, now.mbPerSecond);
    f.evidence = Figures::join(f.evidence, now.explanation());
    return f;
}

std::optional<Finding> pcLinkSlow(const RuleContext &c)
{
    const PcFacts &pc = c.in.pc;
    if (pc.shaperIsTheLimit() && *pc.shaperMbps < 1000)
        return pcLinkShaped(c);
    if (pc.wireless.value_or(true))
        return std::nullopt;
    const int link = pc.linkMbps.value_or(0);
    const bool half = pc.duplex == u"half";
    if (!(link > 0 && link <= 100) && !half)
        return std::nullopt;
    const Ceiling now = link > 0 ? Ceilings::ethernetTcp(link) : Ceiling();
    const double gigabit = Ceilings::ethernetTcp(1000).mbPerSecond;
    const double others = c.limitWithout({Layer::Network});
    const double after = others > 0 ? std::min(gigabit, others) : gigabit;
    Finding f;
    f.layer = Layer::Network;
    f.severity = Finding::Severity::Critical;
    f.title = half ? Rules::tr("This PC's network link runs at half duplex")
                   : Rules::tr("This PC's network link runs at %1 Mb/s").arg(link);
    const QString what =
        half && link > 0
            ? Rules::tr(
                  "This PC reaches the Pi through %1, linked at %2 Mb/s half duplex: sending and receiving "
                  "take turns, and collisions cut it further.")
                  .arg(pcInterface(pc), QString::number(link))
        : half
            ? Rules::tr("This PC reaches the Pi through %1, linked at half duplex.").arg(pcInterface(pc))
            : Rules::tr("This PC reaches the Pi through %1, linked at %2 Mb/s: at most %3 MB/s of TCP data, "
                        "whatever the Pi's own link.")
                  .arg(pcInterface(pc), QString::number(link), Rules::mb(now.mbPerSecond));
    const double net = c.in.networkFigure();
    f.evidence = Figures::join(
        what, net > 0 ? Rules::tr("The raw network test reached %1 MB/s.").arg(Rules::rate(net)) : QString());
    f.fix =
        Rules::tr("Check this PC's cable (all four pairs: Cat 5e or better), its port and the switch port; "
                  "a gigabit link negotiates 1000 Mb/s full duplex. A USB 2.0 Ethernet adapter or a "
                  "100 Mb/s switch caps the link too.");
    f.expected = Rules::tr("up to ~%1 MB/s over a gigabit link").arg(Rules::mb(after));
    f.gainMbPerSecond = c.gainTo(after, now.isValid() ? now.mbPerSecond : -1);
    if (now.isValid())
        f.evidence = Figures::join(f.evidence, now.explanation());
    return f;
}

// Windows requires SMB signing by default since Windows 11 24H2: every packet is signed (AES-CMAC
// or AES-GMAC from SMB 3) by the Pi's CPU too, in software where it has no AES instructions.
std::optional<Finding> pcSmbSigningCpu(const RuleContext &c)
{
    const PcFacts &pc = c.in.pc;
    const bool signing = pc.smbSigningRequired.value_or(false);
    const bool encryption = pc.smbEncryption.value_or(false);
    if (!signing && !encryption)
        return std::nullopt;
    if (!c.in.mayServeTheShare(QStringLiteral("smbd")))
        return std::nullopt;
    const std::optional<bool> aes = c.in.cpuHasAes();
    if (!aes || *aes)
        return std::nullopt;
    const double cpu = c.in.peakCpu({QStringLiteral("smbd")});
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = cpu >= 85 ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = encryption
                  ? Rules::tr("This PC's SMB connection is encrypted, on a Pi CPU without AES instructions")
                  : Rules::tr("This PC requires SMB signing, on a Pi CPU without AES instructions");
    const QString why =
        encryption && !pc.smbDialect.isEmpty()
            ? Rules::tr(
                  "Get-SmbConnection shows the connection to the Pi encrypted (SMB %1): smbd encrypts every "
                  "byte in software on this CPU.")
                  .arg(pc.smbDialect)
        : encryption
            ? Rules::tr("This PC's SMB connection to the Pi is encrypted: smbd encrypts every byte in "
                        "software on this CPU.")
            : Rules::tr("Get-SmbClientConfiguration shows RequireSecuritySignature = True (the default since "
                        "Windows 11 24H2): smbd signs every packet in software on this CPU.");
    f.evidence = Figures::join(
        why, cpu >= 0
                 ? Rules::tr("smbd used %1 % of one core during the share test.").arg(Rules::percent(cpu))
                 : QString());
    f.fix =
        encryption
            ? Rules::tr("On a trusted home network, map the share without encryption (Samba: \"server smb "
                        "encrypt = if_required\"); or serve from a Pi 5, whose CPU has AES.")
            : Rules::tr(
                  "On a trusted home network, an administrator may run \"Set-SmbClientConfiguration "
                  "-RequireSecuritySignature $false\" on this PC; or serve from a Pi 5, whose CPU has AES.");
    f.expected = Rules::tr("smbd reaches its CPU limit later; no figure measured here");
    f.gainMbPerSecond = 0;
    return f;
}

} // namespace

const PcChecks &Rules::pc()
{
    static const PcChecks checks{
        &pcWifi,
        &pcLinkSlow,
        &pcSmbSigningCpu,
    };
    return checks;
}
