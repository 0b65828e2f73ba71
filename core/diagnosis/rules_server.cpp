#include "core/diagnosis/rule.h"
#include "core/diagnosis/rulechecks.h"

#include "core/diagnosis/figures.h"
#include "core/diagnosis/pifiles.h"
#include "core/knowledge/ceilings.h"

#include <QRegularExpression>

// Server and client rules: docs/knowledge.md §4.8 (smbd one process per client), §4.9 (SMB1),
// §4.10 (NFS sync export, rsize/wsize).

namespace {

ConfSetting smbSetting(const QString &section, const QString &parameter, const QString &value)
{
    return {PiFiles::smbConf(), section, parameter, value};
}

// Whether a share is the one the PC mounts, or any share when that is not known.
bool inScope(const RuleContext &c, const SambaShare &share)
{
    return c.in.clientShareName.isEmpty() || share.name.compare(c.in.clientShareName, Qt::CaseInsensitive) == 0;
}

// The server sat at its cgroup CPU quota (a container's --cpus, systemd's CPUQuota=): the quota,
// not the board, is the limit, and raising it is the fix.
std::optional<Finding> cgroupCpu(const RuleContext &c, const QString &server, double cpu, double allowance)
{
    const double after = c.limitWithout({Layer::ServerCpu, Layer::Filesystem});
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = Finding::Severity::Critical;
    f.title = Rules::tr("%1 is held back by a CPU limit on its container or service").arg(server);
    f.evidence = c.in.shareFigure() > 0
                     ? Rules::tr("%1 used %2 % of one core at %3 MB/s: all of the %4 % its cgroup CPU quota "
                                 "allows (a container or service CPU limit).")
                           .arg(server, Rules::percent(cpu), Rules::rate(c.in.shareFigure()),
                                Rules::percent(allowance))
                     : Rules::tr("%1 used %2 % of one core: all of the %3 % its cgroup CPU quota allows (a "
                                 "container or service CPU limit).")
                           .arg(server, Rules::percent(cpu), Rules::percent(allowance));
    f.fix = Rules::tr("Raise or remove the CPU limit of the container or service that runs %1 (docker run "
                      "--cpus, the compose file's cpus:, or systemd's CPUQuota=); it needs up to one whole "
                      "core per client.")
                .arg(server);
    // Without the quota it could use a whole core: roughly 100/allowance times the current figure.
    const double share = c.in.shareFigure();
    double reachable = share > 0 ? share * 100 / allowance : -1;
    if (after > 0)
        reachable = reachable > 0 ? std::min(reachable, after) : after;
    f.expected = reachable > 0 ? Rules::tr("up to ~%1 MB/s with a whole core for %2").arg(Rules::mb(reachable), server)
                               : Rules::tr("depends on the CPU");
    f.gainMbPerSecond = c.gainTo(reachable);
    return f;
}

// smbd serves one client with one process, so one saturated core is its limit (smbd(8); §4.8).
// Under a cgroup quota (Samba in a container with --cpus) the quota is the limit instead.
constexpr double kCpuBoundPercent = 95;

std::optional<Finding> serverCpu(const RuleContext &c)
{
    const QString smbdName = QStringLiteral("smbd"), nfsdName = QStringLiteral("nfsd");
    const double smbd = c.in.mayServeTheShare(smbdName) ? c.in.peakCpu({smbdName}) : -1;
    const double nfsd = c.in.mayServeTheShare(nfsdName) ? c.in.peakCpu({nfsdName}) : -1;
    // Compare each server with what it may use: 20 % under a 20 % quota is saturated.
    const double smbdUse = smbd >= 0 ? smbd / c.in.cpuAllowance(smbdName) : -1;
    const double nfsdUse = nfsd >= 0 ? nfsd / c.in.cpuAllowance(nfsdName) : -1;
    const bool samba = smbdUse >= nfsdUse;
    const QString server = samba ? smbdName : nfsdName;
    const double cpu = samba ? smbd : nfsd;
    const double allowance = c.in.cpuAllowance(server);
    if (cpu < kCpuBoundPercent / 100 * allowance)
        return std::nullopt;
    if (c.in.cpuLimitedByCgroup(server))
        return cgroupCpu(c, server, cpu, allowance);
    const double after = c.limitWithout({Layer::ServerCpu, Layer::Filesystem});
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = Finding::Severity::Critical;
    f.title = samba ? Rules::tr("Samba (smbd) is limited by the CPU")
                    : Rules::tr("The NFS server is limited by the CPU");
    f.evidence = c.in.shareFigure() > 0
                     ? Rules::tr("%1 used %2 % of one core at %3 MB/s.")
                           .arg(samba ? QStringLiteral("smbd") : QStringLiteral("nfsd"), Rules::percent(cpu),
                                Rules::rate(c.in.shareFigure()))
                     : Rules::tr("%1 used %2 % of one core.")
                           .arg(samba ? QStringLiteral("smbd") : QStringLiteral("nfsd"), Rules::percent(cpu));
    f.fix = samba
                ? Rules::tr(
                      "smbd serves each client with one process, so one core is the limit: turn off SMB "
                      "signing and encryption if the network is trusted, use a 64-bit OS, or a faster board "
                      "(Pi 5). NFS needs less CPU per byte.")
                : Rules::tr("Use the performance governor, a 64-bit OS or a faster board (Pi 5).");
    f.expected = after > 0
                     ? Rules::tr("up to ~%1 MB/s (the next limit) with a faster CPU").arg(Rules::mb(after))
                     : Rules::tr("depends on the CPU");
    f.gainMbPerSecond = c.gainTo(after);
    return f;
}

std::optional<Finding> nfsSync(const RuleContext &c)
{
    const NfsExport *sync = nullptr;
    for (const NfsExport &e : c.in.facts.nfsExports)
        if (e.async.isKnown() ? !e.async.value() : e.syncByDefault) {
            sync = &e;
            break;
        }
    if (!sync)
        return std::nullopt;
    // Only when the PC is known to mount the share over NFS: an export the PC does not use (it
    // may reach the share over SMB or SFTP) slows nothing down.
    if (!c.in.clientMountType.startsWith(QLatin1String("nfs")))
        return std::nullopt;
    const double disk = c.in.piDiskWrite;
    // What the link carried when measured, else what it can carry: a sync export cannot be fixed
    // past the network.
    double network = c.ceilings.network.mbPerSecond;
    if (c.in.networkFigure() > 0)
        network = network > 0 ? std::min(network, c.in.networkFigure()) : c.in.networkFigure();
    double after = disk > 0 ? disk : -1;
    if (network > 0)
        after = after > 0 ? std::min(after, network) : network;
    Finding f;
    f.layer = Layer::Storage;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("The NFS export writes synchronously");
    f.evidence =
        sync->async.isKnown()
            ? Rules::tr("%1 is exported with \"sync\": each write waits until the disk has it.")
                  .arg(sync->path)
            : Rules::tr(
                  "%1 is exported without \"async\", so \"sync\" applies: each write waits until the disk "
                  "has it.")
                  .arg(sync->path);
    f.fix =
        Rules::tr("Add \"async\" to the export's options in /etc/exports and run exportfs -ra. The price: "
                  "writes the Pi acknowledged can be lost if it loses power.");
    f.expected = after > 0 ? Rules::tr("writes up to ~%1 MB/s").arg(Rules::mb(after))
                           : Rules::tr("faster writes; no figure without a measurement");
    f.gainMbPerSecond = c.in.shareWrite > 0 ? c.gainTo(after, c.in.shareWrite) : 0;
    return f;
}

std::optional<Finding> smb1(const RuleContext &c)
{
    const SambaFacts &s = c.in.facts.samba;
    auto isSmb1 = [](const QString &p) {
        const QString u = p.toUpper();
        return u == u"NT1" || u == u"LANMAN1" || u == u"LANMAN2" || u == u"CORE" || u == u"COREPLUS" ||
               u == u"SMB1";
    };
    const QString max = s.serverMaxProtocol.valueOr(QString());
    if (max.isEmpty() || !isSmb1(max))
        return std::nullopt;
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("Samba is limited to SMB1");
    f.evidence =
        Rules::tr("smb.conf sets \"server max protocol = %1\": clients must speak SMB1, with small reads and "
                  "writes and no credits.")
            .arg(max);
    f.fix = Rules::tr("Remove \"server max protocol\" from smb.conf (SMB3 is the default) and restart smbd.");
    f.settings << smbSetting(QStringLiteral("global"), QStringLiteral("server max protocol"), max);
    f.expected = Rules::tr("no figure measured here; SMB2/3 moves larger blocks per request");
    f.gainMbPerSecond = 0;
    return f;
}

std::optional<Finding> clientMount(const RuleContext &c)
{
    const QString opts = c.in.clientMountOptions;
    // The PC's mount must be known, not only some options (docs/design.md "client_mount").
    if (opts.isEmpty() || c.in.clientMountType.isEmpty())
        return std::nullopt;
    const QStringList list = opts.split(u',', Qt::SkipEmptyParts);
    QStringList problems;
    if (list.contains(QStringLiteral("sync")))
        problems << QStringLiteral("sync");
    static const QRegularExpression size(QStringLiteral("^([rw]size)=(\\d+)$"));
    for (const QString &o : list) {
        const QRegularExpressionMatch m = size.match(o);
        if (m.hasMatch() && m.captured(2).toLongLong() < 65536)
            problems << o;
        if (o == u"proto=udp" || o == u"vers=1.0")
            problems << o;
    }
    if (problems.isEmpty())
        return std::nullopt;
    const double after = c.limitWithout({Layer::Client});
    Finding f;
    f.layer = Layer::Client;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("The PC mounts the share with slow options");
    f.evidence = Rules::tr("The PC's %1 mount uses %2.")
                     .arg(c.in.clientMountType.isEmpty() ? QStringLiteral("share") : c.in.clientMountType,
                          problems.join(QStringLiteral(", ")));
    f.fix = Rules::tr(
        "Mount without \"sync\", let rsize/wsize default (up to 1 MiB), use TCP and SMB 3 or NFS 4.");
    f.expected =
        after > 0 ? Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after)) : Rules::tr("faster transfers");
    f.gainMbPerSecond = c.gainTo(after);
    return f;
}

