#include "core/probe/throttledparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

std::optional<ThrottledState> parseThrottled(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("throttled\\s*=\\s*0x([0-9a-fA-F]{1,8})\\b"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const quint32 bits = m.captured(1).toUInt(&ok, 16);
    if (!ok)
        return std::nullopt;
    return ThrottledState{bits};
}

std::optional<double> parseTemperature(const QString &text)
{
    static const QRegularExpression vc(QStringLiteral("temp=(\\d+(?:[.,]\\d+)?)\\s*'?\\s*C"));
    if (const auto m = vc.match(text); m.hasMatch())
        return ProbeText::number(m.capturedView(1));
    // Prefer a CPU zone; else the first zone with a plausible value.
    static const QRegularExpression zone(QStringLiteral("^\\S+\\s+type=(\\S*)\\s+temp=(-?\\d+)\\s*$"));
    std::optional<double> first;
    for (const QString &line : ProbeText::lines(text)) {
        if (const auto m = zone.match(line); m.hasMatch()) {
            const double c = m.captured(2).toDouble() / 1000.0;
            if (c < -40 || c > 150)
                continue;
            if (m.captured(1).contains(u"cpu", Qt::CaseInsensitive) || m.captured(1).contains(u"soc", Qt::CaseInsensitive))
                return c;
            if (!first)
                first = c;
        } else if (const auto v = ProbeText::integer(line); v && !first) {
            const double c = *v >= 1000 ? *v / 1000.0 : double(*v);
            if (c > -40 && c < 150)
                first = c;
        }
    }
    return first;
}
