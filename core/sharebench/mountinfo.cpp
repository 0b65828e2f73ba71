#include "core/sharebench/mountinfo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_WIN
#include <windows.h>
#include <winnetwk.h>
#endif

namespace {

// mountinfo escapes space, tab, newline and backslash as \ooo octal.
QString unescape(const QByteArray &field)
{
    QByteArray out;
    out.reserve(field.size());
    for (int i = 0; i < field.size(); ++i) {
        if (field.at(i) == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int v = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok && v < 256) {
                out.append(char(v));
                i += 3;
                continue;
            }
        }
        out.append(field.at(i));
    }
    return QString::fromUtf8(out);
}

QStringList splitOptions(const QString &s)
{
    return s.split(QLatin1Char(','), Qt::SkipEmptyParts);
}

#ifdef Q_OS_WIN
// The file system's name as Windows reports it ("NTFS", "FAT32"; a share reports the server's);
// empty when the volume does not answer.
QString volumeFileSystem(const QString &root)
{
    wchar_t name[MAX_PATH + 1] = {};
    if (!GetVolumeInformationW(reinterpret_cast<LPCWSTR>(root.utf16()), nullptr, 0, nullptr, nullptr,
                               nullptr, name, MAX_PATH + 1))
        return {};
    return QString::fromWCharArray(name);
}

// Windows has no mount table. A UNC path (\\server\share\…) and a drive letter that
// GetDriveType calls remote (a mapped network drive) are shares; WNetGetConnection gives a
// mapped drive's UNC path. Any other drive is this PC's own and is described as "local", so the
// share test refuses it as it refuses a local folder on Linux.
MountInfo windowsMount(const QString &path)
{
    MountInfo m;
    const QString native = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    if (native.startsWith(QLatin1String("\\\\"))) {
        // \\server\share is the mount point; the rest is a folder inside it.
        const QStringList parts = native.mid(2).split(QLatin1Char('\\'), Qt::SkipEmptyParts);
        m.mountPoint = QStringLiteral("\\\\") + parts.mid(0, 2).join(QLatin1Char('\\'));
        m.source = m.mountPoint;
        m.fsType = QStringLiteral("smb");
        return m;
    }
    if (native.size() < 2 || native.at(1) != QLatin1Char(':'))
        return m;
    const QString drive = native.left(2);
    const QString root = drive + QLatin1Char('\\');
    const UINT type = GetDriveTypeW(reinterpret_cast<LPCWSTR>(root.utf16()));
    if (type == DRIVE_NO_ROOT_DIR || type == DRIVE_UNKNOWN)
        return m;
    m.mountPoint = root;
    if (type == DRIVE_REMOTE) {
        wchar_t remote[1024];
        DWORD len = 1024;
        m.source = WNetGetConnectionW(reinterpret_cast<LPCWSTR>(drive.utf16()), remote, &len) == NO_ERROR
                       ? QString::fromWCharArray(remote)
                       : root;
        // Windows' NFS client maps drives too; everything else on a remote drive is SMB.
        m.fsType = volumeFileSystem(root).compare(QLatin1String("NFS"), Qt::CaseInsensitive) == 0
                       ? QStringLiteral("nfs")
                       : QStringLiteral("smb");
        return m;
    }
    const QString fs = volumeFileSystem(root).toLower();
    m.fsType = fs.isEmpty() ? QStringLiteral("local") : fs;
    m.source = root;
    return m;
}
#endif

} // namespace

QString MountInfo::protocol() const
{
    if (fsType.startsWith(QLatin1String("nfs")))
        return QStringLiteral("nfs");
    if (fsType == QLatin1String("cifs") || fsType == QLatin1String("smb3") || fsType == QLatin1String("smbfs")
        || fsType == QLatin1String("fuse.smbnetfs") || fsType == QLatin1String("smb"))
        return QStringLiteral("smb");
    if (fsType == QLatin1String("fuse.sshfs"))
        return QStringLiteral("sshfs");
    if (fsType.startsWith(QLatin1String("fuse")))
        return QStringLiteral("fuse");
    return QStringLiteral("local");
}

bool MountInfo::isNetwork() const
{
    const QString p = protocol();
    return p == QLatin1String("nfs") || p == QLatin1String("smb") || p == QLatin1String("sshfs");
}

QString MountInfo::option(const QString &key) const
{
    const QString prefix = key + QLatin1Char('=');
    for (const QString &o : splitOptions(superOptions) + splitOptions(options)) {
        if (o.startsWith(prefix))
            return o.mid(prefix.size());
    }
    return {};
}

bool MountInfo::hasFlag(const QString &flag) const
{
    return splitOptions(superOptions).contains(flag) || splitOptions(options).contains(flag);
}

namespace MountTable {

QList<MountInfo> parse(const QByteArray &mountinfo)
{
    QList<MountInfo> mounts;
    for (const QByteArray &line : mountinfo.split('\n')) {
        // id parent major:minor root mountpoint options [optional fields...] - fstype source superoptions
        const QList<QByteArray> f = line.simplified().split(' ');
        const int dash = f.indexOf("-");
        if (dash < 6 || dash + 2 >= f.size())
            continue;
        MountInfo m;
        m.mountPoint = unescape(f.at(4));
        m.options = QString::fromUtf8(f.at(5));
        m.fsType = QString::fromUtf8(f.at(dash + 1));
        m.source = unescape(f.at(dash + 2));
        m.superOptions = dash + 3 < f.size() ? QString::fromUtf8(f.at(dash + 3)) : QString();
        if (m.mountPoint.startsWith(QLatin1Char('/')))
            mounts << m;
    }
    return mounts;
}

MountInfo find(const QList<MountInfo> &mounts, const QString &absolutePath)
{
    MountInfo best;
    for (const MountInfo &m : mounts) {
        const bool inside = absolutePath == m.mountPoint || m.mountPoint == QLatin1String("/")
                            || absolutePath.startsWith(m.mountPoint + QLatin1Char('/'));
        // Later lines win on equal length: they are mounted over the earlier ones.
        if (inside && m.mountPoint.size() >= best.mountPoint.size())
            best = m;
    }
    return best;
}

MountInfo forPath(const QString &path)
{
#ifdef Q_OS_WIN
    return windowsMount(path);
#else
    QFile f(QStringLiteral("/proc/self/mountinfo"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        canonical = QFileInfo(path).absoluteFilePath();
    return find(parse(f.readAll()), canonical);
#endif
}

} // namespace MountTable
