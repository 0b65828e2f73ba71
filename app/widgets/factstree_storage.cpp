// FactsTree: disks, file systems and the file sharing services.
#include "app/widgets/factstree.h"

#include "core/findings/catalogue.h"

#include "core/model/factlabels.h"

#include <QLocale>

void FactsTree::addStorage()
{
    QTreeWidgetItem *g =
        addGroup(QStringLiteral("group.storage"), FactLabels::group(FactLabels::Group::Storage));
    for (const BlockDevice &d : m_facts.storage.disks) {
        // A disk seen only in the USB tree has no kernel name yet.
        const QString k =
            QStringLiteral("disk.%1").arg(d.name.isEmpty() ? d.usbPath.valueOr(QStringLiteral("?")) : d.name);
        QStringList summary;
        if (d.model.isKnown())
            summary.append(d.model.value());
        if (d.sizeBytes.isKnown())
            summary.append(QLocale().formattedDataSize(d.sizeBytes.value(), 1, QLocale::DataSizeSIFormat));
        const QString name = !d.name.isEmpty()     ? d.name
                             : d.usbPath.isKnown() ? tr("USB disk on port %1").arg(d.usbPath.value())
                                                   : tr("Disk (name not shown)");
        QTreeWidgetItem *disk = addRow(g, k, name, summary.join(QStringLiteral(", ")), {}, QString());
        const auto &rows = FactFields::disk();
        addFields(disk, k, d, rows);
        QTreeWidgetItem *sd = fieldRow(k, rows, &BlockDevice::sdCard);
        if (sd && d.sdCard.value())
            markWarning(sd, tr("An SD card is slow for a share: typically 10 to 40 MB/s, and much less for "
                               "small files. Keep the shared data on a USB disk."), FindingId::StorageSdCard);
        QTreeWidgetItem *drv = fieldRow(k, rows, &BlockDevice::usbDriver);
        if (drv && d.usbDriver.value() == u"usb-storage")
            markWarning(drv,
                        tr("This disk runs with the older usb-storage driver instead of uas (USB Attached "
                           "SCSI). On USB 3 that can cost speed and CPU; on a USB 2.0 only Pi the gain of "
                           "UAS is small."), FindingId::StorageNoUas);
    }
    for (const Filesystem &fs : m_facts.storage.mounts) {
        const QString k = QStringLiteral("mount.%1").arg(fs.mountPoint);
        const QString fstype = fs.declaredFstype.isEmpty() || fs.declaredFstype == fs.fstype
                                   ? fs.fstype
                                   : tr("%1 (mounted as %2)").arg(fs.declaredFstype, fs.fstype);
        QTreeWidgetItem *m = addRow(g, k, fs.mountPoint, tr("%1, %2").arg(fs.device, fstype), fs.sources,
                                    tr("A mounted file system: device, file system type and options."));
        if (!fs.options.isEmpty())
            addRow(m, k + QStringLiteral(".options"), tr("Mount options"), fs.options.join(u','), fs.sources,
                   QString());
        if (fs.fuse) {
            QTreeWidgetItem *fuse = addRow(
                m, k + QStringLiteral(".fuse"), FactLabels::field(QStringLiteral("fuse")),
                fs.fuseDriver.isEmpty() ? FactLabels::yesNo(true) : fs.fuseDriver, fs.sources, QString());
            markWarning(fuse,
                        tr("This file system runs in user space (FUSE), e.g. ntfs-3g: every write costs "
                           "extra CPU, often capping a Pi at 30 to 40 MB/s. ext4 is much faster."), {FindingId::FsFuseNtfs, FindingId::FsFuseExfat});
        }
    }
    addUnknown(g);
}

