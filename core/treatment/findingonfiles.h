// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diagnosis/finding.h"
#include "core/diagnosis/diagnosisinput.h"

#include <QByteArray>
#include <QMap>
#include <QString>

// A finding made again from files as the Pi holds them now, for a plan that takes the rule's evidence
// (Finding::settings) when the run's view of those files is not the Pi's (fix --other-pi, issue #34):
// the entry's own rule runs on the run's input with the facts of those files read from the live
// text, so the plan removes what this Pi's file sets, never what the run's file did. A rule that no
// longer fires gives a finding without settings: nothing to change.
namespace FindingOnFiles {

// `live`: path -> the file's bytes as read on the Pi. Only smb.conf feeds settings today.
Finding again(const Finding &finding, DiagnosisInput input, const QMap<QString, QByteArray> &live);

} // namespace FindingOnFiles
