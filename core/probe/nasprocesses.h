#pragma once

#include <QString>

// The processes that matter for a NAS: file servers, FUSE file system drivers and their helpers.
// The facts keep only these (with their CPU and command line), and a run file keeps only their
// rows of the probe's process list (docs/design.md "What a run file holds").
namespace NasProcesses {

bool isRelevant(const QString &name); // "smbd", "nfsd", "ntfs-3g", …

} // namespace NasProcesses
