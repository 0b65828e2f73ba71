#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

// Replaces personal values in text with stable placeholders: the same value gives the same
// placeholder in every text the redactor sees, so names and paths that matched before still match
// after (the diagnosis of a redacted run is the diagnosis of the original). Used by Redaction
// (redaction.h); every pass is linear in the text.
//  - Known values (host names, user names, serial numbers), added with addValue(): replaced where
//    they stand as a whole (no letter or digit on either side); host names in any letter case
//    ("RaspberryPi", "raspberrypi.fritz.box"), other values case-sensitively.
//  - By shape: IPv4 (→ 192.0.2.x, then 198.51.100.x, 203.0.113.x, the documentation ranges;
//    loopback, 0.0.0.0 and masks starting with 255 stay), IPv4 in /proc/net/route's hex, IPv6
//    (→ 2001:db8::x; ::1 stays) and MAC addresses (the maker's first three bytes stay, the rest
//    is counted: b8:27:eb:00:00:01; all-zero and broadcast stay), in any notation: colons, dashes,
//    Cisco dots, and twelve bare hex digits after a word that says MAC ("macaddr=", "mac=",
//    "MAC address:", "ether", "ethaddr=", "HWaddr", "lladdr", "address=", "bssid") or in udev's
//    interface names made of one (enx…, wlx…); the placeholder keeps the notation. IPv4 also after
//    a dot, IPv6 also right after "addr:" or "ipv6:".
// Placeholders are never replaced again: redacting a redacted text changes nothing.
class TextRedactor
{
public:
    enum class Category
    {
        HostName,
        UserName,
        IpAddress,
        MacAddress,
        SerialNumber,
        NetworkName, // a Wi-Fi network's SSID
        VolumeLabel, // a file system's or partition's label
    };

    struct Replacement
    {
        Category category;
        QString original;    // for the user's eyes only, never written into an export
        QString placeholder; // "host-1", "192.0.2.1"
    };

    // A value to remove wherever it appears, without the characters other than letters and digits
    // at its ends. Values shorter than two characters and names that are not personal ("root",
    // "dev", "localhost", …) are ignored. False when ignored.
    bool addValue(Category category, const QString &value);

    QString redact(const QString &text);
    static bool isIpAddress(const QString &text); // IPv4 dotted or IPv6
    // /proc/net/route: Destination and Gateway are IPv4 in little-endian hex.
    QString redactRouteTable(const QString &text);

    // Every value replaced so far, in the order first met (an added value that never appeared is not).
    QList<Replacement> replacements() const;

private:
    QString placeholderFor(Category category, const QString &original);
    QString replaceKnown(const QString &text);
    QString use(const QString &placeholder); // marks it as having replaced something
    QString replaceIpv4(const QString &text);
    QString replaceIpv6(const QString &text);
    QString replaceMac(const QString &text);
    QString macPlaceholder(const QString &normalized);


    struct Known
    {
        QString value;
        QString placeholder;
        bool anyCase = false;
    };
    QHash<QString, QList<Known>> m_byFirstWord; // the value's first run of letters and digits, lower case
    QHash<QString, QString> m_placeholders;     // category-qualified original -> placeholder
    QList<Replacement> m_order;
    QSet<QString> m_used; // placeholders that replaced something
    QHash<int, int> m_counts; // per category
    int m_ipv6Count = 0;
};
