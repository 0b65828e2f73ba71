#include "remote/ssh/tcpconnect.h"

#include <QDeadlineTimer>

#ifdef Q_OS_WIN
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

SshError classifyResolveError(int gaiCode, const QString &host, const QString &detail)
{
#ifndef Q_OS_WIN
    switch (gaiCode) {
    case EAI_AGAIN:
    case EAI_FAIL:
    case EAI_NONAME:
#ifdef EAI_NODATA
    case EAI_NODATA:
#endif
#ifdef EAI_ADDRFAMILY
    case EAI_ADDRFAMILY:
#endif
        return SshError::dnsFailure(host, detail);
    default:
        break;
    }
#else
    Q_UNUSED(gaiCode);
#endif
    return SshError::dnsFailure(host, detail);
}

SshError classifyConnectErrno(int err, const QString &host, int port, int timeoutSeconds,
                              const QString &detail)
{
#ifndef Q_OS_WIN
    switch (err) {
    case ECONNREFUSED:
        return SshError::connectionRefused(host, port);
    case EHOSTUNREACH:
    case ENETUNREACH:
    case EHOSTDOWN:
    case ENETDOWN:
        return SshError::hostUnreachable(host, detail);
    case ETIMEDOUT:
        return SshError::timeout(host, port, timeoutSeconds, detail);
    default:
        break;
    }
#else
    // Winsock's codes (WSAGetLastError, SO_ERROR).
    switch (err) {
    case WSAECONNREFUSED:
        return SshError::connectionRefused(host, port);
    case WSAETIMEDOUT:
        return SshError::timeout(host, port, timeoutSeconds, detail);
    default:
        break;
    }
#endif
    return SshError::hostUnreachable(host, detail);
}

void closeSocket(qintptr fd)
{
#ifndef Q_OS_WIN
    if (fd >= 0)
        ::close(int(fd));
#else
    if (fd >= 0)
        ::closesocket(SOCKET(fd));
#endif
}

#ifdef Q_OS_WIN
// The same walk as the POSIX version below, with Winsock: a non-blocking connect polled in tenths
// of a second so a cancel is seen, then a blocking socket handed to libssh (whose ssh_init has
// already called WSAStartup).
namespace {
QString wsaText(int err)
{
    wchar_t *text = nullptr;
    FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                   nullptr, DWORD(err), 0, reinterpret_cast<LPWSTR>(&text), 0, nullptr);
    const QString message = text ? QString::fromWCharArray(text).trimmed() : QString();
    LocalFree(text);
    return message + QStringLiteral(" (WSA error %1)").arg(err);
}
} // namespace

TcpConnectResult connectTcp(const QString &host, int port, int timeoutSeconds, const std::atomic_bool &cancel,
                            const std::function<void(qintptr)> &onSocket)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *list = nullptr;
    const QByteArray portText = QByteArray::number(port);
    const int gai = ::getaddrinfo(host.toUtf8().constData(), portText.constData(), &hints, &list);
    if (gai != 0)
        return {-1, classifyResolveError(gai, host, wsaText(gai))};
    const std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> guard(list, &freeaddrinfo);

    const QDeadlineTimer deadline{std::chrono::seconds(timeoutSeconds)};
    int lastErr = WSAETIMEDOUT;
    for (addrinfo *ai = list; ai; ai = ai->ai_next) {
        if (cancel)
            return {-1, SshError::cancelled()};
        const SOCKET fd = ::socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd == INVALID_SOCKET) {
            lastErr = WSAGetLastError();
            continue;
        }
        onSocket(qintptr(fd));
        auto drop = [&] {
            onSocket(-1);
            ::closesocket(fd);
        };
        u_long nonBlocking = 1;
        ::ioctlsocket(fd, FIONBIO, &nonBlocking);
        int rc = ::connect(fd, ai->ai_addr, int(ai->ai_addrlen));
        if (rc != 0 && WSAGetLastError() != WSAEWOULDBLOCK) {
            lastErr = WSAGetLastError();
            drop();
            continue;
        }
        while (rc != 0) {
            if (cancel) {
                drop();
                return {-1, SshError::cancelled()};
            }
            if (deadline.hasExpired()) {
                drop();
                return {-1, SshError::timeout(host, port, timeoutSeconds)};
            }
            // A failed connect shows as POLLERR/POLLHUP, never as POLLOUT, on Windows.
            WSAPOLLFD p{fd, POLLOUT, 0};
            const int n = ::WSAPoll(&p, 1, int(qMin<qint64>(100, deadline.remainingTime())));
            if (n == SOCKET_ERROR) {
                lastErr = WSAGetLastError();
                break;
            }
            if (n > 0) {
                int soErr = 0;
                int len = sizeof soErr;
                ::getsockopt(fd, SOL_SOCKET, SO_ERROR, reinterpret_cast<char *>(&soErr), &len);
                if (soErr == 0 && (p.revents & POLLOUT))
                    rc = 0;
                else {
                    lastErr = soErr ? soErr : WSAECONNREFUSED;
                    break;
                }
            }
        }
        if (rc != 0) {
            drop();
            continue;
        }
        nonBlocking = 0;
        ::ioctlsocket(fd, FIONBIO, &nonBlocking);
        BOOL one = TRUE;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char *>(&one), sizeof one);
        ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, reinterpret_cast<const char *>(&one), sizeof one);
        return {qintptr(fd), {}};
    }
    return {-1, classifyConnectErrno(lastErr, host, port, timeoutSeconds, wsaText(lastErr))};
}
#else
namespace {
QString errnoText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err)) + QStringLiteral(" (errno %1)").arg(err);
}

