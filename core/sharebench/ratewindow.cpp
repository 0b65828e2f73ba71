#include "core/sharebench/ratewindow.h"

#include <algorithm>

RateWindow::RateWindow() : RateWindow(Settings{}) {}

RateWindow::RateWindow(Settings settings) : m_settings(settings) {}

bool RateWindow::add(double seconds, qint64 bytes)
{
    const double elapsed = seconds - m_sliceStart;
    if (elapsed < m_settings.sliceSeconds)
        return false;
    m_slices.append(QPointF(seconds, double(bytes - m_sliceStartBytes) / elapsed));
    m_sliceEndBytes.append(bytes);
    m_sliceStart = seconds;
    m_sliceStartBytes = bytes;
    return true;
}

double RateWindow::recentRate() const
{
    const int n = m_settings.stableSlices;
    if (n <= 0 || m_slices.size() < n)
        return 0;
    double sum = 0;
    for (int i = m_slices.size() - n; i < m_slices.size(); ++i)
        sum += m_slices.at(i).y();
    return sum / n;
}

std::optional<QPointF> RateWindow::stableSince() const
{
    if (!isStable())
        return std::nullopt;
    const qsizetype before = m_slices.size() - m_settings.stableSlices - 1; // the slice before them
    if (before < 0)
        return QPointF(0, 0); // the first slice starts at the window's start
    return QPointF(m_slices.at(before).x(), double(m_sliceEndBytes.at(before)));
}

double RateWindow::stallSeconds(double seconds, qint64 bytes) const
{
    const auto since = stableSince();
    if (!since || seconds <= since->x())
        return 0;
    const double settledRate = (double(bytes) - since->y()) / (seconds - since->x());
    return settledRate > 0 ? std::max(0.0, since->x() - since->y() / settledRate) : 0;
}

bool RateWindow::isStable() const
{
    const double mean = recentRate();
    if (mean <= 0 || m_slices.size() < std::max(0, m_settings.warmupSlices) + m_settings.stableSlices)
        return false;
    const auto first = m_slices.cend() - m_settings.stableSlices;
    return std::all_of(first, m_slices.cend(), [&](const QPointF &p) {
        return std::abs(p.y() - mean) <= m_settings.tolerance * mean;
    });
}

std::optional<TestStop> RateWindow::stopNow(double seconds, qint64 bytes, qint64 minBytes, double capSeconds) const
{
    if (bytes >= minBytes && isStable())
        return TestStop::Stable;
    if (seconds >= capSeconds)
        return TestStop::Cap;
    return std::nullopt;
}
