#include "core/treatment/changescript.h"

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

} // namespace

ChangeSpec ChangeSpec::fromPlan(const FixPlan &plan, const QDateTime &when, const QString &fromPc,
                                const QString &randomPart)
{
    ChangeSpec c;
    c.finding = plan.finding;
    c.id = when.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")) + u'-' + plan.finding + u'-' + randomPart;
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
    return c;
}

QJsonObject ChangeSpec::manifest() const
{
    QJsonArray fileArray, runtimeArray;
    for (int i = 0; i < files.size(); ++i) {
        QJsonObject f{{QStringLiteral("path"), files.at(i).path},
                      {QStringLiteral("sha256_before"), sha256Hex(files.at(i).before)},
                      {QStringLiteral("sha256_after"), sha256Hex(files.at(i).after)},
                      {QStringLiteral("backup"), QStringLiteral("files/%1").arg(i)}};
        if (files.at(i).absentBefore) // no backup: the undo removes the file
            f.insert(QStringLiteral("absent_before"), true);
        if (files.at(i).absentAfter)
            f.insert(QStringLiteral("absent_after"), true);
        fileArray.append(f);
    }
    for (int i = 0; i < runtime.size(); ++i)
        runtimeArray.append(QJsonObject{{QStringLiteral("path"), runtime.at(i).pathGlob},
                                        {QStringLiteral("value"), runtime.at(i).value},
                                        {QStringLiteral("backup"), QStringLiteral("runtime/%1").arg(i)}});
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("pinas-doctor-change")},
                  {QStringLiteral("version"), 1},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("finding"), finding},
                  {QStringLiteral("when"), when.toUTC().toString(Qt::ISODate)},
                  {QStringLiteral("from_pc"), fromPc},
                  {QStringLiteral("files"), fileArray},
                  {QStringLiteral("runtime"), runtimeArray},
                  {QStringLiteral("reload"), QJsonArray::fromStringList(reload)},
                  {QStringLiteral("verify"), verify},
                  {QStringLiteral("service"), service}};
    if (!undoOf.isEmpty())
        o.insert(QStringLiteral("undo_of"), undoOf);
    if (!precheck.isEmpty())
        o.insert(QStringLiteral("precheck"), precheck);
    if (needsReboot) {
        o.insert(QStringLiteral("reboot"), true);
        o.insert(QStringLiteral("boot_check"), bootCheck);
    }
    return o;
}

