#pragma once

#include <QJsonObject>

class TextRedactor;
class Transcript;

// Personal values found by where they stand (docs/design.md "Export for sharing"): the grammar of
// each section says what is a host, a user, a network name, a label or a serial number, whoever's
// it is — other servers in fstab, mounts, exports and the kernel log; Samba's hosts allow, valid
// users, force user, server string, netbios name; a cifs username= and credentials= file; ps's
// USER column; sshfs's user@host:; the key file's name; the Wi-Fi SSID; volume labels; serials
// after any "serial" key. Each is added to the redactor, which then replaces it everywhere.
namespace SectionValues {

void collect(TextRedactor &redactor, const Transcript &transcript, const QJsonObject &profile);

} // namespace SectionValues
