#include "remote/jobs/remotediskjob.h"

#include "remote/ssh/channelwatch.h"
#include "remote/ssh/shellquote.h"

#include <QHash>
#include <QUuid>

#include <algorithm>

QString RemoteDiskJob::newFileName()
{
    return QStringLiteral(".pinas-doctor-%1.tmp").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
}

// Markers on stdout (@@name value) tell the job what happened; dd's own output goes to stderr.
// Times come from /proc/uptime (BusyBox date lacks %N); centiseconds are enough for tests >1 s.
// @@ddend marks the end of dd before the write's sync, so the job can add the sync to dd's own time.
// Replaces each @NAME@ of the template by its value in one pass: a value is never searched again,
// so a Pi folder named "x@FILE@" stays that name instead of turning into another path.
static QString substitute(const QString &tmpl, const QHash<QString, QString> &values)
{
    QString out;
    qsizetype at = 0;
    while (at < tmpl.size()) {
        const qsizetype open = tmpl.indexOf(u'@', at);
        const qsizetype close = open < 0 ? -1 : tmpl.indexOf(u'@', open + 1);
        if (close < 0) {
            out += QStringView(tmpl).mid(at);
            break;
        }
        const QString name = tmpl.mid(open + 1, close - open - 1);
        const auto it = values.constFind(name);
        if (it == values.cend()) { // "@@pid" and the like: text, keep the second @ for the next look
            out += QStringView(tmpl).mid(at, close - at);
            at = close;
            continue;
        }
        out += QStringView(tmpl).mid(at, open - at);
        out += *it;
        at = close + 1;
    }
    return out;
}

QString RemoteDiskJob::script(const Params &p)
{
    static const QString common = QStringLiteral(
        "LC_ALL=C; export LC_ALL\n"
        "@PATH@"
        "cd -- @DIR@ || { echo '@@error cd'; exit 90; }\n"
        "f=@FILE@\n"
        // dies with the channel: a dropped link or a cancel removes the file and every process here
        "exec 3<&0 0</dev/null\n")
        + channelWatcherLine(QStringLiteral("rm -f -- \"$f\""))
        + QStringLiteral(
        "w=$!\n"
        "exec 3<&-\n"
        "done_() { kill \"$w\" 2>/dev/null; exit \"$1\"; }\n"
        "cs() { read u _ </proc/uptime; echo \"${u%.*}${u#*.}\"; }\n"
        // a builtin read, not $(...): no fork inside the timed window
        "up() { read u _ </proc/uptime; echo \"@@$1 $u\"; }\n"
        "if dd --version 2>/dev/null | grep -q coreutils; then gnu=1; echo '@@flavor gnu'; "
        "else gnu=0; echo '@@flavor busybox'; fi\n"
        "mib=@MAXMIB@\n");
    static const QString write = QStringLiteral(
        "avail=$(df -Pk . 2>/dev/null | awk 'NR==2 {print $4}')\n"
        "case $avail in ''|*[!0-9]*) avail=-1;; esac\n"
        "echo \"@@avail $avail\"\n"
        "if [ \"$avail\" -ge 0 ] && [ $((avail / 2048)) -lt \"$mib\" ]; then mib=$((avail / 2048)); fi\n"
        "if [ \"$mib\" -lt @MINMIB@ ]; then echo \"@@nospace $avail\"; done_ 91; fi\n"
        "if [ $gnu = 0 ]; then\n"
        // BusyBox: a short first run tells the rate, the real run is sized for about the time cap
        "  a=$(cs); dd if=/dev/zero of=\"$f\" bs=1048576 count=16 conv=fsync 2>/dev/null; b=$(cs)\n"
        "  d=$((b - a)); [ \"$d\" -gt 0 ] || d=1\n"
        "  n=$((16 * 100 * @CAPS@ / d)); [ \"$n\" -lt \"$mib\" ] && mib=$n\n"
        "  [ \"$mib\" -lt @MINMIB@ ] && mib=@MINMIB@\n"
        "fi\n"
        "echo \"@@count $mib\"\n"
        "up start\n"
        "if [ $gnu = 1 ]; then\n"
        "  sh -c 'echo \"@@pid $$\"; exec dd if=/dev/zero of=\"$1\" bs=1048576 count=\"$2\" conv=fdatasync "
        "status=progress' dd \"$f\" \"$mib\"\n"
        "else\n"
        "  dd if=/dev/zero of=\"$f\" bs=1048576 count=\"$mib\" conv=fsync\n"
        "fi\n"
        "rc=$?\n"
        "up ddend\n"
        "sync -- \"$f\" 2>/dev/null || sync\n"
        "up end\n"
        "echo \"@@size $(wc -c <\"$f\" 2>/dev/null)\"\n"
        "[ $rc = 0 ] || [ $rc = 130 ] || rm -f -- \"$f\"\n"
        "@KEEP@\n"
        "done_ $rc\n");
    static const QString read = QStringLiteral(
        "[ -f \"$f\" ] || { echo '@@error nofile'; done_ 92; }\n"
        "bypass=none; flag=\n"
        "if [ @SUDO@ = 1 ]; then sync; echo 3 | sudo -n tee /proc/sys/vm/drop_caches >/dev/null 2>&1 "
        "&& bypass=drop-caches; fi\n"
        "if [ $gnu = 1 ]; then dd if=\"$f\" iflag=nocache count=0 2>/dev/null && [ $bypass = none ] "
        "&& bypass=nocache; fi\n"
        "if dd if=\"$f\" of=/dev/null bs=1048576 count=1 iflag=direct 2>/dev/null; then "
        "flag=iflag=direct; bypass=direct; fi\n"
        "echo \"@@bypass $bypass\"\n"
        "up start\n"
        "if [ $gnu = 1 ]; then\n"
        "  sh -c 'echo \"@@pid $$\"; exec dd if=\"$1\" of=/dev/null bs=1048576 $2 status=progress' dd "
        "\"$f\" \"$flag\"\n"
        "else\n"
        "  dd if=\"$f\" of=/dev/null bs=1048576 $flag\n"
        "fi\n"
        "rc=$?\n"
        "up end\n"
        "rm -f -- \"$f\"\n"
        "done_ $rc\n");

    const qint64 mib = 1 << 20;
    const QHash<QString, QString> values{
        {QStringLiteral("PATH"), p.remotePath.isEmpty()
                                     ? QString()
                                     : QStringLiteral("PATH=%1; export PATH\n").arg(shellQuote(p.remotePath))},
        {QStringLiteral("DIR"), shellQuote(p.remoteDir)},
        {QStringLiteral("FILE"), shellQuote(p.fileName)},
        {QStringLiteral("MAXMIB"), QString::number(std::max<qint64>(1, p.maxBytes / mib))},
        {QStringLiteral("MINMIB"), QString::number(std::max<qint64>(1, p.minBytes / mib))},
        {QStringLiteral("CAPS"), QString::number(std::max(1, int(p.maxSeconds)))},
        {QStringLiteral("SUDO"), p.sudoAllowed ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("KEEP"), p.keepFile ? QString() : QStringLiteral("rm -f -- \"$f\"")}};
    return substitute(common + (p.mode == Mode::Write ? write : read), values);
}
