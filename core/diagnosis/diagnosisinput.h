#pragma once

#include "core/diagnosis/sharestorage.h"
#include "core/knowledge/boardinfo.h"
#include "core/knowledge/mydata.h"
#include "core/model/facts.h"
#include "core/model/measurement.h"
#include "core/model/steps.h"
#include "core/thispc/pcfacts.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

class Run;

// Everything the rules and the bottleneck look at, computed once from a run: the facts, the
// board, the disk behind the share, the NIC, the measured figures (medians, MB/s, -1 = not
// measured) and the highest CPU each process reached during the share test.
struct DiagnosisInput
{
    Facts facts;
    std::optional<BoardInfo> board;
    ShareStorage share;
    int nicIndex = -1; // into facts.interfaces; -1 = no NIC known

    double shareWrite = -1, shareRead = -1;
    // The small-files test as a rate (MB/s of its files, each created, written and flushed): what
    // backups of many small files go at (core/diagnosis/answers.*). Never judged by the bottleneck.
    double shareSmallFiles = -1;
    double piDiskWrite = -1, piDiskRead = -1;
    double netPiToPc = -1, netPcToPi = -1;
    QMap<QString, double> sharePeakCpu; // % of one core, from share measurements and their samples
    QMap<QString, double> diskPeakCpu;  // during the Pi-side disk test
    // The Pi-side disk test ran in the folder the share serves (false when the pre-flight found the
    // share elsewhere, or not at all, and the run did not follow it): only then do the disk and share
    // figures describe one disk, and may be compared (Completeness::shareUnconfirmed).
    bool diskBehindShare = true;
    // Stretches of the path a re-measure did not measure again (Completeness::measures, run file
    // `steps_chosen`): their layers offer no figure and no ceiling to the bottleneck, as the figures
    // of the run before the change no longer hold. Empty in a whole run.
    QList<StepInfo::Path> notMeasured;
    bool measures(StepInfo::Path path) const { return !notMeasured.contains(path); }
    // cgroup CPU quotas of the processes during the share test (% of one core, the tightest seen):
    // a Samba container run with --cpus=0.2 gives {"smbd": 20}.
    QMap<QString, double> shareCpuLimit;
    QString clientMountType;            // the PC's mount of the share, when the run recorded it
    QString clientMountOptions;
    QString clientMountSource;          // "pi:/srv/nas", "//pi/media"
    QString clientMountPoint;           // where the PC mounts it ("/mnt/nas")
    // The Samba share the PC mounts: "media" of "//pi/media" or "\\pi\media"; empty when unknown
    // or not an SMB mount.
    QString clientShareName;
    PcFacts pc; // this PC's link to the Pi and SMB client settings (run file "pc"), when recorded
    MyData myData; // the owner's sizes the run recorded (run file "my_data"); empty: the table's

    const NetInterface *nic() const { return nicIndex >= 0 ? &facts.interfaces.at(nicIndex) : nullptr; }
    bool nicIsWireless() const;
    QString nicDriver() const; // from the interface, else the board table
    // Negotiated, else the most the NIC can do when that is 100 Mb/s or less (a Pi 1–3B's
    // LAN9514 cannot link faster, whatever was read), else 0.
    int nicLinkMbps() const;
    int nicMaxMbps() const; // ethtool's best supported mode, else the board table's; 0 = unknown
    bool nicLinkIsNegotiated() const;
    bool nicOnUsb() const;
    // The wired NIC's own USB link in Mbit/s (lsusb -t, sysfs): 480 for a Pi 3B+'s chip or an adapter
    // in a USB 2.0 port; 0 when it is not on USB or the link was not shown.
    double nicUsbLinkMbps() const;
    // The NIC links, or can link, faster than USB 2.0 carries (about 300 Mb/s): a negotiated or
    // supported gigabit (or faster) link, else a driver that drives only gigabit-or-faster chips.
    bool nicMayExceedUsb2() const;
    // NIC and disk on the one USB 2.0 bus (Pi 1–3B+: docs/knowledge.md §1.1).
    bool nicSharesUsbBusWithDisk() const;

    // The end-to-end figure the bottleneck has to explain: share write, else share read; -1 none.
    double shareFigure() const;
    bool shareFigureIsWrite() const { return shareWrite > 0; }
    double piDiskFigure() const;  // in the direction of shareFigure() when measured
    double networkFigure() const; // in the direction of shareFigure() when measured
    // Highest share-test CPU among names starting with any of the given prefixes; -1 if none.
    double peakCpu(const QStringList &names) const;
    // The most CPU the process serving one client can get, in % of one core: one core (smbd and
    // nfsd serve a client on one thread), or less under a cgroup quota (shareCpuLimit).
    double cpuAllowance(const QString &name) const;
    bool cpuLimitedByCgroup(const QString &name) const { return cpuAllowance(name) < 100; }
    // Whether this file server (smbd, nfsd) can be the one serving the PC's share, going by how the
    // PC mounts it: smbd for SMB, nfsd for NFS, neither for sshfs or another FUSE file system; both
    // when the mount is not known. A busy smbd says nothing about an sshfs share (other clients, another
    // share, or a second test on the same machine may keep it busy).
    bool mayServeTheShare(const QString &server) const;
    // ARMv8 crypto extensions (AES): cpuinfo's Features, else the board (only BCM2712, Pi 5 / CM5 /
    // Pi 500, has them among Pis). nullopt when neither is known.
    std::optional<bool> cpuHasAes() const;
    bool isSambaServer() const;
    bool isNfsServer() const;
    // The server process was seen running (the process list or the share test's samples), not only
    // set up: "the Pi runs Samba" is said only then (a smb.conf alone serves nothing).
    bool runsSamba() const;
    bool runsNfsServer() const;

    // The share name in an SMB mount source ("//pi/media/sub" -> "media"); empty for anything else.
    static QString smbShareName(const QString &mountSource);

    static DiagnosisInput fromRun(const Run &run);
    static DiagnosisInput fromFacts(const Facts &facts, const QList<Measurement> &measurements = {},
                                    const QString &remoteDir = QString());
};
