#include "remote/ssh/knownhosts.h"

#include "core/store/privatefile.h"
#include "remote/ssh/libsshptr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>

namespace {
// libssh reads a "global" file as well as its own; /dev/null makes that one empty when we look at
// a single file, so each file's verdict is known on its own.
const char kNoFile[] = "/dev/null";

enum ssh_known_hosts_e stateIn(ssh_session session, const QString &file)
{
    const QByteArray path = QFile::encodeName(file);
    ssh_options_set(session, SSH_OPTIONS_KNOWNHOSTS, path.constData());
    ssh_options_set(session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, kNoFile);
    return ssh_session_is_known_server(session);
}
// A known_hosts of thousands of hosts is a few hundred KB; more is not one.
constexpr qint64 kMaxKnownHostsBytes = 8 * 1024 * 1024;

// Whether the host field of a known_hosts line (before the first space) names `name`: a comma list
// of names, or OpenSSH's hashed form |1|base64(salt)|base64(HMAC-SHA1(salt, name)).
bool namesHost(const QByteArray &field, const QByteArray &name)
{
    if (field.startsWith("|1|")) {
        const QList<QByteArray> parts = field.split('|');
        if (parts.size() != 4)
            return false;
        const QByteArray salt = QByteArray::fromBase64(parts.at(2));
        return QMessageAuthenticationCode::hash(name, salt, QCryptographicHash::Sha1) == QByteArray::fromBase64(parts.at(3));
    }
    for (const QByteArray &entry : field.split(',')) {
        if (entry.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}
} // namespace

bool forgetHostKey(const QString &file, const QString &knownHostsName, QString *error)
{
    QFile f(file);
    if (f.size() > kMaxKnownHostsBytes) {
        if (error)
            *error = QStringLiteral("%1 is larger than a known_hosts file can be").arg(file);
        return false;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    const QByteArray name = knownHostsName.toUtf8();
    QByteArray kept;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QByteArray trimmed = line.trimmed();
        const bool entry = !trimmed.isEmpty() && !trimmed.startsWith('#') && !trimmed.startsWith('@');
        if (entry && namesHost(trimmed.left(trimmed.indexOf(' ')), name))
            continue;
        kept += line + '\n';
    }
    kept.chop(1); // the split's last piece is what followed the final newline
    f.close();
    return PrivateFile::write(file, kept, error);
}

void setKnownHostsFiles(ssh_session session, const QString &appFile, const QString &readOnlyFile)
{
    const QByteArray app = appFile.isEmpty() ? QByteArray(kNoFile) : QFile::encodeName(appFile);
    const QByteArray ro = readOnlyFile.isEmpty() ? QByteArray(kNoFile) : QFile::encodeName(readOnlyFile);
    ssh_options_set(session, SSH_OPTIONS_KNOWNHOSTS, app.constData());
    ssh_options_set(session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, ro.constData());
}

HostKeyInfo serverHostKeyInfo(ssh_session session, const QString &knownHostsName)
{
    HostKeyInfo info;
    info.host = knownHostsName;
    ssh_key raw = nullptr;
    if (ssh_get_server_publickey(session, &raw) != SSH_OK)
        return info;
    const SshKeyPtr key(raw);
    info.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key.get())));
    unsigned char *hashRaw = nullptr;
    size_t len = 0;
    if (ssh_get_publickey_hash(key.get(), SSH_PUBLICKEY_HASH_SHA256, &hashRaw, &len) != SSH_OK)
        return info;
    const SshHashPtr hash(hashRaw);
    const SshCharPtr text(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash.get(), len));
    if (text)
        info.sha256Fingerprint = QString::fromLatin1(text.get());
    return info;
}

SshError verifyHostKey(ssh_session session, const SshTarget &target, const QString &host, int port,
                       CredentialPrompter *prompter, HostKeyInfo *infoOut)
{
    const QString name = SshTarget::knownHostsName(host, port);
    HostKeyInfo info = serverHostKeyInfo(session, name);
    info.knownHostsPath = target.appKnownHostsPath;
    if (infoOut)
        *infoOut = info;
    if (info.sha256Fingerprint.isEmpty())
        return SshError::protocol(QString::fromUtf8(ssh_get_error(session)));

    QStringList files;
    if (!target.appKnownHostsPath.isEmpty())
        files << target.appKnownHostsPath;
    for (const QString &f : target.userKnownHostsPaths) {
        if (!f.isEmpty() && !files.contains(f))
            files << f;
    }

    QStringList changedIn;
    bool known = false;
    for (const QString &f : files) {
        if (!QFileInfo::exists(f))
            continue;
        switch (stateIn(session, f)) {
        case SSH_KNOWN_HOSTS_OK:
            known = true;
            break;
        case SSH_KNOWN_HOSTS_CHANGED:
        case SSH_KNOWN_HOSTS_OTHER: // a key of another type on record: treated like a change
            changedIn << QDir::toNativeSeparators(f);
            break;
        case SSH_KNOWN_HOSTS_UNKNOWN:
        case SSH_KNOWN_HOSTS_NOT_FOUND:
        case SSH_KNOWN_HOSTS_ERROR: // unreadable or corrupt file: it vouches for nothing
            break;
        }
    }
    setKnownHostsFiles(session, target.appKnownHostsPath, {});

    // One matching entry never outweighs a mismatching one: the changed entry may be the only one
    // an attacker could not plant.
    if (!changedIn.isEmpty())
        return SshError::hostKeyChanged(name, info.keyType, info.sha256Fingerprint, changedIn);
    if (known)
        return SshError::none();

    bool accept = target.acceptNewHostKey;
    if (!accept && prompter)
        accept = prompter->confirmNewHostKey(info);
    if (!accept) {
        return prompter ? SshError::hostKeyRejected(name)
                        : SshError::hostKeyUnknownHeadless(name, info.sha256Fingerprint);
    }
    if (target.appKnownHostsPath.isEmpty())
        return SshError::none(); // accepted for this connection only: nowhere to remember it
    // Not ssh_session_update_known_hosts: libssh appends in place, through a symlink if the file is
    // one. The app's file is rewritten whole instead (temporary file and rename, owner only).
    char *entry = nullptr;
    if (ssh_session_export_known_hosts_entry(session, &entry) != SSH_OK || !entry)
        return SshError::protocol(QString::fromUtf8(ssh_get_error(session)));
    QByteArray line(entry);
    ssh_string_free_char(entry);
    if (!line.endsWith('\n'))
        line += '\n';
    const QString path = target.appKnownHostsPath;
    PrivateFile::makeFolder(QFileInfo(path).absolutePath());
    QByteArray content;
    if (QFile f(path); !QFileInfo(path).isSymLink() && f.open(QIODevice::ReadOnly))
        content = f.readAll();
    if (!content.isEmpty() && !content.endsWith('\n'))
        content += '\n';
    QString error;
    if (!PrivateFile::write(path, content + line, &error))
        return SshError::protocol(QStringLiteral("cannot write %1: %2").arg(path, error));
    return SshError::none();
}
