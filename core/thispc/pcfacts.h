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
    // A traffic shaper at the root of the interface's queue (tc: tbf, htb's default class, cake
    // with a bandwidth): what this PC sends through it, whatever the port's speed.
    QString shaper; // "tbf" | "htb" | "cake"
    std::optional<double> shaperMbps;
    QString smbDialect;                     // "3.1.1" (Get-SmbConnection)
    std::optional<bool> smbSigningRequired; // Get-SmbClientConfiguration RequireSecuritySignature
    std::optional<bool> smbEncryption;      // Get-SmbConnection Encrypted / the mount's "seal"
    QStringList sources; // "sysfs", "iw", "ip route get", "Get-NetAdapter", "netsh wlan", ...
    QStringList notes;   // e.g. "powershell did not answer (Wine)"

    // What this PC can send to the Pi through a wired link: the lower of the port's speed and the
    // shaper's rate (unset when neither is known, or on Wi-Fi without a shaper).
    std::optional<double> wiredLimitMbps() const;
    // The shaper, not the port or the Wi-Fi link, is what limits this PC's link.
    bool shaperIsTheLimit() const;

    bool isEmpty() const { return interface.isEmpty() && smbDialect.isEmpty() && !smbSigningRequired; }
    QJsonObject toJson() const;
    static PcFacts fromJson(const QJsonObject &o);
};
