#pragma once

#include <QString>

// The Pi's configuration files by path, as rules name them in a finding's settings (ConfSetting)
// and the treatment edits them (Planner::smbConfPath(), …): one spelling of each path.
namespace PiFiles {
inline QString smbConf()
{
    return QStringLiteral("/etc/samba/smb.conf");
}
} // namespace PiFiles
