#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

// What this PC adds to the path of every byte: the interface that carries traffic to the Pi (found
// by a route lookup) with its link, and how the PC's SMB client treats signing and encryption.
// Read locally, without admin rights, on every run; kept in the run file under "pc" (docs/design.md
// "Run file"). Every field may be unknown; `notes` says what could not be read and why.
struct PcFacts
{
    QString os;              // "linux", "windows"
    QString interface;       // "eth0", "wlp0s20f3", "Ethernet 2"
    QString interfaceSource; // how it was found: "ip route get", "Find-NetRoute"
    std::optional<bool> wireless;
    std::optional<int> linkMbps; // negotiated Ethernet speed
    QString duplex;              // "full" | "half"
    std::optional<double> wifiBitrateMbps;
    std::optional<int> wifiFrequencyMhz;
    QString smbDialect;                     // "3.1.1" (Get-SmbConnection)
    std::optional<bool> smbSigningRequired; // Get-SmbClientConfiguration RequireSecuritySignature
    std::optional<bool> smbEncryption;      // Get-SmbConnection Encrypted / the mount's "seal"
    QStringList sources; // "sysfs", "iw", "ip route get", "Get-NetAdapter", "netsh wlan", ...
    QStringList notes;   // e.g. "powershell did not answer (Wine)"

    bool isEmpty() const { return interface.isEmpty() && smbDialect.isEmpty() && !smbSigningRequired; }
    QJsonObject toJson() const;
    static PcFacts fromJson(const QJsonObject &o);
};
