#pragma once

// The headless entry of pinas-doctor: --version, --help and the subcommands of docs/design.md.
namespace CommandLine {

// True when argv asks for the command line rather than the window.
bool isCommandLine(int argc, char *argv[]);

// Runs it with a QCoreApplication (no display needed) and returns the process exit code.
int run(int argc, char *argv[]);

// Name, organisation and version, shared by the GUI and the command line.
void setApplicationInfo();

enum ExitCode { Ok = 0, UsageError = 2, PartialRun = 3 };

} // namespace CommandLine
