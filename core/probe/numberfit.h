#pragma once

#include <QtGlobal>
#include <QtNumeric>

#include <cmath>
#include <limits>
#include <optional>

// Guards for turning parsed figures into integers. Parsers read any bytes, and garbage such as
// "1e30" or a 20-digit sector count must give "unknown": converting an out-of-range double, or
// overflowing a signed product, is undefined behaviour, not a wrapped number.
namespace ProbeText {

// v as T, nullopt when it is not finite or does not fit.
template <typename T> std::optional<T> fitting(double v)
{
    // 2^digits is exactly one past T's maximum and exact as a double, unlike max() itself.
    const double limit = std::ldexp(1.0, std::numeric_limits<T>::digits);
    if (!std::isfinite(v) || v < -limit || v >= limit)
        return std::nullopt;
    return T(v);
}

// v * factor, nullopt when the product overflows qint64 (a count of 512-byte sectors, say).
inline std::optional<qint64> scaled(qint64 v, qint64 factor)
{
    qint64 out = 0;
    return qMulOverflow(v, factor, &out) ? std::nullopt : std::optional<qint64>(out);
}

} // namespace ProbeText