// Keepalives at the TCP level too: a link that drops without a FIN is noticed even while libssh
// sits in a blocking call. TCP_USER_TIMEOUT bounds how long sent data may stay unacknowledged.
void tuneSocket(int fd, int timeoutSeconds)
{
    int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
#ifdef TCP_USER_TIMEOUT
    unsigned int ms = unsigned(qMax(timeoutSeconds, 5)) * 3000u;
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &ms, sizeof ms);
#endif
#ifdef TCP_KEEPIDLE
    int idle = qMax(timeoutSeconds, 5), intvl = 5, cnt = 3;
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &intvl, sizeof intvl);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &cnt, sizeof cnt);
#endif
}
} // namespace

TcpConnectResult connectTcp(const QString &host, int port, int timeoutSeconds, const std::atomic_bool &cancel,
                            const std::function<void(qintptr)> &onSocket)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *list = nullptr;
    // getaddrinfo cannot be interrupted; the caller's cancel is honoured right after it returns.
    const QByteArray portText = QByteArray::number(port);
    const int gai = ::getaddrinfo(host.toUtf8().constData(), portText.constData(), &hints, &list);
    if (gai != 0)
        return {-1, classifyResolveError(gai, host, QString::fromLocal8Bit(gai_strerror(gai)))};
    const std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> guard(list, &freeaddrinfo);

    const QDeadlineTimer deadline{std::chrono::seconds(timeoutSeconds)};
    int lastErr = ETIMEDOUT;
    for (addrinfo *ai = list; ai; ai = ai->ai_next) {
        if (cancel)
            return {-1, SshError::cancelled()};
        const int fd = ::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd < 0) {
            lastErr = errno;
            continue;
        }
        onSocket(fd);
        auto drop = [&] {
            onSocket(-1);
            ::close(fd);
        };
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        int rc = ::connect(fd, ai->ai_addr, ai->ai_addrlen);
        if (rc < 0 && errno != EINPROGRESS) {
            lastErr = errno;
            drop();
            continue;
        }
        while (rc < 0) {
            if (cancel) {
                drop();
                return {-1, SshError::cancelled()};
            }
            if (deadline.hasExpired()) {
                drop();
                return {-1, SshError::timeout(host, port, timeoutSeconds)};
            }
            pollfd p{fd, POLLOUT, 0};
            const int slice = int(qMin<qint64>(100, deadline.remainingTime()));
            const int n = ::poll(&p, 1, slice);
            if (n < 0 && errno != EINTR) {
                lastErr = errno;
                break;
            }
            if (n > 0) {
                int soErr = 0;
                socklen_t len = sizeof soErr;
                ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soErr, &len);
                if (soErr == 0)
                    rc = 0;
                else {
                    lastErr = soErr;
                    break;
                }
            }
        }
        if (rc < 0) {
            drop();
            continue;
        }
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        tuneSocket(fd, timeoutSeconds);
        return {fd, {}};
    }
    return {-1, classifyConnectErrno(lastErr, host, port, timeoutSeconds, errnoText(lastErr))};
}
#endif
