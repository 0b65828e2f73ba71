#include "core/treatment/changescript.h"
#include "core/treatment/changemanifest.h"

#include "core/treatment/changeid.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace ChangeScript {

QString quote(const QString &value)
{
    QString v = value;
    v.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + v + u'\'';
}

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace ChangeScript

using ChangeScript::quote;
using ChangeScript::sha256Hex;

namespace {

bool safeGlob(const QString &glob)
{
    static const QRegularExpression ok(QStringLiteral("^/[A-Za-z0-9/_.*-]+$"));
    return ok.match(glob).hasMatch() && !glob.contains(QLatin1String(".."));
}

// A value shown inside a double-quoted message: nothing the shell would expand.
QString plain(const QString &value)
{
    QString v = value;
    v.remove(u'"').remove(u'$').remove(u'`').remove(u'\\');
    return v.left(80);
}

QString b64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

QString n(qsizetype i)
{
    return QString::number(i);
}

// The functions every script of the Pi shares. `trusted PATH`: a file or folder that is the
// script's own user's (root on a Pi), not a link, not writable by group or others — what the app
// made; anything else was planted or changed by someone else (safety rule 11).
const char *kTrust = R"(me=$(id -u)
trusted() { [ -L "$1" ] && return 1; [ -e "$1" ] || return 1; set -- $(stat -c '%u %a' "$1" 2>/dev/null); [ "${1:-x}" = "$me" ] || return 1; [ $(( 0${2:-2} & 022 )) = 0 ]; }
)";

// `state DIR`: s = the change's status line; st = "running" while its script runs (same boot, its
// pid alive), "stopped" for a pending change whose script is gone (cut off), else "-".
const char *kState = R"SH(state() {
  s=$(head -n 1 "$1/status" | cut -c1-400); st=-
  [ "$s" = pending ] || return 0; st=stopped; p=$(cat "$1/pid" 2>/dev/null)
  case $p in ''|*[!0-9]*) return 0;; esac
  [ "$(cat "$1/boot_id" 2>/dev/null)" = "$(cat /proc/sys/kernel/random/boot_id 2>/dev/null)" ] && [ -d /proc/$p ] && st=running; return 0
}
)SH";

// The apply script's own functions. `limit S CMD`: CMD (sh text) stopped after S seconds, exit 124
// then (GNU timeout where it is, a watchdog otherwise: safety rule 12). `room DIR KB`: DIR's file
// system has KB free.
const char *kApplyLib = R"(say() { printf '%s\n' "$*" 2>/dev/null; }
sha() { sha256sum < "$1" | cut -c1-64; }
attrs() { stat -c '%u:%g:%a' "$1" 2>/dev/null; }
copyas() { cp --preserve=all "$1" "$2" 2>/dev/null || { rm -f "$2"; cp -p "$1" "$2"; }; }
running() { ps -e -o stat=,comm= 2>/dev/null | grep -v '^ *Z' | sed 's/^ *[^ ]* *//' | grep -qx "$1"; }
room() { a=$(df -Pk "$1" 2>/dev/null | awk 'NR==2 {print $4}'); [ -z "$a" ] || [ "$a" -ge "$2" ]; }
HAVE_TIMEOUT=0; timeout -k 5 5 true >/dev/null 2>&1 && HAVE_TIMEOUT=1
limit() {
  s=$1; shift
  if [ $HAVE_TIMEOUT = 1 ]; then timeout -k 5 "$s" sh -c "$1" </dev/null; r=$?; else
    sh -c "$1" </dev/null & c=$!
    ( sleep "$s"; pkill -TERM -P "$c" 2>/dev/null; kill -TERM "$c" 2>/dev/null && { sleep 5; pkill -KILL -P "$c" 2>/dev/null; kill -KILL "$c" 2>/dev/null; } ) </dev/null >/dev/null 2>&1 & w=$!
    wait "$c"; r=$?; kill "$w" 2>/dev/null
  fi
  case $r in 124|137|143) return 124;; esac; return $r
}
refuse() { say "@@refused $*"; cleanup; unhook; [ "$CHANGED" = 0 ] && [ -n "$MADE" ] && rm -rf "$D"; exit 2; }
)";

} // namespace