// Samba set to encrypt or sign every packet on a CPU without AES instructions. "server smb
// encrypt" (alias "smb encrypt") works globally and per share: "desired" and "required" turn
// encryption on (for every client that supports it, or for all), "off"/"if_required" in a share
// change nothing, and "off" globally leaves no encryption anywhere (smb.conf(5); docs/knowledge.md
// §4). "server signing" is global only. The share the PC mounts decides; when it is not known,
// any share that encrypts does.
bool encrypts(const QString &value)
{
    const QString x = value.trimmed().toLower();
    return x == u"desired" || x == u"required" || x == u"mandatory" || x == u"force";
}

bool globallyOff(const QString &value)
{
    const QString x = value.trimmed().toLower();
    return x == u"off" || x == u"disabled" || x == u"no" || x == u"false";
}

std::optional<Finding> smbEncryptionCpu(const RuleContext &c)
{
    if (!c.in.mayServeTheShare(QStringLiteral("smbd")))
        return std::nullopt; // Samba's cost does not slow a share the PC reaches another way
    const SambaFacts &s = c.in.facts.samba;
    const QString global = s.serverSmbEncrypt.valueOr(QString());
    const QString signingValue = s.serverSigning.valueOr(QString()).trimmed().toLower();
    const bool signing = signingValue == u"required" || signingValue == u"mandatory";
    // The share whose own setting turns encryption on: the PC's share when smb.conf has it,
    // else the first share that encrypts.
    const SambaShare *mounted = nullptr;
    for (const SambaShare &sh : s.shares)
        if (!c.in.clientShareName.isEmpty() && sh.name.compare(c.in.clientShareName, Qt::CaseInsensitive) == 0)
            mounted = &sh;
    const SambaShare *share = nullptr;
    if (!encrypts(global) && !globallyOff(global)) {
        if (mounted)
            share = encrypts(mounted->smbEncrypt) ? mounted : nullptr;
        else
            for (const SambaShare &sh : s.shares)
                if (!share && encrypts(sh.smbEncrypt))
                    share = &sh;
    }
    const bool encrypt = encrypts(global) || share;
    const std::optional<bool> aes = c.in.cpuHasAes();
    if ((!encrypt && !signing) || !aes || *aes)
        return std::nullopt;
    const double cpu = c.in.peakCpu({QStringLiteral("smbd")});
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = cpu >= 85 ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = encrypt ? Rules::tr("Samba encrypts every transfer on a CPU without AES instructions")
                      : Rules::tr("Samba signs every packet on a CPU without AES instructions");
    QString why;
    if (share)
        why = Rules::tr("smb.conf sets \"smb encrypt = %1\" for the share [%2]: smbd encrypts every byte of it "
                        "in software on this CPU, which has no AES instructions.")
                  .arg(share->smbEncrypt, share->name);
    else if (encrypt)
        why = Rules::tr("smb.conf sets \"smb encrypt = %1\": smbd encrypts every byte in "
                        "software on this CPU, which has no AES instructions.")
                  .arg(global);
    else
        why = Rules::tr("smb.conf sets \"server signing = %1\": smbd computes a signature "
                        "over every packet in software on this CPU, which has no AES "
                        "instructions.")
                  .arg(s.serverSigning.value());
    f.evidence = Figures::join(why, cpu >= 0 ? Rules::tr("smbd used %1 % of one core during the share test.")
                                                   .arg(Rules::percent(cpu))
                                             : QString());
    f.fix = share ? Rules::tr("On a trusted home network remove \"smb encrypt\" from the share [%1] (or set it to "
                              "\"if_required\") and restart smbd; or serve from a Pi 5, whose CPU has AES.")
                        .arg(share->name)
                  : Rules::tr("On a trusted home network set \"server smb encrypt = if_required\" (the default; "
                              "\"desired\" still encrypts for every client that can) and \"server signing = "
                              "default\" in smb.conf, then restart smbd; or serve from a Pi 5, whose CPU has AES.");
    f.expected = Rules::tr("smbd reaches its CPU limit later; no figure measured here");
    f.gainMbPerSecond = 0;
    // What costs the CPU for the PC's share (every share when it is not known): encryption turned on
    // in [global] or in the share itself, and signing made mandatory ([global] only).
    if (encrypts(global))
        f.settings << smbSetting(QStringLiteral("global"), QStringLiteral("server smb encrypt"), global);
    for (const SambaShare &sh : s.shares)
        if (inScope(c, sh) && encrypts(sh.smbEncrypt))
            f.settings << smbSetting(sh.name, QStringLiteral("server smb encrypt"), sh.smbEncrypt);
    if (signing)
        f.settings << smbSetting(QStringLiteral("global"), QStringLiteral("server signing"), s.serverSigning.value());
    return f;
}

