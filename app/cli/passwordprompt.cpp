#include "app/cli/passwordprompt.h"

#include <cstdio>
#include <cstring>

#ifdef Q_OS_WIN
#include <io.h>
#include <windows.h>
#else
#include <termios.h>
#include <unistd.h>
#endif

namespace {

// Turns the terminal's echo off for its lifetime (nothing when stdin is not a terminal).
class EchoOff
{
public:
    EchoOff()
    {
#ifdef Q_OS_WIN
        m_handle = GetStdHandle(STD_INPUT_HANDLE);
        if (GetConsoleMode(m_handle, &m_mode))
            m_active = SetConsoleMode(m_handle, m_mode & ~DWORD(ENABLE_ECHO_INPUT)) != 0;
#else
        if (tcgetattr(STDIN_FILENO, &m_mode) == 0) {
            termios quiet = m_mode;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            m_active = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) == 0;
        }
#endif
    }
    ~EchoOff()
    {
        if (!m_active)
            return;
#ifdef Q_OS_WIN
        SetConsoleMode(m_handle, m_mode);
#else
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &m_mode);
#endif
        std::fputs("\n", stderr); // the Enter the user typed was not echoed either
    }
    EchoOff(const EchoOff &) = delete;
    EchoOff &operator=(const EchoOff &) = delete;

private:
    bool m_active = false;
#ifdef Q_OS_WIN
    HANDLE m_handle = nullptr;
    DWORD m_mode = 0;
#else
    termios m_mode{};
#endif
};

} // namespace

namespace PasswordPrompt {

bool stdinIsTerminal()
{
#ifdef Q_OS_WIN
    return _isatty(_fileno(stdin)) != 0;
#else
    return isatty(STDIN_FILENO) != 0;
#endif
}

std::optional<QByteArray> readLine(const QString &prompt)
{
    const bool terminal = stdinIsTerminal();
    if (terminal && !prompt.isEmpty()) {
        std::fputs(prompt.toLocal8Bit().constData(), stderr);
        std::fflush(stderr);
    }
    QByteArray line;
    {
        std::optional<EchoOff> echoOff;
        if (terminal)
            echoOff.emplace();
        char buffer[256];
        bool gotAny = false;
        while (std::fgets(buffer, sizeof buffer, stdin)) {
            gotAny = true;
            line += buffer;
            if (line.endsWith('\n'))
                break;
        }
        std::memset(buffer, 0, sizeof buffer);
        if (!gotAny)
            return std::nullopt;
    }
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    return line;
}

} // namespace PasswordPrompt
