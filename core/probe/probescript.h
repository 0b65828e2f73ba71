#pragma once

#include <QString>

// The probe script (resources/probe.sh, compiled in as ":/probe/probe.sh"): one POSIX sh run
// over SSH that prints the version-1 transcript.
namespace ProbeScript {

QString text();
inline constexpr int transcriptVersion = 1;

} // namespace ProbeScript
