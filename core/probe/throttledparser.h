#pragma once

#include <QString>

#include <optional>

// `vcgencmd get_throttled` -> "throttled=0x50005". Bits (firmware mailbox GET_THROTTLED, see
// docs/knowledge.md §4.6): 0 under-voltage, 1 ARM frequency capped, 2 throttled, 3 soft temperature
// limit, all "now"; bits 16-19 the same "has occurred since boot".
struct ThrottledState
{
    quint32 bits = 0;

    bool underVoltageNow() const { return bits & 0x1; }
    bool armFrequencyCappedNow() const { return bits & 0x2; }
    bool throttledNow() const { return bits & 0x4; }
    bool softTemperatureLimitNow() const { return bits & 0x8; }
    bool underVoltageSinceBoot() const { return bits & 0x10000; }
    bool armFrequencyCappedSinceBoot() const { return bits & 0x20000; }
    bool throttledSinceBoot() const { return bits & 0x40000; }
    bool softTemperatureLimitSinceBoot() const { return bits & 0x80000; }
};

std::optional<ThrottledState> parseThrottled(const QString &text);

// Temperature in °C: "temp=38.6'C" (vcgencmd measure_temp), the probe's
// "thermal_zone0 type=cpu-thermal temp=45678" or a bare sysfs millidegree value.
std::optional<double> parseTemperature(const QString &text);
