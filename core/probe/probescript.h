#pragma once

#include <QString>

// The probe script (resources/probe.sh, compiled in as ":/probe/probe.sh"): one POSIX sh run
// over SSH that prints the version-2 transcript.
namespace ProbeScript {

QString text();
// The script framed with `token` (see newToken()): what a probe run sends.
QString text(const QString &token);
// A fresh framing token: 128 random bits as hex, which nothing on the Pi can guess.
QString newToken();
inline constexpr int transcriptVersion = 2;

} // namespace ProbeScript
