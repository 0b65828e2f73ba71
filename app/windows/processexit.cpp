#include "app/windows/processexit.h"

#include <cstdio>

#include <windows.h>

namespace ProcessExit {

void now(int exitCode)
{
    std::fflush(nullptr); // stdout and stderr of the command line: what was printed is kept
    ::TerminateProcess(::GetCurrentProcess(), UINT(exitCode));
    // TerminateProcess on the calling process does not return; this is for the compiler and for
    // a system that refused it.
    ::ExitProcess(UINT(exitCode));
}

} // namespace ProcessExit
