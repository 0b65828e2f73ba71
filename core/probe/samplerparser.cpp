#include "core/probe/samplerparser.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

QList<qint64> numbers(const QList<QByteArray> &fields, int from)
{
    QList<qint64> out;
    for (int i = from; i < fields.size(); ++i) {
        bool ok = false;
        const qint64 v = fields.at(i).toLongLong(&ok);
        if (!ok)
            break;
        out.append(v);
    }
    return out;
}

qint64 sum(const QList<qint64> &v)
{
    qint64 s = 0;
    for (qint64 x : v)
        s += x;
    return s;
}

// idle + iowait: fields 4 and 5 of a cpu line (index 3 and 4).
qint64 idleOf(const QList<qint64> &v)
{
    return v.value(3) + v.value(4);
}

} // namespace

SamplerParser::SamplerParser() = default;

bool SamplerParser::isWholeDisk(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("^(?:(?:sd|vd|hd|xvd)[a-z]+|mmcblk\\d+|nvme\\d+n\\d+)$"));
    return re.match(name).hasMatch();
}

QList<Sample> SamplerParser::feed(const QByteArray &chunk)
{
    QList<Sample> out;
    m_buffer += chunk;
    qsizetype start = 0;
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n', start);
        if (nl < 0)
            break;
        parseLine(m_buffer.mid(start, nl - start), out);
        start = nl + 1;
    }
    m_buffer.remove(0, start);
    if (m_buffer.size() > (1 << 20)) // a line this long is garbage: drop it rather than grow
        m_buffer.clear();
    return out;
}

void SamplerParser::parseLine(const QByteArray &rawLine, QList<Sample> &out)
{
    const QByteArray line = rawLine.trimmed();
    if (line.startsWith("@@hz ")) {
        const int hz = line.mid(5).trimmed().toInt();
        if (hz > 0 && hz < 100000)
            m_hz = hz;
        return;
    }
    if (line.startsWith("@@s ")) {
        m_current = Snapshot();
        bool ok = false;
        m_current.uptime = line.mid(4).trimmed().toDouble(&ok);
        m_inSnapshot = ok;
        return;
    }
    if (!m_inSnapshot)
        return;
    if (line == "@@e") {
        m_inSnapshot = false;
        if (m_firstUptime < 0)
            m_firstUptime = m_current.uptime;
        if (m_havePrevious && m_current.uptime > m_previous.uptime)
            out.append(diff(m_previous, m_current));
        m_previous = m_current;
        m_havePrevious = true;
        return;
    }
    const QList<QByteArray> f = line.simplified().split(' ');
    if (f.isEmpty())
        return;
    const QByteArray &tag = f.first();
    if (tag == "cpu") {
        m_current.total = numbers(f, 1);
    } else if (tag.startsWith("cpu")) {
        const QList<qint64> v = numbers(f, 1);
        if (v.size() >= 4)
            m_current.cores.append(v);
    } else if (tag == "N" && f.size() >= 2) {
        // "N eth0: 1 2 ..." or "N eth0:1 2 ..." (old kernels glue the first number to the colon)
        QByteArray rest = line.mid(1).trimmed();
        const qsizetype colon = rest.indexOf(':');
        if (colon < 0)
            return;
        const QByteArray name = rest.left(colon).trimmed();
        const QList<QByteArray> nf = rest.mid(colon + 1).simplified().split(' ');
        const QList<qint64> v = numbers(nf, 0);
        if (name == "lo" || v.size() < 9)
            return;
        m_current.nicRx += v.at(0);
        m_current.nicTx += v.at(8);
        m_current.hasNic = true;
    } else if (tag == "D" && f.size() >= 11) {
        if (!isWholeDisk(QString::fromLatin1(f.at(3))))
            return;
        const QList<qint64> v = numbers(f, 4);
        if (v.size() < 7)
            return;
        m_current.diskReadSectors += v.at(2);
        m_current.diskWriteSectors += v.at(6);
        m_current.hasDisk = true;
    } else if (tag == "P") {
        // "P pid (comm with spaces) S ppid ..." : utime and stime are fields 14 and 15 of stat.
        const qsizetype open = line.indexOf('(');
        const qsizetype close = line.lastIndexOf(')');
        if (open < 0 || close < open)
            return;
        const QString name = QString::fromUtf8(line.mid(open + 1, close - open - 1));
        const QList<QByteArray> rest = line.mid(close + 1).simplified().split(' ');
        // rest[0] is the state (field 3), so field N is rest[N - 3].
        if (rest.size() < 13)
            return;
        bool ok1 = false, ok2 = false;
        const qint64 ticks = rest.at(11).toLongLong(&ok1) + rest.at(12).toLongLong(&ok2);
        if (ok1 && ok2)
            m_current.processTicks[name] += ticks;
        bool okPid = false;
        const qint64 pid = line.mid(1, open - 1).trimmed().toLongLong(&okPid);
        if (okPid)
            m_current.pidNames.insert(pid, name);
    } else if (tag == "Q") {
        parseQuota(f);
    }
}

