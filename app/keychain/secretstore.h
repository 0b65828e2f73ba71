#pragma once

#include <QObject>
#include <QString>

#include <functional>

// Passwords and passphrases, remembered only in the OS keychain (Secret Service, Windows
// Credential Manager, macOS Keychain) through QtKeychain. Nothing secret ever goes to a file of
// ours. When no keychain is reachable (no session bus, say) the callbacks report it and the app
// carries on without remembering.
class SecretStore : public QObject
{
    Q_OBJECT
public:
    explicit SecretStore(QString service = QStringLiteral("Pi NAS Doctor"), QObject *parent = nullptr);

    using ReadDone = std::function<void(bool found, const QString &secret, const QString &error)>;
    using WriteDone = std::function<void(bool ok, const QString &error)>;

    // key: the profile name (plus "/passphrase" for a key file's passphrase).
    void read(const QString &key, ReadDone done);
    void write(const QString &key, const QString &secret, WriteDone done);
    void remove(const QString &key, WriteDone done);

private:
    QString m_service;
};
