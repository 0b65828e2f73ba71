#pragma once

#include <QString>

class TextRedactor;
class Transcript;

// Personal values found by where they stand (docs/design.md "Export for sharing"): the grammar of
// each section says what is a host, a user, a network name, a label or a serial number, whoever's
// it is — other servers in fstab, mounts, exports and the kernel log; Samba's hosts allow, valid
// users, force user, server string, netbios name; a cifs username= and credentials= file; ps's
// USER column; sshfs's user@host:; the Wi-Fi SSID; volume labels; serials after any "serial" or
// "SN" key and in disk ids (/dev/disk/by-id, udev's ID_SERIAL). Each is added to the redactor,
// which then replaces it everywhere.
namespace SectionValues {

void collect(TextRedactor &redactor, const Transcript &transcript);

// The run file's own fields, as RunFieldPrivacy classifies them (Redaction calls these per field):
// a share's source ("//host/share", "host:/path", "user@host:/path", "LABEL=…"),
void collectSource(TextRedactor &redactor, const QString &source);
// mount options ("username=…,domain=…,credentials=/etc/…"),
void collectMountOptions(TextRedactor &redactor, const QString &options);
// the SSH key file's path (its name, unless a default such as id_ed25519),
void collectKeyFile(TextRedactor &redactor, const QString &path);
// the profile's name, unless it only repeats the board the transcript names or is a plain word.
void collectProfileName(TextRedactor &redactor, const Transcript &transcript, const QString &name);

} // namespace SectionValues
