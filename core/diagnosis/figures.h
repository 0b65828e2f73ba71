#pragma once

#include <QCoreApplication>
#include <QString>

#include <cmath>

// How diagnosis texts print numbers. Measured rates get 3 significant digits, as dd prints them
// ("11.1 MB/s", "114 MB/s"); shares of a limit are rounded down so a text never overstates them
// (11.14 of 11.77 MB/s is "94 %", as in the Pi 3B write-up).
namespace Figures {
inline QString rate(double mbPerSecond)
{
    // Figures are checked where they enter (Measurement::figuresProblem); this only keeps a slip
    // from printing "inf" or a 300-digit number.
    if (!std::isfinite(mbPerSecond) || std::abs(mbPerSecond) > 1e9)
        return QStringLiteral("?");
    if (mbPerSecond >= 100)
        return QString::number(mbPerSecond, 'f', 0);
    return QString::number(mbPerSecond, 'g', 3);
}
inline QString percent(double value)
{
    // int() of a value outside int's range is undefined behaviour.
    if (!std::isfinite(value) || std::abs(value) > 1e9)
        return QStringLiteral("?");
    return QString::number(qint64(std::floor(value + 1e-9)));
}
// Two sentences in a row: a space in English, none in Japanese.
inline QString join(const QString &first, const QString &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    return QCoreApplication::translate("Figures", "%1 %2", "two sentences in a row").arg(first, second);
}
} // namespace Figures
