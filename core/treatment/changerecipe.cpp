#include "core/treatment/changerecipe.h"

#include "core/findings/catalogue.h"
#include "core/probe/smbconfgrammar.h"
#include "core/treatment/changescript.h"
#include "core/treatment/confproofs.h"
#include "core/treatment/planner.h"

#include <QRegularExpression>

namespace {

// The active fstab lines of a text, comments and blank lines left out.
QList<QStringList> fstabFields(const QByteArray &text)
{
    QList<QStringList> out;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        out << line.split(QRegularExpression(QStringLiteral("\\s+")));
    }
    return out;
}

// Shell glob → anchored regular expression: '*' never crosses a '/'.
bool globMatches(const QString &glob, const QString &path)
{
    QString re = QRegularExpression::escape(glob);
    re.replace(QStringLiteral("\\*"), QStringLiteral("[^/]*"));
    return QRegularExpression(u'^' + re + u'$').match(path).hasMatch();
}

} // namespace

void ChangeRecipe::nfs(FixPlan &p)
{
    p.reload << QStringLiteral("exportfs -ra");
    p.needsSudo = true;
}

void ChangeRecipe::samba(FixPlan &p, const QString &path, int index, const QStringList &changed)
{
    // Samba's own reload: systemd's unit when it runs one, else smbcontrol; nothing to reload when
    // smbd is not running (it reads the file when it starts). testparm proves what changed.
    p.reload << QStringLiteral("if systemctl is-active --quiet smbd 2>/dev/null; then systemctl reload smbd; "
                               "elif pidof smbd >/dev/null 2>&1; then smbcontrol smbd reload-config; fi");
    p.precheck = ConfProofs::smbPrecheck();
    p.verify = ConfProofs::smbVerify(path, index, changed);
    p.service = QStringLiteral("smbd");
    p.needsSudo = true;
}

void ChangeRecipe::kernelDriver(FixPlan &p, const QString &type, const QString &mp, const QString &fstabPath,
                                int index)
{
    const QString q = ChangeScript::quote(mp);
    const QString fstab = ChangeScript::quote(fstabPath);
    // Refused unless the kernel has the driver, and while any process holds a file or its working
    // folder on the mount (a /proc scan: fuser and lsof are not on every Pi). One `ls -l` of every
    // process's links read by awk, not a readlink per open file: a Pi with a desktop has thousands,
    // and a process each took seconds. A link's name (an fd number, /proc/PID/cwd) never holds
    // " -> ", so its target starts after the first one; the mount point is a plain path
    // (plainMountPoint), safe in awk's -v.
    p.precheck =
        QStringLiteral("grep -qw %1 /proc/filesystems || modinfo %1 >/dev/null 2>&1 || "
                       "{ echo 'this kernel has no %1 driver'; exit 1; }; "
                       "p=$(ls -l /proc/[0-9]*/cwd /proc/[0-9]*/fd 2>/dev/null | awk -v m=%2 '"
                       "/^\\/proc\\/[0-9]+\\/fd:$/ { split($0, a, \"/\"); p = a[3]; next } "
                       "{ i = index($0, \" -> \"); if (!i) next; t = substr($0, i + 4); "
                       "if (t != m && index(t, m \"/\") != 1) next; "
                       "if (match($0, /\\/proc\\/[0-9]+\\/cwd -> /)) { split(substr($0, RSTART), a, \"/\"); p = a[3] } "
                       "print p; exit }'); "
                       "[ -z \"$p\" ] || { echo \"files are open on %3 (process $p): stop the programs that use it "
                       "first\"; exit 1; }; exit 0")
            .arg(type, q, mp);
    // Mounted again from the fstab line as it is now (also on the way back).
    p.reload << QStringLiteral(
                    "if findmnt -n --mountpoint %1 >/dev/null 2>&1; then umount %1 || exit 1; fi; mount %1")
                    .arg(q);
    // libmount reads the file as changed in the type alone; and either way round: the kernel's type
    // after the change, a FUSE type after the undo.
    p.verify =
        QStringLiteral(
            "( %3 ) && t=$(awk -v m=%1 '$1 !~ /^#/ && $2 == m {t = $3} END {print t}' %2); "
            "f=$(findmnt -n -o FSTYPE --mountpoint %1); case \"$t\" in ntfs3|exfat) [ \"$f\" = \"$t\" ];; "
            "*) case \"$f\" in fuse*) true;; *) false;; esac;; esac")
            .arg(q, fstab, ConfProofs::fstabVerify(fstabPath, index, mp));
    p.needsSudo = true;
}

void ChangeRecipe::uasQuirk(FixPlan &p, const QString &cmdlinePath)
{
    // After the restart the running kernel's quirks are the file's (either way round: the undo
    // puts the entry back and restarts too).
    p.bootCheck = QStringLiteral("q() { head -n 1 \"$1\" | tr ' \\t' '\\n\\n' | grep '^usb-storage\\.quirks=' | "
                                 "sort; }; [ \"$(q /proc/cmdline)\" = \"$(q %1)\" ]")
                      .arg(ChangeScript::quote(cmdlinePath));
    p.needsSudo = true;
    p.needsReboot = true;
}

