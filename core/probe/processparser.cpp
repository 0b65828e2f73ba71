#include "core/probe/processparser.h"

#include "core/probe/numberfit.h"
#include "core/probe/probetext.h"
#include "core/probe/systemparsers.h"

#include <QRegularExpression>

namespace {

// "%Cpu(s):  0,7 us,  0,3 sy, ... 98,7 id,  0,0 wa, ... 0,0 si" (procps) or
// "CPU:   0% usr   0% sys   0% nic  99% idle   0% io   0% irq   0% sirq" (BusyBox).
void readCpuLine(const QString &line, ProcessSnapshot *s)
{
    static const QRegularExpression procps(
        QStringLiteral("(\\d+(?:[.,]\\d+)?)\\s*%?\\s*(us|sy|ni|id|wa|hi|si|st)\\b"));
    static const QRegularExpression busybox(
        QStringLiteral("(\\d+(?:[.,]\\d+)?)%\\s*(usr|sys|nic|idle|io|irq|sirq)\\b"));
    auto it = (line.startsWith(u"CPU:") ? busybox : procps).globalMatch(line);
    while (it.hasNext()) {
        const auto m = it.next();
        const auto v = ProbeText::number(m.capturedView(1));
        const QString k = m.captured(2);
        if (k == u"id" || k == u"idle")
            s->idlePercent = v;
        else if (k == u"wa" || k == u"io")
            s->iowaitPercent = v;
        else if (k == u"si" || k == u"sirq")
            s->softirqPercent = v;
    }
}

// "KiB Mem :   949448 total" / "MiB Mem :   3792.3 total" / "Mem: 123K used, 456K free" (BusyBox).
void readMemLine(const QString &line, ProcessSnapshot *s)
{
    static const QRegularExpression re(
        QStringLiteral("^(KiB|MiB|GiB) Mem\\s*:\\s*(\\d+(?:[.,]\\d+)?)\\s+total"));
    const auto m = re.match(line);
    if (!m.hasMatch())
        return;
    const auto v = ProbeText::number(m.capturedView(2));
    if (!v)
        return;
    const double scale = m.captured(1) == u"KiB" ? 1 : m.captured(1) == u"MiB" ? 1024 : 1024 * 1024;
    if (const auto kb = ProbeText::fitting<qint64>(*v * scale))
        s->memTotalKb = *kb;
}

QString nameOf(const QString &command)
{
    QString first = ProbeText::fields(command).value(0);
    if (first.startsWith(u'[') && first.endsWith(u']'))
        first = first.mid(1, first.size() - 2);
    if (first.startsWith(u'/'))
        first = first.section(u'/', -1);
    if (first.endsWith(u':'))
        first.chop(1); // "smbd:" as some process titles show
    return first;
}

} // namespace

ProcessSnapshot parseProcesses(const QString &text)
{
    ProcessSnapshot s;
    QStringList header;
    int pidCol = -1, userCol = -1, cpuCol = -1, nameCol = -1, argsCol = -1;

    for (const QString &line : ProbeText::lines(text)) {
        const QString t = line.trimmed();
        if (t.startsWith(QStringLiteral("top -")) || t.startsWith(QStringLiteral("Load average:"))) {
            const LoadAverage l = parseLoadavg(t);
            s.load1 = l.load1;
            s.load5 = l.load5;
            s.load15 = l.load15;
            continue;
        }
        if (t.startsWith(QStringLiteral("%Cpu")) || t.startsWith(QStringLiteral("CPU:")) ||
            t.startsWith(QStringLiteral("Cpu(s)"))) {
            readCpuLine(t, &s);
            continue;
        }
        if (t.contains(QStringLiteral(" Mem"))) {
            readMemLine(t, &s);
            continue;
        }
        const QStringList f = ProbeText::fields(t);
        if (f.contains(QStringLiteral("PID")) &&
            (f.contains(QStringLiteral("COMMAND")) || f.contains(QStringLiteral("CMD")))) {
            header = f;
            pidCol = int(f.indexOf(QStringLiteral("PID")));
            userCol = int(f.indexOf(QStringLiteral("USER")));
            cpuCol = int(f.indexOf(QStringLiteral("%CPU")));
            if (cpuCol < 0)
                cpuCol = int(f.indexOf(QStringLiteral("CPU%")));
            nameCol = int(f.indexOf(QStringLiteral("COMMAND")));
            if (nameCol < 0)
                nameCol = int(f.indexOf(QStringLiteral("CMD")));
            argsCol = int(f.lastIndexOf(QStringLiteral("COMMAND")));
            if (argsCol < 0)
                argsCol = nameCol;
            continue;
        }
        if (header.isEmpty() || f.size() <= nameCol || nameCol < 0)
            continue;
        ProcessRow r;
        bool ok = false;
        r.pid = f.value(pidCol).toInt(&ok);
        if (!ok)
            continue;
        if (userCol >= 0)
            r.user = f.value(userCol);
        if (cpuCol >= 0) {
            QString c = f.value(cpuCol);
            c.remove(u'%');
            r.cpuPercent = ProbeText::number(c);
        }
        // The command may contain spaces: everything from its column on.
        r.command = f.mid(argsCol).join(u' ');
        r.name = nameCol == argsCol ? nameOf(r.command) : f.value(nameCol);
        s.rows.append(r);
    }
    return s;
}