namespace ChangeScript {

QString apply(const ChangeSpec &c)
{
    for (const RuntimeWrite &w : c.runtime)
        if (!safeGlob(w.pathGlob))
            return QStringLiteral("echo '@@refused unsafe path'; exit 2\n");
    QString s;
    s += QStringLiteral("set -u\numask 077\ntrap '' HUP PIPE\nTAB=$(printf '\\t')\n");
    s += QStringLiteral("R=%1\nD=%2\nCHANGED=0\n").arg(quote(c.backupRoot), quote(c.folder()));
    s += QStringLiteral(
        "say() { printf '%s\\n' \"$*\" 2>/dev/null; }\n"
        "sha() { sha256sum < \"$1\" | cut -c1-64; }\n"
        // A process of that name that runs (a zombie, dead but not yet reaped, does not count).
        "running() { ps -e -o stat=,comm= 2>/dev/null | grep -v '^ *Z' | sed 's/^ *[^ ]* *//' | grep -qx "
        "\"$1\"; }\n"
        "refuse() { say \"@@refused $*\"; [ \"$CHANGED\" = 0 ] && [ -n \"${MADE:-}\" ] && rm -rf \"$D\"; "
        "exit 2; }\n"
        "for t in sha256sum base64 cut mv cp; do command -v $t >/dev/null 2>&1 || refuse \"$t is missing\"; "
        "done\n");
    // 1. Everything is as planned, or nothing happens.
    for (const FileEdit &f : c.files) {
        if (f.absentBefore) {
            s += QStringLiteral("[ -e %1 ] && refuse %2\n[ -d \"$(dirname %1)\" ] || refuse %3\n")
                     .arg(quote(f.path), quote(f.path + QStringLiteral(" exists now")),
                          quote(f.path + QStringLiteral(": its folder is missing")));
            continue;
        }
        s += QStringLiteral("[ -f %1 ] || refuse %2\n").arg(quote(f.path), quote(f.path + QStringLiteral(" is missing")));
        s += QStringLiteral("[ \"$(sha %1)\" = %2 ] || refuse %3\n")
                 .arg(quote(f.path), sha256Hex(f.before), quote(f.path + QStringLiteral(" changed since the plan")));
    }
    for (const RuntimeWrite &w : c.runtime)
        if (!w.before.isEmpty())
            s += QStringLiteral("for p in %1; do v=; read -r v < \"$p\" 2>/dev/null; [ \"$v\" = %2 ] || refuse \"$p changed "
                                "since the plan\"; done\n")
                     .arg(w.pathGlob, quote(w.before));
    // The fix's own condition (e.g. no file open on a mount point it remounts): what it prints is the
    // reason of the refusal.
    if (!c.precheck.isEmpty())
        s +=
            QStringLiteral(
                "if ! PRE=$( ( %1 ) 2>&1 </dev/null ); then refuse \"$(printf '%s' \"$PRE\" | tr '\\n' ' ' | "
                "cut -c1-200)\"; fi\n")
                .arg(c.precheck);
    // 2. The backup folder, the manifest and the backups.
    s += QStringLiteral("mkdir -p \"$R\" && chmod 700 \"$R\" || refuse \"cannot create $R\"\n"
                        "mkdir \"$D\" || refuse \"cannot create $D\"\nMADE=1\n"
                        "mkdir \"$D/files\" \"$D/runtime\" || refuse \"cannot write in $D\"\n");
    s += QStringLiteral("printf '%s' %1 | base64 -d > \"$D/manifest.json\" || refuse \"cannot write the manifest\"\n")
             .arg(quote(b64(QJsonDocument(c.manifest()).toJson(QJsonDocument::Indented))));
    s += QStringLiteral("echo pending > \"$D/status\"\n");
    for (int i = 0; i < c.files.size(); ++i)
        if (!c.files.at(i).absentBefore)
            s += QStringLiteral("cp -p %1 \"$D/files/%2\" || refuse \"cannot back up %3\"\n")
                     .arg(quote(c.files.at(i).path), QString::number(i), plain(c.files.at(i).path));
    for (int i = 0; i < c.runtime.size(); ++i)
        s += QStringLiteral(": > \"$D/runtime/%1\"\nfor p in %2; do [ -e \"$p\" ] || continue; v=; read -r v < \"$p\" "
                            "2>/dev/null; printf '%s\\t%s\\n' \"$p\" \"$v\" >> \"$D/runtime/%1\"; done\n")
                 .arg(QString::number(i), c.runtime.at(i).pathGlob);
    s += QStringLiteral("SVC=0\n");
    if (!c.service.isEmpty())
        s += QStringLiteral("running %1 && SVC=1\n").arg(quote(c.service));
    s += QStringLiteral("say @@backed-up\nCHANGED=1\n");
    // The way back: every file from its backup (temp file + rename), runtime values in reverse
    // order, the bytes checked, the service reloaded; then what the change touched is checked as an
    // apply is: the service runs again if it ran before, the values read back, the service's own
    // check passes. Bytes back but the service or the mount not: that is a failed way back, said
    // plainly ("the files are back, but smbd is not running").
    QString restore;
    for (int i = 0; i < c.files.size(); ++i) {
        const QString p = quote(c.files.at(i).path);
        if (c.files.at(i).absentBefore) {
            restore += QStringLiteral("  rm -f %1; [ -e %1 ] && ok=0\n").arg(p);
            continue;
        }
        restore += QStringLiteral("  t=\"$(dirname %1)/.pinas-doctor-restore.$$\"; cp -p \"$D/files/%2\" \"$t\" && mv -f "
                                  "\"$t\" %1 || ok=0\n  [ \"$(sha %1)\" = %3 ] || ok=0\n")
                       .arg(p, QString::number(i), sha256Hex(c.files.at(i).before));
    }
    for (qsizetype i = c.runtime.size() - 1; i >= 0; --i)
        // A value that does not go back is found by the read-back below, which names it.
        restore +=
            QStringLiteral(
                "  while IFS=\"$TAB\" read -r p v; do [ -n \"$v\" ] && printf '%s\\n' \"$v\" > \"$p\"; "
                "done < \"$D/runtime/%1\"\n")
                .arg(QString::number(i));
    restore += QStringLiteral("  [ $ok = 1 ] || why=\"the files could not be put back\"\n");
    for (const QString &r : c.reload)
        restore += QStringLiteral("  ( %1 ) >/dev/null 2>&1 </dev/null || { [ -n \"$rl\" ] || rl=%2; }\n")
                       .arg(r, quote(plain(r).left(60)));
    // A service reloaded by a signal may take a moment to be back: a few seconds, only when it is not.
    if (!c.service.isEmpty())
        restore +=
            QStringLiteral(
                "  if [ $SVC = 1 ]; then n=0; until running %1; do "
                "n=$((n+1)); [ $n -gt 5 ] && { [ -n \"$why\" ] || why=%2; break; }; sleep 1; done; fi\n")
                .arg(
                    quote(c.service),
                    quote(QStringLiteral("the files are back, but %1 is not running").arg(plain(c.service))));
    for (qsizetype i = c.runtime.size() - 1; i >= 0; --i)
        restore +=
            QStringLiteral(
                "  while IFS=\"$TAB\" read -r p v; do [ -n \"$v\" ] || continue; w=; read -r w < \"$p\" "
                "2>/dev/null; [ \"$w\" = \"$v\" ] || [ -n \"$why\" ] || why=\"$p is not back to $v\"; done < "
                "\"$D/runtime/%1\"\n")
                .arg(QString::number(i));
    if (!c.verify.isEmpty())
        restore +=
            QStringLiteral(
                "  ( %1 ) >/dev/null 2>&1 </dev/null || [ -n \"$why\" ] || why=\"the files are back, but the "
                "check fails after the way back\"\n")
                .arg(c.verify);
    restore += QStringLiteral(
        "  [ -z \"$rl\" ] || [ -n \"$why\" ] || why=\"the files are back, but the reload failed: $rl\"\n");
    s += QStringLiteral("rollback() {\n  ok=1; why=; rl=\n%1"
                        "  if [ -z \"$why\" ]; then echo \"rolled-back: $*\" > \"$D/status\"; say "
                        "\"@@rolled-back $*\"; exit 3; fi\n"
                        "  echo \"rollback-failed: $why (the change failed: $*)\" > \"$D/status\"\n"
                        "  say \"@@rollback-failed $why (the change failed: $*)\"; exit 4\n}\n")
             .arg(restore);
    // 3. Write: temp file in the same folder (same owner and mode), then rename.
    for (const FileEdit &f : c.files) {
        const QString p = quote(f.path);
        if (f.absentAfter) {
            s += QStringLiteral("rm -f %1 || rollback \"cannot remove %2\"\n").arg(p, plain(f.path));
            continue;
        }
        if (f.absentBefore) { // a new file: readable by all, as the files beside it
            s += QStringLiteral(
                     "t=\"$(dirname %1)/.pinas-doctor-new.$$\"\n"
                     "{ printf '%s' %2 | base64 -d > \"$t\" && chmod 644 \"$t\" && mv -f \"$t\" %1; } || "
                     "{ rm -f \"$t\"; rollback \"cannot write %3\"; }\n")
                     .arg(p, quote(b64(f.after)), plain(f.path));
            continue;
        }
        s += QStringLiteral("t=\"$(dirname %1)/.pinas-doctor-new.$$\"\n"
                            "{ cp -p %1 \"$t\" && printf '%s' %2 | base64 -d > \"$t\" && mv -f \"$t\" %1; } || "
                            "{ rm -f \"$t\"; rollback \"cannot write %3\"; }\n")
                 .arg(p, quote(b64(f.after)), plain(f.path));
    }
    for (const RuntimeWrite &w : c.runtime)
        s += QStringLiteral("for p in %1; do printf '%s\\n' %2 > \"$p\" || rollback \"cannot write $p\"; done\n")
                 .arg(w.pathGlob, quote(w.value));
    s += QStringLiteral("say @@written\n");
    // 4. Reload with the service's own tool.
    for (const QString &r : c.reload)
        s += QStringLiteral("( %1 ) </dev/null >&2 || rollback \"the reload failed: %2\"\n")
                 .arg(r, quote(plain(r).left(60)));
    s += QStringLiteral("say @@reloaded\n");
    // 5. Verify: the bytes, the values, the service's own check, the service still running.
    for (const FileEdit &f : c.files)
        s += f.absentAfter
                 ? QStringLiteral("[ -e %1 ] && rollback \"the file is still there\"\n").arg(quote(f.path))
                 : QStringLiteral("[ \"$(sha %1)\" = %2 ] || rollback \"the file is not what was written\"\n")
                       .arg(quote(f.path), sha256Hex(f.after));
    for (const RuntimeWrite &w : c.runtime)
        s += QStringLiteral("for p in %1; do v=; read -r v < \"$p\"; [ \"$v\" = %2 ] || rollback \"$p did not take the "
                            "value\"; done\n")
                 .arg(w.pathGlob, quote(w.value));
    if (!c.verify.isEmpty())
        s += QStringLiteral("( %1 ) >&2 || rollback \"the check failed\"\n").arg(c.verify);
    if (!c.service.isEmpty())
        s += QStringLiteral("if [ $SVC = 1 ]; then running %1 || rollback \"%2 stopped\"; fi\n")
                 .arg(quote(c.service), plain(c.service));
    s += QStringLiteral("say @@verified\n");
    // 6. Keep it only when the PC confirms: a lost connection rolls back by itself.
    s += QStringLiteral("i=0\nwhile [ ! -e \"$D/commit\" ]; do i=$((i+1)); [ $i -gt %1 ] && rollback \"no confirmation "
                        "from the PC\"; sleep 1; done\n")
             .arg(c.commitWaitSeconds);
    s += QStringLiteral("echo applied > \"$D/status\"\n");
    if (!c.undoOf.isEmpty())
        s += QStringLiteral("echo \"undone by %1\" > \"$R\"/%2/status\n").arg(c.id, quote(c.undoOf));
    s += QStringLiteral("say \"@@applied %1\"\nexit 0\n").arg(c.id);
    return s;
}

QString commit(const ChangeSpec &c)
{
    return QStringLiteral("touch %1/commit").arg(quote(c.folder()));
}

QString list(const QString &root)
{
    return QStringLiteral("for d in %1/*/; do [ -f \"$d/manifest.json\" ] || continue; echo \"@@change\"; "
                          "base64 < \"$d/manifest.json\" | tr -d '\\n'; echo; head -n 1 \"$d/status\" 2>/dev/null; "
                          "echo; done; exit 0")
        .arg(quote(root));
}

QString backups(const QString &changeId, const QString &root)
{
    const QString d = quote(root + u'/' + changeId);
    return QStringLiteral("d=%1; [ -f \"$d/manifest.json\" ] || { echo 'no such change' >&2; exit 2; }\n"
                          "echo @@manifest; base64 < \"$d/manifest.json\" | tr -d '\\n'; echo\n"
                          "echo @@status; head -n 1 \"$d/status\"; echo\n"
                          "for f in \"$d\"/files/* \"$d\"/runtime/*; do [ -f \"$f\" ] || continue; echo \"@@backup ${f#$d/}\"; "
                          "base64 < \"$f\" | tr -d '\\n'; echo; done\n")
        .arg(d);
}

} // namespace ChangeScript