bool ChangeRecipe::plainMountPoint(const QString &mp)
{
    static const QRegularExpression plainPath(QStringLiteral("^/[A-Za-z0-9/_.+@:-]*$"));
    return mp != u"/" && plainPath.match(mp).hasMatch() && !mp.contains(QLatin1String(".."));
}

bool ChangeRecipe::rederive(FixPlan &c, const QString &finding, const QList<FileEdit> &files,
                            const QStringList &runtimePaths, QString *why, const QString &root)
{
    auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    const FindingEntry *entry = Catalogue::find(finding);
    if (!entry || !entry->apply)
        return refuse(tr("the change names a finding the app never applies (%1)").arg(finding.left(60)));
    const FixKind &kind = *entry->apply;
    QStringList allowed;
    for (const QString &path : kind.files())
        allowed << root + path;
    for (const FileEdit &f : files)
        if (!allowed.contains(f.path))
            return refuse(tr("the change names a file its fix never touches (%1)").arg(f.path.left(120)));
    QStringList globs;
    if (kind.runtimeGlobs)
        for (const QString &g : kind.runtimeGlobs())
            globs << root + g;
    for (const QString &path : runtimePaths) {
        bool ok = false;
        for (const QString &g : globs)
            ok = ok || globMatches(g, path);
        if (!ok)
            return refuse(tr("the change names a value its fix never writes (%1)").arg(path.left(120)));
    }
    c.reload.clear();
    c.verify.clear();
    c.precheck.clear();
    c.service.clear();
    c.bootCheck.clear();
    c.needsReboot = false;
    return kind.commands(c, files, why, root);
}

bool ChangeRecipe::nfsCommands(FixPlan &c, const QList<FileEdit> &, QString *, const QString &)
{
    nfs(c);
    return true;
}

bool ChangeRecipe::noCommands(FixPlan &, const QList<FileEdit> &, QString *, const QString &)
{
    return true; // runtime values only: written back, nothing to reload
}

bool ChangeRecipe::sambaCommands(FixPlan &c, const QList<FileEdit> &files, QString *why, const QString &)
{
    // The settings the change dropped (or an undo puts back): the two texts as Samba reads them.
    if (files.size() != 1)
        return refused(why, tr("the change does not hold the one smb.conf its fix edits"));
    const SmbConfGrammar::Settings a = SmbConfGrammar::settings(SmbConfGrammar::parse(files.first().before));
    const SmbConfGrammar::Settings b = SmbConfGrammar::settings(SmbConfGrammar::parse(files.first().after));
    QStringList changed;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        if (b.value(it.key(), QStringLiteral("\x01")) != it.value())
            changed << it.key();
    for (auto it = b.cbegin(); it != b.cend(); ++it)
        if (!a.contains(it.key()))
            changed << it.key();
    samba(c, files.first().path, 0, changed);
    return true;
}

bool ChangeRecipe::uasQuirkCommands(FixPlan &c, const QList<FileEdit> &files, QString *why, const QString &)
{
    if (files.size() != 1)
        return refused(why, tr("the change does not hold the one cmdline.txt its fix edits"));
    uasQuirk(c, files.first().path);
    return true;
}

bool ChangeRecipe::kernelDriverCommands(FixPlan &c, const QString &type, const QList<FileEdit> &files, QString *why,
                                        const QString &root)
{
    // The mount point and the kernel's type come from the one fstab line whose type differs
    // between the two texts; nothing else of the files may differ.
    if (files.size() != 1)
        return refused(why, tr("the change does not hold the one fstab its fix edits"));
    const QList<QStringList> a = fstabFields(files.first().before);
    const QList<QStringList> b = fstabFields(files.first().after);
    QString mountPoint;
    if (a.size() != b.size())
        return refused(why, tr("the fstab of the change differs in more than one line's type"));
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i) == b.at(i))
            continue;
        const QStringList &x = a.at(i), &y = b.at(i);
        QStringList xr = x, yr = y;
        if (x.size() < 3 || y.size() != x.size() || !mountPoint.isEmpty())
            return refused(why, tr("the fstab of the change differs in more than one line's type"));
        xr.removeAt(2);
        yr.removeAt(2);
        if (xr != yr || (x.at(2) != type && y.at(2) != type))
            return refused(why, tr("the fstab of the change differs in more than one line's type"));
        mountPoint = x.at(1);
    }
    if (!plainMountPoint(mountPoint) || !mountPoint.startsWith(root))
        return refused(why, tr("the fstab of the change shows no mount point the app may mount again"));
    kernelDriver(c, type, mountPoint, files.first().path, 0);
    return true;
}

bool ChangeRecipe::refused(QString *why, const QString &text)
{
    if (why)
        *why = text;
    return false;
}
