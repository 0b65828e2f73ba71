#include "core/probe/dfparser.h"

#include "core/probe/numberfit.h"
#include "core/probe/probetext.h"

#include <QRegularExpression>

#include <cmath>

namespace {

// Block counts in KiB (df -k / -P) or human sizes with a unit (df -h, powers of 1024).
std::optional<qint64> bytesOf(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:[.,]\\d+)?)([KMGTP]?)$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const auto v = ProbeText::number(m.capturedView(1));
    if (!v)
        return std::nullopt;
    const QString unit = m.captured(2);
    if (unit.isEmpty())
        return ProbeText::fitting<qint64>(std::trunc(*v) * 1024.0);
    return ProbeText::fitting<qint64>(
        std::round(*v * std::pow(1024.0, QStringLiteral("BKMGTP").indexOf(unit))));
}

} // namespace

QList<DfRow> parseDf(const QString &text)
{
    QList<DfRow> out;
    QString pending; // a device name that wrapped onto its own line
    for (const QString &line : ProbeText::lines(text)) {
        QStringList f = ProbeText::fields(line);
        if (f.isEmpty())
            continue;
        if (f.size() == 1) {
            pending = f.at(0);
            continue;
        }
        if (!pending.isEmpty()) {
            f.prepend(pending);
            pending.clear();
        }
        if (f.size() < 6)
            continue;
        DfRow r;
        // df -T puts the file system type second: a word where the size would be.
        if (f.size() >= 7 && !bytesOf(f.at(1)) && bytesOf(f.at(2))) {
            r.fstype = f.at(1);
            f.removeAt(1);
        }
        r.filesystem = f.at(0);
        r.sizeBytes = bytesOf(f.at(1));
        r.usedBytes = bytesOf(f.at(2));
        r.availableBytes = bytesOf(f.at(3));
        if (!r.sizeBytes)
            continue; // the header, or garbage
        r.mountPoint = f.mid(5).join(u' ');
        out.append(r);
    }
    return out;
}
