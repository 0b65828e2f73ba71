#pragma once

// Windows only. Ends the process once main's work is done and every object of it is destroyed,
// without the DLLs' process-detach teardown, which can hang for ever:
//
// ExitProcess first kills every other thread, then runs each DLL's teardown. A thread that was
// ending at that moment (a Windows thread-pool worker, for instance the one that waited for a
// QProcess of PcFactsReader) may be killed inside winpthread's thread-exit code while it holds
// winpthread's key lock (it runs the thread's TLS destructors under it: gcc's thread_local goes
// through winpthread keys). libstdc++-6.dll's teardown then deletes its keys, waits for that lock
// and never gets it. Seen as `pinas-doctor run` hanging after "Wrote …" in about one run in
// twenty under Wine (the Wine check "run loopback sshd"), with only the main thread left, in
// libstdc++ DllMain → __gthread_key_delete → pthread_key_delete → pthread_rwlock_wrlock.
//
// Nothing of ours needs that teardown: files are saved (QSaveFile commits before this), sockets
// and handles are closed by the system, and the C runtime's streams are flushed here first.
namespace ProcessExit {
[[noreturn]] void now(int exitCode);
}
