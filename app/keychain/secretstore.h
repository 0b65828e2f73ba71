#pragma once

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

// Passwords and passphrases, remembered only in the OS keychain (Secret Service, Windows
// Credential Manager, macOS Keychain) through QtKeychain. Nothing secret ever goes to a file of
// ours. When no keychain is reachable (no session bus, say) the callbacks report it, "Remember" is
// no longer offered, and the app carries on without remembering.
// A secret the server accepted is also kept in memory for the rest of this session of the app, so
// the next connection to the same Pi (a run opens several) does not ask again; it is never written
// anywhere and goes when the app ends, or at once when the server refuses it.
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

    // False once the keychain said it cannot be used at all (no backend, no session bus).
    bool keychainUsable() const { return m_keychainUsable; }

    void keepForSession(const QString &key, const QString &secret);
    QString sessionSecret(const QString &key) const; // empty: none kept
    void forgetForSession(const QString &key);

private:
    // A keychain error: "the entry is not there" and "the user said no" leave the keychain usable.
    void noteError(int error);

    QString m_service;
    bool m_keychainUsable = true;
    QHash<QString, QString> m_session;
};
