#pragma once

#include <QList>
#include <QString>

// dm-crypt mappings as `cryptsetup status NAME` and `dmsetup table` print them:
//   /dev/mapper/data is active and is in use.        data: 0 1953521664 crypt aes-xts-plain64 :64:logon:... 0 8:1 32768
//     type:    LUKS2
//     cipher:  aes-xts-plain64
//     device:  /dev/sda1
struct CryptMapping
{
    QString name;   // "data" (the /dev/mapper name)
    QString cipher; // "aes-xts-plain64", "xchacha20,aes-adiantum-plain64"
    QString device; // the backing device: "/dev/sda1" (cryptsetup) or "8:1" (dmsetup)
    QString type;   // "LUKS2", "PLAIN"; empty from dmsetup
};

QList<CryptMapping> parseCryptsetupStatus(const QString &text);
// Only the "crypt" targets of a dmsetup table (linear, thin, ... are left out).
QList<CryptMapping> parseDmsetupTable(const QString &text);
// The same table with the key field of every crypt target replaced by "-" (the key, hex or a
// ":keyring" reference, is the one field no report needs); other lines are kept as they are.
QString withoutCryptKeys(const QString &dmsetupTable);
