#include "core/treatment/confproofs.h"

#include "core/probe/exportsparser.h"
#include "core/probe/fstabgrammar.h"
#include "core/probe/smbconfgrammar.h"
#include "core/treatment/changescript.h"

using ChangeScript::quote;

namespace ConfProofs {

QString smbPrecheck()
{
    return QStringLiteral(
        "command -v testparm >/dev/null 2>&1 || { echo 'testparm (samba-common-bin) is missing: the "
        "change could not be proven'; exit 1; }");
}

QString smbVerify(const QString &path, int index, const QStringList &changed)
{
    // W: "GROUP<TAB>SECTION<TAB>NAME" a line, every name Samba may print for a changed setting;
    // SECTION "*" for a [global] one (the shares without their own value change with it). -v prints
    // every [global] setting, so each changed one must show; a share prints only what differs from
    // [global], so its dropped line may show in neither view: allowed, not required.
    QStringList w;
    for (int g = 0; g < changed.size(); ++g) {
        const QString section = changed.at(g).section(u'\t', 0, 0);
        for (const QString &n : SmbConfGrammar::synonyms(changed.at(g).section(u'\t', 1)))
            w << QStringLiteral("%1\t%2\t%3")
                     .arg(QString::number(g), section == u"global" ? QStringLiteral("*") : section, n);
    }
    return QStringLiteral(R"sh(P=%1; B="$D/files/%2"
cmp -s "$B" "$P" && exit 0
command -v testparm >/dev/null 2>&1 || { echo 'testparm is missing: the change cannot be proven'; exit 1; }
testparm -s "$P" >/dev/null 2>&1 </dev/null || { echo "testparm refuses $P"; exit 1; }
tp() { testparm -sv "$1" 2>/dev/null </dev/null | awk -v m="$2" '
/^\[/ { s = tolower($0); sub(/^\[/, "", s); sub(/\].*/, "", s); gsub(/[ \t]/, "", s); next }
/^\t/ { l = $0; sub(/^\t+/, "", l); n = l; sub(/ = .*/, "", n); n = tolower(n); gsub(/[ \t]/, "", n); print m "\t" s "\t" n "\t" l }'; }
{ tp "$B" -; tp "$P" +; } | W=%3 awk -F '\t' '
BEGIN { k = split(ENVIRON["W"], w, "\n"); for (i = 1; i <= k; i++) { split(w[i], f, "\t")
  if (f[2] == "*") { any[f[3]] = f[1]; need[f[1]] = 1 } else ok[f[2] "\t" f[3]] = f[1] } }
{ r = $0; sub(/^[-+]\t/, "", r); c[r] += ($1 == "+") ? 1 : -1; sec[r] = $2; nm[r] = $3 }
END { bad = 0; n = 0
  for (r in c) { if (c[r] == 0) continue
    if ((sec[r] "\t" nm[r]) in ok) hit[ok[sec[r] "\t" nm[r]]] = 1
    else if (nm[r] in any) { if (sec[r] == "global") hit[any[nm[r]]] = 1 }
    else { print "testparm shows another change: [" sec[r] "] " nm[r]; bad = 1 }
    n++ }
  if (n == 0) { print "testparm shows no change"; bad = 1 }
  for (g in need) if (!(g in hit)) { print "testparm shows no change of the setting the plan removes (" g ")"; bad = 1 }
  exit bad }')sh")
        .arg(quote(path), QString::number(index), quote(w.join(u'\n')));
}

ConfRefusal fstabProof(const QByteArray &before, const QByteArray &after, const QString &mountPoint)
{
    const QList<QStringList> a = FstabGrammar::entries(before);
    const QList<QStringList> b = FstabGrammar::entries(after);
    bool changed = false;
    for (qsizetype i = 0; i < qMax(a.size(), b.size()); ++i) {
        if (i >= a.size() || i >= b.size() || a.at(i).size() != b.at(i).size())
            return ConfRefusal::because(ConfRefusal::Kind::Unproven, mountPoint);
        for (qsizetype f = 0; f < a.at(i).size(); ++f) {
            if (a.at(i).at(f) == b.at(i).at(f))
                continue;
            if (f != 2 || a.at(i).at(1) != mountPoint)
                return ConfRefusal::because(ConfRefusal::Kind::Unproven, a.at(i).value(1));
            changed = true;
        }
    }
    return changed ? ConfRefusal{} : ConfRefusal::because(ConfRefusal::Kind::Unproven, mountPoint);
}

QString fstabVerify(const QString &path, int index, const QString &mountPoint)
{
    return QStringLiteral(R"sh(P=%1; B="$D/files/%2"; M=%3
cmp -s "$B" "$P" && exit 0
pe() { findmnt --verify --tab-file "$1" 2>&1 | sed -n 's/^\([0-9][0-9]*\) parse error.*/\1/p'; }
[ "$(pe "$P")" = "$(pe "$B")" ] || { echo "findmnt --verify finds parse errors in $P"; exit 1; }
ft() { findmnt --tab-file "$1" -n -r -o SOURCE,TARGET,FSTYPE,OPTIONS,FREQ,PASSNO 2>/dev/null | awk -v m="$M" -v k="$2" 'k && $2 == m { $3 = "*" } { print }'; }
[ -n "$(ft "$P" 1)" ] && [ "$(ft "$P" 1)" = "$(ft "$B" 1)" ] || { echo "findmnt reads another change in $P"; exit 1; }
[ "$(ft "$P" '')" != "$(ft "$B" '')" ] || { echo "findmnt reads no new type for $M"; exit 1; })sh")
        .arg(quote(path), QString::number(index), quote(mountPoint));
}

ConfRefusal exportsProof(const QByteArray &before, const QByteArray &after)
{
    const QList<ExportEntry> a = parseExports(QString::fromUtf8(before));
    const QList<ExportEntry> b = parseExports(QString::fromUtf8(after));
    const auto withoutSync = [](QStringList options) {
        options.removeAll(QStringLiteral("sync"));
        options.removeAll(QStringLiteral("async"));
        return options;
    };
    if (a.size() != b.size())
        return ConfRefusal::because(ConfRefusal::Kind::Unproven, QString());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const ExportEntry &x = a.at(i);
        const ExportEntry &y = b.at(i);
        if (x.path != y.path || x.client != y.client || withoutSync(x.options) != withoutSync(y.options))
            return ConfRefusal::because(ConfRefusal::Kind::Unproven, x.path + u' ' + x.client);
    }
    return {};
}

} // namespace ConfProofs