void FactsTree::addServices()
{
    QTreeWidgetItem *g =
        addGroup(QStringLiteral("group.services"), FactLabels::group(FactLabels::Group::Services));
    for (const NfsExport &e : m_facts.nfsExports) {
        const QString k = QStringLiteral("nfs.%1").arg(e.path);
        const bool async = e.async.valueOr(false);
        const QString mode = async ? tr("async") : tr("sync");
        QTreeWidgetItem *row =
            addRow(g, k, tr("NFS export %1").arg(e.path), tr("%1, clients %2").arg(mode, e.clients),
                   e.async.sources().isEmpty() ? QStringList{e.source} : e.async.sources(),
                   e.options.isEmpty() ? QString() : e.options.join(u','));
        if (!async)
            markWarning(
                row, e.syncByDefault
                         ? tr("Neither sync nor async is set, so NFS writes synchronously: each write waits "
                              "for the disk.")
                         : tr("sync makes each NFS write wait for the disk; async is much faster but loses "
                              "the last writes if the Pi loses power."), FindingId::NfsSyncExport);
    }

    const SambaFacts &s = m_facts.samba;
    if (s.configured.valueOr(false)) {
        QTreeWidgetItem *smb = addRow(g, QStringLiteral("smb"), tr("Samba"),
                                      s.fromTestparm.valueOr(false) ? tr("Effective settings (testparm)")
                                                                    : tr("Settings written in smb.conf"),
                                      s.configured.sources(), QString());
        const QString prefix = QStringLiteral("smb");
        const auto &rows = FactFields::samba();
        addFields(smb, prefix, s, rows);
        QTreeWidgetItem *minP = fieldRow(prefix, rows, &SambaFacts::serverMinProtocol);
        if (minP && (s.serverMinProtocol.value().compare(u"NT1", Qt::CaseInsensitive) == 0 ||
                     s.serverMinProtocol.value().startsWith(u"LANMAN", Qt::CaseInsensitive)))
            markWarning(minP, tr("SMB1 is allowed: it is slow and unsafe."), FindingId::Smb1Protocol);
        QTreeWidgetItem *maxP = fieldRow(prefix, rows, &SambaFacts::serverMaxProtocol);
        if (maxP && (s.serverMaxProtocol.value().compare(u"NT1", Qt::CaseInsensitive) == 0 ||
                     s.serverMaxProtocol.value().startsWith(u"LANMAN", Qt::CaseInsensitive)))
            markWarning(maxP, tr("Clients are limited to SMB1, which is much slower than SMB2 and SMB3."), FindingId::Smb1Protocol);
        const auto heavy = [](const QString &v) {
            return v.compare(u"mandatory", Qt::CaseInsensitive) == 0 ||
                   v.compare(u"required", Qt::CaseInsensitive) == 0;
        };
        QTreeWidgetItem *sign = fieldRow(prefix, rows, &SambaFacts::serverSigning);
        if (sign && heavy(s.serverSigning.value()))
            markWarning(sign, tr("Signing every packet costs much CPU on a Pi and can halve the speed."), FindingId::SmbEncryptionCpu);
        QTreeWidgetItem *enc = fieldRow(prefix, rows, &SambaFacts::serverSmbEncrypt);
        if (enc && heavy(s.serverSmbEncrypt.value()))
            markWarning(enc, tr("Encrypting every packet costs much CPU on a Pi and can halve the speed."), FindingId::SmbEncryptionCpu);
        for (const SambaShare &share : s.shares)
            addRow(smb, QStringLiteral("smb.share.%1").arg(share.name), tr("Share [%1]").arg(share.name),
                   share.path, s.configured.sources(), QString());
    }

    for (const ProcessInfo &p : m_facts.processes) {
        const QString value = p.cpuPercent >= 0
                                  ? tr("PID %1, %2 % of one core").arg(QString::number(p.pid), QString::number(p.cpuPercent, 'f', 1))
                                  : tr("PID %1").arg(p.pid);
        QTreeWidgetItem *row = addRow(g, QStringLiteral("process.%1.%2").arg(p.name, QString::number(p.pid)),
                                      tr("Running: %1").arg(p.name), value, {p.source}, p.command);
        if (p.name == u"ntfs-3g" || p.name.contains(u"fuse"))
            markWarning(row,
                        tr("A user-space (FUSE) file system driver is running: writes through it cost much "
                           "CPU."), {FindingId::FsFuseNtfs, FindingId::FsFuseExfat});
    }
    addUnknown(g);
}
