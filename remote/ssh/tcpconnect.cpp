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

// The platform's half of the walk below: the socket calls and codes that differ between Winsock
// and POSIX, and nothing else. Winsock's socket is a SOCKET (ssh_init has called WSAStartup);
// POSIX's an int, made close-on-exec.
namespace {

// Where a non-blocking connect stands.
enum class Connect
{
    Pending,
    Done,
    Failed // *err says why
};

#ifdef Q_OS_WIN
using Socket = SOCKET;
const Socket kNoSocket = INVALID_SOCKET;
constexpr int kTimedOut = WSAETIMEDOUT;

int lastSocketError()
{
    return WSAGetLastError();
}

QString errorText(int err)
{
    wchar_t *text = nullptr;
    FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                   nullptr, DWORD(err), 0, reinterpret_cast<LPWSTR>(&text), 0, nullptr);
    const QString message = text ? QString::fromWCharArray(text).trimmed() : QString();
    LocalFree(text);
    return message + QStringLiteral(" (WSA error %1)").arg(err);
}

QString resolveErrorText(int gai)
{
    return errorText(gai);
}

Socket openSocket(const addrinfo *ai)
{
    return ::socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
}

void closeRaw(Socket fd)
{
    ::closesocket(fd);
}

void setNonBlocking(Socket fd, bool on)
{
    u_long value = on ? 1 : 0;
    ::ioctlsocket(fd, FIONBIO, &value);
}

Connect startConnect(Socket fd, const addrinfo *ai, int *err)
{
    if (::connect(fd, ai->ai_addr, int(ai->ai_addrlen)) == 0)
        return Connect::Done;
    *err = WSAGetLastError();
    return *err == WSAEWOULDBLOCK ? Connect::Pending : Connect::Failed;
}

Connect waitConnect(Socket fd, int ms, int *err)
{
    WSAPOLLFD p{fd, POLLOUT, 0};
    const int n = ::WSAPoll(&p, 1, ms);
    if (n == SOCKET_ERROR) {
        *err = WSAGetLastError();
        return Connect::Failed;
    }
    if (n == 0)
        return Connect::Pending;
    int soErr = 0;
    int len = sizeof soErr;
    ::getsockopt(fd, SOL_SOCKET, SO_ERROR, reinterpret_cast<char *>(&soErr), &len);
    // A failed connect shows as POLLERR/POLLHUP, never as POLLOUT, on Windows.
    if (soErr == 0 && (p.revents & POLLOUT))
        return Connect::Done;
    *err = soErr ? soErr : WSAECONNREFUSED;
    return Connect::Failed;
}

void tuneSocket(Socket fd, int timeoutSeconds)
{
    Q_UNUSED(timeoutSeconds);
    BOOL one = TRUE;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char *>(&one), sizeof one);
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, reinterpret_cast<const char *>(&one), sizeof one);
}
#else
using Socket = int;
constexpr Socket kNoSocket = -1;
constexpr int kTimedOut = ETIMEDOUT;

int lastSocketError()
{
    return errno;
}

QString errorText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err)) + QStringLiteral(" (errno %1)").arg(err);
}

QString resolveErrorText(int gai)
{
    return QString::fromLocal8Bit(gai_strerror(gai));
}

Socket openSocket(const addrinfo *ai)
{
    return ::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
}

void closeRaw(Socket fd)
{
    ::close(fd);
}

void setNonBlocking(Socket fd, bool on)
{
    const int flags = ::fcntl(fd, F_GETFL);
    ::fcntl(fd, F_SETFL, on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK);
}

Connect startConnect(Socket fd, const addrinfo *ai, int *err)
{
    if (::connect(fd, ai->ai_addr, ai->ai_addrlen) == 0)
        return Connect::Done;
    *err = errno;
    return *err == EINPROGRESS ? Connect::Pending : Connect::Failed;
}

Connect waitConnect(Socket fd, int ms, int *err)
{
    pollfd p{fd, POLLOUT, 0};
    const int n = ::poll(&p, 1, ms);
    if (n < 0 && errno == EINTR)
        return Connect::Pending;
    if (n < 0) {
        *err = errno;
        return Connect::Failed;
    }
    if (n == 0)
        return Connect::Pending;
    int soErr = 0;
    socklen_t len = sizeof soErr;
    ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soErr, &len);
    if (soErr == 0)
        return Connect::Done;
    *err = soErr;
    return Connect::Failed;
}

// Keepalives at the TCP level too: a link that drops without a FIN is noticed even while libssh
// sits in a blocking call. TCP_USER_TIMEOUT bounds how long sent data may stay unacknowledged.
void tuneSocket(Socket fd, int timeoutSeconds)
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
#endif

} // namespace

void closeSocket(qintptr fd)
{
    if (fd >= 0)
        closeRaw(Socket(fd));
}

// A non-blocking connect polled in tenths of a second, so a cancel is seen, then a blocking socket
// handed to libssh. Each address in turn; the last error says why none answered.
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
        return {-1, classifyResolveError(gai, host, resolveErrorText(gai))};
    const std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> guard(list, &freeaddrinfo);

    const QDeadlineTimer deadline{std::chrono::seconds(timeoutSeconds)};
    int lastErr = kTimedOut;
    for (addrinfo *ai = list; ai; ai = ai->ai_next) {
        if (cancel)
            return {-1, SshError::cancelled()};
        const Socket fd = openSocket(ai);
        if (fd == kNoSocket) {
            lastErr = lastSocketError();
            continue;
        }
        onSocket(qintptr(fd));
        auto drop = [&] {
            onSocket(-1);
            closeRaw(fd);
        };
        setNonBlocking(fd, true);
        int err = 0;
        Connect state = startConnect(fd, ai, &err);
        while (state == Connect::Pending) {
            if (cancel) {
                drop();
                return {-1, SshError::cancelled()};
            }
            if (deadline.hasExpired()) {
                drop();
                return {-1, SshError::timeout(host, port, timeoutSeconds)};
            }
            state = waitConnect(fd, int(qMin<qint64>(100, deadline.remainingTime())), &err);
        }
        if (state == Connect::Failed) {
            lastErr = err;
            drop();
            continue;
        }
        setNonBlocking(fd, false);
        tuneSocket(fd, timeoutSeconds);
        return {qintptr(fd), {}};
    }
    return {-1, classifyConnectErrno(lastErr, host, port, timeoutSeconds, errorText(lastErr))};
}