// Samba told to fsync after every write: "sync always = yes" in a share (or [global]) while
// "strict sync" is on (its default since Samba 4.7; smb.conf(5): "sync always" has no effect
// when "strict sync" is no). Every write then waits for the disk, as an NFS "sync" export does,
// so the ceiling is the same: the Pi's own disk figure or the network, whichever is lower.
bool smbTrue(const QString &value)
{
    const QString x = value.trimmed().toLower();
    return x == u"yes" || x == u"true" || x == u"1" || x == u"on";
}

bool smbFalse(const QString &value)
{
    const QString x = value.trimmed().toLower();
    return x == u"no" || x == u"false" || x == u"0" || x == u"off";
}

std::optional<Finding> smbSyncAlways(const RuleContext &c)
{
    if (!c.in.mayServeTheShare(QStringLiteral("smbd")))
        return std::nullopt;
    const SambaFacts &s = c.in.facts.samba;
    const QString globalSync = s.syncAlways.valueOr(QString());
    const QString globalStrict = s.strictSync.valueOr(QString());
    // A share's own value wins over [global]'s.
    auto syncs = [&](const SambaShare &sh) {
        const QString always = sh.syncAlways.isEmpty() ? globalSync : sh.syncAlways;
        const QString strict = sh.strictSync.isEmpty() ? globalStrict : sh.strictSync;
        return smbTrue(always) && !smbFalse(strict);
    };
    const SambaShare *hit = nullptr;
    for (const SambaShare &sh : s.shares) {
        const bool mounted = !c.in.clientShareName.isEmpty() &&
                             sh.name.compare(c.in.clientShareName, Qt::CaseInsensitive) == 0;
        if (!c.in.clientShareName.isEmpty() && !mounted)
            continue; // the PC's share is known: only its setting slows the PC down
        if (syncs(sh)) {
            hit = &sh;
            break;
        }
    }
    const bool globalOnly = !hit && s.shares.isEmpty() && smbTrue(globalSync) && !smbFalse(globalStrict);
    if (!hit && !globalOnly)
        return std::nullopt;
    const double disk = c.in.piDiskWrite;
    double network = c.ceilings.network.mbPerSecond;
    if (c.in.networkFigure() > 0)
        network = network > 0 ? std::min(network, c.in.networkFigure()) : c.in.networkFigure();
    double after = disk > 0 ? disk : -1;
    if (network > 0)
        after = after > 0 ? std::min(after, network) : network;
    Finding f;
    f.layer = Layer::Storage;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("Samba forces every write to the disk before it answers");
    f.evidence = hit ? Rules::tr("smb.conf sets \"sync always = yes\" for the share [%1] with \"strict sync\" on: "
                                 "smbd waits for the disk (fsync) after every write.")
                           .arg(hit->name)
                     : Rules::tr("smb.conf sets \"sync always = yes\" in [global] with \"strict sync\" on: smbd "
                                 "waits for the disk (fsync) after every write.");
    f.fix = Rules::tr("Remove \"sync always\" from smb.conf (its default is no) and reload smbd. The price: "
                      "writes the Pi acknowledged can be lost if it loses power, as with any disk cache.");
    f.expected = after > 0 ? Rules::tr("writes up to ~%1 MB/s").arg(Rules::mb(after))
                           : Rules::tr("faster writes; no figure without a measurement");
    f.gainMbPerSecond = c.in.shareWrite > 0 ? c.gainTo(after, c.in.shareWrite) : 0;
    // Every "sync always = yes" that makes the PC's share (every share, when it is not known) sync:
    // [global]'s, which shares without their own value inherit, and the shares' own.
    if (smbTrue(globalSync))
        f.settings << smbSetting(QStringLiteral("global"), QStringLiteral("sync always"), globalSync);
    for (const SambaShare &sh : s.shares)
        if (inScope(c, sh) && !sh.syncAlways.isEmpty() && syncs(sh))
            f.settings << smbSetting(sh.name, QStringLiteral("sync always"), sh.syncAlways);
    return f;
}