QString ChangeSpec::bootUnitDir() const
{
    if (!unitDir.isEmpty())
        return unitDir;
    return backupRoot == defaultBackupRoot() ? QStringLiteral("/etc/systemd/system") : QString();
}

QString ChangeSpec::bootUnitName(const QString &changeId)
{
    return QStringLiteral("pinas-doctor-rollback-%1.service").arg(changeId);
}

int ChangeSpec::scriptLimitSeconds() const
{
    const int perCommand = commandLimitSeconds + 5;
    const int commands = 1 + 2 * (int(reload.size()) + 1); // precheck; reloads and verify, twice
    return commands * perCommand + commitWaitSeconds + 60;
}

ChangeSpec ChangeSpec::fromPlan(const FixPlan &plan, const QDateTime &when, const QString &fromPc,
                                const QString &randomPart)
{
    ChangeSpec c;
    c.finding = plan.finding;
    c.id = ChangeId::make(when, plan.finding, randomPart);
    c.files = plan.files;
    c.runtime = plan.runtime;
    c.reload = plan.reload;
    c.verify = plan.verify;
    c.precheck = plan.precheck;
    c.service = plan.service;
    c.needsReboot = plan.needsReboot;
    c.bootCheck = plan.bootCheck;
    c.when = when.toUTC();
    c.fromPc = fromPc;
    c.consent = plan.consentDigest();
    return c;
}

