#include "core/model/figurecheck.h"

#include <cmath>

QString FigureCheck::problem(qint64 bytes, double seconds)
{
    if (bytes < 0)
        return tr("a negative byte count (%1)").arg(bytes);
    if (!std::isfinite(seconds) || seconds <= 0)
        return tr("a duration that is not a positive number of seconds");
    if (bytes > 1000000 && seconds < 0.001)
        return tr("%1 MB in less than a millisecond").arg(double(bytes) / 1e6, 0, 'f', 0);
    if (double(bytes) / seconds > kMaxBytesPerSecond)
        return tr("%1 GB/s, beyond any disk or network a Pi can have")
            .arg(double(bytes) / seconds / 1e9, 0, 'g', 3);
    return QString();
}