void SamplerParser::parseQuota(const QList<QByteArray> &f)
{
    // "Q pid quota period": quota "max" (v2) or -1 (v1) means no limit at this level.
    if (f.size() < 4)
        return;
    bool okPid = false, okQuota = false, okPeriod = false;
    const qint64 pid = f.at(1).toLongLong(&okPid);
    const double quota = f.at(2).toDouble(&okQuota);
    const double period = f.at(3).toDouble(&okPeriod);
    if (!okPid || !okQuota || !okPeriod || quota <= 0 || period <= 0)
        return;
    const double percent = 100.0 * quota / period;
    const auto it = m_current.pidLimits.constFind(pid);
    if (it == m_current.pidLimits.cend() || percent < it.value())
        m_current.pidLimits.insert(pid, percent); // the tightest level is the one that binds
}

QMap<QString, double> SamplerParser::limitsByName(const Snapshot &s)
{
    // A name is limited only when every process of that name is: one free smbd could use a core.
    // Processes of one name in one cgroup share its quota, so the name's limit is the largest.
    QMap<QString, double> limits;
    QSet<QString> unlimited;
    for (auto it = s.pidNames.cbegin(); it != s.pidNames.cend(); ++it) {
        const auto limit = s.pidLimits.constFind(it.key());
        if (limit == s.pidLimits.cend()) {
            unlimited.insert(it.value());
            continue;
        }
        limits[it.value()] = std::max(limits.value(it.value(), 0.0), limit.value());
    }
    for (const QString &name : std::as_const(unlimited))
        limits.remove(name);
    return limits;
}

Sample SamplerParser::diff(const Snapshot &a, const Snapshot &b) const
{
    Sample s;
    const double dt = b.uptime - a.uptime;
    s.t = b.uptime - m_firstUptime + m_timeOffset;
    s.step = m_step;
    const int cores = int(std::min(a.cores.size(), b.cores.size()));
    for (int i = 0; i < cores; ++i) {
        const qint64 total = sum(b.cores.at(i)) - sum(a.cores.at(i));
        const qint64 idle = idleOf(b.cores.at(i)) - idleOf(a.cores.at(i));
        s.cpuPerCore.append(total > 0 ? std::clamp(100.0 * double(total - idle) / double(total), 0.0, 100.0)
                                      : 0.0);
    }
    if (a.total.size() >= 5 && b.total.size() >= 5) {
        const qint64 total = sum(b.total) - sum(a.total);
        const qint64 iowait = b.total.at(4) - a.total.at(4);
        if (total > 0)
            s.iowait = std::clamp(100.0 * double(iowait) / double(total), 0.0, 100.0);
    }
    for (auto it = b.processTicks.cbegin(); it != b.processTicks.cend(); ++it) {
        // A process that started between snapshots counts from zero ticks.
        const qint64 before = a.processTicks.value(it.key(), 0);
        const qint64 d = it.value() - before;
        if (d >= 0)
            s.processCpu.insert(it.key(), 100.0 * double(d) / double(m_hz) / dt);
    }
    s.processCpuLimit = limitsByName(b);
    if (a.hasNic && b.hasNic) {
        s.nicRxBytesPerSecond = std::max<double>(0, double(b.nicRx - a.nicRx) / dt);
        s.nicTxBytesPerSecond = std::max<double>(0, double(b.nicTx - a.nicTx) / dt);
    }
    if (a.hasDisk && b.hasDisk) {
        s.diskReadBytesPerSecond = std::max<double>(0, double(b.diskReadSectors - a.diskReadSectors) * 512 / dt);
        s.diskWriteBytesPerSecond =
            std::max<double>(0, double(b.diskWriteSectors - a.diskWriteSectors) * 512 / dt);
    }
    return s;
}