// The PC reaches the share through sshfs or another FUSE client.
std::optional<Finding> clientFuseShare(const RuleContext &c)
{
    const QString type = c.in.clientMountType;
    if (!(type.startsWith(QLatin1String("fuse.")) || type == u"fuse" || type == u"fuseblk"))
        return std::nullopt;
    const QString client = type.startsWith(QLatin1String("fuse.")) ? type.mid(5) : type;
    const double after = c.limitWithout({Layer::Client});
    Finding f;
    f.layer = Layer::Client;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("The PC mounts the share through a FUSE client (%1)").arg(client);
    f.evidence = client == u"sshfs"
                     ? Rules::tr("The PC's mount type is %1: every byte is encrypted by ssh on the Pi, and "
                                 "one user-space process on each side moves it in a single stream.")
                           .arg(type)
                     : Rules::tr("The PC's mount type is %1: a user-space client that moves the data through "
                                 "one process.")
                           .arg(type);
    // Name only the servers this Pi runs; with neither, the one every PC can mount (issue #14: a
    // fix never names a service the Pi does not run).
    const bool smb = c.in.runsSamba(), nfs = c.in.runsNfsServer();
    // Set up but not seen running (smb.conf, /etc/exports): the fix says to start it first.
    const bool smbSetUp = !smb && c.in.isSambaServer();
    f.fix = smb && nfs ? Rules::tr("Mount the share over SMB (cifs) or NFS instead; the Pi already serves both. "
                                   "Keep %1 for occasional access.").arg(client)
            : smb      ? Rules::tr("Mount the share over SMB (cifs) instead; the Pi already runs Samba. "
                                   "Keep %1 for occasional access.").arg(client)
            : nfs      ? Rules::tr("Mount the share over NFS instead; the Pi already exports folders over NFS. "
                                   "Keep %1 for occasional access.").arg(client)
            : smbSetUp ? Rules::tr("Samba is set up on the Pi, but no smbd process was seen running: start it "
                                   "(sudo systemctl enable --now smbd), then mount the share over SMB; keep %1 for "
                                   "occasional access.").arg(client)
                       : Rules::tr("Install Samba on the Pi (sudo apt install samba), share the folder and mount "
                                   "it over SMB; keep %1 for occasional access.").arg(client);
    f.expected =
        after > 0 ? Rules::tr("up to ~%1 MB/s").arg(Rules::mb(after)) : Rules::tr("faster transfers");
    f.gainMbPerSecond = c.gainTo(after);
    return f;
}

} // namespace

const ServerChecks &Rules::server()
{
    static const ServerChecks checks{
        &serverCpu,
        &nfsSync,
        &smb1,
        &clientMount,
        &smbEncryptionCpu,
        &clientFuseShare,
        &smbSyncAlways,
    };
    return checks;
}
