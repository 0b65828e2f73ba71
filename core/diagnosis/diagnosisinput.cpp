#include "core/diagnosis/diagnosisinput.h"

#include "core/knowledge/boardtable.h"
#include "core/knowledge/mydata.h"
#include "core/model/run.h"
#include "core/model/runrecords.h"
#include "core/model/steps.h"
#include "core/probe/textfacts.h"
#include "core/sharebench/mountinfo.h"

#include <QJsonValue>

#include <algorithm>

namespace {

double median(QList<double> values)
{
    values.removeIf([](double v) { return v <= 0; });
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

double medianOf(const QList<Measurement> &ms, Measurement::Kind kind)
{
    QList<double> v;
    for (const Measurement &m : ms)
        if (m.kind() == kind && m.hasFigures())
            v.append(m.mbPerSecond());
    return median(v);
}

void mergePeaks(QMap<QString, double> &into, const QMap<QString, double> &from)
{
    for (auto it = from.cbegin(); it != from.cend(); ++it)
        into[it.key()] = std::max(into.value(it.key(), -1.0), it.value());
}

std::optional<BoardInfo> boardOf(const Facts &f)
{
    const BoardTable &t = BoardTable::instance();
    if (f.board.typeCode.isKnown())
        if (auto b = t.byTypeCode(f.board.typeCode.value()))
            return b;
    return t.identify(f.board.model.valueOr(QString()), f.board.revisionCode.valueOr(QString()));
}

void mergeLimits(QMap<QString, double> &into, const QMap<QString, double> &from)
{
    for (auto it = from.cbegin(); it != from.cend(); ++it)
        if (it.value() > 0)
            into[it.key()] = into.contains(it.key()) ? std::min(into.value(it.key()), it.value()) : it.value();
}

bool isShareKind(Measurement::Kind k)
{
    const StepInfo *step = Steps::of(k);
    return step && step->path == StepInfo::Path::Share;
}

} // namespace

bool DiagnosisInput::nicIsWireless() const
{
    const NetInterface *n = nic();
    return n && (n->wireless.valueOr(false) || n->driver.valueOr(QString()) == u"brcmfmac");
}

QString DiagnosisInput::nicDriver() const
{
    if (const NetInterface *n = nic(); n && n->driver.isKnown())
        return n->driver.value();
    return board ? board->nicDriver : QString();
}

bool DiagnosisInput::nicLinkIsNegotiated() const
{
    const NetInterface *n = nic();
    return n && n->speedMbps.valueOr(0) > 0;
}

int DiagnosisInput::nicMaxMbps() const
{
    if (nicIsWireless())
        return 0;
    if (const NetInterface *n = nic(); n && n->maxSupportedMbps.valueOr(0) > 0)
        return n->maxSupportedMbps.value();
    return board && board->hasEthernet() ? board->nicLinkMbps : 0;
}

int DiagnosisInput::nicLinkMbps() const
{
    if (nicLinkIsNegotiated())
        return nic()->speedMbps.value();
    const int max = nicMaxMbps();
    return max > 0 && max <= 100 ? max : 0;
}

bool DiagnosisInput::nicOnUsb() const
{
    if (nicIsWireless())
        return false;
    if (const NetInterface *n = nic(); n && n->onUsb.isKnown())
        return n->onUsb.value();
    const QString d = nicDriver();
    return d == u"smsc95xx" || d == u"lan78xx" || (board && board->nicOnSharedUsb2);
}

double DiagnosisInput::nicUsbLinkMbps() const
{
    const NetInterface *n = nic();
    if (!n || !nicOnUsb() || !n->usbSpeedMbps.isKnown())
        return 0;
    return std::max(0.0, n->usbSpeedMbps.value());
}

bool DiagnosisInput::nicMayExceedUsb2() const
{
    if (nicIsWireless())
        return false;
    if (nicLinkIsNegotiated())
        return nic()->speedMbps.value() >= 1000;
    if (nicMaxMbps() > 0)
        return nicMaxMbps() >= 1000;
    // Drivers whose every chip is gigabit or faster (drivers/net/usb: ax88179_178a drives the
    // AX88179/178A gigabit chips, lan78xx the LAN7800/7850/7515, aqc111 the 2.5G/5G AQC111/112);
    // r8152 also drives the 100 Mb/s RTL8152, so it says nothing alone.
    static const QStringList gigabitOnly{QStringLiteral("ax88179_178a"), QStringLiteral("lan78xx"),
                                         QStringLiteral("aqc111")};
    return gigabitOnly.contains(nicDriver());
}

bool DiagnosisInput::nicSharesUsbBusWithDisk() const
{
    if (!nicOnUsb() || !share.onUsb() || share.usbSpeedMbps > 480)
        return false;
    // On Pi 1–3B+ every USB port and the NIC hang from the one dwc_otg root port (docs/knowledge.md §1.1).
    if (board && board->nicOnSharedUsb2)
        return true;
    const NetInterface *n = nic();
    if (n && n->usbPath.isKnown() && !share.usbRoot.isEmpty())
        return facts.usb.rootOf(n->usbPath.value()) == share.usbRoot;
    return false;
}

double DiagnosisInput::shareFigure() const
{
    return shareWrite > 0 ? shareWrite : shareRead;
}

double DiagnosisInput::piDiskFigure() const
{
    if (shareFigureIsWrite() && piDiskWrite > 0)
        return piDiskWrite;
    if (!shareFigureIsWrite() && piDiskRead > 0)
        return piDiskRead;
    return std::max(piDiskWrite, piDiskRead);
}

double DiagnosisInput::networkFigure() const
{
    // A PC writing to the share sends data PC -> Pi.
    if (shareFigureIsWrite() && netPcToPi > 0)
        return netPcToPi;
    if (!shareFigureIsWrite() && netPiToPc > 0)
        return netPiToPc;
    return std::max(netPcToPi, netPiToPc);
}

double DiagnosisInput::peakCpu(const QStringList &names) const
{
    double best = -1;
    for (auto it = sharePeakCpu.cbegin(); it != sharePeakCpu.cend(); ++it)
        for (const QString &n : names)
            if (it.key().startsWith(n))
                best = std::max(best, it.value());
    return best;
}

double DiagnosisInput::cpuAllowance(const QString &name) const
{
    const auto it = shareCpuLimit.constFind(name);
    return it != shareCpuLimit.cend() && it.value() > 0 ? std::min(100.0, it.value()) : 100.0;
}

bool DiagnosisInput::mayServeTheShare(const QString &server) const
{
    if (clientMountType.isEmpty())
        return true;
    MountInfo mount;
    mount.fsType = clientMountType;
    const QString protocol = mount.protocol();
    // "local" is also what an unknown word gives (a hand-made run's method "reconstructed"):
    // nothing is known then.
    if (protocol == QLatin1String("local"))
        return true;
    if (server == QLatin1String("smbd"))
        return protocol == QLatin1String("smb");
    if (server == QLatin1String("nfsd"))
        return protocol == QLatin1String("nfs");
    return true;
}

std::optional<bool> DiagnosisInput::cpuHasAes() const
{
    if (facts.board.cpuHasAes.isKnown())
        return facts.board.cpuHasAes.value();
    if (board)
        return board->soc == u"BCM2712";
    return std::nullopt;
}

bool DiagnosisInput::isSambaServer() const
{
    return facts.samba.configured.valueOr(false) || facts.hasProcess(QStringLiteral("smbd")) ||
           sharePeakCpu.contains(QStringLiteral("smbd"));
}

bool DiagnosisInput::runsSamba() const
{
    return facts.hasProcess(QStringLiteral("smbd")) || sharePeakCpu.contains(QStringLiteral("smbd"));
}

bool DiagnosisInput::runsNfsServer() const
{
    return facts.hasProcess(QStringLiteral("nfsd")) || sharePeakCpu.contains(QStringLiteral("nfsd"));
}

bool DiagnosisInput::isNfsServer() const
{
    return !facts.nfsExports.isEmpty() || facts.hasProcess(QStringLiteral("nfsd")) ||
           sharePeakCpu.contains(QStringLiteral("nfsd"));
}

DiagnosisInput DiagnosisInput::fromFacts(const Facts &facts, const QList<Measurement> &ms,
                                         const QString &remoteDir)
{
    DiagnosisInput in;
    in.facts = facts;
    in.board = boardOf(facts);
    in.share = ShareStorage::find(in.facts, remoteDir);
    if (const NetInterface *n = in.facts.primaryInterface())
        in.nicIndex = int(n - in.facts.interfaces.constData());
    // The board table knows what the built-in NIC can do at most (docs/knowledge.md §1).
    if (in.board && in.board->hasEthernet() && in.nicIndex >= 0 && !in.nicIsWireless()) {
        NetInterface &n = in.facts.interfaces[in.nicIndex];
        const QString driver = n.driver.valueOr(in.board->nicDriver);
        if (driver == in.board->nicDriver && !n.maxSupportedMbps.isKnown())
            n.maxSupportedMbps.offer(in.board->nicLinkMbps, QStringLiteral("board-table"));
    }
    using K = Measurement::Kind;
    in.shareWrite = medianOf(ms, K::ShareWrite);
    in.shareRead = medianOf(ms, K::ShareRead);
    in.shareSmallFiles = medianOf(ms, K::ShareSmallFiles);
    in.piDiskWrite = medianOf(ms, K::PiDiskWrite);
    in.piDiskRead = medianOf(ms, K::PiDiskRead);
    in.netPiToPc = medianOf(ms, K::NetPiToPc);
    in.netPcToPi = medianOf(ms, K::NetPcToPi);
    for (const Measurement &m : ms) {
        if (isShareKind(m.kind())) {
            mergePeaks(in.sharePeakCpu, m.peakProcessCpu());
            mergeLimits(in.shareCpuLimit, m.processCpuLimit());
        }
        else if (m.kind() == K::PiDiskWrite || m.kind() == K::PiDiskRead)
            mergePeaks(in.diskPeakCpu, m.peakProcessCpu());
    }
    return in;
}

QString DiagnosisInput::smbShareName(const QString &mountSource)
{
    QString s = mountSource.trimmed();
    s.replace(u'\\', u'/');
    if (!s.startsWith(QLatin1String("//")))
        return QString(); // "pi:/srv/media" (NFS), "sshfs#…", a local path
    const QStringList parts = s.mid(2).split(u'/', Qt::SkipEmptyParts);
    return parts.size() >= 2 ? parts.at(1) : QString();
}

DiagnosisInput DiagnosisInput::fromRun(const Run &run)
{
    QList<Measurement> ms = run.measurements();
    for (Measurement &m : ms)
        if (!m.hasFigures() && !m.raw().isEmpty())
            m.applyRaw();
    const Facts facts = TextFacts::facts(run.transcript());
    // The disk behind the share is the one under the folder the Pi-side tests used: the share's own
    // folder when the run followed it there (profile.preflight.tests_folder: the pre-flight's
    // finding, under its step's id), else the Pi folder.
    const RunProfile profile = RunProfile::of(run);
    DiagnosisInput in = fromFacts(facts, ms, profile.testsFolder());
    for (const Sample &s : run.samples()) {
        const std::optional<Measurement::Kind> k =
            s.step.isEmpty() ? std::nullopt : std::optional(Measurement::kindFromKey(s.step));
        if (k && isShareKind(*k)) {
            mergePeaks(in.sharePeakCpu, s.processCpu);
            mergeLimits(in.shareCpuLimit, s.processCpuLimit);
        }
    }
    // The PC's own mount of the share. The app records it in the profile ("client_mount": {fs_type,
    // options}, ShareJob::mountJson); hand-made run files may carry it at the top ({fstype, options}).
    const QJsonObject recorded = profile.clientMount;
    const QJsonObject client =
        recorded.isEmpty() ? run.extra().value(QStringLiteral("client_mount")).toObject() : recorded;
    in.clientMountType =
        client.value(recorded.isEmpty() ? QStringLiteral("fstype") : QStringLiteral("fs_type")).toString();
    in.clientMountOptions = client.value(QStringLiteral("options")).toString();
    in.clientMountSource = client.value(QStringLiteral("source")).toString();
    in.clientMountPoint = client.value(QStringLiteral("mount_point")).toString();
    in.clientShareName = smbShareName(client.value(QStringLiteral("source")).toString());
    in.pc = PcFacts::fromJson(run.extra().value(QStringLiteral("pc")).toObject());
    in.myData = MyData::fromJson(run.extra().value(MyData::kRunKey));
    // On Linux the SMB client's dialect and encryption are the cifs mount's options ("vers=3.1.1",
    // "seal"), recorded in client_mount.
    if (in.clientMountType == u"cifs" || in.clientMountType == u"smb3") {
        for (const QString &o : in.clientMountOptions.split(u',', Qt::SkipEmptyParts)) {
            if (o.startsWith(u"vers=") && in.pc.smbDialect.isEmpty())
                in.pc.smbDialect = o.mid(5).left(20);
            else if (o == u"seal" && !in.pc.smbEncryption)
                in.pc.smbEncryption = true;
        }
    }
    // Runs of the app record the PC's mount type as the share measurements' method ("nfs4",
    // "cifs", "fuse.sshfs").
    for (const Measurement &m : run.measurements())
        if (in.clientMountType.isEmpty() && isShareKind(m.kind()) && !m.method().isEmpty())
            in.clientMountType = m.method();
    return in;
}
