#pragma once

class QString;

// The headless entry of pinas-doctor: --version, --help and the subcommands of docs/design.md.
namespace CommandLine {

// True when argv asks for the command line rather than the window: any argument at all. Only a bare
// start opens the window, so a mistyped word never opens a second one (nor, without a display,
// meets Qt's platform abort).
bool isCommandLine(int argc, char *argv[]);

// Runs it with a QCoreApplication (no display needed) and returns the process exit code.
int run(int argc, char *argv[]);

// Name, organisation and version, shared by the GUI and the command line.
void setApplicationInfo();

// NotConfirmed: `fix` made a change that needs a restart, but the Pi did not come back in time, or
// came back without running with it (the change stays made; docs/design.md "pinas-doctor fix").
// UnknownArguments: a word or option the command line does not know (EX_USAGE of sysexits.h); the
// usage is then on stderr.
enum ExitCode { Ok = 0, UsageError = 2, PartialRun = 3, NotConfirmed = 4, UnknownArguments = 64 };

// Says `why` and the usage on stderr; returns UnknownArguments.
int refuseArguments(const QString &why);

} // namespace CommandLine