namespace ChangeScript {

namespace {

QString refusal(const QString &why)
{
    return QStringLiteral("echo %1; exit 2\n").arg(quote(QStringLiteral("@@refused ") + why));
}

// 1. Everything is as planned, or nothing happens: each file (a link is followed to the file it
// names, which is then edited in its place: P<i> is that file), each runtime value, room for the
// temp file and the backup, the fix's own precheck.
QString checks(const ChangeSpec &c)
{
    QString s;
    qint64 backupKb = 16;
    for (int i = 0; i < c.files.size(); ++i) {
        const FileEdit &f = c.files.at(i);
        const QString p = quote(f.path);
        s += QStringLiteral("P%1=%2; L%1=0\n").arg(n(i), p);
        if (f.absentBefore) {
            s += QStringLiteral("{ [ -e \"$P%1\" ] || [ -L \"$P%1\" ]; } && refuse %2\n"
                                "[ -d \"$(dirname \"$P%1\")\" ] || refuse %3\n")
                     .arg(n(i), quote(f.path + QStringLiteral(" exists now")),
                          quote(f.path + QStringLiteral(": its folder is missing")));
        } else {
            s += QStringLiteral("if [ -L \"$P%1\" ]; then t=$(readlink -f \"$P%1\") && [ -f \"$t\" ] && [ ! -L \"$t\" ] || "
                                "refuse %2; P%1=$t; L%1=1; fi\n"
                                "[ -f \"$P%1\" ] || refuse %3\n"
                                "[ \"$(sha \"$P%1\")\" = %4 ] || refuse %5\n")
                     .arg(n(i), quote(f.path + QStringLiteral(" is a link to something that is not a file")),
                          quote(f.path + QStringLiteral(" is missing")), sha256Hex(f.before),
                          quote(f.path + QStringLiteral(" changed since the plan")));
            backupKb += f.before.size() / 1024 + 4;
        }
        if (!f.absentAfter) {
            const qint64 kb = qMax(f.before.size(), f.after.size()) / 1024 + 8;
            s += QStringLiteral("room \"$(dirname \"$P%1\")\" %2 || refuse \"no room in $(dirname \"$P%1\")\"\n")
                     .arg(n(i), QString::number(kb));
        }
    }
    s += QStringLiteral("room \"$R\" %1 || refuse \"no room in $R for the backups\"\n").arg(QString::number(backupKb));
    for (const RuntimeWrite &w : c.runtime)
        if (!w.before.isEmpty())
            s += QStringLiteral("for p in %1; do v=; read -r v < \"$p\" 2>/dev/null; [ \"$v\" = %2 ] || refuse \"$p changed "
                                "since the plan\"; done\n")
                     .arg(w.pathGlob, quote(w.before));
    // The fix's own condition (e.g. no file open on a mount point it remounts): what it prints is the
    // reason of the refusal.
    if (!c.precheck.isEmpty())
        s += QStringLiteral("PRE=$(limit $LIMIT %1 2>&1) || { [ $? = 124 ] && refuse \"the check before the change did not "
                            "finish within $LIMIT s\"; refuse \"$(printf '%s' \"$PRE\" | tr '\\n' ' ' | cut -c1-200)\"; }\n")
                 .arg(quote(c.precheck));
    return s;
}

// 2. The change folder, the manifest, what the PC needs to tell a change cut off (the script's pid
// and the boot it runs in), and the backups.
QString backups(const ChangeSpec &c)
{
    QString s = QStringLiteral("mkdir \"$D\" || refuse \"cannot create $D\"\nMADE=1\n"
                               "mkdir \"$D/files\" \"$D/runtime\" || refuse \"cannot write in $D\"\n");
    s += QStringLiteral(
             "printf '%s' %1 | base64 -d > \"$D/manifest.json\" || refuse \"cannot write the manifest\"\n")
             .arg(quote(b64(QJsonDocument(ChangeManifest::of(c).toJson()).toJson(QJsonDocument::Indented))));
    s += QStringLiteral("echo pending > \"$D/status\" && echo $$ > \"$D/pid\" || refuse \"cannot write in $D\"\n"
                        "cat /proc/sys/kernel/random/boot_id > \"$D/boot_id\" 2>/dev/null\n");
    for (int i = 0; i < c.files.size(); ++i) {
        if (c.files.at(i).absentBefore)
            continue;
        s += QStringLiteral("copyas \"$P%1\" \"$D/files/%1\" || refuse \"cannot back up %2\"\n"
                            "A%1=$(attrs \"$P%1\")\n"
                            "[ $L%1 = 1 ] && { readlink %3 > \"$D/files/%1.link\" || refuse \"cannot back up %2\"; }\n")
                 .arg(n(i), plain(c.files.at(i).path), quote(c.files.at(i).path));
    }
    for (int i = 0; i < c.runtime.size(); ++i)
        s += QStringLiteral(": > \"$D/runtime/%1\"\nfor p in %2; do [ -e \"$p\" ] || continue; v=; read -r v < \"$p\" "
                            "2>/dev/null; printf '%s\\t%s\\n' \"$p\" \"$v\" >> \"$D/runtime/%1\"; done\n")
                 .arg(n(i), c.runtime.at(i).pathGlob);
    s += QStringLiteral("SVC=0\n");
    if (!c.service.isEmpty())
        s += QStringLiteral("running %1 && SVC=1\n").arg(quote(c.service));
    return s;
}

// One file of the way back, shared by the script's rollback and the boot-time one: the file at PATH
// (a quoted sh word) from its backup when it is not its old self (temp file + rename), or removed
// when the change made it; ok=0 when it is not back.
QString restoreFile(const FileEdit &f, qsizetype i, const QString &path)
{
    if (f.absentBefore)
        return QStringLiteral("  rm -f %1; [ -e %1 ] && ok=0\n").arg(path);
    return QStringLiteral("  if [ \"$(sha %1)\" != %3 ]; then t=\"$(dirname %1)/.pinas-doctor-restore.$$\"; "
                          "copyas \"$D/files/%2\" \"$t\" && mv -f \"$t\" %1 || { rm -f \"$t\"; ok=0; }; "
                          "[ \"$(sha %1)\" = %3 ] || ok=0; fi\n")
        .arg(path, n(i), sha256Hex(f.before));
}

// The way back: each file that is not its old self any more from its backup (temp file + rename;
// a file the change made is removed), runtime values in reverse order, the bytes checked, the
// service reloaded; then what the change touched is checked as an apply is: the service runs again
// if it ran before, the values read back, the service's own check passes. A file never written is
// not touched, so a change refused for want of room leaves everything as it was.
QString rollback(const ChangeSpec &c)
{
    QString r;
    for (int i = 0; i < c.files.size(); ++i) {
        r += restoreFile(c.files.at(i), i, QStringLiteral("\"$P%1\"").arg(n(i)));
    }
    for (qsizetype i = c.runtime.size() - 1; i >= 0; --i)
        // A value that does not go back is found by the read-back below, which names it.
        r += QStringLiteral("  while IFS=\"$TAB\" read -r p v; do [ -n \"$v\" ] && printf '%s\\n' \"$v\" > \"$p\"; "
                            "done < \"$D/runtime/%1\"\n")
                 .arg(n(i));
    r += QStringLiteral("  [ $ok = 1 ] || why=\"the files could not be put back\"\n");
    for (const QString &cmd : c.reload)
        r += QStringLiteral("  limit $LIMIT %1 >/dev/null 2>&1 || { [ -n \"$rl\" ] || rl=%2; }\n")
                 .arg(quote(cmd), quote(plain(cmd).left(60)));
    // A service reloaded by a signal may take a moment to be back: a few seconds, only when it is not.
    if (!c.service.isEmpty())
        r += QStringLiteral("  if [ $SVC = 1 ]; then n=0; until running %1; do "
                            "n=$((n+1)); [ $n -gt 5 ] && { [ -n \"$why\" ] || why=%2; break; }; sleep 1; done; fi\n")
                 .arg(quote(c.service),
                      quote(QStringLiteral("the files are back, but %1 is not running").arg(plain(c.service))));
    for (qsizetype i = c.runtime.size() - 1; i >= 0; --i)
        r += QStringLiteral("  while IFS=\"$TAB\" read -r p v; do [ -n \"$v\" ] || continue; w=; read -r w < \"$p\" "
                            "2>/dev/null; [ \"$w\" = \"$v\" ] || [ -n \"$why\" ] || why=\"$p is not back to $v\"; done < "
                            "\"$D/runtime/%1\"\n")
                 .arg(n(i));
    if (!c.verify.isEmpty())
        r += QStringLiteral("  limit $LIMIT %1 >/dev/null 2>&1 || [ -n \"$why\" ] || why=\"the files are back, but the "
                            "check fails after the way back\"\n")
                 .arg(quote(c.verify));
    r += QStringLiteral("  [ -z \"$rl\" ] || [ -n \"$why\" ] || why=\"the files are back, but the reload failed: $rl\"\n");
    return QStringLiteral("rollback() {\n  trap '' TERM INT; cleanup; rm -f \"$D/pid\"; ok=1; why=; rl=\n%1"
                          "  if [ -z \"$why\" ]; then echo \"rolled-back: $*\" > \"$D/status\"; unhook; say "
                          "\"@@rolled-back $*\"; exit 3; fi\n"
                          "  echo \"rollback-failed: $why (the change failed: $*)\" > \"$D/status\"; unhook\n"
                          "  say \"@@rollback-failed $why (the change failed: $*)\"; exit 4\n}\n")
        .arg(r);
}

bool saneUnitPath(const QString &path)
{
    static const QRegularExpression ok(QStringLiteral("^/[A-Za-z0-9/_.-]+$"));
    return ok.match(path).hasMatch() && !path.contains(QLatin1String(".."));
}

// The boot-time rollback (safety rule 15), run by systemd when the Pi starts, before the file
// services: a change still pending from an earlier boot was cut off, so its files go back from the
// backups (runtime values are the kernel's own again after a restart) and its status says so. The
// unit then removes itself (as it does for a change confirmed or rolled back meanwhile); in the boot
// the change is made in, it leaves everything alone.
QString bootRollback(const ChangeSpec &c, const QString &unit, const QString &wants)
{
    QString s = QStringLiteral("D=%1\nU=%2\nW=%3\n").arg(quote(c.folder()), quote(unit), quote(wants));
    s += QStringLiteral("sha() { sha256sum < \"$1\" | cut -c1-64; }\n"
                        "copyas() { cp --preserve=all \"$1\" \"$2\" 2>/dev/null || { rm -f \"$2\"; cp -p \"$1\" \"$2\"; }; }\n"
                        "s=$(head -n 1 \"$D/status\" 2>/dev/null)\n"
                        "if [ \"$s\" = pending ]; then\n"
                        "  [ \"$(cat \"$D/boot_id\" 2>/dev/null)\" = \"$(cat /proc/sys/kernel/random/boot_id 2>/dev/null)\" ] "
                        "&& exit 0\n  ok=1\n");
    for (int i = 0; i < c.files.size(); ++i)
        s += QStringLiteral("  p=$(cat \"$D/boot/%1\" 2>/dev/null)\n  if [ -z \"$p\" ]; then ok=0; else\n%2  fi\n")
                 .arg(n(i), restoreFile(c.files.at(i), i, QStringLiteral("\"$p\"")));
    s += QStringLiteral("  rm -f \"$D/pid\"\n"
                        "  if [ $ok = 1 ]; then echo \"rolled-back: cut off before the PC confirmed it; put back when the Pi "
                        "started again\" > \"$D/status\"\n"
                        "  else echo \"rollback-failed: cut off before the PC confirmed it; the files could not all be put "
                        "back when the Pi started again\" > \"$D/status\"; fi\n"
                        "fi\nrm -f \"$W\" \"$U\"\nexit 0\n");
    return s;
}

QString bootUnit(const ChangeSpec &c)
{
    return QStringLiteral("[Unit]\nDescription=Pi NAS Doctor: put back change %1 if the Pi restarted before it was "
                          "confirmed\nDefaultDependencies=no\nAfter=local-fs.target\nRequiresMountsFor=%2\n"
                          "Before=sysinit.target smbd.service nmbd.service samba.service nfs-server.service "
                          "nfs-kernel-server.service\n\n[Service]\nType=oneshot\nExecStart=/bin/sh %2/boot/run.sh\n"
                          "TimeoutStartSec=120\n\n[Install]\nWantedBy=sysinit.target\n")
        .arg(c.id, c.folder());
}

// 2b. While the change waits for its confirmation, a systemd unit of the Pi's own puts it back if
// the Pi starts again first (a power cut). Only where the Pi has systemd's folder; `unhook` takes
// the unit away again once the change is confirmed or rolled back.
QString bootHook(const ChangeSpec &c)
{
    const QString dir = c.bootUnitDir();
    if (dir.isEmpty() || !saneUnitPath(dir) || !saneUnitPath(c.folder()))
        return {};
    const QString name = ChangeSpec::bootUnitName(c.id);
    const QString unit = dir + u'/' + name;
    const QString wantsDir = dir + QStringLiteral("/sysinit.target.wants");
    const QString wants = wantsDir + u'/' + name;
    QString s = QStringLiteral("if [ -d %1 ] && [ ! -L %1 ]; then\n  mkdir \"$D/boot\" || refuse \"cannot write in $D\"\n")
                    .arg(quote(dir));
    for (int i = 0; i < c.files.size(); ++i)
        s += QStringLiteral("  printf '%s\\n' \"$P%1\" > \"$D/boot/%1\" || refuse \"cannot write in $D\"\n").arg(n(i));
    s += QStringLiteral("  printf '%s' %1 | base64 -d > \"$D/boot/run.sh\" || refuse \"cannot write in $D\"\n")
             .arg(quote(b64(bootRollback(c, unit, wants).toUtf8())));
    s += QStringLiteral("  WM=0; [ -d %1 ] || { mkdir %1 && WM=1; } || refuse %2\n"
                        "  unhook() { rm -f %3 %4; [ $WM = 1 ] && rmdir %1 2>/dev/null; :; }\n"
                        "  { printf '%s' %5 | base64 -d > %4 && chmod 644 %4 && ln -s %6 %3; } || { unhook; refuse %2; }\n"
                        "fi\n")
             .arg(quote(wantsDir), quote(QStringLiteral("cannot write the boot-time rollback in ") + dir), quote(wants),
                  quote(unit), quote(b64(bootUnit(c).toUtf8())), quote(QStringLiteral("../") + name));
    return s;
}

// 3. Write: a temp file beside the file (its owner, mode and extended attributes copied), the
// consented bytes checked there, then renamed over it; owner and mode checked after.
QString writes(const ChangeSpec &c)
{
    QString s;
    for (int i = 0; i < c.files.size(); ++i) {
        const FileEdit &f = c.files.at(i);
        if (f.absentAfter) {
            s += QStringLiteral("rm -f \"$P%1\" || rollback \"cannot remove %2\"\n").arg(n(i), plain(f.path));
            continue;
        }
        s += QStringLiteral("T%1=\"$(dirname \"$P%1\")/.pinas-doctor-new.$$\"\n").arg(n(i));
        const QString fill = f.absentBefore ? QStringLiteral(": > \"$T%1\" && chmod 644 \"$T%1\"").arg(n(i))
                                            : QStringLiteral("copyas \"$P%1\" \"$T%1\"").arg(n(i));
        s += QStringLiteral("{ %2 && printf '%s' %3 | base64 -d > \"$T%1\" && [ \"$(sha \"$T%1\")\" = %4 ] && "
                            "mv -f \"$T%1\" \"$P%1\"; } || { rm -f \"$T%1\"; rollback \"cannot write %5\"; }\n")
                 .arg(n(i), fill, quote(b64(f.after)), sha256Hex(f.after), plain(f.path));
        if (!f.absentBefore)
            s += QStringLiteral("[ \"$(attrs \"$P%1\")\" = \"$A%1\" ] || rollback \"%2 lost its owner or mode\"\n")
                     .arg(n(i), plain(f.path));
    }
    for (const RuntimeWrite &w : c.runtime)
        s += QStringLiteral("for p in %1; do printf '%s\\n' %2 > \"$p\" || rollback \"cannot write $p\"; done\n")
                 .arg(w.pathGlob, quote(w.value));
    return s;
}

// 5. Verify: the bytes, the values, the service's own check, the service still running.
QString verification(const ChangeSpec &c)
{
    QString s;
    for (int i = 0; i < c.files.size(); ++i)
        s += c.files.at(i).absentAfter
                 ? QStringLiteral("[ -e \"$P%1\" ] && rollback \"the file is still there\"\n").arg(n(i))
                 : QStringLiteral("[ \"$(sha \"$P%1\")\" = %2 ] || rollback \"the file is not what was written\"\n")
                       .arg(n(i), sha256Hex(c.files.at(i).after));
    for (const RuntimeWrite &w : c.runtime)
        s += QStringLiteral("for p in %1; do v=; read -r v < \"$p\"; [ \"$v\" = %2 ] || rollback \"$p did not take the "
                            "value\"; done\n")
                 .arg(w.pathGlob, quote(w.value));
    if (!c.verify.isEmpty())
        s += QStringLiteral("limit $LIMIT %1 >&2 || { [ $? = 124 ] && rollback \"the check did not finish within $LIMIT "
                            "s\"; rollback \"the check failed\"; }\n")
                 .arg(quote(c.verify));
    if (!c.service.isEmpty())
        s += QStringLiteral("if [ $SVC = 1 ]; then running %1 || rollback \"%2 stopped\"; fi\n")
                 .arg(quote(c.service), plain(c.service));
    return s;
}

} // namespace

QString apply(const ChangeSpec &c)
{
    if (!ChangeId::isValid(c.id) || (!c.undoOf.isEmpty() && !ChangeId::isValid(c.undoOf)))
        return refusal(QStringLiteral("not a change id of Pi NAS Doctor"));
    for (const RuntimeWrite &w : c.runtime)
        if (!safeGlob(w.pathGlob))
            return refusal(QStringLiteral("unsafe path"));
    QString s;
    s += QStringLiteral("set -u\numask 077\ntrap '' HUP PIPE\nTAB=$(printf '\\t')\n");
    // D is exported: a fix's own commands (its check reads the backups in $D/files) run in a shell
    // of their own under `limit`.
    s += QStringLiteral("R=%1\nD=%2\nexport D\nLIMIT=%3\nCHANGED=0\nMADE=\n")
             .arg(quote(c.backupRoot), quote(c.folder()), QString::number(qMax(1, c.commandLimitSeconds)));
    s += QString::fromLatin1(kTrust) + QString::fromLatin1(kApplyLib);
    QString temps;
    for (int i = 0; i < c.files.size(); ++i)
        temps += QStringLiteral(" [ -n \"${T%1:-}\" ] && rm -f \"$T%1\";").arg(n(i));
    s += QStringLiteral("cleanup() {%1 :; }\n").arg(temps);
    s += QStringLiteral("unhook() { :; }\n");
    s += QStringLiteral("trap 'refuse \"the change script was stopped\"' TERM INT\n");
    s += QStringLiteral("for t in sha256sum base64 cut mv cp stat df; do command -v $t >/dev/null 2>&1 || refuse \"$t is "
                        "missing\"; done\n");
    // 0. The backups folder is root's own, made 0700 when it is not there yet.
    s += QStringLiteral("[ -e \"$R\" ] || [ -L \"$R\" ] || { mkdir -p \"$R\" && chmod 700 \"$R\"; } || refuse \"cannot create "
                        "$R\"\ntrusted \"$R\" || refuse \"$R is not a folder of root's own: this change folder was not "
                        "made by Pi NAS Doctor\"\n{ [ -e \"$D\" ] || [ -L \"$D\" ]; } && refuse \"$D exists already\"\n");
    if (!c.undoOf.isEmpty())
        s += QStringLiteral("trusted \"$R\"/%1 && trusted \"$R\"/%1/status && trusted \"$R\"/%1/manifest.json || refuse \"this change folder was not made by Pi "
                            "NAS Doctor\"\n")
                 .arg(quote(c.undoOf));
    s += checks(c);
    s += backups(c);
    s += bootHook(c);
    s += rollback(c);
    s += QStringLiteral("say @@backed-up\nCHANGED=1\ntrap 'rollback \"the change script was stopped\"' TERM INT\n");
    s += writes(c);
    s += QStringLiteral("say @@written\n");
    // 4. Reload with the service's own tool, each bounded in time.
    for (const QString &r : c.reload)
        s += QStringLiteral("limit $LIMIT %1 >&2 || { [ $? = 124 ] && rollback \"the reload did not finish within $LIMIT s: "
                            "%2\"; rollback \"the reload failed: %2\"; }\n")
                 .arg(quote(r), plain(r).left(60));
    s += QStringLiteral("say @@reloaded\n");
    s += verification(c);
    s += QStringLiteral("say @@verified\n");
    // 6. Keep it only when the PC confirms: a lost connection rolls back by itself.
    // Looked for every fifth of a second (counted in fifths, so a sleep without fractions still
    // keeps the limit): the PC's confirmation comes a moment after @@verified, and a whole second
    // per look cost every change, and its undo, a second of waiting.
    s += QStringLiteral("i=0\nwhile [ ! -e \"$D/commit\" ]; do [ $i -ge %1 ] && rollback \"no confirmation "
                        "from the PC\"; if sleep 0.2 2>/dev/null; then i=$((i+1)); else sleep 1; i=$((i+5)); fi; done\n")
             .arg(5 * c.commitWaitSeconds);
    s += QStringLiteral("trap '' TERM INT\necho applied > \"$D/status\"\nrm -f \"$D/pid\"\nunhook\n");
    if (!c.undoOf.isEmpty()) {
        s += QStringLiteral("echo %1 > \"$R\"/%2/status\n")
                 .arg(quote(c.undoStatus.isEmpty() ? QStringLiteral("undone by ") + c.id : c.undoStatus),
                      quote(c.undoOf));
        // The change taken back may still have its boot-time rollback (it was cut off).
        const QString dir = c.bootUnitDir();
        if (!dir.isEmpty() && saneUnitPath(dir))
            s += QStringLiteral("rm -f %1 %2\n")
                     .arg(quote(dir + u'/' + ChangeSpec::bootUnitName(c.undoOf)),
                          quote(dir + QStringLiteral("/sysinit.target.wants/") + ChangeSpec::bootUnitName(c.undoOf)));
    }
    s += QStringLiteral("say \"@@applied %1\"\nexit 0\n").arg(c.id);
    return s;
}

QString commit(const ChangeSpec &c)
{
    if (!ChangeId::isValid(c.id))
        return refusal(QStringLiteral("not a change id of Pi NAS Doctor"));
    return QStringLiteral("touch %1/commit").arg(quote(c.folder()));
}

QString list(const QString &root)
{
    return QStringLiteral("R=%1\n").arg(quote(root)) + QString::fromLatin1(kTrust) + QString::fromLatin1(kState) +
           QStringLiteral(
               "b() { printf '%s' \"$1\" | base64 | tr -d '\\n'; }\n"
               "[ -d \"$R\" ] || exit 0\n"
               "trusted \"$R\" || { echo \"@@untrusted $(b \"$R\")\"; exit 0; }\n"
               "for d in \"$R\"/*; do\n"
               "  [ -d \"$d\" ] || [ -L \"$d\" ] || continue; n=${d##*/}\n"
               "  trusted \"$d\" && trusted \"$d/manifest.json\" && trusted \"$d/status\" || { echo \"@@untrusted $(b \"$n\")\"; "
               "continue; }\n"
               "  state \"$d\"\n"
               "  echo \"@@change $(b \"$n\") $st\"; base64 < \"$d/manifest.json\" | tr -d '\\n'; echo; printf '%s\\n' \"$s\"\n"
               "done; exit 0\n");
}

QString backups(const QString &changeId, const QString &root)
{
    if (!ChangeId::isValid(changeId))
        return QStringLiteral("echo '@@untrusted not a change id of Pi NAS Doctor'; exit 0\n");
    return QStringLiteral("R=%1\nd=\"$R\"/%2\n").arg(quote(root), quote(changeId)) + QString::fromLatin1(kTrust) +
           QString::fromLatin1(kState) +
           QStringLiteral(
               "[ -e \"$d\" ] || [ -L \"$d\" ] || { echo 'no such change' >&2; exit 2; }\n"
               "untrusted() { echo \"@@untrusted $1\"; exit 0; }\n"
               "trusted \"$R\" && trusted \"$d\" && trusted \"$d/manifest.json\" && trusted \"$d/status\" || untrusted folder\n"
               "for f in \"$d\"/files/* \"$d\"/runtime/*; do [ -e \"$f\" ] || [ -L \"$f\" ] || continue; trusted \"$f\" && "
               "[ -f \"$f\" ] || untrusted \"${f#$d/}\"; done\n"
               "state \"$d\"\n"
               "echo @@manifest; base64 < \"$d/manifest.json\" | tr -d '\\n'; echo\n"
               "echo @@status; printf '%s\\n' \"$s\"\necho @@state; echo \"$st\"\n"
               "for f in \"$d\"/files/* \"$d\"/runtime/*; do [ -f \"$f\" ] || continue; echo \"@@backup ${f#$d/}\"; "
               "base64 < \"$f\" | tr -d '\\n'; echo; done\n");
}

} // namespace ChangeScript
