#include "app/setup/sharesuggestions.h"

#include <algorithm>

namespace {

QString normalised(QString name)
{
    name = name.trimmed().toLower();
    if (name.endsWith(u'.'))
        name.chop(1);
    return name;
}

// Everything up to the ':' that starts the path; an IPv6 server comes in brackets.
QString hostBeforeColon(const QString &source, QString *path)
{
    QString s = source;
    const qsizetype at = s.indexOf(u'@');
    if (at >= 0 && at < s.indexOf(u':'))
        s = s.mid(at + 1); // sshfs: user@host:/path
    if (s.startsWith(u'[')) {
        const qsizetype close = s.indexOf(u']');
        if (close < 0)
            return {};
        if (path)
            *path = s.mid(close + 1).startsWith(u':') ? s.mid(close + 2) : QString();
        return s.mid(1, close - 1);
    }
    // An unbracketed IPv6 address has several colons; the path starts at the last ":/".
    const qsizetype colon = s.count(u':') > 1 && s.contains(QLatin1String(":/")) ? s.lastIndexOf(QLatin1String(":/"))
                                                                                 : s.indexOf(u':');
    if (colon <= 0)
        return {};
    if (path)
        *path = s.mid(colon + 1);
    return s.left(colon);
}

QString remotePathOf(const MountInfo &m)
{
    QString path;
    const QString p = m.protocol();
    if (p == QLatin1String("nfs") || p == QLatin1String("sshfs"))
        hostBeforeColon(m.source, &path);
    return path;
}

} // namespace

namespace ShareSuggestions {

QString serverOf(const MountInfo &m)
{
    const QString p = m.protocol();
    if (p == QLatin1String("smb")) {
        // //server/share (cifs, smbfs); smbnetfs shows no server in its source.
        QString s = m.source;
        s.replace(u'\\', u'/');
        if (!s.startsWith(QLatin1String("//")))
            return {};
        const QString rest = s.mid(2);
        const qsizetype slash = rest.indexOf(u'/');
        QString server = slash < 0 ? rest : rest.left(slash);
        if (server.startsWith(u'[') && server.endsWith(u']'))
            server = server.mid(1, server.size() - 2);
        return server;
    }
    if (p == QLatin1String("nfs") || p == QLatin1String("sshfs"))
        return hostBeforeColon(m.source, nullptr);
    return {};
}

bool serverMatches(const QString &server, const QString &host, const QList<QHostAddress> &addresses)
{
    const QString s = normalised(server), h = normalised(host);
    if (s.isEmpty() || h.isEmpty())
        return false;
    const QHostAddress serverAddress(s);
    if (!serverAddress.isNull()) {
        // Compared as addresses, so "fe80::1" equals "FE80:0:0::1" and IPv4-mapped forms match.
        const QHostAddress hostAddress(h);
        if (!hostAddress.isNull() && serverAddress.isEqual(hostAddress, QHostAddress::TolerantConversion))
            return true;
        for (const QHostAddress &a : addresses) {
            if (serverAddress.isEqual(a, QHostAddress::TolerantConversion))
                return true;
        }
        return false;
    }
    if (s == h)
        return true;
    // "raspberrypi" (NetBIOS or a search domain) and "raspberrypi.local" (mDNS) are the same Pi.
    const bool sShort = !s.contains(u'.'), hShort = !h.contains(u'.');
    if (sShort != hShort)
        return (sShort ? s : h) == (sShort ? h : s).section(u'.', 0, 0);
    return false;
}

QList<ShareSuggestion> forHost(const QList<MountInfo> &mounts, const QString &host,
                               const QList<QHostAddress> &addresses)
{
    QList<ShareSuggestion> out;
    for (const MountInfo &m : mounts) {
        if (!m.isNetwork())
            continue;
        const QString server = serverOf(m);
        if (!serverMatches(server, host, addresses))
            continue;
        const bool seen = std::any_of(out.cbegin(), out.cend(),
                                      [&](const ShareSuggestion &s) { return s.mountPoint == m.mountPoint; });
        if (!seen)
            out.append({m.mountPoint, m.protocol(), server, remotePathOf(m)});
    }
    return out;
}

} // namespace ShareSuggestions
